"""The rulebook's seventeen scenarios as presets, the roll calling order of a big deck,
and the Moderator's scorepad; each test cites its passage of the rulebook (003_...)."""

from __future__ import annotations

from engine.classic.deck import ClassicDeck, deck_problems, players_of
from engine.classic.presets import PRESETS, SCENARIOS, presets_for
from engine.classic.roles import CLASSIC_ROLES
from engine.classic.scorepad import scorepad
from engine.classic.script import EVERY_NIGHT_ORDER, classic_night, classic_steps

from .classic_book import N1, day, night, record

#: each scenario's players (the rulebook's headings) and the sum of its cards' village
#: impact (our reading of Visions seats six: its Werewolf/Sorcerer on two cards)
SCENARIO_TABLE = {"visions": (6, 1), "doom": (9, 1), "uncertainty": (10, 5),
                  "atonement": (11, 3), "tiny_big_secrets": (15, 1),
                  "classic_village": (16, 3), "party": (21, -7), "pain": (22, -2),
                  "peace": (22, -5), "voices": (20, -1), "no_seer": (22, -1),
                  "vampires": (27, -7), "incorporated": (33, 2), "big_tiny_secrets": (35, -30),
                  "tourist_trap": (40, -8), "unspeakable": (50, 6), "ultimate": (68, -20)}


def test_the_seventeen_scenarios_are_presets_of_their_players_and_balance() -> None:
    """Scenarios: seventeen villages from 5 to 68 players, each a mix of roles whose village
    impact numbers sum to its balance."""
    assert len(SCENARIOS) == 17 and set(SCENARIOS) == set(SCENARIO_TABLE)
    for pid, (players, balance) in SCENARIO_TABLE.items():
        preset = PRESETS[pid]
        assert preset.source == "rulebook" and preset.players == players, pid
        assert players_of(preset.deck, preset.options) == len(preset.deck), pid
        assert deck_problems(preset.deck, preset.options) == (), pid
        assert preset.deck.balance == balance == sum(CLASSIC_ROLES[r].impact
                                                     for r in preset.deck.cards), pid
        assert preset in presets_for(players)


def test_the_scenarios_keep_their_own_rules() -> None:
    """Scenarios, Big Village/Tiny Secrets (no reveal), Village of the Vampires (the Minion
    on the Vampire team), the Ultimate Village (two Seers; Cupid and the Cursed listed
    twice), Village of Peace (the Apprentice as the Seer, no Seer dealt)."""
    assert PRESETS["big_tiny_secrets"].options.reveal == "none"
    assert PRESETS["vampires"].options.minion_side.value == "vampire"
    ultimate = PRESETS["ultimate"].deck
    assert [ultimate.count(r) for r in ("seer", "cupid", "cursed", "villager")] == [2, 2, 2, 20]
    assert "seer" not in PRESETS["peace"].deck and "apprentice_seer" in PRESETS["peace"].deck


def test_the_basic_game_from_6_to_15_players() -> None:
    """Basic game setup: one Seer, one Werewolf for 6 to 8 players, two for 9 to 11,
    three for 12 to 15, and Villagers for the rest."""
    for players, wolves in ((6, 1), (8, 1), (9, 2), (11, 2), (12, 3), (15, 3)):
        deck = PRESETS[f"basic_{players}"].deck
        assert deck.count("werewolf") == wolves and deck.count("seer") == 1
        assert deck.count("villager") == players - wolves - 1


def test_a_big_deck_is_called_in_the_roll_calling_order() -> None:
    """Roll calling order (night): Amulet of Protection, Priest, Bodyguard, Werewolves
    (with the Lone Wolf and the Wolf Cub), Vampires, Cursed, Magician, Witch, Seer, P.I.,
    Aura Seer, Sorcerer, Spellcaster, Old Hag, Cult Leader, Troublemaker; the Amulet's
    pass last ("Passing the Amulet")."""
    deck = PRESETS["ultimate"].deck
    later = classic_steps(deck, 2)
    assert later == ("priest", "bodyguard", "werewolf", "vampire", "cursed", "cursed_2",
                     "magician", "witch", "seer", "seer_2", "pi", "aura_seer", "sorcerer",
                     "spellcaster", "old_hag", "cult_leader", "troublemaker", "ghost")
    first = classic_steps(deck, 1)
    assert first[:8] == ("roll_call", "cupid", "cupid_2", "soulmates", "mason", "hoodlum",
                         "priest", "bodyguard")
    assert classic_steps(deck, 3)[0] == "drunk"
    amulet = ClassicDeck.of([*PRESETS["classic_village"].deck.cards, "amulet"])
    assert classic_steps(amulet, 1)[:2] == ("roll_call", "amulet")
    assert classic_steps(amulet, 2)[-1] == "amulet_pass"
    assert list(later) == [s for s in EVERY_NIGHT_ORDER if s in later]


def test_every_scenario_night_names_only_its_waking_roles() -> None:
    """Night moderator behaviour: a role's call comes every night whether or not its holder
    lives, and no spoken line depends on who lives."""
    for pid in SCENARIOS:
        deck = PRESETS[pid].deck
        once, again = classic_night(deck, 2).lines, classic_night(deck, 2).lines
        assert once == again
        assert "Tanner" not in " ".join(once) and "Hunter" not in " ".join(once)


def test_the_scorepad_keeps_the_moderators_bookkeeping() -> None:
    """The Moderator scorepad: the roles, each night's targets, the cult, the victims and
    the special events, for the Moderator alone."""
    pad = scorepad(record("werewolf,cult_leader,seer,villager*4",
                          night(1, cult_leader=3, seer=1),
                          day(1, nominations=[{"seat": 4, "by": 2, "second": 3,
                                               "lynch": [2, 3, 5, 6]}]),
                          night(2, werewolf=5), deal={"amulet": 6}))
    assert pad["nights"][0]["targets"] == {"cult_leader": 3, "seer": 1}
    assert pad["nights"][0]["answers"] == {"seer": {"seat": 1, "yes": True}}
    nomination = pad["days"][0]["nominations"][0]
    assert (nomination["by"], nomination["second"], nomination["votes"],
            nomination["possible"], nomination["lynched"]) == (2, 3, 4, 7, True)
    assert pad["days"][0]["lynched"] == [4]
    assert pad["now"]["cult"] == [3] and pad["now"]["amulet"] == 6
    assert [d["cause"] for d in pad["deaths"]] == ["lynch", "werewolves"]
    assert pad["deal"] == {"amulet": 6}
    assert scorepad(record("werewolf,seer,villager*3", N1))["days"] == []
