"""A classic record's phases read into entries (CLASSIC §5, docs/formats.md): each night's
keys and each day's, every problem an :class:`~engine.errors.InvalidRecord` naming the
phase and the key. Seats are 1 to 68."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import InvalidRecord, UnknownRole, did_you_mean, show
from ..record_json import flag, json_list, json_object, text
from ..record_json import seat as json_seat
from .entries import DayEntries, NightEntries, Nomination
from .roles import MOST_PLAYERS, classic_role

NIGHT_KEYS = ("night", "werewolf", "wolf_cub_sacrifice", "bodyguard", "witch_save",
              "witch_kill", "cupid", "old_hag", "seer", "apprentice_seer", "sorcerer", "hunter",
              "seer_2", "cupid_2", "vampire", "magician_save", "magician_kill", "aura_seer",
              "pi", "priest", "spellcaster", "troublemaker", "cult_leader", "hoodlum",
              "doppelganger", "ghost", "martyr", "amulet", "secret_society", "minion")
DAY_KEYS = ("day", "votes", "revote", "nominations", "hunter", "pair", "safe", "second",
            "martyr", "ban", "arrivals", "mayor")
#: the keys a day's ``second`` (its second lynching's vote) may hold
SECOND_KEYS = ("votes", "revote", "pair", "safe")
NOMINATION_KEYS = ("seat", "lynch", "by", "second")


def unknown(keys: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> None:
    for key in keys:
        if key not in allowed:
            raise InvalidRecord(f"{where}: unknown key {key!r}{did_you_mean(key, allowed)}; "
                                f"allowed: {', '.join(allowed)}")


def seat(value: Any, where: str) -> int:
    """A classic seat, 1 to 68."""
    return json_seat(value, where, MOST_PLAYERS)


def maybe_seat(value: Any, where: str) -> int | None:
    return None if value is None else seat(value, where)


def seats(value: Any, where: str) -> tuple[int, ...]:
    """One seat or a list of seats."""
    items = value if isinstance(value, list) else [value]
    return tuple(seat(v, where) for v in items)


def _pair(value: Any, where: str) -> tuple[int, int] | None:
    if value is None:
        return None
    items = json_list(value, where)
    if len(items) != 2:
        raise InvalidRecord(f"{where}: name two seats, such as [2, 3]")
    return seat(items[0], where), seat(items[1], where)


def _save(value: Any, where: str) -> int | bool:
    return value if isinstance(value, bool) else seat(value, where)


def read_night(data: Mapping[str, Any], where: str) -> NightEntries:
    unknown(data, NIGHT_KEYS, where)

    def one(key: str) -> int | None:
        return maybe_seat(data.get(key), f"{where}.{key}")

    def many(key: str) -> tuple[int, ...]:
        return () if data.get(key) is None else seats(data[key], f"{where}.{key}")

    magician = data.get("magician_save", False)
    letter = data.get("ghost")
    return NightEntries(
        werewolf=many("werewolf"), witch_save=_save(data.get("witch_save", False),
                                                    f"{where}.witch_save"),
        cupid=_pair(data.get("cupid"), f"{where}.cupid"),
        cupid_2=_pair(data.get("cupid_2"), f"{where}.cupid_2"),
        wolf_cub_sacrifice=flag(data.get("wolf_cub_sacrifice", False),
                                f"{where}.wolf_cub_sacrifice"),
        troublemaker=flag(data.get("troublemaker", False), f"{where}.troublemaker"),
        bodyguard=one("bodyguard"), witch_kill=one("witch_kill"), old_hag=one("old_hag"),
        seer=one("seer"), seer_2=one("seer_2"), apprentice_seer=one("apprentice_seer"),
        sorcerer=one("sorcerer"), hunter=one("hunter"), vampire=one("vampire"),
        magician_save=magician if isinstance(magician, bool)
        else seats(magician, f"{where}.magician_save"),
        magician_kill=many("magician_kill"), aura_seer=one("aura_seer"), pi=one("pi"),
        priest=one("priest"), spellcaster=one("spellcaster"), cult_leader=one("cult_leader"),
        hoodlum=many("hoodlum"), doppelganger=one("doppelganger"),
        ghost=None if letter is None else text(letter, f"{where}.ghost"),
        martyr=one("martyr"), amulet=one("amulet"), secret_society=many("secret_society"),
        minion=one("minion"))


def _votes(data: Any, where: str) -> dict[int, int | None]:
    return {seat(k, f"{where} key"): maybe_seat(v, f"{where}.{k}")
            for k, v in json_object(data, where).items()}


def _nomination(data: Any, where: str) -> Nomination:
    round_ = json_object(data, where)
    unknown(round_, NOMINATION_KEYS, where)
    if "seat" not in round_:
        raise InvalidRecord(f'{where}: missing key "seat": the seat nominated, such as 4')
    lynch = json_list(round_.get("lynch", []), f"{where}.lynch")
    return Nomination(seat(round_["seat"], f"{where}.seat"),
                      tuple(seat(v, f"{where}.lynch") for v in lynch),
                      by=maybe_seat(round_.get("by"), f"{where}.by"),
                      second=maybe_seat(round_.get("second"), f"{where}.second"))


def _arrivals(data: Any, where: str) -> dict[int, str]:
    out = {}
    for k, v in json_object(data, where).items():
        try:
            out[seat(k, f"{where} key")] = classic_role(text(v, f"{where}.{k}")).id
        except UnknownRole as exc:
            raise InvalidRecord(f"{where}.{k}: {exc}") from None
    return out


def read_day(data: Mapping[str, Any], where: str, keys: tuple[str, ...] = DAY_KEYS
             ) -> DayEntries:
    unknown(data, keys, where)
    revote = data.get("revote")
    rounds = json_list(data.get("nominations", []), f"{where}.nominations")
    second = data.get("second")
    safe = data.get("safe", [])
    return DayEntries(votes=_votes(data.get("votes", {}), f"{where}.votes"),
                      revote=None if revote is None else _votes(revote, f"{where}.revote"),
                      hunter=maybe_seat(data.get("hunter"), f"{where}.hunter"),
                      nominations=tuple(_nomination(r, f"{where}.nominations[{i}]")
                                        for i, r in enumerate(rounds)),
                      pair=_pair(data.get("pair"), f"{where}.pair"),
                      safe=tuple(seat(s, f"{where}.safe") for s in json_list(
                          safe, f"{where}.safe")),
                      second=None if second is None else read_day(
                          json_object(second, f"{where}.second"), f"{where}.second",
                          SECOND_KEYS),
                      martyr=maybe_seat(data.get("martyr"), f"{where}.martyr"),
                      ban=maybe_seat(data.get("ban"), f"{where}.ban"),
                      arrivals=_arrivals(data.get("arrivals", {}), f"{where}.arrivals"),
                      mayor=maybe_seat(data.get("mayor"), f"{where}.mayor"))


def phase_number(data: Mapping[str, Any], where: str) -> tuple[str, int]:
    """``("night", 2)`` for a phase ``{"night": 2, ...}``."""
    kinds = [k for k in ("night", "day") if k in data]
    if len(kinds) != 1:
        raise InvalidRecord(f"{where}: a phase has one of \"night\": N or \"day\": N")
    number = data[kinds[0]]
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise InvalidRecord(f"{where}.{kinds[0]}: {show(number)} is not a phase number (1, 2...)")
    return kinds[0], number
