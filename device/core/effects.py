"""Effects: what the state machine asks the box to do, as plain values.

The runtime carries each one out and writes it to the transcript as one JSON line. Here
are the effects of every state; those only a game under way asks for (the count-in, the
night's audio, a finished game saved) are in :mod:`device.core.game_effects`, loaded with
the game's first one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from device.core.game_effects import GameEffect


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
class SaveCurrent:
    """Keep the game under way (``None``: there is none), to resume after a pulled plug."""

    record: dict[str, Any] | None


@dataclass(frozen=True)
class Shutdown:
    """Leave the loop; ``poweroff`` asks the system to power down too."""

    poweroff: bool = False


#: every effect a state may emit
Effect: TypeAlias = ("Phase | Say | Show | Leds | StopAudio | StartTimer | CancelTimer | Record"
                     " | SaveSettings | SaveChips | SaveCurrent | Shutdown | GameEffect")
