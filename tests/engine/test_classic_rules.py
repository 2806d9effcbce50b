"""Every rule of CLASSIC §2-§4 through the engine: the records of classic_cases resolve to
their answers, and every illegal entry is refused with a message that names it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.classic.record import resolve_classic
from engine.errors import InvalidRecord

from .classic_cases import CASES, ILLEGAL


@pytest.mark.parametrize("name", list(CASES))
def test_rule(name: str) -> None:
    record, deaths, winners, seats, ended = CASES[name]
    result = resolve_classic(record).to_json()
    assert result == {"deaths": deaths, "winners": winners, "winning_seats": seats,
                      "ended": ended}


@pytest.mark.parametrize("name", list(ILLEGAL))
def test_illegal_entry_is_refused(name: str) -> None:
    record, words = ILLEGAL[name]
    with pytest.raises(InvalidRecord) as err:
        resolve_classic(record)
    message = str(err.value)
    assert "\n" not in message
    for word in words:
        assert word in message, message


def test_a_refused_entry_is_never_applied() -> None:
    record: dict[str, Any] = ILLEGAL["a second witch save"][0]
    good = {**record, "phases": record["phases"][:-1]}
    before = resolve_classic(good).game
    from engine.classic.entries import NightEntries
    from engine.classic.game import play_night
    with pytest.raises(InvalidRecord):
        play_night(before, NightEntries(werewolf=(7,), witch_save=True))
    assert 7 in before.alive and before.witch_saved
