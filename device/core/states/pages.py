"""The menu's pages of the chosen game, written once for every game: the Roles page (the
live deck check in its title, a line a role; a page a group when the game groups them),
the Presets page (a preset picked at once, or opened on its cards with "Use this deck"
last) and the Rules page (the rows of the game's table of rules, then the game's own
pages). The game gives the content (``Game.role_choices``, ``Game.preset_choices``,
``Game.rules``, ``Game.rules_pages``); the pages edit the settings and save them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from device.core import effects as fx
from device.core.machine import Machine
from device.core.ui.menu import Item, Page, card_item
from device.i18n.language import _

if TYPE_CHECKING:
    from device.core.game_choices import PresetChoice

#: what a page does when a preset is picked: go back up one page
Done = Callable[[], None]


def roles_page(m: Machine, save: Done) -> Page:
    """A line a role: how many copies (a role that comes in several), or in or out. When
    the game names groups (One Night's editions), a line a group, each its own page of
    roles, every page titled with the live deck check."""
    game = m.game
    choices = game.role_choices()

    def item(role: str, name: str, copies: tuple[int, ...]) -> Item:
        def count() -> int:
            return game.cards(m.table.settings).count(role)

        def set_count(n: int) -> None:
            others = [c for c in game.cards(m.table.settings) if c != role]
            m.table.settings = game.with_cards(m.table.settings, others + [role] * n)

        return card_item(_(name), copies, count, set_count, save)

    def title() -> str:
        return game.deck_title(m.table.settings)

    def group_page(group: str) -> Callable[[], Page]:
        return lambda: Page(title, [item(r.id, r.name, r.copies)
                                    for r in choices if r.group == group])

    groups = tuple(dict.fromkeys(r.group for r in choices))
    if groups == ("",):
        return Page(title, [item(r.id, r.name, r.copies) for r in choices])
    return Page(title, [Item(_(group), submenu=group_page(group)) for group in groups])


def presets_page(m: Machine, done: Done) -> Page:
    """Each preset: one press picks it, or its own page shows its cards first."""
    game = m.game

    def use(preset: PresetChoice) -> Callable[[], None]:
        def pick() -> None:
            m.table.settings = game.with_cards(m.table.settings, preset.cards)
            m.save_settings()
            m.emit(fx.Say(preset.said))
            if preset.lines:
                done()  # the preset's own page
            done()      # the list of presets

        return pick

    def own_page(preset: PresetChoice) -> Callable[[], Page]:
        return lambda: Page(preset.title, [Item(line) for line in preset.lines]
                            + [Item(_("Use this deck"), on_press=use(preset))])

    return Page(_(game.presets_title), [
        Item(p.label, submenu=own_page(p)) if p.lines else Item(p.label, on_press=use(p))
        for p in game.preset_choices()])


def rules_page(m: Machine, edit: Callable[[str], Item], save: Done) -> Page:
    """The rows of the game's table of rules that the menu edits, then the game's own
    pages of rules."""
    game = m.game
    return Page(_(game.rules_title), [*(edit(key) for key in game.rules_rows()),
                                      *game.rules_pages(m, save)])
