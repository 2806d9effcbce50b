"""Tap-mode ballot decoding (DESIGN §2.6): counting, bounce, closing, false starts, stuck."""

from __future__ import annotations

import random

import pytest

from engine.ballot import BallotResult, ButtonEvent, Edge, SeatStatus, decode
from engine.ballot_params import TapParams
from engine.ballot_tap import TapBallot
from engine.errors import InvalidBallot, InvalidInput

DOWN, UP = Edge.DOWN, Edge.UP
OPEN = 10.0
P = TapParams()


def press(seat: int, down: float, up: float) -> list[ButtonEvent]:
    return [ButtonEvent(down, seat, DOWN), ButtonEvent(up, seat, UP)]


def taps(seat: int, n: int, start: float, every: float = 0.25,
         hold: float = 0.08) -> list[ButtonEvent]:
    out: list[ButtonEvent] = []
    for i in range(n):
        out += press(seat, start + i * every, start + i * every + hold)
    return out


def chatter(events: list[ButtonEvent], rng: random.Random) -> list[ButtonEvent]:
    """Add 1 to 4 ms contact bounce after every edge (1 to 3 extra pulses)."""
    out: list[ButtonEvent] = []
    for event in events:
        out.append(event)
        t, now = event.t, event.edge
        other = UP if now is DOWN else DOWN
        for _ in range(rng.randint(1, 3)):
            t += rng.uniform(0.001, 0.004)
            out.append(ButtonEvent(t, event.seat, other))
            t += rng.uniform(0.001, 0.004)
            out.append(ButtonEvent(t, event.seat, now))
    return out


def run(events: list[ButtonEvent], seats: range = range(1, 6),
        params: TapParams = P) -> BallotResult:
    return decode(TapBallot(seats, OPEN, params), events)


def test_each_seat_taps_its_choice_and_the_ballot_closes_after_the_last_gap() -> None:
    events = taps(1, 3, OPEN + 0.4) + taps(2, 1, OPEN + 0.3) + taps(3, 5, OPEN + 0.6)
    events += taps(4, 2, OPEN + 0.2) + taps(5, 4, OPEN + 0.5)
    result = run(events)
    assert dict(result.votes) == {1: 3, 2: 1, 3: 5, 4: 2, 5: 4}
    assert dict(result.invalid) == {} and result.false_starts == () and result.stuck == ()
    # seat 3 releases last: 0.6 + 4 * 0.25 + 0.08 after the open, then tap_gap
    assert result.closed_at == pytest.approx(OPEN + 0.6 + 1.0 + 0.08 + P.tap_gap)


def test_ten_seats_within_the_same_5_ms_with_chatter_on_every_edge() -> None:
    rng = random.Random(7)
    seats = range(1, 11)
    intended = {seat: seat % 10 + 1 for seat in seats}
    events: list[ButtonEvent] = []
    for seat in seats:
        start = OPEN + 0.5 + rng.uniform(0, 0.005)
        events += chatter(taps(seat, intended[seat], start, every=0.2, hold=0.06), rng)
    events.sort(key=lambda e: e.t)  # interleaved across seats, in order within each
    result = run(events, seats)
    assert dict(result.votes) == intended
    assert dict(result.invalid) == {}
    last_release = max(e.t for e in events if e.edge is UP)
    assert result.closed_at == pytest.approx(last_release + P.tap_gap)


def test_without_the_min_gap_filter_the_same_chatter_would_miscount() -> None:
    rng = random.Random(3)
    events = chatter(taps(1, 2, OPEN + 0.5), rng)
    assert run(events).votes[1] == 2
    raw = TapParams(min_gap=0.0, min_press=0.0)
    assert run(events, params=raw).votes[1] != 2


def test_a_blip_shorter_than_min_press_is_not_a_tap() -> None:
    events = taps(2, 3, OPEN + 0.5) + press(2, OPEN + 1.4, OPEN + 1.41)  # 10 ms blip
    assert run(events).votes[2] == 3
    longer = taps(2, 3, OPEN + 0.5) + press(2, OPEN + 1.4, OPEN + 1.425)  # 25 ms press
    assert run(longer).votes[2] == 4


