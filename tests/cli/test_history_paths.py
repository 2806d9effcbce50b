"""``nightbox resolve`` finding and reading a history (issue 34, item 10): a name too
long, a file it may not read, a history on standard input read as the file is, and
``--game`` in plain digits only."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

from device.cli import main
from device.store import history

from .run import nightbox, refused

CLASSIC = {"game": "classic", "players": {"1": "werewolf", "2": "seer", "3": "villager",
                                          "4": "villager", "5": "villager"},
           "phases": [{"night": 1, "seer": 1}, {"day": 1, "votes": {
               "2": 1, "3": 1, "4": 1, "5": 1}}]}


def history_file(tmp_path: Path, *records: dict[str, Any]) -> Path:
    path = tmp_path / "games.jsonl"
    path.write_bytes(b"".join(history.encode(r, "2026-11-25T09:28:04Z") for r in records))
    return path


def test_a_name_too_long_is_one_line(tmp_path: Path) -> None:
    long = str(tmp_path / ("x" * 300))
    line = refused("resolve", long)
    assert "File name too long" in line
    line = refused("resolve", long + "/games.jsonl", "--game", "1")
    assert "File name too long" in line or "no such file" in line


def test_a_file_it_may_not_read_is_named_as_such(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """(As root no file is unreadable: the refusal is the kernel's, stood in for here.)"""
    path = history_file(tmp_path, CLASSIC)
    real = os.stat

    def denied(target: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        if str(target) == str(path):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(target))
        return real(target, *args, **kwargs)

    monkeypatch.setattr(os, "stat", denied)
    assert main(["resolve", str(path)]) == 2
    err = capsys.readouterr().err
    assert err == f"nightbox resolve: {path}: cannot read it (Permission denied)\n"


def test_a_history_on_stdin_splits_at_newlines_only(tmp_path: Path) -> None:
    odd = {"game": 1, "deck": ["werewolf", "werewolf", "seer", "robber", "troublemaker",
                               "villager", "villager", "villager"], "seats": [1, 2, 3, 4, 5],
           "votes": {"1": 2, "2": 1, "3": 1, "4": 1, "5": 1},
           "revealed": {"1": "werewolf", "2": "seer", "3": "robber", "4": "villager",
                        "5": "villager"},
           "errors": [{"state": "night", "error": "one\u2028two\x85three\x0cfour"}]}
    path = history_file(tmp_path, CLASSIC, odd)
    from_file = nightbox("resolve", str(path), "--game", "2")
    assert from_file.returncode == 0 and from_file.stderr == ""
    piped = nightbox("resolve", "-", "--game", "2", stdin=path.read_text(encoding="utf-8"))
    assert (piped.returncode, piped.stdout, piped.stderr) == (0, from_file.stdout, "")
    assert json.loads(piped.stdout)["dead"] == [1]


@pytest.mark.parametrize("number", ["\u0663", "\uff13", "+3", "03", " 3", "3.0"])
def test_game_numbers_are_plain_digits(tmp_path: Path, number: str) -> None:
    path = history_file(tmp_path, CLASSIC, CLASSIC, CLASSIC)
    line = refused("resolve", str(path), "--game", number)
    assert "plain digits" in line
    assert nightbox("resolve", str(path), "--game", "3").returncode == 0
