"""16-bit mono PCM with the standard library only: ``wave`` and ``array`` (no ``audioop``,
which Python 3.13 removed, and no numpy).

Speed matters on a Pi Zero, so whole-buffer work is done with C-level operations (array
and ``bytes`` slicing, ``translate``, big-int arithmetic over packed samples, ``max``/``min``)
rather than Python loops per sample. The only per-sample Python loop is resampling a short
line (a long one is resampled in C, by phases), which runs once per cached line and only
for a voice that does not speak at :data:`SAMPLE_RATE` (Pico's 16 kHz).
"""

from __future__ import annotations

import logging
import math
import operator
import os
import re
import sys
import wave
import zlib
from array import array
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from . import scratch, sealed
from .errors import BadWav
from .protocols import SAMPLE_RATE

log = logging.getLogger(__name__)

FULL_SCALE = 32767
_FLIP_SIGN = bytes((b ^ 0x80) for b in range(256))  # unsigned 8-bit <-> signed high byte


def samples_from_bytes(data: bytes | bytearray) -> array[int]:
    """Little-endian 16-bit frames (as stored in a WAV) to an ``array('h')``."""
    out = array("h")
    out.frombytes(data[: len(data) - len(data) % 2])
    if sys.byteorder == "big":
        out.byteswap()
    return out


def samples_to_bytes(samples: array[int]) -> bytes:
    if sys.byteorder == "big":
        swapped = array("h", samples)
        swapped.byteswap()
        return swapped.tobytes()
    return samples.tobytes()


def wav_info(path: Path) -> tuple[int, int]:
    """``(frames, frame_rate)`` from the header alone."""
    try:
        with wave.open(str(path), "rb") as w:
            return w.getnframes(), w.getframerate()
    except (OSError, EOFError, wave.Error) as e:
        raise BadWav(f"cannot read WAV {path}: {e}") from e


def wav_seconds(path: Path) -> float:
    frames, rate = wav_info(path)
    return frames / rate


def read_frames(path: Path, rate: int = SAMPLE_RATE) -> bytes:
    """The WAV's frames as little-endian 16-bit mono at ``rate`` (no copy when it already is)."""
    try:
        with wave.open(str(path), "rb") as w:
            if (w.getsampwidth(), w.getnchannels(), w.getframerate()) == (2, 1, rate):
                return w.readframes(w.getnframes())
    except (OSError, EOFError, wave.Error) as e:
        raise BadWav(f"cannot read WAV {path}: {e}") from e
    return samples_to_bytes(read_wav(path, rate))


def read_wav(path: Path, rate: int = SAMPLE_RATE) -> array[int]:
    """Read any PCM WAV as 16-bit mono samples at ``rate``, converting when needed."""
    try:
        with wave.open(str(path), "rb") as w:
            width, channels, src_rate = w.getsampwidth(), w.getnchannels(), w.getframerate()
            data = w.readframes(w.getnframes())
    except (OSError, EOFError, wave.Error) as e:
        raise BadWav(f"cannot read WAV {path}: {e}") from e
    samples = samples_from_bytes(_to_16bit(data, width))
    if channels > 1:
        samples = _downmix(samples, channels)
    if src_rate != rate:
        log.debug("resampling %s from %s Hz to %s Hz", path, src_rate, rate)
        samples = resample(samples, src_rate, rate)
    return samples


def _to_16bit(data: bytes, width: int) -> bytes:
    """Keep the top two bytes of each sample (8-bit is unsigned, so flip its sign bit)."""
    if width == 2:
        return data
    if width == 1:
        out = bytearray(2 * len(data))
        out[1::2] = data.translate(_FLIP_SIGN)
        return bytes(out)
    if width in (3, 4):
        n = len(data) // width
        out = bytearray(2 * n)
        out[0::2] = data[width - 2 :: width]
        out[1::2] = data[width - 1 :: width]
        return bytes(out)
    raise BadWav(f"unsupported sample width {width} bytes")


