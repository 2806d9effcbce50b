"""Whole games through MockFactory pins, the luma dummy and the virtual clock.

Every assertion reads the transcript or the screens, never the machine's insides.
"""

from __future__ import annotations

from collections.abc import Callable

from device.core.games import GAMES
from device.core.games.onenight.rules import OneNightRules
from device.core.settings import Settings
from device.display.table_screens import CountdownScreen, TallyScreen, VerdictScreen, WinnersScreen
from hw_mocks.rig import Rig

from .flows import reveal, tap_votes, to_the_day, to_the_vote, vote_now

FIVE = (1, 2, 3, 4, 5)
GUARD_AND_HUNTER = ("werewolf", "werewolf", "seer", "robber", "bodyguard", "hunter",
                    "villager", "villager")


def phases(rig: Rig) -> list[str]:
    return [e["phase"] for e in rig.transcript.kinds("phase")]


def test_whole_five_player_game_in_tap_mode(rig: Rig) -> None:
    to_the_day(rig, FIVE)
    said = rig.said()
    assert said.index("Deal the cards. Look at yours, then press your button.") < len(said)
    assert isinstance(rig.screen, CountdownScreen)
    vote_now(rig)
    tap_votes(rig, {1: 3, 2: 3, 3: 1, 4: 3, 5: 4})

    result = rig.transcript.kinds("result")[-1]
    assert result["votes"] == {"1": 3, "2": 3, "3": 1, "4": 3, "5": 4}
    assert result["dead"] == [3] and result["provisional"] is False
    assert isinstance(rig.screen, VerdictScreen)                 # first, read from a seat
    assert rig.screen.headline == "SEAT 3 DIES"
    rig.turn(1)
    rig.menu_select("Tally")                                     # then the tally
    assert isinstance(rig.screen, TallyScreen)
    assert rig.screen.counts == (1, 0, 3, 1, 0) and rig.screen.deaths == (3,)
    assert "Seat 3 dies." in rig.said()
    assert rig.transcript.kinds("leds")[-1]["blink"] == [3]

    reveal(rig, {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber"})
    winners = rig.transcript.kinds("winners")[-1]
    assert winners["teams"] == ["werewolf"] and winners["seats"] == [1, 4]
    assert isinstance(rig.screen, WinnersScreen) and rig.screen.winners == (1, 4)
    assert rig.transcript.kinds("chips")[-1]["chips"] == {"1": 1, "4": 1}
    assert rig.transcript.kinds("leds")[-1]["on"] == [1, 4]
    assert phases(rig) == ["menu", "seating", "deal", "night", "day", "vote", "result",
                           "reveal", "score"]
    assert rig.store.games()[-1]["winners"] == ["werewolf"]


def test_night_speaks_every_step_in_order(rig: Rig) -> None:
    to_the_day(rig, FIVE)
    lines = [text for _, text in rig.sound.spoken]
    wakes = [line.split(",")[0] for line in lines if "wake up" in line]
    assert wakes == ["Werewolves", "Seer", "Robber", "Troublemaker", "Everyone"]
    night_shows = [e["step_label"] for e in rig.transcript.kinds("show")
                   if e["screen"] == "NightScreen"]
    assert [s for i, s in enumerate(night_shows) if s not in night_shows[:i]][1:] == [
        "Werewolf", "Seer", "Robber", "Troublemaker"]


def test_sweep_mode_game(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=Settings(vote_mode="sweep"))
    opened = to_the_vote(rig, FIVE)
    dwell = Settings().dwell
    # seat 1 votes for seat 4, seat 2 for seat 4, seat 3 for 1, 4 for 2, 5 for 4
    wanted = {1: 4, 2: 4, 3: 1, 4: 2, 5: 4}
    for voter, target in wanted.items():
        at = opened + (target - 1) * dwell + 0.3
        rig.panel.press(voter, at=at)
        rig.panel.release(voter, at=at + 0.1)
    lit = []
    while rig.phase == "vote":
        rig.run(0.1)
        lit.append(tuple(sorted(rig.panel.lit_seats())))
    assert (1,) in lit and (5,) in lit           # the sweep light went round
    result = rig.transcript.kinds("result")[-1]
    assert result["votes"] == {str(k): v for k, v in wanted.items()}
    assert result["dead"] == [4]


def test_revote_replaces_the_result(rig: Rig) -> None:
    to_the_vote(rig, FIVE)
    tap_votes(rig, {1: 2, 2: 3, 3: 4, 4: 5, 5: 1})      # the circle vote
    assert rig.transcript.kinds("result")[-1]["dead"] == []
    assert "Nobody dies." in rig.said()
    rig.turn(1)
    rig.menu_select("Re-vote")          # it throws the result away: a second press
    assert rig.phase == "result"
    assert rig.screen.items[rig.screen.cursor] == "Re-vote? Press again"
    rig.click()
    assert rig.phase == "vote"
    rig.run_until_ballot_opens()
    tap_votes(rig, {1: 2, 2: 3, 3: 2, 4: 2, 5: 1})
    results = rig.transcript.kinds("result")
    assert len(results) == 2 and results[-1]["dead"] == [2]


def test_bodyguard_and_hunter_scored_through_the_reveal(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=GAMES.settings(deck=GUARD_AND_HUNTER))
    to_the_vote(rig, FIVE)
    # 1 (bodyguard) guards 2; 2 (hunter) votes 3; 3, 4, 5 vote 2
    tap_votes(rig, {1: 2, 2: 3, 3: 2, 4: 2, 5: 2})
    first = rig.transcript.kinds("result")[-1]
    assert first["provisional"] is True and first["dead"] == [2]
    assert "This may change when the cards are revealed." in rig.said()
    reveal(rig, {1: "bodyguard", 2: "hunter", 3: "werewolf", 4: "villager", 5: "seer"})
    winners = rig.transcript.kinds("winners")[-1]
    # the Bodyguard guards seat 2, so its 3 votes cannot kill; nobody else has 2 votes
    assert winners["dead"] == []
    assert winners["teams"] == ["werewolf"]
    assert "With the cards revealed: Nobody dies." in rig.said()


def test_hunter_takes_a_wolf_down(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=GAMES.settings(deck=GUARD_AND_HUNTER))
    to_the_vote(rig, FIVE)
    tap_votes(rig, {1: 5, 2: 3, 3: 2, 4: 2, 5: 2})       # hunter on 2 shoots 3
    reveal(rig, {1: "bodyguard", 2: "hunter", 3: "werewolf", 4: "villager", 5: "seer"})
    winners = rig.transcript.kinds("winners")[-1]
    assert winners["dead"] == [2, 3]
    assert winners["teams"] == ["village"]
    assert winners["seats"] == [1, 2, 4, 5]
    said = rig.said()                                    # and why seat 3 died
    assert said[said.index("With the cards revealed: Seats 2 and 3 die.") + 1] == \
        "Seat 3 dies: the Hunter's shot."
    rig.turn(1)
    rig.menu_select("Deaths")
    first = rig.screen
    rig.turn(1)                                          # the knob turns to its next page
    second = rig.screen
    assert (first.page, first.pages, second.page) == (0, 2, 1)
    assert " ".join(first.lines + second.lines) == (
        "Seats 2 and 3 die. Seat 3 dies: the Hunter's shot. Seat 5 is safe: the "
        "Bodyguard.")                                                  # 1 guarded 5
    rig.click()
    assert rig.screen.title == "Next"                    # a press: back to the list


def test_early_vote_when_everyone_is_ready(rig: Rig) -> None:
    to_the_day(rig, FIVE)
    day_started = rig.clock.now
    for seat in FIVE:
        rig.press(seat)
    assert rig.phase == "vote"
    assert rig.clock.now - day_started < 10
    assert "Everyone is ready." in rig.said()
    ready = [e["on"] for e in rig.transcript.kinds("leds")]
    assert [1, 2, 3, 4] in ready               # the ready seats lit one by one
    assert rig.transcript.kinds("leds")[-1]["on"] == []   # then all dark for the vote


def test_day_countdown_warnings_and_time_up(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=Settings(day_seconds=90, first_speaker=False))
    to_the_day(rig, FIVE)
    rig.turn(1)                                   # +30 s
    shown = rig.screen
    assert isinstance(shown, CountdownScreen) and shown.seconds_left == 120
    rig.run_until_phase("vote", limit=200)
    said = rig.said()
    assert said.index("One minute left.") < said.index("Ten seconds.") < said.index(
        "Time is up.")


def test_the_deal_shows_and_says_the_deck(rig: Rig) -> None:
    from engine.onenight.dealing import deal_line

    rig.start()
    rig.menu_select("Start game")
    for seat in (1, 2, 3, 4, 5):
        rig.press(seat)
    rig.click()
    assert rig.phase == "deal"
    shown = rig.transcript.kinds("show")[-1]
    assert shown["screen"] == "DealScreen" and shown["deck"][0] == "2 Werewolves"
    rig.turn(1)                                           # the next page of the deck
    assert rig.transcript.kinds("show")[-1]["page"] == 1
    rig.click()                                           # hear it once
    assert rig.said()[-1] == deal_line(rig.machine.table.settings.of(OneNightRules).the_deck)
