"""The classic night script: CLASSIC §1's order (the roll call first on night 1, then the
rulebook's roll calling order), dead roles still called, no call of the Apprentice's own,
nothing spoken that gives a death or a turn away, and wording."""

from __future__ import annotations

import random
import re

from engine.classic.deck import ClassicDeck
from engine.classic.presets import PRESETS
from engine.classic.roles import CLASSIC_ROLES
from engine.classic.script import (
    FIRST_NIGHT_ORDER,
    LATER_NIGHT_ORDER,
    ClassicScriptOptions,
    classic_night,
    classic_steps,
    roll_call_cards,
)
from engine.cues import Pace, Pause, Say, ScriptMode

FULL = ClassicDeck.parse("werewolf,wolf_cub,minion,sorcerer,seer,apprentice_seer,bodyguard,"
                         "witch,cupid,old_hag")
WITH_SLEEPERS = ClassicDeck.parse("werewolf,seer,hunter,mayor,prince,tough_guy,cursed,"
                                  "tanner,lycan,villager")


def test_night_one_starts_with_the_roll_call_then_the_rulebooks_order() -> None:
    assert classic_steps(FULL, 1) == ("roll_call", "cupid", "soulmates", "bodyguard",
                                      "werewolf", "witch", "seer", "sorcerer", "old_hag")
    assert classic_steps(WITH_SLEEPERS, 1) == ("roll_call", "werewolf", "cursed", "seer")
    masons = ClassicDeck.parse("werewolf,seer,mason*2,cursed,villager")
    assert classic_steps(masons, 1) == ("roll_call", "mason", "werewolf", "cursed", "seer")
    steps = classic_steps(FULL, 1)
    assert list(steps) == [s for s in FIRST_NIGHT_ORDER if s in steps]


def test_later_nights_follow_the_roll_calling_order_and_the_apprentice_has_no_call() -> None:
    assert classic_steps(FULL, 2) == ("bodyguard", "werewolf", "witch", "seer", "sorcerer",
                                      "old_hag")
    assert classic_steps(WITH_SLEEPERS, 2) == ("werewolf", "cursed", "seer")
    for preset in PRESETS.values():
        for night in (1, 2, 3):
            assert "apprentice_seer" not in classic_steps(preset.deck, night)
    assert "apprentice_seer" not in classic_steps(FULL, 1) + classic_steps(FULL, 4)
    assert set(classic_steps(FULL, 5)) <= set(LATER_NIGHT_ORDER)


def test_the_roll_call_names_no_role_and_waits_for_every_card() -> None:
    cues = [c for c in classic_night(WITH_SLEEPERS, 1).cues if c.step == "roll_call"]
    lines = [c.text for c in cues if isinstance(c, Say)]
    names = {r.name for r in CLASSIC_ROLES.values()} - {"Villager"}
    assert lines and not any(name in line for line in lines for name in names)
    assert roll_call_cards(WITH_SLEEPERS) == ("werewolf", "seer", "lycan", "hunter", "mayor",
                                              "prince", "tough_guy", "cursed", "tanner")
    small = ClassicDeck.parse("werewolf,seer,villager*3")
    wait = lambda deck: sum(c.seconds for c in classic_night(  # noqa: E731
        deck, 1, rng=random.Random(1)).cues if isinstance(c, Pause) and c.step == "roll_call")
    assert wait(WITH_SLEEPERS) > wait(small) > 0


def test_the_minion_and_the_wolves_see_each_other_on_night_one_only() -> None:
    one = [c.text for c in classic_night(FULL, 1).cues
           if isinstance(c, Say) and c.step == "werewolf"]
    assert one[0] == "Werewolves and Minion, open your eyes."
    two = " ".join(classic_night(FULL, 2).lines)
    assert "Minion" not in two


def test_nothing_spoken_depends_on_the_cubs_revenge_or_names_a_count_of_victims() -> None:
    for night in (2, 3):
        lines = " ".join(classic_night(FULL, night).lines).lower()
        assert "one player to attack" not in lines and "two" not in lines
        assert "apprentice" not in lines and "turn" not in lines


def test_no_attack_on_night_one_and_an_attack_later() -> None:
    one = " ".join(classic_night(FULL, 1).lines)
    two = " ".join(classic_night(FULL, 2).lines)
    assert "No attack tonight" in one and "attack" in two and "No attack" not in two


def test_the_same_night_has_the_same_pauses_whoever_died() -> None:
    """The script depends on the deck and the night only, never on who lives."""
    a = classic_night(FULL, 3, rng=random.Random(7))
    b = classic_night(FULL, 3, rng=random.Random(7))
    assert a == b
    pauses = [c for c in a.cues if isinstance(c, Pause) and c.step == "seer"]
    assert pauses and pauses[0].seconds > 5


def test_expert_mode_drops_the_explanations_and_pace_changes_pauses() -> None:
    beginner = classic_night(FULL, 2)
    expert = classic_night(FULL, 2, ClassicScriptOptions(mode=ScriptMode.EXPERT))
    assert len(expert.lines) < len(beginner.lines)
    quick = classic_night(FULL, 2, ClassicScriptOptions(pace=Pace.QUICK))
    total = lambda n: sum(c.seconds for c in n.cues if isinstance(c, Pause))  # noqa: E731
    assert total(quick) < total(beginner)


def test_every_line_is_pronoun_neutral_and_plain() -> None:
    lines = set()
    for preset in PRESETS.values():
        for night in (1, 2):
            lines |= set(classic_night(preset.deck, night).lines)
    lines |= set(classic_night(FULL, 1).lines) | set(classic_night(WITH_SLEEPERS, 1).lines)
    for line in lines:
        assert not re.search(r"\b(he|she|him|her|his|hers)\b", line, re.IGNORECASE), line
        assert line.isascii() and len(line.split()) <= 22, line
