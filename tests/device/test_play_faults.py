"""A WAV that cannot be read when it is played (gone, cut off, an I/O error): one clear
error or one log line, never a traceback, and the rest of the day still said."""

from __future__ import annotations

import io
import logging
import queue
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from device.audio import pcm
from device.audio.errors import BadWav
from device.audio.feed import Feed
from device.audio.player import AplayPlayer
from device.audio.protocols import Mark, Tail
from device.shell.voice.speaker import SpeakerSound
from hw_mocks.audio import FakePlayer, tone


def test_the_player_refuses_a_wav_it_cannot_read_in_one_error(tmp_path: Path) -> None:
    events: queue.Queue[Any] = queue.Queue()
    player = AplayPlayer(events, aplay="/nonexistent/aplay")
    with pytest.raises(BadWav, match=r"cannot play .*gone\.wav"):
        player.play(tmp_path / "gone.wav")
    (tmp_path / "cut.wav").write_bytes(b"RIFF\x10\x00\x00\x00WAVE")
    with pytest.raises(BadWav, match=r"cannot play .*cut\.wav"):
        player.play(tmp_path / "cut.wav")
    assert not player.silent and events.empty()      # the sound card was not blamed


def test_a_wav_that_fails_while_it_is_fed_is_one_warning(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG, logger="device")
    pipe = io.BytesIO()
    Feed(tmp_path / "gone.wav", 0, None, b"header").run(pipe)
    [record] = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert "stopped playing part way" in record.getMessage() and "gone.wav" in \
        record.getMessage()
    assert record.exc_info is None


class Gate(FakePlayer):
    """A fake player whose first play waits until the test opens the gate; records what
    it started."""

    def __init__(self, events: queue.Queue[Any]) -> None:
        super().__init__(events, clock=time.monotonic)
        self.gate = threading.Event()
        self.started: list[Path] = []
        self.played = threading.Semaphore(0)

    def play(self, wav: Path, start_at: float = 0.0, *, token: str = "",
             marks: tuple[Mark, ...] = (), then: Tail | None = None) -> None:
        self.gate.wait(60)
        super().play(wav, start_at, token=token, marks=marks, then=then)   # BadWav if gone
        self.started.append(Path(wav))
        self.played.release()


class Lines:
    """A voice of short tones, one WAV per line, in a folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.made: list[Path] = []
        folder.mkdir()

    def render(self, text: str) -> Any:
        from device.audio.protocols import Clip

        path = self.folder / f"{len(self.made)}.wav"
        self.made.append(path)
        pcm.write_wav(path, tone(0.05))
        return Clip(text, path, 0.05)


def test_a_day_line_gone_before_it_plays_does_not_silence_the_rest(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    events: queue.Queue[Any] = queue.Queue()
    speech = Gate(events)
    voice = Lines(tmp_path / "lines")
    sound = SpeakerSound(voice, _output(events), speech, tmp_path)
    for thread in threading.enumerate():
        if thread.name == "nightbox-warm":               # its lines made before ours
            thread.join(60)
    caplog.set_level(logging.DEBUG, logger="device")
    sound.speak("Seat 3 speaks first.")                  # waits at the gate
    sound.speak("One minute left.")
    gone = voice.made[-1]
    gone.unlink()                                        # removed before its turn
    speech.gate.set()
    sound.speak("Time is up.")
    for _ in range(2):
        assert speech.played.acquire(timeout=60), "the speaker stopped saying lines"
    assert gone not in speech.started and len(speech.started) == 2
    [warning] = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert "not said" in warning.getMessage() and warning.exc_info is None
    sound.close()


def _output(events: queue.Queue[Any]) -> Any:
    from device.audio.factory import Output

    return Output(FakePlayer(events, clock=time.monotonic), 1.0, None)


class Vanishing:
    """A voice whose WAV is gone by the time it is read (removed under the box)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def render(self, text: str) -> Any:
        from device.audio.protocols import Clip

        return Clip(text, self.folder / "gone.wav", 1.0)


def test_a_line_at_a_volume_whose_wav_is_gone_is_one_line(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    from device.audio.factory import Output

    events: queue.Queue[Any] = queue.Queue()
    speech = FakePlayer(events, clock=time.monotonic)
    sound = SpeakerSound(Vanishing(tmp_path), Output(FakePlayer(events, clock=time.monotonic),
                                                     0.5, None), speech, tmp_path)
    caplog.set_level(logging.DEBUG, logger="device.shell")
    assert sound.speak("Seat 3 speaks first.") == 0.0      # not said: it takes no time
    [record] = [r for r in caplog.records if r.getMessage().startswith("not said")]
    assert "gone.wav" in record.getMessage() and record.exc_info is None
    sound.close()


def test_a_wav_gone_when_aplay_fails_does_not_end_the_watcher(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    """aplay fails (the card gone) after the WAV it played was removed: the player goes
    silent in one line, and its watcher thread does not die on the missing WAV."""
    go = tmp_path / "go"
    aplay = tmp_path / "aplay"
    aplay.write_text(f"#!/bin/sh\ncat > /dev/null &\nwhile [ ! -e {go} ]; do sleep 0.01; done\n"
                     "echo 'aplay: audio open error: No such device' >&2\nexit 1\n")
    aplay.chmod(0o755)
    died: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: died.append(args.exc_value))
    caplog.set_level(logging.DEBUG, logger="device")
    events: queue.Queue[Any] = queue.Queue()
    player = AplayPlayer(events, aplay=str(aplay))
    wav = tmp_path / "night.wav"
    pcm.write_wav(wav, tone(2.0))
    player.play(wav)
    wav.unlink()                                     # gone before aplay fails
    go.touch()
    failed = events.get(timeout=60)
    assert "No such device" in failed.reason
    deadline = time.monotonic() + 60
    while not any("cannot" in r.getMessage() for r in caplog.records) and not died:
        assert time.monotonic() < deadline, "the watcher said nothing"
        time.sleep(0.01)
    assert died == [] and player.silent
    assert all(r.exc_info is None for r in caplog.records)
    player.stop()
