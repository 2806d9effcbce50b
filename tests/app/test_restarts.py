"""Across restarts (issue 23, item 11): a game too big for the panel is not resumed, a
classic game stopped with a long press is not resumed, game numbers go on."""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.classic.presets import PRESETS

from device.core.table.stop import CONFIRM_SECONDS as STOP_WINDOW
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start
from hw_mocks.rig import Rig

from .flows import reveal, to_the_vote

FIVE = (1, 2, 3, 4, 5)


def last_shown(rig: Rig) -> dict[str, object]:
    """The last screen the machine showed, as the transcript keeps it."""
    shown: dict[str, object] = rig.transcript.kinds("show")[-1]
    return shown

CARDS = {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber"}


def test_a_ten_seat_game_on_a_five_seat_panel_is_set_aside_not_resumed(
        make_rig: Callable[..., Rig], tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    ten = next(p for p in PRESETS.values() if p.players == 10)
    players = {str(s): r for s, r in enumerate(ten.deck.cards, start=1)}
    state = tmp_path / "state"
    state.mkdir()
    game = {"game": "classic", "players": players, "phases": []}
    (state / "current.json").write_text(json.dumps({"version": 1, "game": game}))
    with caplog.at_level(logging.WARNING):
        rig = make_rig(seats=5)
        rig.start()
        rig.run(5.0)
    assert rig.phase == "menu"
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert errors == []
    [aside] = state.glob("current.json.corrupt-*")
    assert json.loads(aside.read_text())["game"] == game
    assert any("this panel has 5" in r.getMessage() for r in caplog.records)


def test_a_classic_game_stopped_with_a_long_press_is_kept_but_not_resumed(
        make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(seed=2)
    rng = random.Random(2)
    shots = ScreenRecorder(rig, None)
    rig.start()
    dealt = start(rig, "secrets", shots, rng)
    demo = ClassicDemo(rig, dealt, rng, clean=True)
    run_game(demo, shots, until=lambda: rig.phase == "day" and bool(rig.store.load_current()))
    played = rig.store.load_current()["phases"]
    rig.long_press()                          # one slip of the hand only asks
    assert rig.phase == "day" and last_shown(rig)["title"] == "Stop the game?"
    rig.click()                               # "Press: go on": the countdown again
    assert rig.phase == "day" and last_shown(rig)["screen"] == "CountdownScreen"
    rig.long_press()
    rig.run(STOP_WINDOW + 1.0)                # the question lapses: the countdown again
    assert last_shown(rig)["screen"] == "CountdownScreen"
    rig.long_press()
    assert rig.phase == "day"                 # a long press after it asks again
    rig.long_press()                          # and a second one while it stands stops
    assert rig.phase == "menu"
    assert rig.store.load_current() is None
    assert rig.store.games()[-1]["phases"] == played          # kept in the history
    again = make_rig(seed=2)
    again.start()
    assert again.phase == "menu"                              # nothing resumed


def test_game_numbers_go_on_after_a_restart(make_rig: Callable[..., Rig]) -> None:
    numbers = []
    for _ in range(2):
        rig = make_rig()
        to_the_vote(rig, FIVE)
        at = rig.clock.now + 0.05
        for voter, target in {1: 3, 2: 3, 3: 1, 4: 3, 5: 4}.items():
            rig.panel.tap(voter, target, at=at)
        rig.run_until_phase("result", limit=20)
        reveal(rig, CARDS)
        numbers.append(rig.store.games()[-1]["game"])
    assert numbers == [1, 2]


def test_a_big_tables_game_resumes_with_its_seats_beyond_the_buttons(
        make_rig: Callable[..., Rig]) -> None:
    """Seats 11-16 were entered on the knob: a 10-seat panel has every button the game
    had, so a pulled plug loses nothing (a 10-seat game on 5 buttons stays aside)."""
    rig = make_rig(seed=4)
    rng = random.Random(4)
    shots = ScreenRecorder(rig, None)
    rig.start()
    demo = ClassicDemo(rig, start(rig, "classic_village", shots, rng), rng, clean=True)
    run_game(demo, shots, until=lambda: rig.phase == "day" and bool(rig.store.load_current()))
    played = rig.store.load_current()["phases"]
    again = make_rig(seed=4)                               # the plug pulled: a restart
    again.start()
    again.run(1.0)
    assert again.phase in ("day", "night")
    assert again.machine.table.seats == frozenset(range(1, 17))
    assert again.store.load_current()["phases"] == played
