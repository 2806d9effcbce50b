"""The display interface, and the no-op display used when there is no OLED (DESIGN §6)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from device.display.table_screens import Screen


log = logging.getLogger(__name__)


@runtime_checkable
class Display(Protocol):
    """Shows screen values. ``show`` of an unchanged value costs nothing."""

    def show(self, screen: Screen) -> None: ...

    def clear(self) -> None: ...

    def close(self) -> None: ...


class NullDisplay:
    """A display that draws nothing, so the box keeps running on voice and LEDs.

    With a ``reason`` it logs one warning when created, and nothing after that.
    ``last`` keeps the most recent screen value, for anyone who wants to print it instead.
    """

    def __init__(self, reason: str | None = None) -> None:
        self.reason = reason
        self.last: Screen | None = None
        if reason is not None:
            log.warning("no display, continuing without it: %s", reason)

    def show(self, screen: Screen) -> None:
        self.last = screen

    def clear(self) -> None:
        self.last = None

    def close(self) -> None:
        self.last = None
