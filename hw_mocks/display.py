"""The OLED for tests and the simulator: the real adapter on luma's ``dummy`` device.

``DummyOled`` draws with exactly the code the box uses; ``image`` is the last frame
(luma's dummy keeps it) and ``text_art()`` turns it into half-block characters for the
terminal simulator: two pixel rows per character, so 128 columns by 32 lines.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from luma.core.device import dummy
from PIL import Image

from device.display.oled import LumaDisplay
from device.store.atomic import atomic_write_bytes

#: (top pixel lit, bottom pixel lit) -> character
_HALF_BLOCKS = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


class DummyOled(LumaDisplay):
    """A :class:`LumaDisplay` on a one-bit 128x64 ``luma.core.device.dummy``."""

    def __init__(self, width: int = 128, height: int = 64) -> None:
        super().__init__(dummy(width=width, height=height, mode="1"))

    @property
    def image(self) -> Image.Image | None:
        """The last frame sent to the device (``None`` before the first)."""
        image: Image.Image | None = self.device.image
        return image

    def text_art(self, border: bool = False) -> str:
        """The last frame as half-block text (blank before the first frame)."""
        image = self.image or Image.new("1", self.device.size)
        return text_art(image, border)

    def save_png(self, path: str | Path, scale: int = 4) -> None:
        """Save the last frame, scaled up with nearest neighbour for legibility: a new file
        renamed over ``path``, so a symbolic link there is replaced, never written through."""
        image = self.image or Image.new("1", self.device.size)
        png = io.BytesIO()
        scaled(image, scale).save(png, format="PNG")
        atomic_write_bytes(path, png.getvalue(), mode=0o644)


def text_art(image: Image.Image, border: bool = False) -> str:
    """A one-bit image as text: each character is two pixel rows (``▀ ▄ █`` or space)."""
    bw = image.convert("1")
    width, height = bw.size
    def lit(x: int, y: int) -> bool:
        return y < height and bool(bw.getpixel((x, y)))

    lines = ["".join(_HALF_BLOCKS[(lit(x, y), lit(x, y + 1))] for x in range(width))
             for y in range(0, height, 2)]
    if border:
        lines = ["┌" + "─" * width + "┐", *(f"│{line}│" for line in lines),
                 "└" + "─" * width + "┘"]
    return "\n".join(lines)


def scaled(image: Image.Image, scale: int = 4) -> Image.Image:
    """``image`` enlarged ``scale`` times with hard pixel edges."""
    return image.resize((image.width * scale, image.height * scale), Image.Resampling.NEAREST)


class WindowOled(DummyOled):
    """The terminal's OLED and, beside it, luma.emulator's pygame window: the same frames,
    scaled up, in a desktop window (``nightbox sim --display pygame``)."""

    def __init__(self, scale: int = 4) -> None:
        super().__init__()
        from luma.emulator.device import pygame as pygame_device

        self.window = LumaDisplay(pygame_device(width=128, height=64, mode="1",
                                                transform="none", scale=scale))

    def show(self, screen: Any) -> None:
        super().show(screen)
        self.window.show(screen)

    def clear(self) -> None:
        super().clear()
        self.window.clear()

    def close(self) -> None:
        super().close()
        self.window.close()


#: what ``--display pygame`` needs, and how to get it
EMULATOR_HELP = ("--display pygame needs luma.emulator and pygame: "
                 ".venv/bin/pip install 'luma.emulator~=1.7' 'pygame~=2.6' "
                 "(or pip install -e '.[sim]')")


def emulator_available() -> bool:
    try:
        import luma.emulator.device  # noqa: F401
        import pygame  # noqa: F401
    except ImportError:
        return False
    return True
