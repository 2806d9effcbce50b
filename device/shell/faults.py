"""Button faults the loop reports: a stuck button (held past ``stuck_after``, DESIGN §6)
and a noisy one (a switch whose contacts chatter on and on: a broken or wet button).
Each seat is reported once. The ballot judges its own seats; this is the host's notice.

Noisy buttons.

Every raw edge of a seat is counted in a sliding window of ``window`` seconds. More than
``limit`` edges inside one window is no person: the seat is reported once, as a log
warning and a ``warning`` transcript record. Its edges still go to the machine (the ballot
filters chatter itself); the report only tells the host which button to look at.

The limit comes from the fastest human tapping the benchmarks use (``hw_mocks.humans
.HARSH``: taps 70 ms apart with up to three 1-8 ms chatter pulses on each edge). With
every draw at its most extreme that profile gives 203 edges in a second; 6,000 random
HARSH tap runs gave at most 94. A contact chattering at 200 Hz gives 400
(tests/reliability/test_stuck_and_noisy.py checks both sides).
"""

from __future__ import annotations

import logging
from collections import deque

from device.core import effects as fx
from device.events import SeatEdge, StuckButton

log = logging.getLogger(__name__)

WINDOW = 1.0  #: seconds
LIMIT = 250  #: edges in one window; more is noise


class ButtonFaults:
    """The seats' button faults, each reported once: :meth:`check` counts a seat's edges
    and reports it when it turns noisy; :meth:`stuck` reports a button held down too long
    (the loop times each press and sends ``StuckButton``)."""

    def __init__(self, limit: int = LIMIT, window: float = WINDOW) -> None:
        if limit < 1 or not window > 0:
            raise ValueError(f"need limit >= 1 and window > 0 (got {limit}, {window})")
        self.limit = limit
        self.window = float(window)
        self.reported: set[int] = set()
        self.stuck_reported: set[int] = set()
        self._recent: dict[int, deque[float]] = {}

    def edge(self, seat: int, t: float) -> bool:
        """Count one edge of ``seat`` at ``t``; ``True`` the first time the seat is noisy."""
        if seat in self.reported:
            return False
        recent = self._recent.get(seat)
        if recent is None:
            recent = self._recent[seat] = deque(maxlen=self.limit + 1)
        elif recent and t < recent[-1]:  # the clock went back: count afresh
            recent.clear()
        recent.append(t)
        if len(recent) > self.limit and recent[-1] - recent[0] < self.window:
            self.reported.add(seat)
            del self._recent[seat]
            return True
        return False

    def stuck(self, event: StuckButton) -> list[fx.Effect]:
        """The report of a button held down too long, the first time for that seat."""
        if event.seat in self.stuck_reported:
            return []
        self.stuck_reported.add(event.seat)
        log.warning("seat %s button is stuck down; ignoring it", event.seat)
        return [fx.Record("warning", {"message": f"seat {event.seat} button stuck",
                                      "seat": event.seat})]

    def check(self, event: SeatEdge) -> list[fx.Effect]:
        """The effects to apply for one edge: the report, the first time the seat is noisy."""
        if not self.edge(event.seat, event.t):
            return []
        log.warning("seat %s button is noisy (more than %s edges in %g s)",
                    event.seat, self.limit, self.window)
        return [fx.Record("warning", {"message": f"seat {event.seat} button is noisy",
                                      "seat": event.seat})]
