"""No inode left (issue 23, item 3): a torn tail in the history cannot be repaired (its
set-aside file needs an inode), and a game played then is still saved on a line of its
own; once space is freed, the check of the whole history (at the next start) repairs it,
and the next game is saved too.

On a real filesystem: a small tmpfs mounted for the test (root only; skipped otherwise,
saying why).
"""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from device.store import StateStore
from hw_mocks.rig import Rig
from tests.app.flows import reveal, tap_votes, to_the_vote

FIVE = (1, 2, 3, 4, 5)
CARDS = {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber"}
VOTES = {1: 3, 2: 3, 3: 1, 4: 3, 5: 4}          # seat 3 dies
TORN = b'{"version":1,"crc32":1,"record":{"game":'


@pytest.fixture()
def small_tmpfs(tmp_path: Path) -> Iterator[Path]:
    mount = tmp_path / "mnt"
    mount.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m,nr_inodes=64", "tmpfs",
                           str(mount)], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def use_every_inode(folder: Path) -> list[Path]:
    folder.mkdir()
    made = []
    with contextlib.suppress(OSError):
        for n in range(10_000):
            path = folder / str(n)
            path.touch()
            made.append(path)
    with pytest.raises(OSError) as full:
        (folder / "one-more").touch()
    assert full.value.errno == errno.ENOSPC
    return made


def play_one(make_rig: Callable[..., Rig], state: Path) -> Rig:
    rig = make_rig(state_dir=state)
    to_the_vote(rig, FIVE)
    tap_votes(rig, VOTES)
    reveal(rig, CARDS)
    return rig


def test_a_torn_tail_without_inodes_then_space_freed_keeps_both_games(
        small_tmpfs: Path, make_rig: Callable[..., Rig]) -> None:
    state = small_tmpfs / "state"
    StateStore(state).append_game({"game": 0, "note": "before"})
    with open(state / "games.jsonl", "ab") as handle:
        handle.write(TORN)                               # a save cut off by a power loss
    filler = use_every_inode(small_tmpfs / "filler")

    first = play_one(make_rig, state)
    played = first.store.games()
    assert played[0]["game"] == 0
    one = played[-1]
    assert one["final_deaths"] == [3]
    assert not list(state.glob("games.jsonl.set-aside*"))   # the repair could not be written
    assert TORN + b"\n" in (state / "games.jsonl").read_bytes()   # never glued
    said = [w["message"] for w in first.transcript.kinds("warning")]
    assert any("the history needs space" in m for m in said), said   # the host is told

    for path in filler:                                   # space is freed
        path.unlink()
    first.store.append_game({"note": "saved by the same box"})   # a save reads the end only:
    assert not list(state.glob("games.jsonl.set-aside-*"))        # the cut-off line is inside now
    first.store.check_history()                   # the whole check (at the box's next start)
    assert list(state.glob("games.jsonl.set-aside-*"))
    second = play_one(make_rig, state)
    games = StateStore(state).games()
    assert one in games and second.store.games()[-1] in games
    assert games[-1]["game"] == one["game"] + 1
    [aside] = state.glob("games.jsonl.set-aside-*")
    assert aside.read_bytes() == TORN + b"\n"
