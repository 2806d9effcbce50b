"""What the dealer needs to hear and see: the deck as counts, in words.

``deal_line(deck)`` -> "Deal two Werewolves, one Seer, one Robber, one Troublemaker and
three Villagers: one card to each player and three to the center." Pure text, for the
voice and the deal screen.
"""

from __future__ import annotations

from collections import Counter

from .deck import Deck
from .roles import ROLE_IDS, ROLES

NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
           "ten", "eleven", "twelve", "thirteen", "fourteen")
PLURALS = {"werewolf": "Werewolves"}


def counts(deck: Deck) -> tuple[tuple[str, int], ...]:
    """``(role id, copies)`` in wake-table order."""
    have = Counter(deck.cards)
    return tuple((role_id, have[role_id]) for role_id in ROLE_IDS if have[role_id])


def card_name(role_id: str, n: int) -> str:
    name = ROLES[role_id].name
    if n == 1:
        return name
    return PLURALS.get(role_id, name + "s")


#: characters in one line of the OLED's body text
LINE_CHARS = 21


def deck_lines(deck: Deck) -> tuple[str, ...]:
    """One line per role for the screen: ``"2 Werewolves"``, ``"1 Seer"``; a name too
    long for a line is given short (``"1 P.I."``)."""
    lines = []
    for role_id, n in counts(deck):
        line = f"{n} {card_name(role_id, n)}"
        lines.append(line if len(line) <= LINE_CHARS else f"{n} {ROLES[role_id].short}")
    return tuple(lines)


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def deal_line(deck: Deck) -> str:
    """The whole deck, said once on request."""
    items = [f"{NUMBERS[n]} {card_name(role_id, n)}" for role_id, n in counts(deck)]
    center = NUMBERS[deck.extra_cards]
    line = f"Deal {_listed(items)}: one card to each player and {center} to the center."
    if "alpha_wolf" in deck.cards:
        line += " The fourth center card stays aside, for the Alpha Wolf."
    return line
