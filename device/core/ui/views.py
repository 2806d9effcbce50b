"""Screen values for the box's own states, built from the display layer's screen types:
a menu page, a message and its pages, the chips. The table flow every game shares builds
its screens in :mod:`device.core.table.views`; a game's own screens are in its package
(``device.core.games.<game>.views``).

Their words come out in the current language (``device.i18n.language``): the states build
them inside an event. Text a caller passes in is shown as given."""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping

from device.core.ui.menu import MenuView
from device.display.screens import MESSAGE_ROWS, TEXT_COLUMNS, MenuScreen, MessageScreen
from device.i18n.language import N_, _, n_

#: the vote's word on the screen, unless a game gives its own
VOTE_WORD = N_("VOTE!")
#: the day timer's title
DAY_TITLE = N_("Day")


def menu(view: MenuView) -> MenuScreen:
    return MenuScreen(view.title, view.items, view.cursor, view.editing)


def message(title: str, lines: Iterable[str], error: bool = False) -> MessageScreen:
    return MessageScreen(title, tuple(lines), error)


def pages(title: str, lines: Iterable[str]) -> tuple[MessageScreen, ...]:
    """A message as pages the knob turns through, each numbered beside the title: the
    lines wrapped as the screen wraps them (its body font has one width, so a line holds
    ``TEXT_COLUMNS`` characters), ``MESSAGE_ROWS`` to a page. One page when all fit."""
    rows = [row for line in lines
            for row in textwrap.wrap(line, TEXT_COLUMNS, break_on_hyphens=False) or [""]]
    chunks = [tuple(rows[i:i + MESSAGE_ROWS]) for i in range(0, len(rows), MESSAGE_ROWS)]
    return tuple(MessageScreen(title, chunk, page=i, pages=len(chunks))
                 for i, chunk in enumerate(chunks or [()]))


def chips_line(seat: int, chips: int) -> str:
    """``"Seat 3: 1 chip"``, ``"Seat 3: 2 chips"``."""
    return n_("Seat {seat}: {n} chip", "Seat {seat}: {n} chips", chips, seat=seat)


def scores(chips: Mapping[int, int], target: int) -> tuple[MessageScreen, ...]:
    """The tournament after a game: every seat with chips, a line each, the leaders first
    ("Seat 4: 2 chips"), on as many pages as they take, and how many win."""
    ranked = sorted(((s, n) for s, n in chips.items() if n), key=lambda c: (-c[1], c[0]))
    rows = [chips_line(s, n) for s, n in ranked] or [_("No chips yet")]
    return pages(_("Chips ({target} to win)", target=target), rows)
