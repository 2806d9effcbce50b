"""Ballot accuracy: simulated people voting, decoded by the engine's real decoders.

Tap mode: 10 seats, 100,000 ballots per profile of people and switches drawn from
published data (``human_model``; sources in bench/README.md). Each voter means another
seat (1-10) or, one time in eleven, no vote. Every ballot is classed:

- *exact*: every seat decoded to what it meant, none named;
- *flagged*: every seat is what it meant or has no vote **and is named** (a false start,
  a noisy or stuck button, a count cut off), so the table knows to vote again;
- *silently wrong*: some seat decoded to another number, or lost its vote unnamed, or
  voted without meaning to. The goal is zero.

Then ``min_gap`` and ``min_press`` swept on the BOUNCY ballots.

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
import human_model as hm
from common import record, table, verdict

from engine.ballot import BallotResult, ButtonEvent, Edge, decode
from engine.ballot_params import SweepParams, TapParams
from engine.ballot_sweep import SweepBallot
from engine.ballot_tap import TapBallot

from hw_mocks.humans import HUMAN, taps

SEATS = tuple(range(1, 11))
CHUNK = 500  # ballots per job (one seed each)
PROFILES: dict[str, hm.Profile] = {
    "ON_BEAT": hm.Profile(sync=1.0),
    "MIXED": hm.Profile(sync=0.6),
    "EARLY": hm.Profile(sync=0.6, early=0.15),
    "BOUNCY": hm.Profile(sync=0.6, early=0.05, bad_switch=0.1, spikes=0.1),
    "NOISY": hm.Profile(sync=0.6, early=0.05, spikes=0.05, noisy_seat=True),
}
SEEDS = {"ON_BEAT": 1_000, "MIXED": 2_000, "EARLY": 3_000, "BOUNCY": 4_000, "NOISY": 5_000,
         "SWEEP": 6_000}

MIN_GAPS = (0.0, 0.004, 0.010, 0.015, 0.020, 0.030)
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


def tap_ballot(rng: random.Random, profile: hm.Profile) -> tuple[dict[int, int | None],
                                                                 list[ButtonEvent]]:
    """What every seat means, and the raw edges of the whole table in time order."""
    want: dict[int, int | None] = {}
    events: list[ButtonEvent] = []
    noisy = rng.choice(SEATS) if profile.noisy_seat else None
    for seat in SEATS:
        target = want[seat] = _intent(rng, seat)
        bad = rng.random() < profile.bad_switch
        edges = hm.player(rng, target, profile, bad) if target is not None else []
        if rng.random() < profile.spikes:
            edges += hm.spikes(rng, edges, 6.0)
        if seat == noisy:
            edges += hm.chatter(rng)
        edges.sort()
        events += [ButtonEvent(t, seat, Edge.DOWN if down else Edge.UP) for t, down in edges]
    events.sort(key=lambda e: e.t)  # stable: one seat's edges keep their order
    return want, events


def judge(want: dict[int, int | None], res: BallotResult) -> tuple[str, Counter[str]]:
    """``exact``, ``flagged`` or ``silent``, and why each seat that differs does."""
    named = res.not_counted()
    why: Counter[str] = Counter()
    silent = flagged = False
    for seat in SEATS:
        got, meant = res.votes[seat], want[seat]
        if got == meant and seat not in named:
            continue
        if got is None and seat in named:
            flagged = True
            why["named: " + named[seat].split(" (")[0]] += 1
            continue
        silent = True
        why["SILENT: " + ("lost" if got is None else "phantom" if meant is None
                          else "too few" if got < meant else "too many")] += 1
    return ("silent" if silent else "flagged" if flagged else "exact"), why


def _blank() -> dict[str, Any]:
    return {"ballots": 0, "exact": 0, "flagged": 0, "silent": 0, "why": Counter()}


def tap_job(job: tuple[str, int, int, list[TapParams], int]) -> list[dict[str, Any]]:
    """Decode ``count`` ballots (seed ``seed``) with each params; the first one on all of
    them, the others (a sweep) on the first ``sweep_count`` ballots only."""
    profile, seed, count, params_list, sweep_count = job
    rng = random.Random(seed)
    out = [_blank() for _ in params_list]
    for i in range(count):
        want, events = tap_ballot(rng, PROFILES[profile])
        for k, params in enumerate(params_list):
            if k and i >= sweep_count:
                break
            res = decode(TapBallot(SEATS, 0.0, params), events)
            kind, why = judge(want, res)
            acc = out[k]
            acc["ballots"] += 1
            acc[kind] += 1
            acc["why"].update(why)
    return out


def _merge(parts: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    total = [dict(_blank(), voters=0, right=0) for _ in parts[0]]
    for part in parts:
        for acc, p in zip(total, part):
            for key, value in p.items():
                if key == "why":
                    acc["why"].update(value)
                else:
                    acc[key] = acc.get(key, 0) + value
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
    ap.add_argument("--ballots", type=int, default=100_000, help="ballots per profile")
    ap.add_argument("--quick", action="store_true", help="a tenth of the ballots")
    args = ap.parse_args()
    ballots = args.ballots // 10 if args.quick else args.ballots
    sweep_ballots = max(CHUNK, ballots // 20)  # the parameter sweeps
    per_chunk_sweep = max(1, CHUNK * sweep_ballots // max(ballots, 1))
    started = time.perf_counter()
    defaults = TapParams()
    figures: dict[str, Any] = {"ballots": ballots, "seats": len(SEATS)}

    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        results = {}
        for name in PROFILES:
            params = [defaults]
            if name == "BOUNCY":
                params += ([replace(defaults, min_gap=g) for g in MIN_GAPS]
                           + [replace(defaults, min_press=p) for p in MIN_PRESSES])
            results[name] = run_tap(pool, name, ballots, params, per_chunk_sweep)
        sweeps = {d: run_sweep(pool, d, SweepParams().grace, ballots // 5) for d in DWELLS}
        graces = {g: run_sweep(pool, 0.7, g, sweep_ballots) for g in GRACES}

    rows = []
    silent_total = 0
    for name, accs in results.items():
        acc = accs[0]
        rows.append([name, f"{acc['ballots']:,}", pct(acc["exact"], acc["ballots"]),
                     pct(acc["flagged"], acc["ballots"]), f"{acc['silent']:,}",
                     why_text(acc["why"])])
        key = name.lower()
        silent_total += acc["silent"]
        figures[f"tap_{key}_ballots"] = acc["ballots"]
        figures[f"tap_{key}_exact_pct"] = pct(acc["exact"], acc["ballots"])
        figures[f"tap_{key}_flagged_pct"] = pct(acc["flagged"], acc["ballots"])
        figures[f"tap_{key}_silent"] = acc["silent"]
        figures[f"tap_{key}_why"] = dict(acc["why"])
    table(f"Tap mode, 10 seats, defaults (lead {defaults.lead * 1000:g} ms, min_gap "
          f"{defaults.min_gap * 1000:g} ms, min_press {defaults.min_press * 1000:g} ms of "
          f"contact, tap_gap {defaults.tap_gap:g} s, window {defaults.vote_window:g} s)",
          ["profile", "ballots", "exact %", "flagged %", "silently wrong", "why (seats)"],
          rows)

    bouncy = results["BOUNCY"]
    n_gap = len(MIN_GAPS)
    for label, values, accs, field in (
            ("min_gap", MIN_GAPS, bouncy[1:1 + n_gap], "min_gap"),
            ("min_press", MIN_PRESSES, bouncy[1 + n_gap:], "min_press")):
        sweep_rows = []
        for v, acc in zip(values, accs):
            default = getattr(defaults, field)
            sweep_rows.append([f"{v * 1000:g} ms" + (" (default)" if v == default else ""),
                               f"{acc['ballots']:,}", pct(acc["exact"], acc["ballots"]),
                               f"{acc['silent']:,}", why_text(acc["why"])])
            figures[f"bouncy_{field}_{v * 1000:g}ms_silent"] = acc["silent"]
            figures[f"bouncy_{field}_{v * 1000:g}ms_exact_pct"] = pct(acc["exact"],
                                                                     acc["ballots"])
        table(f"BOUNCY ballots, {label} swept", [label, "ballots", "exact %",
                                                  "silently wrong", "why (seats)"], sweep_rows)

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
    figures["tap_silent_total"] = silent_total
    print(f"tap: {silent_total} silently wrong ballots in {ballots * len(PROFILES):,} "
          f"(target 0: {verdict(silent_total == 0)}); {elapsed:.0f} s")
    record("ballot", figures)


if __name__ == "__main__":
    main()