def test_presses_merge_across_a_release_shorter_than_min_gap() -> None:
    # 12 ms down, 10 ms up, 12 ms down: one press of 34 ms, so one tap
    events = [ButtonEvent(OPEN + 0.5, 1, DOWN), ButtonEvent(OPEN + 0.512, 1, UP),
              ButtonEvent(OPEN + 0.522, 1, DOWN), ButtonEvent(OPEN + 0.534, 1, UP)]
    events += taps(1, 1, OPEN + 0.8)
    assert run(events).votes[1] == 2
    # the same with a 20 ms release is two presses of 12 ms: neither is a tap
    split = [ButtonEvent(OPEN + 0.5, 1, DOWN), ButtonEvent(OPEN + 0.512, 1, UP),
             ButtonEvent(OPEN + 0.532, 1, DOWN), ButtonEvent(OPEN + 0.544, 1, UP)]
    assert run(split + taps(1, 1, OPEN + 0.8)).votes[1] is None


def test_a_false_start_then_a_rest_then_a_vote_counts() -> None:
    # two taps long before "VOTE!", still for more than tap_gap, then the vote
    events = taps(2, 2, OPEN - 1.9) + taps(2, 4, OPEN + 0.4) + taps(3, 1, OPEN + 0.3)
    result = run(events)
    assert result.false_starts == (2,)
    assert result.votes[2] == 4 and result.votes[3] == 1
    assert result.not_counted() == {}


def test_a_false_start_that_runs_into_the_vote_is_void_and_named() -> None:
    # two early taps and four more less than tap_gap later: which count was meant is
    # unknowable, so the seat has no vote and is named (never 4, never 6)
    events = taps(2, 2, OPEN - 0.9) + taps(2, 4, OPEN + 0.4) + taps(3, 1, OPEN + 0.3)
    result = run(events)
    assert result.false_starts == (2,) and result.votes[2] is None
    assert result.not_counted() == {2: "started too early"}
    assert result.votes[3] == 1


def test_a_press_begun_before_the_lead_is_a_false_start_not_a_tap() -> None:
    events = press(4, OPEN - 0.4, OPEN + 0.1) + taps(4, 2, OPEN + 1.4)
    result = run(events)
    assert result.false_starts == (4,)
    assert result.votes[4] == 2


def test_an_on_beat_first_tap_counts_with_its_burst() -> None:
    # the first tap 50 ms before "VOTE!" is the player tapping on the beat
    events = press(4, OPEN - 0.05, OPEN + 0.1) + taps(4, 2, OPEN + 0.4)
    result = run(events)
    assert result.false_starts == () and result.votes[4] == 3


@pytest.mark.parametrize("lead_ms", [80, 100, 120])
@pytest.mark.parametrize("count", [1, 2, 3, 5, 10])
def test_on_beat_leads_of_80_to_120_ms_count_as_meant(lead_ms: int, count: int) -> None:
    seats = range(1, 11)
    voter = 1 if count != 1 else 2
    events = taps(voter, count, OPEN - lead_ms / 1000, every=0.22)
    result = run(events, seats)
    assert result.votes[voter] == count and result.false_starts == ()


@pytest.mark.parametrize("count", range(1, 11))
def test_a_burst_across_the_onset_is_meant_or_void_never_another_number(count: int) -> None:
    seats = range(1, 12)
    voter = 11
    for offset_ms in range(-500, 201, 10):
        for every in (0.15, 0.25, 0.4, 0.7):
            events = chatter(taps(voter, count, OPEN + offset_ms / 1000, every=every),
                             random.Random(offset_ms * 100 + count))
            result = run(events, seats)
            vote = result.votes[voter]
            assert vote in (count, None), (offset_ms, every, vote)
            if vote is None:
                assert voter in result.not_counted(), (offset_ms, every)


def test_live_status_names_a_false_start_while_the_seat_can_still_vote() -> None:
    ballot = TapBallot(range(1, 6), OPEN)
    for event in taps(3, 2, OPEN - 0.8):
        ballot.feed(event)
    ballot.advance(OPEN + 0.01)
    assert ballot.status(OPEN + 0.01)[3] is SeatStatus.FALSE_START
    assert not ballot.closed
    for event in taps(3, 2, OPEN + 1.5):
        ballot.feed(event)
    status = ballot.status(OPEN + 1.9)
    assert status[3] is SeatStatus.TAPPING and status[1] is SeatStatus.WAITING
    assert ballot.status(OPEN + 1.75 + 0.08 + P.tap_gap + 0.01)[3] is SeatStatus.DONE
    assert decode(ballot, []).votes[3] == 2


