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
    """Playback runs from ``start`` seconds at clock time ``t0``; ``on_end`` runs at ``end``.

    After :meth:`cancel` returns, nothing more is emitted and :meth:`remaining` is final.
    ``on_end(ticker, t)`` is called without any lock held; the owner checks that the ticker
    is still its current one.
    """

    def __init__(self, events: queue.Queue[Any], clock: Callable[[], float], token: str,
                 marks: Sequence[Mark], *, start: float, t0: float, end: float | None = None,
                 on_end: Callable[[Ticker, float], None] | None = None,
                 show: Callable[[str], None] | None = None) -> None:
        self.events, self.clock, self.token = events, clock, token
        self.marks = list(marks)
        self.start_pos, self.t0, self.end, self.on_end, self.show = start, t0, end, on_end, show
        self.emitted = 0
        self._lock = threading.Lock()
        self._cancel = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"audio-ticker-{token}",
                                        daemon=True)

    def begin(self) -> Ticker:
        self._thread.start()
        return self

    def cancel(self) -> None:
        with self._lock:
            self._cancel.set()

    def remaining(self) -> list[Mark]:
        with self._lock:
            return self.marks[self.emitted :]

    def at(self, position: float) -> float:
        """The clock time at which playback reaches ``position``."""
        return self.t0 + (position - self.start_pos)

    def flush(self, upto: float) -> None:
        """Emit every mark up to ``upto`` now (used when the audio got there first)."""
        shown: list[str] = []
        with self._lock:
            while (not self._cancel.is_set() and self.emitted < len(self.marks)
                   and self.marks[self.emitted].position <= upto):
                mark = self.marks[self.emitted]
                self.emitted += 1
                self.events.put(PlaybackMark(self.at(mark.position), self.token, mark.kind,
                                             mark.value, mark.position))
                if mark.kind == "line":
                    shown.append(mark.value)
        for text in shown:
            self._show(text)

    def _show(self, text: str) -> None:
        if self.show is None:
            return
        try:
            self.show(text)
        except Exception:  # a broken display must not stop the night
            log.exception("show() failed")

    def _run(self) -> None:
        while not self._cancel.is_set():
            position = self.start_pos + (self.clock() - self.t0)
            self.flush(position)
            if self.end is not None and position >= self.end:
                if self.on_end is not None and not self._cancel.is_set():
                    self.on_end(self, self.at(self.end))
                return
            with self._lock:
                due = [self.marks[self.emitted].position] if self.emitted < len(self.marks) else []
            if self.end is not None:
                due.append(self.end)
            if not due:
                return
            self._cancel.wait(max(0.0, min(min(due) - position, POLL)))
