"""The simulator's keys: each press of a seat key is one tap, however fast they come."""

from __future__ import annotations

import queue
from collections import deque
from typing import Any

import pytest

from engine.ballot import ButtonEvent, Edge, decode
from engine.ballot_tap import TapBallot

from device.events import SeatEdge
from device.pinout import SEAT_BUTTONS, SEAT_LEDS
from hw_mocks import sim_ui
from hw_mocks.display import DummyOled
from hw_mocks.knob import MockKnob
from hw_mocks.panel import MockSeatPanel


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize("frame", [0.005, 0.02, 0.05])
def test_three_quick_key_presses_are_three_taps(mock_factory: Any, frame: float,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(sim_ui.time, "monotonic", clock)
    events: queue.SimpleQueue[Any] = queue.SimpleQueue()
    panel = MockSeatPanel(events, {1: SEAT_BUTTONS[1], 2: SEAT_BUTTONS[2]},
                          {1: SEAT_LEDS[1], 2: SEAT_LEDS[2]}, clock=clock,
                          pin_factory=mock_factory)
    knob = MockKnob(events, clock=clock, pin_factory=mock_factory)
    screen = sim_ui.SimScreen(panel, knob, DummyOled(), deque(), 2)
    opened = clock.now
    for _ in range(3):                      # "1 1 1" typed within 30 ms
        screen.key(ord("1"))
        clock.now += 0.01
    while screen.busy:                       # the curses loop, one frame at a time
        screen._run_due()
        screen._run_taps()
        clock.now += frame
    edges = []
    while not events.empty():
        e = events.get()
        if isinstance(e, SeatEdge):
            edges.append(ButtonEvent(e.t, e.seat, Edge.DOWN if e.pressed else Edge.UP))
    result = decode(TapBallot([1, 2], opened), edges)
    assert result.votes[1] is None and result.invalid[1] == "no seat 3 (3 taps)"
    downs = [e.t for e in edges if e.edge is Edge.DOWN]
    ups = [e.t for e in edges if e.edge is Edge.UP]
    assert len(downs) == 3
    assert all(d - u > 0.015 for u, d in zip(ups, downs[1:]))   # a real release each time
    panel.close()
    knob.close()
