"""Soak (issue 7): 500 demo games back to back on one box, in one process.

The first game is ``hw_mocks.demo.play`` from the menu; every later one starts with
"Play again" on the score screen and goes through the deal, the night, the day, a vote
tapped with human timing and chatter, the reveal and the score, saving to a real state
directory. After a warm-up of 50 games the resident memory may grow by less than 5%,
and the thread and open-file counts must not change.

The test harness keeps histories the box does not (the rig's transcript list, the
recording voice's lines, gpiozero's MockPin state log); they are cleared after each
game so that only the box is measured. The figures are printed (``pytest -s``) and
written to ``soak.json`` in the test's tmp directory.
"""

from __future__ import annotations

import gc
import json
import os
import random
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from engine.presets import preset
from engine.roles import ROLES
from hw_mocks.demo import play
from hw_mocks.humans import HUMAN, taps
from hw_mocks.rig import Rig

from .conftest import play_edges

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


@pytest.mark.slow
def test_500_games_back_to_back(make_rig: Any, tmp_path: Path) -> None:
    rng = random.Random(500)
    rig = make_rig(seed=500)
    started = time.perf_counter()
    first = play(PLAYERS, seed=1, rig=rig)
    assert rig.phase == "score"
    forget_history(rig)
    samples: dict[int, dict[str, int]] = {}
    miscounted = 0
    for game in range(2, GAMES + 1):
        votes = next_game(rig, rng)
        result = rig.transcript.kinds("result")[-1]["votes"]
        miscounted += result != {str(k): v for k, v in votes.items()}
        forget_history(rig)
        if game in (WARM_UP, GAMES) or game % 50 == 0:
            samples[game] = measure()
    seconds = time.perf_counter() - started

    warm, end = samples[WARM_UP], samples[GAMES]
    growth = (end["rss_kib"] - warm["rss_kib"]) / warm["rss_kib"] * 100
    saved = rig.store.games()
    figures = {
        "games": GAMES, "seconds": round(seconds, 1), "warm_up_games": WARM_UP,
        "rss_kib_after_warm_up": warm["rss_kib"], "rss_kib_end": end["rss_kib"],
        "rss_growth_percent": round(growth, 2),
        "threads": sorted({s["threads"] for s in samples.values()}),
        "fds": sorted({s["fds"] for s in samples.values()}),
        "samples": samples, "games_saved": len(saved), "miscounted_votes": miscounted,
        "first_demo_votes": {str(k): v for k, v in first.intended.items()},
    }
    (tmp_path / "soak.json").write_text(json.dumps(figures, indent=2))
    print(f"\nsoak: {GAMES} games in {seconds:.1f} s; RSS {warm['rss_kib']} KiB after "
          f"{WARM_UP} games -> {end['rss_kib']} KiB ({growth:+.2f}%); threads "
          f"{figures['threads']}; fds {figures['fds']}; figures in {tmp_path / 'soak.json'}")

    assert len(saved) == GAMES and [g["game"] for g in saved] == list(range(1, GAMES + 1))
    assert miscounted == 0
    assert growth < 5.0, figures
    assert len(figures["threads"]) == 1, figures
    assert len(figures["fds"]) == 1, figures
