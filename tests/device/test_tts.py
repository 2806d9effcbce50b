"""Rendering lines to WAV: pyttsx3 (espeak driver) quirks, the CLI fallback, the cache and
the text-only voice. Real-espeak tests use the ``espeak`` fixture (skip, or fail when strict).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import threading
import time
import wave
from pathlib import Path
from typing import IO, Any

import pytest

from device.audio import pcm, tts
from device.audio.cache import CachedVoice, cache_key
from device.audio.errors import BlankLine, NoSpeech, UnknownVoice
from device.audio.factory import make_voice
from device.audio.protocols import SAMPLE_RATE
from device.audio.silent import TextVoice
from device.audio.timing import estimate_seconds
from device.audio.tts import EspeakCliSynth, PyttsxSynth
from device.errors import DeviceError
from hw_mocks.audio import RecordingVoice, ToneSynth

LINES = ["Everyone, close your eyes.", "Seer, wake up.", "Seer, close your eyes.",
         "Everyone, wake up!"]


def wav_format(path: Path) -> tuple[int, int, int]:
    with wave.open(str(path), "rb") as w:
        return w.getnchannels(), w.getsampwidth(), w.getframerate()


def assert_speech(path: Path, low: float = 0.5, high: float = 6.0) -> None:
    """The listen check: a real line, audible, not clipped, of a plausible length."""
    samples = pcm.read_wav(path)
    seconds = len(samples) / SAMPLE_RATE
    assert low <= seconds <= high, f"{path.name}: {seconds:.2f} s"
    assert 3000 < pcm.peak(samples) < pcm.FULL_SCALE, "silent or clipped"
    assert pcm.rms(samples) > 500


class IdleEspeak:
    """Stands in for pyttsx3's ctypes binding: espeak's thread is never busy."""

    @staticmethod
    def IsPlaying() -> int:
        return 0


@pytest.fixture()
def fresh_engine(monkeypatch: pytest.MonkeyPatch) -> tts._Engine:
    """A process engine holder of our own, so a fake engine never leaks into other tests."""
    holder = tts._Engine()
    holder.espeak = IdleEspeak()
    monkeypatch.setattr(tts, "_ENGINE", holder)
    return holder


# -- blank lines ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["", "   ", "\n\t"])
def test_blank_lines_are_refused_before_reaching_espeak(
        text: str, tmp_path: Path, fresh_engine: tts._Engine) -> None:
    with pytest.raises(BlankLine):
        PyttsxSynth().synthesize(text, tmp_path / "x.wav")
    assert fresh_engine.engine is None  # pyttsx3 was not even started
    with pytest.raises(BlankLine):
        CachedVoice(ToneSynth(), tmp_path).render(text)
    with pytest.raises(BlankLine):
        TextVoice().render(text)
    assert issubclass(BlankLine, DeviceError) and issubclass(BlankLine, ValueError)


# -- waiting for finished-utterance (a fake engine, no espeak needed) -----------------------

class LateEngine:
    """Acts like pyttsx3 2.99's espeak engine: runAndWait returns at once, and the file and
    the finished-utterance event come later from another thread, after a stray event."""

    def __init__(self, holder: tts._Engine, delay: float = 0.3, finish: bool = True) -> None:
        self.holder, self.delay, self.finish = holder, delay, finish
        self.props: dict[str, Any] = {}
        self.target: tuple[str, IO[bytes]] | None = None

    def setProperty(self, name: str, value: Any) -> None:
        self.props[name] = value

    def getProperty(self, name: str) -> Any:
        return self.props[name]

    def save_to_file(self, text: str, target: IO[bytes]) -> None:
        self.target = (text, target)  # pyttsx3's driver hands it to wave.open

    def runAndWait(self) -> None:
        assert self.target is not None
        text, target = self.target

        def later() -> None:
            self.holder._on_finished(completed=False)  # stale, for an older utterance
            self.holder._on_finished(completed=True)  # stray: our file is not there yet
            time.sleep(self.delay)
            if self.finish:
                with tempfile.TemporaryDirectory() as tmp:
                    tone = Path(tmp) / "tone.wav"
                    ToneSynth(seconds=0.5).synthesize(text, tone)
                    target.write(tone.read_bytes())
                self.holder._on_finished(completed=True, name=None)

        threading.Thread(target=later, daemon=True).start()


class FakeCli(EspeakCliSynth):
    def __init__(self) -> None:
        super().__init__()
        self.calls: list[str] = []

    def available(self) -> bool:
        return True

    def synthesize(self, text: str, out: Path) -> None:
        self.calls.append(text)
        ToneSynth(seconds=0.25).synthesize(text, out)


def test_waits_for_the_file_and_finished_utterance_not_for_runandwait(
        tmp_path: Path, fresh_engine: tts._Engine) -> None:
    fresh_engine.engine = LateEngine(fresh_engine)
    synth = PyttsxSynth("en-us", 150, timeout=5.0, cli=FakeCli())
    out = tmp_path / "line.wav"
    synth.synthesize("Seer, wake up.", out)
    assert tts.is_complete_wav(out)
    assert pcm.wav_seconds(out) == pytest.approx(0.5)  # the late file, not a CLI one
    assert fresh_engine.engine.props == {"voice": "en-us", "rate": 150, "volume": 1.0}
    assert synth.renderer == "pyttsx3" and synth.cli.calls == []  # type: ignore[attr-defined]


def test_a_missing_finished_utterance_times_out_and_hands_over_to_the_cli(
        tmp_path: Path, fresh_engine: tts._Engine) -> None:
    fresh_engine.engine = LateEngine(fresh_engine, finish=False)
    cli = FakeCli()
    synth = PyttsxSynth(timeout=0.3, cli=cli)
    synth.synthesize("Robber, wake up.", tmp_path / "a.wav")
    synth.synthesize("Robber, close your eyes.", tmp_path / "b.wav")
    assert cli.calls == ["Robber, wake up.", "Robber, close your eyes."]
    assert synth.renderer == "espeak-ng -w"


def test_no_pyttsx3_and_no_espeak_raises_nospeech(
        tmp_path: Path, fresh_engine: tts._Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyttsx3", None)  # import pyttsx3 -> ImportError
    synth = PyttsxSynth(cli=EspeakCliSynth(exe="no-such-espeak-ng"))
    with pytest.raises(NoSpeech, match="pyttsx3"):
        synth.synthesize("Hello.", tmp_path / "x.wav")
    assert issubclass(NoSpeech, DeviceError) and issubclass(NoSpeech, RuntimeError)
    voice = make_voice(tmp_path, "en-us", 160)  # the factory falls back to text
    if shutil.which("espeak-ng") is None:
        assert isinstance(voice, TextVoice)


def test_mbrola_voices_go_to_the_cli_because_pyttsx3_hardcodes_22050_hz() -> None:
    assert PyttsxSynth("mb-us1").renderer == "espeak-ng -w"
    assert PyttsxSynth("en-us").renderer == "pyttsx3"


# -- real espeak-ng ------------------------------------------------------------------------

def test_pyttsx3_renders_real_lines_back_to_back(espeak: None, tmp_path: Path) -> None:
    synth = PyttsxSynth("en-us", 160)
    for i, line in enumerate(LINES):
        out = tmp_path / f"{i}.wav"
        synth.synthesize(line, out)  # one after the other: no file from the previous line
        assert wav_format(out) == (1, 2, 22050)  # espeak-ng: 22050 Hz, mono, 16-bit
        assert_speech(out, 1.0, 4.0)
    assert synth.renderer == "pyttsx3"


def test_pyttsx3_and_the_cli_agree_on_length(espeak: None, tmp_path: Path) -> None:
    line = "Werewolves, wake up, and look for other werewolves."
    PyttsxSynth("en-us", 160).synthesize(line, tmp_path / "a.wav")
    EspeakCliSynth("en-us", 160).synthesize(line, tmp_path / "b.wav")
    a, b = pcm.wav_seconds(tmp_path / "a.wav"), pcm.wav_seconds(tmp_path / "b.wav")
    assert a == pytest.approx(b, rel=0.1)
    assert_speech(tmp_path / "b.wav")


def test_every_line_gets_its_own_rate_back_to_back(espeak: None, tmp_path: Path) -> None:
    """pyttsx3 2.99 drops a rate change or empties a WAV when a line follows too closely."""
    line = "Troublemaker, you may exchange cards between two other players."
    cli = {}
    for rate in (120, 220):
        EspeakCliSynth("en-us", rate).synthesize(line, tmp_path / f"cli{rate}.wav")
        cli[rate] = pcm.wav_seconds(tmp_path / f"cli{rate}.wav")
    for i, rate in enumerate([120, 220, 120, 220, 220, 120]):
        out = tmp_path / f"{i}.wav"
        synth = PyttsxSynth("en-us", rate)
        synth.synthesize(line, out)
        assert pcm.wav_seconds(out) == pytest.approx(cli[rate], rel=0.08), (i, rate)
        assert synth.renderer == "pyttsx3"
    assert cli[120] > 1.4 * cli[220]


def test_an_unknown_voice_is_an_error_not_a_silent_default(espeak: None, tmp_path: Path) -> None:
    with pytest.raises(UnknownVoice, match="nonexistent"):
        PyttsxSynth("nonexistent").synthesize("Hello.", tmp_path / "x.wav")
    with pytest.raises(UnknownVoice):
        EspeakCliSynth("nonexistent").synthesize("Hello.", tmp_path / "y.wav")
    PyttsxSynth("en-us").synthesize("Still fine.", tmp_path / "z.wav")  # engine still usable
    assert_speech(tmp_path / "z.wav", 0.5, 3.0)


def test_sox_agrees_with_the_standard_library(espeak: None, tmp_path: Path) -> None:
    if shutil.which("sox") is None:
        pytest.skip("sox is not installed")
    out = tmp_path / "line.wav"
    PyttsxSynth().synthesize("Insomniac, wake up, and look at your card.", out)
    stat = subprocess.run(["sox", str(out), "-n", "stat"], capture_output=True, text=True,
                          check=True).stderr
    fields = {k.strip(): v.strip() for k, v in
              (line.split(":", 1) for line in stat.splitlines() if ":" in line)}
    assert float(fields["Length (seconds)"]) == pytest.approx(pcm.wav_seconds(out), abs=0.001)
    assert 0.1 < float(fields["Maximum amplitude"]) < 1.0
    assert float(fields["RMS     amplitude"]) > 0.015


# -- the cache -----------------------------------------------------------------------------

def test_second_render_synthesises_nothing(tmp_path: Path) -> None:
    synth = ToneSynth()
    voice = CachedVoice(synth, tmp_path / "cache")
    first = [voice.render(line) for line in LINES]
    assert len(synth.calls) == len(LINES)
    again = CachedVoice(synth, tmp_path / "cache")  # a new process, same folder
    second = [again.render(line) for line in LINES]
    assert len(synth.calls) == len(LINES)
    assert first == second
    assert sorted(p.name for p in (tmp_path / "cache").iterdir()) == sorted(
        f"{cache_key(line, 'tone', 160)}.wav" for line in LINES)  # no temp files left


def test_cache_key_is_text_voice_and_rate() -> None:
    base = cache_key("Seer, wake up.", "en-us", 160)
    assert base == cache_key("  Seer,   wake up. ", "en-us", 160)  # as spoken
    assert base != cache_key("Seer, wake up!", "en-us", 160)
    assert base != cache_key("Seer, wake up.", "en-gb", 160)
    assert base != cache_key("Seer, wake up.", "en-us", 170)


def test_a_damaged_entry_is_rendered_again(tmp_path: Path) -> None:
    synth = ToneSynth()
    voice = CachedVoice(synth, tmp_path)
    clip = voice.render("Drunk, wake up.")
    assert clip.path is not None
    clip.path.write_bytes(b"RIFF\x00\x00")  # a torn write from an older version
    clip2 = CachedVoice(synth, tmp_path).render("Drunk, wake up.")
    assert len(synth.calls) == 2 and clip2.duration == pytest.approx(clip.duration)


def test_foreign_sample_rates_are_stored_converted(tmp_path: Path) -> None:
    synth = ToneSynth(sample_rate=16000, seconds=1.0)
    clip = CachedVoice(synth, tmp_path).render("Mbrola line.")
    assert clip.path is not None and wav_format(clip.path) == (1, 2, 22050)
    assert clip.duration == pytest.approx(1.0, abs=0.001)


def test_a_failed_synthesis_leaves_no_file(tmp_path: Path) -> None:
    class Broken(ToneSynth):
        def synthesize(self, text: str, out: Path) -> None:
            out.write_bytes(b"not a wav")

    with pytest.raises(NoSpeech):
        CachedVoice(Broken(), tmp_path).render("Hello.")
    assert list(tmp_path.iterdir()) == []


# -- the text-only voice -------------------------------------------------------------------

def test_text_voice_gives_espeak_like_timing_without_audio() -> None:
    clip = TextVoice(160).render("Seer, wake up.")
    assert clip.path is None and 1.0 < clip.duration < 2.5
    assert TextVoice(120).render("Seer, wake up.").duration > clip.duration
    rec = RecordingVoice(clock=lambda: 42.0)
    rec.render("Robber, wake up.")
    assert rec.lines[0].t == 42.0 and rec.texts == ["Robber, wake up."]


def test_text_voice_timing_matches_real_espeak(espeak: None, tmp_path: Path) -> None:
    synth = EspeakCliSynth("en-us", 160)
    real = est = 0.0
    for i, line in enumerate(LINES + ["Three.", "Vote!", "Seat 3 dies."]):
        out = tmp_path / f"{i}.wav"
        synth.synthesize(line, out)
        r, e = pcm.wav_seconds(out), estimate_seconds(line, 160)
        assert e == pytest.approx(r, rel=0.35), line
        real, est = real + r, est + e
    assert est == pytest.approx(real, rel=0.1)
