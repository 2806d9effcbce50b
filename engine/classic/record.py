"""A classic record (CLASSIC §5, docs/formats.md) read and resolved phase by phase.

``{"game": "classic", "players": {"1": "werewolf", ...}, "deal": {"amulet": 4},
"options": {"classic_tie": "nobody", "vote": "secret", "alternates": [...]}, "phases":
[{"night": 1, "cupid": [2, 3]}, {"day": 1, "votes": {"1": 4}}, ...]}``.
:func:`resolve_classic` answers ``deaths``, ``winners``, ``winning_seats`` and ``ended``.
Every problem is an :class:`~engine.errors.InvalidRecord` naming the phase and key; a
variant the engine does not run is refused, never resolved wrongly. The phases' keys are
read in :mod:`engine.classic.record_phases`; the writer is
:mod:`engine.classic.record_write`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import InvalidDeck, InvalidRecord, UnknownRole, did_you_mean, show
from ..record_json import flag, json_list, json_object, text, whole
from ..values import Team
from .alternates import ALTERNATE_IDS
from .dawn import Dawn
from .deaths import Death
from .deck import ClassicDeck, deal_problems, deck_problems
from .entries import FIRST_NIGHT, Phase, PhaseKind
from .game import play_day, play_night
from .night_checks import not_run
from .options import ClassicOptions, Deal, Fun, Reveal, Variable, VoteKind
from .record_phases import maybe_seat, phase_number, read_day, read_night, seat, unknown
from .roles import classic_role
from .state import ClassicGame
from .variable import variable_problems
from .vote import Lynch, TieRule

__all__ = ["REVEALS", "ClassicResolution", "Played", "is_classic", "legal_prefix", "read_day",
           "read_deal", "read_night", "read_options", "read_players", "replay",
           "resolve_classic"]

TOP_KEYS = ("game", "players", "deal", "options", "phases")
OPTION_KEYS = ("classic_tie", "reveal", "vote", "alternates", "seed", "variable",
               "daily_changes", "alternating", "banning", "fun", "minion_side")
DEAL_KEYS = ("amulet", "drunk", "cupid", "idiot")
VARIABLE_KEYS = ("cards", "villagers")
REVEALS = tuple(r.value for r in Reveal)
VOTES = tuple(v.value for v in VoteKind)
FUNS = tuple(f.value for f in Fun)
MINION_SIDES = (Team.WEREWOLF.value, Team.VAMPIRE.value)


def is_classic(data: Any) -> bool:
    """A record that says it is classic (``"game": "classic"``) or has ``phases``."""
    return isinstance(data, Mapping) and (data.get("game") == "classic" or "phases" in data)


def _role(value: Any, where: str) -> str:
    try:
        return classic_role(text(value, where)).id
    except UnknownRole as exc:
        raise InvalidRecord(f"{where}: {exc}") from None


def read_players(data: Any, options: ClassicOptions | None = None,
                 deal: Deal | None = None) -> dict[int, str]:
    """The seats' cards; with the deal's extra cards they must make a good deck."""
    players = {seat(k, "players key"): _role(v, f"players.{k}")
               for k, v in json_object(data, "players").items()}
    extras = (deal or Deal()).extra_cards()
    problems = deck_problems(ClassicDeck.of([*players.values(), *extras]), options)
    if problems:
        raise InvalidRecord(f"players: {problems[0]}")
    return players


def _choice(options: Mapping[str, Any], key: str, allowed: tuple[str, ...],
            default: str | None) -> str | None:
    value = options.get(key, default)
    if value is None:
        return None
    if value not in allowed:
        raise InvalidRecord(f"options.{key}: {show(value)} is not one of "
                            f"{', '.join(allowed)}{did_you_mean(str(value), allowed)}")
    return str(value)


def _variable(data: Any) -> Variable:
    where = "options.variable"
    variable = json_object(data, where)
    unknown(variable, VARIABLE_KEYS, where)
    cards = tuple(_role(c, f"{where}.cards") for c in json_list(variable.get("cards", []),
                                                                f"{where}.cards"))
    return Variable(cards, whole(variable.get("villagers", 0), f"{where}.villagers"))


def read_options(data: Any) -> ClassicOptions:
    options = json_object(data, "options")
    unknown(options, OPTION_KEYS, "options")
    tie = _choice(options, "classic_tie", tuple(t.value for t in TieRule), "nobody")
    reveal = _choice(options, "reveal", REVEALS, "full")
    vote = _choice(options, "vote", VOTES, None)
    fun = _choice(options, "fun", FUNS, None)
    side = _choice(options, "minion_side", MINION_SIDES, "werewolf")
    names = json_list(options.get("alternates", []), "options.alternates")
    for name in names:
        if name not in ALTERNATE_IDS:
            raise InvalidRecord(f"options.alternates: no alternate {show(name)}"
                                f"{did_you_mean(str(name), ALTERNATE_IDS)}; the alternates are "
                                f"{', '.join(ALTERNATE_IDS)}")
    why = not_run(frozenset(names))
    if why:
        raise InvalidRecord(f"options.{why}")
    seed = options.get("seed")
    result = ClassicOptions(
        TieRule(tie), reveal or "full", None if vote is None else VoteKind(vote),
        frozenset(names), None if seed is None else whole(seed, "options.seed"),
        None if options.get("variable") is None else _variable(options["variable"]),
        flag(options.get("daily_changes", False), "options.daily_changes"),
        flag(options.get("alternating", False), "options.alternating"),
        flag(options.get("banning", False), "options.banning"),
        None if fun is None else Fun(fun), Team(side))
    problems = result.problems()
    if problems:
        raise InvalidRecord(f"options.{problems[0]}")
    if (result.variable is not None or result.daily_changes) and result.seed is None:
        raise InvalidRecord("options.seed: the variable roles and the daily dice are drawn "
                            "from a seed the record keeps, such as 7")
    return result


def read_deal(data: Any) -> Deal:
    deal = json_object(data, "deal")
    unknown(deal, DEAL_KEYS, "deal")

    def role(key: str) -> str | None:
        if deal.get(key) is None:
            return None
        found = _role(deal[key], f"deal.{key}")
        if found in ("amulet", "drunk"):
            raise InvalidRecord(f"deal.{key}: {found} is not a card a player can play")
        return found

    return Deal(maybe_seat(deal.get("amulet"), "deal.amulet"), role("drunk"), role("cupid"),
                maybe_seat(deal.get("idiot"), "deal.idiot"))


@dataclass(frozen=True)
class ClassicResolution:
    game: ClassicGame
    deaths: tuple[Death, ...]

    def to_json(self) -> dict[str, Any]:
        out = self.game.outcome
        return {"deaths": [d.to_json() for d in self.deaths],
                "winners": list(out.winner_names) if out else [],
                "winning_seats": list(out.winning_seats) if out else [],
                "ended": str(self.game.ended) if self.game.ended else None}


def start(data: Mapping[str, Any]) -> ClassicGame:
    """The game a record's deal starts: its players, options and deal, checked."""
    unknown(data, TOP_KEYS, "the record")
    if data.get("game", "classic") != "classic":
        raise InvalidRecord(f"game: {show(data.get('game'))} is not \"classic\"")
    if "players" not in data:
        raise InvalidRecord('missing key "players": the role of each seat, such as '
                            '{"1": "werewolf"}')
    options = read_options(data.get("options", {}))
    deal = read_deal(data.get("deal", {}))
    players = read_players(data["players"], options, deal)
    problems = list(deal_problems(players, options, deal))
    if options.variable is not None and options.seed is not None:
        problems += variable_problems(options.variable, options.seed,
                                      [*players.values(), *deal.extra_cards()])
    if problems:
        raise InvalidRecord(problems[0])
    try:
        return ClassicGame.start(players, options, deal)
    except InvalidDeck as exc:
        raise InvalidRecord(f"players: {exc}") from None


