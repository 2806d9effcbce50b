"""Round three at the table (issue #34, "At the table"): each item as the table met it,
played on the rig."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from engine.onenight.presets import preset

from device.core.games import GAMES
from device.core.games.onenight.phrases import NO_VOTES_WHY, SPREAD_WHY
from device.core.ui.phrases import SAME_PLAYERS_LINE
from device.display.table_screens import SeatingScreen
from hw_mocks.games.onenight import play
from hw_mocks.rig import Rig

from .flows import seat_players, tap_votes, through_night, vote_now

FIVE = (1, 2, 3, 4, 5)
SEVEN = (1, 2, 3, 4, 5, 6, 7)


@pytest.mark.parametrize("seed", [1, 3])
def test_the_ten_player_demo_reveals_a_doppelganger_with_a_card_of_the_deck(
        seed: int, mock_factory: object, tmp_path: Path) -> None:
    """#34.12: the scripted reveal answered "copied?" with a Villager, which the 10-player
    preset lacks (a traceback on 10 seeds of 12); it now copies the card of the seat after
    it. These seeds deal the Doppelganger to a player."""
    result = play(players=10, seed=seed, pin_factory=mock_factory, state_dir=tmp_path)
    try:
        assert "villager" not in preset(10).cards
        doppel = next(s for s, card in result.dealt.items() if card == "doppelganger")
        assert result.rig.phase == "score"
        revealed = result.rig.store.games()[-1]["revealed"]
        copied = result.dealt[doppel % 10 + 1]
        assert revealed[str(doppel)] == f"doppelganger:{copied}"
    finally:
        result.rig.close()


def a_second_seating(make_rig: Callable[..., Rig]) -> Rig:
    """Five played; back in the menu, the seating opens with them offered."""
    rig = make_rig(settings=GAMES.settings(first_speaker=False))
    rig.start()
    seat_players(rig, FIVE)
    rig.long_press()                                   # from the night, back to the menu:
    rig.long_press()                                   # asked, then confirmed
    rig.menu_select("Start game")
    assert isinstance(rig.screen, SeatingScreen) and rig.screen.hint == "Knob: same players"
    return rig


def test_a_last_players_press_while_offered_joins_and_the_knob_takes_the_union(
        make_rig: Callable[..., Rig]) -> None:
    """#34.13: seat 3 presses as the voice asked: it joins, the others stay offered."""
    rig = a_second_seating(make_rig)
    rig.press(3)
    assert rig.screen.joined == (3,) and rig.screen.hint == "Knob: same players"
    assert rig.transcript.kinds("leds")[-1]["pulse"] == [1, 2, 4, 5]
    rig.press(6)                                       # a newcomer joins beside them
    rig.click()                                        # the knob takes the union
    assert rig.said()[-1] == SAME_PLAYERS_LINE
    assert rig.screen.joined == (*FIVE, 6)


def test_a_last_players_press_just_after_same_players_keeps_them_in(
        make_rig: Callable[..., Rig]) -> None:
    """#34.13: after "Same players", seat 3 presses: in, never out; a second press leaves."""
    rig = a_second_seating(make_rig)
    rig.click()                                        # same players
    assert rig.screen.joined == FIVE
    rig.press(3)
    assert rig.screen.joined == FIVE and rig.screen.hint == "Knob: deal cards"
    rig.press(3)                                       # now it means it
    assert rig.screen.joined == (1, 2, 4, 5)


def test_votes_that_did_not_count_are_said_once_with_why(make_rig: Callable[..., Rig]) -> None:
    """#34.15: own seats and a seat not playing, grouped in one line, said once."""
    rig = make_rig(settings=GAMES.settings(first_speaker=False, deck=preset(7).cards))
    rig.start()
    seat_players(rig, SEVEN)
    through_night(rig)
    opened = vote_now(rig)
    for voter, target in {1: 4, 2: 2, 3: 9, 4: 1, 5: 4, 6: 6, 7: 4}.items():
        rig.panel.tap(voter, target, at=opened + 0.05)
    rig.run(20)
    said = rig.said()
    assert "Seats 2, 3 and 6: your own seat, or a seat not playing, does not count." in said
    assert not [line for line in said if line.startswith(("Seat 2", "Seat 3", "Seat 6"))]


def test_nobody_dies_says_why(make_rig: Callable[..., Rig]) -> None:
    """#34.16: a spread vote (nobody above one vote) says why nobody dies, and shows it."""
    rig = make_rig(settings=GAMES.settings(first_speaker=False))
    rig.start()
    seat_players(rig, FIVE)
    through_night(rig)
    vote_now(rig)
    tap_votes(rig, {1: 2, 2: 3, 3: 4, 4: 5, 5: 1})
    assert rig.said()[-2:] == ["Nobody dies.", SPREAD_WHY]
    assert rig.screen.detail == "Nobody got 2 votes"


def test_nobody_dies_after_keeping_a_vote_with_no_votes_says_why(
        make_rig: Callable[..., Rig]) -> None:
    """#34.16: nobody voted, the count kept: the verdict says no vote counted."""
    rig = make_rig(settings=GAMES.settings(first_speaker=False))
    rig.start()
    seat_players(rig, FIVE)
    through_night(rig)
    vote_now(rig)
    rig.run(20)
    rig.long_press()                                   # keep the count as it is
    rig.run_until_phase("result", limit=5)
    assert NO_VOTES_WHY in rig.said()
    assert rig.screen.detail == "No votes counted"


def test_one_long_press_pauses_the_night_and_asks_and_a_press_goes_on(
        make_rig: Callable[..., Rig]) -> None:
    """#34.17: one long press no longer aborts the night: it pauses and asks; a press goes
    on from where it paused."""
    rig = make_rig(settings=GAMES.settings(first_speaker=False))
    rig.start()
    seat_players(rig, FIVE)
    rig.run(10)
    rig.long_press()
    assert rig.phase == "night" and rig.screen.title == "Stop the night?"
    rig.click()
    assert rig.phase == "night" and rig.transcript.kinds("audio")[-1]["action"] == "play"
    rig.run_until_phase("day", limit=1200)


def test_after_the_score_a_second_press_shows_and_never_deals(
        make_rig: Callable[..., Rig]) -> None:
    """#34.17: "Play again" is no longer under the cursor; a page shown (the chips) goes
    back to the list at a press or a long press."""
    from .flows import reveal

    rig = make_rig(settings=GAMES.settings(first_speaker=False))
    rig.start()
    seat_players(rig, FIVE)
    through_night(rig)
    vote_now(rig)
    tap_votes(rig, {1: 2, 2: 1, 3: 1, 4: 1, 5: 1})
    reveal(rig, {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber"})
    assert rig.phase == "score"
    rig.click()                                        # the list
    rig.click()                                        # its first choice: the winners
    assert rig.phase == "score" and type(rig.screen).__name__ == "WinnersScreen"
    rig.turn(0)
    rig.click()                                        # back to the list
    assert rig.screen.title == "Next"
    rig.turn(1)
    rig.click()                                        # the chips
    assert rig.screen.title.startswith("Chips")
    rig.long_press()                                   # and back
    assert rig.screen.title == "Next" and rig.phase == "score"
