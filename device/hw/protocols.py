"""The interfaces the appliance uses for the seat panel and the knob.

Input arrives as events on the appliance's queue (see :mod:`device.events`); these
interfaces only cover output and lifetime. Every LED call sets the whole panel: a seat
not named in the call is switched off, so calling the same operation again is harmless.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import TracebackType
from typing import Protocol, Self

DEFAULT_BLINK = (0.5, 0.5)  #: seconds on, seconds off
DEFAULT_PULSE = (1.0, 1.0)  #: seconds fading in, seconds fading out


class SeatPanel(Protocol):
    """One button and one LED per seat."""

    @property
    def seats(self) -> tuple[int, ...]:
        """The seat numbers on this panel, ascending."""
        ...

    def pressed_seats(self) -> frozenset[int]:
        """Seats whose button is down right now."""
        ...

    def show(
        self,
        *,
        lit: Iterable[int] = (),
        blinking: Iterable[int] = (),
        pulsing: Iterable[int] = (),
    ) -> None:
        """Light, blink (default timing) and pulse these seats; every other seat off."""
        ...

    def all_off(self) -> None: ...

    def light(self, seats: Iterable[int]) -> None:
        """Exactly these seats lit steadily."""
        ...

    def blink(
        self, seats: Iterable[int], on_time: float = DEFAULT_BLINK[0],
        off_time: float = DEFAULT_BLINK[1],
    ) -> None:
        """Exactly these seats blinking, together."""
        ...

    def sweep_to(self, seat: int | None) -> None:
        """Only this seat lit (the sweep vote's moving light); ``None`` is all off."""
        ...

    def pulse(
        self, seats: Iterable[int], fade_in: float = DEFAULT_PULSE[0],
        fade_out: float = DEFAULT_PULSE[1],
    ) -> None:
        """Exactly these seats pulsing ("waiting for you"); a slow blink without PWM."""
        ...

    def close(self) -> None:
        """LEDs off, background threads stopped, pins released. Safe to call twice."""
        ...


class Knob(Protocol):
    """A rotary encoder with a push switch; it only produces events."""

    def close(self) -> None: ...


class ClosedOnExit:
    """A part that releases its pins in ``close()``, also as a ``with`` block."""

    def close(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
