"""The commands as a user runs them, with SVOX Pico installed: ``say --lang de`` speaks
German with Pico without being asked, ``voice status`` names the voice of each language,
and ``voice prepare`` prepares Pico's lines like Piper's.

Under NIGHTBOX_STRICT=1 (CI) a missing Pico fails instead of skipping.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.languages import EN
from engine.words import parse_lang

from device.audio import pcm
from device.audio.protocols import SAMPLE_RATE

from ..conftest import require_espeak, require_pico
from .run import nightbox

LINE = "Seherin, wach auf."


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NIGHTBOX_CACHE_DIR", str(tmp_path / "cache"))   # nothing prepared
    monkeypatch.delenv("CACHE_DIRECTORY", raising=False)
    return tmp_path / "cache"


def say(text: str, out: Path, *args: str) -> str:
    done = nightbox("say", text, "--lang", "de", "--wav", str(out), *args)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_say_speaks_german_with_pico_unasked(cache: Path, tmp_path: Path) -> None:
    require_pico("de-DE")
    require_espeak()
    box, asked, espeak = tmp_path / "box.wav", tmp_path / "pico.wav", tmp_path / "espeak.wav"
    assert say(LINE, box).endswith(", SVOX Pico (de-DE)")
    assert say(LINE, asked, "--voice", "pico").endswith(", SVOX Pico (de-DE)")
    assert say(LINE, espeak, "--voice", "espeak").endswith(", espeak-ng")
    assert pcm.wav_info(box)[1] == SAMPLE_RATE
    assert box.read_bytes() == asked.read_bytes()            # the one cached line
    assert box.read_bytes() != espeak.read_bytes()


def test_voice_status_names_the_voice_of_each_language(cache: Path) -> None:
    require_pico("de-DE")
    out = nightbox("voice", "status", "--lang", "de")
    assert out.returncode == 1, out.stderr                   # nothing prepared yet
    assert "lines prepared for SVOX Pico (de-DE) at 160 wpm" in out.stdout
    for lang in map(parse_lang, ("de", "fr", "es")):     # no Piper voice of theirs here
        assert f"\n  {lang.code}: SVOX Pico ({lang.pico})" in out.stdout
    assert f"SVOX Pico ({EN.pico})" in out.stdout.split("\n  en: ")[1]


@pytest.mark.slow
def test_voice_prepare_prepares_pico_s_lines(cache: Path) -> None:
    require_pico("es-ES")
    done = subprocess.run([sys.executable, "-m", "device.cli", "voice", "prepare", "--lang",
                           "es", "--quiet"], capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stderr
    assert "for SVOX Pico (es-ES) at 160 wpm" in done.stdout
    assert nightbox("voice", "status", "--lang", "es").returncode == 0   # every line is
