"""``nightbox run`` as a real process, for the daemon tests: start it with a notify
socket, wait for READY=1, stop it with SIGTERM."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any


def ctrl_c_as_in_a_terminal() -> None:
    """A child's ``preexec_fn``: Ctrl-C (SIGINT) at its default, as a command started from a
    terminal has it, even when the tests run in the background (where a shell starts them
    with SIGINT ignored, and a Python started so keeps ignoring it)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def run_until_ready_then_stop(
        tmp_path: Path, env: Mapping[str, str], args: Sequence[str] = (), *,
        while_up: Callable[[subprocess.Popen[str]], None] | None = None,
        stop_with: int = signal.SIGTERM, **popen: Any) -> tuple[int, str]:
    """``nightbox run ARGS`` until systemd would hear READY=1, then ``while_up(proc)``,
    then ``stop_with`` (SIGTERM); the exit status and stderr. The process is killed if
    anything fails."""
    sock_path = str(tmp_path / "notify.sock")
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(sock_path)
    sock.settimeout(60)
    proc = subprocess.Popen([sys.executable, "-m", "device.cli", "run", *args],
                            env={**env, "NOTIFY_SOCKET": sock_path},
                            stderr=subprocess.PIPE, text=True, **popen)
    try:
        messages: list[str] = []
        while not any("READY=1" in m for m in messages):
            messages.append(sock.recv(4096).decode())
        if while_up is not None:
            while_up(proc)
        proc.send_signal(stop_with)
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
        sock.close()
    return proc.returncode, err
