"""Deck rules of RULINGS §1.1: errors and warnings, as values."""

from __future__ import annotations

import pytest

from engine.errors import InvalidDeck, UnknownRole
from engine.onenight.deck import Deck, Severity, cards_needed, check_deck
from engine.onenight.presets import PRESETS, preset


def codes(deck: str, players: int | None = None) -> tuple[set[str], set[str]]:
    check = check_deck(Deck.parse(deck), players)
    return {e.code for e in check.errors}, {w.code for w in check.warnings}


def test_starter_deck_is_clean() -> None:
    check = check_deck(Deck.parse("werewolf,werewolf,seer,robber,troublemaker,villager"))
    assert check.ok and check.players == 3 and not check.warnings


def test_deck_is_kept_in_wake_order_whatever_the_input_order() -> None:
    assert Deck.parse("villager,seer,werewolf").cards == ("werewolf", "seer", "villager")
    assert Deck.parse("Seer, WEREWOLF") == Deck.parse("werewolf,seer")


def test_repr_is_pasteable() -> None:
    deck = Deck.parse("werewolf,seer,villager")
    assert eval(repr(deck)) == deck


def test_cards_needed() -> None:
    assert cards_needed(5) == 8
    assert cards_needed(5, alpha_wolf=True) == 9


@pytest.mark.parametrize(("deck", "allowed"), [
    ("werewolf", "1 card: a deck has 6 to 13 (players + 3, for 3 to 10 players)"),
    ("alpha_wolf,werewolf,seer", "3 cards: a deck has 7 to 14 (players + 4 with the Alpha Wolf"),
    (",".join(["werewolf", "werewolf", "seer", "robber", "troublemaker"] + ["villager"] * 3
              + ["tanner", "drunk", "insomniac", "hunter", "minion", "mason", "mason"]),
     "15 cards: a deck has 6 to 13"),
])
def test_a_deck_for_no_player_count_says_so_of_its_cards(deck: str, allowed: str) -> None:
    check = check_deck(Deck.parse(deck))
    assert [issue.code for issue in check.errors] == ["card_count"]
    assert check.errors[0].message.startswith(allowed)


def test_card_count_must_be_players_plus_three() -> None:
    errors, _ = codes("werewolf,werewolf,seer,robber,troublemaker,villager", players=4)
    assert errors == {"card_count"}
    msg = check_deck(Deck.parse("werewolf,werewolf,seer,robber,troublemaker,villager"), 4).errors[0]
    assert msg.count == 6 and "6 cards for 4 players" in msg.message and "needs 7" in msg.message


def test_alpha_wolf_needs_one_more_card_and_another_wolf() -> None:
    ok = "alpha_wolf,werewolf,seer,robber,troublemaker,villager,villager"
    assert check_deck(Deck.parse(ok), 3).ok
    errors, _ = codes("alpha_wolf,werewolf,seer,robber,troublemaker,villager", players=3)
    assert errors == {"card_count"}
    errors, _ = codes("alpha_wolf,seer,robber,troublemaker,villager,villager,villager", 3)
    assert errors == {"alpha_needs_wolf"}


def test_alpha_wolf_default_players_counts_the_extra_card() -> None:
    deck = Deck.parse("alpha_wolf,werewolf,seer,robber,troublemaker,villager,villager")
    assert deck.default_players == 3


@pytest.mark.parametrize("players", [2, 11])
def test_player_count_range(players: int) -> None:
    cards = ["villager"] * 3 + ["werewolf"] * 2 + ["seer", "robber", "troublemaker",
             "drunk", "insomniac", "minion", "hunter", "tanner", "mason", "mason"]
    deck = Deck.of(cards[: players + 3])
    errors, _ = codes(",".join(deck.cards), players)
    assert "players" in errors


@pytest.mark.parametrize("role_id,limit", [("werewolf", 2), ("villager", 3), ("seer", 1)])
def test_counts_never_exceed_the_physical_cards(role_id: str, limit: int) -> None:
    deck = Deck.of([role_id] * (limit + 1) + ["robber"] * 0)
    check = check_deck(deck, 3)
    too_many = [e for e in check.errors if e.code == "too_many"]
    assert len(too_many) == 1
    assert too_many[0].role == role_id and too_many[0].count == limit + 1
    assert role_id in too_many[0].message and str(limit + 1) in too_many[0].message


def test_masons_come_as_a_pair() -> None:
    errors, _ = codes("werewolf,werewolf,mason,seer,robber,troublemaker", 3)
    assert errors == {"mason_pair"}
    errors, _ = codes("werewolf,werewolf,mason,mason,robber,troublemaker", 3)
    assert errors == set()


def test_insomniac_without_a_card_mover_is_a_warning() -> None:
    errors, warnings = codes("werewolf,werewolf,seer,insomniac,villager,villager", 3)
    assert not errors and warnings == {"insomniac_no_mover"}
    _, warnings = codes("werewolf,werewolf,seer,insomniac,drunk,villager", 3)
    assert "insomniac_no_mover" not in warnings


def test_bodyguard_with_few_players_is_a_warning() -> None:
    _, warnings = codes("werewolf,werewolf,seer,robber,bodyguard,villager,villager", 4)
    assert warnings == {"bodyguard_few_players"}
    _, warnings = codes("werewolf,werewolf,seer,robber,bodyguard,villager,villager,villager", 5)
    assert warnings == set()


def test_no_wolf_at_all_is_a_warning() -> None:
    check = check_deck(Deck.parse("seer,robber,troublemaker,villager,villager,villager"), 3)
    assert check.ok
    assert [w.code for w in check.warnings] == ["no_wolf"]
    assert check.warnings[0].severity is Severity.WARNING


def test_raise_for_errors_names_every_problem_on_one_line() -> None:
    check = check_deck(Deck.parse("werewolf,werewolf,werewolf,mason,seer"), 3)
    with pytest.raises(InvalidDeck) as info:
        check.raise_for_errors()
    text = str(info.value)
    assert text.startswith("3 problems: 1) werewolf: 3 cards; at most 2") and "\n" not in text
    assert "; 2) mason: 1 card; Masons come as a pair" in text
    assert "; 3) 5 cards for 3 players; the deck needs 6" in text
    assert "\n" not in text


def test_unknown_role_in_a_deck() -> None:
    with pytest.raises(UnknownRole, match="did you mean 'troublemaker'"):
        Deck.parse("werewolf,troublemkr")


@pytest.mark.parametrize("players", sorted(PRESETS))
def test_every_preset_is_a_clean_deck_for_its_player_count(players: int) -> None:
    check = check_deck(preset(players), players)
    assert check.ok, check.errors
    assert not check.warnings, check.warnings
    assert preset(players).count("werewolf") == 2


def test_rulebook_starter_decks() -> None:
    base = ["werewolf", "werewolf", "seer", "robber", "troublemaker"]
    assert preset(3) == Deck.of(base + ["villager"])
    assert preset(4) == Deck.of(base + ["villager"] * 2)
    assert preset(5) == Deck.of(base + ["villager"] * 3)


def test_no_preset_outside_the_range() -> None:
    with pytest.raises(InvalidDeck, match="11 players"):
        preset(11)
