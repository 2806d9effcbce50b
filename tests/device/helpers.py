"""Small helpers for the hardware-layer tests."""

from __future__ import annotations

import queue
from typing import Any


def drain(events: queue.Queue[Any]) -> list[Any]:
    """Everything on the queue now, in order."""
    out = []
    while True:
        try:
            out.append(events.get_nowait())
        except queue.Empty:
            return out
