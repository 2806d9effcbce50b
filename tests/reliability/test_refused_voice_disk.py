"""The voice on a disk that refuses its files (issue #34, the leftovers): full (ENOSPC),
read-only (EROFS) or failing (EIO). The box's real speaker, cache and count-in, on a tone
voice; the disk's refusal faked where the audio layer makes its files.

A line the box can render is still heard, from RAM (``device.audio.in_memory``): the
day's lines, a line at a volume, the count-in. Each refusal is one log line, never a
traceback, and the loop goes on.
"""

from __future__ import annotations

import errno
import logging
import os
import queue
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from device.audio import pcm, scratch, sealed
from device.audio.cache import CachedVoice
from device.audio.errors import NoSpeech
from device.audio.factory import Output
from device.audio.protocols import SAMPLE_RATE, Mark, Tail
from device.audio.tts import FixedVoice
from device.shell.voice.speaker import SpeakerSound
from hw_mocks.audio import FakePlayer, ToneSynth

from ..conftest import require_espeak

WORDS = ("Three.", "Two.", "One.", "Vote!")


class Disk:
    """The disk under the voice's files: refusing every new one (``errno``) while
    ``refusing``, as a full, read-only or failing disk does."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, number: int,
                 spare: Path | None = None) -> None:
        self.number, self.spare = number, spare
        self.refusing = False
        self.refused = 0
        real_temp, real_chunks = scratch.temp_file, pcm.write_chunks

        def temp_file(folder: Path, stem: str) -> tuple[int, Path]:
            self._check(folder)
            return real_temp(folder, stem)

        def write_chunks(path: Path, *args: Any, **kwargs: Any) -> None:
            self._check(path)
            real_chunks(path, *args, **kwargs)

        monkeypatch.setattr(scratch, "temp_file", temp_file)
        monkeypatch.setattr(pcm, "write_chunks", write_chunks)

    def _check(self, where: Path) -> None:
        if self.refusing and not (self.spare and where.is_relative_to(self.spare)):
            self.refused += 1
            raise OSError(self.number, os.strerror(self.number), str(where))


class Heard(FakePlayer):
    """A fake player that reads each WAV it is given as it starts it: what was heard."""

    def __init__(self, events: queue.Queue[Any]) -> None:
        super().__init__(events, clock=time.monotonic)
        self.heard: list[tuple[Path, sealed.Samples]] = []
        self.started = threading.Semaphore(0)

    def play(self, wav: Path, start_at: float = 0.0, *, token: str = "",
             marks: tuple[Mark, ...] = (), then: Tail | None = None) -> None:
        self.heard.append((Path(wav), sealed.read_sealed(Path(wav), SAMPLE_RATE)))
        super().play(wav, start_at, token=token, marks=marks, then=then)
        self.started.release()

    def next_heard(self) -> tuple[Path, sealed.Samples]:
        assert self.started.acquire(timeout=60), "nothing was played"
        return self.heard[-1]


def make(tmp_path: Path, synth: Any, volume: float = 1.0) -> tuple[SpeakerSound, Heard]:
    events: queue.Queue[Any] = queue.Queue()
    speech = Heard(events)
    sound = SpeakerSound(CachedVoice(synth, tmp_path / "tts"),
                         Output(FakePlayer(events, clock=time.monotonic), volume, None),
                         speech, tmp_path)
    for thread in threading.enumerate():
        if thread.name == "nightbox-warm":
            thread.join(60)
    return sound, speech


def on_disk(tmp_path: Path) -> set[str]:
    return {p.name for p in tmp_path.rglob("*.wav")}


def one_line_each(caplog: pytest.LogCaptureFixture) -> None:
    """No traceback anywhere in the log, and every record one line."""
    for record in caplog.records:
        assert record.exc_info is None and record.exc_text is None, record.getMessage()
        assert "\n" not in record.getMessage()


FAULTS = [errno.ENOSPC, errno.EROFS, errno.EIO]
IDS = ["full", "read-only", "failing"]


@pytest.mark.parametrize("number", FAULTS, ids=IDS)
def test_the_count_in_on_a_refused_disk_is_heard_from_memory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
        number: int) -> None:
    caplog.set_level(logging.DEBUG, logger="device")
    disk = Disk(monkeypatch, number)
    disk.refusing = True                     # full before the box starts: its count-in
    sound, speech = make(tmp_path, ToneSynth())
    audio = sound.count_in(WORDS)            # the loop asks for it at the vote
    path, samples = speech.next_heard()
    assert disk.refused
    assert not path.is_relative_to(tmp_path) and samples.sealed     # from RAM, whole
    assert len(samples.frames) / 2 / SAMPLE_RATE == pytest.approx(audio.duration)
    assert 0 < audio.vote_at < audio.duration
    assert pcm.peak(pcm.samples_from_bytes(samples.frames)) > 1000   # the words, not silence
    assert not on_disk(tmp_path)
    one_line_each(caplog)
    said = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    [count_in] = [m for m in said if "count-in" in m]       # each game's: one line for all
    assert os.strerror(number) in count_in and "from memory" in count_in
    assert len(said) == 2          # and the cache's own (the words), once: nothing else
    assert sound.count_in(WORDS).duration == audio.duration     # and again, the same
    sound.close()


class Mute(FixedVoice):
    """A renderer that cannot speak at all (a voice gone)."""

    def __init__(self) -> None:
        super().__init__("mute", 160)

    def synthesize(self, text: str, out: Path) -> None:
        raise NoSpeech("the renderer stopped answering")


def test_a_count_in_no_voice_can_say_keeps_its_timing(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG, logger="device")
    sound, speech = make(tmp_path, Mute())
    audio = sound.count_in(WORDS)
    assert audio.duration > 0 and 0 < audio.vote_at < audio.duration   # the vote still opens
    assert not speech.heard
    one_line_each(caplog)
    assert [r.levelno for r in caplog.records if "count-in" in r.getMessage()] \
        == [logging.WARNING] * 2              # at start, and at the vote: one line each
    sound.close()


@pytest.mark.slow   # over 2 s each (a day of speech): CI runs it (make test PYTEST_ARGS=)
@pytest.mark.parametrize("number", FAULTS, ids=IDS)
def test_a_day_line_the_cache_refuses_is_said_from_memory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
        number: int) -> None:
    synth = ToneSynth()
    sound, speech = make(tmp_path, synth)
    disk = Disk(monkeypatch, number)
    caplog.set_level(logging.DEBUG, logger="device")
    before = on_disk(tmp_path)
    disk.refusing = True
    first = sound.speak("The werewolves wake up.")
    path, samples = speech.next_heard()
    assert first > 0.5                        # said, and it takes its time
    assert not path.is_relative_to(tmp_path) and samples.sealed
    assert len(samples.frames) / 2 / SAMPLE_RATE == pytest.approx(first)
    assert sound.speak("The seer wakes up.") > 0.5
    speech.next_heard()
    calls = len(synth.calls)
    assert sound.speak("The werewolves wake up.") == first      # again: from RAM as kept
    assert speech.next_heard()[0] == path and len(synth.calls) == calls
    assert on_disk(tmp_path) == before
    one_line_each(caplog)
    [warning] = [r for r in caplog.records if r.levelno >= logging.WARNING]   # logged once
    assert "from memory" in warning.getMessage()
    assert os.strerror(number) in warning.getMessage()

    disk.refusing = False                     # room again: lines are kept on disk again
    assert sound.speak("The robber wakes up.") > 0.5
    assert speech.next_heard()[0].is_relative_to(tmp_path / "tts")
    sound.close()


@pytest.mark.slow   # over 2 s: CI runs it (make test PYTEST_ARGS=)
def test_a_line_at_a_volume_on_a_full_disk_is_said_from_memory_at_that_volume(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    sound, speech = make(tmp_path, ToneSynth(), volume=0.5)   # no mixer: scaled samples
    assert sound.speak("Everyone, wake up!") > 0.5            # cached, at the volume
    loud = pcm.peak(pcm.samples_from_bytes(speech.next_heard()[1].frames))
    cached = sound.voice.render("Everyone, wake up!").path
    assert cached is not None
    full = pcm.peak(pcm.read_wav(cached))
    assert loud == pytest.approx(full / 2, abs=2)
    disk = Disk(monkeypatch, errno.ENOSPC)
    caplog.set_level(logging.DEBUG, logger="device")
    disk.refusing = True
    assert sound.speak("Everyone, wake up!") > 0.5            # its line-N.wav is refused
    path, samples = speech.next_heard()
    assert disk.refused and not path.is_relative_to(tmp_path)
    assert pcm.peak(pcm.samples_from_bytes(samples.frames)) == loud
    assert sound.speak("Everyone, wake up!") > 0.5
    speech.next_heard()
    one_line_each(caplog)
    [warning] = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert "No space left" in warning.getMessage()
    sound.close()


def test_a_night_of_lines_the_cache_refused_is_composed_from_memory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache on a full SD card, the night in systemd's RuntimeDirectory (RAM): every
    line of a long night rendered into RAM, each still there when the night is composed."""
    from engine.cues import Pause, Say

    monkeypatch.setenv("RUNTIME_DIRECTORY", str(tmp_path / "run"))
    (tmp_path / "run").mkdir()
    sound, _ = make(tmp_path / "box", ToneSynth())
    disk = Disk(monkeypatch, errno.ENOSPC, spare=tmp_path / "run")
    disk.refusing = True
    lines = [f"Line {i} of the night, said {'very ' * (i % 5)}slowly." for i in range(40)]
    cues = [c for i, line in enumerate(lines) for c in (Say(f"s{i}", line), Pause(None, 0.5))]
    audio = sound.prepare_night(cues, sound_bed=False)
    assert disk.refused and sound.timeline is not None
    night = sealed.read_sealed(sound.timeline.path, SAMPLE_RATE).frames
    heard = {m.text: bytes(night[2 * round(m.start * SAMPLE_RATE):][:2 * round(
        m.duration * SAMPLE_RATE)]) for m in sound.timeline.lines}
    sound.close()
    disk.refusing = False
    reference = CachedVoice(ToneSynth(), tmp_path / "reference")
    for line in lines:                       # each line as a cache on a good disk has it
        clip = reference.render(line)
        assert clip.path is not None
        assert heard[line] == pcm.read_frames(clip.path), line
    assert audio.duration > 40 * 0.5


