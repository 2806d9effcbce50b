"""The 128x64 OLED: screen values, their drawing, and the luma.oled adapter.

The public face is the ``Display`` protocol, ``NullDisplay`` and ``open_display`` here,
and the screen values in ``device.display.screens`` (what the core builds). ``screens``
and ``protocols`` need neither luma nor Pillow; ``render``, ``fonts`` and ``oled`` do;
``open_display`` and ``LumaDisplay`` are loaded on first use.
May import ``device.errors`` and itself; never the core, the shell or the engine.
"""

from __future__ import annotations

from typing import Any

from device.display.protocols import Display, NullDisplay

__all__ = ["Display", "LumaDisplay", "NullDisplay", "open_display"]


def __getattr__(name: str) -> Any:
    if name in ("open_display", "LumaDisplay"):
        from device.display import oled

        return getattr(oled, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
