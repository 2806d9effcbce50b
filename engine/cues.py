"""What every game's night script is made of: cues (say a line, or wait), the pace
settings that time the waits, and the beginner/expert wording choice; and the words of
the vote's count-in."""

from __future__ import annotations

from dataclasses import dataclass

from .values import Choice
from .words import N_, Words

#: One Night's count-in: the ballot opens as the last word starts (classic says its own);
#: in English, and marked for the catalogue (:func:`count_in_words` says it in a language)
COUNT_IN_WORDS: tuple[str, ...] = (N_("Three."), N_("Two."), N_("One."), N_("Vote!"))


def count_in_words(words: Words, count_in: tuple[str, ...] = COUNT_IN_WORDS
                   ) -> tuple[str, ...]:
    """A count-in (One Night's unless another is given) in ``words``' language."""
    return tuple(words._(word) for word in count_in)


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


Cue = Say | Pause


class Pace(Choice):
    RELAXED = "relaxed"
    NORMAL = "normal"
    QUICK = "quick"


class ScriptMode(Choice):
    """Beginners hear what each role may do; experts hear only wake and sleep."""

    BEGINNER = "beginner"
    EXPERT = "expert"


@dataclass(frozen=True)
class Timing:
    """Seconds: the action pause (times the role's weight), its random extra, the
    gap between steps, and the settle after everyone closes their eyes."""

    action: float
    jitter: float
    gap: float
    settle: float


PACES: dict[Pace, Timing] = {
    Pace.RELAXED: Timing(action=12.0, jitter=4.0, gap=1.5, settle=4.0),
    Pace.NORMAL: Timing(action=9.0, jitter=3.0, gap=1.0, settle=3.0),
    Pace.QUICK: Timing(action=6.0, jitter=2.0, gap=0.6, settle=2.0),
}


#: speaking speed used to estimate how long a line takes, in words per minute
ESTIMATE_WPM = 160.0


def estimate_speech_seconds(text: str, wpm: float = ESTIMATE_WPM) -> float:
    """A rough speaking time for ``text``, for ``nightbox script``'s previews.

    The box itself times lines from the rendered WAVs, or without a voice from
    ``device.audio.timing.estimate_seconds``, which is calibrated on espeak-ng.
    """
    words = len(text.split())
    return round(words * 60.0 / wpm + 0.3, 2)
