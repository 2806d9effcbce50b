"""A night in parts on aplay (a fake aplay first on PATH, reading at a speaker's pace):
the bed held after a part, the next part handed to the same child after the current one,
crossfaded out of the bed, a stop while the bed is held, and the box's sound playing two
parts over one bed."""

from __future__ import annotations

import queue
import time
from array import array
from pathlib import Path
from typing import Any

import pytest

from engine.cues import Pause, Say

from device.audio import pcm
from device.audio.bed import Bed, BedTrack
from device.audio.cache import CachedVoice
from device.audio.factory import Output
from device.audio.feed import CROSSFADE_FRAMES, ENDLESS, crossfade
from device.audio.player import AplayPlayer, wav_header
from device.audio.protocols import SAMPLE_RATE
from device.shell.voice.speaker import SpeakerSound
from hw_mocks.audio import FakePlayer, ToneSynth

from .aplay_fake import WAIT, FakeAplay, ramp_wav

RATE = SAMPLE_RATE
BED = 1000  # every frame of the held "bed", so it is told apart from the ramps


class Constant:
    """A :class:`~device.audio.protocols.Tail` of one value, counting what was read."""

    def __init__(self) -> None:
        self.read_frames = 0

    def read(self, frames: int) -> bytes:
        self.read_frames += frames
        return pcm.samples_to_bytes(array("h", [BED]) * frames)


def wait_until(ok: Any) -> None:
    deadline = time.monotonic() + WAIT
    while not ok():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def test_the_next_part_follows_the_held_bed_in_the_same_aplay(
        fake_aplay: FakeAplay, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_APLAY_PACE", "0.5")   # half a speaker's time: no waiting long
    monkeypatch.setenv("FAKE_APLAY_SPEED", "0")
    first = pcm.samples_to_bytes(ramp_wav(tmp_path / "a.wav", 0.5))
    second = pcm.samples_to_bytes(ramp_wav(tmp_path / "b.wav", 0.4)[::-1])
    pcm.write_frames(tmp_path / "b.wav", second)
    bed = Constant()
    player = AplayPlayer(queue.Queue())
    player.play(tmp_path / "a.wav", then=bed)
    wait_until(lambda: bed.read_frames > 4 * 4096)       # the first part over, the bed on
    assert player.is_playing
    player.play(tmp_path / "b.wav")                       # the next part, nothing held after
    data = fake_aplay.wait_for("data")
    assert len(fake_aplay.wait_for("start")) == 1         # one child for both parts
    sent = fake_aplay.received(data[0]["pid"])
    header = wav_header(ENDLESS // 2, RATE)
    assert sent[:44] == header and sent[44 : 44 + len(first)] == first   # the whole part
    held = sent[44 + len(first) : len(sent) - len(second)]
    assert len(held) >= 2 * 4 * 4096
    assert held == pcm.samples_to_bytes(array("h", [BED])) * (len(held) // 2)
    # the bed fades out as the next part fades in; then the part as it is
    fading = 2 * CROSSFADE_FRAMES
    start = len(sent) - len(second)
    assert sent[start : start + fading] == crossfade(
        pcm.samples_to_bytes(array("h", [BED]) * CROSSFADE_FRAMES), second[:fading])
    assert sent[start + fading :] == second[fading:]


def test_a_stop_while_the_bed_is_held_ends_the_child(
        fake_aplay: FakeAplay, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_APLAY_PACE", "1")
    ramp_wav(tmp_path / "a.wav", 0.2)
    bed = Constant()
    player = AplayPlayer(queue.Queue())
    player.play(tmp_path / "a.wav", then=bed)
    wait_until(lambda: bed.read_frames > 4096)
    player.stop()
    assert fake_aplay.wait_for("killed")[0]["signal"] == 15
    assert not player.is_playing
    read = bed.read_frames
    time.sleep(0.3)
    assert bed.read_frames <= read + 4096                # the bed is no longer read


def test_a_part_with_nothing_held_after_it_starts_a_new_child(
        fake_aplay: FakeAplay, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_APLAY_SPEED", "0.2")
    ramp_wav(tmp_path / "a.wav", 1.0)
    player = AplayPlayer(queue.Queue())
    player.play(tmp_path / "a.wav")
    fake_aplay.wait_for("data")
    player.play(tmp_path / "a.wav")
    assert len(fake_aplay.wait_for("start", 2)) == 2
    assert fake_aplay.wait_for("killed")[0]["pid"] == fake_aplay.wait_for("start")[0]["pid"]


def test_the_speakers_parts_go_on_over_one_bed(
        fake_aplay: FakeAplay, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the box's own sound: part one, then the bed it ended on going on, frame
    for frame at the night's gain (no seam where the part ends), then part two."""
    monkeypatch.setenv("FAKE_APLAY_PACE", "0.2")
    monkeypatch.setenv("FAKE_APLAY_SPEED", "0")
    monkeypatch.delenv("RUNTIME_DIRECTORY", raising=False)
    events: queue.Queue[Any] = queue.Queue()
    voice = CachedVoice(ToneSynth(seconds=0.3), tmp_path / "tts", levelled=False)
    sound = SpeakerSound(voice, Output(AplayPlayer(events), 0.8, None),
                         FakePlayer(events, time.monotonic), tmp_path)
    try:
        sound.prepare_night([Say("a", "One."), Pause("a", 0.5)], True, last=False)
        one = sound.timeline
        sound.play_night(0.0, hold=True)
        sound.prepare_night([Say("b", "Two."), Pause(None, 0.2)], True, first=False)
        two = sound.timeline
        assert one is not None and two is not None and two.bed_end > one.bed_end
        time.sleep(0.6)                                   # part one over; the bed held
        sound.play_night(0.0)
        sent = fake_aplay.received(fake_aplay.wait_for("data")[0]["pid"])
    finally:
        sound.close()
    assert len(fake_aplay.wait_for("start")) == 1
    first, second = pcm.read_frames(one.path), pcm.read_frames(two.path)
    assert sent[44 : 44 + len(first)] == first
    held = sent[44 + len(first) : len(sent) - len(second)]
    bed = pcm.samples_to_bytes(BedTrack(Bed(), RATE, one.bed_end, gain=0.8).read(
        len(held) // 2 + CROSSFADE_FRAMES))
    assert len(held) > 0 and held == bed[: len(held)]
    fading = 2 * CROSSFADE_FRAMES
    start = len(sent) - len(second)
    assert sent[start : start + fading] == crossfade(bed[len(held) :], second[:fading])
    assert sent[start + fading :] == second[fading:]
