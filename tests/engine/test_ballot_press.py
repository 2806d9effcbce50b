"""The nominate vote's press ballot: pressed, not pressed, or unsure and named, read by
the tap ballot's own decoder; then counted by the nominate decider."""

from __future__ import annotations

import pytest

from engine.ballot import ButtonEvent, Edge
from engine.ballot_press import PressBallot
from engine.classic.nominate import count_nomination

OPEN = 10.0


def press(ballot: PressBallot, seat: int, at: float, held: float = 0.1) -> None:
    ballot.feed(ButtonEvent(at, seat, Edge.DOWN))
    ballot.feed(ButtonEvent(at + held, seat, Edge.UP))


def closed(ballot: PressBallot) -> PressBallot:
    assert not ballot.advance(ballot.closes_at - 0.01)
    assert ballot.advance(ballot.closes_at)
    return ballot


def test_a_clean_press_lynches_and_a_still_button_does_not() -> None:
    ballot = PressBallot([1, 2, 3, 4], OPEN)
    press(ballot, 1, OPEN + 0.3)
    press(ballot, 3, OPEN - 0.1)                    # on the beat: counts
    press(ballot, 4, OPEN + 0.5)
    press(ballot, 4, OPEN + 0.9)                    # twice is still one press to lynch
    result = closed(ballot).result()
    assert result.pressed == (1, 3, 4) and dict(result.unsure) == {}


@pytest.mark.parametrize(("edges", "why"), [
    ([(OPEN - 2.0, 0.1)], "pressed before the count"),
    ([(OPEN + 0.2, 6.0)], "held down"),
])
def test_an_unsure_press_is_named_never_counted_silently(
        edges: list[tuple[float, float]], why: str) -> None:
    ballot = PressBallot([1, 2], OPEN, window=8.0)
    for at, held in edges:
        press(ballot, 2, at, held)
    result = closed(ballot).result()
    assert result.pressed == () and dict(result.unsure) == {2: why}


def test_bounce_is_one_press_and_a_spike_is_none() -> None:
    ballot = PressBallot([1, 2], OPEN)
    for t, edge in [(0.30, Edge.DOWN), (0.302, Edge.UP), (0.304, Edge.DOWN), (0.40, Edge.UP)]:
        ballot.feed(ButtonEvent(OPEN + t, 1, edge))
    press(ballot, 2, OPEN + 0.3, held=0.003)        # a 3 ms spike is not a press
    result = closed(ballot).result()
    assert result.pressed == (1,) and dict(result.unsure) == {}


def test_presses_after_the_close_do_not_count_and_the_count_follows() -> None:
    ballot = PressBallot(range(1, 9), OPEN)
    for seat in (1, 2, 3, 4):
        press(ballot, seat, OPEN + 0.2)
    press(ballot, 5, OPEN - 1.5)                    # early: named
    closed(ballot)
    press(ballot, 6, OPEN + 6.0)                    # late: ignored
    result = ballot.result()
    count = count_nomination(7, result.pressed, range(1, 9), None, unsure=result.unsure)
    assert count.votes == 4 and not count.lynched and count.unsure == (5,)
    assert not count.settled                        # seat 5 could make it 5 of 8


def test_every_reason_a_ballot_gives_has_its_kind() -> None:
    """Each reason a tap, sweep or press ballot gives is one the table can be told about
    (``Uncounted.of`` reads its kind), the press ballot's included."""
    from engine.ballot_params import Uncounted

    for reason in ("noisy contact", "held down", "pressed before the count",
                   "own seat (5 taps)", "no seat 11 (11 taps)", "pressed after the last light",
                   "still tapping at the close (3 taps so far)"):
        assert Uncounted.of(reason).value in reason
