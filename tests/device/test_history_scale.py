"""A history that never outgrows the box (issue 30): the first save after a start reads
the same bytes with 10,000 games as with 10 (counted by the kernel, ``rchar`` of
/proc/self/io, not timed), and ``nightbox games`` and ``resolve --game N`` stream: their
peak memory (tracemalloc) does not grow with the number of games."""

from __future__ import annotations

import contextlib
import os
import threading
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from device.cli import main
from device.store import StateStore, history, history_check

#: a One Night record of the demo's size (about 7 KB: a vote's raw edges)
EDGES = [{"t": 217.0 + i * 0.00731, "seat": i % 5 + 1, "edge": "down" if i % 2 else "up"}
         for i in range(140)]
ONE_NIGHT = {"game": 1, "deck": ["werewolf", "werewolf", "seer", "robber", "troublemaker",
                                 "villager", "villager", "villager"], "seats": [1, 2, 3, 4, 5],
             "ballots": [{"mode": "tap", "params": {}, "events": EDGES, "votes": {}}],
             "votes": {"1": 2, "2": 1, "3": 1, "4": 1, "5": 1}, "deaths": [1],
             "revealed": {"1": "werewolf", "2": "seer", "3": "robber", "4": "villager",
                          "5": "villager"}, "final_deaths": [1], "winners": ["village"]}
CLASSIC = {"game": "classic", "players": {"1": "werewolf", "2": "seer", "3": "villager",
                                          "4": "villager", "5": "villager"},
           "phases": [{"night": 1, "seer": 1}, {"day": 1, "votes": {
               "2": 1, "3": 1, "4": 1, "5": 1}}]}


def rchar() -> tuple[int, int]:
    """The bytes this process has read (every ``read`` and ``pread``), by the kernel; and
    the bytes this call read (counted by the next call)."""
    with open("/proc/self/io", "rb") as io:
        text = io.read()
    counters = dict(line.split(b": ") for line in text.splitlines())
    return int(counters[b"rchar"]), len(text)


def saved_history(folder: Path, games: int) -> Path:
    folder.mkdir()
    pair = history.encode(ONE_NIGHT, "2026-11-25T09:28:04Z") \
        + history.encode(CLASSIC, "2026-11-25T09:30:00Z")
    (folder / "games.jsonl").write_bytes(pair * (games // 2))
    return folder


def first_save_reads(folder: Path) -> int:
    """The bytes the first save of a store (a box just started) reads."""
    store = StateStore(folder)
    before, counting = rchar()
    store.append_game({**ONE_NIGHT, "game": 2})
    read = rchar()[0] - before - counting
    store.close()
    return read


@pytest.mark.slow   # over 2 s: CI runs it (make test PYTEST_ARGS=)
@pytest.mark.skipif(not os.path.exists("/proc/self/io"), reason="Linux counts the reads")
def test_the_first_save_reads_as_much_with_10000_games_as_with_10(tmp_path: Path) -> None:
    first_save_reads(saved_history(tmp_path / "warm", 10))   # imports and caches: once
    ten = first_save_reads(saved_history(tmp_path / "ten", 10))
    many = first_save_reads(saved_history(tmp_path / "many", 10_000))
    last = len(history.encode(CLASSIC, "2026-11-25T09:30:00Z"))
    assert ten >= last                               # it did read the history's last line
    assert many <= ten, (many, ten)
    games = StateStore(tmp_path / "many").games()
    assert len(games) == 10_001 and games[-1]["game"] == 2   # and saved it where it belongs


@contextlib.contextmanager
def quiet() -> Iterator[None]:
    with open(os.devnull, "w") as devnull, contextlib.redirect_stdout(devnull):
        yield


def peak(command: Callable[[], int]) -> int:
    """The most memory Python held while ``command`` ran, in bytes."""
    tracemalloc.start()
    try:
        with quiet():
            assert command() == 0
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.slow   # over 2 s: CI runs it (make test PYTEST_ARGS=)
@pytest.mark.parametrize("command", ["games", "resolve --game"])
def test_listing_and_picking_a_game_hold_one_game_at_a_time(tmp_path: Path,
                                                             command: str) -> None:
    def run(folder: Path) -> int:
        with open(folder / "games.jsonl", "rb") as lines:
            count = sum(1 for _ in lines)
        args = ["games", "--state-dir", str(folder)] if command == "games" else \
            ["resolve", str(folder / "games.jsonl"), "--game", str(count - 1)]
        return main(args)

    small, large = saved_history(tmp_path / "small", 200), saved_history(tmp_path / "large",
                                                                           2_000)
    peak(lambda: run(small))                          # imports: once, outside the measure
    grown = peak(lambda: run(large)) - peak(lambda: run(small))
    # nothing kept per game (what grows is Python's free lists, a few hundred KB at most;
    # holding the games would take 20 MB more)
    assert grown < 1024 * 1024, grown


def test_a_save_goes_on_while_the_whole_history_is_checked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The box checks its history in a thread of its own at start; a save on the event
    loop meanwhile never waits for that reading (the store's lock is not held)."""
    folder = saved_history(tmp_path / "box", 200)
    (folder / "games.jsonl").write_bytes((folder / "games.jsonl").read_bytes() + b"[]\n"
                                         + history.encode(CLASSIC))
    store = StateStore(folder)
    saved: list[str | None] = []
    scan = history_check.scan

    def scan_while_saving(path: Path, **options: Any) -> history_check.Scan:
        saver = threading.Thread(target=lambda: saved.append(
            store.append_game({**CLASSIC, "during": "the check"})))
        saver.start()
        saver.join(timeout=60)             # a hang guard: it returns at once unless blocked
        assert saved == [None], "the save waited for the check"
        return scan(path, **options)

    monkeypatch.setattr(history_check, "scan", scan_while_saving)
    store.check_history()
    monkeypatch.undo()
    games = store.games()
    assert len(games) == 202 and games[-1]["during"] == "the check"   # kept by the repair
    assert [p.read_bytes() for p in folder.glob("games.jsonl.set-aside-*")] == [b"[]\n"]
