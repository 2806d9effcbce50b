"""WAVs kept in RAM when the disk refuses them (full, read-only, failing), so a line the
box could say is still heard.

Each is a sealed WAV (``device.audio.sealed``) in an anonymous in-memory file
(``memfd_create``), reached by a path like any other WAV: ``/proc/<pid>/fd/<n>``. A
player opens it by that path, as it opens a cached line. :class:`InMemory` keeps the
newest up to :data:`MOST_BYTES` (a night's lines fit: a line is about 100 KB at the box's
rate) and closes the oldest beyond that, so RAM stays bounded; a file a player has
opened plays to its end even when it is closed here, but a path handed out before is
only good until then (its number may name a newer file after). Off Linux there is no
``memfd_create``: :meth:`InMemory.keep` raises ``OSError``, as the disk did.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import sys
import threading
import zlib
from collections import OrderedDict
from pathlib import Path

from . import pcm, sealed
from .protocols import SAMPLE_RATE

log = logging.getLogger(__name__)

#: how much one owner keeps in RAM: 12 MB, four and a half minutes of speech at the
#: box's rate (a night's lines, composed from the cache, fit)
MOST_BYTES = 12 << 20


class InMemory:
    """The WAVs one owner (the cache, the speaker) keeps in RAM, by name, the newest
    up to ``most`` bytes."""

    def __init__(self, most: int = MOST_BYTES) -> None:
        self.most = most
        self._kept: OrderedDict[str, tuple[int, Path, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def __del__(self) -> None:   # the owner gone (a new voice from the menu): RAM back
        with contextlib.suppress(Exception):   # at exit the modules may be gone already
            self.close()

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, name: str) -> Path | None:
        """The path of the WAV kept as ``name``, or ``None``."""
        with self._lock:
            kept = self._kept.get(name)
            if kept is None:
                return None
            self._kept.move_to_end(name)
            return kept[1]

    def keep(self, name: str, frames: bytes | bytearray, rate: int = SAMPLE_RATE) -> Path:
        """``frames`` (16-bit mono at ``rate``) as a sealed WAV in RAM, kept as ``name``;
        its path. ``OSError`` when RAM cannot hold it either."""
        fd = _anonymous(name)
        try:
            _write_all(fd, sealed.header(len(frames) // 2, rate))
            _write_all(fd, frames)
            _write_all(fd, sealed.trailer(zlib.crc32(frames)))
        except BaseException:
            os.close(fd)
            raise
        path = Path(f"/proc/{os.getpid()}/fd/{fd}")
        size = len(frames)
        with self._lock:
            old = self._kept.pop(name, None)
            gone = [old] if old is not None else []
            self._kept[name] = (fd, path, size)
            self._bytes += size - (old[2] if old is not None else 0)
            while self._bytes > self.most and len(self._kept) > 1:
                gone.append(self._kept.popitem(last=False)[1])
                self._bytes -= gone[-1][2]
        for fd_gone, _, _ in gone:
            os.close(fd_gone)
        return path

    def drop(self, name: str) -> None:
        """Let the WAV kept as ``name`` go (none: nothing)."""
        with self._lock:
            kept = self._kept.pop(name, None)
            if kept is not None:
                self._bytes -= kept[2]
        if kept is not None:
            os.close(kept[0])

    def close(self) -> None:
        """Let every kept WAV go."""
        with self._lock:
            gone, self._kept, self._bytes = list(self._kept.values()), OrderedDict(), 0
        for fd, _, _ in gone:
            os.close(fd)


def write_or_keep(path: Path, frames: bytes | bytearray, memory: InMemory,
                  rate: int = SAMPLE_RATE, *, durable: bool = True) -> tuple[Path, OSError | None]:
    """Write ``frames`` as a WAV at ``path`` (atomically, as :func:`pcm.write_frames`);
    where the disk refuses it, keep it in ``memory`` instead. The path to play, and the
    disk's error when it refused (``OSError`` still when RAM refuses too)."""
    try:
        pcm.write_frames(path, frames, rate, durable=durable)
    except OSError as e:
        return memory.keep(path.name, frames, rate), e
    return path, None


def _anonymous(name: str) -> int:
    if sys.platform != "linux":
        raise OSError(errno.ENOSYS, f"no in-memory file for {name} here (Linux only)")
    return os.memfd_create(f"nightbox-{name}", os.MFD_CLOEXEC)


def _write_all(fd: int, data: bytes | bytearray) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
