"""The 128x64 OLED: screen values, their drawing, and the luma.oled adapter.

``screens`` and ``protocols`` need neither luma nor Pillow; ``render``, ``fonts`` and
``oled`` do. ``open_display`` and ``LumaDisplay`` are loaded on first use.
May import ``device.errors`` and itself; never the core, the shell or the engine.
"""

from __future__ import annotations

from typing import Any

from device.display.protocols import Display, NullDisplay
from device.display.screens import (
    CountdownScreen,
    DealScreen,
    MenuScreen,
    MessageScreen,
    NightScreen,
    Screen,
    SeatingScreen,
    TallyScreen,
    WinnersScreen,
)

__all__ = [
    "CountdownScreen",
    "DealScreen",
    "Display",
    "LumaDisplay",
    "MenuScreen",
    "MessageScreen",
    "NightScreen",
    "NullDisplay",
    "Screen",
    "SeatingScreen",
    "TallyScreen",
    "WinnersScreen",
    "open_display",
]


def __getattr__(name: str) -> Any:
    if name in ("open_display", "LumaDisplay"):
        from device.display import oled

        return getattr(oled, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
