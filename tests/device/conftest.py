"""Fixtures shared by the hardware-layer tests."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from hw_mocks.audio import fake_aplay_env, write_fake_aplay

from .aplay_fake import FakeAplay


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


@pytest.fixture()
def fake_aplay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakeAplay:
    folder = tmp_path / "bin"
    write_fake_aplay(folder)
    for key, value in fake_aplay_env(folder).items():
        monkeypatch.setenv(key, value)
    monkeypatch.delenv("FAKE_APLAY_FAIL", raising=False)
    return FakeAplay(folder)
