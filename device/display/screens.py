"""Screen values: what the OLED should show, as frozen, comparable dataclasses.

The state machine builds one of these and hands it to a :class:`~device.display.protocols.Display`.
Two equal values mean the same picture, which is how the adapter knows it need not redraw.
Nothing here knows about pixels or fonts; ``render.py`` draws them.

Here are the screens of the box itself, a menu page and a message; the screens of a game
under way are in :mod:`device.display.table_screens`, loaded when a game first shows one
(the menu's start-up does not build them), with ``Screen``, the union of every one.

Seats are numbered 1..N, as printed on the box.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MenuScreen:
    """A menu page: ``title``, the item texts and the cursor (an index into ``items``).

    An item written ``"label: value"`` shows its value right-aligned; a trailing ``" >"``
    marks a submenu. ``editing`` means the knob is changing the value under the cursor.
    The renderer scrolls so the cursor is always visible.
    """

    title: str
    items: tuple[str, ...]
    cursor: int = 0
    editing: bool = False


#: the body font's cells across the screen (Terminus 6x12 on 128 px: a fixed width, so a
#: line wraps at this many characters), and the rows of text under a title
TEXT_COLUMNS, MESSAGE_ROWS = 21, 4


@dataclass(frozen=True)
class MessageScreen:
    """Information or an error: a title and a few lines, wrapped to fit. One of the
    ``pages`` of a longer message (``page`` from 0) shows its number beside the title;
    the knob turns to the next (``device.core.ui.views.pages``)."""

    title: str
    lines: tuple[str, ...] = ()
    error: bool = False
    page: int = 0
    pages: int = 1
