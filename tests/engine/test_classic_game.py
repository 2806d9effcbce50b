"""The classic game state between phases: what the Moderator is shown (the Seer's and
the Sorcerer's answers), the Cursed seen as a wolf once turned, the Apprentice Seer taking
over, who sits out, the cub's revenge, and the deck, balance and presets."""

from __future__ import annotations

import pytest

from engine.classic.day_rules import voters
from engine.classic.deck import ClassicDeck, check_classic_deck, deck_problems
from engine.classic.entries import DayEntries, NightEntries, Phase, PhaseKind
from engine.classic.game import play_day, play_night
from engine.classic.presets import PRESETS, presets_for
from engine.classic.state import ClassicGame
from engine.errors import IllegalEntry, InvalidDeck, UnknownRole

PLAYERS = {1: "werewolf", 2: "seer", 3: "sorcerer", 4: "apprentice_seer", 5: "lycan",
           6: "cursed", 7: "old_hag", 8: "wolf_cub", 9: "villager", 10: "villager"}


def to_night_2(game: ClassicGame) -> ClassicGame:
    game, _ = play_night(game, NightEntries())
    game, _, _ = play_day(game, DayEntries())
    return game


def test_the_seer_and_sorcerer_answers() -> None:
    game = ClassicGame.start(PLAYERS)
    _, dawn = play_night(game, NightEntries(seer=5, sorcerer=2))
    assert dawn.seer_saw == (5, True)  # the Lycan looks like a wolf
    assert dawn.sorcerer_saw == (2, True)
    _, dawn = play_night(game, NightEntries(seer=3, sorcerer=9))
    assert dawn.seer_saw == (3, False) and dawn.sorcerer_saw == (9, False)


def test_a_turned_cursed_is_seen_as_a_wolf_and_the_wolves_grow() -> None:
    game = to_night_2(ClassicGame.start(PLAYERS))
    _, before = play_night(game, NightEntries(seer=6))
    assert before.seer_saw == (6, False)
    game, dawn = play_night(game, NightEntries(werewolf=(6,)))
    # bitten at night 2: still a villager at that dawn and day, a wolf from night 3
    assert dawn.bitten == 6 and dawn.deaths == () and game.bitten == 6
    assert 6 not in game.turned and not game.is_wolf(6)
    game, _, _ = play_day(game, DayEntries())
    assert 6 in game.turned and game.is_wolf(6) and game.bitten is None
    assert game.wolves() == (1, 6, 8)
    _, dawn = play_night(game, NightEntries(seer=6))
    assert dawn.seer_saw == (6, True)
    with pytest.raises(IllegalEntry, match="wolf"):
        play_night(game, NightEntries(werewolf=(6,)))


def test_the_apprentice_becomes_the_seer_from_the_next_night() -> None:
    game = to_night_2(ClassicGame.start(PLAYERS))
    assert game.seer() == 2
    game, _ = play_night(game, NightEntries(werewolf=(2,)))
    assert game.apprentice_is_seer and game.seer() == 4
    game, _, _ = play_day(game, DayEntries())
    _, dawn = play_night(game, NightEntries(apprentice_seer=8, sorcerer=4))
    assert dawn.seer_saw == (8, True) and dawn.sorcerer_saw == (4, True)
    # the record's `seer` key is the acting Seer's look: the Apprentice's now
    _, dawn = play_night(game, NightEntries(seer=9))
    assert dawn.seer_saw == (9, False)


def test_the_old_hags_target_sits_out_one_day_only() -> None:
    game, _ = play_night(ClassicGame.start(PLAYERS), NightEntries(old_hag=9))
    assert game.sitting_out == 9 and 9 not in voters(game)
    game, _, _ = play_day(game, DayEntries(votes={1: 9}))  # a vote for 9 is no vote
    assert 9 in game.alive and game.sitting_out is None and 9 in voters(game)
    with pytest.raises(IllegalEntry, match="itself"):
        play_night(game, NightEntries(old_hag=7))


def test_the_cub_gives_two_victims_for_one_night() -> None:
    game, _ = play_night(ClassicGame.start(PLAYERS), NightEntries())
    game, lynch, _deaths = play_day(game, DayEntries(votes={2: 8, 3: 8, 4: 8}))
    assert lynch.lynched == (8,) and game.cub_hunt and game.victims_allowed() == 2
    game, dawn = play_night(game, NightEntries(werewolf=(9, 10)))
    assert [d.seat for d in dawn.deaths] == [9, 10]
    assert not game.cub_hunt and game.victims_allowed() == 1


def test_phases_alternate_and_say_their_names() -> None:
    game = ClassicGame.start(PLAYERS)
    assert str(game.phase) == "night 1"
    game, _ = play_night(game, NightEntries())
    assert game.phase == Phase(1, PhaseKind.DAY) and str(game.phase) == "day 1"
    with pytest.raises(IllegalEntry, match="not a night"):
        play_night(game, NightEntries())


def test_deck_rules_and_balance() -> None:
    assert ClassicDeck.parse("werewolf,seer,villager*3").balance == -6 + 7 + 3
    assert deck_problems(ClassicDeck.parse("werewolf,seer,villager*3")) == ()
    assert deck_problems(ClassicDeck.parse("werewolf,seer,mason,villager*3")) == (
        "masons come as two or three, never one",)
    assert deck_problems(ClassicDeck.parse("werewolf,seer,mason*3,villager")) == ()
    assert any("at least one werewolf" in p for p in deck_problems(
        ClassicDeck.parse("seer,villager*4")))
    assert any("at most 8 werewolf" in p for p in deck_problems(
        ClassicDeck.parse("werewolf*9,villager*12")))
    assert any("win at the deal" in p for p in deck_problems(
        ClassicDeck.parse("werewolf*3,seer,villager*2")))
    with pytest.raises(InvalidDeck, match="5 to 68"):
        check_classic_deck(ClassicDeck.parse("werewolf*3,villager*66"))
    with pytest.raises(UnknownRole, match="did you mean 'old_hag'"):
        ClassicDeck.parse("werewolf,oldhag")


def test_presets_fit_their_seats_and_stay_near_even() -> None:
    for players in range(5, 11):
        found = presets_for(players)
        assert found and found[0].id == f"basic_{players}"
        for preset in found:
            assert len(preset.deck) == players and deck_problems(preset.deck) == ()
    assert {"visions", "doom", "uncertainty"} <= set(PRESETS)
    assert PRESETS["doom"].deck == ClassicDeck.parse("werewolf*2,seer,old_hag,villager*5")
    # ours, and every preset of the box's ten seats, near even; the rulebook's big
    # scenarios keep their printed balance (docs/classic.md §8)
    assert all(abs(p.deck.balance) <= 7 for p in PRESETS.values()
               if p.source == "ours" or p.players <= 10)
    with pytest.raises(InvalidDeck):
        presets_for(69)
