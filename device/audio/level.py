"""One level for every line: trimmed of the engine's own silence, loudness-normalised.

Done once, when a line is rendered into the cache, in the project's pure-Python PCM code,
so every voice (espeak-ng, Piper) comes out at the same loudness: the RMS of each line is
brought to ``TARGET_DBFS``, and the few peaks that this would push over ``PEAK_DBFS`` are
rounded off by a soft limiter above ``KNEE_DBFS`` (a plosive loses a little edge; the line
keeps its loudness). The pauses of a night are the script's, never the engine's.
"""

from __future__ import annotations

import math
from array import array

from . import pcm
from .protocols import SAMPLE_RATE

TARGET_DBFS = -20.0   #: the loudness every line is brought to (RMS)
PEAK_DBFS = -1.0      #: no sample above this
KEEP_SECONDS = 0.04   #: silence kept at each end, so a word's attack and release are whole
THRESHOLD = 400       #: samples at or below this (about -38 dBFS) are silence at the ends
KNEE_DBFS = -6.0      #: the soft limiter starts here
MAX_GAIN = 20.0       #: a near-silent render is not blown up into noise
FULL = 32767


def dbfs(value: float) -> float:
    return 20 * math.log10(value / FULL) if value > 0 else -math.inf


def trim_ends(samples: array[int], rate: int = SAMPLE_RATE) -> array[int]:
    """Drop the silence before the first and after the last sound, keeping a margin."""
    loud = [i for i in (next((i for i, v in enumerate(samples) if abs(v) > THRESHOLD), -1),)
            if i >= 0]
    if not loud:
        return samples
    first = loud[0]
    last = next(i for i in range(len(samples) - 1, -1, -1) if abs(samples[i]) > THRESHOLD)
    keep = int(KEEP_SECONDS * rate)
    return samples[max(0, first - keep): min(len(samples), last + 1 + keep)]


def gain_for(samples: array[int]) -> float:
    """The gain that brings the line to the target loudness."""
    loudness = pcm.rms(samples)
    if loudness <= 0:
        return 1.0
    return min(MAX_GAIN, FULL * 10 ** (TARGET_DBFS / 20) / loudness)


def level(samples: array[int], rate: int = SAMPLE_RATE) -> array[int]:
    """The line trimmed and brought to the one level: the gain in C (``pcm.scale``, in
    steps of 1/256, saturating), then the limiter on the few samples above its knee."""
    trimmed = trim_ends(samples, rate)
    gain = gain_for(trimmed)
    loud = pcm.scale(trimmed, gain)
    ceiling = FULL * 10 ** (PEAK_DBFS / 20)
    if pcm.peak(loud) <= ceiling:
        return loud
    # the gain runs before the limiter on the raw values: a float path keeps what the
    # 16-bit clamp of ``scale`` would cut, so the limiter shapes the true peaks
    knee = FULL * 10 ** (KNEE_DBFS / 20)
    room = ceiling - knee
    shaped = array("h", loud)
    for i in pcm.positions_over(loud, int(knee) - 1):
        x = trimmed[i] * gain
        a = abs(x)
        if a > knee:
            a = knee + room * math.tanh((a - knee) / room)
        shaped[i] = int(a) if x >= 0 else -int(a)
    return shaped