def test_a_voice_cache_that_cannot_be_made_keeps_the_voice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    """The box's cache folder on a card that refuses it (here a path under /dev/full,
    ENOTDIR): the box still speaks, from RAM, rather than losing its voice."""
    from device.audio import factory
    from device.config import load_config

    require_espeak()
    (tmp_path / "nightbox.toml").write_text('[paths]\ncache_dir = "/dev/full/cache"\n')
    config = load_config(tmp_path / "nightbox.toml")
    events: queue.Queue[Any] = queue.Queue()
    heard = Heard(events)
    monkeypatch.setattr(factory, "make_output", lambda *_, **__: Output(
        FakePlayer(events, clock=time.monotonic), 1.0, None))
    monkeypatch.setattr("device.audio.player.AplayPlayer", lambda *_, **__: heard)
    monkeypatch.setenv("CACHE_DIRECTORY", "")
    caplog.set_level(logging.INFO, logger="device")
    sound = SpeakerSound.open(config, None, lambda _: None)
    try:
        assert sound.speak("Seat 3 speaks first.") > 0.3
        path, samples = heard.next_heard()
        assert samples.sealed and path.parts[:2] == ("/", "proc")
    finally:
        sound.close()
    one_line_each(caplog)
    assert any("cannot be made" in r.getMessage() for r in caplog.records)


def test_a_line_rendered_before_the_disk_refused_it_is_not_rendered_twice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The renderer's own file fitted, the cache's entry did not: the samples already
    rendered are said from RAM (a Piper line takes seconds)."""

    def full(path: Path, *_: object, **__: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    synth = ToneSynth()
    voice = CachedVoice(synth, tmp_path / "tts")
    monkeypatch.setattr(pcm, "write_chunks", full)
    clip = voice.render("The werewolves wake up.")
    assert clip.path is not None and not clip.path.is_relative_to(tmp_path)
    assert synth.calls == ["The werewolves wake up."]
    assert sealed.read_sealed(clip.path, SAMPLE_RATE).sealed
