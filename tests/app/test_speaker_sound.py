"""The appliance's real sound on the real composer and cache, with a counting synth and a
fake player: durations known up front, the VOTE offset, one synthesis per line."""

from __future__ import annotations

import queue
import random
import shutil
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from engine.languages import EN, Lang
from engine.onenight.presets import preset
from engine.onenight.script import night_script
from engine.words import parse_lang

from device.audio.cache import CachedVoice
from device.audio.factory import Output
from device.shell.voice.speaker import SpeakerSound
from hw_mocks.audio import FakePlayer, ToneSynth


def make(tmp_path: Path, warmed: Path | None = None
         ) -> tuple[SpeakerSound, ToneSynth, FakePlayer, FakePlayer]:
    """A sound on a counting tone voice; with ``warmed``, its cache starts as a copy of
    that one (the day's lines a sound renders in the background when it starts)."""
    if warmed is not None:
        shutil.copytree(warmed, tmp_path / "tts")
    synth = ToneSynth()
    voice = CachedVoice(synth, tmp_path / "tts")
    events: queue.Queue[Any] = queue.Queue()
    night = FakePlayer(events, clock=time.monotonic)
    speech = FakePlayer(events, clock=time.monotonic)
    sound = SpeakerSound(voice, Output(night, 1.0, None), speech, tmp_path)
    return sound, synth, night, speech


def warmed_up() -> None:
    """Wait until every sound has warmed its day's lines."""
    for thread in threading.enumerate():
        if thread.name == "nightbox-warm":
            thread.join(30)


@pytest.fixture(scope="module")
def warmed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tone voice's cache once a sound has warmed it: rendered once for the module, not
    again by each test's sound in the background."""
    folder = tmp_path_factory.mktemp("warmed")
    sound, synth, _, _ = make(folder)
    warmed_up()
    sound.close()
    assert synth.calls                      # it did render the day's lines
    return folder / "tts"


def test_night_is_composed_once_and_played_from_a_position(tmp_path: Path,
                                                           warmed: Path) -> None:
    sound, synth, night, _ = make(tmp_path, warmed)
    script = night_script(preset(5), rng=random.Random(2))
    audio = sound.prepare_night(script.cues, sound_bed=True)
    assert audio.duration > script.pause_seconds
    assert [s for s, _ in audio.step_starts] == ["werewolf", "seer", "robber", "troublemaker"]
    starts = [t for _, t in audio.step_starts]
    assert starts == sorted(starts) and starts[0] > 0
    calls = synth.calls
    sound.prepare_night(script.cues, sound_bed=False)        # same lines: all from the cache
    assert synth.calls == calls
    sound.play_night(12.5)
    assert night.is_playing
    sound.pause()
    assert night.segments[-1].start == 12.5 and night.segments[-1].how == "paused"
    sound.close()


def test_count_in_has_a_known_vote_moment(tmp_path: Path, warmed: Path) -> None:
    sound, _, _, _ = make(tmp_path, warmed)
    count = sound.count_in()
    assert 0 < count.vote_at < count.duration
    sound.close()


def test_day_lines_return_their_length(tmp_path: Path, warmed: Path) -> None:
    sound, _synth, _, _ = make(tmp_path, warmed)
    first = sound.speak("Seat 3 dies.")
    again = sound.speak("Seat 3 dies.")
    assert first == again > 0.3
    sound.close()


def remaking(tmp_path: Path, warmed: Path
             ) -> tuple[SpeakerSound, list[tuple[str, int, Lang]]]:
    """A speaker whose new voices are made by a stand-in that keeps what it was asked."""
    made: list[tuple[str, int, Lang]] = []

    def make_voice(voice: str, rate: int, lang: Lang) -> CachedVoice:
        made.append((voice, rate, lang))
        return CachedVoice(ToneSynth(voice, rate), tmp_path / "tts2")

    sound, _, _, _ = make(tmp_path, warmed)
    sound.voice.make = make_voice
    return sound, made


def test_a_new_rate_from_the_menu_makes_a_new_voice(tmp_path: Path, warmed: Path) -> None:
    sound, made = remaking(tmp_path, warmed)
    sound.configure(voice="en", rate=160, volume=80, language="en")   # in use: no change
    assert made == []
    sound.configure(voice="en", rate=200, volume=80, language="en")
    assert made == [("en", 200, EN)]
    sound.configure(voice="en", rate=200, volume=50, language="en")   # volume only
    assert made == [("en", 200, EN)] and sound.volume == 0.5
    sound.configure(voice="en", rate=200, volume=50, language="de")   # German: its voice
    assert made[-1] == ("en", 200, parse_lang("de")) and sound.voice.lang is parse_lang("de")
    sound.close()


