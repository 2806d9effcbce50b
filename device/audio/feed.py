"""What one aplay child is sent: a WAV's frames, and, for a part of a night, what plays on
after it (the sound bed, a :class:`~.protocols.Tail`) until the next part is handed over.

The next part goes into the same child, so there is no gap between the parts and no
second start of aplay: after the current WAV's last frame (never before it), the held bed
fades out over :data:`CROSSFADE_FRAMES` while the next WAV fades in. The pipe to the child
is kept small (:data:`PIPE_BYTES`), so what was written ahead of the speaker is short and
the next part is heard soon after it is handed over.
"""

from __future__ import annotations

import fcntl
import logging
import threading
import wave
from pathlib import Path
from typing import IO

from . import pcm
from .protocols import Tail

log = logging.getLogger(__name__)

CHUNK_FRAMES = 4096
#: the bed's fade into the next part: 16 steps of 64 frames (about 46 ms at 22,050 Hz)
CROSSFADE_FRAMES = 1024
#: the pipe into aplay, in bytes (the kernel's least is a page): about 0.19 s of 16-bit
#: mono at 22,050 Hz written ahead, beyond what aplay itself buffers
PIPE_BYTES = 8192
#: the data length an endless stream's header gives (aplay plays on to the end of input)
ENDLESS = 0x7FFFFFF0


def small_pipe(pipe: IO[bytes]) -> None:
    """Shrink ``pipe`` to :data:`PIPE_BYTES` where the kernel lets us (Linux)."""
    try:
        fcntl.fcntl(pipe.fileno(), fcntl.F_SETPIPE_SZ, PIPE_BYTES)
    except (AttributeError, OSError) as e:
        log.debug("the pipe to aplay keeps its size: %s", e)


def crossfade(out: bytes, into: bytes) -> bytes:
    """``out`` fading out while ``into`` fades in, over ``into``'s length (16-bit mono;
    ``out`` at least as long), in 16 steps."""
    n = len(into) // 2
    step = max(1, n // 16)
    mixed = bytearray()
    for k, a in enumerate(range(0, n, step)):
        b = min(a + step, n)
        gain = min(1.0, (k + 1) / 16)
        under = pcm.mix_bytes(out[2 * a : 2 * b], 1.0 - gain)
        mixed += pcm.mix_bytes(into[2 * a : 2 * b], gain, under)
    return bytes(mixed)


class Feed:
    """The frames for one aplay child: ``wav`` from frame ``first``; then ``tail`` (if
    any) until :meth:`hand_over` gives the next WAV or :meth:`close` ends it. Run by its
    own thread (:meth:`run`); a closed or broken pipe ends it quietly."""

    def __init__(self, wav: Path, first: int, tail: Tail | None, header: bytes) -> None:
        self._lock = threading.Lock()
        self._wav, self._first, self._tail, self._header = wav, first, tail, header
        self._next: tuple[Path, int, Tail | None] | None = None
        self._closed = False

    def hand_over(self, wav: Path, first: int, tail: Tail | None) -> bool:
        """Play ``wav`` from frame ``first`` once the current WAV has ended, then
        ``tail``; ``False`` when this feed cannot (it holds nothing after its WAV, or it
        is closed), so the caller starts a new child."""
        with self._lock:
            if self._closed or self._tail is None:
                return False
            self._next = (wav, first, tail)
            return True

    def close(self) -> None:
        with self._lock:
            self._closed = True

    def _take(self) -> tuple[bool, tuple[Path, int, Tail | None] | None, Tail | None]:
        with self._lock:
            nxt, self._next = self._next, None
            return self._closed, nxt, self._tail

    def run(self, pipe: IO[bytes]) -> None:
        try:
            pipe.write(self._header)
            wav, first, fading = self._wav, self._first, b""
            while True:
                self._stream(pipe, wav, first, fading)
                closed, nxt, tail = self._take()
                while nxt is None and not closed and tail is not None:
                    pipe.write(tail.read(CHUNK_FRAMES))  # the bed, held
                    closed, nxt, tail = self._take()
                if closed or nxt is None:
                    return  # the end of input: aplay plays what it has and exits
                wav, first, new_tail = nxt
                fading = tail.read(CROSSFADE_FRAMES) if tail is not None else b""
                with self._lock:
                    self._tail = new_tail
        except (BrokenPipeError, ValueError) as e:   # aplay stopped, or its pipe closed
            log.debug("feeding aplay ended: %s", e)
        except (OSError, EOFError, wave.Error) as e:  # the WAV itself: gone, cut, unreadable
            log.warning("a WAV stopped playing part way (%s)", e)
        finally:
            try:
                pipe.close()
            except OSError:
                pass

    def _stream(self, pipe: IO[bytes], wav: Path, first: int, fading: bytes) -> None:
        """``wav``'s frames from ``first``; its start crossfaded out of ``fading``."""
        with wave.open(str(wav), "rb") as w:
            w.setpos(first)
            if fading:
                head = w.readframes(len(fading) // 2)
                pipe.write(crossfade(fading, head))
            while chunk := w.readframes(CHUNK_FRAMES):
                if self._take_closed():
                    return
                pipe.write(chunk)

    def _take_closed(self) -> bool:
        with self._lock:
            return self._closed