def test_two_released_contact_spikes_are_not_a_tap() -> None:
    # spikes of 3 ms, 14 ms apart, merge across the bounce gap but hold 6 ms of contact
    spikes = press(1, OPEN + 0.30, OPEN + 0.303) + press(1, OPEN + 0.317, OPEN + 0.320)
    events = taps(1, 3, OPEN + 0.5) + spikes[:0]
    events = sorted(taps(1, 3, OPEN + 0.5) + press(1, OPEN + 1.07, OPEN + 1.073)
                    + press(1, OPEN + 1.087, OPEN + 1.090), key=lambda e: e.t)
    assert run(events).votes[1] == 3
    assert run(sorted(spikes + taps(1, 3, OPEN + 0.5), key=lambda e: e.t)).votes[1] == 3


@pytest.mark.parametrize("seed", range(20))
def test_a_real_press_with_bounce_at_both_ends_is_one_tap(seed: int) -> None:
    rng = random.Random(seed)
    events = chatter(taps(2, 3, OPEN + 0.3, every=0.3, hold=rng.uniform(0.06, 0.12)), rng)
    assert run(events).votes[2] == 3


def chattering(seat: int, start: float, seconds: float, hz: float = 200.0) -> list[ButtonEvent]:
    out: list[ButtonEvent] = []
    period = 1 / hz
    for i in range(int(seconds * hz)):
        out += press(seat, start + i * period, start + i * period + period / 2)
    return out


@pytest.mark.parametrize("seconds", [1.0, 2.5, 5.0])
def test_a_chattering_seat_gets_no_vote_and_is_named(seconds: float) -> None:
    events = sorted(chattering(2, OPEN + 0.05, seconds) + taps(3, 4, OPEN + 0.2)
                    + taps(1, 2, OPEN + 0.3), key=lambda e: e.t)
    result = run(events, range(1, 6), TapParams(vote_window=10.0))
    assert result.noisy == (2,) and result.votes[2] is None
    assert result.not_counted() == {2: "noisy button"}
    assert result.votes[3] == 4 and result.votes[1] == 2


def test_a_seat_that_keeps_spiking_is_noisy() -> None:
    spikes: list[ButtonEvent] = []
    for i in range(8):
        spikes += press(4, OPEN + 0.5 + i * 0.1, OPEN + 0.503 + i * 0.1)
    result = run(spikes)
    assert result.noisy == (4,) and result.votes[4] is None


def test_chatter_before_the_open_is_not_a_false_start() -> None:
    events = press(4, OPEN - 0.5, OPEN - 0.497) + taps(4, 2, OPEN + 0.4)
    assert run(events).false_starts == ()


def test_a_slow_tapper_just_inside_tap_gap_keeps_counting() -> None:
    gap = P.tap_gap - 0.05
    events = press(1, OPEN + 0.5, OPEN + 0.6) + press(1, OPEN + 0.6 + gap, OPEN + 0.7 + gap)
    events += press(1, OPEN + 0.7 + 2 * gap, OPEN + 0.8 + 2 * gap)
    result = run(events)
    assert result.votes[1] == 3


def test_a_tap_after_tap_gap_comes_too_late_for_that_vote() -> None:
    late = P.tap_gap + 0.05
    events = taps(1, 2, OPEN + 0.5, every=0.2)
    last_up = OPEN + 0.5 + 0.2 + 0.08
    events += press(1, last_up + late, last_up + late + 0.08)
    events += taps(2, 5, OPEN + 0.5)  # keeps the ballot open past seat 1's late tap
    result = run(events, range(1, 6))
    assert result.votes[1] == 2


def test_a_seat_that_never_taps_keeps_the_ballot_open_until_the_window() -> None:
    events = taps(1, 2, OPEN + 0.5) + taps(2, 3, OPEN + 0.5)
    result = run(events, range(1, 4))
    assert result.votes == {1: 2, 2: 3, 3: None}
    assert result.closed_at == pytest.approx(OPEN + P.vote_window)


def test_the_window_closes_on_late_and_endless_tappers() -> None:
    window = TapParams(vote_window=3.0)
    events = taps(1, 2, OPEN + 0.5) + taps(2, 1, OPEN + 2.9)
    events += taps(3, 20, OPEN + 0.5, every=0.2)  # would reach 20 without the window
    events += taps(4, 2, OPEN + 3.1)  # after the close
    result = run(events, range(1, 5), window)
    assert result.closed_at == pytest.approx(OPEN + 3.0)
    # seats 2 and 3 were still tapping when the window closed: their counts are
    # unknowable, so neither votes and both are named (seat 3 had 13 taps by then)
    assert result.invalid[3] == "still tapping at the close (13 taps so far)"
    assert result.invalid[2] == "still tapping at the close (1 tap so far)"
    assert result.votes[1] == 2 and result.votes[2] is None and result.votes[4] is None


