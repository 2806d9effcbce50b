"""Checked reading of JSON values for the game records: each helper names where a bad
value sits (``ballots[0].votes.3``) in an :class:`~engine.errors.InvalidRecord`.

Shared by every game's record. Seats are JSON object keys, so they are strings in JSON and
ints here; both are read by the one seat parser of :mod:`engine.seats`.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .errors import InvalidRecord, show
from .seats import MAX_SEATS, parse_seat

Vote = int | None


def frozen(mapping: Mapping[int, Any]) -> Mapping[int, Any]:
    return MappingProxyType(dict(sorted(mapping.items())))

def json_object(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise InvalidRecord(f"{where} must be a JSON object")
    return value


def json_list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidRecord(f"{where} must be a list")
    return value


def text(value: Any, where: str, empty: bool = False) -> str:
    if not isinstance(value, str) or (not empty and not value):
        raise InvalidRecord(f"{where} must be text, not {show(value)}")
    return value


def flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidRecord(f"{where} must be true or false, not {show(value)}")
    return value


def whole(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**63:
        raise InvalidRecord(f"{where} must be a whole number, not {show(value)}")
    return value


def seat(value: Any, where: str, seats: int = MAX_SEATS) -> int:
    """A seat of a record, 1 to ``seats``, read by the one seat parser
    (:func:`engine.seats.parse_seat`)."""
    return parse_seat(value, seats, where)


def vote(value: Any, where: str) -> Vote:
    return None if value is None else seat(value, where)


def seat_list(value: Any, where: str) -> tuple[int, ...]:
    return tuple(seat(s, f"{where}[]") for s in json_list(value, where))


def seat_map(value: Any, where: str, check: Any) -> Mapping[int, Any]:
    return {seat(k, f"{where} key"): check(v, f"{where}.{k}")
            for k, v in json_object(value, where).items()}


def json_keys(mapping: Mapping[int, Any]) -> dict[str, Any]:
    return {str(k): v for k, v in mapping.items()}
