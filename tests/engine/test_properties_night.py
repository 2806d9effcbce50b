"""Properties of the night over random valid decks (hypothesis)."""

from __future__ import annotations

import itertools
import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.cues import Say
from engine.onenight.deck import Deck, cards_needed, check_deck
from engine.onenight.roles import ROLES
from engine.onenight.script import night_script
from engine.onenight.steps import night_steps

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


def _step_role_present(step_id: str, deck: Deck) -> bool:
    if step_id == "werewolf":
        return any(ROLES[r].step == "werewolf" or ROLES[r].joins == "werewolf" for r in deck.cards)
    if step_id.startswith("doppelganger_"):
        return "doppelganger" in deck and step_id.removeprefix("doppelganger_") in deck
    return step_id in deck


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
    def key(step_id: str) -> tuple[tuple[int, str], int]:
        if step_id.startswith("doppelganger_"):
            copied = ROLES[step_id.removeprefix("doppelganger_")]
            anchor = ROLES[copied.doppel_after or ""]
            return (anchor.order_key, 1)
        return (ROLES[step_id].order_key, 0)

    keys = [key(s.id) for s in night_steps(deck)]
    assert all(a < b for a, b in itertools.pairwise(keys)), keys


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
