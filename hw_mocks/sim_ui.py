"""The terminal front end of ``nightbox sim``: keys press mock pins, the OLED and LEDs
are drawn from the mock hardware, and the box runs its real loop on its own thread.

Keys: 1-9 and 0 are seats 1-10; Left/Right or [ ] turn the knob; Enter presses it;
b (or Shift+Enter where the terminal tells them apart) is a long press; q quits.
"""

from __future__ import annotations

import curses
import time
from collections import deque
from typing import Any

from .display import DummyOled
from .knob import MockKnob
from .panel import MockSeatPanel

TAP_HOLD = 0.08
#: the release between two taps of the same key: longer than the ballot's bounce merge
#: (15 ms), so a repeated key is a new tap, never one long press
TAP_REST = 0.06
SEAT_KEYS = {ord(str(n % 10)): n for n in range(1, 11)}
HELP = "1-9,0 seats | Left/Right or [ ] knob | Enter press | b long press | q quit"
#: the terminal that shows it all: the OLED's 128 columns in a frame, and 32 rows of it
#: with the frame, the lights, three lines of voice and the keys (the README says so)
COLUMNS, ROWS = 130, 40


class SimScreen:
    def __init__(self, panel: MockSeatPanel, knob: MockKnob, oled: DummyOled,
                 lines: deque[str], seats: int) -> None:
        self.panel, self.knob, self.oled, self.lines, self.seats = panel, knob, oled, lines, seats
        self.releases: list[tuple[float, Any]] = []
        self.free: dict[int, float] = {}
        self.pending: dict[int, int] = {}
        self.down: dict[int, float] = {}

    # -- input ------------------------------------------------------------
    def _later(self, delay: float, action: Any) -> None:
        self.releases.append((time.monotonic() + delay, action))

    def _run_due(self) -> None:
        now = time.monotonic()
        due = [a for t, a in self.releases if t <= now]
        self.releases = [(t, a) for t, a in self.releases if t > now]
        for action in due:
            action()

    def key(self, ch: int) -> bool:
        """Handle one key; ``False`` means quit."""
        if ch in (ord("q"), ord("Q")):
            return False
        if ch in SEAT_KEYS and SEAT_KEYS[ch] <= self.seats:
            self.tap(SEAT_KEYS[ch])
        elif ch in (curses.KEY_RIGHT, ord("]")):
            self.knob.turn(+1)
        elif ch in (curses.KEY_LEFT, ord("[")):
            self.knob.turn(-1)
        elif ch in (10, 13, curses.KEY_ENTER):
            self.knob.press()
            self._later(TAP_HOLD, self.knob.release)
        elif ch in (ord("b"), ord("B"), 343):  # 343: some terminals' Shift+Enter
            self.knob.press()
            self._later(self.knob.long_press_time + 0.1, self.knob.release)
        return True

    def tap(self, seat: int) -> None:
        """One key press is one tap: down for ``TAP_HOLD``, then up for at least
        ``TAP_REST`` before the next tap of that seat (keys typed faster queue up). The
        times are measured when each edge really happens, so a slow frame never turns
        a tap into a blip."""
        self.pending[seat] = self.pending.get(seat, 0) + 1

    def _run_taps(self) -> None:
        now = time.monotonic()
        for seat in list(self.pending):
            down_since = self.down.get(seat)
            if down_since is not None:
                if now - down_since >= TAP_HOLD:
                    self.panel.release(seat)
                    del self.down[seat]
                    self.free[seat] = now + TAP_REST
                    self.pending[seat] -= 1
                    if not self.pending[seat]:
                        del self.pending[seat]
            elif now >= self.free.get(seat, 0.0):
                self.panel.press(seat)
                self.down[seat] = now

    @property
    def busy(self) -> bool:
        """Taps are queued: poll often so their timing stays close."""
        return bool(self.pending or self.releases)

    # -- output -----------------------------------------------------------
    def draw(self, win: Any) -> None:
        win.erase()
        rows, cols = win.getmaxyx()
        art = self.oled.text_art(border=True).splitlines()
        for y, line in enumerate(art[: rows - 6]):   # never the last row: all its columns
            win.addnstr(y, 0, line, cols)
        y = min(len(art), rows - 6)
        leds = "  ".join(f"{s}{self._led(s)}" for s in range(1, self.seats + 1))
        win.addnstr(y, 0, f"LEDs  {leds}", cols - 1)
        for i, text in enumerate(list(self.lines)[-3:]):
            win.addnstr(y + 1 + i, 0, f"Voice {text}", cols - 1)
        win.addnstr(y + 4, 0, HELP, cols - 1, curses.A_DIM)
        if cols < COLUMNS or rows < ROWS:
            win.addnstr(rows - 1, 0, f"(make the terminal {COLUMNS}x{ROWS} to see the whole "
                        "screen)", cols - 1, curses.A_DIM)
        win.refresh()

    def _led(self, seat: int) -> str:
        value = self.panel.led_value(seat)
        return "●" if value > 0.66 else "◐" if value > 0.05 else "○"

    def loop(self, win: Any, alive: Any) -> None:
        curses.curs_set(0)
        while alive():
            win.timeout(5 if self.busy else 50)
            self._run_due()
            self._run_taps()
            self.draw(win)
            ch = win.getch()
            if ch != -1 and not self.key(ch):
                return
