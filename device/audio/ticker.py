"""A thread that follows a playback position on a clock and enqueues its marks.

Shared by the real and the silent player. It only puts events on the queue (and calls the
optional ``show`` for line marks, which must itself be thread-safe, e.g. ``print``).
Event times are the scheduled audio moments, not the moment the thread woke up.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable, Sequence
from typing import Any

from .protocols import Mark, PlaybackMark

log = logging.getLogger(__name__)

POLL = 0.05  # seconds; also lets a test's fake clock be followed


class Ticker:
    """Playback runs from ``start`` seconds at clock time ``t0``; ``on_end`` runs at ``end``."""

    def __init__(self, events: queue.Queue[Any], clock: Callable[[], float], token: str,
                 marks: Sequence[Mark], *, start: float, t0: float, end: float | None = None,
                 on_end: Callable[[float], None] | None = None,
                 show: Callable[[str], None] | None = None) -> None:
        self.events, self.clock, self.token = events, clock, token
        self.marks = list(marks)
        self.start_pos, self.t0, self.end, self.on_end, self.show = start, t0, end, on_end, show
        self.emitted = 0
        self._cancel = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"audio-ticker-{token}",
                                        daemon=True)

    def begin(self) -> Ticker:
        self._thread.start()
        return self

    def cancel(self) -> None:
        self._cancel.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout=1.0)

    def remaining(self) -> list[Mark]:
        return self.marks[self.emitted :]

    def at(self, position: float) -> float:
        """The clock time at which playback reaches ``position``."""
        return self.t0 + (position - self.start_pos)

    def flush(self, upto: float) -> None:
        """Emit every mark up to ``upto`` now (the audio got there first)."""
        while self.emitted < len(self.marks) and self.marks[self.emitted].position <= upto:
            self._emit(self.marks[self.emitted])

    def _emit(self, mark: Mark) -> None:
        self.emitted += 1
        self.events.put(PlaybackMark(self.at(mark.position), self.token, mark.kind, mark.value,
                                     mark.position))
        if self.show is not None and mark.kind == "line":
            try:
                self.show(mark.value)
            except Exception:  # a broken display must not stop the night
                log.exception("show() failed")

    def _run(self) -> None:
        while not self._cancel.is_set():
            position = self.start_pos + (self.clock() - self.t0)
            self.flush(position)
            if self.end is not None and position >= self.end:
                if self.on_end is not None:
                    self.on_end(self.at(self.end))
                return
            due = [self.marks[self.emitted].position] if self.emitted < len(self.marks) else []
            if self.end is not None:
                due.append(self.end)
            if not due:
                return
            self._cancel.wait(max(0.0, min(min(due) - position, POLL)))