def test_own_seat_and_missing_seats_are_invalid_with_the_count() -> None:
    events = taps(5, 5, OPEN + 0.5) + taps(1, 12, OPEN + 0.5, every=0.2)
    events += taps(2, 1, OPEN + 0.5) + taps(3, 7, OPEN + 0.5, every=0.2) + taps(4, 4, OPEN + 0.5)
    result = run(events)
    assert dict(result.invalid) == {5: "own seat (5 taps)", 1: "no seat 12 (12 taps)",
                                    3: "no seat 7 (7 taps)", 4: "own seat (4 taps)"}
    assert dict(result.votes) == {1: None, 2: 1, 3: None, 4: None, 5: None}
    one = run(taps(1, 1, OPEN + 0.5))
    assert one.invalid[1] == "own seat (1 tap)"


def test_a_seat_not_taking_part_is_no_seat() -> None:
    seats = (1, 2, 4, 6)
    events = taps(1, 3, OPEN + 0.5) + taps(2, 4, OPEN + 0.5) + taps(6, 1, OPEN + 0.5)
    result = decode(TapBallot(seats, OPEN), events + taps(3, 2, OPEN + 0.5))
    assert result.invalid[1] == "no seat 3 (3 taps)"
    assert result.votes[2] == 4 and result.votes[6] == 1
    assert set(result.votes) == set(seats)  # seat 3's presses are ignored


def test_a_button_stuck_from_before_the_open_is_stuck_and_closes_at_once() -> None:
    events = [ButtonEvent(OPEN - 6.0, 3, DOWN)] + taps(1, 2, OPEN + 0.5) + taps(2, 1, OPEN + 0.5)
    result = run(events, range(1, 4))
    assert result.stuck == (3,) and result.votes[3] is None
    assert result.closed_at == pytest.approx(OPEN + 0.5 + 0.25 + 0.08 + P.tap_gap)


def test_a_button_held_past_stuck_after_loses_its_vote() -> None:
    events = taps(1, 2, OPEN + 0.5) + [ButtonEvent(OPEN + 1.0, 1, DOWN)]
    events += taps(2, 3, OPEN + 0.5)
    result = run(events, range(1, 4))
    assert result.stuck == (1,) and result.votes[1] is None
    assert 1 not in result.invalid
    released = taps(1, 2, OPEN + 0.5) + press(1, OPEN + 1.0, OPEN + 1.0 + P.stuck_after - 1)
    held_long = run(released + taps(2, 3, OPEN + 0.5), range(1, 4))
    assert held_long.stuck == () and held_long.votes[1] == 3


def test_a_press_held_at_the_window_is_a_count_cut_off() -> None:
    window = TapParams(vote_window=2.0)
    events = taps(1, 1, OPEN + 1.0) + [ButtonEvent(OPEN + 1.9, 1, DOWN)]
    result = run(events, range(1, 3), window)
    assert result.votes[1] is None
    assert result.invalid[1] == "still tapping at the close (2 taps so far)"
    blip = taps(1, 1, OPEN + 1.0) + [ButtonEvent(OPEN + 1.99, 1, DOWN)]
    result = run(blip, range(1, 3), window)
    assert result.votes[1] is None
    assert result.invalid[1] == "still tapping at the close (1 tap so far)"


def test_live_feeding_out_of_order_across_seats_matches_decode() -> None:
    events = taps(1, 3, OPEN + 0.4) + taps(2, 4, OPEN + 0.3) + taps(3, 1, OPEN + 0.5)
    events.sort(key=lambda e: e.t)
    # swap neighbours of different seats, as a late callback thread would
    shuffled = events[:]
    for i in range(0, len(shuffled) - 1, 2):
        if shuffled[i].seat != shuffled[i + 1].seat:
            shuffled[i], shuffled[i + 1] = shuffled[i + 1], shuffled[i]
    assert shuffled != events
    live = TapBallot(range(1, 4), OPEN)
    for event in shuffled:
        live.feed(event)
        assert not live.advance(event.t - 0.01)
    expected = decode(TapBallot(range(1, 4), OPEN), events)
    assert not live.advance(expected.closed_at - 0.001)
    with pytest.raises(RuntimeError):
        live.result()
    assert live.closes_at == pytest.approx(expected.closed_at)
    assert live.advance(expected.closed_at + 0.3)
    assert live.result() == expected
    assert live.result().closed_at == pytest.approx(expected.closed_at)  # not the clock


