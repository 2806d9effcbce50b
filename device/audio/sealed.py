"""WAV files that carry their own check: a ``nbck`` chunk after the samples holds the
CRC-32 of the samples, so a file is known whole when it is read, end to end.

Every WAV :func:`device.audio.pcm.write_chunks` writes is sealed so; a player or the
``wave`` module skips the chunk (RIFF readers skip chunks they do not know). The cache
reads each line with :func:`read_sealed` every time it is used: the file must be a regular
file (a directory or a FIFO in its place is refused without being opened for reading),
its RIFF and chunk sizes must add up to its length exactly (a truncated file, or a data
size made 100 times or 0xFFFFFFF0, is refused before anything is allocated for it), its
format must be the box's (16-bit mono at the rate asked) and its samples must match the
CRC. A WAV written before seals existed (no ``nbck`` chunk) is read when its sizes add up,
and reported as unsealed.
"""

from __future__ import annotations

import os
import stat
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

from .errors import BadWav

#: the id of the check chunk, and its size: the CRC-32 (little-endian) of the data chunk
CHECK_ID = b"nbck"
CHECK_SIZE = 4
#: the most a line's WAV may hold: ten minutes at 48 kHz (a line is seconds long)
MOST_BYTES = 2 * 48000 * 600

_FMT = struct.Struct("<HHIIHH")   # format tag, channels, rate, byte rate, block align, bits
_CHUNK = struct.Struct("<4sI")


def header(frames: int, rate: int) -> bytes:
    """The 44 bytes before the samples of ``frames`` 16-bit mono frames at ``rate``, its RIFF
    size counting the check chunk that follows them."""
    data = 2 * frames
    return (_CHUNK.pack(b"RIFF", 4 + 8 + _FMT.size + 8 + data + 8 + CHECK_SIZE) + b"WAVE"
            + _CHUNK.pack(b"fmt ", _FMT.size) + _FMT.pack(1, 1, rate, 2 * rate, 2, 16)
            + _CHUNK.pack(b"data", data))


def trailer(crc: int) -> bytes:
    """The check chunk after the samples whose CRC-32 is ``crc``."""
    return _CHUNK.pack(CHECK_ID, CHECK_SIZE) + struct.pack("<I", crc & 0xFFFFFFFF)


@dataclass(frozen=True)
class Samples:
    """A WAV's samples as read: little-endian 16-bit mono frames, and whether it was sealed."""

    frames: memoryview
    sealed: bool


def read_sealed(path: Path, rate: int, *, most: int = MOST_BYTES) -> Samples:
    """The samples of ``path``, checked end to end; :class:`BadWav` saying what is wrong
    (``FileNotFoundError`` when there is nothing there)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)   # a FIFO opens at once, and is refused
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise BadWav(f"{path}: not a regular file")
        if info.st_size > most:
            raise BadWav(f"{path}: {info.st_size} bytes; a line is at most {most}")
        with open(fd, "rb", closefd=False) as f:
            raw = f.read(info.st_size + 1)
    finally:
        os.close(fd)
    return _parse(path, raw, rate)


def _parse(path: Path, raw: bytes, rate: int) -> Samples:
    if len(raw) < 12 or raw[:4] != b"RIFF" or raw[8:12] != b"WAVE":
        raise BadWav(f"{path}: not a RIFF WAVE file")
    riff = _CHUNK.unpack_from(raw)[1]
    if riff + 8 != len(raw):
        raise BadWav(f"{path}: {len(raw)} bytes, its header says {riff + 8}")
    chunks: dict[bytes, tuple[int, int]] = {}
    at = 12
    while at < len(raw):
        if at + 8 > len(raw):
            raise BadWav(f"{path}: a cut-off chunk at byte {at}")
        kind, size = _CHUNK.unpack_from(raw, at)
        if at + 8 + size > len(raw):
            raise BadWav(f"{path}: its {kind!r} chunk says {size} bytes; "
                         f"{len(raw) - at - 8} are there")
        chunks.setdefault(kind, (at + 8, size))
        at += 8 + size + (size & 1)
    if b"fmt " not in chunks or b"data" not in chunks:
        raise BadWav(f"{path}: no fmt or data chunk")
    start, size = chunks[b"fmt "]
    if size < _FMT.size:
        raise BadWav(f"{path}: a short fmt chunk")
    tag, channels, its_rate, _, _, bits = _FMT.unpack_from(raw, start)
    if (tag, channels, bits, its_rate) != (1, 1, 16, rate):
        raise BadWav(f"{path}: format {tag}, {channels} channels, {bits} bits, {its_rate} Hz; "
                     f"the cache holds 16-bit mono PCM at {rate} Hz")
    start, size = chunks[b"data"]
    frames = memoryview(raw)[start : start + size - size % 2]   # no copy
    if not frames:
        raise BadWav(f"{path}: no samples")
    if CHECK_ID not in chunks:
        return Samples(frames, sealed=False)
    at, size = chunks[CHECK_ID]
    if size != CHECK_SIZE:
        raise BadWav(f"{path}: a check chunk of {size} bytes")
    if struct.unpack_from("<I", raw, at)[0] != zlib.crc32(frames):
        raise BadWav(f"{path}: its samples do not match their CRC-32")
    return Samples(frames, sealed=True)
