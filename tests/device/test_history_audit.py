"""The auditor's findings on saved data (issue 34, items 6, 9, 11), each reproduced first:
one bad line costs that line only, set-aside copies are kept by their order and not by a
clock, the saved date reaches no terminal raw, and the history is as private as the
rest of the state folder."""

from __future__ import annotations

import json
import os
import stat
import time
import zlib
from pathlib import Path

import pytest

from device.cli import main
from device.store import StateStore, history
from device.store.history_check import MAX_SET_ASIDE_FILES

NOW = 1795305599.0  # 2026-11-21 23:59:59 UTC


def line(record: dict[str, object], saved: str = "") -> bytes:
    return history.encode(record, saved)


def surrogate_line() -> bytes:
    """A line whose record holds an escaped lone surrogate, with a matching checksum."""
    body = '{"game":2,"note":"\\ud800"}'
    return (f'{{"version":1,"crc32":{zlib.crc32(body.encode())},"record":{body}}}\n'
            ).encode()


def test_a_lone_surrogate_costs_its_line_only(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    bad = surrogate_line()
    path.write_bytes(line({"game": 1}) + bad + line({"game": 3}))
    store = StateStore(tmp_path, clock=lambda: NOW)
    assert store.games() == [{"game": 1}, {"game": 3}]
    [aside] = tmp_path.glob("games.jsonl.set-aside-*")
    assert aside.read_bytes() == bad
    assert not list(tmp_path.glob("games.jsonl.corrupt-*"))  # the history is not set aside


def test_a_lone_surrogate_is_one_warning_at_the_command_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = {"game": "classic", "players": {"1": "werewolf", "2": "seer", "3": "villager",
                                             "4": "villager", "5": "villager"},
              "phases": [{"night": 1, "seer": 1}]}
    (tmp_path / "games.jsonl").write_bytes(line(record) + surrogate_line())
    assert main(["games", "--state-dir", str(tmp_path)]) == 0
    out = capsys.readouterr()
    assert out.out.splitlines()[1].startswith("1  ") and len(out.out.splitlines()) == 2
    assert out.err.startswith("warning: ") and "line 2" in out.err and "Traceback" not in out.err
    (tmp_path / "game.json").write_text(json.dumps(record))
    assert main(["resolve", str(tmp_path / "game.json")]) == 0
    alone = capsys.readouterr().out
    assert main(["resolve", str(tmp_path / "games.jsonl")]) == 0   # the last good game
    out = capsys.readouterr()
    assert out.out == alone and out.err.startswith("warning: ") and "line 2" in out.err


def test_a_clock_stepped_back_never_drops_the_newest_copy(tmp_path: Path) -> None:
    """Five set-aside files from before the clock stepped back (their times later than
    now); a new one must stay, and the oldest go."""
    path = tmp_path / "games.jsonl"
    clock = [NOW + 86400.0]
    store = StateStore(tmp_path, clock=lambda: clock[0])
    for n in range(MAX_SET_ASIDE_FILES):
        path.write_bytes(path.read_bytes() + b'{"cut%d' % n if path.exists() else b"{cut0")
        store.append_game({"game": n})
    later = time.time() + 86400
    for aside in tmp_path.glob("games.jsonl.set-aside-*"):
        os.utime(aside, (later, later))                # written before the step back
    clock[0] = NOW                                     # the Pi lost its clock
    path.write_bytes(path.read_bytes() + b'{"only copy')
    store.append_game({"game": 99})
    kept = sorted(tmp_path.glob("games.jsonl.set-aside-*"))
    assert len(kept) == MAX_SET_ASIDE_FILES
    assert b'{"only copy\n' in [p.read_bytes() for p in kept]
    assert b"{cut0\n" not in [p.read_bytes() for p in kept]   # the oldest went


def test_a_saved_date_that_is_no_date_never_reaches_the_terminal(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = {"game": 1, "deck": ["werewolf", "seer", "robber", "villager", "villager",
                                  "villager", "troublemaker", "werewolf"],
              "seats": [1, 2, 3, 4, 5]}
    evil = line(record, "2026-11-25T09:28:04Z").replace(
        b'"2026-11-25T09:28:04Z"', b'"\\u001b]0;owned\\u0007\\u001b[2J"')
    (tmp_path / "games.jsonl").write_bytes(evil)
    assert main(["games", "--state-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert out.splitlines()[1].split()[:2] == ["1", "-"]
    assert history.saved_of(json.loads(evil)) == ""


def test_the_history_is_as_private_as_the_other_state_files(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        store = StateStore(tmp_path / "state", clock=lambda: NOW)
        store.append_game({"game": 1})
        store.save_settings({"pace": "slow"})
        store.save_current({"game": "classic", "players": {}, "phases": []})
    finally:
        os.umask(old)
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in (tmp_path / "state").iterdir()}
    assert modes == {"games.jsonl": 0o600, "settings.json": 0o600, "current.json": 0o600}
    unit = (Path(__file__).resolve().parents[2] / "systemd" / "nightbox.service").read_text()
    assert "UMask=0077" in unit                         # what the box gets under systemd
