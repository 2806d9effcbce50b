"""Compose a night (or a part of one, or any list of lines) into ONE timeline WAV.

The voice lines go in order, with silence for the pauses (their jitter is already drawn in
the cues), over an optional sound bed. Output is 16-bit mono at ``SAMPLE_RATE``. Positions
are counted in frames, so the step and line start times are exact for the WAV written.

The WAV is written a chunk of :data:`CHUNK_FRAMES` at a time: the bed's chunk
(``bed.BedTrack``), times the gain, with the line it lies under mixed in. So memory does
not grow with the night's length: a chunk, one line's samples and a frame count per cue.

No clipping: the gain is the requested ``volume``, lowered for the whole night if needed
so that the loudest line plus the bed's peak stays within full scale (headroom, not
saturation; saturation is only the last guard in :func:`device.audio.pcm.add`). The bed
takes the same gain as the speech, so it always sits ``bed.BELOW_VOICE_DB`` under the
voice's level.

A night played in parts (classic's, cut where the Moderator enters something) is composed
a part at a time: the bed fades in at the first part only and out at the last only, each
part's bed goes on from the frame the part before it ended on (``bed_from``), and
:func:`bed_tail` holds the bed on after a part until the next one plays.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.cues import Cue, Pause, Say

from . import pcm
from .bed import Bed, BedTrack, bed_peak, fade, fade_frames
from .protocols import SAMPLE_RATE, Clip, Mark, Tail, Voice

log = logging.getLogger(__name__)

#: frames composed at a time (about 1.5 s): the most of the night held in memory at once
CHUNK_FRAMES = 1 << 15


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
    #: where each cue given starts, in seconds (a blank line takes no time)
    cue_starts: tuple[float, ...] = ()
    #: the bed under it (``None``: none), and the frame of the bed's track it ended on
    bed: Bed | None = None
    bed_end: int = 0

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


def _layout(cues: Iterable[Cue], voice: Voice, rate: int) -> tuple[list[_Piece], list[int]]:
    """The pieces in order, and the frame each cue starts on."""
    pieces: list[_Piece] = []
    starts: list[int] = []
    at = 0
    for cue in cues:
        starts.append(at)
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
    return pieces, starts


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


def _spoken(pieces: Sequence[_Piece]) -> list[tuple[_Piece, Path]]:
    return [(p, p.clip.path) for p in pieces if p.clip is not None and p.clip.path is not None]


def _speech(path: Path, piece: _Piece, rate: int) -> bytes:
    return pcm.read_frames(path, rate)[: 2 * piece.frames]


def compose(cues: Iterable[Cue], voice: Voice, out: Path, *, bed: Bed | None = None,
            volume: float = 1.0, sample_rate: int = SAMPLE_RATE, durable: bool = True,
            bed_from: int = 0, fade_in: bool = True, fade_out: bool = True) -> Timeline:
    """Render (or fetch from the cache) every line and write the night to ``out``, a
    chunk at a time. ``bed_from``: the frame of the bed's track this night (or part)
    starts on; ``fade_in``/``fade_out``: whether the bed fades in at its start and out at
    its end (not where a part of a night meets the next)."""
    rate = sample_rate
    pieces, starts = _layout(cues, voice, rate)
    total = pieces[-1].start + pieces[-1].frames if pieces else 0
    spoken = _spoken(pieces)
    floor = bed_peak(bed, rate) if bed is not None else 0
    gain = _safe_gain(volume, spoken, floor, rate)
    track = BedTrack(bed, rate, bed_from, bed_from + total if fade_out else None, gain) \
        if bed is not None else None
    fading = fade_frames(rate, total) if track is not None else 0
    pcm.write_chunks(out, _chunks(spoken, total, rate, gain, track, (fading, fade_in, fade_out)),
                     total, rate, durable=durable)
    lines = tuple(LineMark(p.start / rate, p.frames / rate, p.step, p.clip.text)
                  for p in pieces if p.clip is not None)
    log.info("composed %s: %.1f s, %s lines, gain %.3f", out, total / rate, len(lines), gain)
    return Timeline(out, total / rate, _step_starts(pieces, rate), lines, rate, gain,
                    tuple(at / rate for at in starts), bed, bed_from + total)


def _chunks(spoken: Sequence[tuple[_Piece, Path]], total: int, rate: int, gain: float,
            track: BedTrack | None, fades: tuple[int, bool, bool]) -> Iterable[bytes]:
    """The night's frames, :data:`CHUNK_FRAMES` at a time: the bed (already at ``gain``)
    with each line times ``gain`` over it: one multiply a sample."""
    fading, fade_in, fade_out = fades
    unity = round(max(0.0, gain) * 256) == 256
    lines = iter(spoken)
    line = next(lines, None)
    raw = _speech(line[1], line[0], rate) if line is not None else b""
    for a in range(0, total, CHUNK_FRAMES):
        b = min(a + CHUNK_FRAMES, total)
        if track is None:
            chunk = bytearray(2 * (b - a))
        else:
            bed = fade(track.read(b - a), a, total, fading, fade_in=fade_in, fade_out=fade_out)
            chunk = bytearray(pcm.samples_to_bytes(bed))
        while line is not None and line[0].start < b:
            piece = line[0]
            lo, hi = max(a, piece.start), min(b, piece.start + len(raw) // 2)
            if lo < hi:
                part = raw[2 * (lo - piece.start) : 2 * (hi - piece.start)]
                under = chunk[2 * (lo - a) : 2 * (hi - a)]
                chunk[2 * (lo - a) : 2 * (hi - a)] = (
                    pcm.mix_bytes(part, gain, under) if track is not None
                    else part if unity else pcm.mix_bytes(part, gain))
            if piece.start + piece.frames > b:
                break  # the line goes on in the next chunk
            line = next(lines, None)
            raw = _speech(line[1], line[0], rate) if line is not None else b""
        yield bytes(chunk)


def _safe_gain(volume: float, spoken: Sequence[tuple[_Piece, Path]], floor_peak: int,
               rate: int) -> float:
    """``volume``, lowered if the loudest line plus the bed (both at this gain) could pass
    full scale. Each line is read to measure it only when that could happen."""
    gain = max(0.0, volume)
    room = pcm.FULL_SCALE
    if gain * (pcm.FULL_SCALE + floor_peak) <= room:  # nothing can clip: no need to measure
        return gain
    peaks: dict[Path, int] = {}
    for piece, path in spoken:
        if path not in peaks:
            peaks[path] = pcm.peak_bound(_speech(path, piece, rate))
    loudest = max(peaks.values(), default=0)
    if loudest and gain * (loudest + floor_peak) > room:
        lowered = int(room / (loudest + floor_peak) * 256) / 256  # mix_bytes' gain steps
        log.info("speech gain lowered from %.3f to %.3f for headroom", gain, lowered)
        gain = lowered
    return gain


class _BedTail:
    """A :class:`~.protocols.Tail`: the bed's track read on from a frame."""

    def __init__(self, track: BedTrack) -> None:
        self.track = track

    def read(self, frames: int) -> bytes:
        return pcm.samples_to_bytes(self.track.read(frames))


def bed_tail(timeline: Timeline) -> Tail | None:
    """The bed after ``timeline``'s end, at its gain, for a player to hold on until the
    next part of the night plays (``None`` without a bed)."""
    if timeline.bed is None:
        return None
    return _BedTail(BedTrack(timeline.bed, timeline.sample_rate, timeline.bed_end,
                             gain=timeline.gain))


def compose_lines(texts: Sequence[str], voice: Voice, out: Path, *, gap: float = 0.3,
                  volume: float = 1.0, sample_rate: int = SAMPLE_RATE) -> Timeline:
    """Day-time speech (warnings, results): the lines with ``gap`` seconds between them."""
    cues: list[Cue] = []
    for i, text in enumerate(texts):
        if i:
            cues.append(Pause(None, gap))
        cues.append(Say(None, text))
    return compose(cues, voice, out, volume=volume, sample_rate=sample_rate)
