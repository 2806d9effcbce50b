"""Sweep-mode ballot decoding (DESIGN §2.6): the LED schedule and press attribution."""

from __future__ import annotations

import itertools

import pytest

from engine.ballot import ButtonEvent, Edge, decode
from engine.ballot_params import SweepParams
from engine.ballot_sweep import SweepBallot, lit_seat, press_target, sweep_slots
from engine.errors import InvalidInput

DOWN, UP = Edge.DOWN, Edge.UP
OPEN = 4.0
P = SweepParams()  # dwell 0.7, laps 2, grace 0.12
SEATS = (1, 2, 3, 4)
SLOTS = sweep_slots(SEATS, OPEN, P)


def slot_start(i: int) -> float:
    return OPEN + i * P.dwell


def press(seat: int, down: float, hold: float = 0.08) -> list[ButtonEvent]:
    return [ButtonEvent(down, seat, DOWN), ButtonEvent(down + hold, seat, UP)]


def test_the_schedule_lights_the_seats_in_ascending_order_for_each_lap() -> None:
    slots = sweep_slots((7, 2, 4), OPEN, P)
    assert [s.seat for s in slots] == [2, 4, 7, 2, 4, 7]
    assert [s.lap for s in slots] == [1, 1, 1, 2, 2, 2]
    assert slots[0].start == OPEN and slots[-1].end == pytest.approx(OPEN + 6 * P.dwell)
    assert all(a.end == pytest.approx(b.start) for a, b in itertools.pairwise(slots))
    three = sweep_slots((1, 2), OPEN, SweepParams(laps=3, dwell=0.5))
    assert len(three) == 6 and three[-1].end == pytest.approx(OPEN + 3.0)


def test_lit_seat_follows_the_schedule() -> None:
    assert lit_seat(SLOTS, OPEN - 0.01) is None
    assert lit_seat(SLOTS, OPEN) == 1
    assert lit_seat(SLOTS, slot_start(1) + 0.01) == 2
    assert lit_seat(SLOTS, slot_start(3)) == 4
    assert lit_seat(SLOTS, slot_start(4) + 0.3) == 1  # second lap
    assert lit_seat(SLOTS, slot_start(8)) is None  # both laps done


@pytest.mark.parametrize(("offset", "expected"), [
    (0.0, 1),                      # the first slot has no previous seat
    (0.05, 1),
    (0.35, 1),
    (P.dwell, 1),                  # start of seat 2's slot: grace, counts for seat 1
    (P.dwell + P.grace - 0.001, 1),
    (P.dwell + P.grace + 0.001, 2),
    (2 * P.dwell - 0.001, 2),
    (3 * P.dwell + 0.5, 4),
    (4 * P.dwell + 0.05, 4),       # lap 2 starts: grace goes back to the last seat
    (4 * P.dwell + 0.2, 1),
    (8 * P.dwell + 0.05, 4),       # just after the last slot, still in grace
    (8 * P.dwell + P.grace + 0.01, None),
    (-0.01, None),
])
def test_press_attribution_at_slot_edges_and_in_the_grace(offset: float,
                                                          expected: int | None) -> None:
    assert press_target(SLOTS, OPEN + offset, P.grace) == expected


def test_exact_float_slot_edges_do_not_slip() -> None:
    # 0.7 * 3 is 2.0999999999999996: the edge of slot 3 must still be slot 3
    edge = OPEN + 2.1
    assert lit_seat(SLOTS, edge) == 4
    assert press_target(SLOTS, edge + P.grace, P.grace) == 4
    assert press_target(SLOTS, edge + P.grace - 0.0005, P.grace) == 3


def test_each_voter_gets_the_seat_lit_when_they_pressed() -> None:
    events = press(1, slot_start(2) + 0.3) + press(2, slot_start(0) + 0.3)
    events += press(3, slot_start(3) + 0.2) + press(4, slot_start(5) + 0.4)
    result = decode(SweepBallot(SEATS, OPEN), sorted(events, key=lambda e: e.t))
    assert dict(result.votes) == {1: 3, 2: 1, 3: 4, 4: 2}
    assert result.closed_at == pytest.approx(OPEN + 8 * P.dwell + P.grace)
    assert dict(result.invalid) == {}


def test_own_seat_presses_are_ignored_and_the_first_other_press_counts() -> None:
    events = press(2, slot_start(1) + 0.3)  # own seat: ignored
    events += press(2, slot_start(2) + 0.3)  # seat 3: the vote
    events += press(2, slot_start(3) + 0.3)  # later: ignored
    result = decode(SweepBallot(SEATS, OPEN), events)
    assert result.votes[2] == 3
    only_own = decode(SweepBallot(SEATS, OPEN), press(2, slot_start(5) + 0.3))
    assert only_own.votes[2] is None


