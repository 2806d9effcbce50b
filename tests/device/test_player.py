"""Playback with aplay (a fake aplay first on PATH records what it was sent), pause/resume
positions from the clock, the finished event, the silent fallbacks and the mixer."""

from __future__ import annotations

import os
import queue
import shutil
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from device.audio import pcm
from device.audio.factory import make_output
from device.audio.mixer import AlsaMixer, find_mixer
from device.audio.player import AplayPlayer, probe_audio, wav_header
from device.audio.protocols import (
    SAMPLE_RATE,
    Mark,
    PlaybackFailed,
    PlaybackFinished,
    PlaybackMark,
    Player,
)
from device.audio.silent import SilentPlayer
from hw_mocks.audio import FakePlayer

from .aplay_fake import WAIT, FakeAplay, ramp_wav
from .helpers import drain

RATE = SAMPLE_RATE
class Clock:
    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def until(events: queue.Queue[Any], kind: type) -> list[Any]:
    """Every event up to and including the first ``kind``."""
    got: list[Any] = []
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        try:
            got.append(events.get(timeout=0.1))
        except queue.Empty:
            continue
        if isinstance(got[-1], kind):
            return got
    raise AssertionError(f"no {kind.__name__} event; got {got}")


def next_event(events: queue.Queue[Any], kind: type) -> Any:
    return until(events, kind)[-1]


