"""Shared helpers of the benchmark scripts: machine info, statistics, a table, the record.

Every ``bench_*.py`` prints one or more tables and appends ONE JSON line to
``bench/results.jsonl``::

    {"bench": "ballot", "date": "...", "machine": {...}, "python": "3.11.7", "figures": {...}}

Standard library only, so a script runs with nothing but the project's venv.
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

BENCH_DIR = Path(__file__).resolve().parent
ROOT = BENCH_DIR.parent
RESULTS = BENCH_DIR / "results.jsonl"

# Make ``engine``, ``device`` and ``hw_mocks`` importable when run as ``python bench/x.py``.
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from device.hw.pi_speed import ZERO_2W  # noqa: E402  (the repo is on sys.path now)


def cpu_model() -> str:
    """The CPU's name from /proc/cpuinfo (``model name``, or ``Model``/``Hardware`` on ARM)."""
    try:
        text = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return platform.processor() or "unknown"
    found: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        key = key.strip()
        if sep and key in ("model name", "Model", "Hardware", "cpu model") and key not in found:
            found[key] = value.strip()
    for key in ("model name", "cpu model", "Model", "Hardware"):
        if key in found:
            return found[key]
    return platform.processor() or "unknown"


def machine() -> dict[str, Any]:
    return {
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpu": cpu_model(),
        "nproc": os.cpu_count(),
    }


