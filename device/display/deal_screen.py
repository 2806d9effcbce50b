"""Drawing the table's first screens: the seating (who joined, the deck check) and the
deal (the cards to deal, page by page, and who has looked)."""

from __future__ import annotations

from device.display import fonts
from device.display.fonts import LINE, TITLE_LINE
from device.display.table_screens import DEAL_ROWS, DealScreen, SeatingScreen
from device.display.widgets import (
    Draw,
    H,
    W,
    badge,
    centered,
    check_mark,
    cut,
    fit,
    seat_cells,
    text,
    text_width,
    title,
)
from device.i18n.language import _, n_


def deck_line(cards: int, players: int) -> str:
    """"8 cards / 5 players", squeezed when it would not fit beside the tick."""
    line = n_("{cards} cards / {n} player", "{cards} cards / {n} players", players,
              cards=cards)
    if text_width(line, fonts.text()) + 12 > W:
        line = line.replace(" / ", "/")
    return line


def draw_seating(draw: Draw, s: SeatingScreen) -> None:
    font = fonts.text()
    title(draw, _("Press to join") if not s.extra else
          _("Press to join +{first}-{last}", first=s.seat_count + 1,
            last=s.seat_count + s.extra), rule=False)
    seat_cells(draw, 17, range(1, s.seat_count + 1), font, filled=s.joined)
    line = deck_line(s.cards, s.players)
    width = text_width(line, font) + 2 + 9
    x = (W - width) // 2
    text(draw, x, 33, line, font)
    check_mark(draw, x + width - 9, 35, s.ok)
    hint = s.hint or (_("Press knob to deal") if s.ok
                      else _("Deck needs {n} cards", n=s.needed))
    centered(draw, (W - 1) / 2, H - LINE - 1, fit(hint, font, W), font)


def deal_pages(s: DealScreen) -> list[tuple[str, ...]]:
    """The deck lines and the center note, three to a page."""
    rows = list(s.deck) + [_("+3 center, +1 Alpha") if s.centre == 4
                           else _("+{n} in the center", n=s.centre)]
    return [tuple(rows[i:i + DEAL_ROWS]) for i in range(0, len(rows), DEAL_ROWS)]


def draw_deal(draw: Draw, s: DealScreen) -> None:
    font = fonts.text()
    ready = sum(1 for seat in s.joined if seat in s.confirmed)
    if not s.deck:  # no deck given: the seats only
        title(draw, _("Deal the cards"), rule=False)
        text(draw, 0, 15, fit(_("Look, then press"), font, W), font)
        seats = range(1, s.seat_count + 1)
        unjoined = [seat for seat in seats if seat not in s.joined]
        seat_cells(draw, 31, seats, font, filled=s.confirmed, boxed=s.joined, dotted=unjoined)
        centered(draw, (W - 1) / 2, H - LINE - 1,
                 _("{ready} of {joined} ready", ready=ready, joined=len(s.joined)), font)
        return
    pages = deal_pages(s)
    page = max(0, min(s.page, len(pages) - 1))
    cards = sum(int(line.split()[0]) for line in s.deck if line.split()[0].isdigit())
    right = W
    if len(pages) > 1:
        right = badge(draw, W - 1, 0, f"{page + 1}/{len(pages)}", font) - 3
    title(draw, _("Deal {n} cards", n=cards), right)
    y = TITLE_LINE + 1
    for line in pages[page]:
        text(draw, 2, y, fit(line, font, W - 2), font)
        y += LINE
    hint = _("turn:more") if len(pages) > 1 else _("press:hear")
    status = _("{ready}/{joined} ready", ready=ready, joined=len(s.joined))
    room = W - text_width(hint, font) - 6
    if text_width(status, font) <= room:
        text(draw, 0, H - LINE, status, font)
    else:   # the count and a tick: the knob's hint is never the one left out
        status = f"{ready}/{len(s.joined)}"
        text(draw, 0, H - LINE, status, font)
        check_mark(draw, text_width(status, font) + 2, H - LINE + 2, True)
        if text_width(status, font) + 11 > room:
            cut(hint)
    text(draw, W - text_width(hint, font), H - LINE, hint, font)
