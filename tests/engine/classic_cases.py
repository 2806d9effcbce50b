"""Classic records (CLASSIC §5) with the answer each must give, one or more per rule of
CLASSIC §2-§4. Run through the engine (tests/engine/test_classic_rules.py) and through
``nightbox resolve`` (tests/cli/test_classic_resolve_cli.py)."""

from __future__ import annotations

from typing import Any

# 1 werewolf, 2 seer, 3 bodyguard, 4 witch, 5 hunter, 6 villager, 7 villager, 8 werewolf
TOWN = {"1": "werewolf", "2": "seer", "3": "bodyguard", "4": "witch", "5": "hunter",
        "6": "villager", "7": "villager", "8": "werewolf"}


# 1 werewolf, 2 seer, 3 witch, 4 cursed, 5 villager, 6 villager
WITCHED = {"1": "werewolf", "2": "seer", "3": "witch", "4": "cursed", "5": "villager",
           "6": "villager"}
# 1, 2 werewolves, 3 cursed, 4 seer, 5-7 villagers
PACK = {"1": "werewolf", "2": "werewolf", "3": "cursed", "4": "seer", "5": "villager",
        "6": "villager", "7": "villager"}


def rec(players: dict[str, str], *phases: dict[str, Any], **options: str) -> dict[str, Any]:
    out: dict[str, Any] = {"game": "classic", "players": players, "phases": list(phases)}
    if options:
        out["options"] = options
    return out


def town(**changes: str) -> dict[str, str]:
    return {**TOWN, **changes}


def death(phase: str, seat: int, cause: str) -> dict[str, Any]:
    return {"phase": phase, "seat": seat, "cause": cause}


N1: dict[str, Any] = {"night": 1}
D1: dict[str, Any] = {"day": 1, "votes": {}}