def test_edges_after_the_close_are_ignored() -> None:
    ballot = TapBallot(range(1, 3), OPEN)
    for event in taps(1, 2, OPEN + 0.5) + taps(2, 1, OPEN + 0.5):
        ballot.feed(event)
    assert ballot.advance(OPEN + 5.0)
    before = ballot.result()
    for event in taps(1, 3, OPEN + 5.1):
        ballot.feed(event)
    assert ballot.result() == before and before.votes[1] == 2


def test_a_seat_going_back_in_time_is_refused() -> None:
    ballot = TapBallot(range(1, 3), OPEN)
    ballot.feed(ButtonEvent(OPEN + 1.0, 1, DOWN))
    with pytest.raises(InvalidBallot, match="seat 1"):
        ballot.feed(ButtonEvent(OPEN + 0.5, 1, UP))
    ballot.feed(ButtonEvent(OPEN + 0.5, 2, DOWN))  # another seat may be behind


@pytest.mark.parametrize("bad", [{"tap_gap": 0}, {"vote_window": -1.0}, {"min_gap": -0.1},
                                 {"stuck_after": float("nan")}])
def test_bad_parameters_are_refused(bad: dict[str, float]) -> None:
    with pytest.raises(InvalidInput):
        TapParams(**bad)


def test_values_are_frozen_with_readable_reprs() -> None:
    result = run(taps(1, 2, OPEN + 0.5))
    assert "votes={1: 2" in repr(result) and repr(Edge.UP) == "Edge.UP"
    with pytest.raises(TypeError):
        result.votes[1] = 3  # type: ignore[index]
    assert repr(ButtonEvent(1.0, 2, DOWN)) == "ButtonEvent(t=1.0, seat=2, edge=Edge.DOWN)"


def test_a_press_from_before_the_open_still_held_at_the_close_is_no_tap() -> None:
    window = TapParams(vote_window=3.0)
    events = [ButtonEvent(OPEN - 0.5, 2, DOWN)]  # held 3.5 s by the close: not stuck yet
    result = run(events, range(1, 4), window)
    assert result.false_starts == (2,) and result.stuck == ()
    assert result.votes[2] is None and 2 not in result.invalid


def test_a_repeated_edge_is_ignored() -> None:
    # a missed release: down, down, up is still one tap
    events = [ButtonEvent(OPEN + 0.5, 3, DOWN), ButtonEvent(OPEN + 0.55, 3, DOWN),
              ButtonEvent(OPEN + 0.6, 3, UP), ButtonEvent(OPEN + 0.62, 3, UP)]
    assert run(events + taps(3, 1, OPEN + 0.9)).votes[3] == 2


def test_a_count_cut_off_by_the_window_is_no_vote_and_named() -> None:
    # a slow tapper still counting when the window ends: the count is unknowable
    params = TapParams(vote_window=4.0)
    events = taps(1, 9, OPEN + 0.5, every=0.5) + taps(2, 3, OPEN + 0.3)
    result = run(events, range(1, 11), params)
    assert result.votes[1] is None and result.votes[2] == 3
    assert result.invalid[1].startswith("still tapping at the close")
    assert 1 in result.not_counted()


def test_taps_faster_than_a_finger_are_a_noisy_contact() -> None:
    # a contact closing 25 ms at 20 Hz looks like taps, but no finger taps that fast
    events = taps(2, 6, OPEN + 0.3, every=0.05, hold=0.025) + taps(3, 2, OPEN + 0.3)
    result = run(events)
    assert result.noisy == (2,) and result.votes[2] is None and result.votes[3] == 2


def test_a_button_seat_votes_for_a_seat_beyond_the_buttons_named_as_a_target() -> None:
    """A big table: seats 1-5 tap, seats 6 and 12 vote by hand; 12 taps name seat 12,
    a target, while 9 taps name no seat of the game."""
    events = taps(1, 12, OPEN + 0.2) + taps(2, 9, OPEN + 0.3)
    hands = decode(TapBallot(range(1, 6), OPEN, P, targets=(6, 12)), events)
    assert hands.votes[1] == 12
    assert hands.votes[2] is None and "9" in hands.invalid[2]
    buttons_only = run(events)
    assert buttons_only.votes[1] is None and "12" in buttons_only.invalid[1]
