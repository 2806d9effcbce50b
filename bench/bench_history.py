"""The box's history at the command line: ``nightbox games`` and ``nightbox resolve`` on a
``games.jsonl`` of 1,000 saved games (500 One Night, 500 classic, as the demo saves them).

* each command as a whole process (import and start-up included): wall time and peak RSS;
* the store's reader alone (``history.scan``: every line's JSON and checksum), in process.

Goal: 1,000 games (years of game nights) listed or resolved in under 3 s here (about 30 s
on a Pi Zero 2 W by the x10 estimate) in under 64 MB (an eighth of a Zero 2 W, beside the
box's own 40 MB).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import common  # noqa: F401  (puts the repo on sys.path)
from common import median, record, table, verdict

GAMES = 1000
RUNS = 3


def saved_pair(tmp: Path) -> list[str]:
    """One One Night and one classic line of a history, saved by the demo as the box."""
    state = tmp / "demo-state"
    for game in ("onenight", "classic"):
        out = subprocess.run([sys.executable, "-m", "device.cli", "demo", "--game", game,
                              "--state-dir", str(state)], capture_output=True, text=True)
        assert out.returncode == 0, out.stderr
    return (state / "games.jsonl").read_text(encoding="utf-8").splitlines()


#: ``nightbox ARGS`` that reports its peak RSS (VmHWM: this process's own memory, not the
#: forked parent's that ``ru_maxrss`` would count) on its last stderr line
MEASURED = ("import atexit, re, sys\n"
            "def hwm():\n"
            "    text = open('/proc/self/status').read()\n"
            "    sys.stderr.write('VmHWM ' + re.search(r'VmHWM:\\s+(\\d+)', text)[1] + '\\n')\n"
            "atexit.register(hwm)\n"
            "from device.cli import main\n"
            "sys.exit(main(sys.argv[1:]))\n")


def process(*args: str) -> tuple[float, float]:
    """Median wall seconds of ``nightbox ARGS`` and its peak RSS in MB."""
    times = []
    peak = 0
    for _ in range(RUNS):
        t0 = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", MEASURED, *args], capture_output=True,
                             text=True)
        times.append(time.perf_counter() - t0)
        assert out.returncode == 0, out.stderr
        peak = max(peak, int(out.stderr.splitlines()[-1].split()[1]))
    return median(times), peak / 1024


def main() -> None:
    os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
    from device.store import history

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        pair = saved_pair(folder)
        state = folder / "state"
        state.mkdir()
        path = state / "games.jsonl"
        path.write_text("\n".join(pair * (GAMES // 2)) + "\n", encoding="utf-8")
        size_mb = path.stat().st_size / 1e6
        scans = []
        for _ in range(RUNS):
            t0 = time.perf_counter()
            found = history.scan(path)
            scans.append(time.perf_counter() - t0)
        assert len(found.records) == GAMES and not found.bad
        games_s, games_mb = process("games", "--state-dir", str(state))
        last_s, last_mb = process("resolve", str(path))
        first_s, first_mb = process("resolve", str(path), "--game", "1")
        one = folder / "one.jsonl"
        one.write_text(pair[0] + "\n", encoding="utf-8")
        single_s, single_mb = process("resolve", str(one))
    rows = [
        [f"history.scan, {GAMES} games ({size_mb:.1f} MB)", f"{median(scans):.2f} s", "-",
         f"{median(scans) / GAMES * 1000:.2f} ms a game"],
        ["nightbox games (lists all)", f"{games_s:.2f} s", f"{games_mb:.0f} MB",
         verdict(games_s < 3 and games_mb < 64)],
        ["nightbox resolve games.jsonl (the last)", f"{last_s:.2f} s", f"{last_mb:.0f} MB",
         verdict(last_s < 3 and last_mb < 64)],
        ["nightbox resolve games.jsonl --game 1", f"{first_s:.2f} s", f"{first_mb:.0f} MB",
         verdict(first_s < 3 and first_mb < 64)],
        ["nightbox resolve on a history of 1 game", f"{single_s:.2f} s", f"{single_mb:.0f} MB",
         verdict(single_s < 1)],
    ]
    table(f"the history: {GAMES} saved games, each command as a process (median of {RUNS})",
          ["what", "wall", "peak RSS", "goal"], rows)
    record("history", {"games": GAMES, "file_mb": size_mb, "scan_s": median(scans),
                       "games_cmd_s": games_s, "games_cmd_mb": games_mb,
                       "resolve_last_s": last_s, "resolve_first_s": first_s,
                       "resolve_mb": max(last_mb, first_mb), "resolve_one_game_s": single_s})


if __name__ == "__main__":
    main()
