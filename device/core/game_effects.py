"""The effects only a game under way asks for, as plain values like the others
(:mod:`device.core.effects`): the count-in, the night's audio (composed ahead, played,
paused, waited on) and a finished game saved to the history. Loaded with the first one a
game emits: the menu's start-up makes none of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cues import COUNT_IN_WORDS, Cue


@dataclass(frozen=True)
class CountIn:
    """Speak the count-in, "Three. Two. One. Vote!" (One Night) or "One. Two. Three.
    Point!" (classic). A ``SpeechMark(tag)`` arrives as the last word starts. ``words``
    are said as they are: the states give them in the box's language
    (``engine.cues.count_in_words``); the default is One Night's, in English."""

    tag: str = "vote"
    words: tuple[str, ...] = COUNT_IN_WORDS


@dataclass(frozen=True)
class PrepareNight:
    """Compose a night's ``cues`` (any game's: lines and pauses, each tagged with its
    step) ahead of time; ``NightPrepared`` follows. A night played in parts is prepared a
    part at a time: its bed fades in at the ``first`` part and out at the ``last``."""

    cues: tuple[Cue, ...] = field(repr=False)
    sound_bed: bool = True
    first: bool = True
    last: bool = True


@dataclass(frozen=True)
class PlayNight:
    """Play the night (or part) prepared last, from ``position`` seconds;
    ``StepStarted``/``NightDone`` follow. With ``hold``, the sound bed goes on after its
    end until the next ``PlayNight`` or ``StopAudio`` (while the Moderator enters
    something between two parts)."""

    position: float = 0.0
    hold: bool = False


@dataclass(frozen=True)
class AfterSpeech:
    """``SpeechDone(tag)`` once every line said before it has been said (at once when
    none is being said): a night waits for the lines before it."""

    tag: str


@dataclass(frozen=True)
class PauseAudio:
    """Pause the night audio where it is."""


@dataclass(frozen=True)
class SaveGame:
    """Add a finished game's record to the history."""

    record: dict[str, Any]


#: every effect of a game under way
GameEffect = CountIn | PrepareNight | PlayNight | AfterSpeech | PauseAudio | SaveGame
