"""A whole 10-player game within a Pi Zero 2 W's memory, with the natural voice's preparer
running in the menu and lines missing, at software volume: the box and every process it
starts, summed from /proc on a thread (``hw_mocks.memory_game``), with the night WAVs in
RAM."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hw_mocks.memory_game import BUDGET_MB, PREPARER_MB

from ..conftest import require_espeak
from ..device.test_voice_level import require_piper

ROOT = Path(__file__).resolve().parents[2]
MENU = ("start", "menu", "menu again")


@pytest.mark.slow
def test_a_ten_player_game_stays_under_200_mb_with_the_preparer_running(
        tmp_path: Path) -> None:
    require_espeak()
    require_piper()
    out = subprocess.run([sys.executable, "-m", "hw_mocks.memory_game", str(tmp_path)],
                         cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr[-2000:]
    found = json.loads(out.stdout.splitlines()[-1])
    peaks = found["peaks"]
    # the preparer ran with Piper loaded in the menu, was gone in the game, came back
    assert found["preparer_pid"] is not None and found["lines_rendered"] >= 2
    assert found["preparer_stopped_in_game"] and found["preparer_back_in_menu"]
    assert peaks["menu again"]["sum_mb"] - peaks["menu again"]["box_mb"] > 100
    game = {phase: p for phase, p in peaks.items() if phase not in MENU}
    assert {"seating", "deal", "night", "day", "vote", "result", "score"} <= set(game)
    assert all(p["children_mb"] < 20 for p in game.values()), game   # no preparer
    assert game["deal"]["ram_files_mb"] > 1                 # the night was composed in RAM
    for phase, p in game.items():
        assert p["sum_mb"] < BUDGET_MB, (phase, p)
    assert found["box_hwm_mb"] < BUDGET_MB                  # the kernel's own peak of the box
    for phase in MENU:                                      # the preparer's budget on top
        assert peaks[phase]["children_mb"] < PREPARER_MB, (phase, peaks[phase])
        assert peaks[phase]["sum_mb"] < BUDGET_MB + PREPARER_MB, (phase, peaks[phase])
