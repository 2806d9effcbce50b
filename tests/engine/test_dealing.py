"""The deck in words, for the dealer."""

from __future__ import annotations

from engine.onenight.dealing import deal_line, deck_lines
from engine.onenight.deck import Deck
from engine.onenight.presets import preset


def test_the_deck_is_said_with_counts_and_plurals() -> None:
    deck = Deck.of(["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager",
                    "villager", "villager"])
    assert deal_line(deck) == ("Deal two Werewolves, one Seer, one Robber, one Troublemaker "
                               "and three Villagers: one card to each player and three to "
                               "the center.")
    assert deck_lines(deck) == ("2 Werewolves", "1 Seer", "1 Robber", "1 Troublemaker",
                                "3 Villagers")


def test_a_card_named_with_its_article_is_said_by_its_name() -> None:
    deck = Deck.of(["vampire", "master", "count", "werewolf", "werewolf", "seer", "robber",
                    "sponge", "villager", "villager"])
    assert deal_line(deck).startswith("Deal one Vampire, The Master, The Count, two Werewolves, "
                                      "one Seer, one Robber, two Villagers and The Sponge:")


def test_the_alpha_wolf_card_aside_is_said() -> None:
    deck = Deck.of(["alpha_wolf", "werewolf", "mason", "mason", "seer", "villager", "villager",
                    "villager"])
    line = deal_line(deck)
    assert "two Masons" in line and "four to the center" in line
    assert line.endswith("The fourth center card stays aside, for the Alpha Wolf.")


def test_every_preset_lists_every_card_once() -> None:
    for players in range(3, 11):
        deck = preset(players)
        assert sum(int(line.split()[0]) for line in deck_lines(deck)) == len(deck)
