"""Drawing primitives for a 128x64 one-bit canvas: fitted text, wrapping, seat cells, bars.

Text is placed by its line box, the font's cell: a 12 px text line at ``y`` fills rows
``y .. y + 11`` with the capitals in ``y + 2 .. y + 9``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from functools import lru_cache

from PIL import ImageDraw

from device.display import fonts
from device.display.fonts import LINE, TITLE_LINE, Font

W, H = 128, 64
ON, OFF = "white", "black"
ELLIPSIS = "…"

Draw = ImageDraw.ImageDraw


#: Called with any text that had to be cut to fit, or that runs off the screen; the
#: overflow test sets it (tests/device/test_screen_fit.py). ``None`` on the box.
on_cut: Callable[[str], None] | None = None


def cut(s: str) -> None:
    """Report ``s`` as cut short or left out (to :data:`on_cut`, when a test set it)."""
    if on_cut is not None:
        on_cut(s)


#: French puts a narrow no-break space before : ; ? ! (U+202F in the catalogue); the Terminus
#: faces have no glyph for it, so it is drawn as their no-break space (one cell, blank)
NARROW_NBSP, NBSP = "\u202f", "\u00a0"
#: the spaces a line may break at: every white space but the no-break ones
_BREAKS = re.compile(r"[^\S\u00a0\u202f]+")
#: what a piece of a word too long for a line must not start with
_NO_LINE_START = f"{NARROW_NBSP}{NBSP}:;?!»"


def drawable(s: str) -> str:
    """``s`` with each character the fonts lack put as the one they draw for it."""
    return s.replace(NARROW_NBSP, NBSP)


def text_width(s: str, font: Font) -> int:
    """The width of ``s`` in pixels (its advance, which holds the ink)."""
    return int(font.getbbox(drawable(s))[2]) if s else 0


#: the screen's last column, which no glyph's ink may reach: a glyph there reads as cut
#: (the deck's tick at the right edge); a bold title keeps two (its "?" beside the rail)
EDGE, TITLE_EDGE = 1, 2


def text(draw: Draw, x: int, y: int, s: str, font: Font, fill: str = ON,
         edge: int = EDGE) -> None:
    """Draw one line whose line box (the font's cell) starts at row ``y``; its ink must
    keep clear of the screen's last ``edge`` columns."""
    right = x + text_width(s, font)
    # the ink never runs past the advance width: render it only when the line nears the edge
    if x < 0 or right > W or (s and right >= W - edge and x + ink_span(s, font)[1] >= W - edge):
        cut(s)
    draw.text((x, y), drawable(s), font=font, fill=fill)


def fit(s: str, font: Font, width: int) -> str:
    """``s`` itself if it fits in ``width`` pixels, otherwise cut and ended with an ellipsis."""
    if text_width(s, font) <= width:
        return s
    cut(s)
    for end in range(len(s) - 1, -1, -1):
        short = s[:end].rstrip() + ELLIPSIS
        if text_width(short, font) <= width:
            return short
    return ""


def _pieces(word: str, font: Font, width: int) -> list[str]:
    """A word split into pieces that each fit ``width`` (most words are one piece)."""
    pieces: list[str] = []
    if len(word) > 1 and text_width(word, font) > width:
        cut(word)
    while len(word) > 1 and text_width(word, font) > width:
        end = max((i for i in range(1, len(word)) if text_width(word[:i], font) <= width),
                  default=1)
        while end > 1 and word[end] in _NO_LINE_START:  # "vous\u202f!" keeps its "!"
            end -= 1
        pieces.append(word[:end])
        word = word[end:]
    return [*pieces, word]


def wrap(s: str, font: Font, width: int, max_lines: int) -> list[str]:
    """Greedy word wrap into at most ``max_lines`` lines; an overflow ends in an ellipsis
    (no line at all where ``max_lines`` is none: the text has no room)."""
    if max_lines < 1:
        return []
    lines: list[str] = []
    for word in (w for w in _BREAKS.split(s) if w):
        for piece in _pieces(word, font, width):
            if lines and text_width(f"{lines[-1]} {piece}", font) <= width:
                lines[-1] = f"{lines[-1]} {piece}"
            else:
                lines.append(piece)
    if len(lines) > max_lines:
        cut(s)
        lines = lines[:max_lines]
        last = lines[-1] + ELLIPSIS
        while text_width(last, font) > width and len(last) > 1:
            last = last[:-2].rstrip() + ELLIPSIS
        lines[-1] = last
    return lines


@lru_cache(maxsize=512)
def ink_span(s: str, font: Font) -> tuple[int, int]:
    """The first and last lit columns of ``s`` drawn at x = 0 (``(0, -1)`` for no ink)."""
    box = font.getmask(drawable(s)).getbbox()
    return (box[0], box[2] - 1) if box else (0, -1)


def centered(draw: Draw, cx: float, y: int, s: str, font: Font, fill: str = ON) -> None:
    """Draw ``s`` with its ink centred on column ``cx`` (a .5 centres between two columns)."""
    first, last = ink_span(s, font)
    x = round(cx - (first + last) / 2 + 0.01)
    text(draw, max(0, min(x, W - text_width(s, font))), y, s, font, fill)


def number(draw: Draw, cx: float, y: int, n: int, font: Font, fill: str = ON) -> None:
    """A seat number or count centred on ``cx``, its digits one clear column apart.

    Tighter than the font's own spacing, so "10" keeps clear of its neighbours in a
    12 px column.
    """
    spans = [ink_span(digit, font) for digit in str(n)]
    width = sum(last - first + 1 for first, last in spans) + len(spans) - 1
    x = round(cx - (width - 1) / 2 + 0.01)
    for digit, (first, last) in zip(str(n), spans):
        text(draw, x - first, y, digit, font, fill)
        x += last - first + 2


def columns(n: int, left: int, right: int, max_pitch: int) -> tuple[int, int]:
    """Lay ``n`` equal columns between ``left`` and ``right``: (first x, pitch)."""
    pitch = max(1, min(max_pitch, (right - left) // max(1, n)))
    return left + (right - left - n * pitch) // 2, pitch


def cells_fit(seats: Sequence[int], font: Font, left: int = 0, right: int = W,
              max_pitch: int = 16) -> bool:
    """Every seat's number reads in its cell (a big table's 16 or 68 seats do not)."""
    if not seats:
        return True
    _x0, pitch = columns(len(seats), left, right, max_pitch)
    spans = [ink_span(digit, font) for digit in str(max(seats))]
    ink = sum(last - first + 1 for first, last in spans) + len(spans) - 1   # as number() draws
    return pitch - 2 >= ink


def seat_cells(draw: Draw, y: int, seats: Sequence[int], font: Font, *,
               filled: Collection[int] = (), boxed: Collection[int] = (),
               dotted: Collection[int] = (), left: int = 0, right: int = W,
               max_pitch: int = 16) -> None:
    """One cell per seat number, ``LINE`` tall: filled (inverted), boxed, a dot, or plain."""
    x0, pitch = columns(len(seats), left, right, max_pitch)
    for i, seat in enumerate(seats):
        x = x0 + i * pitch
        box = (x, y, x + pitch - 2, y + LINE - 1)
        cx = x + (pitch - 2) // 2
        if seat in dotted:
            draw.rectangle((cx - 1, y + 5, cx, y + 6), fill=ON)
            continue
        fill = ON
        if seat in filled:
            draw.rectangle(box, fill=ON)
            fill = OFF
        elif seat in boxed:
            draw.rectangle(box, outline=ON)
        number(draw, x + (pitch - 2) / 2, y, seat, font, fill)


def progress_bar(draw: Draw, box: tuple[int, int, int, int], fraction: float) -> None:
    """An outlined bar whose inside is lit from the left for ``fraction`` (clamped to 0..1)."""
    x0, y0, x1, y1 = box
    draw.rectangle(box, outline=ON)
    inner = x1 - x0 - 3  # the lit span runs x0+2 .. x1-2
    lit = round(inner * min(1.0, max(0.0, fraction)))
    if lit > 0:
        draw.rectangle((x0 + 2, y0 + 2, x0 + 2 + lit - 1, y1 - 2), fill=ON)


def check_mark(draw: Draw, x: int, y: int, ok: bool, fill: str = ON) -> None:
    """A 9x8 tick (``ok``) or cross drawn with lines, at the top-left ``x, y``."""
    if ok:
        draw.line((x, y + 4, x + 3, y + 7, x + 8, y), fill=fill, width=2)
    else:
        draw.line((x + 1, y, x + 8, y + 7), fill=fill, width=2)
        draw.line((x + 1, y + 7, x + 8, y), fill=fill, width=2)


def badge(draw: Draw, right: int, y: int, s: str, font: Font) -> int:
    """Inverted text (one cell tall) ending at column ``right``; returns its left edge."""
    first, last = ink_span(s, font)
    width = last - first + 5
    left = right - width + 1
    draw.rectangle((left, y, right, y + int(font.getbbox(s)[3]) - 1), fill=ON)
    text(draw, left + 2 - first, y, s, font, OFF)
    return left


def title(draw: Draw, title: str, right: int = W, rule: bool = True) -> None:
    """The title in bold; a title too long for bold (the deck check "10 cards/7 players")
    in the body font, on the same line. Neither reaches the screen's last columns."""
    font = fonts.title()
    if text_width(title, font) > min(right, W - TITLE_EDGE):
        font = fonts.text()
    text(draw, 0, 0 if font is fonts.title() else 1, fit(title, font, right), font,
         edge=TITLE_EDGE if font is fonts.title() else EDGE)
    if rule:
        draw.line((0, TITLE_LINE, W - 1, TITLE_LINE), fill=ON)
