"""A model of people voting by tapping, and of the switches they tap, for bench_ballot.

Every number here comes from published data; bench/README.md ("The human model") gives
the sources. Times are seconds from the onset of "VOTE!".

- Tempo. Each player taps the count at their own pace: a mean inter-tap interval drawn
  log-uniformly from 0.16 s (near the maximal finger-tapping rate of about 5-7 taps/s in
  adult norms) to 0.60 s (the spontaneous motor tempo of adults, about 0.6 s), with a
  within-player variability of 5% (the coefficient of variation of self-paced tapping is
  typically 3-7%).
- The first tap. A player who taps along the count anticipates the beat: the tap leads
  "VOTE!" by a mean of about 40 ms (negative mean asynchrony, tens of ms) with a standard
  deviation of about 35 ms. A player who waits for the word reacts: the simple auditory
  reaction time is about 0.15-0.2 s, and the median here is 0.25 s with a long tail, since
  the player is also choosing a count. Some players jump the gun by 0.3-1.2 s.
- Press duration. About 0.1 s (key-hold times in typing studies are around 0.1 s),
  SD 20 ms, at least 40 ms, and always leaving a release of at least 40 ms.
- Switch bounce. Most switches settle within 1-6 ms of an edge (mean about 1.6 ms) with
  a few to a dozen transitions; a minority bounce for 10-20 ms or more. Short "runt"
  pulses appear inside the bounce. Modelled per edge: a settle time drawn from an
  exponential distribution (mean 1.5 ms, capped at 6 ms) on good switches, and on a bad
  switch (one seat in ten in the BOUNCY profile) a mean of 5 ms capped at 20 ms, with a
  transition every 0.3-1.5 ms inside it.
- Released-contact spikes: a 1-5 ms closure while the button is up (a knock on the table,
  a worn contact), alone or as a pair 10-15 ms apart.
- Chatter: a broken or wet contact closing and opening at 200 Hz for 1-5 s.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

Edges = list[tuple[float, bool]]

ITI_RANGE = (0.16, 0.60)
ITI_CV = 0.05
SYNC_MEAN, SYNC_SD = -0.040, 0.035
REACT_MEDIAN, REACT_SIGMA = 0.25, 0.35
EARLY_RANGE = (0.3, 1.2)
PRESS_MEAN, PRESS_SD, PRESS_MIN, RELEASE_MIN = 0.100, 0.020, 0.040, 0.040
GOOD_BOUNCE, BAD_BOUNCE = (0.0015, 0.006), (0.005, 0.020)
BOUNCE_STEP = (0.0003, 0.0015)


@dataclass(frozen=True)
class Profile:
    """Who is at the table: the share of each kind of player, and the switches."""

    sync: float = 0.7          #: tap along the count
    early: float = 0.0         #: jump the gun
    retap: float = 0.8         #: of those, tap again after the warning
    bad_switch: float = 0.0    #: seats whose switch bounces long
    spikes: float = 0.0        #: seats with released-contact spikes
    noisy_seat: bool = False   #: one seat's contact chatters


def _bounce(rng: random.Random, t: float, to: bool, bad: bool) -> Edges:
    """Edges from ``t`` that bounce before settling to ``to``."""
    mean, cap = BAD_BOUNCE if bad else GOOD_BOUNCE
    settle = min(rng.expovariate(1 / mean), cap)
    edges: Edges = [(t, to)]
    at, state = t, to
    while True:
        at += rng.uniform(*BOUNCE_STEP)
        if at >= t + settle:
            break
        state = not state
        edges.append((at, state))
    if state != to:
        edges.append((at, to))
    return edges


def burst(rng: random.Random, n: int, start: float, iti: float, bad: bool) -> Edges:
    """``n`` taps from ``start`` at a mean interval ``iti``; each press bounces."""
    edges: Edges = []
    t = start
    for i in range(n):
        interval = max(iti * (1 + rng.gauss(0, ITI_CV)), PRESS_MIN + RELEASE_MIN)
        hold = min(max(rng.gauss(PRESS_MEAN, PRESS_SD), PRESS_MIN), interval - RELEASE_MIN)
        edges += _bounce(rng, t, True, bad)
        edges += _bounce(rng, max(t + hold, edges[-1][0] + 0.001), False, bad)
        if i + 1 < n:
            t = max(t + interval, edges[-1][0] + RELEASE_MIN)
    return edges


def first_tap(rng: random.Random, profile: Profile) -> tuple[float, bool]:
    """When a player's first tap lands, and whether it is a false start."""
    roll = rng.random()
    if roll < profile.early:
        return -rng.uniform(*EARLY_RANGE), True
    if roll < profile.early + profile.sync:
        return rng.gauss(SYNC_MEAN, SYNC_SD), False
    return REACT_MEDIAN * math.exp(rng.gauss(0, REACT_SIGMA)), False


def player(rng: random.Random, count: int, profile: Profile, bad: bool) -> Edges:
    """One player's edges for a vote of ``count`` taps."""
    iti = math.exp(rng.uniform(math.log(ITI_RANGE[0]), math.log(ITI_RANGE[1])))
    start, early = first_tap(rng, profile)
    edges = burst(rng, count, start, iti, bad)
    if early and rng.random() < profile.retap:  # "Seat 4, too early. Tap again."
        rest = rng.uniform(1.3, 2.0)             # still for tap_gap, then the vote
        edges += burst(rng, count, max(edges[-1][0], 0.0) + rest, iti, bad)
    return edges


def spikes(rng: random.Random, busy: Edges, until: float) -> Edges:
    """One or two released-contact spikes at a moment the button is up."""
    for _ in range(20):
        t = rng.uniform(-0.5, until)
        if all(abs(t - e[0]) > 0.05 for e in busy):
            width = rng.uniform(0.001, 0.005)
            out: Edges = [(t, True), (t + width, False)]
            if rng.random() < 0.5:  # the pair of the issue: 10-15 ms apart
                t2 = t + width + rng.uniform(0.010, 0.015)
                out += [(t2, True), (t2 + rng.uniform(0.001, 0.005), False)]
            return out
    return []


def chatter(rng: random.Random) -> Edges:
    """A contact closing and opening at 200 Hz for 1-5 s, from just after the onset."""
    start, length = rng.uniform(0.0, 1.0), rng.uniform(1.0, 5.0)
    return [(start + i * 0.005 + half, half == 0.0)
            for i in range(int(length / 0.005)) for half in (0.0, 0.0025)]
