"""The knob: real gpiozero RotaryEncoder and Button on MockFactory pins, and its decoders."""

from __future__ import annotations

import itertools
import queue
import time
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from device.events import KnobLongPress, KnobPress, KnobTurn
from device.hw.gestures import SwitchGestures
from device.hw.quadrature import QuadratureDecoder
from hw_mocks.knob import MockKnob

from .helpers import drain, opened


def turns(events: list[object]) -> list[int]:
    return [e.steps for e in events if isinstance(e, KnobTurn)]




@pytest.fixture()
def knob(
    mock_factory: object, no_leaked_threads: None, events: queue.Queue[object]
) -> Iterator[MockKnob]:
    yield from opened(MockKnob, events)


# -- turning --


def test_turns_give_one_event_per_detent_with_direction_and_time(
    knob: MockKnob, events: queue.Queue[object]
) -> None:
    knob.turn(+3, at=1.0, step_time=0.05)
    knob.turn(-2, at=2.0, step_time=0.05)
    got = drain(events)
    assert [e.steps for e in got if isinstance(e, KnobTurn)] == [1, 1, 1, -1, -1]
    assert [e.t for e in got if isinstance(e, KnobTurn)] == pytest.approx(
        [1.0, 1.05, 1.1, 2.0, 2.05])


def test_clockwise_closes_a_before_b(knob: MockKnob, events: queue.Queue[object]) -> None:
    for which, closed in (("a", True), ("b", True), ("a", False), ("b", False)):
        knob.contact(which, closed, at=3.0)
    assert drain(events) == [KnobTurn(3.0, +1)]
    for which, closed in (("b", True), ("a", True), ("b", False), ("a", False)):
        knob.contact(which, closed, at=4.0)
    assert drain(events) == [KnobTurn(4.0, -1)]


def test_contact_chatter_at_rest_is_no_turn(knob: MockKnob, events: queue.Queue[object]) -> None:
    knob.chatter("a", 40, at=1.0)
    knob.chatter("b", 40, at=2.0)
    knob.contact("a", True, at=3.0)  # half way into a detent and back
    knob.contact("b", True, at=3.01)
    knob.contact("b", False, at=3.02)
    knob.contact("a", False, at=3.03)
    assert drain(events) == []


def test_bouncing_contacts_still_count_each_detent_once(
    knob: MockKnob, events: queue.Queue[object]
) -> None:
    knob.turn(+4, at=1.0, bounce=5)
    knob.turn(-3, at=2.0, bounce=7)
    assert turns(drain(events)) == [1, 1, 1, 1, -1, -1, -1]


def test_reversal_chatter_after_a_detent_is_dropped(
    knob: MockKnob, events: queue.Queue[object]
) -> None:
    knob.turn(+1, at=1.0)
    knob.turn(-1, at=1.002)  # springs back past the detent 2 ms later: noise
    knob.turn(+1, at=1.004)  # and forward again: still noise
    knob.turn(-1, at=1.5)  # a hand turning back half a second later: real
    got = drain(events)
    assert got == [KnobTurn(1.0, +1), KnobTurn(1.5, -1)]
    assert knob.dropped == 2


_EXAMPLES = itertools.count(1)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.sampled_from([+1, -1]), st.integers(1, 4),
                          st.integers(0, 6), st.integers(0, 5), st.sampled_from("ab")),
                min_size=1, max_size=8))
def test_noise_on_a_and_b_never_adds_or_loses_a_detent(
    knob: MockKnob, events: queue.Queue[object],
    script: list[tuple[int, int, int, int, str]],
) -> None:
    """Each move: a direction, a number of detents, contact bounce on every edge of them,
    then chatter (pairs of toggles) on one contact while resting. The events must be
    exactly the detents turned."""
    drain(events)
    t = 1000.0 * next(_EXAMPLES)  # fresh time, well after the previous example
    expected: list[int] = []
    for direction, detents, bounce, chatter_pairs, contact in script:
        knob.turn(direction * detents, at=t, bounce=bounce)
        t += detents * 0.02 + 0.1
        knob.chatter(contact, 2 * chatter_pairs, at=t)
        t += 0.1
        expected += [direction] * detents
    assert turns(drain(events)) == expected


def test_decoder_drops_a_cycle_with_a_missed_edge() -> None:
    decoder = QuadratureDecoder()
    assert [decoder.feed(s, 0.0) for s in (2, 1, 0)] == [0, 0, 0]  # 2 -> 1 skips 3
    assert decoder.dropped == 1
    assert [decoder.feed(s, 1.0) for s in (2, 3, 1, 0)] == [0, 0, 0, 1]


