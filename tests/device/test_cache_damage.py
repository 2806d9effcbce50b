"""A damaged cached WAV (issue #34, item 4): each entry is checked end to end when it is
used (``device.audio.sealed``: a regular file, sizes that add up, the box's format, the
CRC-32 of its samples). Before, only the header was read: a truncated file played cut off
every night, a data size made 100 times gave a ten-minute line, 0xFFFFFFF0 made compose
allocate for a 27-hour night, and a directory or FIFO in the entry's place stuck the deal.
Now none blocks and none is played: each is dropped, rendered again, and the night composes.

A render runs on a thread with a bound only a hang reaches (never a measure of speed)."""

from __future__ import annotations

import os
import struct
import threading
import wave
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from engine.cues import Cue, Pause, Say

from device.audio import pcm, sealed
from device.audio.cache import CachedVoice
from device.audio.compose import compose
from device.audio.errors import BadWav
from device.audio.protocols import SAMPLE_RATE
from hw_mocks.audio import ToneSynth, tone

LINE = "Werewolves, wake up and look for other werewolves."
SECONDS = 1.0
HANG = 60.0  # seconds: reached only by a render that blocks
T = TypeVar("T")


def bounded(work: Callable[[], T]) -> T:
    """``work()`` on a thread; fails the test if it blocks (a FIFO opened for reading)."""
    out: list[T] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            out.append(work())
        except BaseException as e:  # noqa: BLE001 - handed back to the test
            errors.append(e)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(HANG)
    if thread.is_alive():
        pytest.fail(f"blocked for {HANG} s")
    if errors:
        raise errors[0]
    return out[0]


def data_size_at(raw: bytes) -> int:
    return raw.index(b"data") + 4


def truncated(path: Path) -> None:
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])


def data_size_times_100(path: Path) -> None:
    raw = bytearray(path.read_bytes())
    at = data_size_at(raw)
    struct.pack_into("<I", raw, at, struct.unpack_from("<I", raw, at)[0] * 100)
    path.write_bytes(raw)


def data_size_ffff_fff0(path: Path) -> None:
    raw = bytearray(path.read_bytes())
    struct.pack_into("<I", raw, data_size_at(raw), 0xFFFFFFF0)
    path.write_bytes(raw)


def a_flipped_sample(path: Path) -> None:
    raw = bytearray(path.read_bytes())
    raw[len(raw) // 2] ^= 0x40            # the sizes still add up: only the CRC sees it
    path.write_bytes(raw)


def a_directory(path: Path) -> None:
    path.unlink()
    path.mkdir()
    (path / "inside").write_bytes(b"x")


def a_fifo(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


DAMAGE = [truncated, data_size_times_100, data_size_ffff_fff0, a_flipped_sample,
          a_directory, a_fifo]


@pytest.mark.parametrize("damage", DAMAGE, ids=[d.__name__ for d in DAMAGE])
def test_a_damaged_entry_is_dropped_rendered_again_and_the_night_composes(
        tmp_path: Path, damage: Callable[[Path], None],
        caplog: pytest.LogCaptureFixture) -> None:
    synth = ToneSynth(seconds=SECONDS)
    voice = CachedVoice(synth, tmp_path / "tts")
    first = voice.render(LINE)
    assert first.path is not None
    good = first.path.read_bytes()
    damage(first.path)

    again = bounded(lambda: voice.render(LINE))
    assert synth.calls == [LINE, LINE]                  # rendered again, not trusted
    assert again.path == first.path and again.duration == pytest.approx(SECONDS)
    assert again.path.is_file() and again.path.read_bytes() == good   # what plays is whole
    assert any("dropping a bad cache entry" in r.getMessage() for r in caplog.records)

    damage(first.path)                                   # damaged again, under a night
    cues: list[Cue] = [Say("seer", "Everyone, close your eyes."), Pause("seer", 0.5),
                       Say("werewolf", LINE)]
    timeline = bounded(lambda: compose(cues, voice, tmp_path / "night.wav"))
    expected = estimated(voice, "Everyone, close your eyes.") + 0.5 + SECONDS
    assert timeline.duration == pytest.approx(expected, abs=0.01)
    assert pcm.wav_seconds(timeline.path) == pytest.approx(timeline.duration)
    assert len(synth.calls) == 4


def estimated(voice: CachedVoice, text: str) -> float:
    return voice.render(text).duration


def test_a_whole_entry_is_used_as_it_is(tmp_path: Path) -> None:
    synth = ToneSynth(seconds=SECONDS)
    voice = CachedVoice(synth, tmp_path / "tts")
    clip = voice.render(LINE)
    for _ in range(3):
        assert voice.render(LINE) == clip
    assert synth.calls == [LINE]


def test_an_entry_from_before_seals_is_kept_and_sealed(tmp_path: Path) -> None:
    synth = ToneSynth(seconds=SECONDS)
    voice = CachedVoice(synth, tmp_path / "tts")
    path = voice.path_for(LINE)
    path.parent.mkdir(parents=True)
    samples = tone(SECONDS)
    with wave.open(str(path), "wb") as w:                # as the cache wrote it before
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SAMPLE_RATE)
        w.writeframes(pcm.samples_to_bytes(samples))
    assert not sealed.read_sealed(path, SAMPLE_RATE).sealed
    clip = voice.render(LINE)
    assert synth.calls == [] and clip.duration == pytest.approx(SECONDS)
    kept = sealed.read_sealed(path, SAMPLE_RATE)
    assert kept.sealed and kept.frames == pcm.samples_to_bytes(samples)


def test_every_written_wav_is_sealed_and_still_a_wav(tmp_path: Path) -> None:
    out = tmp_path / "a.wav"
    samples = tone(0.25)
    pcm.write_wav(out, samples)
    assert pcm.read_wav(out) == samples                  # the wave module skips the seal
    assert sealed.read_sealed(out, SAMPLE_RATE).frames == pcm.samples_to_bytes(samples)
    with pytest.raises(BadWav, match="16-bit mono PCM at 16000 Hz"):
        sealed.read_sealed(out, 16000)
    with pytest.raises(BadWav, match="at most 100"):
        sealed.read_sealed(out, SAMPLE_RATE, most=100)
