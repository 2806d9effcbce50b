"""One engine deck (``engine.deck.RoleDeck``) given each game's role table: the same
reading, counting and spelling for One Night's Deck and classic's ClassicDeck."""

from __future__ import annotations

import pytest

from engine.classic.deck import ClassicDeck
from engine.deck import RoleDeck
from engine.onenight.deck import Deck

DECKS = [Deck, ClassicDeck]


@pytest.mark.parametrize("kind", DECKS, ids=lambda kind: kind.__name__)
def test_each_game_s_deck_is_the_one_base(kind: type[RoleDeck]) -> None:
    deck = kind.parse("villager*2,seer,werewolf*2")
    assert isinstance(deck, RoleDeck)
    # the game's role-table order: werewolves, then the seer, then villagers
    assert deck.cards == ("werewolf", "werewolf", "seer", "villager", "villager")
    assert deck == kind.of(["Seer", "VILLAGER", "werewolf", "villager", "werewolf"])
    assert deck == kind.from_counts({"seer": 1, "villager": 2, "werewolf": 2})
    assert deck.counts() == {"werewolf": 2, "seer": 1, "villager": 2}
    assert (len(deck), deck.count("villager"), deck.count("witch")) == (5, 2, 0)
    assert "seer" in deck and "witch" not in deck
    assert deck.roles == frozenset({"werewolf", "seer", "villager"})


@pytest.mark.parametrize("kind", DECKS, ids=lambda kind: kind.__name__)
def test_each_deck_is_written_as_it_is_read(kind: type[RoleDeck]) -> None:
    deck = kind.parse("seer, werewolf*2,,villager")
    assert str(deck) == "werewolf*2,seer,villager"
    assert kind.parse(str(deck)) == deck
    assert repr(deck) == f"{kind.__name__}.parse('werewolf*2,seer,villager')"
    assert eval(repr(deck)) == deck


def test_the_same_cards_of_two_games_are_two_decks() -> None:
    assert Deck.parse("werewolf,seer") != ClassicDeck.parse("werewolf,seer")
    assert len({Deck.parse("werewolf,seer"), Deck.parse("seer,werewolf")}) == 1


def test_what_only_one_game_asks_of_a_deck_stays_with_it() -> None:
    one_night = Deck.parse("alpha_wolf,werewolf*2,seer,robber,villager*3")
    assert (one_night.extra_cards, one_night.default_players) == (4, 4)
    classic = ClassicDeck.parse("werewolf,wolf_cub,seer,villager*3")
    assert classic.wolves == 2 and classic.balance == -6 - 8 + 7 + 3
