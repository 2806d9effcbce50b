"""Helpers for the reliability suite: hypothesis settings, hang guards, edge playback.

The end-to-end fixture ``make_rig`` comes from tests/app. Hypothesis runs many
examples in one test function, so the fuzzers build their own boxes per example instead.
"""

from __future__ import annotations

import contextlib
import heapq
import logging
import os
import signal
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from hypothesis import HealthCheck, settings

from hw_mocks.rig import Rig
from tests.app.conftest import make_rig  # noqa: F401  (the end-to-end fixture)
from tests.conftest import ALL_EXAMPLES, examples

#: CI runs the fuzzers on fixed examples (NIGHTBOX_STRICT=1 in .ci/run), so a failure there
#: reproduces; a local run explores new ones. NIGHTBOX_FUZZ=random forces exploring.
DERANDOMIZE = ALL_EXAMPLES and os.environ.get("NIGHTBOX_FUZZ") != "random"


def fuzz(max_examples: int, **extra: Any) -> Any:
    """Hypothesis settings for this suite: no deadline, derandomized in CI, where it runs
    ``max_examples`` (a local run: :func:`tests.conftest.examples`)."""
    return settings(max_examples=examples(max_examples), deadline=None,
                    derandomize=DERANDOMIZE,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
                    **extra)


@contextlib.contextmanager
def no_hang(seconds: float) -> Iterator[None]:
    """Fail (raise TimeoutError) instead of hanging, if the block takes over ``seconds``."""
    def expired(signum: int, frame: Any) -> None:
        raise TimeoutError(f"no answer after {seconds} s: a hang")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def play_edges(rig: Rig, edges: Mapping[int, Iterable[tuple[float, bool]]],
               until: float | None = None) -> None:
    """Drive raw ``(t, pressed)`` edges of several seats in time order, as they would come.

    The virtual clock is moved to each edge before it is driven, so timers due in
    between fire in between, as on the box (queueing a seat's future edges at once
    would let that seat's last edge close a ballot before another seat's first edge).
    """
    merged = heapq.merge(*([(t, seat, pressed) for t, pressed in seat_edges]
                           for seat, seat_edges in edges.items()))
    for t, seat, pressed in merged:
        rig.run_until(t)
        rig.panel.edges(seat, [(t, pressed)])
    rig.run_until(rig.clock.now if until is None else until)


def warnings_about(rig: Rig, seat: int | None = None) -> list[dict[str, Any]]:
    """The transcript's ``warning`` records (about ``seat``, if given)."""
    return [e for e in rig.transcript.kinds("warning") if seat is None or e.get("seat") == seat]


class ErrorLog(logging.Handler):
    """Collects ERROR records from every logger (the runtime logs what it had to skip)."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def text(self) -> str:
        return "\n".join(self.format(r) for r in self.records)


@contextlib.contextmanager
def errors_logged() -> Iterator[ErrorLog]:
    handler = ErrorLog()
    handler.setFormatter(logging.Formatter("%(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