def load_average() -> list[float]:
    """The 1, 5 and 15 minute load averages: a busy machine skews the timings."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return []


def machine_line() -> str:
    m = machine()
    return f"{m['cpu']} x{m['nproc']} ({m['machine']}), Python {platform.python_version()}"


#: How many times slower one core of a Raspberry Pi Zero 2 W (Cortex-A53 @ 1 GHz) is
#: taken to be than one core of the machine the figures were measured on: 20x, 12-40x
#: (``device.hw.pi_speed``, the one table of every Pi model's factor; bench/README.md,
#: "The Pi estimates", says where each comes from). An estimate, not a measurement.
PI_ZERO_2W_FACTOR = ZERO_2W.factor
PI_ZERO_2W_RANGE = (ZERO_2W.low, ZERO_2W.high)

#: the load when the script started (imported this module)
LOAD_AT_START = load_average()


# -- statistics ---------------------------------------------------------------------

def median(values: Iterable[float]) -> float:
    data = list(values)
    return statistics.median(data) if data else math.nan


def percentile(values: Sequence[float], p: float) -> float:
    """The ``p``-th percentile (0-100), nearest rank on the sorted data."""
    data = sorted(values)
    if not data:
        return math.nan
    rank = max(1, math.ceil(p / 100 * len(data)))
    return data[min(rank, len(data)) - 1]


def timed(fn: Callable[[], Any], runs: int) -> list[float]:
    """Wall-clock seconds of ``runs`` calls of ``fn``."""
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return out


def nbody_seconds(steps: int = 100_000, repeat: int = 3) -> float:
    """Best-of-``repeat`` seconds for ``steps`` steps of the Benchmarks Game n-body (plain
    Python). Run it on two machines: the ratio is their single-core CPython speed ratio, the
    number the Pi Zero 2 W estimate needs (bench/README.md)."""
    def run() -> None:
        pi, days = 3.14159265358979323, 365.24
        solar = 4 * pi * pi
        bodies = [
            ([0.0, 0.0, 0.0], [0.0, 0.0, 0.0], solar),
            ([4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01],
             [1.66007664274403694e-03 * days, 7.69901118419740425e-03 * days,
              -6.90460016972063023e-05 * days], 9.54791938424326609e-04 * solar),
            ([8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01],
             [-2.76742510726862411e-03 * days, 4.99852801234917238e-03 * days,
              2.30417297573763929e-05 * days], 2.85885980666130812e-04 * solar),
            ([1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01],
             [2.96460137564761618e-03 * days, 2.37847173959480950e-03 * days,
              -2.96589568540237556e-05 * days], 4.36624404335156298e-05 * solar),
            ([1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01],
             [2.68067772490389322e-03 * days, 1.62824170038242295e-03 * days,
              -9.51592254519715870e-05 * days], 5.15138902046611451e-05 * solar),
        ]
        pairs = [(bodies[i], bodies[j]) for i in range(5) for j in range(i + 1, 5)]
        dt = 0.01
        for _ in range(steps):
            for (([x1, y1, z1], v1, m1), ([x2, y2, z2], v2, m2)) in pairs:
                dx, dy, dz = x1 - x2, y1 - y2, z1 - z2
                mag = dt * ((dx * dx + dy * dy + dz * dz) ** (-1.5))
                b1m, b2m = m1 * mag, m2 * mag
                v1[0] -= dx * b2m
                v1[1] -= dy * b2m
                v1[2] -= dz * b2m
                v2[0] += dx * b1m
                v2[1] += dy * b1m
                v2[2] += dz * b1m
            for (r, [vx, vy, vz], _m) in bodies:
                r[0] += dt * vx
                r[1] += dt * vy
                r[2] += dt * vz

    return min(timed(run, repeat))


# -- output -------------------------------------------------------------------------

def fmt(value: Any, digits: int = 3) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        if math.isnan(value):
            return "-"
        if value != 0 and (abs(value) >= 10 ** 6 or abs(value) < 10 ** -digits):
            return f"{value:.{digits}g}"
        return f"{value:,.{digits}f}"
    return str(value)


def table(title: str, headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    """A plain-text table; also printed."""
    cells = [[str(h) for h in headers]] + [[fmt(c) if not isinstance(c, str) else c
                                            for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]

    def line(row: Sequence[str]) -> str:
        return "  ".join(c.rjust(w) if i else c.ljust(w)
                         for i, (c, w) in enumerate(zip(row, widths)))

    out = [title, line(cells[0]), "  ".join("-" * w for w in widths)]
    out += [line(r) for r in cells[1:]]
    text = "\n".join(out)
    print(text, flush=True)
    print(flush=True)
    return text


def git_state() -> dict[str, Any]:
    """The commit measured, and the files of the code (not bench/) changed since it."""
    import subprocess

    def git(*args: str) -> str:
        try:
            out = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True,
                                 timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            return ""
        return out.stdout if out.returncode == 0 else ""

    changed = [line[3:] for line in git("status", "--porcelain").splitlines()
               if line[3:].startswith(("engine/", "device/", "hw_mocks/"))]
    return {"commit": git("rev-parse", "--short", "HEAD").strip() or None,
            "uncommitted": changed}


def record(bench: str, figures: Mapping[str, Any], results: Path = RESULTS) -> dict[str, Any]:
    """Append one JSON line for this run of ``bench`` to ``bench/results.jsonl``."""
    row = {
        "bench": bench,
        "date": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        "python": platform.python_version(),
        "git": git_state(),
        "load_before": LOAD_AT_START,
        "load_after": load_average(),
        "figures": _clean(dict(figures)),
    }
    with results.open("a", encoding="utf-8") as f:
        f.write(json.dumps(row, sort_keys=False, default=_json_default) + "\n")
    print(f"recorded in {results.relative_to(ROOT)}  [{machine_line()}; load "
          f"{row['load_after'][0] if row['load_after'] else '?'}]", flush=True)
    return row


def _clean(value: Any) -> Any:
    """JSON-safe: NaN and infinities become null, tuples and sets lists, floats rounded."""
    if isinstance(value, float):
        return round(value, 6) if math.isfinite(value) else None
    if isinstance(value, Mapping):
        return {str(k): _clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_clean(v) for v in value]
    return value


def _json_default(value: Any) -> Any:
    return str(value)


def verdict(ok: bool) -> str:
    return "MET" if ok else "MISSED"


# -- a fake ``aplay``: one sound card, and a record of when each player process started -----

FAKE_APLAY_C = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
int main(int argc, char **argv) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-l") || !strcmp(argv[i], "-L")) {
            puts("**** List of PLAYBACK Hardware Devices ****");
            puts("card 0: Fake [Fake], device 0: Fake PCM [Fake PCM]");
            return 0;
        }
    }
    const char *log = getenv("FAKE_APLAY_LOG");
    if (log) {
        FILE *f = fopen(log, "a");
        if (f) { fprintf(f, "%ld.%09ld\n", (long)ts.tv_sec, ts.tv_nsec); fclose(f); }
    }
    char buf[65536];
    while (read(0, buf, sizeof buf) > 0) {}
    return 0;
}
"""
# without a C compiler: bash's $EPOCHREALTIME (CLOCK_REALTIME, microseconds)
FAKE_APLAY_SH = """#!/bin/bash
for a in "$@"; do
  if [ "$a" = -l ] || [ "$a" = -L ]; then
    echo "card 0: Fake [Fake], device 0: Fake PCM [Fake PCM]"; exit 0
  fi
done
[ -n "$FAKE_APLAY_LOG" ] && echo "R$EPOCHREALTIME" >> "$FAKE_APLAY_LOG"
exec cat > /dev/null
"""


