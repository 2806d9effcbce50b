"""Silent stand-ins for a box without espeak-ng or without a sound card (DESIGN §6).

:class:`TextVoice` renders nothing: each line becomes a text-only clip lasting as long as
espeak-ng would take to say it, so a composed night keeps the same timing (the WAV is then
silence, or just the sound bed). :class:`SilentPlayer` "plays" a WAV on the clock, emitting
the same events as the real player, and shows each line as its moment comes.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from . import pcm
from .protocols import Clip, Mark, PlaybackFinished, Tail
from .ticker import Ticker
from .timing import estimate_seconds
from .tts import DEFAULT_RATE, clean_text

log = logging.getLogger(__name__)

class TextVoice:
    """A :class:`~.protocols.Voice` that only shows lines: no WAV, espeak-like durations."""

    def __init__(self, rate: int = DEFAULT_RATE) -> None:
        self.rate = rate

    def render(self, text: str) -> Clip:
        spoken = clean_text(text)
        return Clip(spoken, None, estimate_seconds(spoken, self.rate))


class SilentPlayer:
    """A :class:`~.protocols.Player` with no sound: the same events, on the clock.

    ``show`` gets each line's text when its mark is reached (from a timer thread, so it must
    be thread-safe: ``print``, a logger, or a function that enqueues).
    """

    def __init__(self, events: queue.Queue[Any], *, clock: Callable[[], float] = time.monotonic,
                 show: Callable[[str], None] | None = None) -> None:
        self.events, self.clock, self.show = events, clock, show
        self._lock = threading.RLock()
        self._ticker: Ticker | None = None
        self._token = ""
        self._duration = 0.0
        self._position = 0.0
        self._state = "idle"  # idle | playing | paused | done
        self._marks: list[Mark] = []

    def play(self, wav: Path, start_at: float = 0.0, *, token: str = "",
             marks: Sequence[Mark] = (), then: Tail | None = None) -> None:
        """``then`` has nothing to hold: there is no sound."""
        with self._lock:
            self.stop()
            self._duration = pcm.wav_seconds(wav)
            self._token = token
            start = min(max(0.0, start_at), self._duration)
            self._marks = sorted((m for m in marks if m.position >= start),
                                 key=lambda m: m.position)
            self._run(start)

    def _run(self, start: float) -> None:
        self._state = "playing"
        self._ticker = Ticker(self.events, self.clock, self._token, self._marks, start=start,
                              t0=self.clock(), end=self._duration, on_end=self._ended,
                              show=self.show).begin()

    def _ended(self, ticker: Ticker, t: float) -> None:
        with self._lock:
            if ticker is not self._ticker or self._state != "playing":
                return
            self._state, self._position = "done", self._duration
            self.events.put(PlaybackFinished(t, self._token))

    def _halt(self) -> float:
        position = self.position()
        if self._ticker is not None:
            self._ticker.cancel()
            self._marks = self._ticker.remaining()
            self._ticker = None
        self._position = position
        return position

    def pause(self) -> float:
        with self._lock:
            if self._state != "playing":
                return self._position
            position = self._halt()
            self._state = "paused"
            return position

    def resume(self) -> None:
        with self._lock:
            if self._state == "paused":
                self._run(self._position)

    def stop(self) -> float:
        with self._lock:
            position = self._halt() if self._state == "playing" else self._position
            self._state = "idle"
            return position

    def position(self) -> float:
        with self._lock:
            if self._state == "playing" and self._ticker is not None:
                elapsed = self.clock() - self._ticker.t0
                return min(self._duration, self._ticker.start_pos + max(0.0, elapsed))
            return self._position

    @property
    def is_playing(self) -> bool:
        return self._state == "playing"
