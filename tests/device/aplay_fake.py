"""A fake ``aplay`` first on ``PATH`` (``hw_mocks.audio.write_fake_aplay``), read back by
the player tests: what each child was sent and what it logged (the fixture ``fake_aplay``
is in ``conftest.py``)."""

from __future__ import annotations

import json
import time
from array import array
from pathlib import Path
from typing import Any

from device.audio import pcm
from device.audio.protocols import SAMPLE_RATE

RATE = SAMPLE_RATE
WAIT = 10.0  # generous timeouts for events; nothing here asserts on speed


def ramp_wav(path: Path, seconds: float) -> array[int]:
    """A WAV whose every frame is different, so an offset can be recognised."""
    samples = array("h", ((i * 7) % 60000 - 30000 for i in range(round(seconds * RATE))))
    pcm.write_wav(path, samples)
    return samples


class FakeAplay:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.log = folder / "aplay.log"
        self.dump = folder / "dump"

    def records(self) -> list[dict[str, Any]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text().splitlines()]

    def wait_for(self, event: str, count: int = 1) -> list[dict[str, Any]]:
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            found = [r for r in self.records() if r["event"] == event]
            if len(found) >= count:
                return found
            time.sleep(0.01)
        raise AssertionError(f"fake aplay never logged {count} x {event}: {self.records()}")

    def received(self, pid: int) -> bytes:
        return (self.dump / f"{pid}.wav").read_bytes()
