"""A night in parts on aplay (a fake aplay first on PATH, reading at a speaker's pace):
the bed held after a part, the next part handed to the same child after the current one,
crossfaded out of the bed, and a stop while the bed is held."""

from __future__ import annotations

import queue
from array import array
import time
from typing import Any

from pathlib import Path

import pytest

from device.audio import pcm
from device.audio.feed import CROSSFADE_FRAMES, ENDLESS, crossfade
from device.audio.player import AplayPlayer, wav_header
from device.audio.protocols import SAMPLE_RATE

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
