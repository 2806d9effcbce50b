"""The one seat parser: one spelling per seat, everything else refused by name."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.classic.deck import ClassicDeck
from engine.classic.record import resolve_classic
from engine.errors import InvalidDeck, InvalidInput, InvalidRecord
from engine.onenight.record import GameRecord
from engine.seats import InvalidSeat, parse_count, parse_seat

FIVE = {"1": "werewolf", "2": "seer", "3": "villager", "4": "villager", "5": "villager"}


@pytest.mark.parametrize("value, seat", [("1", 1), ("10", 10), (3, 3), ("7", 7)])
def test_the_one_spelling_is_read(value: object, seat: int) -> None:
    assert parse_seat(value) == seat


@pytest.mark.parametrize("value", [
    "01", "03", "+3", "-3", " 3", "3 ", "³", "３", "٣", "0", "11", "", "1e1", "3.0",
    True, 3.0, None, [3], -1, 0, 11, "9" * 5000,
])
def test_any_other_spelling_is_refused_by_name(value: object) -> None:
    with pytest.raises(InvalidSeat) as caught:
        parse_seat(value, 10, "votes key")
    message = str(caught.value)
    assert message.startswith("votes key: no seat ") and "seats are 1 to 10" in message
    assert "\n" not in message and len(message) < 200


def test_a_seat_outside_the_game_is_refused() -> None:
    assert parse_seat("5", 5) == 5
    with pytest.raises(InvalidSeat, match=r"no seat 6 \(seats are 1 to 5\)"):
        parse_seat("6", 5)
    with pytest.raises(InvalidSeat, match=r"seats are 2, 4"):
        parse_seat(3, {2, 4})


def test_the_seat_error_is_an_input_error_and_a_value_error() -> None:
    assert issubclass(InvalidSeat, InvalidRecord) and issubclass(InvalidSeat, InvalidInput)
    assert issubclass(InvalidSeat, ValueError)


@given(st.integers(min_value=1, max_value=10), st.sampled_from(
    ["0{}", "+{}", " {}", "{} ", "00{}"]))
def test_two_spellings_of_one_seat_never_both_pass(seat: int, form: str) -> None:
    assert parse_seat(str(seat)) == seat
    with pytest.raises(InvalidSeat):
        parse_seat(form.format(seat))


@given(st.characters(categories=["Nd", "No"]).filter(lambda c: c not in "0123456789"))
def test_unicode_digits_are_never_seats(digit: str) -> None:
    with pytest.raises(InvalidSeat):
        parse_seat(digit)
    with pytest.raises(InvalidSeat):
        parse_seat("1" + digit)


def test_counts_follow_the_same_spelling() -> None:
    assert parse_count("3", 1, 10, "count") == 3
    for bad in ("³", "03", "0", "11", "-1"):
        with pytest.raises(InvalidSeat, match="count"):
            parse_count(bad, 1, 10, "count")
    with pytest.raises(InvalidDeck, match="bad count"):
        ClassicDeck.parse("werewolf,seer,villager*³")
    assert len(ClassicDeck.parse("werewolf,seer,villager*3")) == 5


def test_one_night_records_refuse_a_second_spelling() -> None:
    base = GameRecord(game=1, deck=("werewolf", "seer", "robber", "villager", "villager",
                                    "troublemaker"), seats=(1, 2, 3)).to_json()
    with pytest.raises(InvalidRecord, match="'01'"):
        GameRecord.from_json({**base, "revealed": {"1": "seer", "01": "werewolf"}})
    with pytest.raises(InvalidRecord, match=r"'\\uff12'"):
        GameRecord.from_json({**base, "revealed": {"\uff12": "seer"}})


def test_one_night_records_must_agree_with_themselves() -> None:
    base = GameRecord(game=1, deck=("werewolf", "seer", "robber", "villager", "villager",
                                    "troublemaker"), seats=(1, 2, 3)).to_json()
    assert GameRecord.from_json({**base, "revealed": {"1": "seer"}}).revealed == {1: "seer"}
    with pytest.raises(InvalidRecord, match="revealed: seat 4 is not one of the game's seats"):
        GameRecord.from_json({**base, "revealed": {"4": "seer"}})
    with pytest.raises(InvalidRecord, match="'tanner' is not a card of the deck"):
        GameRecord.from_json({**base, "revealed": {"1": "tanner"}})
    with pytest.raises(InvalidRecord, match="no Curator"):
        GameRecord.from_json({**base, "artifacts": {"1": "void_of_nothingness"}})


def test_classic_records_refuse_a_second_spelling_and_strange_seats() -> None:
    record = {"game": "classic", "players": FIVE, "phases": [{"night": 1}, {"day": 1}]}
    for key in ("01", "³", "٣"):
        votes = {"1": 2, key: 2}
        with pytest.raises(InvalidSeat):
            resolve_classic({**record, "phases": [{"night": 1}, {"day": 1, "votes": votes}]})
    with pytest.raises(InvalidSeat):
        resolve_classic({**record, "players": {**FIVE, "05": "villager"}})
    with pytest.raises(InvalidRecord, match="a vote for seat 9, which is not in this game"):
        resolve_classic({**record, "phases": [{"night": 1}, {"day": 1, "votes": {"1": 9}}]})
