"""Who wins classic Werewolf (CLASSIC §4, docs/classic.md §5): :func:`outcome`, read top
to bottom in the rules' order, answering the engine's one
:class:`~engine.outcome.Outcome` with a classic :class:`Case`, or ``None`` while the game
goes on. It reads a :class:`Standing`: the facts of the table a win depends on.

Checked after every phase's deaths have settled, chains included:
1. The Hoodlum with four marks (its alternate) wins at once, alone, when they are all
   dead and it lives.
2. Soulmates on different sides win alone when they are the last two alive.
3. The village wins when no wolf (a turned Cursed among them) and no vampire is alive.
4. The Lone Wolf wins alone when it lives, no other wolf or vampire does, and at most one
   other player is left.
5. The werewolf team wins when no vampire lives and the living wolves are at least as
   many as everyone else; 6. the vampires, the same way, when no wolf lives.
7. The cult wins when every player alive is in it.
Then, beside whoever won: a Tanner who died; the Hoodlum, alive with both marks dead, if
the village won; the cult, if every player alive is in it. A player the Masons' society
killed never wins; a player banished to another village is out of this game.
With the Moderator's "no werewolves" game, the game ends when one player is left, and
no player wins (the Tanner excepted).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ..outcome import Outcome
from ..values import Choice, Team

Seat = int


class Case(Choice):
    """The rule that ended a classic game, in the order they read. The Tanner, the
    Hoodlum's two marks and a cult beside another winner are no case: they end nothing,
    and are added to the winners (and to the reason) of the case that ended the game."""

    #: the Hoodlum's four marks are dead and it lives (its alternate): it wins alone
    HOODLUM = "the Hoodlum lives and its four marks are dead"
    #: §4.1: the Soulmates, on two sides, are the last two alive: they win alone
    SOULMATES = "the Soulmates on two teams are the last two alive"
    #: §4.2: no wolf is alive (a turned Cursed is a wolf), nor a vampire: the village wins
    NO_WOLF_ALIVE = "no wolf is alive"
    #: the Lone Wolf is the last wolf, with at most one other player left: it wins alone
    LONE_WOLF = "the Lone Wolf is the last wolf, with one other player at most"
    #: §4.3: no vampire lives and the living wolves are at least as many as the other
    #: living players: the werewolf team wins (the village's rule is read first)
    WOLVES_AT_PARITY = "the living wolves are as many as the rest"
    #: no wolf lives and the living vampires are at least as many as the rest
    VAMPIRES_AT_PARITY = "the living vampires are as many as the rest"
    #: every player alive is in the cult: the Cult Leader wins
    CULT = "every player alive is in the cult"
    #: the Moderator's "no werewolves" game is down to its last player: nobody wins
    PHANTOM_PACK = "with no werewolves dealt, one player is left"


@dataclass(frozen=True)
class Standing:
    """What a win depends on. ``teams``: every seat of the game with its team now (the
    banished among them, in ``gone``); ``wolves`` and ``vampires``: the seats that count
    as such (dead or alive); ``cult``: the leaders and recruits; ``tanners_dead``: the
    Tanners who died; ``hoodlum`` and its ``marks``, ``hoodlum_alone`` with its
    alternate; ``lost``: killed by the Masons' society; ``phantom``: no werewolves dealt."""

    teams: Mapping[Seat, Team]
    alive: frozenset[Seat]
    wolves: frozenset[Seat] = frozenset()
    vampires: frozenset[Seat] = frozenset()
    soulmates: tuple[tuple[Seat, Seat], ...] = ()
    cult: frozenset[Seat] = frozenset()
    tanners_dead: frozenset[Seat] = frozenset()
    hoodlum: Seat | None = None
    marks: tuple[Seat, ...] = ()
    hoodlum_alone: bool = False
    lost: frozenset[Seat] = frozenset()
    gone: frozenset[Seat] = field(default_factory=frozenset)
    phantom: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "teams", MappingProxyType(dict(self.teams)))


def side(team: Team) -> Team:
    """The side a Soulmate is on: the wolves' (the Lone Wolf too), the vampires', or the
    village's (everyone else)."""
    if team in (Team.WEREWOLF, Team.LONE_WOLF):
        return Team.WEREWOLF
    return Team.VAMPIRE if team is Team.VAMPIRE else Team.VILLAGE


