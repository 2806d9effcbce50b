"""Human-like button timing, for the demo, the tests and the benchmarks.

A person tapping a count: press-to-press intervals of 90-400 ms, presses of 40-150 ms,
at least 30 ms between a release and the next press, and contact chatter of 1-4 ms
pulses on both edges (the numbers of the ballot issue).
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Timing:
    interval: tuple[float, float] = (0.090, 0.400)
    press: tuple[float, float] = (0.040, 0.150)
    min_release: float = 0.030
    chatter: tuple[float, float] = (0.001, 0.004)
    chatter_pulses: tuple[int, int] = (0, 3)


HUMAN = Timing()
#: the harsher profile of the benchmark: faster tapping, longer chatter
HARSH = Timing(interval=(0.070, 0.300), press=(0.035, 0.120), min_release=0.025,
               chatter=(0.001, 0.008))


def _chatter(rng: random.Random, t: float, settle_to: bool, timing: Timing
             ) -> list[tuple[float, bool]]:
    """Edges at ``t`` that bounce before settling to ``settle_to``; pulses end by ``t``+8 ms."""
    edges: list[tuple[float, bool]] = []
    at = t
    for _ in range(rng.randint(*timing.chatter_pulses)):
        width = rng.uniform(*timing.chatter)
        edges += [(at, settle_to), (at + width / 2, not settle_to)]
        at += width
    edges.append((at, settle_to))
    return edges


def taps(rng: random.Random, n: int, start: float, timing: Timing = HUMAN
         ) -> list[tuple[float, bool]]:
    """The raw ``(t, pressed)`` edges of ``n`` taps beginning at ``start``."""
    edges: list[tuple[float, bool]] = []
    t = start
    for i in range(n):
        down = t
        hold = rng.uniform(*timing.press)
        edges += _chatter(rng, down, True, timing)
        up = max(down + hold, edges[-1][0] + 0.005)
        edges += _chatter(rng, up, False, timing)
        if i + 1 < n:
            gap = rng.uniform(*timing.interval)
            t = max(down + gap, edges[-1][0] + timing.min_release)
    return edges
