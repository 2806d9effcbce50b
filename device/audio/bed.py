"""The quiet sound bed under a night: soft noise and occasional soft taps, to cover the
sound of cards being moved. Generated in code from a seeded RNG, so a night is reproducible.

The noise is one short loop (built once per process) tiled to the night's length with array
repetition; only the taps and the fades are added sample by sample, and they are short.
"""

from __future__ import annotations

import math
import random
from array import array
from dataclasses import dataclass
from functools import lru_cache

from . import pcm
from .level import TARGET_DBFS

TAP_SECONDS = 0.07
FADE_SECONDS = 0.5


#: how far the bed's noise sits under the voice: the RMS every line is levelled to
#: (``level.TARGET_DBFS``) minus this; a tap's peak is ``TAP_BELOW_VOICE_DB`` under it
BELOW_VOICE_DB = 22.0
TAP_BELOW_VOICE_DB = 10.0


@dataclass(frozen=True)
class Bed:
    """Levels in dBFS: ``level_db`` is the noise's RMS, ``tap_db`` a tap's peak. By
    default at a fixed distance under the levelled voice."""

    level_db: float = TARGET_DBFS - BELOW_VOICE_DB
    tap_db: float = TARGET_DBFS - TAP_BELOW_VOICE_DB
    taps_per_minute: float = 6.0
    seed: int = 0
    loop_seconds: float = 6.0


def _db(level_db: float) -> float:
    return pcm.FULL_SCALE * 10 ** (level_db / 20)


@lru_cache(maxsize=4)
def noise_loop(bed: Bed, rate: int) -> array[int]:
    """Low-passed (soft, "rustling") noise at the bed's RMS; the seam is cross-faded."""
    rng = random.Random(bed.seed)
    fade = int(0.25 * rate)
    n = max(int(bed.loop_seconds * rate), 2 * fade + 1)
    raw: list[float] = []
    y = 0.0
    for _ in range(n + fade):
        y = 0.92 * y + 0.08 * rng.gauss(0.0, 1.0)
        raw.append(y)
    for i in range(fade):  # the loop's end blends into its start
        w = i / fade
        raw[i] = raw[i] * w + raw[n + i] * (1 - w)
    del raw[n:]
    level = math.sqrt(sum(v * v for v in raw) / n) or 1.0
    k = _db(bed.level_db) / level
    return array("h", (round(v * k) for v in raw))


@lru_cache(maxsize=16)
def _tap(seed: int, rate: int) -> array[int]:
    """A soft knock at full scale: a low decaying tone with a little noise."""
    rng = random.Random(seed)
    freq = rng.uniform(140.0, 260.0)
    n = int(TAP_SECONDS * rate)
    out = array("h", bytes(2 * n))
    for i in range(n):
        t = i / rate
        env = math.exp(-t * 60.0) * min(1.0, t * 2000.0)
        v = math.sin(2 * math.pi * freq * t) * 0.8 + rng.uniform(-0.2, 0.2)
        out[i] = round(pcm.FULL_SCALE * env * v)
    return out


@lru_cache(maxsize=16)
def _knock(seed: int, level: int, tap_db: float, rate: int) -> array[int]:
    """Tap ``seed`` at one of four levels (from -6 dB to the bed's ``tap_db``)."""
    gain = 10 ** ((tap_db - 2 * (3 - level)) / 20)
    return array("h", (round(v * gain) for v in _tap(seed, rate)))


@lru_cache(maxsize=4)
def bed_peak(bed: Bed, rate: int) -> int:
    """An upper bound on the bed's absolute sample value, for headroom."""
    return pcm.peak(noise_loop(bed, rate)) + math.ceil(_db(bed.tap_db)) + 1


def render_bed(bed: Bed, frames: int, rate: int) -> array[int]:
    """The bed for a night of ``frames`` samples."""
    loop = noise_loop(bed, rate)
    track = (loop * (frames // len(loop) + 1))[:frames]
    _add_taps(track, bed, rate)
    _fade(track, int(FADE_SECONDS * rate))
    return track


def _add_taps(track: array[int], bed: Bed, rate: int) -> None:
    if bed.taps_per_minute <= 0:
        return
    rng = random.Random(bed.seed + 1)
    mean_gap = 60.0 / bed.taps_per_minute
    t = rng.uniform(0.3, 1.0) * mean_gap
    while True:
        start = int(t * rate)
        knock = _knock(rng.randrange(4), rng.randrange(4), bed.tap_db, rate)
        end = start + len(knock)
        if end > len(track):
            return
        track[start:end] = pcm.add(knock, track[start:end])
        t += mean_gap * rng.uniform(0.4, 1.6)


def _fade(track: array[int], n: int) -> None:
    """Fade the bed in at the start and out at the end, in 1/16 steps."""
    n = min(n, len(track) // 2)
    step = max(1, n // 16)
    for k, a in enumerate(range(0, n, step)):
        b = min(a + step, n)
        gain = k / 16
        track[a:b] = pcm.scale(track[a:b], gain)
        tail = len(track) - b, len(track) - a
        track[tail[0] : tail[1]] = pcm.scale(track[tail[0] : tail[1]], gain)
