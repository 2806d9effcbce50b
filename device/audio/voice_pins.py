"""The Piper voice files the project pins by their sha256 (``device/config/voices.sha256``,
the list ``make install`` checks the English voice against), and whether a model is one
of them. ``nightbox voice status`` says so for each language's natural voice, so a model
put in the cache's ``voices/`` by hand is never taken for a checked one. The box itself
does not hash a model at start (60 MB: seconds on a Pi Zero 2 W)."""

from __future__ import annotations

import enum
import hashlib
from functools import cache
from importlib import resources
from pathlib import Path


class Pin(enum.Enum):
    """What a model file is to the project's pins (the value: how ``voice status`` says it)."""

    MATCHES = "the pinned file, its sha256 checked"
    DIFFERS = "NOT the pinned file: its sha256 differs"
    UNPINNED = "placed by hand, unpinned: no sha256 to check it against"


@cache
def pins() -> dict[str, str]:
    """File name -> sha256, as ``voices.sha256`` lists them (``sha256sum``'s format)."""
    text = resources.files("device.config").joinpath("voices.sha256").read_text(
        encoding="utf-8")
    return {name: digest for digest, name in (line.split(maxsplit=1) for line in
                                              text.splitlines() if line.strip())}


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def pin_of(model: Path) -> Pin:
    """Whether ``model`` and the ``.onnx.json`` beside it are the files pinned under their
    names: both match, one differs, or the list names neither (a voice put there by hand)."""
    files = (model, model.with_suffix(".onnx.json"))
    wanted = [pins().get(f.name) for f in files]
    if all(w is None for w in wanted):
        return Pin.UNPINNED
    try:
        same = all(w is not None and sha256(f) == w for f, w in zip(files, wanted))
    except OSError:
        same = False
    return Pin.MATCHES if same else Pin.DIFFERS