def _downmix(samples: array[int], channels: int) -> array[int]:
    chans = [samples[c::channels] for c in range(channels)]
    total = chans[0]
    for other in chans[1:]:
        total = array("i", map(operator.add, total, other))
    return array("h", (v // channels for v in total))


#: above this many output phases (``dst / gcd(src, dst)``) resampling runs sample by sample
MAX_PHASES = 2000


def resample(samples: array[int], src: int, dst: int) -> array[int]:
    """Linear interpolation; fine for speech, run once per cached line.

    By phases, in C: between two rates in the ratio ``step:period`` (16000:22050 is
    320:441), output ``i = m * period + k`` falls at input ``m * step + k * step / period``,
    so every ``period``-th output is one weighted sum of two strided slices of the input,
    which ``mix_bytes`` adds. Its weights are in steps of 1/256, so a sample is within
    ``1 + |b - a| / 512`` of the exact interpolation between its neighbours ``a`` and ``b``:
    13 at most (-68 dBFS) on Pico's speech, which is why only speech is resampled so."""
    if src == dst or not samples:
        return array("h", samples)
    n_out = max(1, round(len(samples) * dst / src))
    common = math.gcd(src, dst)
    step, period = src // common, dst // common
    if period > MAX_PHASES or n_out < 4 * period:
        return _resample_slowly(samples, src, dst, n_out)
    padded = samples + array("h", samples[-1:]) * 2  # past the end: the last sample
    out = array("h", bytes(2 * n_out))
    for k in range(period):
        count = len(range(k, n_out, period))
        j, rest = divmod(k * step, period)
        a = samples_to_bytes(padded[j: j + step * count: step])
        b = samples_to_bytes(padded[j + 1: j + 1 + step * count: step])
        out[k::period] = samples_from_bytes(mix_bytes(b, rest / period,
                                                      mix_bytes(a, 1 - rest / period)))
    return out


def _resample_slowly(samples: array[int], src: int, dst: int, n_out: int) -> array[int]:
    """:func:`resample` one sample at a time (a short line, or rates with many phases)."""
    step = src / dst
    last = len(samples) - 1
    out = array("h", bytes(2 * n_out))
    for i in range(n_out):
        x = i * step
        j = int(x)
        if j >= last:
            out[i] = samples[last]
        else:
            frac = x - j
            out[i] = round(samples[j] + (samples[j + 1] - samples[j]) * frac)
    return out


def silence(frames: int) -> array[int]:
    return array("h", bytes(2 * max(0, frames)))


def peak(samples: array[int]) -> int:
    if not samples:
        return 0
    highest = max(samples)
    return max(highest, -min(samples))


def rms(samples: array[int]) -> float:
    if not samples:
        return 0.0
    return float((sum(map(operator.mul, samples, samples)) / len(samples)) ** 0.5)


# Whole-buffer arithmetic without numpy ("SIMD within a register"): each sample, biased by
# +32768 so it is never negative, sits in its own 4-byte lane of one big Python int; one big-int
# multiply, shift and add then work on every sample at once, in C. Big-int arithmetic is exact,
# so the bytes of the result are right wherever every final lane is in range; a lane out of
# range leaves a non-zero top byte (a borrow fills it with 0xFF), so clipping is always
# detected, and the slower saturating loop takes over.
_LANE = 4
_MAGNITUDE = bytes(b if b < 128 else 255 - b for b in range(256))  # high byte -> |v| // 256


def _lanes(raw: bytes | bytearray) -> int:
    """Little-endian 16-bit samples -> one int with each ``sample + 32768`` in 4 bytes."""
    n = len(raw) // 2
    buf = bytearray(_LANE * n)
    buf[0::_LANE] = raw[0 : 2 * n : 2]
    buf[1::_LANE] = raw[1 : 2 * n : 2].translate(_FLIP_SIGN)
    return int.from_bytes(buf, "little")


@lru_cache(maxsize=4)  # a night's chunks share one length and gain: built once each
def _every_lane(value: int, n: int) -> int:
    """``value`` (may be negative) added to every one of ``n`` lanes."""
    pattern = int.from_bytes(abs(value).to_bytes(_LANE, "little") * n, "little")
    return pattern if value >= 0 else -pattern


def mix_bytes(speech: bytes, gain: float = 1.0,
              under: bytes | bytearray | None = None) -> bytes:
    """``speech * gain + under`` on little-endian 16-bit samples (as in a WAV), saturating.

    ``gain`` is applied in steps of 1/256, rounded; ``under`` must be at least as long.
    """
    n = len(speech) // 2
    g = round(max(0.0, gain) * 256)
    if not n:
        return b""
    if g >= 1 << 15:
        raise ValueError(f"gain {gain} is too large")
    if under is not None and len(under) < 2 * n:
        raise ValueError("the bed under a line must be at least as long as the line")
    # every lane ends as  s * g + b * 256 + 32768 * 256 + 128  (the +128 rounds)
    total = _lanes(speech) * g
    if under is None:
        total -= _every_lane(32768 * g - 32768 * 256 - 128, n)
    else:
        total += _lanes(under[: 2 * n]) << 8
        total -= _every_lane(32768 * g - 128, n)
    out = _from_lanes(total, n)
    return out if out is not None else _mix_slowly(speech, g, under)


def _from_lanes(total: int, n: int) -> bytes | None:
    """Bytes 1-2 of each lane (the value / 256), or None if any lane left its range."""
    if total < 0:
        return None
    try:
        buf = total.to_bytes(_LANE * n, "little")
    except OverflowError:
        return None
    if buf[3::_LANE].count(0) != n:
        return None
    out = bytearray(2 * n)
    out[0::2] = buf[1::_LANE]
    out[1::2] = buf[2::_LANE].translate(_FLIP_SIGN)
    return bytes(out)


def _mix_slowly(speech: bytes, g: int, under: bytes | bytearray | None) -> bytes:
    a = samples_from_bytes(speech)
    b = samples_from_bytes(under) if under is not None else silence(len(a))
    out = array("h", (max(-32768, min(FULL_SCALE, (x * g + 128 >> 8) + y))
                      for x, y in zip(a, b)))
    return samples_to_bytes(out)


def peak_bound(raw: bytes) -> int:
    """An upper bound (within 256) on ``peak`` of 16-bit samples, from the high bytes only."""
    magnitudes = raw[1::2].translate(_MAGNITUDE)
    for m in range(127, -1, -1):  # each test is one C scan; loud speech stops early
        if m in magnitudes:
            return (m + 1) * 256
    return 0


def positions_over(samples: array[int], threshold: int) -> list[int]:
    """The indices of the samples louder than ``threshold`` (``abs(v) > threshold``): the
    runs of high bytes that may be are found in C, and only those samples are read."""
    low = max(0, threshold // 256 - 1)   # a high byte gives ``abs(v) // 256`` within one
    if low > 127:
        return []
    runs = re.compile(b"[" + re.escape(bytes([low])) + b"-\x7f]+")
    magnitudes = samples_to_bytes(samples)[1::2].translate(_MAGNITUDE)
    return [i for run in runs.finditer(magnitudes) for i in range(run.start(), run.end())
            if abs(samples[i]) > threshold]


def scale(samples: array[int], gain: float) -> array[int]:
    """Multiply by ``gain`` (steps of 1/256), saturating. Unity returns the input itself."""
    if round(max(0.0, gain) * 256) == 256:
        return samples
    return samples_from_bytes(mix_bytes(samples_to_bytes(samples), gain))


def add(a: array[int], b: array[int]) -> array[int]:
    """``a + b`` over ``len(a)`` samples, saturating; ``b`` must be at least as long."""
    return samples_from_bytes(mix_bytes(samples_to_bytes(a), 1.0, samples_to_bytes(b)))


def trim(samples: array[int], threshold: int = 300) -> array[int]:
    """Drop the quiet lead-in and tail (below ``threshold``) around a word."""
    first = next((i for i, v in enumerate(samples) if abs(v) > threshold), None)
    if first is None:
        return array("h")
    last = next(i for i in range(len(samples) - 1, -1, -1) if abs(samples[i]) > threshold)
    return samples[first : last + 1]


def write_wav(path: Path, samples: array[int], rate: int = SAMPLE_RATE) -> None:
    """Write 16-bit mono atomically: a temp file in the same folder, fsync, rename."""
    write_frames(path, samples_to_bytes(samples), rate)


def write_frames(path: Path, frames: bytes | bytearray, rate: int = SAMPLE_RATE, *,
                 durable: bool = True) -> None:
    """Write little-endian 16-bit mono frames as a WAV, atomically (temp, fsync, rename).

    ``durable=False`` skips the fsyncs: for a file in RAM (tmpfs) that is thrown away at
    the next night anyway, where a sync would only wait on the SD card."""
    write_chunks(path, [bytes(frames)], len(frames) // 2, rate, durable=durable)


def write_chunks(path: Path, chunks: Iterable[bytes], frames: int, rate: int = SAMPLE_RATE,
                 *, durable: bool = True) -> None:
    """:func:`write_frames` for ``frames`` frames that come a chunk at a time (a night
    composed in bounded memory): the header is written right once, never patched, and the
    samples are sealed with their CRC-32 (``device.audio.sealed``)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = scratch.temp_file(path.parent, path.stem)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(sealed.header(frames, rate))
            crc, written = 0, 0
            for chunk in chunks:
                f.write(chunk)
                crc, written = zlib.crc32(chunk, crc), written + len(chunk)
            if written != 2 * frames:
                raise ValueError(f"{written // 2} frames written for {path}, not {frames}")
            f.write(sealed.trailer(crc))
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if durable:
        fsync_dir(path.parent)


def fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
