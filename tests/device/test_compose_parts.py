"""Composing in chunks and in parts (issues 29 and 30): memory that does not grow with the
night, chunks that change nothing, a night composed in parts that is the whole night,
and the bed held after a part going on where the part left it."""

from __future__ import annotations

import random
import tracemalloc
from pathlib import Path

import pytest

from engine.cues import Cue, Pause
from engine.onenight.presets import preset
from engine.onenight.script import night_script

from device.audio import compose as composing
from device.audio import pcm
from device.audio.bed import Bed
from device.audio.cache import CachedVoice
from device.audio.compose import Timeline, bed_tail, compose
from hw_mocks.audio import ToneSynth

#: a bed with many taps, so chunks and parts cut through taps as well as lines
BED = Bed(taps_per_minute=40.0, seed=4)


def voice(tmp: Path) -> CachedVoice:
    return CachedVoice(ToneSynth(), tmp / "cache", levelled=False)


def night(times: int = 1) -> list[Cue]:
    cues = list(night_script(preset(6), rng=random.Random(5)).cues)
    return cues * times


def peak_while_composing(cues: list[Cue], tmp: Path) -> tuple[int, Timeline]:
    tracemalloc.start()
    try:
        tl = compose(cues, voice(tmp), tmp / "night.wav", bed=BED, volume=0.8,
                     durable=False)
        return tracemalloc.get_traced_memory()[1], tl
    finally:
        tracemalloc.stop()


def test_composing_a_night_twice_as_long_takes_no_more_memory(tmp_path: Path) -> None:
    compose(night(2), voice(tmp_path), tmp_path / "warm.wav", bed=BED, volume=0.8)
    one, short = peak_while_composing(night(1), tmp_path)
    two, long = peak_while_composing(night(2), tmp_path)
    assert long.duration == pytest.approx(2 * short.duration) and short.duration > 100
    # the whole night at 16-bit would be 2 bytes a frame; a chunk is what is held
    whole = 2 * round(short.duration * short.sample_rate)
    assert one < whole and two < 1.2 * one, (one, two, whole)


def test_the_chunk_size_changes_no_frame(tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    a = compose(night(), voice(tmp_path), tmp_path / "a.wav", bed=BED, volume=0.8)
    monkeypatch.setattr(composing, "CHUNK_FRAMES", 997)   # lines and taps cut everywhere
    b = compose(night(), voice(tmp_path), tmp_path / "b.wav", bed=BED, volume=0.8)
    assert a.path.read_bytes() == b.path.read_bytes() and a.gain == b.gain == 0.8


def test_a_night_in_parts_is_the_whole_night(tmp_path: Path) -> None:
    cues = night()
    cut = len(cues) // 2
    whole = compose(cues, voice(tmp_path), tmp_path / "whole.wav", bed=BED, volume=0.8)
    first = compose(cues[:cut], voice(tmp_path), tmp_path / "a.wav", bed=BED, volume=0.8,
                    fade_out=False)
    second = compose(cues[cut:], voice(tmp_path), tmp_path / "b.wav", bed=BED, volume=0.8,
                     bed_from=first.bed_end, fade_in=False)
    assert second.bed_end == whole.bed_end
    assert pcm.read_frames(first.path) + pcm.read_frames(second.path) == \
        pcm.read_frames(whole.path)


def test_the_bed_held_after_a_part_goes_on_where_it_ended(tmp_path: Path) -> None:
    part = compose(night()[:6], voice(tmp_path), tmp_path / "a.wav", bed=BED, volume=0.8,
                   fade_out=False)
    tail = bed_tail(part)
    assert tail is not None
    held = b"".join(tail.read(n) for n in (1000, 4096, 30000))
    silence = compose([Pause(None, 35096 / 22050)], voice(tmp_path), tmp_path / "b.wav",
                      bed=BED, volume=0.8, bed_from=part.bed_end, fade_in=False,
                      fade_out=False)
    assert held == pcm.read_frames(silence.path) and any(held)
    assert bed_tail(compose(night()[:2], voice(tmp_path), tmp_path / "c.wav")) is None