def test_grace_turns_a_late_press_into_the_previous_seat() -> None:
    late = press(4, slot_start(2) + 0.05)  # seat 3 is lit, but 50 ms in: seat 2
    assert decode(SweepBallot(SEATS, OPEN), late).votes[4] == 2
    # a late reaction that would land on one's own seat falls back to the voter
    own = press(2, slot_start(2) + 0.05)
    assert decode(SweepBallot(SEATS, OPEN), own).votes[2] is None


def test_false_start_then_a_vote() -> None:
    events = press(3, OPEN - 0.8) + press(3, slot_start(0) + 0.4)
    result = decode(SweepBallot(SEATS, OPEN), events)
    assert result.false_starts == (3,) and result.votes[3] == 1


def test_a_press_across_the_open_is_a_false_start_only() -> None:
    events = [ButtonEvent(OPEN - 0.1, 2, DOWN), ButtonEvent(OPEN + 0.3, 2, UP)]
    result = decode(SweepBallot(SEATS, OPEN), events)
    assert result.false_starts == (2,) and result.votes[2] is None


def test_bounce_and_blips_do_not_vote() -> None:
    blip = press(1, slot_start(1) + 0.3, hold=0.005)
    assert decode(SweepBallot(SEATS, OPEN), blip).votes[1] is None
    # a 3 ms bounce at the start of the real press keeps the press's start time
    t = slot_start(2) + 0.110
    bounced = [ButtonEvent(t, 1, DOWN), ButtonEvent(t + 0.003, 1, UP),
               ButtonEvent(t + 0.005, 1, DOWN), ButtonEvent(t + 0.09, 1, UP)]
    assert decode(SweepBallot(SEATS, OPEN), bounced).votes[1] == 2  # inside the grace


def test_a_stuck_button_has_no_vote() -> None:
    params = SweepParams(stuck_after=2.0)
    events = [ButtonEvent(slot_start(1) + 0.3, 1, DOWN)]  # held to the end
    result = decode(SweepBallot(SEATS, OPEN, params), events)
    assert result.stuck == (1,) and result.votes[1] is None
    held = decode(SweepBallot(SEATS, OPEN, params), press(1, slot_start(1) + 0.3, hold=1.5))
    assert held.stuck == () and held.votes[1] == 2


def test_live_sweep_closes_only_after_the_last_lap_and_grace() -> None:
    ballot = SweepBallot(SEATS, OPEN)
    assert ballot.lit(slot_start(1) + 0.1) == 2
    for event in press(3, slot_start(0) + 0.3):
        ballot.feed(event)
    end = OPEN + 8 * P.dwell
    assert not ballot.advance(end)
    assert not ballot.advance(end + P.grace - 0.001)
    assert ballot.advance(end + P.grace)
    assert ballot.result().votes[3] == 1
    for event in press(4, end + P.grace + 0.01):
        ballot.feed(event)
    assert ballot.result().votes[4] is None


def test_bad_sweep_parameters_are_refused() -> None:
    with pytest.raises(InvalidInput):
        SweepParams(grace=0.8)
    with pytest.raises(InvalidInput):
        SweepParams(laps=0)
    with pytest.raises(InvalidInput):
        SweepParams(dwell=0)


def _close(events: list[ButtonEvent]) -> SweepBallot:
    ballot = SweepBallot(SEATS, OPEN, P)
    for event in sorted(events, key=lambda e: e.t):
        ballot.feed(event)
    ballot.advance(ballot.closes_at)
    return ballot


def test_a_press_on_your_own_light_is_named_not_dropped() -> None:
    """Seat 2 presses while its own LED is lit: no vote, and the box can say why."""
    result = _close(press(2, slot_start(1) + 0.3) + press(1, slot_start(2) + 0.3)).result()
    assert result.votes[2] is None and result.votes[1] == 3
    assert result.not_counted() == {2: "own seat"}


def test_a_later_press_on_another_light_still_counts() -> None:
    result = _close(press(2, slot_start(1) + 0.3) + press(2, slot_start(3) + 0.3)).result()
    assert result.votes[2] == 4 and result.not_counted() == {}


def test_the_grace_counts_a_late_press_for_the_seat_just_passed() -> None:
    """0.05 s into seat 3's light is within the grace: the press was meant for seat 2."""
    result = _close(press(1, slot_start(2) + 0.05)).result()
    assert result.votes[1] == 2
