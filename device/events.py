"""The input events of the seat panel and the knob, and the clock they are stamped with.

Hardware callbacks build one of these and put it on the appliance's single queue; the
event loop is the only reader. Every event carries ``t``: seconds on the appliance's
clock (``time.monotonic()`` on the box, a virtual clock in tests and the demo). Other
modules (timers, audio) define their own events on the same queue.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol, TypeVar

#: A clock as a plain function, e.g. ``time.monotonic`` or ``virtual_clock.monotonic``.
TimeSource = Callable[[], float]

EdgeName = Literal["down", "up"]

_E_contra = TypeVar("_E_contra", contravariant=True)


class Clock(Protocol):
    """Anything that tells monotonic time in seconds."""

    def monotonic(self) -> float: ...


class EventSink(Protocol[_E_contra]):
    """Where adapters put events: in practice the appliance's ``queue.Queue``."""

    def put(self, item: _E_contra, /) -> None: ...


@dataclass(frozen=True, slots=True)
class SeatEdge:
    """A seat button went down (``pressed``) or up. Raw edges: chatter is not filtered."""

    t: float
    seat: int
    pressed: bool

    @property
    def edge(self) -> EdgeName:
        return "down" if self.pressed else "up"

    def as_ballot(self) -> tuple[float, int, EdgeName]:
        """The ``(t, seat, "down"|"up")`` triple the engine's ballot decoder takes."""
        return (self.t, self.seat, self.edge)


@dataclass(frozen=True, slots=True)
class StuckButton:
    """A seat button has been held down for longer than the stuck limit (DESIGN §6)."""

    t: float
    seat: int


@dataclass(frozen=True, slots=True)
class KnobTurn:
    """The knob moved one detent: ``steps`` is +1 clockwise, -1 counter-clockwise."""

    t: float
    steps: int


@dataclass(frozen=True, slots=True)
class KnobPress:
    """A short press of the knob, stamped at its release."""

    t: float


@dataclass(frozen=True, slots=True)
class KnobLongPress:
    """A long press of the knob, stamped when it was recognised (while held, or at release)."""

    t: float


DeviceEvent = SeatEdge | StuckButton | KnobTurn | KnobPress | KnobLongPress
