"""Sound without audio: lines are handed to a callback (printed, shown, logged) at the
moment they would be heard, and take as long as they would if spoken, so the game keeps
the same timing (DESIGN §6). The runtime calls :meth:`TextSound.caption` at each line's
moment; ``speak`` and ``count_in`` only say how long the lines take."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from engine.cues import Cue, Say

from device.shell.voice.protocol import COUNT_IN_WORDS, CountInAudio, NightAudio

log = logging.getLogger(__name__)

WORD_SECONDS = 0.8


class TextSound:
    def __init__(self, on_line: Callable[[str], None] | None = None, rate: int = 160) -> None:
        self.on_line = on_line or (lambda text: log.info("say: %s", text))
        self.rate = rate
        self.cues: tuple[Cue, ...] = ()
        self.playing_from: float | None = None

    @property
    def name(self) -> str:
        """What speaks, for the System menu: nothing, the lines are shown."""
        return "lines shown"

    def _seconds(self, text: str) -> float:
        # calibrated on espeak-ng, so the lines keep the voiced box's timing; imported here,
        # not at the top, because `nightbox run` builds this voice before the menu shows
        from device.audio.timing import estimate_seconds

        return estimate_seconds(text, self.rate)

    def prepare_night(self, cues: Sequence[Cue], sound_bed: bool, *, first: bool = True,
                      last: bool = True) -> NightAudio:
        """The night's timing as the voiced box would have it: each line as long as
        espeak-ng takes to say it, each pause as long as it is."""
        self.cues = tuple(cues)
        position = 0.0
        starts: list[tuple[str, float]] = []
        captions: list[tuple[float, str]] = []
        cue_starts: list[float] = []
        for cue in self.cues:
            cue_starts.append(position)
            if cue.step and (not starts or starts[-1][0] != cue.step):
                starts.append((cue.step, position))
            if isinstance(cue, Say):
                captions.append((position, cue.text))
                position += self._seconds(cue.text)
            else:
                position += cue.seconds
        return NightAudio(round(position, 3), tuple(starts), tuple(captions),
                          tuple(cue_starts))

    def configure(self, *, voice: str | None = None, rate: int | None = None,
                  volume: int | None = None, language: str | None = None) -> None:
        if rate:
            self.rate = rate

    @property
    def shows_lines(self) -> bool:
        """Always: there is no voice to hear."""
        return True

    def idle(self, in_menu: bool) -> None:
        """Nothing runs in the background."""

    def caption(self, text: str) -> None:
        """A night line reached its moment: hand it on, as there is no voice to hear."""
        self.on_line(text)

    def play_night(self, position: float, hold: bool = False) -> None:
        """The night's lines come as captions at their moments; there is no bed to hold."""
        self.playing_from = position

    def pause(self) -> None:
        self.playing_from = None

    def stop(self) -> None:
        self.playing_from = None

    def speak(self, text: str) -> float:
        return self._seconds(text)

    def count_in(self, words: tuple[str, ...] = COUNT_IN_WORDS) -> CountInAudio:
        timed = tuple((i * WORD_SECONDS, word) for i, word in enumerate(words))
        return CountInAudio(WORD_SECONDS * len(words), WORD_SECONDS * (len(words) - 1), timed)

    def close(self) -> None:
        pass
