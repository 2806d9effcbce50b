"""The code type-checks with mypy --strict (the settings live in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow   # over 2 s: CI runs it (make test PYTEST_ARGS=)
def test_mypy_strict_passes() -> None:
    pytest.importorskip("mypy")
    out = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary"], cwd=ROOT,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout + out.stderr


def mypy_errors(tmp_path: Path, code: str) -> dict[int, str]:
    """mypy --strict's errors on ``code`` (a file beside the project), by line."""
    pytest.importorskip("mypy")
    snippet = tmp_path / "snippet.py"
    snippet.write_text(code)
    out = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary",
                          str(snippet)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode in (0, 1), out.stdout + out.stderr
    return {int(line.split(":")[1]): line for line in out.stdout.splitlines()
            if ": error:" in line}


def test_mypy_sees_each_setting_as_a_typed_attribute(tmp_path: Path) -> None:
    """``Settings`` has real attributes: a typo, a wrong type or an unknown key is a
    mypy error, and a right use is not (no ``__getattr__ -> Any`` hides them)."""
    errors = mypy_errors(tmp_path,
                         "from device.core.settings import Settings\n"
                         "s = Settings(tap_gap=1.5)\n"
                         "good: float = s.tap_gap + s.value('lead')\n"  # line 3: fine
                         "wrong: str = s.tap_gap\n"                      # 4: not a str
                         "typo = s.tap_gapp\n"                           # 5: no such setting
                         "bad = Settings(tap_gapp=1.0)\n")               # 6: no such row
    assert sorted(errors) == [4, 5, 6], errors
    assert "tap_gapp" in errors[5] and "tap_gapp" in errors[6]


def test_mypy_sees_the_time_of_every_event_and_every_call_on_a_voice(tmp_path: Path) -> None:
    """Every event the loop reads has ``t`` (a float, not ``Any``), and the ``Sound``
    protocol has each call the runtime makes: nothing to probe with ``getattr``."""
    errors = mypy_errors(tmp_path,
                         "from device.shell.loop import LoopEvent\n"
                         "from device.shell.voice.protocol import Sound\n"
                         "def when(e: LoopEvent) -> float:\n"
                         "    return e.t\n"                                   # 4: fine
                         "def wrong(e: LoopEvent) -> str:\n"
                         "    return e.t\n"                                   # 6: a float
                         "def use(s: Sound) -> str:\n"
                         "    s.idle(True); s.caption('x'); s.configure(rate=1)\n"
                         "    return s.name if s.shows_lines else s.nam\n")   # 9: a typo
    assert sorted(errors) == [6, 9], errors
    assert "float" in errors[6] and '"nam"' in errors[9]
