"""The 128x64 OLED: screen values, their drawing, and the luma.oled adapter.

The public face is the ``Display`` protocol and ``NullDisplay`` here, the screen values in
``device.display.screens`` and ``table_screens`` (what the core builds: the box's, a
game's), and ``open_display``/``LumaDisplay`` in ``device.display.oled``. ``screens``,
``table_screens`` and ``protocols`` need neither luma nor Pillow; ``render``,
``table_render``, ``fonts`` and ``oled`` do, so this package does not import them: whoever opens
the OLED imports ``device.display.oled`` (``nightbox run`` does so after the config).
May import ``device.errors`` and itself; never the core, the shell or the engine.
"""

from __future__ import annotations

from device.display.protocols import Display, NullDisplay

__all__ = ["Display", "NullDisplay"]
