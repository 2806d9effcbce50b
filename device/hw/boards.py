"""Which gpiozero pin factory a board gets: lgpio, on every Raspberry Pi.

lgpio drives the GPIO through the kernel's character device (``/dev/gpiochipN``), which
every Pi has with a current Raspberry Pi OS, and it is the only one that works on a Pi 5.
RPi.GPIO (DESIGN once named it for a Pi 4 or older) is left out: gpiozero picks lgpio
first anyway, RPi.GPIO cannot drive a Pi 5, and from pip it has no wheel for 64-bit Pi OS
and needs a compiler. ``python3-lgpio`` comes from Raspberry Pi OS's own archive (Pi OS
Lite ships it; Debian has no such package): the installer asks apt for it and, on a Pi,
stops if it does not import, naming the fix (on plain Debian, PyPI's ``lgpio`` in the
venv; wiring.md). ``GPIOZERO_PIN_FACTORY`` still overrides (``mock`` for the simulator).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

MODEL_FILE = Path("/proc/device-tree/model")
LGPIO = "lgpio"


def board_model(path: Path = MODEL_FILE) -> str | None:
    """``"Raspberry Pi 4 Model B Rev 1.4"``, or ``None`` off a Pi."""
    try:
        return path.read_bytes().rstrip(b"\x00").decode("ascii", "replace").strip() or None
    except OSError:
        return None


def factory_for(model: str | None, environ: Mapping[str, str]) -> str:
    """The pin factory name for this board: the environment's choice, else lgpio."""
    chosen = environ.get("GPIOZERO_PIN_FACTORY", "").strip()
    if chosen:
        return chosen
    return LGPIO
