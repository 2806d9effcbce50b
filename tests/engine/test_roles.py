"""The role table matches RULINGS §1 and, for the wider family, docs/rules.md §1 and §6."""

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
    # the Vampire box and the Bonus roles: their wake codes (docs/rules.md §6)
    "copycat": ("V", False, "-8", 1), "vampire": ("VA", False, "-6", 1),
    "master": ("VA", False, None, 1), "count": ("VA", False, "-6B", 1),
    "renfield": ("VA", False, "-6C", 1), "diseased": ("V", False, "-5", 1),
    "cupid": ("V", False, "-4", 1), "instigator": ("V", False, "-3", 1),
    "priest": ("V", False, "-2", 1), "assassin": ("AS", False, "-1", 1),
    "apprentice_assassin": ("AA", False, "-1B", 1), "marksman": ("V", False, "5D", 1),
    "pickpocket": ("V", False, "6C", 1), "gremlin": ("V", False, "7D", 1),
    "body_snatcher": ("AL", False, "1F", 1), "nostradamus": ("V", False, "5E", 1),
    "empath": ("V", False, "10E", 1), "family_man": ("FM", False, "9D", 1),
    "ricochet_rhino": ("V", False, None, 1), "defender_er": ("V", False, None, 1),
    "sponge": ("V", False, None, 1), "windy_wendy": ("V", False, None, 1),
    "innocent_bystander": ("V", False, None, 1),
}
TEAMS = {"V": Team.VILLAGE, "W": Team.WEREWOLF, "T": Team.TANNER, "VA": Team.VAMPIRE,
         "AL": Team.ALIEN, "AS": Team.ASSASSIN, "AA": Team.APPRENTICE_ASSASSIN,
         "FM": Team.FAMILY_MAN}


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


def test_the_doppelganger_wakes_at_dusk_only_with_a_dusk() -> None:
    """docs/rules.md R1: 1 after the Sentinel, -7 in a deck with a dusk."""
    doppel = ROLES["doppelganger"]
    assert doppel.wakes_at(False) == "1" and doppel.wakes_at(True) == "-7"
    assert ROLES["sentinel"].wakes_at(True) == "0"


def test_what_each_card_counts_as() -> None:
    """docs/rules.md §4: the vampires and the aliens are monsters as the wolves are."""
    assert {r for r in ROLES if ROLES[r].vampire} == {"vampire", "master", "count"}
    assert {r for r in ROLES if ROLES[r].alien} == {"body_snatcher"}


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
