"""The sound interface the runtime uses: the night timeline and spoken lines.

Durations are known before playback (the WAVs are rendered first), so the runtime can
schedule "step started", "VOTE!" and "done" moments on its own clock. That keeps the
real box and the virtual-time tests on the same code path.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from engine.cues import COUNT_IN_WORDS, Cue

from device.core.events import NightAudio

__all__ = ["COUNT_IN_WORDS", "CountInAudio", "NightAudio", "Sound"]


@dataclass(frozen=True)
class CountInAudio:
    """The spoken "three, two, one, VOTE!": its length and the offset of "VOTE"."""

    duration: float
    vote_at: float
    #: ``(offset, word)`` of each word, for boxes that show lines instead of speaking them
    captions: tuple[tuple[float, str], ...] = ()


class Sound(Protocol):
    """Every call the runtime (and ``nightbox run``/``sim``) makes on a voice; each voice
    in this package implements all of it (a method it has no use for does nothing)."""

    @property
    def name(self) -> str:
        """What speaks, for the System menu: "Piper (en_US-joe-medium)", "espeak-ng"..."""
        ...

    @property
    def shows_lines(self) -> bool:
        """No audio: each line is handed to :meth:`caption` at the moment it would be
        heard (the runtime schedules those moments)."""
        ...

    def caption(self, text: str) -> None:
        """A line reached its moment (only called when :attr:`shows_lines`)."""
        ...

    def configure(self, *, voice: str | None = None, rate: int | None = None,
                  volume: int | None = None, language: str | None = None) -> None:
        """New voice, rate, volume or language from the menu: used from the next line on
        (a language speaks with its own voices, ``device.i18n.voices``)."""
        ...

    def idle(self, in_menu: bool) -> None:
        """The box is in the menu (or not): background work may run (or must pause)."""
        ...

    def prepare_night(self, cues: Sequence[Cue], sound_bed: bool, *, first: bool = True,
                      last: bool = True) -> NightAudio:
        """Compose a night's cues, any game's (may take seconds when the TTS cache is
        cold). A night played in parts is prepared a part at a time, each while the one
        before it plays: the bed fades in at the ``first`` and out at the ``last``."""
        ...

    def play_night(self, position: float, hold: bool = False) -> None:
        """Start the night (or part) prepared last at ``position`` seconds; with
        ``hold``, the sound bed goes on after its end until the next :meth:`play_night`
        or :meth:`stop`."""
        ...

    def pause(self) -> None: ...

    def stop(self) -> None: ...

    def speak(self, text: str) -> float:
        """Queue a line after any line still playing; return its length in seconds."""
        ...

    def count_in(self, words: tuple[str, ...] = COUNT_IN_WORDS) -> CountInAudio:
        """Queue the count-in like :meth:`speak`; the last word is the moment."""
        ...

    def close(self) -> None: ...
