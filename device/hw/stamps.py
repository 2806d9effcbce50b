"""Timestamps for pin events, on the appliance's clock.

gpiozero hands every pin change its *ticks* (the pin library's own time of the edge:
lgpio's kernel timestamp, or the factory's ``ticks()`` read when the change was seen).
Device-level callbacks such as ``Button.when_pressed`` get no ticks, but inside them
``Button.active_time`` / ``inactive_time`` is "now minus the edge's ticks".

With the real clock (``clock=None``) an event is stamped ``time.monotonic()`` minus the
edge's age, so a callback that runs late (a busy callback thread) still gets the time of
the edge. With an injected clock (virtual time) the pin library's real-time ticks mean
nothing, so the event is stamped ``clock()`` when the callback runs.

If an age is implausible (negative or over a second: the pin library's ticks and the
factory's ``ticks()`` are on different clocks), the callback time is used and this is
logged once.
"""

from __future__ import annotations

import logging
import time

from gpiozero.pins import Factory

from device.events import TimeSource

log = logging.getLogger(__name__)

#: an edge older than this when its callback runs is treated as a clock mismatch
MAX_EDGE_AGE = 1.0


class EdgeClock:
    """Stamps events for one adapter. Thread-safe: it holds no changing state but a flag."""

    def __init__(self, factory: Factory, clock: TimeSource | None = None) -> None:
        self._factory = factory
        self._clock: TimeSource = time.monotonic if clock is None else clock
        self._corrects_age = clock is None
        self._warned = False

    @property
    def corrects_age(self) -> bool:
        """True when stamps are moved back to the edge time reported by the pin library."""
        return self._corrects_age

    def now(self) -> float:
        return self._clock()

    def at_ticks(self, ticks: float) -> float:
        """The time of an edge the pin library stamped *ticks*."""
        if not self._corrects_age:
            return self._clock()
        factory = self._factory
        return self.before(factory.ticks_diff(factory.ticks(), ticks))

    def before(self, age: float | None) -> float:
        """``now - age``: the time of something that happened *age* seconds ago."""
        now = self._clock()
        if not self._corrects_age or age is None:
            return now
        if 0.0 <= age <= MAX_EDGE_AGE:
            return now - age
        if not self._warned:
            self._warned = True
            log.warning(
                "pin event reported %.6f s ago; its ticks are on another clock, "
                "so events are stamped when their callback runs", age)
        return now
