"""The deck both games hold: the cards dealt, as role ids in the order of a game's role
table, read and written in the one spelling of :mod:`engine.deck_text`.

A game's deck is :class:`RoleDeck` given its :class:`RoleTable` (One Night's
:class:`~engine.onenight.deck.Deck`, classic's :class:`~engine.classic.deck.ClassicDeck`),
with what only that game asks of a deck beside it; each game keeps its own deck rules.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import ClassVar, Self

from .deck_text import cards_text, parse_cards


@dataclass(frozen=True)
class RoleTable:
    """What a deck reads from a game's role table: every role id in table order, and
    ``find``, which turns a written id ("Seer", "wolf-cub") into the game's role id or
    raises :class:`~engine.errors.UnknownRole` naming it."""

    ids: tuple[str, ...]
    find: Callable[[str], str]


@dataclass(frozen=True, repr=False)
class RoleDeck:
    """The cards in play, as role ids in ``table`` order (copies repeated). Two decks are
    equal when they are of one game and hold the same cards."""

    cards: tuple[str, ...]
    #: the game's role table, set by each game's deck class
    table: ClassVar[RoleTable]

    @classmethod
    def of(cls, role_ids: Iterable[str]) -> Self:
        """The deck of ``role_ids`` in any order and spelling; an unknown id raises
        :class:`~engine.errors.UnknownRole`."""
        ids = [cls.table.find(r) for r in role_ids]
        return cls(tuple(sorted(ids, key=cls.table.ids.index)))

    @classmethod
    def parse(cls, text: str) -> Self:
        """``parse("werewolf*2,seer")``: ids, comma separated, ``id*N`` for copies; blank
        items are ignored (:func:`engine.deck_text.parse_cards`)."""
        return cls.of(parse_cards(text, cls.table.find))

    @classmethod
    def from_counts(cls, counts: Mapping[str, int]) -> Self:
        """The deck holding ``counts[id]`` copies of each id."""
        return cls.of(r for r, n in counts.items() for _ in range(n))

    def __str__(self) -> str:
        """The deck as :meth:`parse` reads it: ``"werewolf*2,seer"``."""
        return cards_text(self.cards)

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({str(self)!r})"

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, role_id: object) -> bool:
        return role_id in self.cards

    def count(self, role_id: str) -> int:
        """How many copies of ``role_id`` the deck holds."""
        return self.cards.count(role_id)

    def counts(self) -> dict[str, int]:
        """Each role id in the deck with its copies, in table order."""
        return dict(Counter(self.cards))

    @property
    def roles(self) -> frozenset[str]:
        """The role ids in the deck, each once."""
        return frozenset(self.cards)
