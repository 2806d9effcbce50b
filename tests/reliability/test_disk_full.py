"""Disk full (issue 7): a save fails with ENOSPC while a game is saved.

The game goes on; the error is logged for every failed save but recorded in the
transcript and shown on the screen once; the state files from before are untouched and
no temp file is left behind; once there is room again, games are saved again.
"""

from __future__ import annotations

import errno
import logging
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from device.core.settings import Settings
from device.store import atomic
from hw_mocks.rig import Rig
from tests.app.flows import reveal, seat_players, tap_votes, through_night, vote_now

FIVE = (1, 2, 3, 4, 5)
CARDS = {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber"}
VOTES = {1: 3, 2: 1, 3: 1, 4: 3, 5: 1}          # seat 1 dies: the village wins


class FullDisk:
    """Stands in for ``atomic._write_all``: refuses writes to the named files while full."""

    def __init__(self, real: Callable[[int, bytes], None], names: tuple[str, ...]) -> None:
        self.real = real
        self.names = names
        self.full = False
        self.refused: list[str] = []

    def __call__(self, fd: int, data: bytes) -> None:
        target = os.readlink(f"/proc/self/fd/{fd}")
        base = Path(target).name
        if self.full and any(f".{name}." in target or base == name for name in self.names):
            self.refused.append(Path(target).name)
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        self.real(fd, data)


def play_to_score(rig: Rig) -> None:
    through_night(rig)
    vote_now(rig)
    tap_votes(rig, VOTES)
    reveal(rig, CARDS)
    assert rig.phase == "score"


def play_again(rig: Rig) -> None:
    rig.turn(1)
    rig.menu_select("Play again")
    assert rig.phase == "deal"
    for seat in FIVE:
        rig.press(seat)


def state_files(state: Path, names: tuple[str, ...] | None = None) -> dict[str, bytes]:
    """The state files (those in ``names``), and any temp file an aborted save left."""
    return {p.name: p.read_bytes() for p in sorted(state.iterdir())
            if names is None or p.name in names or p.name.startswith(".")}


def not_saved_screens(rig: Rig) -> list[dict[str, object]]:
    return [e for e in rig.transcript.kinds("show")
            if e["screen"] == "MessageScreen" and e.get("error") and e["title"] == "Not saved"]


@pytest.mark.parametrize("names", [("games.jsonl",), ("games.jsonl", "chips.json",
                                                      "settings.json")],
                         ids=["games-file", "every-file"])
def test_a_full_disk_at_the_game_save(make_rig: Callable[..., Rig], tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch,
                                      caplog: pytest.LogCaptureFixture,
                                      names: tuple[str, ...]) -> None:
    state = tmp_path / "state"
    rig = make_rig(settings=Settings(first_speaker=False))
    rig.start()
    seat_players(rig, FIVE)
    play_to_score(rig)                               # game 1 is saved
    assert [g["game"] for g in rig.store.games()] == [1]
    before = state_files(state, names)
    assert {"games.jsonl"} <= set(before)

    disk = FullDisk(atomic._write_all, names)
    monkeypatch.setattr(atomic, "_write_all", disk)
    disk.full = True
    caplog.set_level(logging.ERROR, logger="device.shell.runtime")
    play_again(rig)
    play_to_score(rig)                               # game 2: its save hits the full disk
    assert "games.jsonl" in disk.refused            # the append itself was refused

    # the game went on: the winners were named and the host can go on
    assert rig.transcript.kinds("winners")[-1]["seats"] == [2, 3, 5]
    assert rig.transcript.kinds("phase")[-1]["phase"] == "score"
    # logged, recorded once, shown once
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert len(errors) == len(disk.refused)
    assert all("No space left on device" in r.getMessage() for r in errors)
    [warning] = rig.transcript.kinds("warning")
    assert "cannot save" in warning["message"] and "No space left" in warning["message"]
    assert len(not_saved_screens(rig)) == 1
    assert rig.screen is not None and rig.screen.title == "Not saved"
    # the state from before is intact, and no temp file is left
    assert state_files(state, names) == before

    if names == ("games.jsonl",):
        # chips could be saved in between: each game that cannot be saved says so again
        play_again(rig)
        play_to_score(rig)
        assert len(rig.transcript.kinds("warning")) == 2
    else:
        # the disk stays full: nothing new is said until a save succeeds
        play_again(rig)
        play_to_score(rig)
        assert len(rig.transcript.kinds("warning")) == 1
        assert len(not_saved_screens(rig)) == 1
    assert state_files(state, names) == before

    disk.full = False                                # room again: the next game is saved
    play_again(rig)
    play_to_score(rig)
    assert [g["game"] for g in rig.store.games()] == [1, 4]
    rig.turn(1)                                      # the screen still follows the knob
    assert rig.screen is not None and rig.screen.title == "Next"


def test_settings_that_cannot_be_saved_still_apply(make_rig: Callable[..., Rig],
                                                   tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    state = tmp_path / "state"
    rig = make_rig()
    rig.start()
    rig.menu_select("Rules")
    rig.menu_select("Lone wolf")                     # saved: lone wolf off
    before = state_files(state)
    disk = FullDisk(atomic._write_all, ("settings.json",))
    monkeypatch.setattr(atomic, "_write_all", disk)
    disk.full = True
    rig.menu_select("Lone wolf")                     # on again, but not saved
    assert rig.machine.table.settings.value("lone_wolf") is True
    assert disk.refused and state_files(state) == before
    assert len(rig.transcript.kinds("warning")) == 1
    rig.turn(0)
    rig.long_press()                                 # back to the top: the menu reacts
    assert rig.phase == "menu" and rig.screen.title == "Nightbox"
