"""One scheduler for every timed event: state timers and audio moments.

Entries are named, so setting a name again moves it and cancelling is cheap.
The real loop sleeps until ``next_due()``; the virtual clock jumps to it.
"""

from __future__ import annotations

import heapq
import itertools
from typing import Any


class Scheduler:
    def __init__(self) -> None:
        self._heap: list[tuple[float, int, str]] = []
        self._live: dict[str, tuple[float, int, Any]] = {}
        self._seq = itertools.count()

    def post_at(self, name: str, at: float, event: Any) -> None:
        """Deliver ``event`` at time ``at``; replaces a pending entry of that name."""
        seq = next(self._seq)
        self._live[name] = (at, seq, event)
        heapq.heappush(self._heap, (at, seq, name))

    def cancel(self, name: str) -> None:
        self._live.pop(name, None)

    def cancel_prefix(self, prefix: str) -> None:
        for name in [n for n in self._live if n.startswith(prefix)]:
            del self._live[name]

    def due(self, name: str) -> float | None:
        """When the entry ``name`` is due, or ``None`` when there is none."""
        live = self._live.get(name)
        return None if live is None else live[0]

    def __contains__(self, name: str) -> bool:
        return name in self._live

    def __len__(self) -> int:
        return len(self._live)

    def _drop_stale(self) -> None:
        while self._heap:
            _at, seq, name = self._heap[0]
            live = self._live.get(name)
            if live is not None and live[1] == seq:
                return
            heapq.heappop(self._heap)

    def next_due(self) -> float | None:
        self._drop_stale()
        return self._heap[0][0] if self._heap else None

    def pop_due(self, now: float) -> Any | None:
        """The earliest event due at or before ``now``, removed; else ``None``."""
        self._drop_stale()
        if not self._heap or self._heap[0][0] > now:
            return None
        _, _, name = heapq.heappop(self._heap)
        return self._live.pop(name)[2]
