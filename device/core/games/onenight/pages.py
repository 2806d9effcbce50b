"""One Night's menu pages: the roles (with the live deck check) and the presets."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from engine.onenight.dealing import deck_lines
from engine.onenight.deck import MAX_PLAYERS, MIN_PLAYERS, check_deck
from engine.onenight.presets import preset
from engine.onenight.roles import ROLE_IDS, ROLES

from device.core import effects as fx
from device.i18n.language import N_, _, n_, words
from device.core.machine import Machine, MenuPages
from device.core.setting_table import page_rows
from device.core.ui.menu import Item, Page, card_item
from device.core.ui.phrases import deck_set_line

#: the settings-table rows of One Night's Rules page
RULES_PAGE = page_rows("rules")
RULES_TITLE = N_("Rules")
PRESETS_TITLE = N_("Presets")
#: how many copies the host may choose for each role
COPIES = {"villager": (0, 1, 2, 3), "werewolf": (0, 1, 2), "mason": (0, 2)}


def deck_title(m: Machine) -> str:
    return deck_status(m)[1]


def deck_status(m: Machine, players: int | None = None) -> tuple[bool, str]:
    """``(ok, "8 cards/5 players ✓")`` for the live deck check (one line of the menu)."""
    deck = m.table.settings.the_deck
    players = deck.default_players if players is None else players
    check = check_deck(deck, players)
    mark = "✓" if check.ok else "✗"
    return check.ok, _("{cards} cards/{players} players {mark}", cards=len(deck),
                       players=players, mark=mark)


def role_items(m: Machine, save: Callable[[], None]) -> list[Item]:
    def item(role_id: str) -> Item:
        def count() -> int:
            deck: tuple[str, ...] = m.table.settings.deck
            return deck.count(role_id)

        def set_count(n: int) -> None:
            deck = [c for c in m.table.settings.deck if c != role_id] + [role_id] * n
            m.update_settings(deck=tuple(sorted(deck, key=ROLE_IDS.index)))

        return card_item(_(ROLES[role_id].short), COPIES.get(role_id, ()), count, set_count,
                         save)

    return [item(r) for r in ROLE_IDS]


def rules_page(edit: Callable[[str], Item]) -> Page:
    return Page(_(RULES_TITLE), [edit(key) for key in RULES_PAGE])


def presets_page(m: Machine, done: Callable[[], None]) -> Page:
    """Each preset opens on its cards, with "Use this deck" last."""

    def use(players: int) -> None:
        m.update_settings(deck=preset(players).cards)
        m.save_settings()
        m.emit(fx.Say(deck_set_line(players)))
        done()  # the preset's page
        done()  # the list of presets

    def cards(players: int) -> Page:
        lines = [Item(line) for line in deck_lines(preset(players), words())]
        return Page(_("{players} players, {cards} cards", players=players, cards=players + 3),
                    lines + [Item(_("Use this deck"), on_press=partial(use, players))])

    return Page(_(PRESETS_TITLE), [
        Item(n_("{n} player", "{n} players", n), submenu=partial(cards, n))
        for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
    ])


PAGES = MenuPages(deck_title, role_items, presets_page, rules_page)
