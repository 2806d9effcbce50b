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


def machine_line() -> str:
    m = machine()
    return f"{m['cpu']} x{m['nproc']} ({m['machine']}), Python {platform.python_version()}"


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


def pure_python_score(seconds: float = 0.3) -> float:
    """Iterations per second of a small pure-Python loop (dict, int and str work).

    Run the same function on two machines: the ratio of the scores is the single-core
    interpreter speed ratio used to scale figures to another machine (bench/README.md).
    """
    def work() -> int:
        d: dict[int, str] = {}
        acc = 0
        for i in range(2000):
            d[i & 255] = str(i)
            acc += len(d[i & 127]) * (i % 7)
        return acc

    best = 0.0
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        t0 = time.perf_counter()
        work()
        dt = time.perf_counter() - t0
        best = max(best, 1.0 / dt)
    return best


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


def record(bench: str, figures: Mapping[str, Any], results: Path = RESULTS) -> dict[str, Any]:
    """Append one JSON line for this run of ``bench`` to ``bench/results.jsonl``."""
    row = {
        "bench": bench,
        "date": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "machine": machine(),
        "python": platform.python_version(),
        "figures": dict(figures),
    }
    with results.open("a", encoding="utf-8") as f:
        f.write(json.dumps(row, sort_keys=False, default=_json_default) + "\n")
    print(f"recorded in {results.relative_to(ROOT)}  [{machine_line()}]", flush=True)
    return row


def _json_default(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    return str(value)


def verdict(ok: bool) -> str:
    return "MET" if ok else "MISSED"
