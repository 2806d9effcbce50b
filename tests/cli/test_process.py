"""What only a ``nightbox`` process shows: the console script is installed, its pipes, a
reader that goes away, and that the in-process runs of the other CLI tests print what the
process prints. (A full stdout and an early Ctrl-C: tests/reliability/test_hostile_inputs.py;
the daemon's signals: tests/app/test_daemon.py.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from .run import nightbox, process

DECK = "werewolf,werewolf,seer,robber,troublemaker,villager"


def test_the_console_script_is_installed_beside_the_python() -> None:
    script = Path(sys.executable).parent / "nightbox"
    out = subprocess.run([str(script), "--help"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("usage: nightbox") and "resolve" in out.stdout


def test_in_process_runs_print_what_the_process_prints() -> None:
    for args in (("script", "--roles", DECK, "--format", "json", "--seed", "3"),
                 ("script", "--roles", DECK.replace("seer", "seeer")),   # refused: exit 2
                 ("ballot", "-", "--seats", "3", "--tap-gap", "0"),      # a bad value
                 ("script", "--format", "yaml")):                        # argparse's exit
        inside, alone = nightbox(*args), process(*args)
        assert (inside.returncode, inside.stdout, inside.stderr) == (
            alone.returncode, alone.stdout, alone.stderr), args


def test_stdin_and_stdout_are_pipes() -> None:
    record = {"players": {"1": "werewolf", "2": "seer", "3": "villager"},
              "votes": {"1": 2, "2": 1, "3": 1}}
    out = process("resolve", "-", stdin=json.dumps(record))
    assert out.returncode == 0 and out.stderr == ""
    assert json.loads(out.stdout)["dead"] == [1]


def test_a_reader_that_went_away_ends_it_quietly() -> None:
    """``nightbox script ... | head -0``: the pipe is closed before anything is written."""
    read, write = os.pipe()
    os.close(read)
    try:
        out = subprocess.run([sys.executable, "-m", "device.cli", "script", "--roles", DECK],
                             stdout=write, stderr=subprocess.PIPE, text=True, timeout=120)
    finally:
        os.close(write)
    assert out.returncode == 2                          # nothing to say: the reader is gone
    assert out.stderr == ""
