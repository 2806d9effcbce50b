"""The vote count-in, "Three. Two. One. Vote!", as one WAV whose VOTE moment is known.

Each word is rendered on its own (through the same cached voice as every other line), its
quiet lead-in and tail are trimmed, and the words are laid on a steady beat, so players can
count along. The "Vote!" word starts at a known frame; the ballot opens at that audio
moment (the player emits a ``Mark(kind="vote")`` there), not when the command was sent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.cues import COUNT_IN_WORDS

from . import pcm
from .protocols import SAMPLE_RATE, Mark, Voice

#: writes a WAV's frames (16-bit mono at a rate) for ``out``; the path to play
Write = Callable[[Path, bytes, int], Path]

WORDS = COUNT_IN_WORDS
BEAT = 0.9  # seconds from one word's start to the next
MIN_GAP = 0.15  # at least this much quiet between words, if a word runs long
TAIL = 0.3  # quiet after the last word


@dataclass(frozen=True)
class CountIn:
    path: Path
    duration: float
    vote_at: float  # seconds into the WAV where "Vote!" starts
    word_starts: tuple[tuple[str, float], ...]

    def marks(self) -> tuple[Mark, ...]:
        lines = [Mark(start, "line", word) for word, start in self.word_starts]
        return (*lines, Mark(self.vote_at, "vote", "vote"))


def write_to(out: Path, frames: bytes, rate: int) -> Path:
    """A :data:`Write` to the disk alone."""
    pcm.write_frames(out, frames, rate)
    return out


def compose_count_in(voice: Voice, out: Path, *, words: Sequence[str] = WORDS,
                     beat: float = BEAT, volume: float = 1.0, sample_rate: int = SAMPLE_RATE,
                     write: Write = write_to) -> CountIn:
    """Write the count-in for ``out`` with ``write`` (the speaker's keeps it in RAM where
    the disk refuses it); the last word is the VOTE moment."""
    if not words:
        raise ValueError("the count-in needs at least one word")
    rate = sample_rate
    bodies: list[bytes] = []
    for word in words:
        clip = voice.render(word)
        if clip.path is None:  # text-only voice: keep its timing, in silence
            bodies.append(bytes(2 * round(clip.duration * rate)))
        else:
            trimmed = pcm.trim(pcm.read_wav(clip.path, rate))
            bodies.append(pcm.mix_bytes(pcm.samples_to_bytes(trimmed), volume))
    starts: list[int] = []
    at = 0
    for i, body in enumerate(bodies):
        start = round(i * beat * rate)
        if starts:
            start = max(start, at + round(MIN_GAP * rate))
        starts.append(start)
        at = start + len(body) // 2
    total = at + round(TAIL * rate)
    track = bytearray(2 * total)
    for start, body in zip(starts, bodies):
        track[2 * start : 2 * start + len(body)] = body
    path = write(out, bytes(track), rate)
    word_starts = tuple((w, s / rate) for w, s in zip(words, starts))
    return CountIn(path, total / rate, starts[-1] / rate, word_starts)
