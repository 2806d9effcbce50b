"""Drawing the vote and its verdict: big words that read from a seat across the table
(:func:`headline` draws the Moderator's signs too)."""

from __future__ import annotations

import re
from functools import lru_cache

from device.display import fonts
from device.display.fonts import LINE, TITLE_LINE
from device.display.table_screens import VerdictScreen, VoteScreen
from device.display.widgets import OFF, ON, Draw, H, W, badge, centered, fit, wrap
from device.i18n.language import N_, _

#: how to vote, before the onset, per mode, wrapped to four lines of 21 text cells; {word}
#: is the moment's word
HOW = {
    "tap": N_('Tap your button once per seat number you vote for. Start on "{word}"'),
    "sweep": N_("Lights walk round the table. Press when the seat you vote for is lit."),
    "press": N_('On "{word}", press your button to vote the seat out. Leave it to let it '
                'stay.'),
}
#: the press vote's line while it is open: leaving the button is a vote too, so no count
#: of the seats "done"
PRESS_LINE = N_("press = vote out")
#: the rows under the title that the how-to may fill
HOW_ROWS = 4
#: the rows an early-tap warning may take under the big word ("Asientos 2 y 7: demasiado
#: pronto. Volved a pulsar." needs three)
NOTE_ROWS = 3


@lru_cache(maxsize=8)
def word_font(height: int, word: str = "VOTE!") -> fonts.Font:
    """The largest DejaVu bold whose ``word`` fits the width and ``height`` px of ink."""
    for size in range(64, 8, -1):
        left, top, right, bottom = fonts.digits(size).getbbox(word)
        if right - left <= W - 4 and bottom - top <= height:
            return fonts.digits(size)
    return fonts.digits(8)


def draw_vote(draw: Draw, s: VoteScreen) -> None:
    font = fonts.text()
    if not s.opened:
        centered(draw, (W - 1) / 2, 0, fit(_("Ready to vote"), fonts.title(), W), fonts.title())
        y = TITLE_LINE + 2
        for line in wrap(_(HOW.get(s.mode, HOW["tap"]), word=s.word), font, W, HOW_ROWS):
            centered(draw, (W - 1) / 2, y, line, font)
            y += LINE
        return
    note_rows = len(wrap(s.note, font, W - 2, NOTE_ROWS)) if s.note else 0
    bottom = H - LINE * max(1, note_rows) - 1
    big = word_font(bottom - 4, s.word)
    left, top, right, low = big.getbbox(s.word)
    x = round((W - left - right) / 2)
    y = round((bottom - (top + low)) / 2)
    draw.text((x, y), s.word, font=big, fill=ON)
    if s.note:  # a warning line, inverted so it reads as one
        lines = wrap(s.note, font, W - 2, NOTE_ROWS)
        y0 = H - LINE * len(lines)
        draw.rectangle((0, y0 - 1, W - 1, H - 1), fill=ON)
        for i, line in enumerate(lines):
            centered(draw, (W - 1) / 2, y0 + i * LINE, line, font, OFF)
    elif s.mode == "press":
        centered(draw, (W - 1) / 2, H - LINE, _(PRESS_LINE), font)
    elif s.voters:
        centered(draw, (W - 1) / 2, H - LINE, _("{done}/{voters} done", done=s.done,
                                                voters=s.voters), font)


def _fits(lines: list[str], height: int, width: int = W) -> fonts.Font:
    """The largest DejaVu bold in which every line fits ``width``, all within ``height``."""
    for size in range(40, 8, -1):
        font = fonts.digits(size)
        boxes = [font.getbbox(line) for line in lines]
        if all(b[2] - b[0] <= width - 2 for b in boxes) and \
                len(lines) * (size + 1) <= height:
            return font
    return fonts.digits(8)


def _split(headline: str) -> list[list[str]]:
    """The headline on one line, or broken in two at each space (never at a no-break
    one: "REVOTER ?" stays whole)."""
    words = headline.split(" ")
    return [[headline]] + [[" ".join(words[:i]), " ".join(words[i:])]
                           for i in range(1, len(words))]


def headline(draw: Draw, words: str, top: int, height: int, width: int = W) -> None:
    """``words`` in the largest DejaVu bold that fits ``height`` px from row ``top`` and
    the screen's first ``width`` columns, on one line or broken in two at the space that
    lets it be biggest (at a colon, of two breaks as big), centred."""
    best: tuple[int, list[str]] | None = None
    for lines in _split(words):
        size = int(_fits(lines, height, width).size)
        if best is None or size > best[0] or (size == best[0] and lines[0].endswith(":")):
            best = (size, lines)
    assert best is not None
    big = fonts.digits(best[0])
    lines = best[1]
    block = len(lines) * (best[0] + 1)
    y = top + max(0, (height - block) // 2)
    for line in lines:
        left, up, right, _ = big.getbbox(line)
        draw.text((round((width - left - right) / 2), y - up + 1), line, font=big, fill=ON)
        y += best[0] + 1


#: the seat numbers of a headline, from the first to the last ("2", "3 AND 5", "1, 2 UND 10")
SEATS = re.compile(r"\d(?:.*\d)?")
#: the last row of the bold title font's capitals in its 14 px cell (accents are above
#: them, from its first row)
CAPS_BOTTOM = 11


def draw_verdict(draw: Draw, s: VerdictScreen) -> None:
    """The words of the headline in bold above and below its seat numbers, which take
    every row left between them (as tall as the day's clock when nothing is said under
    them); then the detail (with the provisional mark) and the hint."""
    font = fonts.text()
    info = [line for line in (s.detail, s.hint) if line]
    bottom = H - len(info) * LINE
    right = W   # the provisional mark in the top corner, the headline beside it
    if s.provisional:
        right = badge(draw, W - 1, 0, "?", fonts.title()) - 2
    seats = SEATS.search(s.headline)
    if seats is None:
        headline(draw, s.headline, 0, bottom - 2, right)
    else:
        before = s.headline[:seats.start()].strip()
        after = s.headline[seats.end():].strip()
        top = CAPS_BOTTOM + 2 if before else 0
        under = bottom - TITLE_LINE          # the words under the seats: their whole cell
        low = under - 1 if after else bottom
        for words, y, width in ((before, 0, right), (after, under, W)):
            if words:
                centered(draw, (width - 1) / 2, y, fit(words, fonts.title(), width),
                         fonts.title())
        big = word_font(low - top - 1, seats.group())
        left, up, ink_right, down = big.getbbox(seats.group())
        draw.text((round((W - left - ink_right) / 2), round((top + low - up - down) / 2)),
                  seats.group(), font=big, fill=ON)
    for i, line in enumerate(info):
        centered(draw, (W - 1) / 2, bottom + i * LINE, fit(line, font, W), font)
