"""Variable roles and werewolves on the box (the rulebook's variant): the Rules page's
"Variable cards" page, where the Moderator marks the deck's cards to mix with the
Villagers added (the ``variable_villagers`` row); at the deal, the draw from a fresh seed
kept in the record (:func:`engine.classic.variable.in_play`), and the lines that tell the
Moderator, on the screen only, which cards are set aside and which of the mix are in play.

The night calls every role of the full set, those set aside too (the rulebook: "so
nobody learns what was discarded"): :attr:`ClassicSession.called`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import replace

from engine.classic.deck import ClassicDeck
from engine.classic.options import ClassicOptions
from engine.classic.roles import CLASSIC_ROLES
from engine.classic.variable import draw, in_play, mix_problems

from device.core.games.classic.rules import ClassicRules
from device.core.machine import Machine
from device.core.ui.menu import Item, Page, card_item
from device.i18n.language import N_, _

#: the Rules page's item that opens the page of variable cards
VARIABLE_TITLE = N_("Variable cards")
#: the largest seed drawn at the deal
SEEDS = 10 ** 9
#: the cards never mixed: the Seer (always one) and the Villagers (they are what is added)
NEVER_MIXED = ("seer", "villager")


def _rules(m: Machine) -> ClassicRules:
    return m.table.settings.of(ClassicRules)


def variable_item(m: Machine, save: Callable[[], None]) -> Item:
    """The Rules page's "Variable cards >": a line a card of the deck (its copies, or in
    or out), titled with how many are mixed and whether the mix is allowed."""
    def set_count(role: str, n: int) -> None:
        rules = _rules(m)
        others = [c for c in rules.classic_variable if c != role]
        m.table.settings = m.table.settings.with_rules(
            rules.replace(classic_variable=tuple(others + [role] * n)))

    def item(role: str, copies: int) -> Item:
        return card_item(_(CLASSIC_ROLES[role].short),
                         tuple(range(copies + 1)) if copies > 1 else (),
                         lambda: min(_rules(m).classic_variable.count(role), copies),
                         lambda n: set_count(role, n), save)

    def title() -> str:
        rules = _rules(m)
        variable = rules.variable
        mixed = len(variable.cards) if variable is not None else 0
        return _("{n} mixed, +{villagers} {mark}", n=mixed,
                 villagers=rules.variable_villagers, mark="✓" if mix_fits(rules) else "✗")

    def page() -> Page:
        counts = Counter(_rules(m).classic_deck)
        return Page(title, [item(r, n) for r, n in counts.items() if r not in NEVER_MIXED])

    return Item(_(VARIABLE_TITLE), submenu=page)


def mix_fits(rules: ClassicRules) -> bool:
    """The cards marked variable may be mixed (never the Seer, nor every Werewolf)."""
    variable = rules.variable
    return variable is None or not mix_problems(rules.classic_deck, variable)


def needs_seed(rules: ClassicRules, options: ClassicOptions) -> bool:
    """The game draws from a seed the record keeps: the variable roles' discards, the
    daily dice."""
    return rules.variable is not None or options.daily_changes


def dealt(rules: ClassicRules, options: ClassicOptions) -> tuple[ClassicDeck, ClassicOptions]:
    """The deck dealt and the game's options: with variable roles, the cards the seed
    (drawn at the deal, :func:`needs_seed`) keeps; else the deck as set."""
    variable = rules.variable
    if variable is None:
        return rules.deck, options
    assert options.seed is not None
    cards, _gone = in_play(rules.classic_deck, variable, options.seed)
    return ClassicDeck.of(cards), replace(options, variable=variable)


def set_aside(options: ClassicOptions) -> tuple[str, ...]:
    """The cards the deal's draw set aside (none without variable roles)."""
    if options.variable is None or options.seed is None:
        return ()
    return draw(options.variable, options.seed)[1]


def moderator_lines(options: ClassicOptions) -> tuple[str, ...]:
    """What the deal's screen tells the Moderator alone: the cards to set aside unseen,
    and those of the mix in play."""
    if options.variable is None or options.seed is None:
        return ()
    kept, gone = draw(options.variable, options.seed)
    return (_("Set aside: {cards}", cards=_names(gone)),
            _("In play: {cards}", cards=_names(kept)))


def _names(cards: Iterable[str]) -> str:
    return ", ".join(_(CLASSIC_ROLES[c].short) for c in cards)