@dataclass(frozen=True)
class Played:
    """One phase of a record, played: its entries as written, the game before and after,
    and what it did (a night's dawn, a day's verdict and deaths)."""

    raw: Mapping[str, Any]
    before: ClassicGame
    after: ClassicGame
    dawn: Dawn | None = None
    lynch: Lynch | None = None
    deaths: tuple[Death, ...] = ()


def replay(data: Any) -> tuple[ClassicGame, tuple[Played, ...]]:
    """Play a classic record's phases through :class:`ClassicGame`, in order: the game at
    the end and each phase played."""
    data = json_object(data, "the record")
    game = start(data)
    played: list[Played] = []
    expected = FIRST_NIGHT
    for i, raw in enumerate(json_list(data.get("phases", []), "phases")):
        where = f"phases[{i}]"
        kind, number = phase_number(json_object(raw, where), where)
        phase = Phase(number, PhaseKind(kind))
        if game.ended is not None:
            raise InvalidRecord(f"{where} ({phase}): the game ended at {game.ended}")
        if phase != expected:
            raise InvalidRecord(f"{where}: expected {expected}, not {phase}")
        before = game
        if phase.is_night:
            game, dawn = play_night(game, read_night(raw, f"{where} ({phase})"))
            played.append(Played(raw, before, game, dawn=dawn, deaths=dawn.deaths))
        else:
            game, lynch, deaths = play_day(game, read_day(raw, f"{where} ({phase})"))
            played.append(Played(raw, before, game, lynch=lynch, deaths=deaths))
        expected = phase.next()
    return game, tuple(played)


def resolve_classic(data: Any) -> ClassicResolution:
    """Play a classic record's phases through :class:`ClassicGame`, in order."""
    game, _ = replay(data)
    return ClassicResolution(game, game.deaths)


def legal_prefix(data: Any) -> tuple[dict[str, Any], int] | None:
    """The record cut before its first phase the rules refuse, and how many phases it
    keeps; ``None`` when not even the deal is legal (players or options). For a saved game
    under way that the rules refuse: what came before the bad phase can still be resumed."""
    try:
        record = dict(json_object(data, "the record"))
        phases = json_list(record.get("phases", []), "phases")
    except InvalidRecord:
        return None
    for keep in range(len(phases), -1, -1):
        cut = {**record, "phases": phases[:keep]}
        try:
            resolve_classic(cut)
        except InvalidRecord:
            continue
        return cut, keep
    return None
