"""Small helpers for the hardware-layer tests."""

from __future__ import annotations

import queue
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any, TypeVar

T = TypeVar("T")


def drain(events: queue.Queue[Any]) -> list[Any]:
    """Everything on the queue now, in order."""
    out = []
    while True:
        try:
            out.append(events.get_nowait())
        except queue.Empty:
            return out


def opened(make: Callable[[queue.Queue[Any]], AbstractContextManager[T]],
           events: queue.Queue[Any]) -> Iterator[T]:
    """A mock part on ``events``, open for one test and closed after it (a fixture body)."""
    with make(events) as part:
        yield part
