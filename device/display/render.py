"""Pure drawing: each screen value onto a 128x64 one-bit ``ImageDraw``.

``render(draw, screen)`` draws on a cleared canvas (luma's ``canvas`` gives one);
``render_image(screen)`` returns a fresh image, for PNGs and tests. No state, no I/O. The
box's own screens (a menu page, a message) are drawn here; a game's by
:mod:`device.display.table_render`, which ``render`` loads with the first it draws.

The screen values carry their words already translated; the few words the renderers add
("Night", "Dies: 3 5"; the seating's hints in ``deal_screen``, the vote's in
``vote_screen``) are translated where they are drawn, in the language the caller draws
in (``device.i18n.language.speaking``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from device.display import fonts
from device.display.fonts import LINE, TITLE_LINE
from device.display.screens import MenuScreen, MessageScreen
from device.display.widgets import (
    EDGE,
    ELLIPSIS,
    OFF,
    ON,
    Draw,
    H,
    W,
    badge,
    cut,
    fit,
    text,
    text_width,
    title,
    wrap,
)

if TYPE_CHECKING:
    from device.display.table_screens import Screen

#: menu rows below the title, and where they start
MENU_ROWS = 4
MENU_TOP = TITLE_LINE + 2
SCROLLBAR = 4  # px at the right edge kept for the scroll bar


def menu_window(cursor: int, count: int, rows: int = MENU_ROWS) -> int:
    """The first visible item: the item before the cursor stays in view, the ends clamp."""
    return max(0, min(cursor - 1, count - rows))


def title_lines(title: str) -> list[str]:
    """A question too long for one line of the body font ("¿Qué copió el asiento 3?") on
    two; ``[]`` for a title that fits one."""
    font = fonts.text()
    if text_width(title, font) <= W - EDGE - 1:
        return []
    return wrap(title, font, W - EDGE - 1, 2)


def draw_menu(draw: Draw, s: MenuScreen) -> None:
    lines = title_lines(s.title)
    first, rows = MENU_TOP, MENU_ROWS
    if lines:  # two title lines, one menu row fewer
        for i, line in enumerate(lines):
            text(draw, 0, 1 + i * LINE, line, fonts.text())
        first, rows = 2 * LINE + 4, MENU_ROWS - 1
        draw.line((0, first - 2, W - 1, first - 2), fill=ON)
    else:
        title(draw, s.title)
    count = len(s.items)
    if count == 0:
        return
    cursor = max(0, min(s.cursor, count - 1))
    top = menu_window(cursor, count, rows)
    scrolls = count > rows
    right = W - 1 - (SCROLLBAR if scrolls else 0)
    for row, index in enumerate(range(top, min(count, top + rows))):
        _menu_item(draw, s.items[index], first + row * LINE, right, index == cursor,
                   s.editing)
    if scrolls:  # a rail with a thumb sized and placed like the visible window
        y0, span = first, rows * LINE
        size = max(4, span * rows // count)
        start = y0 + (span - size) * top // (count - rows)
        draw.line((W - 2, y0, W - 2, y0 + span - 1), fill=ON)
        draw.rectangle((W - 3, start, W - 1, start + size - 1), fill=ON)


def _menu_item(draw: Draw, item: str, y: int, right: int, selected: bool,
               editing: bool) -> None:
    font = fonts.text()
    submenu = item.endswith(" >")
    label, sep, value = item.rpartition(": ")
    if submenu or not sep:
        label, value = (item[:-2] if submenu else item), ""
    ink = ON
    if selected and editing:
        draw.rectangle((0, y, right, y + LINE - 1), outline=ON)
    elif selected:
        draw.rectangle((0, y, right, y + LINE - 1), fill=ON)
        ink = OFF
    end = right - 2  # the last column text may use
    if submenu:
        draw.line((end - 3, y + 3, end, y + 6, end - 3, y + 9), fill=ink)
        end -= 6
    elif value:
        value = fit(value, font, (end - 2) // 2)
        vx = end + 1 - text_width(value, font)
        if selected and editing:  # the value being changed: inverted inside the outline
            draw.rectangle((vx - 2, y + 1, end + 1, y + LINE - 2), fill=ON)
            text(draw, vx, y, value, font, OFF)
        else:
            text(draw, vx, y, value, font, ink)
        end = vx - 4
    text(draw, 2, y, fit(label, font, end - 1), font, ink)


def draw_message(draw: Draw, s: MessageScreen) -> None:
    right = W
    if s.pages > 1:   # one page of a longer message: the knob turns to the next
        right = badge(draw, W - 1, 0, f"{s.page + 1}/{s.pages}", fonts.text()) - 3
    if s.error:
        draw.rectangle((0, 0, right - 1, TITLE_LINE - 1), fill=ON)
        text(draw, 2, 0, fit(s.title, fonts.title(), right - 4), fonts.title(), OFF)
    else:
        title(draw, s.title, right)
    y = TITLE_LINE + 2
    rows = (H - y) // LINE
    out: list[str] = []
    for paragraph in s.lines:
        out.extend(wrap(paragraph, fonts.text(), W, rows) or [""])
    if len(out) > rows:  # more than fits: a cut, the last shown line ends in an ellipsis
        cut(" ".join(out[rows - 1:]))
        out = out[:rows - 1] + [fit(out[rows - 1] + ELLIPSIS, fonts.text(), W)]
    for line in out:
        text(draw, 0, y, line, fonts.text())
        y += LINE


#: the box's own screens; the table's are drawn by ``device.display.table_render``
_RENDERERS: Mapping[type, Callable[[Draw, Any], None]] = {
    MenuScreen: draw_menu,
    MessageScreen: draw_message,
}


def render(draw: Draw, screen: Screen) -> None:
    """Draw ``screen`` onto a cleared 128x64 canvas."""
    renderer = _RENDERERS.get(type(screen))
    if renderer is None:   # a game's screen: its drawing is loaded with the first one
        from device.display.table_render import RENDERERS

        renderer = RENDERERS.get(type(screen))
    if renderer is None:
        raise TypeError(f"not a screen value: {screen!r}")
    renderer(draw, screen)


def render_image(screen: Screen, mode: str = "1") -> Image.Image:
    """A fresh 128x64 image of ``screen``."""
    image = Image.new(mode, (W, H))
    render(ImageDraw.Draw(image), screen)
    return image
