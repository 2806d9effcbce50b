"""The knob's speed (a fast turn moves ten in a long list), read from the detents of the
real gpiozero RotaryEncoder on mock pins: the stamps the knob puts on its events decide."""

from __future__ import annotations

import queue
from collections.abc import Iterator

import pytest

from device.core.ui.knob_speed import FAST_FROM, FAST_GAP, FAST_STEP, KnobSpeed
from device.events import KnobTurn
from hw_mocks.knob import MockKnob

from .helpers import drain, opened

SEATS = 69   #: 68 seats and "Nobody"


@pytest.fixture()
def knob(
    mock_factory: object, no_leaked_threads: None, events: queue.Queue[object]
) -> Iterator[MockKnob]:
    yield from opened(MockKnob, events)


def moved(events: queue.Queue[object], items: int) -> list[int]:
    """The places each detent on the queue moves, in a list of ``items``."""
    speed = KnobSpeed()
    return [speed.move(e.t, e.steps, items) for e in drain(events) if isinstance(e, KnobTurn)]


def test_a_fast_turn_moves_ten_a_detent_after_its_first(
        knob: MockKnob, events: queue.Queue[object]) -> None:
    knob.turn(+4, at=1.0, step_time=0.02)       # a flick: 50 detents a second
    assert moved(events, SEATS) == [1, FAST_STEP, FAST_STEP, FAST_STEP]


def test_a_slow_turn_moves_one_a_detent(knob: MockKnob, events: queue.Queue[object]) -> None:
    knob.turn(+4, at=1.0, step_time=0.25)       # a hand reading the screen
    knob.turn(-2, at=3.0, step_time=0.15)
    assert moved(events, SEATS) == [1, 1, 1, 1, -1, -1]


def test_the_threshold_is_the_gap_between_two_detents(
        knob: MockKnob, events: queue.Queue[object]) -> None:
    knob.turn(+2, at=1.0, step_time=FAST_GAP - 0.005)
    knob.turn(+2, at=2.0, step_time=FAST_GAP + 0.005)
    assert moved(events, SEATS) == [1, FAST_STEP, 1, 1]


def test_a_fast_turn_back_starts_slow(knob: MockKnob, events: queue.Queue[object]) -> None:
    """A reversal is never fast: the first detent the other way moves one."""
    knob.turn(+3, at=1.0, step_time=0.02)
    knob.turn(-3, at=1.1, step_time=0.02)
    assert moved(events, SEATS) == [1, 10, 10, -1, -10, -10]


def test_a_short_list_moves_one_however_fast(
        knob: MockKnob, events: queue.Queue[object]) -> None:
    knob.turn(+4, at=1.0, step_time=0.02)
    assert moved(events, FAST_FROM) == [1, 1, 1, 1]
