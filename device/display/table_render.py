"""Pure drawing of the table's screens (:mod:`device.display.table_screens`) onto a 128x64
one-bit ``ImageDraw``, as :mod:`device.display.render` draws the box's own: the day timer,
the night, the tally, the winners and a Moderator's sign here, the seating and the deal in
``deal_screen``, the vote and the verdict in ``vote_screen``. ``render`` loads this with
the first of them a game shows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from device.display import fonts
from device.display.deal_screen import draw_deal, draw_seating
from device.display.fonts import LINE, TITLE_LINE
from device.display.table_screens import (
    CountdownScreen,
    DealScreen,
    NightScreen,
    SeatingScreen,
    SignScreen,
    TallyScreen,
    VerdictScreen,
    VoteScreen,
    WinnersScreen,
)
from device.display.vote_screen import draw_verdict, draw_vote, headline
from device.display.widgets import (
    ON,
    Draw,
    H,
    W,
    badge,
    cells_fit,
    centered,
    columns,
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


#: how each of the table's screens is drawn
RENDERERS: Mapping[type, Callable[[Draw, Any], None]] = {
    CountdownScreen: draw_countdown,
    NightScreen: draw_night,
    TallyScreen: draw_tally,
    WinnersScreen: draw_winners,
    SeatingScreen: draw_seating,
    DealScreen: draw_deal,
    VoteScreen: draw_vote,
    VerdictScreen: draw_verdict,
    SignScreen: draw_sign,
}
