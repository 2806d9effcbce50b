"""A full disk under the voice (issue #34, item 3), for real: the real espeak-ng through
pyttsx3 in a child whose files cannot grow past 4 KB (RLIMIT_FSIZE, SIGXFSZ ignored;
``full_disk_child``). pyttsx3 saved the WAV inside its ctypes callback, where the error
was swallowed and ``runAndWait`` never returned: ``say``, ``script --wav`` and the day's
lines (on the event loop) hung. Now the line fails at once with the OS's error, and the
speaker skips it in one log line and goes on. (The file-size limit holds for files in RAM
too, so here a new line cannot be kept anywhere; where only the disk refuses, the line is
said from RAM: ``test_refused_voice_disk``.)

The child's timeout only bounds a hang (it never measures speed)."""

from __future__ import annotations

import errno
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

HANG = 120  # seconds: far beyond a render on a loaded machine; reached only by a hang


def run_child(what: str, folder: Path) -> dict[str, Any]:
    try:
        done = subprocess.run([sys.executable, "-m", "tests.reliability.full_disk_child",
                               what, str(folder)], capture_output=True, text=True,
                              timeout=HANG, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the voice hung on a full disk ({what}): no answer in {HANG} s")
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_pyttsx3_on_a_full_disk_raises_at_once(espeak: None, tmp_path: Path) -> None:
    result = run_child("synth", tmp_path)
    assert result["renderer"] == "pyttsx3"        # the path that hung, not the CLI's
    assert result["raised"] == "OSError" and result["errno"] == errno.EFBIG
    assert not (tmp_path / "line.wav").exists() or (tmp_path / "line.wav").stat().st_size \
        <= 4096


def test_a_day_line_on_a_full_disk_is_skipped_and_the_voice_goes_on(
        espeak: None, tmp_path: Path) -> None:
    result = run_child("speaker", tmp_path)
    assert result["kept"] > 0.5                   # a cached line is still said
    assert result["new"] == 0.0                   # the new one is skipped: it takes no time
    assert result["again"] == result["kept"]      # and the voice goes on after it
    [line] = [m for m in result["logs"] if m.startswith("not said")]
    assert "File too large" in line and "werewolves wake up" in line
    assert "\n" not in line
    # a night that cannot be composed still runs, on its timing: the deal never sticks
    assert result["night"] > 2.0 and result["steps"] == ["werewolf", "seer"]
    [night] = [m for m in result["logs"] if m.startswith("the night cannot be composed")]
    assert "File too large" in night and "\n" not in night
