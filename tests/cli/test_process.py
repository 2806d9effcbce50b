"""What only a ``nightbox`` process shows: the console script is installed, its pipes, a
reader that goes away, and that the in-process runs of the other CLI tests print what the
process prints. (A full stdout and an early Ctrl-C: tests/reliability/test_hostile_inputs.py;
the daemon's signals: tests/app/test_daemon.py.)"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from device.cli import main

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


def test_what_the_box_logs_goes_to_stderr_as_in_the_process(tmp_path: Path) -> None:
    """A warning logged on the way (a game under way that cannot be read, set aside)."""
    seen = []
    for run, name in ((nightbox, "inside"), (process, "alone")):
        state = tmp_path / name
        state.mkdir()
        (state / "current.json").write_text('{"version": 1,')
        out = run("demo", "--state-dir", str(state))
        seen.append([out.returncode] + [re.sub(r"\d{8}T\d{6}Z", "<time>",
                                               text.replace(str(state), "<state>"))
                                        for text in (out.stdout, out.stderr)])
    assert seen[0] == seen[1]
    assert "moved it to current.json.corrupt-<time>" in seen[0][2]


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


def test_main_runs_many_times_in_one_process(capsys: pytest.CaptureFixture[str]) -> None:
    """main(argv) returns each status, argparse's too, and puts the Ctrl-C handler back."""
    def ours(number: int, frame: object) -> None:
        raise AssertionError("not called")

    before = signal.signal(signal.SIGINT, ours)
    try:
        assert main(["script", "--roles", DECK, "--format", "steps"]) == 0
        first = capsys.readouterr().out
        assert main(["--help"]) == 0 and main(["script", "--format", "yaml"]) == 2
        assert main(["script", "--roles", DECK, "--format", "steps"]) == 0
        assert capsys.readouterr().out.endswith(first) and first.split()[0] == "werewolf"
        assert signal.getsignal(signal.SIGINT) is ours
    finally:
        signal.signal(signal.SIGINT, before)


def test_the_helper_gives_the_process_back_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GPIOZERO_PIN_FACTORY", raising=False)  # the demo sets it if unset
    streams, environ = (sys.stdin, sys.stdout, sys.stderr), dict(os.environ)
    assert nightbox("demo", "--players", "3").returncode == 0
    assert (sys.stdin, sys.stdout, sys.stderr) == streams and dict(os.environ) == environ
