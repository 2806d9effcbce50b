"""The quiet sound bed under a night: soft noise and occasional soft taps, to cover the
sound of cards being moved. Generated in code from a seeded RNG, so a night is reproducible.

The bed is an endless track: one short noise loop (built once per process) tiled with array
repetition, and the taps at seeded moments. :class:`BedTrack` reads it a chunk at a time
from any frame, so a night is composed in bounded memory and a bed held on between the
parts of a night (while the Moderator enters something) goes on from where the last part
left it. Only the taps and the fades are added sample by sample, and they are short.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from . import pcm
from .level import TARGET_DBFS

TAP_SECONDS = 0.07
FADE_SECONDS = 0.5
#: a fade's steps: the gain rises (or falls) by 1/16 a step
FADE_STEPS = 16


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
def _loop_at(bed: Bed, rate: int, gain: float) -> array[int]:
    """The noise loop at ``gain`` (scaled once per volume, not per chunk)."""
    return pcm.scale(noise_loop(bed, rate), gain)


@lru_cache(maxsize=64)
def _knock_at(seed: int, level: int, tap_db: float, rate: int, gain: float) -> array[int]:
    return pcm.scale(_knock(seed, level, tap_db, rate), gain)


@lru_cache(maxsize=4)
def bed_peak(bed: Bed, rate: int) -> int:
    """An upper bound on the bed's absolute sample value, for headroom."""
    return pcm.peak(noise_loop(bed, rate)) + math.ceil(_db(bed.tap_db)) + 1


def _taps(bed: Bed, rate: int, gain: float) -> Iterator[tuple[int, array[int]]]:
    """Every tap of the endless track, in order: its first frame and its samples."""
    if bed.taps_per_minute <= 0:
        return
    rng = random.Random(bed.seed + 1)
    mean_gap = 60.0 / bed.taps_per_minute
    t = rng.uniform(0.3, 1.0) * mean_gap
    while True:
        yield int(t * rate), _knock_at(rng.randrange(4), rng.randrange(4), bed.tap_db, rate,
                                       gain)
        t += mean_gap * rng.uniform(0.4, 1.6)


class BedTrack:
    """The bed's endless track at ``gain`` (the speech's), read forward from frame
    ``start``, a chunk per :meth:`read`. With an ``end``, a tap that would run past it is
    left out, so the night's last frames hold no cut tap (the fade-out is the caller's)."""

    def __init__(self, bed: Bed, rate: int, start: int = 0, end: int | None = None,
                 gain: float = 1.0) -> None:
        self.bed, self.rate, self.end = bed, rate, end
        self.at = start
        self._loop = _loop_at(bed, rate, gain)
        self._taps = _taps(bed, rate, gain)
        self._next: tuple[int, array[int]] | None = next(self._taps, None)
        self._sounding: list[tuple[int, array[int]]] = []  # taps begun, not yet over
        while self._next is not None and self._next[0] + len(self._next[1]) <= start:
            self._next = next(self._taps, None)

    def read(self, frames: int) -> array[int]:
        """The next ``frames`` frames of the bed."""
        a, b = self.at, self.at + frames
        loop = self._loop
        offset = a % len(loop)
        chunk = (loop[offset:] + loop * ((frames - len(loop) + offset) // len(loop) + 1)
                 )[:frames]
        while self._next is not None and self._next[0] < b:
            self._sounding.append(self._next)
            self._next = next(self._taps, None)
        for start, knock in self._sounding:
            if self.end is not None and start + len(knock) > self.end:
                continue
            lo, hi = max(a, start), min(b, start + len(knock))
            if lo < hi:
                chunk[lo - a : hi - a] = pcm.add(knock[lo - start : hi - start],
                                                 chunk[lo - a : hi - a])
        self._sounding = [(s, k) for s, k in self._sounding if s + len(k) > b]
        self.at = b
        return chunk


def fade_frames(rate: int, total: int) -> int:
    """How many frames a fade takes at each end of a night of ``total`` frames."""
    return min(int(FADE_SECONDS * rate), total // 2)


def fade(chunk: array[int], at: int, total: int, n: int, *, fade_in: bool = True,
         fade_out: bool = True) -> array[int]:
    """``chunk`` (frames ``at`` onwards of a bed ``total`` frames long) faded in over its
    first ``n`` frames and out over its last ``n``, in :data:`FADE_STEPS` steps."""
    end = at + len(chunk)
    if n <= 0 or not ((fade_in and at < n) or (fade_out and end > total - n)):
        return chunk
    step = max(1, n // FADE_STEPS)
    for k, lo in enumerate(range(0, n, step)):
        hi = min(lo + step, n)
        gain = k / FADE_STEPS
        spans = ([(lo, hi)] if fade_in else []) + ([(total - hi, total - lo)] if fade_out
                                                   else [])
        for a, b in spans:
            a, b = max(a, at), min(b, end)
            if a < b:
                chunk[a - at : b - at] = pcm.scale(chunk[a - at : b - at], gain)
    return chunk


def render_bed(bed: Bed, frames: int, rate: int) -> array[int]:
    """The bed for a whole night of ``frames`` samples, faded in and out."""
    track = BedTrack(bed, rate, 0, frames).read(frames)
    return fade(track, 0, frames, fade_frames(rate, frames))
