"""Pausing and aborting the night, SIGTERM, and the box's failure behaviour (DESIGN §6)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from pathlib import Path

from device.core.settings import Settings
from device.display.screens import MenuScreen
from device.display.table_screens import NightScreen
from hw_mocks.rig import Rig

from .flows import reveal, seat_players, tap_votes, through_night, to_the_day, to_the_vote, vote_now

FIVE = (1, 2, 3, 4, 5)


def test_pause_and_resume_the_night(rig: Rig) -> None:
    rig.start()
    seat_players(rig, FIVE)
    night_start = rig.clock.now
    rig.run(20)
    rig.click()                                     # pause
    assert isinstance(rig.screen, NightScreen) and rig.screen.paused
    audio = rig.transcript.kinds("audio")
    assert audio[-1]["action"] == "pause"
    rig.run(60)                                     # a long pause: nothing moves on
    assert rig.phase == "night"
    rig.click()                                     # resume where it stopped
    resumed = rig.transcript.kinds("audio")[-1]
    assert resumed["action"] == "play" and 19 < resumed["position"] < 21
    assert not rig.screen.paused
    rig.run_until_phase("day", limit=600)
    # the night took its own length plus the minute of pause
    plain_length = rig.clock.now - night_start - 60
    rig2_lengths = [e["position"] for e in rig.transcript.kinds("audio") if e["action"] == "play"]
    assert rig2_lengths[0] == 0.0 and plain_length > 20


def test_abort_the_night_goes_back_to_the_menu(rig: Rig) -> None:
    rig.start()
    seat_players(rig, FIVE)
    rig.run(10)
    rig.long_press()                                # pauses and asks first (#34.17)
    assert rig.phase == "night" and rig.screen.title == "Stop the night?"
    assert rig.transcript.kinds("audio")[-1]["action"] == "pause"
    rig.long_press()                                # a second one stops
    assert rig.phase == "menu"
    assert isinstance(rig.screen, MenuScreen) and rig.screen.title == "Nightbox"
    assert rig.transcript.kinds("audio")[-1]["action"] == "stop"
    rig.run(600)                                    # no stray step or day later
    assert rig.phase == "menu"
    assert "day" not in [e["phase"] for e in rig.transcript.kinds("phase")]


def test_sigterm_during_the_night_saves_and_stops(make_rig: Callable[..., Rig],
                                                  tmp_path: Path) -> None:
    rig = make_rig()
    rig.start()
    rig.menu_select("Pace & timers")
    rig.menu_select("Pace")
    rig.turn(1)                                     # normal -> quick
    rig.click()
    rig.long_press()
    rig.long_press()
    seat_players(rig, FIVE)
    rig.run(15)
    rig.box.stop()                                  # what the SIGTERM handler does
    rig.run(0.1)
    assert rig.box.done
    tail = [e["kind"] for e in rig.transcript.entries[-3:]]
    assert tail == ["audio", "leds", "shutdown"]
    assert rig.transcript.entries[-2]["on"] == [] and rig.transcript.entries[-2]["blink"] == []
    saved = json.loads((tmp_path / "state" / "settings.json").read_text())
    assert json.dumps(saved).count('"quick"') == 1
    assert all(v == 0.0 for v in rig.panel.led_values().values())


def test_missing_display_the_game_goes_on(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(display=False)
    to_the_vote(rig, FIVE)
    tap_votes(rig, {1: 2, 2: 3, 3: 2, 4: 2, 5: 1})
    assert rig.transcript.kinds("result")[-1]["dead"] == [2]
    assert "Seat 2 dies." in rig.said()


def test_no_audio_lines_are_shown_with_the_same_timing(rig: Rig) -> None:
    to_the_day(rig, FIVE)
    times = [t for t, text in rig.sound.spoken]
    assert times == sorted(times)
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert max(gaps) > 5                            # the action pauses are kept
    assert len(rig.sound.spoken) >= 10


def test_corrupt_state_file_is_moved_aside(make_rig: Callable[..., Rig], tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    (state / "settings.json").write_text('{"version": 1, "settings": {"pace": ')
    (state / "chips.json").write_bytes(b"\x00\xff garbage")
    rig = make_rig()
    rig.start()
    assert rig.phase == "menu"
    aside = sorted(p.name for p in state.iterdir() if ".corrupt-" in p.name)
    assert len(aside) == 2
    assert (state / aside[0]).read_bytes() in (b"\x00\xff garbage",
                                               b'{"version": 1, "settings": {"pace": ')
    seat_players(rig, FIVE)                          # defaults work
    assert rig.phase == "night"


def test_play_again_accumulates_chips_to_a_champion(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=Settings(chip_target=2, first_speaker=False))
    rig.start()
    cards = {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber"}
    seat_players(rig, FIVE)
    for game in (1, 2):
        through_night(rig)
        vote_now(rig)
        tap_votes(rig, {1: 3, 2: 3, 3: 1, 4: 3, 5: 4})     # seat 3 dies: wolves win
        reveal(rig, cards)
        if game == 1:
            assert rig.transcript.kinds("chips")[-1]["chips"] == {"1": 1, "4": 1}
            rig.turn(1)
            rig.menu_select("Play again")
            assert rig.phase == "deal"                       # same seats, straight to deal
            for seat in FIVE:
                rig.press(seat)
    assert rig.transcript.kinds("chips")[-1]["chips"] == {"1": 2, "4": 2}
    assert not rig.transcript.kinds("champion")              # a tie at the top: play on
    rig.turn(1)
    rig.menu_select("Play again")
    for seat in FIVE:
        rig.press(seat)
    through_night(rig)
    vote_now(rig)
    tap_votes(rig, {1: 3, 2: 3, 3: 1, 4: 3, 5: 4})
    reveal(rig, {1: "werewolf", 2: "seer", 3: "villager", 4: "villager", 5: "robber"})
    champ = rig.transcript.kinds("champion")
    assert champ and champ[-1]["seat"] == 1
    assert "Seat 1 is the champion! A new tournament begins." in rig.said()
    assert len(rig.store.games()) == 3


def test_no_audio_on_the_box_shows_each_line_on_the_screen(rig: Rig) -> None:
    from device.display.screens import MessageScreen
    from device.display.table_screens import SeatingScreen

    rig.box.runtime.captions_on_screen = True        # what `nightbox run` sets without a voice
    rig.start()
    rig.menu_select("Start game")
    rig.run(0.01)
    shown = rig.screen
    assert isinstance(shown, MessageScreen)
    assert shown.lines == ("Press your button to join. Then press the knob.",)
    rig.run(5)                                       # the line is over: the state's screen
    assert isinstance(rig.screen, SeatingScreen)
    rig.press(1)                                     # and it keeps working
    assert rig.screen.joined == (1,)
    for seat in (2, 3, 4, 5):
        rig.press(seat)
    rig.click()
    for seat in (1, 2, 3, 4, 5):
        rig.press(seat)
    rig.run(0.5)                                     # the night's first line, on screen
    assert isinstance(rig.screen, MessageScreen)
    assert rig.screen.lines[0].startswith("Everyone, close your eyes.")


def test_a_button_held_down_is_reported_stuck_once(rig: Rig) -> None:
    rig.start()
    rig.menu_select("Start game")
    rig.panel.press(4, at=rig.clock.now)             # held: joins, then stays down
    rig.run(4.0)
    assert rig.transcript.kinds("warning") == []
    rig.run(2.0)                                     # past the 5 s stuck limit
    warnings = rig.transcript.kinds("warning")
    assert [w["seat"] for w in warnings] == [4]
    rig.panel.release(4, at=rig.clock.now)
    rig.panel.press(4, at=rig.clock.now + 0.2)       # stuck again: not reported twice
    rig.run(10)
    assert len(rig.transcript.kinds("warning")) == 1
    rig.press(1)                                     # the box still answers
    assert 1 in rig.screen.joined


def test_after_scoring_the_chips_can_be_shown_and_the_winners_brought_back(
        make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=Settings(first_speaker=False))
    to_the_vote(rig, FIVE)
    tap_votes(rig, {1: 3, 2: 3, 3: 1, 4: 3, 5: 4})
    reveal(rig, {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber"})
    rig.turn(1)
    rig.menu_select("Chips")
    shown = rig.transcript.kinds("show")[-1]
    assert shown["screen"] == "MessageScreen"
    assert shown["lines"] == ["Seat 1: 1 chip", "Seat 4: 1 chip"]
    rig.turn(1)
    rig.menu_select("Winners")
    assert rig.transcript.kinds("show")[-1]["screen"] == "WinnersScreen"
    rig.turn(1)
    rig.menu_select("Menu")
    assert rig.phase == "menu"
    rig.menu_select("Scores")
    assert "Seat 1: 1 chip" in rig.transcript.kinds("show")[-1]["items"]