#: name -> (record, expected deaths, winners, winning seats, ended)
CASES: dict[str, tuple[dict[str, Any], list[dict[str, Any]], list[str], list[int], str | None]] = {
    "wolves kill from night 2": (
        rec(TOWN, N1, D1, {"night": 2, "werewolf": 6}),
        [death("night 2", 6, "werewolves")], [], [], None),
    "the bodyguard protects the victim": (
        rec(TOWN, N1, D1, {"night": 2, "werewolf": 6, "bodyguard": 6}), [], [], [], None),
    "the bodyguard may protect a player again after a night off": (
        rec(TOWN, {"night": 1, "bodyguard": 6}, D1, {"night": 2}, {"day": 2, "votes": {}},
            {"night": 3, "werewolf": 6, "bodyguard": 6}), [], [], [], None),
    "the witch saves the victim": (
        rec(TOWN, N1, D1, {"night": 2, "werewolf": 6, "witch_save": True}), [], [], [], None),
    "the witch kills": (
        rec(TOWN, N1, D1, {"night": 2, "witch_kill": 7}), [death("night 2", 7, "witch")],
        [], [], None),
    "the witch uses both potions in one night": (
        rec(TOWN, N1, D1, {"night": 2, "werewolf": 6, "witch_save": 6, "witch_kill": 1}),
        [death("night 2", 1, "witch")], [], [], None),
    "the bodyguard stops the witch's kill": (
        rec(TOWN, N1, D1, {"night": 2, "witch_kill": 7, "bodyguard": 7}), [], [], [], None),
    "the tough guy dies a night late, whatever protects it then": (
        rec(town(**{"6": "tough_guy"}), N1, D1, {"night": 2, "werewolf": 6},
            {"day": 2, "votes": {}}, {"night": 3, "bodyguard": 6}),
        [death("night 3", 6, "wounds")], [], [], None),
    "a protected tough guy is not wounded": (
        rec(town(**{"6": "tough_guy"}), N1, D1, {"night": 2, "werewolf": 6, "bodyguard": 6},
            {"day": 2, "votes": {}}, {"night": 3}), [], [], [], None),
    "a tough guy lynched before the wound kills dies once": (
        rec(town(**{"6": "tough_guy"}), N1, D1, {"night": 2, "werewolf": 6},
            {"day": 2, "votes": {"2": 6, "3": 6, "7": 6}}, {"night": 3}),
        [death("day 2", 6, "lynch")], [], [], None),
    "the cursed turns instead of dying": (
        rec(town(**{"6": "cursed"}), N1, D1, {"night": 2, "werewolf": 6},
            {"day": 2, "votes": {"1": 7, "8": 7, "6": 7}}),
        [death("day 2", 7, "lynch")], [], [], None),
    "a turned cursed is a wolf for parity": (
        rec(town(**{"6": "cursed"}), N1, D1, {"night": 2, "werewolf": 6},
            {"day": 2, "votes": {"1": 7, "8": 7, "6": 7}}, {"night": 3, "werewolf": 3}),
        [death("day 2", 7, "lynch"), death("night 3", 3, "werewolves")], ["werewolf"],
        [1, 6, 8], "night 3"),
    "a bitten cursed is still a villager the next day: the last wolf lynched, the village "
    "wins": (
        rec(town(**{"6": "cursed", "8": "villager"}), N1, D1, {"night": 2, "werewolf": 6},
            {"day": 2, "votes": {"2": 1, "3": 1, "4": 1}}),
        [death("day 2", 1, "lynch")], ["village"], [2, 3, 4, 5, 6, 7, 8], "day 2"),
    "the village must also kill a turned cursed": (
        rec(town(**{"6": "cursed", "8": "villager"}), N1, D1, {"night": 2, "werewolf": 6},
            {"day": 2, "votes": {}}, {"night": 3, "werewolf": 7},
            {"day": 3, "votes": {"2": 1, "3": 1, "4": 1}}),
        [death("night 3", 7, "werewolves"), death("day 3", 1, "lynch")], [], [], None),
    "the wolf cub's death gives the wolves two victims next night": (
        rec(town(**{"8": "wolf_cub"}), N1, {"day": 1, "votes": {"2": 8, "3": 8, "4": 8}},
            {"night": 2, "werewolf": [6, 7]}),
        [death("day 1", 8, "lynch"), death("night 2", 6, "werewolves"),
         death("night 2", 7, "werewolves")], [], [], None),
    "soulmates on one team die together": (
        rec(town(**{"7": "cupid"}), {"night": 1, "cupid": [6, 2]}, D1,
            {"night": 2, "werewolf": 6}),
        [death("night 2", 6, "werewolves"), death("night 2", 2, "heartbreak")], [], [], None),
    "soulmates on two teams win alone as the last two": (
        rec({"1": "werewolf", "2": "cupid", "3": "villager", "4": "villager", "5": "seer"},
            {"night": 1, "cupid": [1, 3]}, {"day": 1, "votes": {"1": 4, "3": 4, "2": 4}},
            {"night": 2, "werewolf": 5}, {"day": 2, "votes": {"1": 2, "3": 2}}),
        [death("day 1", 4, "lynch"), death("night 2", 5, "werewolves"),
         death("day 2", 2, "lynch")], ["soulmates"], [1, 3], "day 2"),
    "mixed soulmates are a team of their own: the village wins without them": (
        rec({"1": "werewolf", "2": "cupid", "3": "villager", "4": "villager", "5": "seer",
             "6": "villager"},
            {"night": 1, "cupid": [1, 3]}, {"day": 1, "votes": {"2": 1, "4": 1, "5": 1}}),
        [death("day 1", 1, "lynch"), death("day 1", 3, "heartbreak")], ["village"],
        [2, 4, 5, 6], "day 1"),
    "a hunter killed at night shoots at dawn, through the bodyguard": (
        rec(TOWN, N1, D1, {"night": 2, "werewolf": 5, "bodyguard": 8, "hunter": 8}),
        [death("night 2", 5, "werewolves"), death("night 2", 8, "hunter")], [], [], None),
    "a lynched hunter's shot chains to a soulmate": (
        rec(town(**{"7": "cupid"}), {"night": 1, "cupid": [6, 1]},
            {"day": 1, "votes": {"2": 5, "3": 5, "4": 5}, "hunter": 6}),
        [death("day 1", 5, "lynch"), death("day 1", 6, "hunter"),
         death("day 1", 1, "heartbreak")], [], [], None),
    "a hunter may shoot nobody": (
        rec(TOWN, N1, {"day": 1, "votes": {"2": 5, "3": 5, "4": 5}}),
        [death("day 1", 5, "lynch")], [], [], None),
    "the prince survives the first lynch only": (
        rec(town(**{"6": "prince"}), N1, {"day": 1, "votes": {"2": 6, "3": 6, "4": 6}},
            {"night": 2}, {"day": 2, "votes": {"2": 6, "3": 6, "4": 6}}),
        [death("day 2", 6, "lynch")], [], [], None),
    "the mayor's vote counts twice": (
        rec(town(**{"7": "mayor"}), N1, {"day": 1, "votes": {"2": 1, "3": 1, "4": 6, "7": 6}}),
        [death("day 1", 6, "lynch")], [], [], None),
    "the old hag's target neither votes nor can be voted for": (
        rec(town(**{"7": "old_hag"}), {"night": 1, "old_hag": 6},
            {"day": 1, "votes": {"2": 6, "3": 6, "4": 1}}),
        [death("day 1", 1, "lynch")], [], [], None),
    "votes for oneself or a dead seat are no votes; none at all, no lynch": (
        rec(TOWN, N1, D1, {"night": 2, "werewolf": 6},
            {"day": 2, "votes": {"2": 2, "3": 6, "4": None}}),
        [death("night 2", 6, "werewolves")], [], [], None),
    "a tie goes to a revote among the tied seats": (
        rec(TOWN, N1, {"day": 1, "votes": {"2": 1, "3": 1, "4": 6, "7": 6},
                       "revote": {"2": 1, "3": 1, "4": 7, "6": 1}}),
        [death("day 1", 1, "lynch")], [], [], None),
    "a second tie lynches nobody": (
        rec(TOWN, N1, {"day": 1, "votes": {"2": 1, "3": 1, "4": 6, "7": 6},
                       "revote": {"2": 1, "3": 6}}),
        [], [], [], None),
    "a second tie lynches every tied seat with classic_tie all": (
        rec(TOWN, N1, {"day": 1, "votes": {"2": 1, "3": 1, "4": 6, "7": 6},
                       "revote": {"2": 1, "3": 6}}, classic_tie="all"),
        [death("day 1", 1, "lynch"), death("day 1", 6, "lynch")], [], [], None),
    "the apprentice seer looks once the seer is dead": (
        rec(town(**{"7": "apprentice_seer"}), N1, D1, {"night": 2, "werewolf": 2},
            {"day": 2, "votes": {}}, {"night": 3, "apprentice_seer": 1}),
        [death("night 2", 2, "werewolves")], [], [], None),
    "the tanner wins as well when it has died": (
        rec({"1": "werewolf", "2": "tanner", "3": "villager", "4": "seer", "5": "villager",
             "6": "villager"},
            N1, {"day": 1, "votes": {"1": 2, "3": 2, "4": 2}},
            {"night": 2, "werewolf": 3}, {"day": 2, "votes": {"4": 1, "5": 1, "6": 1}}),
        [death("day 1", 2, "lynch"), death("night 2", 3, "werewolves"),
         death("day 2", 1, "lynch")], ["village", "tanner"], [2, 3, 4, 5, 6], "day 2"),
    "parity: the werewolf team wins, the sorcerer with it": (
        rec({"1": "werewolf", "2": "sorcerer", "3": "villager", "4": "seer", "5": "villager"},
            N1, {"day": 1, "votes": {"1": 3, "2": 3, "4": 3}}, {"night": 2, "werewolf": 4},
            {"day": 2, "votes": {"1": 5, "2": 5}}),
        [death("day 1", 3, "lynch"), death("night 2", 4, "werewolves"),
         death("day 2", 5, "lynch")], ["werewolf"], [1, 2], "day 2"),
    "when everyone dies the village's rule is read first": (
        # Cupid binds itself to the wolf: mixed Soulmates, a team of their own
        rec({"1": "werewolf", "2": "cupid", "3": "witch", "4": "hunter", "5": "seer"},
            {"night": 1, "cupid": [1, 2]}, {"day": 1, "votes": {"1": 5, "3": 5, "4": 5}},
            {"night": 2, "werewolf": 4, "witch_kill": 1, "hunter": 3}),
        [death("day 1", 5, "lynch"), death("night 2", 1, "witch"),
         death("night 2", 4, "werewolves"), death("night 2", 3, "hunter"),
         death("night 2", 2, "heartbreak")], ["village"], [3, 4, 5], "night 2"),
    # -- the revised page (issue 21): the Cursed's timing, the cub's sacrifice, the Witch
    "a cursed attacked and poisoned the same night never turns and wins with the village": (
        rec(WITCHED, N1, D1, {"night": 2, "werewolf": 4, "witch_kill": 4},
            {"day": 2, "votes": {"2": 1, "3": 1, "5": 1}}),
        [death("night 2", 4, "witch"), death("day 2", 1, "lynch")], ["village"],
        [2, 3, 4, 5, 6], "day 2"),
    "a cursed attacked at parity minus one: no wolf win at that dawn": (
        rec(PACK, N1, {"day": 1, "votes": {"1": 5, "2": 5, "4": 5}},
            {"night": 2, "werewolf": 6}, {"day": 2, "votes": {}}, {"night": 3, "werewolf": 3}),
        [death("day 1", 5, "lynch"), death("night 2", 6, "werewolves")], [], [], None),
    "the cursed counts as a wolf from the following night: parity with no death": (
        rec(PACK, N1, {"day": 1, "votes": {"1": 5, "2": 5, "4": 5}},
            {"night": 2, "werewolf": 6}, {"day": 2, "votes": {}}, {"night": 3, "werewolf": 3},
            {"day": 3, "votes": {}}, {"night": 4}),
        [death("day 1", 5, "lynch"), death("night 2", 6, "werewolves")], ["werewolf"],
        [1, 2, 3], "night 4"),
    "the last wolf poisoned the night it attacks the cursed: the village wins at dawn": (
        rec(WITCHED, N1, D1, {"night": 2, "werewolf": 4, "witch_kill": 1}),
        [death("night 2", 1, "witch")], ["village"], [2, 3, 4, 5, 6], "night 2"),
    "the witch's healing does not stop the cursed turning": (
        rec(WITCHED, N1, D1, {"night": 2, "werewolf": 4, "witch_save": True},
            {"day": 2, "votes": {}}, {"night": 3, "werewolf": 5}, {"day": 3, "votes": {}}),
        [death("night 3", 5, "werewolves")], [], [], None),
    "a guarded cursed is not attacked and does not turn": (
        rec(town(**{"6": "cursed"}), N1, D1, {"night": 2, "werewolf": 6, "bodyguard": 6},
            {"day": 2, "votes": {}}, {"night": 3, "werewolf": 6, "bodyguard": 7}), [],
        [], [], None),
    "a cub sacrifice with two more victims the same night": (
        rec(town(**{"8": "wolf_cub"}), N1, D1,
            {"night": 2, "wolf_cub_sacrifice": True, "werewolf": [6, 7]}),
        [death("night 2", 6, "werewolves"), death("night 2", 7, "werewolves"),
         death("night 2", 8, "sacrifice")], [], [], None),
    "after a sacrifice the next night has one victim again": (
        rec(town(**{"8": "wolf_cub"}), N1, D1,
            {"night": 2, "wolf_cub_sacrifice": True, "werewolf": [6, 7], "bodyguard": 7},
            {"day": 2, "votes": {}}, {"night": 3, "werewolf": 4}),
        [death("night 2", 6, "werewolves"), death("night 2", 8, "sacrifice"),
         death("night 3", 4, "werewolves")], [], [], None),
    "a night-1 poison": (
        rec(TOWN, {"night": 1, "witch_kill": 6}), [death("night 1", 6, "witch")], [], [], None),
    "both potions on one night, a cub's double kill saved in part": (
        rec(town(**{"8": "wolf_cub"}), N1, {"day": 1, "votes": {"2": 8, "3": 8, "4": 8}},
            {"night": 2, "werewolf": [6, 7], "witch_save": 7, "witch_kill": 1}),
        [death("day 1", 8, "lynch"), death("night 2", 1, "witch"),
         death("night 2", 6, "werewolves")], ["village"], [2, 3, 4, 5, 6, 7], "night 2"),
    # -- the nominate vote (CLASSIC §3): more than half of the possible votes lynches
    "nominate: exactly half the votes is no lynch": (
        rec(TOWN, N1, {"day": 1, "nominations": [{"seat": 1, "lynch": [2, 3, 4, 5]}]}),
        [], [], [], None),
    "nominate: more than half lynches, the nominee's own press counted": (
        rec(TOWN, N1, {"day": 1, "nominations": [{"seat": 1, "lynch": [1, 2, 3, 4, 5]}]}),
        [death("day 1", 1, "lynch")], [], [], None),
    "nominate: further nominations until one lynches": (
        rec(TOWN, N1, {"day": 1, "nominations": [{"seat": 6, "lynch": [1, 8]},
                                                  {"seat": 7, "lynch": [1, 2, 3, 4]},
                                                  {"seat": 8, "lynch": [2, 3, 4, 5, 6]}]}),
        [death("day 1", 8, "lynch")], [], [], None),
    "nominate: the mayor counts twice, in the votes and in the total": (
        # 8 voters and the Mayor's second vote: 9 possible, 5 lynch
        rec(town(**{"7": "mayor"}), N1,
            {"day": 1, "nominations": [{"seat": 1, "lynch": [7, 2, 3, 4]}]}),
        [death("day 1", 1, "lynch")], [], [], None),
    "nominate: four of nine with the mayor is no lynch": (
        rec(town(**{"7": "mayor"}), N1,
            {"day": 1, "nominations": [{"seat": 1, "lynch": [2, 3, 4, 5]},
                                       {"seat": 8, "lynch": [7, 2]}]}),
        [], [], [], None),
    "nominate: the seat sitting out neither votes nor counts in the total": (
        # 7 voters (6 sits out): 4 lynch
        rec(town(**{"7": "old_hag"}), {"night": 1, "old_hag": 6},
            {"day": 1, "nominations": [{"seat": 1, "lynch": [2, 3, 4, 5]}]}),
        [death("day 1", 1, "lynch")], [], [], None),
    "nominate: a lynched prince is revealed and the day ends": (
        rec(town(**{"6": "prince"}), N1,
            {"day": 1, "nominations": [{"seat": 6, "lynch": [1, 2, 3, 4, 5]}]},
            {"night": 2}, {"day": 2, "nominations": [{"seat": 6, "lynch": [1, 2, 3, 4, 5]}]}),
        [death("day 2", 6, "lynch")], [], [], None),
    "nominate: a lynched hunter shoots": (
        rec(TOWN, N1, {"day": 1, "nominations": [{"seat": 5, "lynch": [1, 2, 3, 4, 8]}],
                       "hunter": 8}),
        [death("day 1", 5, "lynch"), death("day 1", 8, "hunter")], [], [], None),
}

