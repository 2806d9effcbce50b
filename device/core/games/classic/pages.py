"""The menu's pages for classic Werewolf: roles with the live balance figure, the presets
that fit, and the classic rules (the settings-table rows on the ``classic`` page)."""

from __future__ import annotations

from collections.abc import Callable

from engine.classic.deck import ClassicDeck, deck_problems
from engine.classic.presets import PRESETS, Preset
from engine.classic.roles import CLASSIC_ROLE_IDS, CLASSIC_ROLES

from device.core import effects as fx
from device.core.language import N_, _, words
from device.core.machine import Machine, MenuPages
from device.core.setting_table import page_rows
from device.core.ui.classic_phrases import preset_set_line
from device.core.ui.menu import Item, Page, card_item

#: how many copies the host may choose, for the roles that come in more than one
CLASSIC_COPIES = {"villager": tuple(range(9)), "werewolf": (0, 1, 2, 3), "mason": (0, 2, 3)}
CLASSIC_RULES_PAGE = page_rows("classic")
#: the presets page: each preset's name, its players ("10p") and its deck's balance ("+5")
PRESETS_TITLE = N_("Presets: players, bal")
RULES_TITLE = N_("Classic rules")


def classic_deck(m: Machine) -> ClassicDeck:
    return ClassicDeck.of(m.table.settings.classic_deck)


def classic_status(m: Machine) -> tuple[bool, str]:
    """``(ok, "7 cards bal +2 ✓")``: the deck's size, balance and whether it is good."""
    deck = classic_deck(m)
    ok = not deck_problems(deck)
    return ok, _("{cards} cards bal {balance} {mark}", cards=len(deck),
                 balance=f"{deck.balance:+d}", mark="✓" if ok else "✗")


def preset_label(p: Preset) -> str:
    """``"Visions 6p +0"``: short enough for one menu line; the page's title says what the
    two figures are (the players, the deck's balance)."""
    return _("{name} {players}p {balance}", name=p.label_in(words()), players=p.players,
             balance=f"{p.deck.balance:+d}")


def deck_title(m: Machine) -> str:
    return classic_status(m)[1]


def role_items(m: Machine, save: Callable[[], None]) -> list[Item]:
    def item(role_id: str) -> Item:
        name = _(CLASSIC_ROLES[role_id].short)

        def count() -> int:
            deck: tuple[str, ...] = m.table.settings.classic_deck
            return deck.count(role_id)

        def set_count(n: int) -> None:
            cards = [c for c in m.table.settings.classic_deck if c != role_id] + [role_id] * n
            m.update_settings(classic_deck=ClassicDeck.of(cards).cards)

        return card_item(name, CLASSIC_COPIES.get(role_id, ()), count, set_count, save)

    return [item(r) for r in CLASSIC_ROLE_IDS]


def presets_page(m: Machine, done: Callable[[], None]) -> Page:
    def use(p: Preset) -> Callable[[], None]:
        def pick() -> None:
            m.update_settings(classic_deck=p.deck.cards)
            m.save_settings()
            m.emit(fx.Say(preset_set_line(p)))
            done()

        return pick

    ordered = sorted(PRESETS.values(), key=lambda p: (p.players, p.source != "rulebook"))
    return Page(_(PRESETS_TITLE), [Item(preset_label(p), on_press=use(p)) for p in ordered])


def rules_page(edit: Callable[[str], Item]) -> Page:
    return Page(_(RULES_TITLE), [edit(key) for key in CLASSIC_RULES_PAGE])


PAGES = MenuPages(deck_title, role_items, presets_page, rules_page)
