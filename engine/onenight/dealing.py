"""What the dealer needs to hear and see: the deck as counts, in words.

``deal_line(deck)`` -> "Deal two Werewolves, one Seer, one Robber, one Troublemaker and
three Villagers: one card to each player and three to the center." Pure text, for the
voice and the deal screen.
"""

from __future__ import annotations

from collections import Counter

from ..languages import EN
from ..words import ENGLISH, N_, Words
from .deck import Deck
from .roles import ROLE_IDS, ROLES

NUMBERS = (N_("no"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"),
           N_("seven"), N_("eight"), N_("nine"), N_("ten"), N_("eleven"), N_("twelve"),
           N_("thirteen"), N_("fourteen"))
#: the name of two or more of a card; every role a deck may hold twice or more is here
PLURALS = {"werewolf": N_("Werewolves"), "mason": N_("Masons"), "villager": N_("Villagers")}
#: the fourth center card (said after the deal line)
ALPHA_ASIDE = N_("The fourth center card stays aside, for the Alpha Wolf.")


def counts(deck: Deck) -> tuple[tuple[str, int], ...]:
    """``(role id, copies)`` in wake-table order."""
    have = Counter(deck.cards)
    return tuple((role_id, have[role_id]) for role_id in ROLE_IDS if have[role_id])


def card_name(role_id: str, n: int, words: Words = ENGLISH) -> str:
    """The card's name for ``n`` copies: ``"Seer"``, ``"Werewolves"``."""
    name = words._(ROLES[role_id].name)
    if n == 1:
        return name
    if role_id in PLURALS:
        return words._(PLURALS[role_id])
    # a card the deck rules allow only once: English adds an s, other languages keep the name
    return name + "s" if words.lang is EN else name


#: characters in one line of the OLED's body text
LINE_CHARS = 21


def deck_lines(deck: Deck, words: Words = ENGLISH) -> tuple[str, ...]:
    """One line per role for the screen: ``"2 Werewolves"``, ``"1 Seer"``; a name too
    long for a line is given short (``"1 P.I."``)."""
    lines = []
    for role_id, n in counts(deck):
        line = words._("{n} {role}", n=n, role=card_name(role_id, n, words))
        lines.append(line if len(line) <= LINE_CHARS
                     else words._("{n} {role}", n=n, role=words._(ROLES[role_id].short)))
    return tuple(lines)


def _item(role_id: str, n: int, words: Words) -> str:
    """``"one Seer"``, ``"two Werewolves"``."""
    return words.n_("one {role}", "{count} {cards}", n, role=card_name(role_id, 1, words),
                    count=words._(NUMBERS[n]), cards=card_name(role_id, n, words))


def deal_line(deck: Deck, words: Words = ENGLISH) -> str:
    """The whole deck, said once on request."""
    items = [_item(role_id, n, words) for role_id, n in counts(deck)]
    line = words._("Deal {cards}: one card to each player and {center} to the center.",
                   cards=words.join(items), center=words._(NUMBERS[deck.extra_cards]))
    if "alpha_wolf" in deck.cards:
        return f"{line} {words._(ALPHA_ASIDE)}"
    return line
