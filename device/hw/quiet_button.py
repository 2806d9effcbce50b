"""A gpiozero ``Button`` without gpiozero's hold thread.

Every gpiozero ``Button`` starts a ``HoldThread`` that wakes every 0.1 s to look for a
hold (``gpiozero.mixins.HoldThread``), even when nothing uses ``when_held``. Ten seats
make that a hundred wake-ups a second on an idle box, which a Pi Zero feels. Seat
buttons need no hold events: the appliance's one loop times a stuck button from the
press edge. So the thread is told to stop at once and an inert stand-in takes its place.
"""

from __future__ import annotations

import threading
from typing import Any

from gpiozero import Button


class _NoHold:
    """Stands in for ``HoldThread``: gpiozero calls ``holding.set()`` and ``stop()``."""

    def __init__(self) -> None:
        self.holding = threading.Event()
        self.stopping = threading.Event()

    def stop(self) -> None:
        self.stopping.set()


class QuietButton(Button):  # type: ignore[misc]
    """``Button(pin, pull_up=True, ...)`` as gpiozero has it, minus the polling thread."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        thread: Any = getattr(self, "_hold_thread", None)
        self._hold_thread = _NoHold()
        self._old_hold = thread
        if thread is not None:
            thread.stopping.set()  # it ends within 0.1 s; no join, so start-up stays fast

    def close(self) -> None:
        super().close()
        old, self._old_hold = getattr(self, "_old_hold", None), None
        if old is not None:
            old.join(timeout=1.0)  # long since told to stop: this returns at once
