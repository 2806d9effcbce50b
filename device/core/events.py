"""Events the loop feeds the machine, besides button and knob events (device.events).

Each carries ``t``, the monotonic (or virtual) time it happened. The moments of a game's
audio (a step of the night begins, the night ends, the count-in's "VOTE!") are in
:mod:`device.core.game_events`, loaded with the game's first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    from device.core.game_events import NightDone, SpeechMark, StepStarted
    from device.events import DeviceEvent


@dataclass(frozen=True)
class TimerFired:
    """The timer ``name`` (started by ``StartTimer``) ran out."""

    t: float
    name: str


@dataclass(frozen=True)
class NightAudio:
    """A composed night (or part of one): its length and each step's start, in seconds."""

    duration: float
    step_starts: tuple[tuple[str, float], ...]
    #: ``(start, text)`` of each line, for boxes that show lines instead of speaking them
    captions: tuple[tuple[float, str], ...] = ()
    #: where each cue given starts, in seconds, in the order given
    cue_starts: tuple[float, ...] = ()


@dataclass(frozen=True)
class NightPrepared:
    """The night audio is composed (the sound's :class:`NightAudio`)."""

    t: float
    audio: NightAudio


@dataclass(frozen=True)
class SpeechDone:
    """The speech tagged ``tag`` has ended: a ``Say`` or the count-in, or every line said
    before an ``AfterSpeech(tag)``."""

    t: float
    tag: str


@dataclass(frozen=True)
class StopRequested:
    """SIGTERM or quit: save and leave."""

    t: float


@dataclass(frozen=True)
class Caption:
    """A night line's moment, for a box that shows lines instead of speaking them."""

    t: float
    text: str
    #: how long the line takes; 0 ends a caption shown on the screen
    seconds: float = 0.0


#: Every event the machine handles: the adapters' input events and the loop's own.
Event: TypeAlias = ("DeviceEvent | TimerFired | NightPrepared | StepStarted | NightDone"
                    " | SpeechMark | SpeechDone | StopRequested | Caption")
