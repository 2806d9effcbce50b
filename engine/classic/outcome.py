"""Who wins classic Werewolf (CLASSIC §4): :func:`outcome`, read top to bottom in the
rules' order, answering the engine's one :class:`~engine.outcome.Outcome` with a classic
:class:`Case`, or ``None`` while the game goes on.

Checked after every phase's deaths have settled, chains included:
1. Soulmates on different teams (one on the werewolf team, one not) win alone when they
   are the last two alive; they are a side of their own (``Team.SOULMATES``), so they win
   with nobody else.
2. The village wins when no wolf is alive (a turned Cursed is a wolf).
3. The werewolf team wins when the living wolves are at least as many as everyone else.
4. A Tanner who has died wins as well, whoever else wins.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ..outcome import Outcome
from ..values import Choice, Team
from .roles import CLASSIC_ROLES

Seat = int


class Case(Choice):
    """The rule of CLASSIC §4 that ended a classic game, in the order it reads. §4's
    fourth rule, the Tanner, is no case: it ends nothing, and a Tanner who died is added
    to the winners (and to the reason) of whichever case ended the game."""

    #: §4.1: the Soulmates, one on the werewolf team and one not, are the last two alive:
    #: they win alone
    SOULMATES = "the Soulmates on two teams are the last two alive"
    #: §4.2: no wolf is alive (a turned Cursed is a wolf): the village wins
    NO_WOLF_ALIVE = "no wolf is alive"
    #: §4.3: the living wolves are at least as many as the other living players: the
    #: werewolf team wins (the village's rule is read first)
    WOLVES_AT_PARITY = "the living wolves are as many as the rest"


def team_of(seat: Seat, players: Mapping[Seat, str], turned: Collection[Seat]) -> Team:
    """The team ``seat`` is on now: a turned Cursed is on the werewolf team."""
    return Team.WEREWOLF if seat in turned else CLASSIC_ROLES[players[seat]].team


def is_wolf(seat: Seat, players: Mapping[Seat, str], turned: Collection[Seat]) -> bool:
    """``seat`` counts as a wolf now: a wolf card, or a turned Cursed."""
    return seat in turned or CLASSIC_ROLES[players[seat]].wolf


def mixed_soulmates(players: Mapping[Seat, str], turned: Collection[Seat],
                    soulmates: tuple[Seat, Seat] | None) -> bool:
    """Soulmates with one on the werewolf team and one not."""
    if soulmates is None:
        return False
    a, b = ((team_of(s, players, turned) is Team.WEREWOLF) for s in soulmates)
    return a != b


#: each case's reason, a sentence naming who wins
_REASONS = {Case.SOULMATES: "the Soulmates, on two teams, are the last two alive: "
                            "the Soulmates win",
            Case.NO_WOLF_ALIVE: "no wolf is alive: the village wins",
            Case.WOLVES_AT_PARITY: "the living wolves are as many as the rest: "
                                   "the werewolves win"}


def outcome(players: Mapping[Seat, str], alive: Collection[Seat], turned: Collection[Seat],
            soulmates: tuple[Seat, Seat] | None, tanner_died: bool
            ) -> Outcome[Case] | None:
    """Who has won, with every winning seat (dead or alive), or ``None`` while the game
    goes on (CLASSIC §4, read in order)."""
    living = frozenset(alive)
    bound = frozenset(soulmates or ()) if mixed_soulmates(players, turned, soulmates) \
        else frozenset()
    wolves = frozenset(s for s in players if is_wolf(s, players, turned))
    living_wolves = wolves & living

    def decided(case: Case, side: Team, seats: Collection[Seat]) -> Outcome[Case]:
        tanners = {s for s in players if players[s] == "tanner"} if tanner_died else set()
        reason = _REASONS[case] + ("; the Tanner wins too" if tanner_died else "")
        return Outcome.of(case, {side, Team.TANNER} if tanner_died else {side},
                          {*seats, *tanners}, players, reason, set(players) - living, wolves)

    def team(side: Team) -> set[Seat]:
        """Every seat of ``side``, dead or alive; Soulmates on two teams are on neither."""
        return {s for s in players if team_of(s, players, turned) is side and s not in bound}

    if bound and living == bound:
        return decided(Case.SOULMATES, Team.SOULMATES, bound)
    if not living_wolves:
        return decided(Case.NO_WOLF_ALIVE, Team.VILLAGE, team(Team.VILLAGE))
    if len(living_wolves) >= len(living) - len(living_wolves):
        return decided(Case.WOLVES_AT_PARITY, Team.WEREWOLF, team(Team.WEREWOLF))
    return None
