"""Pure drawing: each screen value onto a 128x64 one-bit ``ImageDraw``.

``render(draw, screen)`` draws on a cleared canvas (luma's ``canvas`` gives one);
``render_image(screen)`` returns a fresh image, for PNGs and tests. No state, no I/O.

The screen values carry their words already translated; the few words the renderers add
("Night", "Dies: 3 5"; the seating's hints in ``deal_screen``, the vote's in
``vote_screen``) are translated where they are drawn, in the language the caller draws
in (``device.i18n.language.speaking``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from device.display import fonts
from device.display.deal_screen import draw_deal, draw_seating
from device.display.fonts import LINE, TITLE_LINE
from device.display.screens import (
    CountdownScreen,
    DealScreen,
    MenuScreen,
    MessageScreen,
    NightScreen,
    Screen,
    SeatingScreen,
    SignScreen,
    TallyScreen,
    VerdictScreen,
    VoteScreen,
    WinnersScreen,
)
from device.display.vote_screen import draw_verdict, draw_vote, headline
from device.display.widgets import (
    EDGE,
    ELLIPSIS,
    OFF,
    ON,
    Draw,
    H,
    W,
    badge,
    cells_fit,
    centered,
    columns,
    cut,
    fit,
    number,
    progress_bar,
    seat_cells,
    text,
    text_width,
    title,
    wrap,
)
from device.i18n.language import _

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


def clock(seconds: int) -> str:
    """``M:SS``; a negative time shows as 0:00."""
    seconds = max(0, seconds)
    return f"{seconds // 60}:{seconds % 60:02d}"


@lru_cache(maxsize=8)
def big_font(sample: str, width: int, height: int) -> fonts.Font:
    """The largest digit font whose ``sample`` fits ``width`` x ``height`` px of ink."""
    for size in range(60, 8, -1):
        left, top, right, bottom = fonts.digits(size).getbbox(sample)
        if right - left <= width and bottom - top <= height:
            return fonts.digits(size)
    return fonts.digits(8)


def draw_sign(draw: Draw, s: SignScreen) -> None:
    """The Moderator's sign: whose call and which seat as the title, the sign itself as
    big as it fits (read at arm's length in the dark), the knob's hint."""
    title(draw, s.title)
    bottom = H - (LINE if s.hint else 0)
    headline(draw, s.sign, TITLE_LINE + 2, bottom - TITLE_LINE - 3)
    if s.hint:
        centered(draw, (W - 1) / 2, bottom, fit(s.hint, fonts.text(), W), fonts.text())


def draw_countdown(draw: Draw, s: CountdownScreen) -> None:
    if s.label:
        centered(draw, (W - 1) / 2, 0, fit(s.label, fonts.title(), W), fonts.title())
    digits = clock(s.seconds_left)
    # One size per digit count (DejaVu digits share one width), so nothing jumps.
    big = big_font(re.sub(r"\d", "0", digits), W - 4, 34)
    left, top, right, bottom = big.getbbox(digits)
    mid_y = 33 if s.extra else 38
    draw.text((round((W - left - right) / 2), mid_y - (top + bottom) // 2), digits,
              font=big, fill=ON)
    if s.extra:
        centered(draw, (W - 1) / 2, H - LINE, fit(s.extra, fonts.text(), W), fonts.text())


def draw_night(draw: Draw, s: NightScreen) -> None:
    right = W
    if s.paused:
        right = badge(draw, W - 1, 0, _("PAUSED"), fonts.title()) - 4
    title(draw, _("Night"), right, rule=False)
    lines = wrap(s.step_label, fonts.title(), W, 2)
    y = 17 if len(lines) == 2 else 24
    for line in lines:
        centered(draw, (W - 1) / 2, y, line, fonts.title())
        y += TITLE_LINE
    progress_bar(draw, (0, 50, W - 1, 61), s.progress)


#: tally rows: the bars stand on BASE; seat numbers, then whom each seat voted for
BASE, SEAT_ROW, VOTE_ROW, TALLEST = 37, 39, 52, 14


def _tally_header(draw: Draw, s: TallyScreen) -> None:
    """Who dies, the provisional mark, and the seats whose vote did not count where they
    fit beside them ("no vote: 4", "too early: 1 4"); where they do not, the crosses of
    the vote row show them."""
    font = fonts.text()
    dead = " ".join(map(str, s.deaths))
    head = _("Dies: {seats}", seats=dead) if s.deaths else _("Nobody dies")
    if s.deaths and text_width(head, font) > W // 2:
        head = _("{n} seats die", n=len(s.deaths))
    right = W
    if s.provisional:
        right = badge(draw, W - 1, 0, "?", font) - 4
    flagged = s.not_counted or s.false_starts
    if flagged:
        room = right - text_width(head, font) - 6
        seats = " ".join(map(str, flagged))
        named = ([_("no vote: {seats}", seats=seats)] if s.not_counted else
                 [_("too early: {seats}", seats=seats), _("early: {seats}", seats=seats)])
        note = next((t for t in named if text_width(t, font) <= room), "")
        if note:
            right -= text_width(note, font)
            text(draw, right, 0, note, font)
            right -= 6
    text(draw, 0, 0, fit(head, font, right), font)


def draw_tally(draw: Draw, s: TallyScreen) -> None:
    _tally_header(draw, s)
    n = len(s.counts)
    if n == 0:
        return
    font = fonts.text()
    x0, pitch = columns(n, 8, W, 20)
    most = max(*s.counts, 1)
    for i, count in enumerate(s.counts):
        if count <= 0:
            continue
        x = x0 + i * pitch
        height = max(2, round(TALLEST * count / most))
        draw.rectangle((x + 1, BASE - height, x + pitch - 3, BASE - 1), fill=ON)
        number(draw, x + (pitch - 2) / 2, BASE - height - 11, count, font)
    draw.line((x0, BASE, x0 + n * pitch - 2, BASE), fill=ON)
    seats = s.columns
    seat_cells(draw, SEAT_ROW, seats, font, filled=s.deaths, left=8, max_pitch=20)
    for i, target in enumerate(s.votes[:n]):
        cx = x0 + i * pitch + (pitch - 2) / 2
        if target is None and seats[i] in s.not_counted:  # a cross: a vote that did not count
            draw.line((round(cx - 2), VOTE_ROW + 3, round(cx + 2), VOTE_ROW + 7), fill=ON)
            draw.line((round(cx - 2), VOTE_ROW + 7, round(cx + 2), VOTE_ROW + 3), fill=ON)
        elif target is None:  # a dash: no vote
            draw.line((round(cx - 1.5), VOTE_ROW + 6, round(cx + 1.5), VOTE_ROW + 6), fill=ON)
        else:
            number(draw, cx, VOTE_ROW, target, font)
    ax, ay = x0 - 8, VOTE_ROW + 6  # an arrow before the row: "voted for"
    draw.line((ax, ay, ax + 5, ay), fill=ON)
    draw.line((ax + 3, ay - 2, ax + 5, ay, ax + 3, ay + 2), fill=ON)


def winners_title(teams: tuple[str, ...]) -> str:
    if not teams:
        return _("Nobody wins")
    if len(teams) == 1:
        return _("{team} wins", team=teams[0])
    return _("{teams} win", teams=" & ".join(teams))


def draw_winners(draw: Draw, s: WinnersScreen) -> None:
    right = W
    if s.pages > 1:   # one page of a longer list: the knob turns to the next
        right = badge(draw, W - 1, 0, f"{s.page + 1}/{s.pages}", fonts.text()) - 3
    heading = winners_title(s.teams)
    font, pitch = fonts.title(), TITLE_LINE
    rows = len(wrap(heading, font, right, 9))
    if rows > 2 or (rows > 1 and s.notes):   # long team names, or rows under: the body font
        font, pitch = fonts.text(), LINE
    lines = wrap(heading, font, right, 2)
    for row, line in enumerate(lines):
        text(draw, 0, row * pitch, line, font)
    y = len(lines) * pitch + 2
    seats = list(range(1, s.seat_count + 1)) if s.seat_count else sorted(s.winners)
    rows = len(s.notes) + (1 if s.reason and s.notes else 0)
    if s.notes and y + LINE + 2 + rows * LINE > H:
        seats = []   # the notes first: the seats' lights show the winners
    if seats and cells_fit(seats, fonts.text()):
        seat_cells(draw, y, seats, fonts.text(), filled=s.winners)
        y += LINE + 2
    elif seats:   # a big table: the winning seats as numbers, as many lines as they take
        for line in wrap(" ".join(map(str, s.winners)), fonts.text(), W, 2):
            text(draw, 0, y, line, fonts.text())
            y += LINE
        y += 2
    reason_rows = 1 if s.notes else (H - y) // LINE
    for line in [*wrap(s.reason, fonts.text(), W, reason_rows),
                 *(one for note in s.notes for one in wrap(note, fonts.text(), W, 1))]:
        text(draw, 0, y, line, fonts.text())
        y += LINE


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


_RENDERERS: dict[type, Callable[[Draw, Any], None]] = {
    MenuScreen: draw_menu,
    CountdownScreen: draw_countdown,
    NightScreen: draw_night,
    TallyScreen: draw_tally,
    WinnersScreen: draw_winners,
    MessageScreen: draw_message,
    SeatingScreen: draw_seating,
    DealScreen: draw_deal,
    VoteScreen: draw_vote,
    VerdictScreen: draw_verdict,
    SignScreen: draw_sign,
}


def render(draw: Draw, screen: Screen) -> None:
    """Draw ``screen`` onto a cleared 128x64 canvas."""
    try:
        renderer = _RENDERERS[type(screen)]
    except KeyError:
        raise TypeError(f"not a screen value: {screen!r}") from None
    renderer(draw, screen)


def render_image(screen: Screen, mode: str = "1") -> Image.Image:
    """A fresh 128x64 image of ``screen``."""
    image = Image.new(mode, (W, H))
    render(ImageDraw.Draw(image), screen)
    return image
