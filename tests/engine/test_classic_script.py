"""The classic night script: CLASSIC §1's order, night 1's registration and roll call,
dead roles still called, the Apprentice Seer once it is the Seer, and wording."""

from __future__ import annotations

import random
import re

from engine.classic.deck import ClassicDeck
from engine.classic.presets import PRESETS
from engine.classic.script import (FIRST_NIGHT_ORDER, LATER_NIGHT_ORDER, ClassicScriptOptions,
                                   classic_night, classic_steps)
from engine.cues import Pace, Pause, Say, ScriptMode

FULL = ClassicDeck.parse("werewolf,wolf_cub,minion,sorcerer,seer,apprentice_seer,bodyguard,"
                         "witch,cupid,old_hag")
WITH_SLEEPERS = ClassicDeck.parse("werewolf,seer,hunter,mayor,prince,tough_guy,cursed,"
                                  "tanner,lycan,villager")


def test_night_one_calls_every_waking_role_in_order_then_the_roll_call() -> None:
    assert classic_steps(FULL, 1) == ("cupid", "soulmates", "werewolf", "minion", "sorcerer",
                                      "seer", "apprentice_seer", "bodyguard", "witch",
                                      "old_hag")
    assert classic_steps(WITH_SLEEPERS, 1) == ("werewolf", "seer", "roll_call")
    steps = classic_steps(FULL, 1)
    assert list(steps) == [s for s in FIRST_NIGHT_ORDER if s in steps]


def test_later_nights_and_the_apprentice() -> None:
    assert classic_steps(FULL, 2) == ("werewolf", "sorcerer", "seer", "bodyguard", "witch",
                                      "old_hag")
    assert classic_steps(FULL, 3, apprentice_is_seer=True) == (
        "werewolf", "sorcerer", "seer", "apprentice_seer", "bodyguard", "witch", "old_hag")
    assert set(classic_steps(FULL, 5)) <= set(LATER_NIGHT_ORDER)


def test_the_roll_call_names_each_sleeping_role_once() -> None:
    lines = [c.text for c in classic_night(WITH_SLEEPERS, 1).cues
             if isinstance(c, Say) and c.step == "roll_call"]
    for name in ("Hunter", "Mayor", "Prince", "Tough Guy", "Cursed", "Tanner", "Lycan"):
        assert sum(line.startswith(f"{name},") for line in lines) == 1, name
    assert not any(line.startswith("Villager") for line in lines)


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
        assert not re.search(r"\b(he|she|him|her|his|hers)\b", line, re.I), line
        assert line.isascii() and len(line.split()) <= 22, line
