"""Compose a whole night (or any list of lines) into ONE timeline WAV.

The voice lines go in order, with silence for the pauses (their jitter is already drawn in
the cues), over an optional sound bed. Output is 16-bit mono at ``SAMPLE_RATE``. Positions
are counted in frames, so the step and line start times are exact for the WAV written.

No clipping: the gain is the requested ``volume``, lowered for the whole night if needed
so that the loudest line plus the bed's peak stays within full scale (headroom, not
saturation; saturation is only the last guard in :func:`device.audio.pcm.add`). The bed
takes the same gain as the speech, so it always sits ``bed.BELOW_VOICE_DB`` under the
voice's level.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.cues import Cue, Pause, Say

from . import pcm
from .bed import Bed, bed_peak, render_bed
from .protocols import SAMPLE_RATE, Clip, Mark, Voice

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LineMark:
    start: float
    duration: float
    step: str | None
    text: str


@dataclass(frozen=True)
class Timeline:
    """A composed WAV and where things are in it, for the progress bar and the display."""

    path: Path
    duration: float
    step_starts: tuple[tuple[str, float], ...]
    lines: tuple[LineMark, ...]
    sample_rate: int = SAMPLE_RATE
    gain: float = 1.0

    @property
    def line_starts(self) -> tuple[float, ...]:
        return tuple(line.start for line in self.lines)

    def marks(self) -> tuple[Mark, ...]:
        """Step and line marks in time order, for :meth:`Player.play`."""
        marks = [Mark(s, "step", step) for step, s in self.step_starts]
        marks += [Mark(line.start, "line", line.text) for line in self.lines]
        return tuple(sorted(marks, key=lambda m: (m.position, m.kind != "step")))

    def step_at(self, position: float) -> str | None:
        current = None
        for step, start in self.step_starts:
            if start <= position:
                current = step
        return current


@dataclass(frozen=True)
class _Piece:
    start: int  # frame
    frames: int
    step: str | None
    clip: Clip | None  # None for a pause


def _layout(cues: Iterable[Cue], voice: Voice, rate: int) -> list[_Piece]:
    pieces: list[_Piece] = []
    at = 0
    for cue in cues:
        if isinstance(cue, Say):
            if not cue.text.strip():
                log.warning("skipping a blank line in step %s", cue.step)
                continue
            clip = voice.render(cue.text)
            frames = _clip_frames(clip, rate)
            pieces.append(_Piece(at, frames, cue.step, clip))
        elif isinstance(cue, Pause):
            frames = round(max(0.0, cue.seconds) * rate)
            pieces.append(_Piece(at, frames, cue.step, None))
        else:
            raise TypeError(f"not a cue: {cue!r}")
        at += frames
    return pieces


def _clip_frames(clip: Clip, rate: int) -> int:
    if clip.path is None:
        return round(clip.duration * rate)
    frames, clip_rate = pcm.wav_info(clip.path)
    return frames if clip_rate == rate else round(frames * rate / clip_rate)


def _step_starts(pieces: Sequence[_Piece], rate: int) -> tuple[tuple[str, float], ...]:
    starts: list[tuple[str, float]] = []
    previous: str | None = None
    for p in pieces:
        if p.step is not None and p.step != previous:
            starts.append((p.step, p.start / rate))
        previous = p.step
    return tuple(starts)


def compose(cues: Iterable[Cue], voice: Voice, out: Path, *, bed: Bed | None = None,
            volume: float = 1.0, sample_rate: int = SAMPLE_RATE,
            durable: bool = True) -> Timeline:
    """Render (or fetch from the cache) every line and write the night to ``out``."""
    rate = sample_rate
    pieces = _layout(cues, voice, rate)
    total = pieces[-1].start + pieces[-1].frames if pieces else 0
    speech = [(p, pcm.read_frames(p.clip.path, rate)[: 2 * p.frames]) for p in pieces
              if p.clip is not None and p.clip.path is not None]
    gain = _safe_gain(volume, [raw for _, raw in speech], bed_peak(bed, rate) if bed else 0)
    if bed is not None and total:  # the bed takes the speech's gain: always as far under
        track = bytearray(pcm.samples_to_bytes(render_bed(bed, total, rate)))
        if gain != 1.0:
            track = bytearray(pcm.mix_bytes(bytes(track), gain))
    else:
        track = bytearray(2 * total)
    for piece, raw in speech:
        a, b = 2 * piece.start, 2 * piece.start + len(raw)
        if bed is not None:
            track[a:b] = pcm.mix_bytes(raw, gain, track[a:b])
        else:
            track[a:b] = pcm.mix_bytes(raw, gain) if gain != 1.0 else raw
    pcm.write_frames(out, track, rate, durable=durable)
    lines = tuple(LineMark(p.start / rate, p.frames / rate, p.step, p.clip.text)
                  for p in pieces if p.clip is not None)
    log.info("composed %s: %.1f s, %s lines, gain %.3f", out, total / rate, len(lines), gain)
    return Timeline(out, total / rate, _step_starts(pieces, rate), lines, rate, gain)


def _safe_gain(volume: float, speech: Sequence[bytes], floor_peak: int) -> float:
    """``volume``, lowered if the loudest line plus the bed (both at this gain) could pass
    full scale."""
    gain = max(0.0, volume)
    room = pcm.FULL_SCALE
    if gain * (pcm.FULL_SCALE + floor_peak) <= room:  # nothing can clip: no need to measure
        return gain
    loudest = max((pcm.peak_bound(raw) for raw in speech), default=0)
    if loudest and gain * (loudest + floor_peak) > room:
        lowered = int(room / (loudest + floor_peak) * 256) / 256  # mix_bytes' gain steps
        log.info("speech gain lowered from %.3f to %.3f for headroom", gain, lowered)
        gain = lowered
    return gain


def compose_lines(texts: Sequence[str], voice: Voice, out: Path, *, gap: float = 0.3,
                  volume: float = 1.0, sample_rate: int = SAMPLE_RATE) -> Timeline:
    """Day-time speech (warnings, results): the lines with ``gap`` seconds between them."""
    cues: list[Cue] = []
    for i, text in enumerate(texts):
        if i:
            cues.append(Pause(None, gap))
        cues.append(Say(None, text))
    return compose(cues, voice, out, volume=volume, sample_rate=sample_rate)
