"""The Moderator's signs and notes (CLASSIC §1): the rulebook's thumbs, the Cursed's V
then W, answers known on night 1 once the roll call is in, nothing left to guess."""

from __future__ import annotations

from engine.classic.entries import DayEntries, NightEntries
from engine.classic.game import play_day, play_night
from engine.classic.signs import SIGNS, moderator_notes, sign
from engine.classic.state import ClassicGame

# the Village of Uncertainty with a Cursed and a cub
PLAYERS = {1: "werewolf", 2: "sorcerer", 3: "seer", 4: "lycan", 5: "hunter",
           6: "cursed", 7: "apprentice_seer", 8: "wolf_cub", 9: "villager", 10: "villager"}


def test_the_seers_thumbs_are_the_rulebooks() -> None:
    assert SIGNS["seer"].of(True) == "WOLF: thumb DOWN"
    assert SIGNS["seer"].of(False) == "NOT a wolf: thumb UP"
    assert SIGNS["sorcerer"].of(True) == "the SEER: thumb UP"
    assert SIGNS["sorcerer"].of(False) == "not the Seer: thumb DOWN"


def test_night_one_answers_are_known_the_lycan_a_wolf_the_sorcerer_answered() -> None:
    game = ClassicGame.start(PLAYERS)
    none = NightEntries()
    assert sign("seer", game, none, 4) == "WOLF: thumb DOWN"          # the Lycan
    assert sign("seer", game, none, 2) == "NOT a wolf: thumb UP"      # the Sorcerer
    assert sign("seer", game, none, 8) == "WOLF: thumb DOWN"          # the cub
    assert sign("sorcerer", game, none, 3) == "the SEER: thumb UP"
    assert sign("sorcerer", game, none, 7) == "not the Seer: thumb DOWN"
    assert sign("witch", game, none, 3) is None and sign("seer", game, none) is None


def test_the_cursed_is_shown_v_then_w_from_the_night_of_the_attack() -> None:
    game, _ = play_night(ClassicGame.start(PLAYERS), NightEntries())
    game, _, _ = play_day(game, DayEntries())
    assert sign("cursed", game, NightEntries()) == "show V"
    assert sign("cursed", game, NightEntries(werewolf=(6,), bodyguard=None)) == "show W"
    assert sign("cursed", game, NightEntries(werewolf=(9,))) == "show V"
    game, _ = play_night(game, NightEntries(werewolf=(6,)))
    game, _, _ = play_day(game, DayEntries())
    assert sign("cursed", game, NightEntries()) == "show W"          # every night after
    assert sign("seer", game, NightEntries(), 6) == "WOLF: thumb DOWN"
    assert moderator_notes(game, "werewolf") == ("Seat 6 (Cursed) wakes too",)


def test_notes_for_the_moderator_only() -> None:
    game, _ = play_night(ClassicGame.start(PLAYERS), NightEntries())
    game, _, _ = play_day(game, DayEntries(votes={1: 8, 2: 8, 3: 8, 4: 8}))  # the cub
    assert moderator_notes(game, "werewolf") == ("The cub died: TWO victims",)
    assert moderator_notes(game, "seer") == ()
    game, _ = play_night(game, NightEntries(werewolf=(3, 9)))                  # the Seer
    game, _, _ = play_day(game, DayEntries())
    assert moderator_notes(game, "werewolf") == ()
    assert moderator_notes(game, "seer") == ("Tap seat 7: now the Seer",)
    assert sign("sorcerer", game, NightEntries(), 7) == "the SEER: thumb UP"
