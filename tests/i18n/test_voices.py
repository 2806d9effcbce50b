"""Each language speaks with its own voices: espeak-ng's voice for the language (real
WAVs through pyttsx3, as the box renders them), and the Piper voice ``auto`` picks.

Under NIGHTBOX_STRICT=1 (CI) a missing espeak-ng fails instead of skipping.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.classic.presets import PRESETS as CLASSIC_PRESETS
from engine.classic.script import ClassicScriptOptions, classic_night
from engine.cues import ScriptMode, count_in_words
from engine.languages import EN, LANGUAGES, Lang
from engine.onenight.deck import Deck
from engine.onenight.presets import PRESETS, preset
from engine.onenight.script import ScriptOptions, night_script
from engine.words import parse_lang

from device.audio import pcm
from device.audio.cache import CachedVoice
from device.i18n.catalogues import words_for
from device.i18n.voices import espeak_voice, piper_model, speaks

from ..cli.run import nightbox, refused
from ..conftest import require_espeak
from ..device.test_voice_level import assert_one_level_band

OTHERS = [lang for lang in LANGUAGES if lang is not EN]
DE, FR, ES = (parse_lang(code) for code in ("de", "fr", "es"))
DAYBREAK = ("doppelganger,alpha_wolf,werewolf,mystic_wolf,apprentice_seer,"
            "paranormal_investigator,witch,village_idiot,revealer,curator")


def test_the_voice_setting_is_used_only_where_it_speaks_the_language() -> None:
    assert espeak_voice(EN, "en-gb") == "en-gb"
    assert espeak_voice(DE, "en-gb") == "de"   # never German in English
    assert espeak_voice(DE, "mb-de1") == "mb-de1"
    assert espeak_voice(FR, "fr-be") == "fr-be"
    assert espeak_voice(ES, "") == ES.espeak
    assert speaks("es-419", ES) and not speaks("en-us", ES)


def test_auto_picks_the_language_s_piper_voice() -> None:
    assert piper_model(EN, "auto") is None   # the bundled or any installed
    assert piper_model(DE, "auto") == "de_DE-thorsten-medium"
    assert piper_model(FR, None) == FR.piper
    assert piper_model(ES, "/x/my.onnx") == "/x/my.onnx"  # a chosen model is kept
    assert all((lang.piper or "").startswith(lang.code) for lang in LANGUAGES)


def test_an_unknown_lang_is_one_line_with_a_hint() -> None:
    line = refused("say", "Hallo", "--lang", "german", "--voice", "espeak", "--wav", "/tmp/x.wav")
    assert "'german'" in line and "did you mean 'de'" in line


@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_say_writes_speech_in_the_language(lang: Lang, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    require_espeak()
    monkeypatch.setenv("NIGHTBOX_CACHE_DIR", str(tmp_path / "cache"))
    text = {DE: "Werwölfe, öffnet die Augen.", FR: "Loups-Garous, ouvrez les yeux.",
            ES: "Hombres Lobo, abrid los ojos."}[lang]
    wavs = {}
    for code in (lang.code, "en"):
        out = nightbox("say", text, "--lang", code, "--voice", "espeak", "--wav",
                       str(tmp_path / f"{code}.wav"))
        assert out.returncode == 0, out.stderr
        wavs[code] = pcm.read_wav(tmp_path / f"{code}.wav")
        assert len(wavs[code]) / 22050 > 0.8                   # speech, not a blip
    assert wavs[lang.code] != wavs["en"]                       # another voice read it


def night_lines(lang: Lang) -> list[str]:
    """Every line of both games' nights in ``lang``: each One Night preset and the
    Daybreak deck in both modes, every classic preset's first and later night, and the
    count-ins."""
    words = words_for(lang)
    lines: list[str] = []
    decks = [preset(n) for n in sorted(PRESETS)] + [Deck.parse(DAYBREAK)]
    for deck in decks:
        for mode in ScriptMode:
            lines += night_script(deck, ScriptOptions(mode=mode, words=words),
                                  random.Random(0)).lines
    for p in CLASSIC_PRESETS.values():
        for night in (1, 2):
            lines += classic_night(p.deck, night, ClassicScriptOptions(words=words)).lines
    lines += count_in_words(words)
    return list(dict.fromkeys(lines))


@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_the_nights_are_said_in_the_language(lang: Lang) -> None:
    english = set(night_lines(EN))
    lines = night_lines(lang)
    assert len(lines) > 60
    assert not english & set(lines), sorted(english & set(lines))[:5]   # no silent English


@pytest.mark.slow
@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_every_night_line_renders_in_espeak_inside_the_level_band(lang: Lang,
                                                                  tmp_path: Path) -> None:
    require_espeak()
    from device.audio.tts import PyttsxSynth

    voice = CachedVoice(PyttsxSynth(lang.espeak, 160), tmp_path)
    assert_one_level_band(voice, night_lines(lang), per_word=0.1)


@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_voice_prepare_prepares_every_line_in_the_language(lang: Lang) -> None:
    """The natural voice's catalogue in each language: as many lines as in English, and
    none of them English, so a German box never waits on an English line."""
    from device.shell.voice.catalogue import box_lines

    english = box_lines()
    lines = box_lines(words=words_for(lang))
    assert len(lines) == len(english) > 500
    assert set(lines) & set(english) == set()


@pytest.mark.parametrize("command", [["sim"], ["demo"], ["voice", "status"],
                                     ["script", "--roles", "werewolf,seer,villager"]])
def test_every_command_refuses_an_unknown_language_in_one_line(command: list[str]) -> None:
    line = refused(*command, "--lang", "Deutsch")
    assert "unknown language 'Deutsch' (did you mean 'de'?)" in line


def test_the_config_names_a_language_it_lacks_with_a_hint(tmp_path: Path) -> None:
    config = tmp_path / "nightbox.toml"
    config.write_text('[game]\nlanguage = "french"\n')
    line = refused("check-config", str(config))
    assert "game.language" in line and "did you mean 'fr'" in line and "en, de, fr, es" in line


def test_auto_finds_the_language_s_voice_and_never_reads_it_with_another(
        tmp_path: Path) -> None:
    """With the German voice's files in the voices folder, a German box finds them by
    name; with only an English voice there, a German box finds none (espeak-ng speaks
    German) instead of the English model."""
    from device.audio.errors import NoSpeech
    from device.audio.piper_synth import find_model

    voices = tmp_path / "voices"
    voices.mkdir()
    for name in ("en_US-lessac-medium", DE.piper):
        (voices / f"{name}.onnx").write_bytes(b"model")
        (voices / f"{name}.onnx.json").write_text("{}")
    found = find_model(piper_model(DE, "auto"), [voices])
    assert found.name == f"{DE.piper}.onnx"
    with pytest.raises(NoSpeech, match=FR.piper or ""):
        find_model(piper_model(FR, "auto"), [voices])


@pytest.mark.slow
@pytest.mark.parametrize("game", ["onenight", "classic"])
def test_nightbox_demo_plays_a_whole_game_in_german(game: str, tmp_path: Path) -> None:
    """``nightbox demo --lang de``, as a user runs it: the story's lines and screens in
    German, its PNGs written."""
    out = nightbox("demo", "--game", game, "--lang", "de", "--out", str(tmp_path / "out"))
    assert out.returncode == 0, out.stderr
    said = [line.split("says", 1)[1].strip() for line in out.stdout.splitlines()
            if "  says  " in line]
    assert len(said) > 5
    assert any("Platz" in line for line in said)
    assert not any("Seat" in line or "press the knob" in line for line in said)
    assert len(list((tmp_path / "out" / "screens").glob("*.png"))) > 20