def test_a_language_without_its_catalogue_is_said_in_english(
        tmp_path: Path, warmed: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A row of the table whose catalogue is missing (Italian): its lines come in English,
    so the English voice says them, never an Italian voice reading English."""
    from device.i18n.catalogues import spoken_lang
    from device.shell.voice import speaker

    from ..i18n.extra_row import ITALIAN

    monkeypatch.setattr(speaker, "parse_lang",
                        lambda code: ITALIAN if code == "it" else parse_lang(code))
    spoken_lang.cache_clear()
    sound, made = remaking(tmp_path, warmed)
    sound.configure(voice="en", rate=160, volume=80, language="en")
    sound.configure(voice="en", rate=160, volume=80, language="it")
    assert made == [("en", 160, EN)] and sound.voice.lang is EN
    sound.close()
    spoken_lang.cache_clear()


class Mixer:
    """An ALSA control that takes every volume it is given."""

    def __init__(self) -> None:
        self.set: list[float] = []

    def set_volume(self, volume: float) -> bool:
        self.set.append(volume)
        return True


def test_a_new_volume_from_the_menu_goes_to_the_mixer_when_there_is_one(
        tmp_path: Path, warmed: Path) -> None:
    sound, _, night, _speech = make(tmp_path, warmed)
    mixer = Mixer()
    sound.output = Output(night, 1.0, None, mixer)  # type: ignore[arg-type]
    sound.configure(voice="en", rate=160, volume=80)   # what is in use: nothing changes
    sound.configure(voice="en", rate=160, volume=50)
    # the card plays at 50%, so the samples stay whole (not 50% of 50%)
    assert mixer.set == [0.5] and sound.volume == 1.0
    sound.close()


def test_with_the_natural_voice_the_missing_lines_are_prepared_in_a_child(
        tmp_path: Path, warmed: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import device.shell.voice.preparer as preparer
    from device.shell.voice.catalogue import box_lines
    from device.shell.voice.choice import PiperKey, PreparedVoice

    started: list[list[str]] = []

    class Child:
        def __init__(self, argv: list[str]) -> None:
            self.argv = argv
            self.running = False

        def start(self) -> None:
            started.append(self.argv)
            self.running = True

        def terminate(self) -> None:
            self.running = False

        def wait(self, seconds: float) -> bool:
            return True

        def close(self) -> None:
            self.running = False

    monkeypatch.setattr(preparer, "Preparer", Child)
    sound, _, _, _ = make(tmp_path, warmed)
    warmed_up()                               # the day's lines rendered, in the tone voice
    model = tmp_path / "en_US-joe-medium.onnx"
    prepared = CachedVoice(PiperKey(model), tmp_path / "tts")
    sound.voice.current = PreparedVoice(prepared, CachedVoice(ToneSynth(), tmp_path / "tts"))
    sound.preparing.start(sound.voice.current, EN, 160, tmp_path / "tts")
    assert sound.preparing.settle(10)
    assert len(started) == 1 and f"piper:{model}" in started[0]
    for line in box_lines():                  # every line prepared: the child goes, none new
        path = prepared.path_for(line)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()
    sound.preparing.start(sound.voice.current, EN, 160, tmp_path / "tts")
    assert sound.preparing.settle(10)
    assert len(started) == 1 and sound.preparing.child is None
    sound.voice.current = CachedVoice(ToneSynth(), tmp_path / "tts")   # espeak-ng only: none
    sound.preparing.start(sound.voice.current, EN, 160, tmp_path / "tts")
    assert sound.preparing.settle(10)
    assert len(started) == 1
    sound.close()
    for line in box_lines()[:1]:               # a line missing again, but the box closed
        prepared.path_for(line).unlink()
    sound.voice.current = PreparedVoice(prepared, CachedVoice(ToneSynth(), tmp_path / "tts"))
    sound.preparing.start(sound.voice.current, EN, 160, tmp_path / "tts")  # racing the close
    assert sound.preparing.settle(10)
    assert len(started) == 1                   # no child outlives the box
