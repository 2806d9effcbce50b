"""How long a line takes to say: the estimate every part uses before (or without) audio.

The text voice, the silent player and the night's timeline all time lines with it, so a
box without a voice keeps the voiced box's timing.
"""

from __future__ import annotations

import re

from .tts import DEFAULT_RATE

# Fitted to espeak-ng 1.51 (en-us) over every night line at 140, 160 and 190 wpm: mean
# error 6% per line, and the total over a night within 1%.
_SECONDS_PER_LETTER_AT_1WPM = 12.1
_SENTENCE_END = 0.28
_CLAUSE_BREAK = 0.07
_LEAD_AND_TAIL = 0.24


def estimate_seconds(text: str, rate: int = DEFAULT_RATE) -> float:
    """How long espeak-ng takes to say ``text`` at ``rate`` words per minute."""
    letters = len(re.findall(r"[^\W\d_]", text)) + 4 * len(re.findall(r"\d", text))
    sentences = len(re.findall(r"[.!?](?:\s|$)", text))
    breaks = len(re.findall(r"[,;:]", text))
    seconds = (_SECONDS_PER_LETTER_AT_1WPM * letters / max(1, rate) + _SENTENCE_END * sentences
               + _CLAUSE_BREAK * breaks + _LEAD_AND_TAIL)
    return round(seconds, 3)