def mixed_pairs(s: Standing) -> tuple[tuple[Seat, Seat], ...]:
    """The Soulmates whose two are on different sides: a team of their own."""
    return tuple(p for p in s.soulmates if side(s.teams[p[0]]) is not side(s.teams[p[1]]))


#: each case's reason, a sentence naming who wins
_REASONS = {Case.HOODLUM: "the Hoodlum lives and its marks are dead: the Hoodlum wins",
            Case.SOULMATES: "the Soulmates, on two teams, are the last two alive: "
                            "the Soulmates win",
            Case.NO_WOLF_ALIVE: "no wolf is alive: the village wins",
            Case.LONE_WOLF: "the Lone Wolf is the last wolf, with one other player at most: "
                            "the Lone Wolf wins",
            Case.WOLVES_AT_PARITY: "the living wolves are as many as the rest: "
                                   "the werewolves win",
            Case.VAMPIRES_AT_PARITY: "the living vampires are as many as the rest: "
                                     "the vampires win",
            Case.CULT: "every player alive is in the cult: the cult wins",
            Case.PHANTOM_PACK: "no werewolves were dealt and one player is left: "
                               "nobody at the table wins"}
_VAMPIRE_VILLAGE = "no wolf and no vampire is alive: the village wins"


def outcome(s: Standing) -> Outcome[Case] | None:
    """Who has won, with every winning seat (dead or alive), or ``None`` while the game
    goes on (docs/classic.md §5, read in order)."""
    living = s.alive
    bound = frozenset(seat for pair in mixed_pairs(s) for seat in pair)
    living_wolves, living_vampires = s.wolves & living, s.vampires & living
    in_cult = bool(living) and living <= s.cult
    hoodlum_won = s.hoodlum in living and bool(s.marks) and not set(s.marks) & living

    def decided(case: Case, sides: set[Team], seats: Collection[Seat]) -> Outcome[Case]:
        reason = _VAMPIRE_VILLAGE if case is Case.NO_WOLF_ALIVE and s.vampires \
            else _REASONS[case]
        winners, won = set(sides), set(seats)
        also = [(Team.TANNER, bool(s.tanners_dead), s.tanners_dead, "the Tanner"),
                (Team.HOODLUM, hoodlum_won and case is Case.NO_WOLF_ALIVE
                 and not s.hoodlum_alone, {s.hoodlum}, "the Hoodlum"),
                (Team.CULT, in_cult and case is not Case.CULT, team(Team.CULT), "the cult")]
        for extra, wins, extra_seats, name in also:
            if wins:
                winners.add(extra)
                won |= {x for x in extra_seats if x is not None}
                reason += f"; {name} wins too"
        players = set(s.teams)
        return Outcome.of(case, winners, won - s.lost - s.gone, players, reason,
                          players - living - s.gone, s.wolves)

    def team(which: Team) -> set[Seat]:
        """Every seat of ``which``, dead or alive; mixed Soulmates are on neither."""
        return {x for x, t in s.teams.items() if t is which and x not in bound}

    if s.hoodlum_alone and hoodlum_won:
        return decided(Case.HOODLUM, {Team.HOODLUM}, {s.hoodlum} if s.hoodlum else set())
    for pair in mixed_pairs(s):
        if living == frozenset(pair):
            return decided(Case.SOULMATES, {Team.SOULMATES}, set(pair))
    if s.phantom:
        return decided(Case.PHANTOM_PACK, set(), set()) if len(living) <= 1 else None
    if not living_wolves and not living_vampires:
        return decided(Case.NO_WOLF_ALIVE, {Team.VILLAGE}, team(Team.VILLAGE))
    lone = [x for x in living_wolves if s.teams[x] is Team.LONE_WOLF]
    if lone and living_wolves == set(lone[:1]) and not living_vampires and len(living) <= 2:
        return decided(Case.LONE_WOLF, {Team.LONE_WOLF}, lone[:1])
    rest = len(living)
    if not living_vampires and len(living_wolves) >= rest - len(living_wolves):
        return decided(Case.WOLVES_AT_PARITY, {Team.WEREWOLF}, team(Team.WEREWOLF))
    if not living_wolves and len(living_vampires) >= rest - len(living_vampires):
        return decided(Case.VAMPIRES_AT_PARITY, {Team.VAMPIRE}, team(Team.VAMPIRE))
    if in_cult:
        return decided(Case.CULT, {Team.CULT}, team(Team.CULT))
    return None
