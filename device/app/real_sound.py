"""Placeholder until the audio layer lands."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def render_night_wav(result: Any, path: Path) -> Path | None:
    return None
