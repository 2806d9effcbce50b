"""Shared bits of the GPIO mocks: the MockFactory check and exact event stamps.

The mocks drive gpiozero's own ``MockFactory`` pins (``drive_low`` / ``drive_high``); the
real adapters see real gpiozero edges. A mock pin calls back on the thread that drives
it, before ``drive_low()`` returns, so a thread-local "stamp this edge at t" set around
the drive reaches exactly the callback of that edge, even with many driving threads.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from gpiozero import Device
from gpiozero.pins import Factory
from gpiozero.pins.mock import MockFactory, MockPin

from device.events import TimeSource


def mock_factory(pin_factory: Factory | None) -> MockFactory:
    """*pin_factory*, or ``Device.pin_factory``; a TypeError unless it is a MockFactory."""
    factory = pin_factory if pin_factory is not None else Device.pin_factory
    if not isinstance(factory, MockFactory):
        raise TypeError(
            "the GPIO mocks drive gpiozero's MockFactory pins; got "
            f"{type(factory).__name__} (use the mock_factory fixture, pass "
            "pin_factory=MockFactory(), or set GPIOZERO_PIN_FACTORY=mock)")
    return factory


class StampClock:
    """A clock function whose value can be pinned, per thread, while a mock drives a pin."""

    def __init__(self, clock: TimeSource = time.monotonic) -> None:
        self._clock = clock
        self._local = threading.local()

    def __call__(self) -> float:
        at: float | None = getattr(self._local, "at", None)
        return self._clock() if at is None else at

    def base(self) -> float:
        """The underlying clock, ignoring any pinned value."""
        return self._clock()

    @contextmanager
    def pinned(self, t: float | None) -> Iterator[None]:
        """Callbacks on this thread read *t* inside the block (``None``: the clock)."""
        previous = getattr(self._local, "at", None)
        self._local.at = t
        try:
            yield
        finally:
            self._local.at = previous


def drive(pin: MockPin, high: bool) -> None:
    if high:
        pin.drive_high()
    else:
        pin.drive_low()
