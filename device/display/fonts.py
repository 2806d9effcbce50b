"""The fonts the screens use, shipped as package data in ``device/fonts/``.

- Text: Terminus Font (SIL OFL 1.1), a bitmap font made for small screens. ``text()`` is
  the 6x12 cell (capitals and digits 8 px tall, 21 characters across 128 px); ``title()``
  is the bold 8x14 cell (capitals 10 px tall, 16 across).
- Big digits: DejaVu Sans Condensed Bold (Bitstream Vera licence), scaled to ~30 px.

The files are read through ``importlib.resources``: no system font path is ever used.
Terminus is a bitmap font, so it only comes in its own sizes (12, 14, 16, ... 32).
"""

from __future__ import annotations

import io
from functools import cache, lru_cache
from importlib import resources
from typing import Literal

from PIL import ImageFont

Face = Literal["text", "title", "digits"]
Font = ImageFont.FreeTypeFont

_FILES: dict[str, str] = {
    "text": "terminus-normal.otb",
    "title": "terminus-bold.otb",
    "digits": "DejaVuSansCondensed-Bold.ttf",
}

#: the text font's cell: 6 px wide, 12 px tall (capitals in rows 2..9, descenders to 11)
TEXT_SIZE, CHAR, LINE = 12, 6, 12
#: the title font's cell: 8 px wide, 14 px tall (capitals in rows 2..11)
TITLE_SIZE, TITLE_CHAR, TITLE_LINE = 14, 8, 14


@cache
def _data(face: str) -> bytes:
    return resources.files("device").joinpath("fonts").joinpath(_FILES[face]).read_bytes()


@lru_cache(maxsize=64)
def font(face: Face, size: int) -> Font:
    """The shipped ``face`` at ``size`` px; cached, so asking again is free.

    The basic layout engine places glyphs on whole pixels, which keeps one-bit text even.
    """
    return ImageFont.truetype(io.BytesIO(_data(face)), size,
                              layout_engine=ImageFont.Layout.BASIC)


def text() -> Font:
    return font("text", TEXT_SIZE)


def title() -> Font:
    return font("title", TITLE_SIZE)


def digits(size: int) -> Font:
    return font("digits", size)
