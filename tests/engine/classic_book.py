"""Helpers for the tests of the whole classic rulebook (tests/engine/test_classic_book_*):
a record from a deck in seat order, resolved, or refused in one line."""

from __future__ import annotations

from typing import Any

import pytest

from engine.classic.record import resolve_classic
from engine.errors import InvalidRecord


def record(seats: str, *phases: dict[str, Any], deal: dict[str, Any] | None = None,
           **options: Any) -> dict[str, Any]:
    """The record of a game whose seats hold ``seats`` ("werewolf,seer,villager*3") in
    order, seat 1 first."""
    cards: list[str] = []
    for part in seats.split(","):
        name, _, times = part.partition("*")
        cards += [name] * int(times or 1)
    out: dict[str, Any] = {"game": "classic",
                           "players": {str(i + 1): r for i, r in enumerate(cards)},
                           "phases": list(phases)}
    if options:
        out["options"] = options
    if deal:
        out["deal"] = deal
    return out


def play(seats: str, *phases: dict[str, Any], deal: dict[str, Any] | None = None,
         **options: Any) -> dict[str, Any]:
    """``nightbox resolve``'s answer for the record."""
    return resolve_classic(record(seats, *phases, deal=deal, **options)).to_json()


def refused(seats: str, *phases: dict[str, Any], deal: dict[str, Any] | None = None,
            **options: Any) -> str:
    """The one line a record the rules refuse is answered with."""
    with pytest.raises(InvalidRecord) as err:
        resolve_classic(record(seats, *phases, deal=deal, **options))
    message = str(err.value)
    assert "\n" not in message and message.isprintable()
    return message


def deaths(answer: dict[str, Any]) -> list[tuple[str, int, str]]:
    """The deaths of an answer as (phase, seat, cause)."""
    return [(d["phase"], d["seat"], d["cause"]) for d in answer["deaths"]]


N1: dict[str, Any] = {"night": 1}
D0: dict[str, Any] = {"day": 1, "votes": {}}


def day(n: int, **entries: Any) -> dict[str, Any]:
    return {"day": n, "votes": {}, **entries} if "nominations" not in entries \
        and "safe" not in entries else {"day": n, **entries}


def night(n: int, **entries: Any) -> dict[str, Any]:
    return {"night": n, **entries}


def lynch(n: int, seat: int, *by: int) -> dict[str, Any]:
    """Day ``n``: the point vote, every seat of ``by`` naming ``seat``."""
    return {"day": n, "votes": {str(v): seat for v in by}}
