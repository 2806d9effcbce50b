"""Two whole games of the wider family played in the rig, as the table plays them: the
Vampire preset of seven (a dusk, marks on the boards, lovers, an epic battle, the marks
entered at the reveal) and the Bonus preset with four of the new Bonus roles (the Family
Man's family and the Empath's question drawn, Nostradamus's team tapped, the Ricochet
Rhino's death sent on at the reveal). Each asserts what the table sees and hears.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.onenight.presets import FAMILY_PRESETS
from engine.onenight.role import Edition

from device.core.games import GAMES
from hw_mocks.rig import Rig

from .flows import reveal, seat_players, tap_votes, through_night, vote_now


def said(rig: Rig) -> list[str]:
    return [line for _, line in rig.sound.spoken]


def test_a_vampire_game_of_seven_to_the_winners(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=GAMES.settings(deck=FAMILY_PRESETS[Edition.VAMPIRE]))
    rig.start()
    seat_players(rig, range(1, 8))
    through_night(rig)
    wakes = [line.split(",")[0] for line in said(rig) if "wake up" in line]
    # the dusk in its order, the marks, the lovers, then the night
    assert wakes == ["Vampires", "Count", "Diseased", "Cupid", "Priest", "Everyone",
                     "If you hold a Mark of Love", "Werewolves", "Seer", "Robber", "Everyone"]
    assert any("With the Mark of Fear, keep your eyes closed" in line for line in said(rig))
    vote_now(rig)
    # seat 2 four votes, seat 1 two
    tap_votes(rig, {1: 2, 2: 1, 3: 2, 4: 2, 5: 1, 6: 2, 7: 4})
    assert rig.transcript.kinds("result")[-1]["dead"] == [2]
    reveal(rig, {1: "vampire", 2: "werewolf", 3: "count", 4: "cupid", 5: "seer",
                 6: "priest", 7: "robber"},
           marks={1: "Love", 7: "Love", 5: "Vampire", 4: "Fear"})
    winners = rig.transcript.kinds("winners")[-1]
    # a vampire and a wolf held: an epic battle, the two most voted die, and seat 7 for
    # love; the seer with the Mark of the Vampire plays for the vampires and loses
    assert winners["dead"] == [1, 2, 7]
    assert winners["teams"] == ["village"] and winners["seats"] == [4, 6, 7]
    screen = rig.screen
    rig.run(30)                          # the score is said
    assert screen.teams == ("Village",) and screen.reason == "An epic battle."
    heard = said(rig)
    assert "With the cards revealed: Seats 1, 2 and 7 die." in heard
    assert "Seat 7 dies for love." in heard
    assert "The village wins." in heard
    saved = rig.store.games()[-1]
    assert saved["marks"] == {"1": "love", "4": "fear", "5": "vampire", "7": "love"}


def test_a_game_of_four_new_bonus_roles(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=GAMES.settings(deck=FAMILY_PRESETS[Edition.BONUS]))
    rig.start()
    seat_players(rig, range(1, 7))
    while rig.screen.step_label != "Nostradamus":
        rig.run(0.25)
    rig.tap(5, 1)                       # one tap: the village
    through_night(rig)
    heard = said(rig)
    assert any(line.startswith("Nostradamus, wake up.") and "1 tap for the village" in line
               for line in heard)
    assert "Nostradamus is with the village." in heard
    assert any("they are your family now" in line for line in heard)
    assert any("Empath, watch who points where." in line for line in heard)
    vote_now(rig)
    # the Ricochet Rhino (seat 3) is voted out: the death goes to the seat it voted for
    tap_votes(rig, {1: 3, 2: 3, 3: 2, 4: 3, 5: 3, 6: 3})
    reveal(rig, {1: "family_man", 2: "werewolf", 3: "ricochet_rhino", 4: "seer",
                 5: "nostradamus", 6: "empath"})
    winners = rig.transcript.kinds("winners")[-1]
    assert winners["dead"] == [2] and "village" in winners["teams"]
    assert {3, 4, 5, 6} <= set(winners["seats"])
    rig.run(30)
    assert "Seat 2 dies: the Rhino's ricochet." in said(rig)
    saved = rig.store.games()[-1]
    assert saved["draws"]["nostradamus"] == {"nostradamus": "village"}
    assert set(saved["draws"]) == {"family", "empath", "nostradamus"}


def test_the_copycat_is_entered_with_what_it_copied(make_rig: Callable[..., Rig]) -> None:
    deck = ("copycat", "werewolf", "werewolf", "seer", "robber", "troublemaker", "villager",
            "villager")
    rig = make_rig(settings=GAMES.settings(deck=deck))
    rig.start()
    seat_players(rig, range(1, 6))
    through_night(rig)
    assert said(rig)[2].startswith("Copycat, wake up.")     # the dusk, before the night
    vote_now(rig)
    tap_votes(rig, {1: 2, 2: 1, 3: 2, 4: 2, 5: 2})
    reveal(rig, {1: "copycat:werewolf", 2: "werewolf", 3: "seer", 4: "robber",
                 5: "villager"})
    winners = rig.transcript.kinds("winners")[-1]
    # the Copycat that became a Werewolf plays for the werewolves, who lost a wolf
    assert winners["dead"] == [2] and winners["teams"] == ["village"]
    assert 1 not in winners["seats"]
    assert rig.store.games()[-1]["revealed"]["1"] == "copycat:werewolf"
