"""The box's history at 1,000, 10,000 and 100,000 saved games (half One Night, half
classic, as the demo saves them): what grows with it and what must not.

* the first save after a start, in process: the bytes it reads (the kernel's ``rchar``)
  and its time: the event loop's part, which must not grow with the history;
* the whole check the box runs in a thread of its own at start (``check_history``);
* ``nightbox games`` and ``nightbox resolve games.jsonl --game N`` (N: the last game, the
  furthest to read) as whole processes (import and start-up included): wall time and
  peak RSS (``VmHWM`` read at exit, so the forked parent's memory is not counted).

Goals: the first save reads the same bytes at every size; ``games`` and ``resolve --game
N`` stay under 60 MB at 100,000 games. Run: ``.venv/bin/python bench/bench_history.py``
(about 10 minutes here, most of it ``nightbox games`` on 100,000 games; ``--sizes 1000``
for a quick look).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import common  # noqa: F401  (puts the repo on sys.path)
from common import median, record, table, verdict

SIZES = (1_000, 10_000, 100_000)
#: how much slower a Pi Zero 2 W is than one core here, for this work (issue 30)
ZERO, ZERO_RANGE = 20, (12, 40)
#: the most memory ``games`` and ``resolve --game N`` may take (MB)
GOAL_MB = 60


def saved_pair(tmp: Path) -> bytes:
    """One One Night and one classic line of a history, saved by the demo as the box."""
    state = tmp / "demo-state"
    for game in ("onenight", "classic"):
        out = subprocess.run([sys.executable, "-m", "device.cli", "demo", "--game", game,
                              "--state-dir", str(state)], capture_output=True, text=True)
        assert out.returncode == 0, out.stderr
    return (state / "games.jsonl").read_bytes()


#: ``nightbox ARGS`` that reports its peak RSS (VmHWM: this process's own memory, not the
#: forked parent's that ``ru_maxrss`` would count) on its last stderr line
MEASURED = ("import atexit, re, sys\n"
            "def hwm():\n"
            "    text = open('/proc/self/status').read()\n"
            "    sys.stderr.write('VmHWM ' + re.search(r'VmHWM:\\s+(\\d+)', text)[1] + '\\n')\n"
            "atexit.register(hwm)\n"
            "from device.cli import main\n"
            "sys.exit(main(sys.argv[1:]))\n")


def process(runs: int, *args: str) -> tuple[float, float]:
    """Median wall seconds of ``nightbox ARGS`` and its peak RSS in MB."""
    times = []
    peak = 0
    for _ in range(runs):
        t0 = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", MEASURED, *args],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        times.append(time.perf_counter() - t0)
        assert out.returncode == 0, out.stderr
        peak = max(peak, int(out.stderr.splitlines()[-1].split()[1]))
    return median(times), peak / 1024


def rchar() -> tuple[int, int]:
    """The bytes this process has read, and the bytes this call read (counted next)."""
    with open("/proc/self/io", "rb") as io:
        text = io.read()
    return int(dict(line.split(b": ") for line in text.splitlines())[b"rchar"]), len(text)


def first_saves(state: Path, pair: bytes, runs: int) -> tuple[int, float]:
    """The bytes the first save of a freshly started store reads (the most of ``runs``)
    and its median time: a new store each run, as after a start, saving a new game."""
    from device.store import StateStore, history

    onenight, _ = history.parse(pair.split(b"\n")[0])
    assert onenight is not None
    reads, times = [], []
    for n in range(runs):
        store = StateStore(state)
        before, counting = rchar()
        t0 = time.perf_counter()
        store.append_game({**onenight, "game": 10**6 + n})
        times.append(time.perf_counter() - t0)
        reads.append(rchar()[0] - before - counting)
        store.close()
    return max(reads), median(times)


def whole_check(state: Path) -> float:
    from device.store import StateStore

    store = StateStore(state)
    t0 = time.perf_counter()
    store.check_history()
    took = time.perf_counter() - t0
    store.close()
    return took


def zero(seconds: float) -> str:
    """The time on a Pi Zero 2 W, by the factor and its range."""
    low, mid, high = (seconds * k for k in (ZERO_RANGE[0], ZERO, ZERO_RANGE[1]))
    if high < 1:
        return f"~{mid * 1000:.0f} ms ({low * 1000:.0f}-{high * 1000:.0f})"
    return f"~{mid:.1f} s ({low:.1f}-{high:.0f})"


def measure(folder: Path, pair: bytes, games: int) -> dict[str, float]:
    state = folder / f"state-{games}"
    state.mkdir()
    path = state / "games.jsonl"
    with open(path, "wb") as out:
        out.writelines(pair for _ in range(games // 2))
    runs = 3 if games <= 10_000 else 1
    found: dict[str, float] = {"file_mb": path.stat().st_size / 1e6}
    found["save_bytes"], found["save_s"] = first_saves(state, pair, 3)
    found["check_s"] = whole_check(state)
    count = games + 3
    found["games_s"], found["games_mb"] = process(runs, "games", "--state-dir", str(state))
    found["pick_s"], found["pick_mb"] = process(3, "resolve", str(path), "--game", str(count))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    sizes = parser.parse_args().sizes
    os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
    figures: dict[int, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        pair = saved_pair(folder)
        for games in sizes:
            figures[games] = measure(folder, pair, games)
    rows = []
    for games, f in figures.items():
        same = f["save_bytes"] <= figures[sizes[0]]["save_bytes"]
        rows += [
            [f"{games:,} games ({f['file_mb']:.0f} MB): first save after a start",
             f"{f['save_s'] * 1000:.1f} ms", f"{f['save_bytes'] / 1024:.1f} KB read",
             zero(f["save_s"]), verdict(same)],
            ["  the whole check (its own thread, at start)", f"{f['check_s']:.2f} s", "-",
             zero(f["check_s"]), "-"],
            ["  nightbox games", f"{f['games_s']:.2f} s", f"{f['games_mb']:.0f} MB",
             zero(f["games_s"]), verdict(f["games_mb"] < GOAL_MB)],
            ["  nightbox resolve games.jsonl --game N (the last)", f"{f['pick_s']:.2f} s",
             f"{f['pick_mb']:.0f} MB", zero(f["pick_s"]), verdict(f["pick_mb"] < GOAL_MB)],
        ]
    table("the history: half One Night, half classic; the commands as processes "
          f"(medians of 3; 1 run of `games` at 100,000); Zero 2 W: x{ZERO} "
          f"({ZERO_RANGE[0]}-{ZERO_RANGE[1]}x)",
          ["what", "time", "read / peak RSS", "Zero 2 W", "goal"], rows)
    record("history", {str(games): f for games, f in figures.items()})


if __name__ == "__main__":
    main()
