"""The small interfaces of the audio layer, and the values and events they pass around.

Players never call back into the app: a watcher or timer thread only puts one of the
timestamped events below on the app's ``queue.Queue`` (DESIGN §3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, runtime_checkable

#: The one format everything is composed in: espeak-ng's own (16-bit mono).
SAMPLE_RATE = 22050


@dataclass(frozen=True)
class Clip:
    """One rendered line. ``path`` is ``None`` for a line that is only shown (no speech)."""

    text: str
    path: Path | None
    duration: float


@dataclass(frozen=True)
class Mark:
    """A moment in a WAV: ``kind`` is ``"step"``, ``"line"`` or ``"vote"``; ``value`` the
    step id, the line's text, or the tag."""

    position: float
    kind: str
    value: str


@runtime_checkable
class Synth(Protocol):
    """Writes one line of speech to a WAV file. ``voice`` and ``rate`` key the cache."""

    @property
    def voice(self) -> str: ...

    @property
    def rate(self) -> int: ...

    def synthesize(self, text: str, out: Path) -> None:
        """Write ``text`` as a WAV at ``out``; raise :class:`~.errors.NoSpeech` if impossible."""
        ...


@runtime_checkable
class Voice(Protocol):
    """Turns a line into a :class:`Clip` (a cached WAV, or a timed text-only clip)."""

    def render(self, text: str) -> Clip: ...


class Tail(Protocol):
    """What a player plays on after a WAV's end until it is told to play or stop (the
    night's sound bed, held while the Moderator enters something)."""

    def read(self, frames: int) -> bytes:
        """The next ``frames`` frames: 16-bit little-endian mono at the WAV's rate."""
        ...


@runtime_checkable
class Player(Protocol):
    """Plays one WAV at a time; reports through events on the queue it was given.

    ``marks`` are emitted as :class:`PlaybackMark` when playback passes them. ``token``
    comes back in every event, so the app can tell a stale event from the current one.
    ``then`` plays on after the WAV's end (``PlaybackFinished`` still comes at the end)
    until the next :meth:`play`, which follows on without a gap, or :meth:`stop`.
    """

    def play(self, wav: Path, start_at: float = 0.0, *, token: str = "",
             marks: Sequence[Mark] = (), then: Tail | None = None) -> None: ...

    def pause(self) -> float:
        """Stop at once and keep the place; return the position in seconds."""
        ...

    def resume(self) -> None: ...

    def stop(self) -> float:
        """Abort at once (no finished event); return the position reached."""
        ...

    def position(self) -> float: ...

    @property
    def is_playing(self) -> bool: ...


@dataclass(frozen=True)
class PlaybackMark:
    t: float
    token: str
    kind: str
    value: str
    position: float


@dataclass(frozen=True)
class PlaybackFinished:
    """The WAV played to its end (not sent after ``stop()`` or ``pause()``)."""

    t: float
    token: str


@dataclass(frozen=True)
class PlaybackFailed:
    """The audio device failed; the player goes on silently, keeping the timing."""

    t: float
    token: str
    reason: str


AudioEvent = PlaybackMark | PlaybackFinished | PlaybackFailed
