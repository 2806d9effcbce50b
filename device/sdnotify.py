"""sd_notify(3) in the standard library: tell systemd we are ready, alive, and what we do.

Every call is a no-op when ``$NOTIFY_SOCKET`` is unset (not started by systemd with
``Type=notify``), and a failure to send is logged, never raised.
"""

from __future__ import annotations

import logging
import os
import socket

log = logging.getLogger(__name__)


def notify(message: str) -> bool:
    """Send one datagram to ``$NOTIFY_SOCKET``; True when it was sent."""
    path = os.environ.get("NOTIFY_SOCKET")
    if not path:
        return False
    address = "\0" + path[1:] if path.startswith("@") else path  # '@': abstract namespace
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
            sock.sendto(message.encode("utf-8"), address)
    except OSError as exc:
        log.warning("sd_notify %s to %s failed: %s", message.split("=")[0], path, exc)
        return False
    return True


def ready(text: str = "") -> bool:
    return notify("READY=1" + (f"\nSTATUS={text}" if text else ""))


def watchdog() -> bool:
    return notify("WATCHDOG=1")


def status(text: str) -> bool:
    return notify("STATUS=" + text.replace("\n", " "))


def stopping() -> bool:
    return notify("STOPPING=1")


def watchdog_interval() -> float | None:
    """The watchdog timeout (``WatchdogSec=``) in seconds, or None when it is off.

    As with sd_watchdog_enabled(3), call ``watchdog()`` at least every half of it, and a
    ``$WATCHDOG_PID`` naming another process means the watchdog is not ours.
    """
    usec = os.environ.get("WATCHDOG_USEC", "")
    pid = os.environ.get("WATCHDOG_PID", "")
    if not usec.isdigit() or int(usec) == 0 or (pid and pid != str(os.getpid())):
        return None
    return int(usec) / 1_000_000
