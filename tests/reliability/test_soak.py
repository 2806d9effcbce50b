"""Soak (issue 7): 500 demo games back to back in one process.

The games run in a child process of their own (``tests/reliability/soak.py``), so that
the memory the earlier tests of this run left behind neither hides nor adds growth.
After a warm-up of 50 games the resident memory may grow by less than 5%, and the
thread and open-file counts must not change. Every game is saved, and every vote tapped
with human timing is counted as meant. The figures are printed (``pytest -s``) and
written to ``soak.json`` in the test's tmp directory.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from .soak import GAMES, WARM_UP

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_500_games_back_to_back(tmp_path: Path) -> None:
    out = tmp_path / "soak.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "tests.reliability.soak",
                           str(tmp_path / "state"), str(out), str(GAMES)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    figures = json.loads(out.read_text())
    print(f"\nsoak: {GAMES} games in {figures['seconds']} s; RSS "
          f"{figures['rss_kib_after_warm_up']} KiB after {WARM_UP} games -> "
          f"{figures['rss_kib_end']} KiB ({figures['rss_growth_percent']:+.2f}%); threads "
          f"{figures['threads']}; fds {figures['fds']}; figures in {out}")
    assert figures["games_saved"] and figures["miscounted_votes"] == 0, figures
    assert figures["rss_growth_percent"] < 5.0, figures
    assert len(figures["threads"]) == 1, figures
    assert len(figures["fds"]) == 1, figures
