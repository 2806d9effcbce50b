"""The box keeps working with the wider family's roles: a Vampire game with a dusk and an
epic battle, and a game of Bonus roles whose draws are saved, said in the night and used
at the reveal.

Every assertion reads the transcript, the spoken lines or the saved record.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.onenight.draws import FAMILY_LINES, Family

from device.core.games import GAMES
from hw_mocks.rig import Rig

from .flows import reveal, tap_votes, to_the_vote

SEVEN = (1, 2, 3, 4, 5, 6, 7)
VAMPIRE_DECK = ("vampire", "master", "count", "werewolf", "cupid", "seer", "robber",
                "villager", "villager", "villager")
BONUS_DECK = ("family_man", "nostradamus", "empath", "werewolf", "seer", "ricochet_rhino",
              "villager", "villager")


def test_a_vampire_game_has_its_dusk_and_its_epic_battle(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=GAMES.settings(deck=VAMPIRE_DECK))
    to_the_vote(rig, SEVEN)
    wakes = [line.split(",")[0] for _, line in rig.sound.spoken if "wake up" in line]
    assert wakes == ["Vampires", "Count", "Cupid", "Everyone", "If you hold a Mark of Love",
                     "Werewolves", "Seer", "Robber", "Everyone"]
    # seat 2 has four votes, seat 1 two: before the reveal only seat 2 dies, provisionally
    tap_votes(rig, {1: 2, 2: 1, 3: 2, 4: 2, 5: 1, 6: 2, 7: 4})
    first = rig.transcript.kinds("result")[-1]
    assert first["dead"] == [2] and first["provisional"] is True
    reveal(rig, {1: "vampire", 2: "werewolf", 3: "cupid", 4: "seer", 5: "robber",
                 6: "villager", 7: "villager"}, marks={})
    winners = rig.transcript.kinds("winners")[-1]
    # three main teams held: the second most votes (seat 1, a vampire) die too
    assert winners["dead"] == [1, 2] and winners["teams"] == ["village"]
    assert winners["seats"] == [3, 4, 5, 6, 7]
    assert winners["reason"] == "an epic battle, won by the village"
    saved = rig.store.games()[-1]
    assert saved["steps"][:5] == ["vampire", "count", "cupid", "marks", "lovers"]


def test_bonus_draws_are_saved_said_and_scored(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=GAMES.settings(deck=BONUS_DECK))
    to_the_vote(rig, (1, 2, 3, 4, 5))
    said = [line for _, line in rig.sound.spoken]   # the night, as composed at the deal
    assert any("they are your family now" in line for line in said)
    assert any(line.startswith("Nostradamus is with") for line in said)
    # Ricochet Rhino (seat 3) has the most votes; its death goes to seat 2, the werewolf
    tap_votes(rig, {1: 3, 2: 3, 3: 2, 4: 3, 5: 3})
    reveal(rig, {1: "family_man", 2: "werewolf", 3: "ricochet_rhino", 4: "seer",
                 5: "nostradamus"})
    winners = rig.transcript.kinds("winners")[-1]
    assert winners["dead"] == [2] and "village" in winners["teams"]
    saved = rig.store.games()[-1]
    assert set(saved["draws"]) == {"family", "empath", "nostradamus"}
    family = FAMILY_LINES[Family(saved["draws"]["family"])]     # the family said is saved
    assert any(f"Look at {family}:" in line for line in said)
    assert 3 in winners["seats"] and 4 in winners["seats"]
