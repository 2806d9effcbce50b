"""The box always boots: each bad state file of the hardening audit (a seat spelled '³',
a game the rules refuse, chips no table can have) is set aside with one journal line,
and a game is played after it.

Through the rig: the box ``nightbox run`` builds (``build_box``, the store, the resume),
on gpiozero MockFactory pins, in virtual time.
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.classic.record import resolve_classic

from device.core.games import GAMES
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start
from hw_mocks.rig import Rig

from .flows import reveal, to_the_vote

FIVE = (1, 2, 3, 4, 5)


def store_warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name.startswith("device.") and r.levelno >= logging.WARNING]


def write_current(state: Path, game: Any) -> None:
    (state / "current.json").write_text(json.dumps({"version": 1, "game": game}))


def classic_under_way(make_rig: Callable[..., Rig]) -> tuple[dict[str, Any], dict[int, str]]:
    """A classic game saved after night 2 (the box is then switched off); its days are
    point votes, so day 1 has seat keys to misspell."""
    rig = make_rig(seed=1, settings=GAMES.settings(classic_vote="point"))
    rng = random.Random(1)
    shots = ScreenRecorder(rig, None)
    rig.start()
    dealt = start(rig, "secrets", shots, rng)
    demo = ClassicDemo(rig, dealt, rng, clean=True)

    def after_night_two() -> bool:
        saved = rig.store.load_current()
        return bool(saved and len(saved["phases"]) >= 3)

    run_game(demo, shots, until=after_night_two)
    saved = rig.store.load_current()
    assert saved is not None and [next(iter(p)) for p in saved["phases"]][:3] == \
        ["night", "day", "night"]
    return saved, dealt


def finish(rig: Rig, dealt: dict[int, str]) -> dict[str, Any]:
    """Play the resumed classic game to its end; its record in the history."""
    run_game(ClassicDemo(rig, dealt, random.Random(5), clean=True), ScreenRecorder(rig, None))
    assert rig.phase == "end"
    final = rig.store.games()[-1]
    assert resolve_classic(final).to_json()["ended"] is not None
    assert rig.store.load_current() is None
    return final


def bad_seat(saved: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """Item 1: a vote key spelled '³' in day 1 (isdigit() but not int())."""
    phases = [dict(p) for p in saved["phases"]]
    votes = dict(phases[1]["votes"])
    votes["\u00b3"] = next(iter(votes.values()), 1)
    phases[1]["votes"] = votes
    return {**saved, "phases": phases}, 1


def dead_voter(saved: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """Item 4: a dead player votes on day 2."""
    game = resolve_classic(saved).game
    dead = sorted(set(game.players) - set(game.alive))
    target = min(game.alive)
    return {**saved, "phases": [*saved["phases"], {"day": 2, "votes": {str(dead[0]): target}}]
            }, len(saved["phases"])


def out_of_order(saved: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """Item 4: phases out of order (night 2 before day 1)."""
    p = saved["phases"]
    return {**saved, "phases": [p[0], p[2], p[1]]}, 1


@pytest.mark.parametrize("spoil", [bad_seat, dead_voter, out_of_order])
def test_a_bad_classic_game_is_set_aside_and_its_legal_part_resumed(
        make_rig: Callable[..., Rig], tmp_path: Path, caplog: pytest.LogCaptureFixture,
        spoil: Callable[[dict[str, Any]], tuple[dict[str, Any], int]]) -> None:
    saved, dealt = classic_under_way(make_rig)
    bad, keep = spoil(saved)
    state = tmp_path / "state"
    write_current(state, bad)
    caplog.clear()
    rig = make_rig(seed=1)                              # the box boots again
    rig.start()
    [warning] = store_warnings(caplog)
    assert "current.json is not a legal game" in warning and "corrupt-" in warning
    [aside] = state.glob("current.json.corrupt-*")
    assert json.loads(aside.read_text())["game"] == bad     # every phase kept, as it was
    assert rig.phase in ("night", "day")
    final = finish(rig, dealt)
    assert final["phases"][:keep] == saved["phases"][:keep]


def test_a_phase_after_the_win_is_set_aside_and_the_game_saved_once(
        make_rig: Callable[..., Rig], tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    _saved, dealt = classic_under_way(make_rig)
    rig = make_rig(seed=1)
    rig.start()
    final = finish(rig, dealt)
    ended = resolve_classic(final).game.ended
    assert ended is not None
    following = {"day": ended.number} if ended.is_night else {"night": ended.number + 1}
    # the box died after saving the record but before clearing current.json, and a bit
    # flip added a phase after the win
    write_current(tmp_path / "state", {**final, "phases": [*final["phases"], following]})
    caplog.clear()
    rig = make_rig(seed=1)
    rig.start()
    [warning] = store_warnings(caplog)
    assert "current.json is not a legal game" in warning
    assert rig.phase == "end"
    assert rig.store.games() == [final]                     # not appended a second time
    rig.click()
    assert rig.phase == "menu"
    saved_again, _ = classic_under_way(make_rig)            # and the box plays on
    assert len(saved_again["phases"]) >= 3


@pytest.mark.parametrize("chips", [{"0": 3}, {"-1": 4}, {"1": -2}, {"01": 2}, {"\u00b3": 1}])
def test_bad_chips_are_set_aside_and_a_game_is_scored(
        make_rig: Callable[..., Rig], tmp_path: Path, caplog: pytest.LogCaptureFixture,
        chips: dict[str, int]) -> None:
    state = tmp_path / "state"
    state.mkdir()
    (state / "chips.json").write_text(json.dumps({"version": 1, "chips": chips}))
    rig = make_rig()
    [warning] = store_warnings(caplog)
    assert "chips.json" in warning and "corrupt-" in warning
    to_the_vote(rig, FIVE)
    start_at = rig.clock.now + 0.05
    for voter, target in {1: 3, 2: 3, 3: 1, 4: 3, 5: 4}.items():
        rig.panel.tap(voter, target, at=start_at)
    rig.run_until_phase("result", limit=20)
    reveal(rig, {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber"})
    assert not rig.transcript.kinds("error")
    record = rig.store.games()[-1]
    assert record["final_deaths"] == [3] and record["chips"]
    assert rig.store.load_chips() == record["chips"]
    assert len(list(state.glob("chips.json.corrupt-*"))) == 1
