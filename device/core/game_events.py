"""The moments of a game's audio, as events like the loop's others
(:mod:`device.core.events`): a step of the night begins, the night ends, the count-in's
last word starts. The runtime posts them while a game plays its audio; they are loaded
with its first.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class StepStarted:
    """The night audio reached the start of the step ``step``, ``position`` seconds in."""

    t: float
    step: str
    position: float


@dataclass(frozen=True)
class NightDone:
    """The night audio played to its end."""

    t: float


@dataclass(frozen=True)
class SpeechMark:
    """A known moment inside a spoken clip, such as the "VOTE!" of the count-in."""

    t: float
    tag: str
