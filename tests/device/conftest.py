"""Fixtures shared by the hardware-layer tests."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator

import pytest


@pytest.fixture()
def no_leaked_threads() -> Iterator[None]:
    """Fails the test if it leaves a thread running (blink, pulse or hold threads)."""
    before = set(threading.enumerate())
    yield
    leaked = [t for t in threading.enumerate() if t not in before and t.is_alive()]
    assert not leaked, f"threads left running: {leaked}"


@pytest.fixture()
def events() -> queue.Queue[object]:
    return queue.Queue()
