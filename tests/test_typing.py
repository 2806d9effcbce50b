"""The code type-checks with mypy --strict (the settings live in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_strict_passes() -> None:
    pytest.importorskip("mypy")
    out = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary"], cwd=ROOT,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy_sees_each_setting_as_a_typed_attribute(tmp_path: Path) -> None:
    """``Settings`` has real attributes: a typo, a wrong type or an unknown key is a
    mypy error, and a right use is not (no ``__getattr__ -> Any`` hides them)."""
    pytest.importorskip("mypy")
    snippet = tmp_path / "uses_settings.py"
    snippet.write_text(
        "from device.core.settings import Settings\n"
        "s = Settings(tap_gap=1.5)\n"
        "good: float = s.tap_gap + s.value('lead')\n"      # line 3: fine
        "wrong: str = s.tap_gap\n"                          # line 4: a float is not a str
        "typo = s.tap_gapp\n"                               # line 5: no such setting
        "bad = Settings(tap_gapp=1.0)\n")                   # line 6: no such row
    out = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary",
                          str(snippet)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    errors = {int(line.split(":")[1]): line for line in out.stdout.splitlines()
              if ": error:" in line}
    assert sorted(errors) == [4, 5, 6], out.stdout + out.stderr
    assert "tap_gapp" in errors[5] and "tap_gapp" in errors[6]
