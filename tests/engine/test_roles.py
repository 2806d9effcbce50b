"""The role table matches RULINGS §1."""

from __future__ import annotations

import pytest

from engine.errors import InvalidInput, UnknownRole
from engine.onenight.roles import ROLE_IDS, ROLES, normalize_role_id, role
from engine.values import Team

# id -> (team, wolf, step order or None, max in deck), copied from RULINGS §1 by hand.
RULINGS_TABLE = {
    "sentinel": ("V", False, "0", 1), "doppelganger": ("V", False, "1", 1),
    "werewolf": ("W", True, "2", 2), "alpha_wolf": ("W", True, "2B", 1),
    "mystic_wolf": ("W", True, "2C", 1), "dream_wolf": ("W", True, None, 1),
    "minion": ("W", False, "3", 1), "apprentice_tanner": ("T", False, "3B", 1),
    "mason": ("V", False, "4", 2), "thing": ("V", False, "4B", 1),
    "seer": ("V", False, "5", 1), "apprentice_seer": ("V", False, "5B", 1),
    "paranormal_investigator": ("V", False, "5C", 1), "robber": ("V", False, "6", 1),
    "witch": ("V", False, "6B", 1), "troublemaker": ("V", False, "7", 1),
    "village_idiot": ("V", False, "7B", 1), "aura_seer": ("V", False, "7C", 1),
    "drunk": ("V", False, "8", 1), "insomniac": ("V", False, "9", 1),
    "squire": ("W", False, "9C", 1), "beholder": ("V", False, "9Z", 1),
    "revealer": ("V", False, "10", 1), "curator": ("V", False, "11", 1),
    "villager": ("V", False, None, 3), "hunter": ("V", False, None, 1),
    "tanner": ("T", False, None, 1), "bodyguard": ("V", False, None, 1),
    "prince": ("V", False, None, 1), "cursed": ("V", False, None, 1),
}
TEAMS = {"V": Team.VILLAGE, "W": Team.WEREWOLF, "T": Team.TANNER}


def test_table_has_exactly_the_ruling_roles() -> None:
    assert set(ROLES) == set(RULINGS_TABLE)


@pytest.mark.parametrize("role_id", sorted(RULINGS_TABLE))
def test_each_role_matches_rulings(role_id: str) -> None:
    team, wolf, order, limit = RULINGS_TABLE[role_id]
    r = ROLES[role_id]
    assert r.team is TEAMS[team]
    assert r.wolf is wolf
    assert r.order == order
    assert r.max_count == limit


def test_short_names_fit_the_screen() -> None:
    # a menu row holds "[x] " and 16 more characters; the night title 16 bold ones
    for r in ROLES.values():
        assert 0 < len(r.short) <= 16, r.id
        # a shorter name where the full one is long, or long in another language
        assert r.short == r.name or len(r.name) > 16 or r.id in ("doppelganger",
                                                                 "apprentice_seer"), r.id


def test_table_is_in_wake_order() -> None:
    keys = [ROLES[i].order_key for i in ROLE_IDS if ROLES[i].order is not None]
    assert keys == sorted(keys)


def test_narration_is_pronoun_neutral() -> None:
    gendered = {"he", "she", "him", "her", "his", "hers", "himself", "herself"}
    for r in ROLES.values():
        for text in (r.wake_extra, r.action, r.sleep_extra, r.spoken):
            words = {w.strip(".,!?'").lower() for w in text.split()}
            assert not words & gendered, (r.id, text)


def test_lookup_folds_spelling() -> None:
    assert role("Alpha-Wolf").id == "alpha_wolf"
    assert normalize_role_id(" Doppelgänger ") == "doppelganger"


def test_unknown_role_suggests_the_closest() -> None:
    with pytest.raises(UnknownRole) as info:
        role("seeer")
    assert str(info.value) == "unknown role 'seeer' (did you mean 'seer'?)"
    assert isinstance(info.value, InvalidInput) and isinstance(info.value, ValueError)


def test_unknown_role_without_a_close_match_has_no_suggestion() -> None:
    with pytest.raises(UnknownRole) as info:
        role("xyzzy")
    assert "did you mean" not in str(info.value)
