"""Power loss: a writer is SIGKILLed at random moments, 200 times, during saves and
during the repairs of a history left with a cut-off line.

After each kill every state file parses with a plain ``json`` load (but for a cut-off
last line of the history, which the next start repairs), every save the writer reported
(it prints after the save returns) is on disk, and the directory holds a bounded number of
set-aside files (never more than the bound). SIGKILL keeps the page
cache, so this checks the write ordering (temp, rename) and the reporting, not the fsyncs;
those are checked in test_store.py.

Starting Python 200 times would take most of the time budget, so one helper process
(``python -c FORKER``) imports the store once and forks a fresh writer per round; the
test SIGKILLs that writer by its pid, and the helper reports how it died.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from device.store import StateStore
from device.store.history_check import MAX_SET_ASIDE_FILES

KILLS = 200
ROOT = Path(__file__).resolve().parents[2]

FORKER = """
import os, sys
from device.store import StateStore

def say(line):  # one write per line: whole lines even with PYTHONUNBUFFERED
    os.write(1, line.encode() + b"\\n")

def write(state):
    if os.getpid() % 2:  # a crash cut the last save short: this start repairs it
        os.makedirs(state, exist_ok=True)
        with open(os.path.join(state, "games.jsonl"), "ab") as f:
            f.write(b'{"version":1,"crc32":7,"record":{"n":')
    store = StateStore(state)
    n = max((game["n"] for game in store.games()), default=0)
    say("ready")
    while True:
        n += 1
        store.append_game({"n": n, "seats": list(range(1, 11)),
                           "events": [[i * 0.125, i % 10 + 1, i % 2 == 0] for i in range(20)]})
        say(f"saved {n}")
        store.save_settings({"n": n, "pace": "normal", "deck": ["werewolf"] * 10})
        say(f"settings {n}")
        store.save_chips({str(seat): n for seat in range(1, 11)})
        say(f"chips {n}")

for _ in sys.stdin:
    pid = os.fork()
    if pid == 0:
        try:
            write(sys.argv[1])
        finally:
            os._exit(70)
    say(f"pid {pid}")
    say(f"exit {os.waitpid(pid, 0)[1]}")
"""


class Lines:
    """Whole lines from a pipe, with a timeout so a stuck writer fails the test."""

    def __init__(self, fd: int) -> None:
        self.fd, self.buffer = fd, b""

    def next(self, timeout: float = 20.0) -> str:
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.fd], [], [], left)[0]:
                pytest.fail("the writer stopped answering")
            chunk = os.read(self.fd, 65536)
            if not chunk:
                pytest.fail("the helper process ended")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode()


def check_files(state: Path, saved: set[int], settings: int, chips: int) -> None:
    names = sorted(p.name for p in state.iterdir())
    assert not [n for n in names if ".corrupt-" in n], names
    assert len([n for n in names if ".set-aside" in n]) <= MAX_SET_ASIDE_FILES, names
    if settings:
        doc = json.loads((state / "settings.json").read_text())
        assert doc["version"] == 1 and doc["settings"]["n"] >= settings
    if chips:
        doc = json.loads((state / "chips.json").read_text())
        assert doc["version"] == 1 and doc["chips"]["1"] >= chips
    games: list[int] = []
    if (state / "games.jsonl").exists():
        text = (state / "games.jsonl").read_text()
        lines = text.split("\n")
        if lines[-1]:  # a cut-off last line: never a reported save
            assert not lines[-1].endswith("}"), lines[-1]
        for line in lines[:-1]:
            record = json.loads(line)
            assert record["version"] == 1
            games.append(record["record"]["n"])
    assert games == list(range(1, len(games) + 1))  # in order, none twice
    missing = sorted(saved - set(games))
    assert not missing, f"games reported saved but not on disk: {missing[:10]}"


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_nothing_saved(tmp_path: Path) -> None:
    seed = int(os.environ.get("NIGHTBOX_POWER_SEED", time.time_ns() % 1_000_000))
    rng = random.Random(seed)
    state = tmp_path / "state"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)}
    helper = subprocess.Popen([sys.executable, "-c", FORKER, str(state)], cwd=ROOT, env=env,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert helper.stdin is not None and helper.stdout is not None
    lines = Lines(helper.stdout.fileno())
    saved: set[int] = set()
    reported = {"settings": 0, "chips": 0}
    writer = 0  # the pid of a writer not yet seen dead
    try:
        for kill in range(1, KILLS + 1):
            helper.stdin.write(b"go\n")
            helper.stdin.flush()
            ready = False
            while not (writer and ready):  # the writer's "ready" may come before its pid
                line = lines.next()
                if line.startswith("pid "):
                    writer = int(line.split()[1])
                else:
                    assert line == "ready", f"the writer failed to start: {line!r}"
                    ready = True
            time.sleep(rng.uniform(0.001, 0.050))
            os.kill(writer, signal.SIGKILL)
            while not (line := lines.next()).startswith("exit "):
                what, n = line.split()
                if what == "saved":
                    saved.add(int(n))
                else:
                    reported[what] = max(reported[what], int(n))
            writer, status = 0, int(line.split()[1])
            assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, (
                f"the writer died on its own (wait status {status}); see its stderr above")
            try:
                check_files(state, saved, reported["settings"], reported["chips"])
            except (AssertionError, ValueError) as exc:
                raise AssertionError(f"after kill {kill} (NIGHTBOX_POWER_SEED={seed}): "
                                     f"{exc!r}") from exc
    finally:
        if writer:
            with contextlib.suppress(ProcessLookupError):
                os.kill(writer, signal.SIGKILL)
        helper.stdin.close()
        helper.kill()
        helper.wait()
    assert saved, "no save was ever reported: the test proved nothing"
    store = StateStore(state)  # the box starting after the last kill
    assert {game["n"] for game in store.games()} >= saved
    names = sorted(p.name for p in state.iterdir() if ".set-aside-" not in p.name)
    assert names == ["chips.json", "games.jsonl", "settings.json"]
    assert len(list(state.glob("games.jsonl.set-aside-*"))) <= MAX_SET_ASIDE_FILES
