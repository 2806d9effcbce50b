"""SVOX Pico, the fast voice of every language: real WAVs through the ``ttspico`` binding,
trimmed, levelled and cached like the other voices' lines, at the box's rate.

Under NIGHTBOX_STRICT=1 (CI) a missing Pico fails instead of skipping (the test extra
builds it from its sdist).
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from engine.languages import EN, LANGUAGES, Lang
from engine.words import parse_lang

from device.audio import pcm
from device.audio.cache import CachedVoice
from device.audio.errors import NoSpeech
from device.audio.pico_synth import PICO_RATE, PicoSynth, find_pico, pico_key, speed
from device.audio.protocols import SAMPLE_RATE

from ..conftest import require_pico

DE = parse_lang("de")
LINES = {EN: "Seer, wake up. You may look at another player's card.",
         DE: "Seherin, wach auf. Du darfst dir die Karte einer anderen Person ansehen.",
         parse_lang("fr"): "Voyante, réveille-toi. Tu peux regarder la carte d'un autre joueur.",
         parse_lang("es"): "Vidente, despierta. Puedes mirar la carta de otro jugador."}


def pico(lang: Lang, rate: int = 160) -> PicoSynth:
    require_pico(lang.pico)
    return PicoSynth(find_pico(lang.pico), rate)


@pytest.mark.parametrize("lang", list(LANGUAGES), ids=lambda lang: lang.code)
def test_pico_speaks_each_language_into_the_box_s_format(lang: Lang, tmp_path: Path) -> None:
    synth = pico(lang)
    raw = tmp_path / "raw.wav"
    synth.synthesize(LINES[lang], raw)
    frames, rate = pcm.wav_info(raw)
    assert rate == PICO_RATE and frames / rate > 2.0            # Pico's own 16 kHz, speech
    assert pcm.peak(pcm.read_wav(raw, PICO_RATE)) < 32767       # its half volume: no clipping
    clip = CachedVoice(synth, tmp_path / "cache").render(LINES[lang])
    assert clip.path is not None
    assert pcm.wav_info(clip.path)[1] == SAMPLE_RATE            # resampled for composing
    assert clip.path.name == CachedVoice(synth, tmp_path).path_for(LINES[lang]).name
    assert synth.voice == pico_key(lang.pico) == f"pico:{lang.pico}"


def test_every_language_sits_in_the_one_level_band(tmp_path: Path) -> None:
    from .test_voice_level import assert_one_level_band

    for lang in LANGUAGES:
        assert_one_level_band(CachedVoice(pico(lang), tmp_path / lang.code),
                              [LINES[lang], LINES[lang].split(".")[0] + "."], per_word=0.15)


def test_the_same_line_comes_from_the_cache(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    synth = pico(parse_lang("de"))
    first = CachedVoice(synth, tmp_path).render(LINES[DE])

    def never(text: str, out: Path) -> None:
        raise AssertionError(f"rendered again: {text}")

    monkeypatch.setattr(synth, "synthesize", never)
    again = CachedVoice(synth, tmp_path).render(LINES[DE])  # a new voice, the same disk
    assert again == first


def test_the_rate_is_pico_s_own_speed(tmp_path: Path) -> None:
    assert speed(160) == 100 and speed(240) == 150 and speed(80) == 50
    assert speed(10_000) == 500 and speed(1) == 20              # Pico's own limits
    slow = CachedVoice(pico(parse_lang("fr"), 120), tmp_path).render(LINES[parse_lang("fr")])
    fast = CachedVoice(pico(parse_lang("fr"), 240), tmp_path).render(LINES[parse_lang("fr")])
    assert slow.path != fast.path                               # the rate keys the cache
    assert 1.6 < slow.duration / fast.duration < 2.4            # twice the rate, half the time


def test_markup_and_bad_characters_are_said_as_words(tmp_path: Path) -> None:
    synth = pico(EN)
    plain, marked = tmp_path / "plain.wav", tmp_path / "marked.wav"
    synth.synthesize("Seat four wins.", plain)
    # as markup this would speak at five times the pace; the box says it as text
    synth.synthesize("<speed level='500'>Seat four wins.</speed>", marked)
    assert pcm.wav_seconds(marked) >= 0.8 * pcm.wav_seconds(plain)
    odd = tmp_path / "odd.wav"
    synth.synthesize("Seat\0 four \udcff wins.", odd)          # a NUL, a lone surrogate
    assert pcm.wav_seconds(odd) > 0.5


def test_a_missing_voice_names_what_is_missing_and_how_to_install_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import device.audio.pico_synth as pico_synth

    require_pico()
    with pytest.raises(NoSpeech, match=r"no voice 'xx-XX'.*make install"):
        find_pico("xx-XX")
    monkeypatch.setattr(pico_synth, "voice_folders", list)
    with pytest.raises(NoSpeech, match=r"SVOX Pico \(de-DE\) is not installed.*make install"):
        find_pico("de-DE")


def test_without_pico_espeak_speaks_and_one_line_says_why(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    from device.shell.voice.choice import table_voice, voice_name

    from ..conftest import require_espeak

    require_espeak()
    import device.audio.pico_synth as pico_synth

    monkeypatch.setattr(pico_synth, "voice_folders", list)
    with caplog.at_level(logging.INFO):
        voice = table_voice(tmp_path, parse_lang("de"), "en", 160, engine="auto", model="auto")
    assert voice_name(voice) == "espeak-ng"
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1, warnings
    assert "SVOX Pico (de-DE) is not installed" in warnings[0]
    assert "make install" in warnings[0] and "espeak-ng speaks" in warnings[0]
