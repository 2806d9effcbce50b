"""resolve on huge records: 100,000 seat keys, answered (refused) in linear time.

Before: each bad key counted the lines from the start of the text (36 s for 100,000
keys). Goal: under a second here.
"""

from __future__ import annotations

import subprocess
import sys
import time

import common  # noqa: F401  (puts the repo on sys.path)
from common import record, table, verdict

RUNS = 5


def main() -> None:
    players = ", ".join(f'"{n}": "villager"' for n in range(1, 100_001))
    text = '{"players": {' + players + "}}"
    lines = '{"players": {\n' + ",\n".join(
        f'"{n}": "villager"' for n in range(1, 100_001)) + "\n}}"
    rows = []
    figures: dict[str, float] = {}
    for name, body in (("one line", text), ("a key per line", lines)):
        times = []
        for _ in range(RUNS):
            start = time.perf_counter()
            out = subprocess.run([sys.executable, "-m", "device.cli", "resolve", "-"],
                                 input=body, capture_output=True, text=True)
            times.append(time.perf_counter() - start)
            assert out.returncode == 2, out.stderr
        best = sorted(times)[RUNS // 2]
        figures[name.replace(" ", "_") + "_s"] = best
        rows.append([name, f"{len(body) / 1e6:.1f} MB", f"{best:.2f} s",
                     verdict(best < 1.0)])
    table("nightbox resolve, a record with 100,000 seat keys (median of 5, whole process)",
          ["layout", "size", "time", "< 1 s"], rows)
    record("resolve", figures)


if __name__ == "__main__":
    main()