def make_fake_aplay(folder: Path) -> str:
    """Write an ``aplay`` into ``folder`` (put it first on PATH).

    ``aplay -l`` lists one card; any other call appends its start time to
    ``$FAKE_APLAY_LOG`` and reads stdin to the end, like aplay playing a stream. Returns the
    clock of the stamps: ``"monotonic"`` (a C program, CLOCK_MONOTONIC in ns, compared with
    ``time.monotonic()``), or ``"realtime"`` (a bash script, ``R`` + $EPOCHREALTIME, compared
    with ``time.time()``) when there is no C compiler.
    """
    import shutil
    import subprocess

    folder.mkdir(parents=True, exist_ok=True)
    exe = folder / "aplay"
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc:
        src = folder / "fake_aplay.c"
        src.write_text(FAKE_APLAY_C)
        done = subprocess.run([cc, "-O2", "-o", str(exe), str(src)], capture_output=True)
        if done.returncode == 0:
            return "monotonic"
    exe.write_text(FAKE_APLAY_SH)
    exe.chmod(0o755)
    return "realtime"


# -- the daemon: ``nightbox run`` headless on mock pins, READY over NOTIFY_SOCKET ----------

class Daemon:
    """``nightbox run`` as a child process on mock pins, in its own temp folders.

    ``folder`` holds ``state/``, ``cache/``, an empty config and the notify socket; keep it
    between two daemons to start the second one with a warm TTS cache. With ``sound_card``
    a fake ``aplay`` that lists one card is first on PATH, so the box builds its real sound
    (espeak-ng lines, aplay) as on a Pi with a speaker; without it a machine with no card
    shows the lines instead.
    """

    def __init__(self, folder: Path, argv: Sequence[str] | None = None, *,
                 sound_card: bool = True) -> None:
        import socket

        self.sound_card = sound_card
        if sound_card and not (folder / "bin" / "aplay").exists():
            make_fake_aplay(folder / "bin")
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self.config = folder / "empty.toml"
        self.config.write_text("")
        self.sock_path = folder / "notify.sock"
        self.sock_path.unlink(missing_ok=True)
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.sock.bind(str(self.sock_path))
        exe = Path(sys.executable).with_name("nightbox")
        self.argv = list(argv) if argv else [str(exe), "run"]
        self.proc: Any = None
        self.started = 0.0
        self.ready_at: float | None = None

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        for key in ("CACHE_DIRECTORY", "STATE_DIRECTORY", "RUNTIME_DIRECTORY", "WATCHDOG_USEC",
                    "WATCHDOG_PID"):
            env.pop(key, None)
        env.update(GPIOZERO_PIN_FACTORY="mock", NOTIFY_SOCKET=str(self.sock_path),
                   PYTHONFAULTHANDLER="1",  # a hang at SIGTERM: SIGABRT dumps every thread
                   NIGHTBOX_STATE_DIR=str(self.folder / "state"),
                   NIGHTBOX_CACHE_DIR=str(self.folder / "cache"),
                   NIGHTBOX_CONFIG=str(self.config))
        if self.sound_card:
            env["PATH"] = f"{self.folder / 'bin'}{os.pathsep}{env.get('PATH', '')}"
            env["FAKE_APLAY_LOG"] = str(self.folder / "aplay-starts.txt")
        return env

    def start(self) -> Daemon:
        import subprocess

        env = self.env()
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(self.argv, env=env, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, text=True)
        return self

    def wait_ready(self, timeout: float = 120.0) -> float:
        """Seconds from ``start()`` to READY=1."""
        deadline = time.perf_counter() + timeout
        while True:
            left = deadline - time.perf_counter()
            if left <= 0 or self.proc.poll() is not None:
                err = self.stop()[1]
                raise RuntimeError(f"nightbox run sent no READY=1 (exit {self.proc.returncode})"
                                   f": {err[-2000:]}")
            self.sock.settimeout(min(left, 1.0))
            try:
                msg = self.sock.recv(4096).decode("utf-8", "replace")
            except TimeoutError:
                continue
            if "READY=1" in msg.split("\n"):
                self.ready_at = time.perf_counter()
                return self.ready_at - self.started

    def stop(self, timeout: float = 10.0) -> tuple[int, str]:
        """SIGTERM; the exit status and stderr.

        If the box is still running ``timeout`` seconds later, SIGABRT makes faulthandler
        print every thread's stack to stderr (then SIGKILL): the status is then negative and
        ``stderr`` starts with ``(still running``.
        """
        import signal
        import subprocess

        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            _, err = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.send_signal(signal.SIGABRT)  # faulthandler prints every thread's stack
            try:
                _, err = self.proc.communicate(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                _, err = self.proc.communicate()
            err = f"(still running {timeout:g} s after SIGTERM)\n{err}"
        self.sock.close()
        return self.proc.returncode, err or ""


def main_thread_stack(stderr: str) -> str:
    """From a faulthandler dump, the thread that ran the signal handler ("Current thread");
    the whole text when there is no dump."""
    start = stderr.find("Current thread")
    if start < 0:
        return stderr[-3000:]
    end = stderr.find("Extension modules", start)
    return stderr[start:end if end > 0 else None].rstrip()


def proc_cpu_seconds(pid: int) -> float:
    """utime + stime of a process (all its threads), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks  # fields 14 and 15 of stat(5)


def proc_status(pid: int, task: int | None = None) -> dict[str, str]:
    path = f"/proc/{pid}/status" if task is None else f"/proc/{pid}/task/{task}/status"
    out = {}
    for line in Path(path).read_text().splitlines():
        key, _, value = line.partition(":")
        out[key] = value.strip()
    return out


def task_switches(pid: int) -> dict[int, tuple[str, int]]:
    """Thread id -> (name, voluntary + nonvoluntary context switches) for every thread."""
    out = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            st = proc_status(pid, int(task.name))
        except (OSError, ValueError):
            continue  # the thread ended meanwhile
        out[int(task.name)] = (st.get("Name", "?"), int(st["voluntary_ctxt_switches"])
                               + int(st["nonvoluntary_ctxt_switches"]))
    return out


if __name__ == "__main__":
    # On any machine (a Pi too: only the standard library is needed):
    #   python3 bench/common.py
    print(machine_line())
    secs = nbody_seconds()
    print(f"n-body, 100,000 steps: {secs:.3f} s (best of 3); 5,000,000 steps ~ {secs * 50:.0f} s")
