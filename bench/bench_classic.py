"""Classic Werewolf: a whole game through the box, and the rules on its record.

* every preset played once through the virtual-time rig (real gpiozero mock pins, the
  luma dummy, the scripted Moderator and human taps): wall time per game;
* ``resolve_classic`` on each saved record (every phase checked and replayed);
* ``nightbox demo --game classic`` as a whole process, import and start-up included.

Goal: a whole game in seconds (the issue's "runs in seconds"); the rules far below a
frame (1 ms) for a phase.
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

RUNS = 5


def main() -> None:
    os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    from engine.classic.presets import PRESETS
    from engine.classic.record import resolve_classic

    from hw_mocks.games.classic import play

    rows = []
    game_s: list[float] = []
    resolve_ms: list[float] = []
    phases_total = 0
    for preset in PRESETS:
        with tempfile.TemporaryDirectory() as tmp:
            start = time.perf_counter()
            demo = play(preset=preset, seed=11, state_dir=Path(tmp),
                        pin_factory=MockFactory(pin_class=MockPWMPin))
            seconds = time.perf_counter() - start
            saved = demo.rig.store.games()[-1]
            demo.rig.close()
        times = []
        for _ in range(RUNS):
            t0 = time.perf_counter()
            outcome = resolve_classic(saved).to_json()
            times.append((time.perf_counter() - t0) * 1000)
        phases = len(saved["phases"])
        phases_total += phases
        game_s.append(seconds)
        resolve_ms.append(median(times))
        rows.append([preset, len(saved["players"]), phases, str(outcome["ended"]),
                     "+".join(outcome["winners"]), f"{seconds:.2f} s",
                     f"{median(times):.2f} ms"])
    table("classic: one game per preset through the rig (virtual time), and resolve",
          ["preset", "players", "phases", "ended", "winners", "game (wall)", "resolve"],
          rows)

    cli = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(RUNS):
            t0 = time.perf_counter()
            out = subprocess.run([sys.executable, "-m", "device.cli", "demo", "--game",
                                  "classic", "--out", str(Path(tmp) / str(n))],
                                 capture_output=True, text=True)
            cli.append(time.perf_counter() - t0)
            assert out.returncode == 0, out.stderr
    per_phase = sum(resolve_ms) / phases_total
    table("classic: summary", ["figure", "value", "goal"], [
        ["whole game through the rig, median", f"{median(game_s):.2f} s",
         verdict(median(game_s) < 5)],
        ["nightbox demo --game classic, whole process, median of 5", f"{median(cli):.2f} s",
         verdict(median(cli) < 5)],
        ["resolve, per phase (mean)", f"{per_phase:.3f} ms", verdict(per_phase < 1)],
    ])
    record("classic", {"game_s": median(game_s), "demo_process_s": median(cli),
                       "resolve_ms_per_phase": per_phase, "presets": len(rows)})


if __name__ == "__main__":
    main()
