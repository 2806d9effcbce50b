"""A classic game ends on a full state disk (issue 34, item 11).

The game's line reached the history (an append needs only what is free in the file's
last block), but clearing the game under way wrote a new ``current.json`` and failed: the
box came back to that game's end screen at every start. Clearing needs no space now. A
game whose line could not be saved stays the game under way (its only copy) until it is.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from device.store import StateStore, atomic, history
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start
from hw_mocks.rig import Rig

from .test_disk_full import FullDisk

EVERY_FILE = ("current.json", "games.jsonl", "chips.json", "settings.json")


def play_classic(rig: Rig) -> None:
    rng = random.Random(2)
    shots = ScreenRecorder(rig, None)
    rig.start()
    demo = ClassicDemo(rig, start(rig, "secrets", shots, rng), rng, clean=True)
    run_game(demo, shots)
    assert rig.phase == "end"


def test_a_disk_full_once_the_game_is_saved_does_not_bring_its_end_back(
        make_rig: Callable[..., Rig], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = FullDisk(atomic._write_all, EVERY_FILE)
    monkeypatch.setattr(atomic, "_write_all", disk)
    append = history.append

    def last_free_bytes(path: Path, line: bytes) -> None:
        append(path, line)
        disk.full = True                                 # the game's line took them

    monkeypatch.setattr(history, "append", last_free_bytes)
    rig = make_rig(seed=2)
    play_classic(rig)
    assert rig.store.games()[-1]["game"] == "classic"
    assert not (tmp_path / "state" / "current.json").exists()
    again = make_rig(seed=2)
    again.start()
    again.run(5.0)
    assert again.phase == "menu"                         # not the last game's end screen


def test_a_game_the_full_disk_kept_from_the_history_stays_until_it_is_saved(
        make_rig: Callable[..., Rig], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = FullDisk(atomic._write_all, ("games.jsonl",))
    monkeypatch.setattr(atomic, "_write_all", disk)
    disk.full = True
    rig = make_rig(seed=2)
    play_classic(rig)
    assert "games.jsonl" in disk.refused
    assert (tmp_path / "state" / "games.jsonl").read_bytes() == b""
    assert rig.store.load_current() is not None          # its only copy is kept
    again = make_rig(seed=2)
    again.start()
    assert again.phase == "end"                          # and offered again, still unsaved
    disk.full = False
    again = make_rig(seed=2)                             # room again: saved at the next start
    again.start()
    assert again.phase == "end"
    assert [g["game"] for g in again.store.games()] == ["classic"]
    assert again.store.load_current() is None
    last = make_rig(seed=2)
    last.start()
    assert last.phase == "menu"


def test_the_whole_check_on_a_full_disk_says_so_once_and_saves_go_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "games.jsonl"
    before = history.encode({"game": 1}) + b"[]\n" + history.encode({"game": 3})
    path.write_bytes(before)
    store = StateStore(tmp_path)
    disk = FullDisk(atomic._write_all, ("games.jsonl",))   # its set-aside and temp files too
    monkeypatch.setattr(atomic, "_write_all", disk)
    disk.full = True
    store.check_history()                                # never raises
    assert disk.refused and path.read_bytes() == before
    [warning] = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert "line 2 is not a game record" in warning and "needs space" in warning
    assert "\n" not in warning
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.jsonl"]
    disk.full = False
    notice = store.append_game({"game": 4})              # the save goes on, and says so
    assert notice is not None and "the history needs space" in notice
    assert path.read_bytes().startswith(before)
    assert [g["game"] for g in store.games()] == [1, 3, 4]
