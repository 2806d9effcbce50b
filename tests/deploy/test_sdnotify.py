"""device.sdnotify: datagrams reach $NOTIFY_SOCKET (a path or '@abstract'); no-op without it."""

from __future__ import annotations

import os
import socket
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from device import sdnotify


@pytest.fixture()
def listener() -> Iterator[tuple[socket.socket, str]]:
    """A datagram socket bound to a short path (sun_path is limited to 108 bytes)."""
    with tempfile.TemporaryDirectory(prefix="nb-") as tmp:
        path = str(Path(tmp) / "notify")
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        sock.bind(path)
        sock.settimeout(10)
        try:
            yield sock, path
        finally:
            sock.close()


def test_ready_watchdog_status_and_stopping_arrive(
        listener: tuple[socket.socket, str], monkeypatch: pytest.MonkeyPatch) -> None:
    sock, path = listener
    monkeypatch.setenv("NOTIFY_SOCKET", path)
    assert sdnotify.ready()
    assert sdnotify.watchdog()
    assert sdnotify.status("Night: seer\nwakes")
    assert sdnotify.ready("Menu")
    assert sdnotify.stopping()
    got = [sock.recv(4096).decode() for _ in range(5)]
    assert got == ["READY=1", "WATCHDOG=1", "STATUS=Night: seer wakes",
                   "READY=1\nSTATUS=Menu", "STOPPING=1"]


def test_an_abstract_socket_is_reached_through_at_sign(monkeypatch: pytest.MonkeyPatch) -> None:
    name = f"nightbox-test-{os.getpid()}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
        sock.bind("\0" + name)
        sock.settimeout(10)
        monkeypatch.setenv("NOTIFY_SOCKET", "@" + name)
        assert sdnotify.watchdog()
        assert sock.recv(4096) == b"WATCHDOG=1"


def test_nothing_is_sent_without_notify_socket(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NOTIFY_SOCKET", raising=False)
    assert not sdnotify.ready()
    assert not sdnotify.watchdog()
    assert not sdnotify.status("x")
    assert not sdnotify.stopping()


def test_a_dead_socket_is_logged_not_raised(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("NOTIFY_SOCKET", str(tmp_path / "gone"))
    assert not sdnotify.ready()
    assert "sd_notify READY" in caplog.text


def test_watchdog_interval_is_watchdog_usec_in_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WATCHDOG_PID", raising=False)
    monkeypatch.delenv("WATCHDOG_USEC", raising=False)
    assert sdnotify.watchdog_interval() is None
    monkeypatch.setenv("WATCHDOG_USEC", "30000000")
    assert sdnotify.watchdog_interval() == 30.0
    monkeypatch.setenv("WATCHDOG_PID", str(os.getpid()))
    assert sdnotify.watchdog_interval() == 30.0
    monkeypatch.setenv("WATCHDOG_PID", str(os.getpid() + 1))
    assert sdnotify.watchdog_interval() is None
    monkeypatch.delenv("WATCHDOG_PID")
    monkeypatch.setenv("WATCHDOG_USEC", "0")
    assert sdnotify.watchdog_interval() is None
