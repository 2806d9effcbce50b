"""The simulator's keys: each press of a seat key is one tap, however fast they come."""

from __future__ import annotations

import queue
from collections import deque
from pathlib import Path
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


class Window:
    """A curses window of ``cols`` x ``rows`` that keeps what is drawn, as curses cuts it."""

    def __init__(self, cols: int, rows: int) -> None:
        self.cols, self.rows = cols, rows
        self.text: dict[int, str] = {}

    def getmaxyx(self) -> tuple[int, int]:
        return self.rows, self.cols

    def addnstr(self, y: int, x: int, text: str, n: int, *attrs: int) -> None:
        assert 0 <= y < self.rows and n <= self.cols and (y, n) != (self.rows - 1, self.cols)
        self.text[y] = text[:n]

    def erase(self) -> None:
        self.text.clear()

    def refresh(self) -> None:
        pass


def test_the_terminal_the_readme_names_shows_the_whole_frame(mock_factory: Any) -> None:
    """Issue 34, item 18: the frame needed 131 columns where the README says 130."""
    events: queue.SimpleQueue[Any] = queue.SimpleQueue()
    panel = MockSeatPanel(events, {s: SEAT_BUTTONS[s] for s in range(1, 11)},
                          {s: SEAT_LEDS[s] for s in range(1, 11)}, pin_factory=mock_factory)
    knob = MockKnob(events, pin_factory=mock_factory)
    screen = sim_ui.SimScreen(panel, knob, DummyOled(), deque(["a line"] * 3), 10)
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    size = f"{sim_ui.COLUMNS}x{sim_ui.ROWS}"
    assert f"(make the terminal {size})" in readme.replace("\n", " ")
    window = Window(sim_ui.COLUMNS, sim_ui.ROWS)
    screen.draw(window)
    frame = DummyOled().text_art(border=True).splitlines()
    assert [window.text[y] for y in range(len(frame))] == frame
    assert len(frame[0]) == sim_ui.COLUMNS
    assert window.text[len(frame) + 4] == sim_ui.HELP
    assert sim_ui.ROWS - 1 not in window.text              # no "make the terminal" hint
    panel.close()
    knob.close()
