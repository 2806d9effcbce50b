"""Sample work done in C rather than a Python loop per sample: resampling a voice's line
to the box's rate (Pico speaks 16 kHz) by phases, the same interpolation as sample by
sample within the rounding its docstring states; and finding the loud samples the
limiter shapes."""

from __future__ import annotations

import itertools
import math
from array import array

import pytest

from device.audio import pcm


def speech_like(n: int, rate: int) -> array[int]:
    """Tones from 150 Hz to 3.5 kHz with a swell, peaking near -2 dBFS."""
    return array("h", (round(8000 * math.sin(2 * math.pi * 150 * i / rate)
                             + 6000 * math.sin(2 * math.pi * 1200 * i / rate + 1)
                             + 4000 * math.sin(2 * math.pi * 3500 * i / rate) * (i % 4000) / 4000)
                       for i in range(n)))


@pytest.mark.parametrize("src, dst", [(16000, 22050), (22050, 16000), (24000, 22050),
                                      (44100, 22050), (8000, 22050)])
@pytest.mark.parametrize("n", [1, 2, 5, 1763, 16001, 48000])
def test_by_phases_is_sample_by_sample_within_its_rounding(src: int, dst: int, n: int) -> None:
    samples = speech_like(n, src)
    fast = pcm.resample(samples, src, dst)
    exact = pcm._resample_slowly(samples, src, dst, max(1, round(n * dst / src)))
    assert len(fast) == len(exact)
    step = max((abs(b - a) for a, b in itertools.pairwise(samples)), default=0)
    assert max(abs(a - b) for a, b in zip(fast, exact)) <= 1 + step / 512


def test_the_same_rate_is_a_copy() -> None:
    samples = speech_like(100, 16000)
    out = pcm.resample(samples, 16000, 16000)
    assert out == samples and out is not samples


@pytest.mark.parametrize("threshold", [0, 255, 256, 16421, 30000, 32766, 32767])
def test_the_loud_samples_are_found_by_their_high_bytes(threshold: int) -> None:
    import random

    rnd = random.Random(threshold)
    samples = array("h", (rnd.choice([rnd.randint(-32768, 32767), rnd.randint(-300, 300),
                                      -32768, 32767, 16422, -16422, 256, -257])
                          for _ in range(20000)))
    assert pcm.positions_over(samples, threshold) == [
        i for i, v in enumerate(samples) if abs(v) > threshold]
