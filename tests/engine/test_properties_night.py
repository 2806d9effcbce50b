"""Properties of the night over random valid decks (hypothesis), the Vampire box and the
Bonus roles among them (docs/rules.md §2)."""

from __future__ import annotations

import itertools
import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.cues import Say
from engine.onenight.board import uses_marks
from engine.onenight.deck import Deck, cards_needed, check_deck
from engine.onenight.role import order_key
from engine.onenight.roles import ROLES
from engine.onenight.script import night_script
from engine.onenight.steps import has_dusk, night_steps

from tests.conftest import examples

SINGLES = [r for r in ROLES if ROLES[r].max_count == 1]


@st.composite
def valid_decks(draw: st.DrawFn) -> Deck:
    players = draw(st.integers(3, 10))
    cards: list[str] = []
    if draw(st.booleans()):
        cards += ["mason", "mason"]
    cards += ["werewolf"] * draw(st.integers(0, 2))
    cards += draw(st.lists(st.sampled_from(SINGLES), unique=True, max_size=12))
    if "alpha_wolf" in cards and not any(ROLES[c].wolf and c != "alpha_wolf" for c in cards):
        cards.append("werewolf")
    need = cards_needed(players, "alpha_wolf" in cards)
    cards = cards[:need]
    if "alpha_wolf" in cards and not any(ROLES[c].wolf and c != "alpha_wolf" for c in cards):
        cards.remove("alpha_wolf")
        need = cards_needed(players)
    if cards.count("mason") == 1:
        cards.remove("mason")
    while len(cards) < need and cards.count("villager") < 3:
        cards.append("villager")
    deck = Deck.of(cards)
    assume(len(deck) == need and check_deck(deck, players).ok)
    return deck


#: the steps no card owns, and what in the deck calls each
TABLE_STEPS = {"aliens": lambda deck: any(ROLES[r].joins == "aliens" for r in deck.cards),
               "marks": lambda deck: has_dusk(deck) and uses_marks(deck),
               "lovers": lambda deck: "cupid" in deck,
               "nostradamus_team": lambda deck: "nostradamus" in deck}


def _step_role_present(step_id: str, deck: Deck) -> bool:
    if step_id in ("werewolf", "vampire"):
        return any(ROLES[r].step == step_id or ROLES[r].joins == step_id for r in deck.cards)
    if step_id in TABLE_STEPS:
        return bool(TABLE_STEPS[step_id](deck))
    if step_id.startswith("doppelganger_"):
        return "doppelganger" in deck and step_id.removeprefix("doppelganger_") in deck
    return step_id in deck


def _wake_key(step_id: str, deck: Deck) -> tuple[tuple[int, str], int]:
    """Where a step stands in the official order: its role's wake code (the
    Doppelganger's at dusk in a deck with one), a Doppelganger step right after its anchor,
    the marks and the lovers after the last dusk code, Nostradamus's team after its steps."""
    dusk = has_dusk(deck)
    fixed = {"aliens": (order_key("1A"), 0), "marks": ((-1, "~"), 2),
             "lovers": ((-1, "~"), 3), "nostradamus_team": (order_key("5E"), 2)}
    if step_id in fixed:
        return fixed[step_id]
    if step_id.startswith("doppelganger_"):
        copied = ROLES[step_id.removeprefix("doppelganger_")]
        anchor = ROLES[copied.doppel_after or ""]
        return (order_key(anchor.wakes_at(dusk) or ""), 1)
    return (order_key(ROLES[step_id].wakes_at(dusk) or ""), 0)


@settings(max_examples=examples(300), deadline=None)
@given(valid_decks())
def test_steps_follow_the_deck(deck: Deck) -> None:
    steps = night_steps(deck)
    ids = [s.id for s in steps]
    assert len(ids) == len(set(ids))
    for step in steps:
        assert _step_role_present(step.id, deck), (step.id, deck)
        assert step.role in deck
    # every waking role in the deck gets its step
    for r in deck.roles:
        if ROLES[r].step and r != "mason":
            assert ROLES[r].step in ids


@settings(max_examples=examples(300), deadline=None)
@given(valid_decks())
def test_steps_are_strictly_in_wake_order(deck: Deck) -> None:
    keys = [_wake_key(s.id, deck) for s in night_steps(deck)]
    assert all(a < b for a, b in itertools.pairwise(keys)), keys


@settings(max_examples=examples(300), deadline=None)
@given(valid_decks())
def test_a_dusk_comes_whole_before_the_night(deck: Deck) -> None:
    """docs/rules.md §2 Dusk: every dusk step before every night step; a deck with no dusk
    role has none, and the Sentinel then wakes before the Doppelganger (R1)."""
    keys = [_wake_key(s.id, deck)[0] for s in night_steps(deck)]
    dusk = [key < (0, "") for key in keys]
    assert dusk == sorted(dusk, reverse=True)
    assert any(dusk) is has_dusk(deck)
    ids = [s.id for s in night_steps(deck)]
    if {"sentinel", "doppelganger"} <= set(ids):
        before, after = (("doppelganger", "sentinel") if has_dusk(deck)
                         else ("sentinel", "doppelganger"))
        assert ids.index(before) < ids.index(after)


@settings(max_examples=examples(100), deadline=None)
@given(valid_decks(), st.integers(0, 2**32 - 1))
def test_script_names_only_roles_in_the_deck(deck: Deck, seed: int) -> None:
    script = night_script(deck, rng=random.Random(seed))
    for cue in script.cues:
        if isinstance(cue, Say) and cue.step:
            assert cue.step in {s.id for s in script.steps}
    for r in ROLES.values():
        if r.step and r.step == r.id and not _step_role_present(r.id, deck):
            assert not any(t.startswith(f"{r.spoken}, wake up.") for t in script.lines), r.id
