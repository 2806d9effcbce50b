"""Variable roles and werewolves on the box (the rulebook's variant, docs/classic.md §6):
the Moderator marks cards on the Rules page, the deal draws the cards set aside from a
seed the record keeps, only the screen tells the Moderator, the night calls the full set,
and ``nightbox resolve`` checks the box's record against the seed."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

from engine.classic.record import resolve_classic
from engine.classic.variable import draw
from engine.cues import Say
from engine.errors import InvalidRecord

from device.core.games import GAMES
from device.core.games.classic.night import ClassicNightState
from device.core.games.classic.rules import ClassicRules
from device.core.games.classic.session import ClassicSession
from device.core.machine import session_of
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start_deck
from hw_mocks.rig import Rig

DECK = ("werewolf", "werewolf", "seer", "bodyguard", "lone_wolf", "villager", "villager",
        "villager")
MIXED = ("werewolf", "lone_wolf", "bodyguard")


def game_start(make_rig: Callable[..., Rig], seed: int) -> tuple[Rig, dict[int, str]]:
    rng = random.Random(seed)
    rig = make_rig(seed=seed, settings=GAMES.settings(classic_vote="point"))
    rig.start()
    dealt = start_deck(rig, DECK, ScreenRecorder(rig, None), rng,
                       classic_variable=MIXED, variable_villagers=2)
    return rig, dealt


def test_the_deal_draws_from_a_seed_the_record_keeps_and_resolve_checks_it(
        make_rig: Callable[..., Rig]) -> None:
    rig, dealt = game_start(make_rig, 5)
    session = session_of(rig.machine, ClassicSession)
    variable, seed = session.options.variable, session.options.seed
    assert variable is not None and seed is not None
    kept, gone = draw(variable, seed)
    # the deck dealt: the cards not mixed, with those the draw kept; as many as the deck
    assert Counter(dealt.values()) == Counter(DECK) - Counter(MIXED) + Counter(kept)
    assert len(dealt) == len(DECK) and len(gone) == 2
    run_game(ClassicDemo(rig, dealt, random.Random(5)), ScreenRecorder(rig, None))
    record = rig.store.games()[-1]
    assert record["options"]["seed"] == seed
    assert record["options"]["variable"] == {"cards": list(MIXED), "villagers": 2}
    assert resolve_classic(record).game.players == dealt
    other = next(s for s in range(1, 100) if draw(variable, s)[0] != kept)
    with pytest.raises(InvalidRecord, match="variable"):   # another seed's draw: refused
        resolve_classic({**record, "options": {**record["options"], "seed": other}})


def test_only_the_screen_tells_the_moderator_and_the_night_calls_the_full_set(
        make_rig: Callable[..., Rig]) -> None:
    rig, dealt = game_start(make_rig, 5)
    session = session_of(rig.machine, ClassicSession)
    assert session.options.variable is not None and session.options.seed is not None
    _kept, gone = draw(session.options.variable, session.options.seed)
    aside = [c for c in gone if c != "villager"]
    assert aside and not set(aside) & set(dealt.values())
    names = {"lone_wolf": "Lone Wolf", "bodyguard": "Bodyguard", "werewolf": "Werewolf"}
    shown = " ".join(" ".join(rig.machine.game.deal_screen(rig.machine, frozenset(), p).lines)
                     for p in range(2))
    assert all(names[c] in shown for c in aside) and "Set aside:" in shown
    assert not any("Set aside" in line or "In play" in line for line in rig.said())
    night = rig.machine.state
    assert isinstance(night, ClassicNightState)
    said = [c.text for c in night.cues if isinstance(c, Say)]
    assert "bodyguard" in aside                  # set aside by this seed's draw, and yet
    assert "Bodyguard, open your eyes." in said  # called, as if someone held it


def test_the_rules_page_marks_the_variable_cards(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(seed=1)
    rig.start()
    rig.menu_select("Game")
    rig.turn(1)
    rig.click()
    m = rig.machine
    m.table.settings = m.game.with_cards(m.table.settings, DECK)
    rig.menu_select("Rules")
    rig.menu_select("Variable cards")
    rig.menu_select("[ ] Lone Wolf")             # in or out: one press
    rig.menu_select("Werewolf")                  # two copies: the count, turned
    rig.turn(1)
    rig.click()
    rules = m.table.settings.of(ClassicRules)
    assert Counter(rules.classic_variable) == Counter({"lone_wolf": 1, "werewolf": 1})
    assert rules.variable is None                # no Villagers added yet: off
    assert rules.replace(variable_villagers=1).variable is not None
    # both Werewolves mixed: the rulebook keeps one out, so the deck does not fit
    both = rules.replace(classic_variable=("werewolf", "werewolf"), variable_villagers=1)
    assert not m.game.deck_fits(m.table.settings.with_rules(both), len(DECK))
    assert m.game.deck_fits(m.table.settings.with_rules(rules.replace(variable_villagers=1)),
                            len(DECK))
