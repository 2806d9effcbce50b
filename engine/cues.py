"""The cues a night script is made of: say a line, or wait."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union


@dataclass(frozen=True)
class Say:
    """Speak ``text``. ``step`` is the wake step it belongs to, or ``None``."""

    step: str | None
    text: str


@dataclass(frozen=True)
class Pause:
    """Wait ``seconds`` (jitter already drawn). ``step`` as for :class:`Say`."""

    step: str | None
    seconds: float


Cue = Union[Say, Pause]
