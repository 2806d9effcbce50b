"""Ballot accuracy: simulated humans voting, decoded by the engine's real decoders.

Tap mode: 10 seats, 10,000 ballots per timing profile (``hw_mocks.humans`` HUMAN and
HARSH). Each voter means another seat (1-10) or, one time in eleven, no vote; their taps
begin 0-1.5 s after the open. A ballot is *exact* when every seat's decoded vote is the
one meant, with no invalid vote. Then the limits: ``min_gap`` and ``min_press`` swept on
the HARSH ballots, and a SLOW profile that runs into ``vote_window``.

Sweep mode: 10 seats, two laps; each voter aims at the middle of their target's slot in
the first lap with an error N(0, 80 ms), and 10% of presses come a further 150-400 ms
late. Accuracy per ``dwell`` (0.5, 0.7, 0.9 s) and the vote's length, and ``grace``
swept at 0.7 s.

Fixed seeds; the work is split over the CPU cores in fixed chunks, so the figures do not
depend on the number of cores. ``--quick`` runs a tenth of the ballots.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Any

import common  # noqa: F401  (puts the repo on sys.path)
from common import record, table, verdict

from engine.ballot import ButtonEvent, Edge, SweepParams, TapParams, decode
from engine.ballot_sweep import SweepBallot
from engine.ballot_tap import TapBallot
from hw_mocks.humans import HARSH, HUMAN, Timing, taps

SEATS = tuple(range(1, 11))
CHUNK = 500  # ballots per job (one seed each)
#: slow counters: 0.4-1.0 s between taps (a hesitant player); meets vote_window at seat 10
SLOW = replace(HUMAN, interval=(0.400, 1.000))
PROFILES: dict[str, Timing] = {"HUMAN": HUMAN, "HARSH": HARSH, "SLOW": SLOW}
SEEDS = {"HUMAN": 1_000, "HARSH": 2_000, "SLOW": 3_000, "SWEEP": 4_000}

MIN_GAPS = (0.0, 0.002, 0.004, 0.010, 0.015, 0.020, 0.025, 0.030)
MIN_PRESSES = (0.005, 0.010, 0.020, 0.030, 0.040)
DWELLS = (0.5, 0.7, 0.9)
GRACES = (0.0, 0.06, 0.12, 0.18)
AIM_SD = 0.080
LATE_SHARE, LATE = 0.10, (0.150, 0.400)
NO_VOTE_SHARE = 1 / 11  # a voter picks one of the 9 other seats or "no vote" (weighted)


# -- tap mode -----------------------------------------------------------------------

def _intent(rng: random.Random, seat: int) -> int | None:
    if rng.random() < NO_VOTE_SHARE:
        return None
    return rng.choice([s for s in SEATS if s != seat])


def tap_ballot(rng: random.Random, timing: Timing) -> tuple[dict[int, int | None],
                                                            list[ButtonEvent]]:
    """What every seat means, and the raw edges of the whole table in time order."""
    want: dict[int, int | None] = {}
    events: list[ButtonEvent] = []
    for seat in SEATS:
        target = want[seat] = _intent(rng, seat)
        if target is None:
            continue
        for t, pressed in taps(rng, target, rng.uniform(0.0, 1.5), timing):
            events.append(ButtonEvent(t, seat, Edge.DOWN if pressed else Edge.UP))
    events.sort(key=lambda e: e.t)  # stable: one seat's edges keep their order
    return want, events


def _why(want: int | None, got: int | None, reason: str | None) -> str:
    if reason is not None:
        return "invalid: " + reason.split(" (")[0]
    if got is None:
        return "lost (no vote)"
    if want is None:
        return "phantom vote"
    return "too few taps" if got < want else "too many taps"


def tap_job(job: tuple[str, int, int, list[TapParams], int]) -> list[dict[str, Any]]:
    """Decode ``count`` ballots (seed ``seed``) with each params; the first one on all of
    them, the others (a sweep) on the first ``sweep_count`` ballots only."""
    profile, seed, count, params_list, sweep_count = job
    rng = random.Random(seed)
    out = [{"ballots": 0, "exact": 0, "voters": 0, "right": 0, "why": Counter()}
           for _ in params_list]
    for i in range(count):
        want, events = tap_ballot(rng, PROFILES[profile])
        for k, params in enumerate(params_list):
            if k and i >= sweep_count:
                break
            res = decode(TapBallot(SEATS, 0.0, params), events)
            acc = out[k]
            acc["ballots"] += 1
            acc["voters"] += len(SEATS)
            bad = 0
            for seat in SEATS:
                got, reason = res.votes[seat], res.invalid.get(seat)
                if got == want[seat] and reason is None:
                    acc["right"] += 1
                else:
                    bad += 1
                    acc["why"][_why(want[seat], got, reason)] += 1
            acc["exact"] += bad == 0 and not res.false_starts and not res.stuck
    return out


def _merge(parts: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    total = [{"ballots": 0, "exact": 0, "voters": 0, "right": 0, "why": Counter()}
             for _ in parts[0]]
    for part in parts:
        for acc, p in zip(total, part):
            for key in ("ballots", "exact", "voters", "right"):
                acc[key] += p[key]
            acc["why"].update(p["why"])
    return total


def run_tap(pool: ProcessPoolExecutor, profile: str, ballots: int,
            params_list: list[TapParams], sweep_count: int) -> list[dict[str, Any]]:
    jobs = [(profile, SEEDS[profile] + i, min(CHUNK, ballots - i * CHUNK), params_list,
             sweep_count) for i in range((ballots + CHUNK - 1) // CHUNK)]
    return _merge(list(pool.map(tap_job, jobs)))


# -- sweep mode ---------------------------------------------------------------------

def sweep_job(job: tuple[float, float, int, int]) -> dict[str, Any]:
    dwell, grace, seed, count = job
    params = SweepParams(dwell=dwell, grace=grace)
    rng = random.Random(seed)
    acc: dict[str, Any] = {"ballots": 0, "exact": 0, "voters": 0, "right": 0,
                           "why": Counter()}
    n = len(SEATS)
    for _ in range(count):
        want: dict[int, int | None] = {}
        events: list[ButtonEvent] = []
        for seat in SEATS:
            target = want[seat] = _intent(rng, seat)
            if target is None:
                continue
            slot_start = (target - 1) * dwell  # first lap; the ballot opens at 0
            t = slot_start + dwell / 2 + rng.gauss(0.0, AIM_SD)
            if rng.random() < LATE_SHARE:
                t += rng.uniform(*LATE)
            t = max(t, 0.001)  # nobody presses before "VOTE!"
            for at, pressed in taps(rng, 1, t, HUMAN):
                events.append(ButtonEvent(at, seat, Edge.DOWN if pressed else Edge.UP))
        events.sort(key=lambda e: e.t)
        res = decode(SweepBallot(SEATS, 0.0, params), events)
        acc["ballots"] += 1
        acc["voters"] += n
        bad = 0
        for seat in SEATS:
            got, meant = res.votes[seat], want[seat]
            if got == meant:
                acc["right"] += 1
                continue
            bad += 1
            if got is None:
                acc["why"]["no vote"] += 1
            elif meant is not None and got == (meant - 2) % n + 1:
                acc["why"]["seat before"] += 1
            elif meant is not None and got == meant % n + 1:
                acc["why"]["seat after"] += 1
            else:
                acc["why"]["other"] += 1
        acc["exact"] += bad == 0
    return acc


def run_sweep(pool: ProcessPoolExecutor, dwell: float, grace: float,
              ballots: int) -> dict[str, Any]:
    jobs = [(dwell, grace, SEEDS["SWEEP"] + i, min(CHUNK, ballots - i * CHUNK))
            for i in range((ballots + CHUNK - 1) // CHUNK)]
    return _merge([[r] for r in pool.map(sweep_job, jobs)])[0]


# -- report -------------------------------------------------------------------------

def pct(n: int, d: int) -> float:
    return 100.0 * n / d if d else float("nan")


def why_text(why: Counter[str]) -> str:
    return ", ".join(f"{k} {v}" for k, v in why.most_common(3)) or "-"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ballots", type=int, default=10_000, help="ballots per profile")
    ap.add_argument("--quick", action="store_true", help="a tenth of the ballots")
    args = ap.parse_args()
    ballots = args.ballots // 10 if args.quick else args.ballots
    sweep_ballots = max(CHUNK, ballots // 5)  # the parameter sweeps: a fifth
    per_chunk_sweep = CHUNK if ballots <= CHUNK else CHUNK // 5
    started = time.perf_counter()
    defaults = TapParams()
    figures: dict[str, Any] = {"ballots": ballots, "seats": len(SEATS)}

    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        # 1. the two profiles with the defaults; the HARSH ballots also carry the sweeps
        human = run_tap(pool, "HUMAN", ballots, [defaults], 0)[0]
        sweep_params = ([replace(defaults, min_gap=g) for g in MIN_GAPS]
                        + [replace(defaults, min_press=p) for p in MIN_PRESSES])
        harsh_all = run_tap(pool, "HARSH", ballots, [defaults, *sweep_params],
                            per_chunk_sweep)
        harsh = harsh_all[0]
        slow = run_tap(pool, "SLOW", sweep_ballots, [defaults], 0)[0]
        sweeps = {d: run_sweep(pool, d, SweepParams().grace, ballots) for d in DWELLS}
        graces = {g: run_sweep(pool, 0.7, g, sweep_ballots) for g in GRACES}

    rows = []
    for name, acc in (("HUMAN", human), ("HARSH", harsh), ("SLOW (limit)", slow)):
        rows.append([name, f"{acc['ballots']:,}", pct(acc["exact"], acc["ballots"]),
                     pct(acc["right"], acc["voters"]), why_text(acc["why"])])
        key = name.split()[0].lower()
        figures[f"tap_{key}_ballots"] = acc["ballots"]
        figures[f"tap_{key}_exact_pct"] = pct(acc["exact"], acc["ballots"])
        figures[f"tap_{key}_voter_pct"] = pct(acc["right"], acc["voters"])
        figures[f"tap_{key}_errors"] = dict(acc["why"])
    table("Tap mode, 10 seats, defaults (min_gap 15 ms, min_press 20 ms, tap_gap 1.2 s, "
          "window 8 s)",
          ["profile", "ballots", "exact %", "voters right %", "errors (voters)"], rows)

    n_gap = len(MIN_GAPS)
    gap_rows, press_rows = [], []
    for g, acc in zip(MIN_GAPS, harsh_all[1:1 + n_gap]):
        gap_rows.append([f"{g * 1000:g} ms" + (" (default)" if g == defaults.min_gap else ""),
                         f"{acc['ballots']:,}", pct(acc["exact"], acc["ballots"]),
                         why_text(acc["why"])])
        figures[f"harsh_min_gap_{g * 1000:g}ms_exact_pct"] = pct(acc["exact"], acc["ballots"])
    table("HARSH ballots, min_gap swept (min_press 20 ms): chatter gaps are <= 4 ms, "
          "real releases >= 25 ms", ["min_gap", "ballots", "exact %", "errors (voters)"],
          gap_rows)
    for p, acc in zip(MIN_PRESSES, harsh_all[1 + n_gap:]):
        press_rows.append([f"{p * 1000:g} ms" + (" (default)" if p == defaults.min_press
                                                 else ""),
                           f"{acc['ballots']:,}", pct(acc["exact"], acc["ballots"]),
                           why_text(acc["why"])])
        figures[f"harsh_min_press_{p * 1000:g}ms_exact_pct"] = pct(acc["exact"],
                                                                   acc["ballots"])
    table("HARSH ballots, min_press swept (min_gap 15 ms): presses are >= 35 ms",
          ["min_press", "ballots", "exact %", "errors (voters)"], press_rows)

    sweep_rows = []
    for d in DWELLS:
        acc = sweeps[d]
        length = len(SEATS) * d * SweepParams().laps
        voter, exact = pct(acc["right"], acc["voters"]), pct(acc["exact"], acc["ballots"])
        sweep_rows.append([f"{d:.1f} s" + (" (default)" if d == SweepParams().dwell else ""),
                           f"{length:.0f} s", f"{acc['ballots']:,}", exact, voter,
                           why_text(acc["why"])])
        figures[f"sweep_{d:.1f}_exact_pct"] = exact
        figures[f"sweep_{d:.1f}_voter_pct"] = voter
        figures[f"sweep_{d:.1f}_errors"] = dict(acc["why"])
        figures[f"sweep_{d:.1f}_vote_seconds"] = length
    table(f"Sweep mode, 10 seats, 2 laps, grace 120 ms; aim: the middle of the target's "
          f"slot, error N(0, {AIM_SD * 1000:g} ms), {LATE_SHARE:.0%} of presses "
          f"{LATE[0] * 1000:g}-{LATE[1] * 1000:g} ms late",
          ["dwell", "vote length", "ballots", "exact %", "voters right %",
           "errors (voters)"], sweep_rows)
    grace_rows = []
    for g in GRACES:
        acc = graces[g]
        exact = pct(acc["exact"], acc["ballots"])
        grace_rows.append([f"{g * 1000:g} ms" + (" (default)" if g == SweepParams().grace
                                                 else ""), f"{acc['ballots']:,}", exact,
                           pct(acc["right"], acc["voters"]), why_text(acc["why"])])
        figures[f"sweep_0.7_grace_{g * 1000:g}ms_exact_pct"] = exact
    table("Sweep mode, dwell 0.7 s, grace swept",
          ["grace", "ballots", "exact %", "voters right %", "errors (voters)"], grace_rows)
    # the default: the shortest dwell within 0.5 point of the best ballot accuracy
    top = max(figures[f"sweep_{d:.1f}_exact_pct"] for d in DWELLS)
    best = next(d for d in DWELLS if figures[f"sweep_{d:.1f}_exact_pct"] >= top - 0.5)
    figures["sweep_recommended_dwell"] = best
    print(f"sweep: recommended dwell {best} s (the shortest within 0.5 point of the best "
          f"ballot accuracy, {top:.2f}%)")

    elapsed = time.perf_counter() - started
    figures["elapsed_s"] = elapsed
    print(f"tap HUMAN exact {figures['tap_human_exact_pct']:.2f}% (target 100%: "
          f"{verdict(human['exact'] == human['ballots'])}), HARSH exact "
          f"{figures['tap_harsh_exact_pct']:.2f}% ({verdict(harsh['exact'] == harsh['ballots'])})"
          f"; {elapsed:.0f} s")
    record("ballot", figures)


if __name__ == "__main__":
    main()
