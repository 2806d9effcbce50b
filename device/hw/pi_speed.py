"""How much slower a Raspberry Pi's core is than one core of the machine the benchmarks ran
on, per Pi model: the factor every Pi estimate uses (``nightbox voice prepare``'s time to
ready, the README's Performance table, ``bench/common.py``).

Estimates, not measurements; bench/README.md ("The Pi estimates") gives the sources:

- **Zero 2 W** (4 x Cortex-A53, 1 GHz): **20x** (12-40x), issue #30's figure for one of
  its cores against one core of the 2-core x86_64 VM of the README, for the box's own kinds
  of work (CPython, file reading, JSON, zlib, and onnxruntime's vector code). The earlier
  10x (6-14x), from a published n-body run on a Pi 4, was about 2x too optimistic.
- **Pi 4 / Pi 400 / CM4** (Cortex-A72, 1.5-1.8 GHz): a Pi 4 core does 2.5-3.5x the work of
  a Zero 2 W core (1.5x the clock, 1.7-2x the work per clock; Raspberry Pi quote the Pi 4
  as up to 3x a Pi 3B+): 20 / 3 = **7x** (12 / 3.5 to 40 / 2.5: 3.5-16x).
- **Pi 3 B+ / 3 A+ / CM3+** (Cortex-A53, 1.4 GHz): the Zero 2 W's core at 1.4x the clock:
  **14x** (8.5-29x). **Pi 3 B** (Cortex-A53, 1.2 GHz): **17x** (10-33x).
- **Pi 5 / CM5** (Cortex-A76, 2.4 GHz): Raspberry Pi quote 2-3x a Pi 4: **3x** (1.2-8x).

Older models (Pi 1, 2, Zero, Zero W: ARMv6/ARMv7, no Piper wheel) have no estimate.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from device.hw.boards import MODEL_FILE, board_model

CPUINFO = Path("/proc/cpuinfo")


@dataclass(frozen=True)
class PiSpeed:
    """A Pi model's core against one core here: ``factor`` times slower, from ``low`` to
    ``high`` times."""

    name: str
    factor: float
    low: float
    high: float

    def scale(self, seconds: float) -> tuple[float, float, float]:
        """``seconds`` here as ``(estimate, shortest, longest)`` seconds on this Pi."""
        return seconds * self.factor, seconds * self.low, seconds * self.high


ZERO_2W = PiSpeed("Raspberry Pi Zero 2 W", 20.0, 12.0, 40.0)
PI_4 = PiSpeed("Raspberry Pi 4", 7.0, 3.5, 16.0)
PI_3B_PLUS = PiSpeed("Raspberry Pi 3 B+", 14.0, 8.5, 29.0)
PI_3B = PiSpeed("Raspberry Pi 3 B", 17.0, 10.0, 33.0)
PI_5 = PiSpeed("Raspberry Pi 5", 3.0, 1.2, 8.0)

#: the model string's start (``/proc/device-tree/model``) -> its speed; the first that
#: matches wins, so a longer name comes before its prefix
BY_MODEL: tuple[tuple[str, PiSpeed], ...] = (
    ("Raspberry Pi Zero 2", ZERO_2W),
    ("Raspberry Pi 5", PI_5),
    ("Raspberry Pi Compute Module 5", PI_5),
    ("Raspberry Pi 4", PI_4),
    ("Raspberry Pi 400", PI_4),
    ("Raspberry Pi Compute Module 4", PI_4),
    ("Raspberry Pi 3 Model B Plus", PI_3B_PLUS),
    ("Raspberry Pi 3 Model A Plus", PI_3B_PLUS),
    ("Raspberry Pi Compute Module 3 Plus", PI_3B_PLUS),
    ("Raspberry Pi 3", PI_3B),
)

#: the models the README's table lists, fastest first
PUBLISHED = (PI_5, PI_4, PI_3B_PLUS, ZERO_2W)


def model_name(model_file: Path = MODEL_FILE, cpuinfo: Path = CPUINFO) -> str | None:
    """This board's model (``/proc/device-tree/model``, else ``/proc/cpuinfo``'s
    ``Model`` line), or ``None`` off a Pi."""
    found = board_model(model_file)
    if found:
        return found
    try:
        text = cpuinfo.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() == "Model" and value.strip():
            return value.strip()
    return None


def speed_of(model: str | None) -> PiSpeed | None:
    """The speed of the Pi ``model`` names, or ``None`` (not a Pi, or a model with no
    estimate)."""
    if model:
        for start, speed in BY_MODEL:
            if model.startswith(start):
                return speed
    return None
