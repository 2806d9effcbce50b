"""What a game gives the menu's pages and the deal, as values: a role on the Roles page, a
preset on the Presets page, and the deal's lines with the night composed meanwhile. Loaded
when a page first opens or a deal begins (the menu's first page needs none of them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.cues import Cue


@dataclass(frozen=True)
class RoleChoice:
    """A role on the menu's Roles page: its id, its short name (``N_``), the copies the
    host may choose (empty: in or out) and the group it is listed in (``N_``: the box it
    comes in; empty: the page lists its roles without groups)."""

    id: str
    name: str
    copies: tuple[int, ...] = ()
    group: str = ""


@dataclass(frozen=True)
class PresetChoice:
    """A preset on the menu's Presets page, in the box's language: its label, its cards,
    the line said when it is picked, and the lines of its own page (empty: a press picks
    it at once)."""

    label: str
    cards: tuple[str, ...]
    said: str
    lines: tuple[str, ...] = ()
    #: the title of its own page
    title: str = ""


@dataclass(frozen=True)
class Deal:
    """What the deal does as the cards go out: the lines said, and the night composed
    meanwhile (``None``: the game composes its night itself)."""

    lines: tuple[str, ...]
    night: tuple[Cue, ...] | None = None
