"""Who wins One Night (RULINGS §4).

:func:`outcome` decides in the order the rules read, one return per case, the
way python-chess's ``Board.outcome()`` does, and answers the engine's one
:class:`~engine.outcome.Outcome` with a One Night :class:`Case`. :func:`resolve_game`
chains the reveal, the tally and the outcome for a whole game record.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ..errors import InvalidRecord, did_you_mean
from ..outcome import Outcome
from ..values import Choice, Team
from ..words import ENGLISH, N_, Words
from .reveal import effective_roles
from .roles import Role
from .tally import Tally, cursed_turned, role_map, tally, valid_votes

#: the sides a One Night outcome can name, in Team order (the Soulmates are classic's)
SIDES: tuple[Team, ...] = (Team.VILLAGE, Team.WEREWOLF, Team.TANNER)


class MinionRule(Choice):
    """RULINGS §4: the official Minion rule, or the common house rule."""

    OFFICIAL = "official"
    VILLAGE_MUST_KILL_MINION = "village_must_kill_minion"


    @classmethod
    def parse(cls, text: str) -> MinionRule:
        allowed = [rule.value for rule in cls]
        key = text.strip().lower().replace("-", "_").replace(" ", "_")
        if key not in allowed:
            raise InvalidRecord(f"unknown minion_rule {text!r}{did_you_mean(key, allowed)}; "
                                f"use {' or '.join(allowed)}")
        return cls(key)


class Case(Choice):
    """The rule that decided a One Night game, in the order RULINGS §4 reads (the reason
    that says it, which saved records keep, is the outcome's ``reason``)."""

    #: a wolf (a turned Cursed among them) died: the village wins
    WOLF_DIED = "a wolf died"
    #: a wolf plays, none died, a Tanner (or, with no Tanner playing, an Apprentice
    #: Tanner) did: the Tanner wins
    TANNER_DIED = "a Tanner died, no wolf did"
    #: a wolf plays and neither a wolf nor a Tanner died: the werewolves win
    WOLVES_SURVIVED = "no wolf and no Tanner died"
    #: the house rule: no wolf plays and a Minion died: the village wins
    MINION_DIED = "no wolf among the players, a Minion died (house rule)"
    #: the house rule: no wolf plays and no Minion died: the village loses
    MINION_SURVIVED = "no wolf among the players, no Minion died (house rule)"
    #: no wolf plays and nobody died: the village wins
    NOBODY_DIED = "no wolf among the players, nobody died"
    #: no wolf plays and someone died: the village loses (a Minion, a Squire may win)
    SOMEONE_DIED = "no wolf among the players, someone died"


@dataclass(frozen=True)
class _Table:
    """The facts :func:`outcome` reads, gathered once."""

    players: tuple[int, ...]
    roles: Mapping[int, Role]
    dead: frozenset[int]
    wolves: frozenset[int]
    team: Mapping[int, Team]

    def having(self, role_id: str) -> frozenset[int]:
        return frozenset(seat for seat in self.players if self.roles[seat].id == role_id)

    def of_team(self, team: Team) -> frozenset[int]:
        return frozenset(seat for seat in self.players if self.team[seat] is team)


def _tanner_side(t: _Table) -> frozenset[int]:
    """Tanners who died; Apprentice Tanners by their rule (RULINGS §4)."""
    tanners = t.having("tanner")
    won = set(tanners & t.dead)
    for apprentice in t.having("apprentice_tanner"):
        if (tanners and tanners & t.dead) or (not tanners and apprentice in t.dead):
            won.add(apprentice)
    return frozenset(won)


def _lackeys(t: _Table) -> frozenset[int]:
    """With no wolf among the players: each Minion wins when a non-Minion dies; Squires alike."""
    won: set[int] = set()
    for role_id in ("minion", "squire"):
        same = t.having(role_id)
        if t.dead - same:
            won |= same
    return frozenset(won)


#: the winners a reason's main clause may leave out, said after it
_ALSO_WIN = {"tanner": N_("the Tanner wins"),
             "apprentice_tanner": N_("the Apprentice Tanner wins"),
             "minion": N_("the Minion wins"), "squire": N_("the Squire wins")}


def _reason(w: Words, main: str, t: _Table, seats: Collection[int] = (),
            said: Collection[str] = ()) -> str:
    """``main`` in ``w``'s language, and ``"; the Tanner wins"`` and the like for the
    winners among ``seats`` that it left out (``said`` are the roles it named)."""
    reason = w._(main)
    for role_id, note in _ALSO_WIN.items():
        if role_id not in said and any(t.roles[s].id == role_id for s in seats):
            reason = w._("{reason}; {note}", reason=reason, note=w._(note))
    return reason


def _decided(t: _Table, case: Case, village_wins: bool, seats: Iterable[int],
             reason: str) -> Outcome[Case]:
    winning = frozenset(seats)
    teams = {t.team[seat] for seat in winning} | ({Team.VILLAGE} if village_wins else set())
    return Outcome.of(case, teams, winning, t.players, reason, t.dead, t.wolves)


def outcome(revealed: Mapping[int, Role | str], votes: Mapping[int, int | None],
            dead: Iterable[int], *, minion_rule: MinionRule = MinionRule.OFFICIAL,
            words: Words = ENGLISH) -> Outcome[Case]:
    """Who wins, given each player's effective role, the votes and the dead (RULINGS §4).

    ``revealed`` maps every player seat to a :class:`Role` or a card such as
    ``"doppelganger:hunter"``; the votes matter for the Cursed. The reason is said in
    ``words``' language.
    """
    players = tuple(sorted(revealed))
    roles = role_map(revealed, players)
    died = frozenset(dead)
    if died - set(players):
        raise InvalidRecord(f"seat {min(died - set(players))} is dead but not playing")
    turned = cursed_turned(roles, valid_votes(votes, players))
    wolves = frozenset(seat for seat in players if roles[seat].wolf) | turned
    team = {seat: Team.WEREWOLF if seat in turned else roles[seat].team for seat in players}
    t = _Table(players, roles, died, wolves, team)
    village, wolf_team = t.of_team(Team.VILLAGE), t.of_team(Team.WEREWOLF)
    tanners, minions = t.having("tanner"), t.having("minion")
    tanner_side = _tanner_side(t)
    w = words

    if wolves & died:
        return _decided(t, Case.WOLF_DIED, True, village | tanner_side,
                        _reason(w, N_("a Werewolf died: the village wins"), t, tanner_side))
    # with no Tanner among the players, an Apprentice Tanner is a Tanner in every respect
    stand_ins = t.having("apprentice_tanner") if not tanners else frozenset()
    if wolves and tanners & died:
        return _decided(t, Case.TANNER_DIED, False, tanner_side,
                        _reason(w, N_("the Tanner died and no Werewolf did: the Tanner wins"),
                                t, tanner_side, ("tanner",)))
    if wolves and stand_ins & died:
        return _decided(t, Case.TANNER_DIED, False, tanner_side,
                        _reason(w, N_("the Apprentice Tanner died (no Tanner among the "
                                      "players) and no Werewolf did: the Apprentice Tanner "
                                      "wins"), t, tanner_side, ("apprentice_tanner",)))
    if wolves:
        return _decided(t, Case.WOLVES_SURVIVED, False, wolf_team | tanner_side,
                        _reason(w, N_("no Werewolf died: the werewolves win"), t, tanner_side))
    lackeys = _lackeys(t)
    if minion_rule is MinionRule.VILLAGE_MUST_KILL_MINION and minions:
        spared = frozenset(m for m in minions if m not in died and died - {m})
        others = spared | (lackeys & t.having("squire")) | tanner_side
        if minions & died:
            return _decided(t, Case.MINION_DIED, True, village | others,
                            _reason(w, N_("no Werewolf among the players and a Minion died: "
                                          "the village wins"), t, others))
        return _decided(t, Case.MINION_SURVIVED, False, others,
                        _reason(w, N_("no Werewolf among the players and no Minion died: "
                                      "the village loses"), t, others))
    if not died:
        return _decided(t, Case.NOBODY_DIED, True, village,
                        _reason(w, N_("no Werewolf among the players and nobody died: "
                                      "the village wins"), t))
    return _decided(t, Case.SOMEONE_DIED, False, lackeys | tanner_side,
                    _reason(w, N_("no Werewolf among the players but someone died: "
                                  "the village loses"), t, lackeys | tanner_side))


@dataclass(frozen=True)
class Resolution:
    """A whole game resolved: the tally (deaths) and the outcome (winners)."""

    roles: Mapping[int, Role]
    tally: Tally
    outcome: Outcome[Case]

    def __post_init__(self) -> None:
        object.__setattr__(self, "roles", MappingProxyType(dict(self.roles)))

    def __repr__(self) -> str:
        roles = {seat: r.id for seat, r in self.roles.items()}
        return f"Resolution(roles={roles!r}, tally={self.tally!r}, outcome={self.outcome!r})"


def resolve_game(players: Mapping[int, str], votes: Mapping[int, int | None],
                 artifacts: Mapping[int, str] | None = None, *,
                 minion_rule: MinionRule = MinionRule.OFFICIAL,
                 words: Words = ENGLISH) -> Resolution:
    """Revealed cards (``{1: "werewolf", 2: "doppelganger:hunter"}``) and votes in, winners out
    (the reason in ``words``' language)."""
    roles = effective_roles(players, artifacts)
    counted = tally(votes, roles, roles)
    return Resolution(roles, counted, outcome(roles, votes, counted.dead,
                                              minion_rule=minion_rule, words=words))
