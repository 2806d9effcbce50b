"""Who wins One Night (RULINGS §4, docs/rules.md §4).

:func:`outcome` decides in the order the rules read, one return per case, the
way python-chess's ``Board.outcome()`` does, and answers the engine's one
:class:`~engine.outcome.Outcome` with a One Night :class:`Case`; then the rules that win
or lose a player beside the case (the Assassin, a traitor, a vote for the Diseased) are
applied in their order (:mod:`engine.onenight.cowin`) and named in its ``also``.
:func:`resolve_game` chains the reveal, the tally and the outcome for a whole game record.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ..errors import InvalidRecord, did_you_mean
from ..outcome import Outcome
from ..values import Choice, Team
from ..words import ENGLISH, N_, Words
from .cases import Case as Case
from .cowin import beside
from .dawn import MONSTERS, Dawn, after_votes, dawn
from .draws import TEAM_NAMES, Draws
from .role import Role
from .tally import Revealed, Tally, dawn_of, epic_battle, tally, valid_votes

#: the sides of the base game and Daybreak, in Team order (the voice prepares a line for
#: every set of them); the wider family adds the vampires, the aliens and sides of one
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


#: each monster team's cases and reasons: died, survived, the Tanner and the Apprentice
#: Tanner died instead
_BY_KIND: dict[Team, tuple[Case, str, Case, str, str, str]] = {
    Team.WEREWOLF: (
        Case.WOLF_DIED, N_("a Werewolf died: the village wins"),
        Case.WOLVES_SURVIVED, N_("no Werewolf died: the werewolves win"),
        N_("the Tanner died and no Werewolf did: the Tanner wins"),
        N_("the Apprentice Tanner died (no Tanner among the players) and no Werewolf did: "
           "the Apprentice Tanner wins")),
    Team.VAMPIRE: (
        Case.VAMPIRE_DIED, N_("a Vampire died: the village wins"),
        Case.VAMPIRES_SURVIVED, N_("no Vampire died: the vampires win"),
        N_("the Tanner died and no Vampire did: the Tanner wins"),
        N_("the Apprentice Tanner died (no Tanner among the players) and no Vampire did: "
           "the Apprentice Tanner wins")),
    Team.ALIEN: (
        Case.ALIEN_DIED, N_("an Alien died: the village wins"),
        Case.ALIENS_SURVIVED, N_("no Alien died: the aliens win"),
        N_("the Tanner died and no Alien did: the Tanner wins"),
        N_("the Apprentice Tanner died (no Tanner among the players) and no Alien did: "
           "the Apprentice Tanner wins"))}

#: the winners a reason's main clause may leave out, said after it
_ALSO_WIN = {"tanner": N_("the Tanner wins"),
             "apprentice_tanner": N_("the Apprentice Tanner wins"),
             "minion": N_("the Minion wins"), "squire": N_("the Squire wins")}
_TEAM_ALSO_WINS = {Team.WEREWOLF: N_("the werewolves win"), Team.VAMPIRE: N_("the vampires win"),
                   Team.ALIEN: N_("the aliens win")}


@dataclass(frozen=True)
class Decided:
    """The case, whether the village wins, the winning seats and the reason so far."""

    case: Case
    village: bool
    seats: frozenset[int]
    reason: str


def _tanner_side(d: Dawn, died: frozenset[int]) -> frozenset[int]:
    """Tanners who died; Apprentice Tanners by their rule (RULINGS §4)."""
    tanners = d.having("tanner")
    won = set(tanners & died)
    for apprentice in d.having("apprentice_tanner"):
        if (tanners and tanners & died) or (not tanners and apprentice in died):
            won.add(apprentice)
    return frozenset(won)


def _lackeys(d: Dawn, died: frozenset[int]) -> frozenset[int]:
    """With no wolf among the players: each Minion wins when a non-Minion dies; Squires alike."""
    won: set[int] = set()
    for role_id in ("minion", "squire"):
        same = d.having(role_id)
        if died - same:
            won |= same
    return frozenset(won)


def _reason(w: Words, main: str, d: Dawn, seats: Collection[int] = (),
            said: Collection[str] = (), teams: Iterable[Team] = ()) -> str:
    """``main`` in ``w``'s language, and ``"; the Tanner wins"`` and the like for the
    winners among ``seats`` that it left out (``said`` are the roles it named), and for
    the monster ``teams`` that also win."""
    return _noted(w, w._(main), d, seats, said, teams)


def _noted(w: Words, reason: str, d: Dawn, seats: Collection[int] = (),
           said: Collection[str] = (), teams: Iterable[Team] = ()) -> str:
    """``reason`` (said already) with the notes :func:`_reason` adds."""
    for role_id, note in _ALSO_WIN.items():
        if role_id not in said and any(d.standing[s].is_(role_id) for s in seats):
            reason = w._("{reason}; {note}", reason=reason, note=w._(note))
    for team in teams:
        reason = w._("{reason}; {note}", reason=reason, note=w._(_TEAM_ALSO_WINS[team]))
    return reason


def _epic(d: Dawn, died: frozenset[int], kinds: Mapping[Team, frozenset[int]],
          w: Words) -> Decided:
    """The epic battle: the village wins when two monster teams lost a member, a monster
    team when it lost none and another lost one; the Tanner keeps its own condition."""
    fallen = {team for team, members in kinds.items() if members & died}
    village = len(fallen) >= 2
    won = [team for team in kinds if team not in fallen and fallen - {team}]
    tanner_side = _tanner_side(d, died)
    seats = (d.on(Team.VILLAGE) if village else frozenset()).union(
        *(d.on(team) for team in won)) | tanner_side
    names = [w._(TEAM_NAMES[t]) for t in ([Team.VILLAGE] if village else []) + won]
    reason = (w._("an epic battle, won by {teams}", teams=w.join(names)) if names else
              w._("an epic battle: no main team wins"))
    return Decided(Case.EPIC_BATTLE, village, seats, _noted(w, reason, d, tanner_side))


def _monsters(d: Dawn, died: frozenset[int], kinds: Mapping[Team, frozenset[int]],
              w: Words) -> Decided:
    """One monster team held (or two, and no village): a dead member wins it for the
    village, else a dead Tanner for the Tanner, else the monsters win."""
    tanners = d.having("tanner")
    # with no Tanner among the players, an Apprentice Tanner is a Tanner in every respect
    stand_ins = d.having("apprentice_tanner") if not tanners else frozenset()
    # the Tanner side wins by its own rule, and so do a Minion and a Squire when no wolf
    # is among the players
    others = _tanner_side(d, died) | (
        _lackeys(d, died) if Team.WEREWOLF not in kinds else frozenset())
    fallen = [team for team in kinds if kinds[team] & died]
    tanner_dead = bool((tanners | stand_ins) & died)
    alive = [team for team in kinds if team not in fallen and not tanner_dead]
    first = fallen[0] if fallen else next(iter(kinds))
    died_case, died_reason, lived_case, lived_reason, tanner, apprentice = _BY_KIND[first]
    if fallen:
        seats = d.on(Team.VILLAGE) | others | frozenset().union(
            *(d.on(team) for team in alive))
        return Decided(died_case, True, seats, _reason(w, died_reason, d, others, teams=alive))
    if tanner_dead:
        main, said = (tanner, "tanner") if tanners & died else (apprentice, "apprentice_tanner")
        return Decided(Case.TANNER_DIED, False, others, _reason(w, main, d, others, (said,)))
    seats = frozenset().union(*(d.on(team) for team in kinds)) | others
    return Decided(lived_case, False, seats,
                   _reason(w, lived_reason, d, others, teams=alive[1:]))


def _no_monster(d: Dawn, died: frozenset[int], rule: MinionRule, w: Words) -> Decided:
    """No monster among the players: the Minion rule, then whether anyone died."""
    village, minions = d.on(Team.VILLAGE), d.having("minion")
    tanner_side, lackeys = _tanner_side(d, died), _lackeys(d, died)
    if rule is MinionRule.VILLAGE_MUST_KILL_MINION and minions:
        spared = frozenset(m for m in minions if m not in died and died - {m})
        others = spared | (lackeys & d.having("squire")) | tanner_side
        if minions & died:
            return Decided(Case.MINION_DIED, True, village | others,
                           _reason(w, N_("no Werewolf among the players and a Minion died: "
                                         "the village wins"), d, others))
        return Decided(Case.MINION_SURVIVED, False, others,
                       _reason(w, N_("no Werewolf among the players and no Minion died: "
                                     "the village loses"), d, others))
    if not died:
        return Decided(Case.NOBODY_DIED, True, village,
                       _reason(w, N_("no Werewolf among the players and nobody died: "
                                     "the village wins"), d))
    return Decided(Case.SOMEONE_DIED, False, lackeys | tanner_side,
                   _reason(w, N_("no Werewolf among the players but someone died: "
                                 "the village loses"), d, lackeys | tanner_side))


def outcome(revealed: Revealed, votes: Mapping[int, int | None], dead: Iterable[int], *,
            minion_rule: MinionRule = MinionRule.OFFICIAL,
            words: Words = ENGLISH) -> Outcome[Case]:
    """Who wins, given each player's effective role, the votes and the dead (RULINGS §4).

    ``revealed`` maps every player seat to a :class:`Role` or a card such as
    ``"doppelganger:hunter"``, or is the whole :class:`~engine.onenight.dawn.Dawn` (with
    the marks, artifacts and draws); the votes matter for the Cursed, Windy Wendy and the
    Diseased. The reason is said in ``words``' language.
    """
    players = tuple(sorted(revealed.standing if isinstance(revealed, Dawn) else revealed))
    died = frozenset(dead)
    if died - set(players):
        raise InvalidRecord(f"seat {min(died - set(players))} is dead but not playing")
    cast = valid_votes(votes, players)
    before = dawn_of(revealed, players)
    d = after_votes(before, cast)
    kinds = {team: d.counted_as(team) for team in MONSTERS if d.counted_as(team)}
    if epic_battle(before):   # the cards and marks at dawn start it, as for the deaths
        decided = _epic(d, died, kinds, words)
    elif kinds:
        decided = _monsters(d, died, kinds, words)
    else:
        decided = _no_monster(d, died, minion_rule, words)
    seats, teams, also, reason = beside(d, died, cast, decided.seats, words, decided.reason)
    teams |= {d.standing[s].team for s in decided.seats} | (
        {Team.VILLAGE} if decided.village else set())
    return Outcome.of(decided.case, teams, seats, players, reason, died,
                      d.counted_as(Team.WEREWOLF), also)


@dataclass(frozen=True)
class Resolution:
    """A whole game resolved: the tally (deaths) and the outcome (winners), and each
    player's standing once the votes turned any Cursed or Windy Wendy."""

    roles: Mapping[int, Role]
    tally: Tally
    outcome: Outcome[Case]
    dawn: Dawn | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "roles", MappingProxyType(dict(self.roles)))

    def __repr__(self) -> str:
        roles = {seat: r.id for seat, r in self.roles.items()}
        return f"Resolution(roles={roles!r}, tally={self.tally!r}, outcome={self.outcome!r})"


def resolve_game(players: Mapping[int, str], votes: Mapping[int, int | None],
                 artifacts: Mapping[int, str] | None = None, *,
                 marks: Mapping[int, str] | None = None, draws: Draws | None = None,
                 minion_rule: MinionRule = MinionRule.OFFICIAL,
                 words: Words = ENGLISH) -> Resolution:
    """Revealed cards (``{1: "werewolf", 2: "doppelganger:hunter"}``), votes, artifacts,
    marks (a seat not named holds Clarity) and draws in, winners out (the reason in
    ``words``' language)."""
    d = dawn(players, marks=marks, artifacts=artifacts, draws=draws)
    counted = tally(votes, d.players, d)
    return Resolution({s: p.role for s, p in d.standing.items()}, counted,
                      outcome(d, votes, counted.dead, minion_rule=minion_rule, words=words),
                      after_votes(d, valid_votes(votes, d.players)))