def test_decoder_started_between_detents_waits_for_a_whole_cycle() -> None:
    decoder = QuadratureDecoder(state=3)
    assert [decoder.feed(s, 0.0) for s in (1, 0)] == [0, 0]
    assert [decoder.feed(s, 1.0) for s in (1, 3, 2, 0)] == [0, 0, 0, -1]


def test_decoder_ignores_repeated_levels() -> None:
    decoder = QuadratureDecoder()
    got = [decoder.contact(w, c, 0.0) for w, c in
           (("a", True), ("a", True), ("b", True), ("b", True), ("a", False), ("b", False))]
    assert got == [0, 0, 0, 0, 0, 1]


# -- the switch --


def test_click_is_a_press_stamped_at_release(
    knob: MockKnob, events: queue.Queue[object]
) -> None:
    released = knob.click(at=5.0, hold=0.12)
    assert drain(events) == [KnobPress(released)]
    assert released == pytest.approx(5.12)


def test_switch_bounce_gives_one_press(knob: MockKnob, events: queue.Queue[object]) -> None:
    knob.click(at=5.0, hold=0.1, bounce=4, bounce_step=0.001)
    assert [type(e) for e in drain(events)] == [KnobPress]


def test_a_glitch_shorter_than_min_press_is_nothing(
    knob: MockKnob, events: queue.Queue[object]
) -> None:
    knob.press(at=1.0)
    knob.release(at=1.005)
    assert drain(events) == []


def test_long_press_decided_at_release(knob: MockKnob, events: queue.Queue[object]) -> None:
    released = knob.long_press(at=7.0, hold=1.0)
    assert drain(events) == [KnobLongPress(released)]


def test_two_clicks_in_a_row_on_a_clock_that_has_not_moved_are_two_presses(
    mock_factory: object, no_leaked_threads: None, events: queue.Queue[object]
) -> None:
    with MockKnob(events, clock=lambda: 50.0) as knob:
        knob.click()
        knob.click()
        knob.turn(+1)
        knob.turn(-1)
    assert [type(e) for e in drain(events)] == [KnobPress, KnobPress, KnobTurn, KnobTurn]


def test_long_press_decided_while_held(
    mock_factory: object, no_leaked_threads: None, events: queue.Queue[object]
) -> None:
    from gpiozero import Device

    factory = Device.pin_factory
    assert factory is not None
    from device.hw.knob import GpioKnob
    from device.pinout import KNOB_BUTTON

    with GpioKnob(events, long_press=0.05):
        before = time.monotonic()
        factory.pin(KNOB_BUTTON).drive_low()
        after = time.monotonic()
        event = events.get(timeout=5)  # from gpiozero's hold thread, button still down
        assert isinstance(event, KnobLongPress)
        assert before + 0.05 <= event.t <= after + 0.05  # press edge + long_press
        factory.pin(KNOB_BUTTON).drive_high()
        assert drain(events) == []  # the release adds nothing


def test_real_clock_turns_are_stamped_at_the_completing_edge(
    mock_factory: object, no_leaked_threads: None, events: queue.Queue[object]
) -> None:
    from gpiozero import Device

    from device.hw.knob import GpioKnob
    from device.pinout import KNOB_A, KNOB_B

    factory = Device.pin_factory
    assert factory is not None
    with GpioKnob(events):
        factory.pin(KNOB_A).drive_low()
        factory.pin(KNOB_B).drive_low()
        factory.pin(KNOB_A).drive_high()
        before = time.monotonic()
        factory.pin(KNOB_B).drive_high()
        after = time.monotonic()
    (turn,) = drain(events)
    assert isinstance(turn, KnobTurn) and turn.steps == 1
    assert before <= turn.t <= after


def test_gestures_merge_release_bounce_into_one_press() -> None:
    g = SwitchGestures(0.8, min_press=0.02, merge_gap=0.015)
    g.down(0.0)
    assert g.up(0.2) == KnobPress(0.2)
    g.down(0.205)  # bounce of the release
    assert g.up(0.207) is None
    g.down(0.5)  # a new press
    assert g.up(0.6) == KnobPress(0.6)


def test_gestures_long_press_once_whether_held_or_released() -> None:
    g = SwitchGestures(0.8)
    g.down(1.0)
    assert g.held() == KnobLongPress(1.8)
    assert g.held() is None
    assert g.up(2.5) is None
    g.down(3.0)
    assert g.up(4.0) == KnobLongPress(4.0)


def test_close_stops_the_hold_thread_and_frees_the_pins(
    mock_factory: object, no_leaked_threads: None, events: queue.Queue[object]
) -> None:
    knob = MockKnob(events)
    knob.close()
    knob.close()
    MockKnob(events).close()