#: name -> (record, words the one-line error must contain)
ILLEGAL: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    "no victim on night 1": (rec(TOWN, {"night": 1, "werewolf": 6}), ("night 1", "werewolf")),
    "the bodyguard twice on one player": (
        rec(TOWN, N1, D1, {"night": 2, "bodyguard": 6}, {"day": 2, "votes": {}},
            {"night": 3, "bodyguard": 6}), ("night 3", "bodyguard", "last night")),
    "the bodyguard protects itself": (
        rec(TOWN, N1, D1, {"night": 2, "bodyguard": 3}), ("bodyguard", "itself")),
    "a second witch save": (
        rec(TOWN, N1, D1, {"night": 2, "werewolf": 6, "witch_save": True},
            {"day": 2, "votes": {}}, {"night": 3, "werewolf": 7, "witch_save": True}),
        ("night 3", "witch_save", "already")),
    "a second witch kill": (
        rec(TOWN, N1, D1, {"night": 2, "witch_kill": 6}, {"day": 2, "votes": {}},
            {"night": 3, "witch_kill": 7}), ("night 3", "witch_kill", "already")),
    "a witch save with no victim": (
        rec(TOWN, N1, D1, {"night": 2, "witch_save": True}), ("witch_save", "no victim")),
    "two victims without the cub's death": (
        rec(town(**{"8": "wolf_cub"}), N1, D1, {"night": 2, "werewolf": [6, 7]}),
        ("werewolf", "1 victim")),
    "the wolves attack a wolf": (
        rec(TOWN, N1, D1, {"night": 2, "werewolf": 8}), ("werewolf", "seat 8", "wolf")),
    "an entry for a role not in the deck": (
        rec(TOWN, {"night": 1, "old_hag": 6}), ("old_hag", "no old_hag")),
    "a dead seer looks": (
        rec(TOWN, N1, D1, {"night": 2, "werewolf": 2}, {"day": 2, "votes": {}},
            {"night": 3, "seer": 1}), ("night 3", "seer", "dead")),
    "the apprentice looks while the seer lives": (
        rec(town(**{"7": "apprentice_seer"}), N1, D1, {"night": 2, "apprentice_seer": 1}),
        ("apprentice_seer", "Seer is dead")),
    "a dead seat votes": (
        rec(TOWN, N1, D1, {"night": 2, "werewolf": 6}, {"day": 2, "votes": {"6": 1}}),
        ("day 2", "seat 6", "dead")),
    "a seat sitting out votes": (
        rec(town(**{"7": "old_hag"}), {"night": 1, "old_hag": 6}, {"day": 1, "votes": {"6": 1}}),
        ("day 1", "sits out")),
    "the hunter shoots a seat sitting out": (
        rec(town(**{"7": "old_hag"}), {"night": 1, "old_hag": 6},
            {"day": 1, "votes": {"2": 5, "3": 5, "4": 5}, "hunter": 6}), ("hunter", "sits out")),
    "a dawn shot at the seat the old hag just named": (
        rec(town(**{"7": "old_hag"}), N1, D1,
            {"night": 2, "werewolf": 5, "old_hag": 6, "hunter": 6}), ("hunter", "sits out")),
    "a shot from a hunter that lives": (
        rec(TOWN, N1, {"day": 1, "votes": {}, "hunter": 1}), ("hunter", "does not die")),
    "a tie without its revote": (
        rec(TOWN, N1, {"day": 1, "votes": {"2": 1, "3": 6}}), ("tied", "revote")),
    "a revote without a tie": (
        rec(TOWN, N1, {"day": 1, "votes": {"2": 1}, "revote": {"2": 1}}), ("no tie",)),
    "cupid after night 1": (
        rec(town(**{"7": "cupid"}), N1, D1, {"night": 2, "cupid": [1, 2]}),
        ("cupid", "night 1 only")),
    "a phase after the end": (
        rec({"1": "werewolf", "2": "seer", "3": "villager", "4": "villager", "5": "villager"},
            N1, {"day": 1, "votes": {"2": 1, "3": 1}}, {"night": 2}), ("ended at day 1",)),
    "phases out of order": (rec(TOWN, N1, {"night": 2}), ("expected day 1",)),
    "a deck of four": (rec({"1": "werewolf", "2": "seer", "3": "villager", "4": "villager"}),
                       ("5 to 68",)),
    "two witches": (rec(town(**{"6": "witch"})), ("at most 1 witch",)),
    "an unknown option": (rec(TOWN, classic_tie="al"), ("classic_tie",)),
    "a turned cursed is not the wolves' prey": (
        rec(WITCHED, N1, D1, {"night": 2, "werewolf": 4}, {"day": 2, "votes": {}},
            {"night": 3, "werewolf": 4}), ("night 3", "seat 4", "wolf")),
    "a sacrifice on night 1": (
        rec(town(**{"8": "wolf_cub"}), {"night": 1, "wolf_cub_sacrifice": True}),
        ("night 1", "wolf_cub_sacrifice", "no victim")),
    "a sacrifice without a cub": (
        rec(TOWN, N1, D1, {"night": 2, "wolf_cub_sacrifice": True, "werewolf": [6, 7]}),
        ("wolf_cub_sacrifice", "no wolf_cub")),
    "a sacrifice of the last wolf": (
        rec(town(**{"1": "villager", "8": "wolf_cub", "7": "werewolf"}), N1,
            {"day": 1, "votes": {"2": 7, "3": 7, "4": 7}},
            {"night": 2, "wolf_cub_sacrifice": True, "werewolf": [5, 6]}),
        ("wolf_cub_sacrifice", "no other wolf")),
    "three victims after a sacrifice": (
        rec(town(**{"8": "wolf_cub"}), N1, D1,
            {"night": 2, "wolf_cub_sacrifice": True, "werewolf": [2, 6, 7]}),
        ("werewolf", "2 victims", "not 3")),
    "a sacrifice flag that is not true or false": (
        rec(town(**{"8": "wolf_cub"}), N1, D1, {"night": 2, "wolf_cub_sacrifice": "yes"}),
        ("wolf_cub_sacrifice", "true or false")),
    "a nomination after the day's lynch": (
        rec(TOWN, N1, {"day": 1, "nominations": [{"seat": 1, "lynch": [2, 3, 4, 5, 6]},
                                                  {"seat": 8, "lynch": []}]}),
        ("nominations[1]", "day ended", "seat 1")),
    "a press from a dead seat": (
        rec(TOWN, N1, D1, {"night": 2, "werewolf": 6},
            {"day": 2, "nominations": [{"seat": 1, "lynch": [6]}]}),
        ("nominations[0].lynch", "seat 6", "dead")),
    "a nominee sitting out": (
        rec(town(**{"7": "old_hag"}), {"night": 1, "old_hag": 6},
            {"day": 1, "nominations": [{"seat": 6, "lynch": [1]}]}),
        ("nominations[0].seat", "sits out")),
    "votes and nominations on one day": (
        rec(TOWN, N1, {"day": 1, "votes": {"2": 1}, "nominations": [{"seat": 1}]}),
        ("not both",)),
    "a nomination without its seat": (
        rec(TOWN, N1, {"day": 1, "nominations": [{"lynch": [1]}]}),
        ("nominations[0]", "seat")),
}
