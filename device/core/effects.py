"""Effects: what the state machine asks the box to do, as plain values.

The runtime carries each one out and writes it to the transcript as one JSON line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cues import COUNT_IN_WORDS, Cue


@dataclass(frozen=True)
class Phase:
    """The machine entered a new state."""

    name: str


@dataclass(frozen=True)
class Say:
    """Speak a line now. With a ``tag``, a :class:`~device.core.events.SpeechDone` follows."""

    text: str
    tag: str | None = None


@dataclass(frozen=True)
class CountIn:
    """Speak the count-in, "Three. Two. One. Vote!" (One Night) or "One. Two. Three.
    Point!" (classic). A ``SpeechMark(tag)`` arrives as the last word starts. ``words``
    are said as they are: the states give them in the box's language
    (``engine.cues.count_in_words``); the default is One Night's, in English."""

    tag: str = "vote"
    words: tuple[str, ...] = COUNT_IN_WORDS


@dataclass(frozen=True)
class Show:
    """Put a screen value on the display."""

    screen: Any


@dataclass(frozen=True)
class Leds:
    """The whole LED state: every seat not named is dark."""

    on: frozenset[int] = frozenset()
    blink: frozenset[int] = frozenset()
    pulse: frozenset[int] = frozenset()

    @property
    def dark(self) -> bool:
        return not (self.on or self.blink or self.pulse)


DARK = Leds()


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
class StopAudio:
    """Stop every sound: the night, the count-in and the lines being said."""


@dataclass(frozen=True)
class StartTimer:
    """Fire ``TimerFired(name)`` at time ``at`` (replaces a timer of the same name)."""

    name: str
    at: float


@dataclass(frozen=True)
class CancelTimer:
    """Cancel the timer ``name`` (nothing when none runs)."""

    name: str


@dataclass(frozen=True)
class Record:
    """A transcript-only entry: ``ballot``, ``result``, ``winners``, ``chips``, ``warning``."""

    kind: str
    data: dict[str, Any]


@dataclass(frozen=True)
class SaveSettings:
    """Replace the saved settings (each row's key and value)."""

    settings: dict[str, Any]


@dataclass(frozen=True)
class SaveChips:
    """Save the chips of each seat (its number as text), replacing those saved."""

    chips: dict[str, int]


@dataclass(frozen=True)
class SaveGame:
    """Add a finished game's record to the history."""

    record: dict[str, Any]


@dataclass(frozen=True)
class SaveCurrent:
    """Keep the game under way (``None``: there is none), to resume after a pulled plug."""

    record: dict[str, Any] | None


@dataclass(frozen=True)
class Shutdown:
    """Leave the loop; ``poweroff`` asks the system to power down too."""

    poweroff: bool = False


Effect = (Phase | Say | CountIn | Show | Leds | PrepareNight | PlayNight | AfterSpeech
          | PauseAudio | StopAudio | StartTimer | CancelTimer | Record | SaveSettings
          | SaveChips | SaveGame | SaveCurrent | Shutdown)
