"""The table flow both games share, as a table meets it: the seating of a second game,
the result menu that never moves, no hint spoken into the night, a vote nobody casts,
and a sweep vote for one's own seat (issue "One Night at the table")."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from device.core.games import GAMES
from device.core.games.onenight.phrases import HEAR_DECK_LINE
from device.core.games.onenight.rules import OneNightRules
from device.core.settings import Settings
from device.core.ui.phrases import NO_VOTES_OFFER, SAME_PLAYERS_LINE
from device.display.screens import MenuScreen
from device.display.table_screens import SeatingScreen, VerdictScreen
from hw_mocks.rig import Rig

from .flows import reveal, seat_players, tap_votes, through_night, vote_now

FIVE = (1, 2, 3, 4, 5)
CARDS = {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber"}


def to_a_result(make_rig: Callable[..., Rig]) -> Rig:
    """Five seats, the night, and a vote in which every vote counts."""
    rig = make_rig(settings=Settings(first_speaker=False))
    rig.start()
    seat_players(rig, FIVE)
    through_night(rig)
    vote_now(rig)
    tap_votes(rig, {1: 3, 2: 3, 3: 1, 4: 3, 5: 4})
    return rig


def result_menu(rig: Rig) -> tuple[str, ...]:
    rig.turn(1)
    screen = rig.screen
    assert isinstance(screen, MenuScreen) and screen.title == "Next", screen
    rig.turn(-len(screen.items))
    return rig.screen.items


def test_a_second_games_seating_starts_empty_and_the_knob_takes_the_last_players(
        make_rig: Callable[..., Rig]) -> None:
    rig = to_a_result(make_rig)
    reveal(rig, CARDS)
    rig.turn(1)
    rig.menu_select("Menu")
    rig.menu_select("Start game")
    screen = rig.screen
    assert isinstance(screen, SeatingScreen)
    assert screen.joined == () and screen.hint == "Knob: same players"
    assert rig.transcript.kinds("leds")[-1]["pulse"] == list(FIVE)   # lit dimly
    assert rig.transcript.kinds("leds")[-1]["on"] == []
    rig.click()                                          # the same players, in one press
    assert rig.said()[-1] == SAME_PLAYERS_LINE
    assert rig.screen.joined == FIVE and rig.screen.hint == "Knob: deal cards"
    rig.click()
    assert rig.phase == "deal" and rig.machine.table.seats == frozenset(FIVE)


def test_pressing_to_join_joins_even_after_a_game(make_rig: Callable[..., Rig]) -> None:
    """The regulars do what the voice says, "press your button to join", and are in."""
    rig = make_rig(settings=Settings(first_speaker=False))
    rig.start()
    seat_players(rig, FIVE)
    rig.long_press()                                     # back to the menu from the night
    rig.long_press()                                     # (asked, then confirmed)
    rig.menu_select("Start game")
    for seat in (*FIVE, 6):
        rig.press(seat)
    assert rig.screen.joined == (*FIVE, 6)


def test_an_edited_deck_is_swapped_for_the_preset_only_at_a_second_press(
        make_rig: Callable[..., Rig]) -> None:
    edited = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "tanner",
              "villager", "villager")            # 8 cards: fits 5 players, edited by hand
    rig = make_rig(settings=GAMES.settings(deck=edited))
    rig.start()
    edited = rig.machine.table.settings.of(OneNightRules).deck    # in the table's order
    rig.menu_select("Start game")
    for seat in (1, 2, 3, 4):
        rig.press(seat)
    assert rig.screen.hint == "Knob: 4p preset"
    rig.click()
    assert rig.machine.table.settings.of(OneNightRules).deck == edited          # not yet
    assert rig.screen.hint == "Again: use preset"
    rig.click()
    assert rig.machine.table.settings.of(OneNightRules).deck != edited
    assert rig.screen.hint == "Knob: deal cards"


def test_the_result_menu_is_in_the_same_order_in_every_result(
        make_rig: Callable[..., Rig]) -> None:
    rig = to_a_result(make_rig)                               # every vote counted
    counted = result_menu(rig)
    rig.menu_select("Re-vote")
    rig.click()
    rig.run_until_ballot_opens()
    start = rig.clock.now + 0.05
    for voter, target in {1: 1, 2: 3, 3: 1, 4: 3, 5: 4}.items():   # seat 1: its own seat
        rig.panel.tap(voter, target, at=start)
    rig.run(15)
    assert isinstance(rig.screen, VerdictScreen) and rig.screen.headline == "VOTE AGAIN?"
    rig.long_press()                                          # keep the count
    assert rig.phase == "result" and rig.screen.detail == "No vote: seat 1"
    assert result_menu(rig) == counted == ("Tally", "Reveal & score", "Re-vote",
                                           "Play again", "Menu")


def test_no_hint_is_spoken_once_the_night_has_begun(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig()
    rig.start()
    rig.menu_select("Start game")
    for seat in FIVE:
        rig.press(seat)
    rig.click()
    for seat in FIVE:                                         # everyone looks at once
        rig.press(seat)
    assert rig.phase == "night"
    started = rig.clock.now
    rig.run(20)
    heard = [text for t, text in rig.sound.spoken if t >= started]
    assert heard and HEAR_DECK_LINE not in heard


@pytest.mark.parametrize("mode", ["tap", "sweep"])
def test_a_vote_nobody_casts_is_named(make_rig: Callable[..., Rig], mode: str) -> None:
    rig = make_rig(settings=Settings(first_speaker=False, vote_mode=mode))
    rig.start()
    seat_players(rig, FIVE)
    through_night(rig)
    vote_now(rig)
    rig.run(40)
    assert rig.said()[-1] == NO_VOTES_OFFER
    assert rig.screen.headline == "VOTE AGAIN?" and rig.screen.detail == "No votes counted"
    rig.click()                                               # one press: vote again
    assert rig.phase == "vote"
    rig.run_until_ballot_opens()


def test_a_sweep_vote_for_ones_own_seat_is_named(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=Settings(first_speaker=False, vote_mode="sweep"))
    rig.start()
    seat_players(rig, FIVE)
    through_night(rig)
    opened = vote_now(rig)
    dwell = rig.machine.table.settings.dwell
    rig.panel.tap(2, 1, at=opened + dwell + dwell / 2)        # seat 2 presses on its own light
    for voter in (1, 3, 5):                                   # others on seat 4's light
        rig.panel.tap(voter, 1, at=opened + 3 * dwell + dwell / 2)
    rig.panel.tap(4, 1, at=opened + 4 * dwell + dwell / 2)    # seat 4 on seat 5's
    rig.run(40)
    assert "Seat 2: your own seat, or a seat not playing, does not count." in rig.said()
    close = [e for e in rig.transcript.kinds("ballot") if e["event"] == "close"][-1]
    assert close["not_counted"] == {"2": "own seat"}


def test_a_game_quit_at_its_result_is_kept_in_the_history(
        make_rig: Callable[..., Rig]) -> None:
    """The box stops (quit, SIGTERM) before anyone scores: the vote is not lost."""
    from device.core.events import StopRequested

    rig = to_a_result(make_rig)
    rig.box.dispatch(StopRequested(rig.clock.now))
    saved = rig.store.games()[-1]
    assert saved["votes"] == {"1": 3, "2": 3, "3": 1, "4": 3, "5": 4} and saved["deaths"] == [3]
