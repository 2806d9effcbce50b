"""A real :class:`GpioSeatPanel` on gpiozero ``MockFactory`` pins, with hands to press it.

    panel = MockSeatPanel(events, clock=vclock.monotonic)
    panel.press(3, at=10.0)            # SeatEdge(10.0, 3, True) on the queue
    panel.release(3, at=10.08)
    panel.tap(4, 2, at=11.0)           # two taps: down 11.0, up 11.08, down 11.23, up 11.31
    panel.press(5, at=12.0, bounce=3)  # contact chatter before it settles down
    panel.lit_seats()                  # LEDs read back from the pins

Every edge goes through ``MockPin.drive_low()`` / ``drive_high()`` and gpiozero's real
``Button``; no fake GPIO. Mock pins do not debounce, so chatter reaches the queue as it
would from a real switch.

Stamps: with ``at=`` an edge is stamped exactly ``at`` (and the following edges of a
helper at fixed offsets from it: the times are given, not waited for). Without ``at``
a helper starts at the clock's time, but never before the previous helper's last stamp
on that seat, so that edges of one seat stay in order even when a helper's stamps run
ahead of a clock that has not moved.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping

from gpiozero.pins import Factory
from gpiozero.pins.mock import MockPin

from device.events import EventSink, SeatEdge, TimeSource
from device.hw.factory import PinSpec
from device.hw.seats import GpioSeatPanel
from device.pinout import SEAT_BUTTONS, SEAT_LEDS

from .pins import StampClock, drive, mock_factory

TAP_DOWN = 0.08  #: seconds a helper tap holds the button
TAP_UP = 0.15  #: seconds between a helper tap's release and the next press
BOUNCE_STEP = 0.001  #: seconds between chatter edges


class MockSeatPanel(GpioSeatPanel):
    """A :class:`GpioSeatPanel` on mock pins. Takes the same arguments; *clock* is a function."""

    def __init__(
        self,
        events: EventSink[SeatEdge],
        buttons: Mapping[int, PinSpec] = SEAT_BUTTONS,
        leds: Mapping[int, PinSpec] = SEAT_LEDS,
        *,
        clock: TimeSource = time.monotonic,
        pin_factory: Factory | None = None,
        pwm: bool | None = None,
    ) -> None:
        factory = mock_factory(pin_factory)
        self.stamps = StampClock(clock)
        super().__init__(
            events, buttons, leds, clock=self.stamps, pin_factory=factory,
            pwm=pwm)
        self._button_pins: dict[int, MockPin] = {s: factory.pin(p) for s, p in buttons.items()}
        self._led_pins: dict[int, MockPin] = {s: factory.pin(p) for s, p in leds.items()}
        self._next_free: dict[int, float] = {}

    # -- hands --

    def edges(self, seat: int, edges: Iterable[tuple[float | None, bool]]) -> None:
        """Drive raw ``(t, pressed)`` edges on a seat's button (``t=None``: clock time)."""
        pin = self.button_pin(seat)
        for t, pressed in edges:
            with self.stamps.pinned(t):
                drive(pin, high=not pressed)

    def press(
        self, seat: int, at: float | None = None, *, bounce: int = 0,
        bounce_step: float = BOUNCE_STEP,
    ) -> float:
        """Press and keep down; *bounce* make/break pairs first. Returns when it settled."""
        return self._settle(seat, True, at, bounce, bounce_step)

    def release(
        self, seat: int, at: float | None = None, *, bounce: int = 0,
        bounce_step: float = BOUNCE_STEP,
    ) -> float:
        """Let go; *bounce* break/make pairs first. Returns when it settled."""
        return self._settle(seat, False, at, bounce, bounce_step)

    def tap(
        self, seat: int, n: int = 1, at: float | None = None, *, down: float = TAP_DOWN,
        up: float = TAP_UP,
    ) -> float:
        """*n* clean taps from *at* (default: now). Returns the time of the last release."""
        t = self._start(seat, at)
        last = t
        for i in range(n):
            start = t + i * (down + up)
            last = start + down
            self.edges(seat, [(start, True), (last, False)])
        self._next_free[seat] = last + up
        return last

    def _settle(
        self, seat: int, pressed: bool, at: float | None, bounce: int, step: float
    ) -> float:
        t = self._start(seat, at)
        count = 2 * max(bounce, 0) + 1  # ends in the settled state
        self.edges(seat, [(t + i * step, pressed == (i % 2 == 0)) for i in range(count)])
        end = t + (count - 1) * step
        self._next_free[seat] = end
        return end

    def _start(self, seat: int, at: float | None) -> float:
        """*at*, or the clock but no earlier than this seat's last helper stamp."""
        if at is not None:
            return at
        return max(self.stamps.base(), self._next_free.get(seat, float("-inf")))

    # -- eyes --

    def button_pin(self, seat: int) -> MockPin:
        return self._button_pins[self._known(seat)]

    def led_pin(self, seat: int) -> MockPin:
        """The LED's mock pin; its ``states`` list records every change (blink history)."""
        return self._led_pins[self._known(seat)]

    def led_value(self, seat: int) -> float:
        """0.0 (off) to 1.0 (full), as the pin is driven right now."""
        return float(self.led_pin(seat).state)

    def led_values(self) -> dict[int, float]:
        return {seat: self.led_value(seat) for seat in self.seats}

    def lit_seats(self) -> frozenset[int]:
        """Seats whose LED pin is driven above 0 right now (a blink may be mid-off)."""
        return frozenset(seat for seat in self.seats if self.led_value(seat) > 0)

    def _known(self, seat: int) -> int:
        if seat not in self._button_pins:
            raise ValueError(f"seat {seat} is not on this panel (seats {list(self.seats)})")
        return seat
