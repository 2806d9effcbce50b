"""Wake order of RULINGS §2.1, including every extra Doppelganger step."""

from __future__ import annotations

import pytest

from engine.onenight.deck import Deck
from engine.onenight.steps import night_steps


def steps(deck: str) -> list[str]:
    return [s.id for s in night_steps(Deck.parse(deck))]


def test_rulings_example() -> None:
    deck = "doppelganger,werewolf,werewolf,minion,seer,robber,troublemaker,insomniac,villager"
    assert steps(deck) == [
        "doppelganger", "doppelganger_minion", "werewolf", "minion", "seer", "robber",
        "troublemaker", "insomniac", "doppelganger_insomniac",
    ]


def test_base_game_order() -> None:
    deck = ("werewolf,werewolf,minion,mason,mason,seer,robber,troublemaker,drunk,"
            "insomniac,villager,hunter,tanner")
    assert steps(deck) == ["werewolf", "minion", "mason", "seer", "robber",
                           "troublemaker", "drunk", "insomniac"]


def test_daybreak_order() -> None:
    deck = ("sentinel,alpha_wolf,mystic_wolf,dream_wolf,werewolf,apprentice_seer,"
            "paranormal_investigator,witch,village_idiot,revealer,curator,bodyguard")
    assert steps(deck) == ["sentinel", "werewolf", "alpha_wolf", "mystic_wolf",
                           "apprentice_seer", "paranormal_investigator", "witch",
                           "village_idiot", "revealer", "curator"]


def test_bonus_order() -> None:
    deck = ("werewolf,apprentice_tanner,thing,aura_seer,squire,beholder,seer,tanner,"
            "prince,cursed")
    assert steps(deck) == ["werewolf", "apprentice_tanner", "thing", "seer",
                           "aura_seer", "squire", "beholder"]


@pytest.mark.parametrize("wolf", ["alpha_wolf", "mystic_wolf", "dream_wolf"])
def test_any_wolf_calls_the_werewolf_step(wolf: str) -> None:
    assert "werewolf" in steps(f"{wolf},seer,villager")


def test_dream_wolf_alone_has_no_step_of_its_own() -> None:
    assert steps("dream_wolf,seer,villager") == ["werewolf", "seer"]


def test_roles_that_never_wake() -> None:
    assert steps("villager,hunter,tanner,bodyguard,prince,cursed") == []


def test_a_single_mason_is_never_called() -> None:
    assert "mason" not in steps("mason,seer,villager")
    assert "mason" in steps("mason,mason,seer")


@pytest.mark.parametrize("role_id,after", [
    ("minion", "doppelganger"),
    ("apprentice_tanner", "apprentice_tanner"),
    ("aura_seer", "aura_seer"),
    ("insomniac", "insomniac"),
    ("squire", "squire"),
    ("beholder", "beholder"),
    ("revealer", "revealer"),
    ("curator", "curator"),
])
def test_each_extra_doppelganger_step_follows_its_anchor(role_id: str, after: str) -> None:
    order = steps(f"doppelganger,werewolf,{role_id},seer,robber,villager")
    extra = f"doppelganger_{role_id}"
    assert order[order.index(after) + 1] == extra
    # ...and only with both the Doppelganger and the role in the deck
    assert extra not in steps(f"werewolf,{role_id},seer,robber,villager")
    assert extra not in steps("doppelganger,werewolf,seer,robber,villager")


def test_immediate_and_joining_copies_add_no_steps() -> None:
    deck = ("doppelganger,sentinel,alpha_wolf,mystic_wolf,werewolf,mason,mason,thing,seer,"
            "apprentice_seer,paranormal_investigator,robber,witch,troublemaker,"
            "village_idiot,drunk,villager,hunter,tanner,dream_wolf")
    assert [s for s in steps(deck) if s.startswith("doppelganger_")] == []


def test_all_extra_steps_together() -> None:
    deck = ("doppelganger,werewolf,minion,apprentice_tanner,aura_seer,insomniac,squire,"
            "beholder,revealer,curator,robber")
    assert steps(deck) == [
        "doppelganger", "doppelganger_minion", "werewolf", "minion", "apprentice_tanner",
        "doppelganger_apprentice_tanner", "robber", "aura_seer", "doppelganger_aura_seer",
        "insomniac", "doppelganger_insomniac", "squire", "doppelganger_squire",
        "beholder", "doppelganger_beholder", "revealer", "doppelganger_revealer",
        "curator", "doppelganger_curator",
    ]


def test_step_labels_fit_the_screen() -> None:
    deck = Deck.parse("doppelganger,werewolf,minion,apprentice_tanner,insomniac,robber")
    for step in night_steps(deck):  # at most two lines of 16 bold characters
        assert len(step.label) <= 32 and all(len(w) <= 16 for w in step.label.split(" "))
