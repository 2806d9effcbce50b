"""A real :class:`GpioKnob` on gpiozero ``MockFactory`` pins, with a hand to turn it.

    knob = MockKnob(events, clock=vclock.monotonic)
    knob.turn(+3)                   # three KnobTurn(+1) events
    knob.turn(-1, bounce=4)         # one KnobTurn(-1), each contact edge chattering 4 times
    knob.chatter("a", 6)            # contact noise at rest: no event
    knob.click()                    # KnobPress
    knob.long_press()               # KnobLongPress

Every edge goes through ``MockPin.drive_low()`` / ``drive_high()`` and gpiozero's real
``RotaryEncoder`` and ``Button`` pins. A closed contact is a low pin.

Stamps: as in :mod:`hw_mocks.panel`, ``at=`` gives exact times and a helper's later edges
follow at fixed offsets (given, not waited for). Without ``at``, a helper starts at the
clock's time but no earlier than just after the previous helper's last stamp, so that
``turn(+1); turn(-1)`` or ``click(); click()`` on a clock that has not moved are not
mistaken for chatter. Such stamps can run slightly ahead of the clock.
"""

from __future__ import annotations

import time

from gpiozero.pins import Factory
from gpiozero.pins.mock import MockPin

from device.events import EventSink, TimeSource
from device.hw.factory import PinSpec
from device.hw.knob import GpioKnob, KnobEvent
from device.pinout import KNOB_A, KNOB_B, KNOB_BUTTON

from .pins import StampClock, drive, mock_factory

STEP_TIME = 0.02  #: seconds per detent in turn()
CLICK_HOLD = 0.1  #: seconds a click() holds the switch
BOUNCE_STEP = 0.0002  #: seconds between chatter edges
SETTLE = 0.05  #: seconds a helper leaves quiet after its last edge (no merging, no guard)
#: one detent clockwise, as (contact, closed): 0 -> 2 -> 3 -> 1 -> 0
CLOCKWISE = (("a", True), ("b", True), ("a", False), ("b", False))
COUNTER_CLOCKWISE = (("b", True), ("a", True), ("b", False), ("a", False))


class MockKnob(GpioKnob):
    """A :class:`GpioKnob` on mock pins. Takes the same arguments (``tuning``:
    ``long_press``, ``reversal_guard``, ``min_press``, ``merge_gap``); *clock* is a
    function."""

    def __init__(self, events: EventSink[KnobEvent], a: PinSpec = KNOB_A, b: PinSpec = KNOB_B,
                 button: PinSpec = KNOB_BUTTON, *, clock: TimeSource = time.monotonic,
                 pin_factory: Factory | None = None, **tuning: float) -> None:
        factory = mock_factory(pin_factory)
        self.stamps = StampClock(clock)
        super().__init__(events, a, b, button, clock=self.stamps, pin_factory=factory,
                         **tuning)
        self._pins: dict[str, MockPin] = {
            "a": factory.pin(a), "b": factory.pin(b), "switch": factory.pin(button)}
        self._next_free = float("-inf")

    # -- the encoder --

    def contact(self, which: str, closed: bool, at: float | None = None) -> None:
        """Drive one encoder contact (``"a"`` or ``"b"``) open or closed."""
        with self.stamps.pinned(at):
            drive(self.pin(which), high=not closed)

    def turn(
        self, steps: int, at: float | None = None, *, step_time: float = STEP_TIME,
        bounce: int = 0, bounce_step: float = BOUNCE_STEP,
    ) -> float:
        """Turn *steps* detents (+ clockwise), each contact change chattering *bounce* times.

        Returns the time of the last detent.
        """
        start = self._start(at)
        cycle = CLOCKWISE if steps > 0 else COUNTER_CLOCKWISE
        t = start
        for i in range(abs(steps)):
            t = start + i * step_time
            for which, closed in cycle:
                for k in range(2 * bounce):  # make-break pairs, then the settled change
                    self.contact(which, closed == (k % 2 == 0), t + k * bounce_step)
                self.contact(which, closed, t + 2 * bounce * bounce_step)
        self._next_free = t + step_time
        return t

    def chatter(self, which: str, toggles: int, at: float | None = None, *,
                bounce_step: float = BOUNCE_STEP) -> None:
        """Toggle one contact *toggles* times from where it is (even: it ends as it was)."""
        t = self._start(at)
        closed = not bool(self.pin(which).state)
        for k in range(toggles):
            closed = not closed
            self.contact(which, closed, t + k * bounce_step)
        self._next_free = t + toggles * bounce_step + SETTLE

    # -- the switch --

    def press(self, at: float | None = None) -> float:
        """Press the switch and keep it down. Returns its stamp."""
        t = self._next_free = self._start(at)
        with self.stamps.pinned(t):
            self.pin("switch").drive_low()
        return t

    def release(self, at: float | None = None) -> float:
        """Let the switch go. Returns its stamp."""
        t = self._start(at)
        self._next_free = t + SETTLE
        with self.stamps.pinned(t):
            self.pin("switch").drive_high()
        return t

    def click(self, at: float | None = None, *, hold: float = CLICK_HOLD, bounce: int = 0,
              bounce_step: float = 0.001) -> float:
        """Press and release after *hold*, with *bounce* chatter pairs at each end.

        Returns the release time.
        """
        t = self._start(at)
        for k in range(bounce):
            self.press(t + 2 * k * bounce_step)
            self.release(t + (2 * k + 1) * bounce_step)
        self.press(t + 2 * bounce * bounce_step)
        end = t + 2 * bounce * bounce_step + hold
        for k in range(bounce):
            self.release(end + 2 * k * bounce_step)
            self.press(end + (2 * k + 1) * bounce_step)
        self.release(end + 2 * bounce * bounce_step)
        self._next_free = end + 2 * bounce * bounce_step + SETTLE
        return end + 2 * bounce * bounce_step

    def long_press(self, at: float | None = None, *, hold: float | None = None) -> float:
        """Hold for *hold* (default: the long-press time + 0.2 s) and release."""
        held = self.long_press_time + 0.2 if hold is None else hold
        return self.click(at, hold=held)

    def _start(self, at: float | None) -> float:
        """*at*, or the clock but no earlier than the end of the previous helper's edges."""
        return max(self.stamps.base(), self._next_free) if at is None else at

    def pin(self, which: str) -> MockPin:
        """The mock pin of ``"a"``, ``"b"`` or ``"switch"``."""
        return self._pins[which]
