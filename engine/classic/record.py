"""A classic record (CLASSIC §5) read into entries, and resolved phase by phase.

``{"game": "classic", "players": {"1": "werewolf", ...}, "options": {"classic_tie":
"nobody"}, "phases": [{"night": 1, "cupid": [2, 3]}, {"day": 1, "votes": {"1": 4}}, ...]}``.
:func:`resolve_classic` answers ``deaths``, ``winners``, ``winning_seats`` and ``ended``.
Every problem is an :class:`~engine.errors.InvalidRecord` naming the phase and key. The
writer is :mod:`engine.classic.record_write`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import InvalidRecord, UnknownRole, did_you_mean, show
from ..record_json import flag, json_list, json_object, seat, text
from .deaths import Death
from .deck import ClassicDeck, deck_problems
from .entries import FIRST_NIGHT, DayEntries, NightEntries, Nomination, Phase, PhaseKind
from .game import play_day, play_night
from .roles import classic_role
from .state import ClassicGame, ClassicOptions
from .vote import TieRule

TOP_KEYS = ("game", "players", "options", "phases")
OPTION_KEYS = ("classic_tie", "reveal")
REVEALS = ("full", "team", "none")
NIGHT_KEYS = ("night", "werewolf", "wolf_cub_sacrifice", "bodyguard", "witch_save",
              "witch_kill", "cupid", "old_hag", "seer", "apprentice_seer", "sorcerer", "hunter")
DAY_KEYS = ("day", "votes", "revote", "nominations", "hunter")
NOMINATION_KEYS = ("seat", "lynch")


def is_classic(data: Any) -> bool:
    """A record that says it is classic (``"game": "classic"``) or has ``phases``."""
    return isinstance(data, Mapping) and (data.get("game") == "classic" or "phases" in data)


def _unknown(keys: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> None:
    for key in keys:
        if key not in allowed:
            raise InvalidRecord(f"{where}: unknown key {key!r}{did_you_mean(key, allowed)}; "
                                f"allowed: {', '.join(allowed)}")


def _maybe_seat(value: Any, where: str) -> int | None:
    return None if value is None else seat(value, where)


def read_players(data: Any) -> dict[int, str]:
    players = {}
    for k, v in json_object(data, "players").items():
        try:
            players[seat(k, "players key")] = classic_role(text(v, f"players.{k}")).id
        except UnknownRole as exc:
            raise InvalidRecord(f"players.{k}: {exc}") from None
    problems = deck_problems(ClassicDeck.of(list(players.values())))
    if problems:
        raise InvalidRecord(f"players: {problems[0]}")
    return players


def read_options(data: Any) -> ClassicOptions:
    options = json_object(data, "options")
    _unknown(options, OPTION_KEYS, "options")
    tie = options.get("classic_tie", "nobody")
    if tie not in [t.value for t in TieRule]:
        raise InvalidRecord(f"options.classic_tie: {show(tie)} is not one of nobody, all")
    reveal = options.get("reveal", "full")
    if reveal not in REVEALS:
        raise InvalidRecord(f"options.reveal: {show(reveal)} is not one of "
                            f"{', '.join(REVEALS)}{did_you_mean(str(reveal), REVEALS)}")
    return ClassicOptions(TieRule(tie), reveal)


def read_night(data: Mapping[str, Any], where: str) -> NightEntries:
    _unknown(data, NIGHT_KEYS, where)
    wolves = data.get("werewolf")
    victims = () if wolves is None else tuple(
        seat(v, f"{where}.werewolf") for v in (wolves if isinstance(wolves, list) else [wolves]))
    save = data.get("witch_save", False)
    if not isinstance(save, bool):
        save = seat(save, f"{where}.witch_save")
    cupid = data.get("cupid")
    pair = None
    if cupid is not None:
        items = json_list(cupid, f"{where}.cupid")
        if len(items) != 2:
            raise InvalidRecord(f"{where}.cupid: name two seats, such as [2, 3]")
        pair = (seat(items[0], f"{where}.cupid"), seat(items[1], f"{where}.cupid"))
    def one(key: str) -> int | None:
        return _maybe_seat(data.get(key), f"{where}.{key}")

    return NightEntries(
        werewolf=victims, witch_save=save, cupid=pair,
        wolf_cub_sacrifice=flag(data.get("wolf_cub_sacrifice", False),
                                f"{where}.wolf_cub_sacrifice"),
        bodyguard=one("bodyguard"), witch_kill=one("witch_kill"), old_hag=one("old_hag"),
        seer=one("seer"), apprentice_seer=one("apprentice_seer"), sorcerer=one("sorcerer"),
        hunter=one("hunter"))


def _votes(data: Any, where: str) -> dict[int, int | None]:
    return {seat(k, f"{where} key"): _maybe_seat(v, f"{where}.{k}")
            for k, v in json_object(data, where).items()}


def _nomination(data: Any, where: str) -> Nomination:
    round_ = json_object(data, where)
    _unknown(round_, NOMINATION_KEYS, where)
    if "seat" not in round_:
        raise InvalidRecord(f'{where}: missing key "seat": the seat nominated, such as 4')
    lynch = json_list(round_.get("lynch", []), f"{where}.lynch")
    return Nomination(seat(round_["seat"], f"{where}.seat"),
                      tuple(seat(v, f"{where}.lynch") for v in lynch))


def read_day(data: Mapping[str, Any], where: str) -> DayEntries:
    _unknown(data, DAY_KEYS, where)
    revote = data.get("revote")
    rounds = json_list(data.get("nominations", []), f"{where}.nominations")
    return DayEntries(votes=_votes(data.get("votes", {}), f"{where}.votes"),
                      revote=None if revote is None else _votes(revote, f"{where}.revote"),
                      hunter=_maybe_seat(data.get("hunter"), f"{where}.hunter"),
                      nominations=tuple(_nomination(r, f"{where}.nominations[{i}]")
                                        for i, r in enumerate(rounds)))


def _phase_of(data: Mapping[str, Any], where: str) -> Phase:
    kinds = [k for k in ("night", "day") if k in data]
    if len(kinds) != 1:
        raise InvalidRecord(f"{where}: a phase has one of \"night\": N or \"day\": N")
    number = data[kinds[0]]
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise InvalidRecord(f"{where}.{kinds[0]}: {show(number)} is not a phase number (1, 2...)")
    return Phase(number, PhaseKind(kinds[0]))


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


def resolve_classic(data: Any) -> ClassicResolution:
    """Play a classic record's phases through :class:`ClassicGame`, in order."""
    data = json_object(data, "the record")
    _unknown(data, TOP_KEYS, "the record")
    if data.get("game", "classic") != "classic":
        raise InvalidRecord(f"game: {show(data.get('game'))} is not \"classic\"")
    if "players" not in data:
        raise InvalidRecord('missing key "players": the role of each seat, such as '
                            '{"1": "werewolf"}')
    game = ClassicGame.start(read_players(data["players"]),
                             read_options(data.get("options", {})))
    expected = FIRST_NIGHT
    for i, raw in enumerate(json_list(data.get("phases", []), "phases")):
        where = f"phases[{i}]"
        phase = _phase_of(json_object(raw, where), where)
        if game.ended is not None:
            raise InvalidRecord(f"{where} ({phase}): the game ended at {game.ended}")
        if phase != expected:
            raise InvalidRecord(f"{where}: expected {expected}, not {phase}")
        if phase.is_night:
            game, _ = play_night(game, read_night(raw, f"{where} ({phase})"))
        else:
            game, _, _ = play_day(game, read_day(raw, f"{where} ({phase})"))
        expected = phase.next()
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