def test_plays_the_whole_wav_through_aplays_stdin(
        fake_aplay: FakeAplay, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_APLAY_SPEED", "0.05")
    samples = ramp_wav(tmp_path / "a.wav", 1.0)
    events: queue.Queue[Any] = queue.Queue()
    player = AplayPlayer(events, device="plughw:1,0")
    assert isinstance(player, Player)
    player.play(tmp_path / "a.wav", token="night-1",
                marks=[Mark(0.2, "step", "seer"), Mark(0.9, "line", "Seer, wake up.")])
    finished = next_event(events, PlaybackFinished)
    assert finished.token == "night-1" and not player.is_playing
    start = fake_aplay.wait_for("start")[-1]
    assert start["argv"] == ["-q", "-t", "wav", "-D", "plughw:1,0", "-"]
    sent = fake_aplay.received(start["pid"])
    assert sent == wav_header(RATE, RATE) + pcm.samples_to_bytes(samples)
    assert player.position() == pytest.approx(1.0)


def test_marks_all_come_before_finished(
        fake_aplay: FakeAplay, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_APLAY_SPEED", "0.01")  # aplay "ends" before the clock says so
    ramp_wav(tmp_path / "a.wav", 2.0)
    events: queue.Queue[Any] = queue.Queue()
    marks = [Mark(0.5, "step", "a"), Mark(1.0, "line", "x"), Mark(1.9, "vote", "vote")]
    AplayPlayer(events).play(tmp_path / "a.wav", token="t", marks=marks)
    got = until(events, PlaybackFinished)
    assert [(type(e).__name__, getattr(e, "kind", None)) for e in got] == [
        ("PlaybackMark", "step"), ("PlaybackMark", "line"), ("PlaybackMark", "vote"),
        ("PlaybackFinished", None)]  # flushed ahead of the finished event
    fake_aplay.wait_for("end")
    assert drain(events) == []


def test_pause_and_resume_continue_from_the_clock_position(
        fake_aplay: FakeAplay, tmp_path: Path) -> None:
    samples = ramp_wav(tmp_path / "a.wav", 2.0)
    clock = Clock(1000.0)
    events: queue.Queue[Any] = queue.Queue()
    player = AplayPlayer(events, clock=clock, rewind=0.1)
    marks = [Mark(0.3, "line", "Seer, wake up."), Mark(0.6, "vote", "vote")]
    player.play(tmp_path / "a.wav", token="n", marks=marks)
    first = fake_aplay.wait_for("data")[0]
    assert first["frames"] == 2 * RATE
    clock.now = 1000.35
    line = next_event(events, PlaybackMark)
    assert (line.kind, line.t, line.position) == ("line", pytest.approx(1000.3), 0.3)

    clock.now = 1000.5
    assert player.pause() == pytest.approx(0.5)
    killed = fake_aplay.wait_for("killed")[0]
    assert killed["pid"] == first["pid"]
    assert not player.is_playing and player.position() == pytest.approx(0.5)

    clock.now = 1010.0  # paused for a while: the position does not move
    assert player.position() == pytest.approx(0.5)
    player.resume()
    second = fake_aplay.wait_for("data", 2)[1]
    skip = round(0.4 * RATE)  # from the pause position, minus the rewind
    assert second["header_frames"] == second["frames"] == 2 * RATE - skip
    assert fake_aplay.received(second["pid"])[44:] == pcm.samples_to_bytes(samples[skip:])

    clock.now = 1010.3
    vote = next_event(events, PlaybackMark)
    assert (vote.kind, vote.t) == ("vote", pytest.approx(1010.2))  # 0.6 s from a 0.4 s start
    assert player.position() == pytest.approx(0.7)
    assert player.stop() == pytest.approx(0.7)
    assert fake_aplay.wait_for("killed", 2)[1]["pid"] == second["pid"]
    time.sleep(0.2)
    assert not [e for e in drain(events) if isinstance(e, PlaybackFinished)]


def test_stop_kills_aplay_at_once_and_sends_no_finished(
        fake_aplay: FakeAplay, tmp_path: Path) -> None:
    ramp_wav(tmp_path / "a.wav", 5.0)
    events: queue.Queue[Any] = queue.Queue()
    player = AplayPlayer(events)
    player.play(tmp_path / "a.wav", token="abort")
    fake_aplay.wait_for("data")
    player.stop()
    killed = fake_aplay.wait_for("killed")[0]
    assert killed["signal"] == 15
    assert not any(r["event"] == "end" for r in fake_aplay.records())
    time.sleep(0.2)
    assert drain(events) == []
    assert not player.is_playing


def test_a_failing_aplay_goes_silent_and_keeps_the_timing(
        fake_aplay: FakeAplay, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_APLAY_FAIL", "1")
    ramp_wav(tmp_path / "a.wav", 0.4)
    # the clock stands still until aplay has failed, however long the machine takes to
    # start it: the line at 0.2 s is still ahead, and the silent player shows it
    clock = Clock(1000.0)
    events: queue.Queue[Any] = queue.Queue()
    shown: list[str] = []
    player = AplayPlayer(events, clock=clock, show=shown.append)
    player.play(tmp_path / "a.wav", token="n", marks=[Mark(0.2, "line", "Robber, wake up.")])
    got = until(events, PlaybackFailed)
    assert got == got[-1:]                          # nothing played before the failure
    assert "audio open error" in got[-1].reason and got[-1].token == "n"
    assert player.silent                            # already, when the event says so
    assert player.position() == 0.0                 # (the lock: the silent player runs)
    clock.now = 1000.25
    mark = next_event(events, PlaybackMark)
    assert (mark.value, mark.t) == ("Robber, wake up.", pytest.approx(1000.2))
    clock.now = 1000.5
    finished = next_event(events, PlaybackFinished)
    assert finished.t - mark.t == pytest.approx(0.2)  # scheduled times, not wake-ups
    assert shown == ["Robber, wake up."]
    starts = len(fake_aplay.wait_for("start"))
    player.play(tmp_path / "a.wav", token="again")  # stays silent: aplay not tried again
    clock.now = 1001.0
    assert next_event(events, PlaybackFinished).token == "again"
    assert len(fake_aplay.wait_for("start")) == starts


def test_probe_audio_finds_cards_or_says_why_not(
        fake_aplay: FakeAplay, monkeypatch: pytest.MonkeyPatch) -> None:
    assert probe_audio() is None
    monkeypatch.setenv("FAKE_APLAY_FAIL", "1")
    reason = probe_audio()
    assert reason is not None and "no sound card" in reason
    assert "no sound card" in (probe_audio("default") or "")  # no card behind "default"
    assert probe_audio("bluealsa") is None  # another named PCM may work without a card
    assert "not installed" in (probe_audio(aplay="no-such-aplay") or "")


def test_real_aplay_plays_to_the_null_device(tmp_path: Path) -> None:
    if shutil.which("aplay") is None:
        pytest.skip("aplay (alsa-utils) is not installed")
    ramp_wav(tmp_path / "a.wav", 0.3)
    events: queue.Queue[Any] = queue.Queue()
    player = AplayPlayer(events, device="null")
    player.play(tmp_path / "a.wav", token="null")
    assert next_event(events, PlaybackFinished).token == "null"
    assert not player.silent  # real aplay accepted our streamed WAV


def test_real_aplay_without_a_sound_card_falls_back(tmp_path: Path) -> None:
    if shutil.which("aplay") is None or probe_audio() is None:
        pytest.skip("needs aplay on a machine without a sound card")
    ramp_wav(tmp_path / "a.wav", 0.3)
    events: queue.Queue[Any] = queue.Queue()
    player = AplayPlayer(events)
    player.play(tmp_path / "a.wav", token="n")
    assert next_event(events, PlaybackFailed).token == "n"
    assert next_event(events, PlaybackFinished).token == "n"


# -- the silent player ---------------------------------------------------------------------

def test_silent_player_keeps_time_pauses_and_shows_lines(tmp_path: Path) -> None:
    ramp_wav(tmp_path / "a.wav", 1.0)
    clock = Clock(50.0)
    events: queue.Queue[Any] = queue.Queue()
    shown: list[str] = []
    player = SilentPlayer(events, clock=clock, show=shown.append)
    assert isinstance(player, Player)
    player.play(tmp_path / "a.wav", token="s", marks=[Mark(0.25, "line", "One."),
                                                      Mark(0.75, "line", "Two.")])
    clock.now = 50.3
    assert next_event(events, PlaybackMark).value == "One."
    assert player.pause() == pytest.approx(0.3)
    clock.now = 60.0
    assert player.position() == pytest.approx(0.3)
    player.resume()
    clock.now = 60.5
    two = next_event(events, PlaybackMark)
    assert (two.value, two.t) == ("Two.", pytest.approx(60.45))
    clock.now = 61.0
    assert next_event(events, PlaybackFinished).t == pytest.approx(60.7)
    assert shown == ["One.", "Two."] and not player.is_playing


def test_silent_player_stop_sends_nothing(tmp_path: Path) -> None:
    ramp_wav(tmp_path / "a.wav", 0.3)
    events: queue.Queue[Any] = queue.Queue()
    player = SilentPlayer(events)
    player.play(tmp_path / "a.wav", marks=[Mark(0.2, "line", "x")])
    player.stop()
    time.sleep(0.5)
    assert drain(events) == []


# -- the fake player (virtual time) --------------------------------------------------------

def test_fake_player_records_what_would_play(tmp_path: Path) -> None:
    now = [0.0]
    events: queue.Queue[Any] = queue.Queue()
    player = FakePlayer(events, lambda: now[0], durations={tmp_path / "n.wav": 10.0})
    player.play(tmp_path / "n.wav", token="n", marks=[Mark(4.0, "step", "seer")])
    now[0] = 3.0
    player.pump()
    assert player.pause() == 3.0
    now[0] = 20.0
    player.resume()
    assert player.next_due() == 21.0
    now[0] = 21.0
    player.pump()
    now[0] = 30.0
    player.pump()
    got = drain(events)
    assert [type(e).__name__ for e in got] == ["PlaybackMark", "PlaybackFinished"]
    assert got[0].t == 21.0 and got[1].t == 27.0
    assert [(s.start, s.end, s.how) for s in player.segments] == [(0.0, 3.0, "paused"),
                                                                  (3.0, 10.0, "finished")]
    player.play(tmp_path / "n.wav")
    now[0] = 32.5
    assert player.stop() == 2.5 and player.segments[-1].how == "stopped"


# -- volume: the ALSA mixer, or scaling ----------------------------------------------------

FAKE_AMIXER = """#!{python}
import sys
with open({log!r}, "a") as f:
    f.write(" ".join(sys.argv[1:]) + "\\n")
if "scontrols" in sys.argv:
    print("Simple mixer control 'Headphone',0")
    print("Simple mixer control 'PCM',0")
"""


@pytest.fixture()
def fake_amixer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[[], list[str]]:
    folder = tmp_path / "mixbin"
    folder.mkdir()
    log = tmp_path / "amixer.log"
    script = folder / "amixer"
    script.write_text(FAKE_AMIXER.format(python=sys.executable, log=str(log)))
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    return lambda: log.read_text().splitlines()


def test_mixer_volume_uses_the_cards_control(fake_amixer: Callable[[], list[str]]) -> None:
    mixer = find_mixer("plughw:2,0")
    assert isinstance(mixer, AlsaMixer) and mixer.control == "PCM" and mixer.card == "2"
    assert mixer.set_volume(0.7)
    assert fake_amixer() == ["-c 2 scontrols", "-q -c 2 sset PCM 70%"]
    assert find_mixer(amixer="no-such-amixer") is None
    chosen = find_mixer(control="Headphone")
    assert chosen is not None and chosen.control == "Headphone" and chosen.card is None
    assert find_mixer(control="Master") is None  # not on this card


def test_output_uses_aplay_and_the_mixer_or_falls_back(
        fake_aplay: FakeAplay, fake_amixer: Callable[[], list[str]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    events: queue.Queue[Any] = queue.Queue()
    out = make_output(events, volume=0.6)
    assert isinstance(out.player, AplayPlayer) and out.reason is None
    assert out.compose_volume == 1.0  # the mixer does the volume
    assert out.mixer is not None and out.mixer.control == "PCM"   # and does it from the menu
    assert "-q sset PCM 60%" in fake_amixer()
    monkeypatch.setenv("FAKE_APLAY_FAIL", "1")
    silent = make_output(events, volume=0.6)
    assert isinstance(silent.player, SilentPlayer) and "no sound card" in (silent.reason or "")
    assert silent.compose_volume == 0.6 and silent.mixer is None  # no mixer: scale samples


def test_output_without_a_mixer_scales_when_composing(
        fake_aplay: FakeAplay, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr("device.audio.factory.find_mixer", lambda device, control: None)
    out = make_output(queue.Queue(), volume=0.8)
    assert isinstance(out.player, AplayPlayer) and out.compose_volume == 0.8
    assert out.mixer is None
