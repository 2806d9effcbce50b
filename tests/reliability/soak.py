"""The soak: demo games back to back on one box, in one process, with its figures.

    python -m tests.reliability.soak STATE_DIR OUT.json [GAMES]

The first game is ``hw_mocks.demo.play`` from the menu; every later one starts with
"Play again" on the score screen and goes through the deal, the night, the day, a vote
tapped with human timing and chatter, the reveal and the score, saving to a real state
directory. RSS, threads and open files are sampled every 50 games.

The harness keeps histories the box does not (the rig's transcript list, the recording
voice's lines, gpiozero's MockPin state log); they are cleared after each game so that
only the box is measured.
"""

from __future__ import annotations

import gc
import json
import os
import random
import sys
import threading
import time
from pathlib import Path
from typing import Any

from engine.onenight.presets import preset
from engine.onenight.roles import ROLES

from hw_mocks.games.onenight import play
from hw_mocks.humans import HUMAN, taps
from hw_mocks.rig import Rig
from tests.reliability.conftest import play_edges

GAMES = 500
WARM_UP = 50
PLAYERS = 5


def rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS in /proc/self/status")


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


def measure() -> dict[str, int]:
    gc.collect()
    return {"rss_kib": rss_kib(), "threads": threading.active_count(), "fds": open_fds()}


def forget_history(rig: Rig) -> None:
    """Drop what only the harness keeps; the box's own state is left alone."""
    rig.transcript.entries.clear()
    spoken = getattr(rig.sound, "spoken", None)
    if spoken is not None:
        spoken.clear()
        rig.sound.nights_played.clear()
        rig.sound.night_calls.clear()
    for seat in rig.panel.seats:
        rig.panel.button_pin(seat).clear_states()
        rig.panel.led_pin(seat).clear_states()
    for which in ("a", "b", "switch"):
        rig.knob.pin(which).clear_states()


def next_game(rig: Rig, rng: random.Random) -> dict[int, int]:
    """From the score screen: play again, one whole game to the score. Returns the votes."""
    seats = sorted(rig.machine.table.seats)
    rig.turn(1)
    rig.menu_select("Play again")
    assert rig.phase == "deal"
    cards = list(preset(len(seats)).cards)
    rng.shuffle(cards)
    dealt = dict(zip(seats, cards))
    for seat in rng.sample(seats, len(seats)):
        rig.run(rng.uniform(0.5, 2.0))
        rig.press(seat)
    rig.run_until_phase("day", limit=1200)
    rig.run(5.0)
    for seat in seats:
        rig.run(rng.uniform(0.2, 1.0))
        rig.press(seat)
    opened = rig.run_until_ballot_opens()
    votes = {voter: rng.choice([s for s in seats if s != voter]) for voter in seats}
    play_edges(rig, {voter: taps(rng, target, opened + rng.uniform(0.05, 0.6), HUMAN)
                     for voter, target in votes.items()})
    rig.run_until_phase("result", limit=30)
    rig.turn(1)
    rig.menu_select("Reveal")
    for seat in seats:
        label = ROLES[dealt[seat]].short
        if dealt[seat] == "doppelganger":
            rig.menu_select(label)
            label = ROLES["villager"].short
        rig.menu_select(label)
    assert rig.phase == "score", rig.phase
    return votes


def soak(state_dir: Path, games: int = GAMES) -> dict[str, Any]:
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    rng = random.Random(500)
    rig = Rig(pin_factory=MockFactory(pin_class=MockPWMPin), state_dir=state_dir, seed=500)
    started = time.perf_counter()
    first = play(PLAYERS, seed=1, rig=rig)
    assert rig.phase == "score"
    forget_history(rig)
    samples: dict[int, dict[str, int]] = {1: measure()}
    miscounted = 0
    for game in range(2, games + 1):
        votes = next_game(rig, rng)
        result = rig.transcript.kinds("result")[-1]["votes"]
        miscounted += result != {str(k): v for k, v in votes.items()}
        forget_history(rig)
        if game % 50 == 0 or game == games:
            samples[game] = measure()
    seconds = time.perf_counter() - started
    saved = [g["game"] for g in rig.store.games()]
    rig.close()
    warm, end = samples[min(WARM_UP, games)], samples[games]
    return {
        "games": games, "seconds": round(seconds, 1), "warm_up_games": WARM_UP,
        "rss_kib_after_warm_up": warm["rss_kib"], "rss_kib_end": end["rss_kib"],
        "rss_growth_percent": round((end["rss_kib"] - warm["rss_kib"]) / warm["rss_kib"] * 100,
                                    2),
        "threads": sorted({s["threads"] for g, s in samples.items() if g >= WARM_UP}),
        "fds": sorted({s["fds"] for g, s in samples.items() if g >= WARM_UP}),
        "samples": samples, "games_saved": saved == list(range(1, games + 1)),
        "miscounted_votes": miscounted,
        "first_demo_votes": {str(k): v for k, v in first.intended.items()},
    }


if __name__ == "__main__":
    figures = soak(Path(sys.argv[1]), int(sys.argv[3]) if len(sys.argv) > 3 else GAMES)
    Path(sys.argv[2]).write_text(json.dumps(figures, indent=2))
