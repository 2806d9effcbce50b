"""One writer per state folder: an advisory ``flock`` on the folder itself.

The box (``nightbox run``), ``nightbox sim`` and ``nightbox demo`` write a state folder:
each takes the folder's lock when it opens its store, and holds it while a store of that
folder is open in the process (the stores of one folder in one process share the one
lock). Another process is refused in one line naming who holds it, by its pid and command
line as ``/proc`` tells them (:class:`StateBusy`). The lock is on the folder's own inode,
so no file is added to it, and it goes with its process: a killed box leaves no stale lock.
Reading (``nightbox games``, ``resolve``) takes no lock.
"""

from __future__ import annotations

import errno
import fcntl
import logging
import os
import threading
from pathlib import Path

from engine.errors import InvalidInput, one_line

from .errors import StoreError

log = logging.getLogger(__name__)

Key = tuple[int, int]

#: the folders this process holds: (device, inode) -> [open descriptor, stores using it]
_held: dict[Key, list[int]] = {}
_guard = threading.Lock()


class StateBusy(StoreError, InvalidInput):
    """Another process writes this state folder (exit status 2 at the command line)."""


def acquire(folder: Path) -> tuple[Key, bool] | None:
    """Take ``folder``'s lock for this process: ``(its key, whether this call took it
    first)``; ``None`` where it cannot be locked (a filesystem without ``flock``).
    :class:`StateBusy` when another process holds it; other ``OSError`` when the folder
    cannot be opened."""
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    info = os.fstat(fd)
    key = (info.st_dev, info.st_ino)
    with _guard:
        if key in _held:
            os.close(fd)
            _held[key][1] += 1
            return key, False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            os.close(fd)
            if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN):
                raise StateBusy(busy(folder, holder(info.st_dev, info.st_ino)),
                                err=exc.errno, filename=str(folder)) from None
            log.debug("%s cannot be locked (%s): not locked", folder, exc)
            return None
        _held[key] = [fd, 1]
        return key, True


def release(key: Key) -> None:
    """One store of the folder is done with it; the last one lets the lock go."""
    with _guard:
        held = _held.get(key)
        if held is None:
            return
        held[1] -= 1
        if held[1] <= 0:
            del _held[key]
            os.close(held[0])


def busy(folder: Path, pid: int | None) -> str:
    """The one line a second writer is told."""
    who = "another program" if pid is None else f"{command_of(pid)} (pid {pid})"
    return (f"{folder}: in use by {who}; one program at a time writes a state folder: "
            "stop it, or give another --state-dir")


def holder(device: int, inode: int) -> int | None:
    """The pid holding a ``flock`` on the file (device, inode), from ``/proc/locks``."""
    want = f"{os.major(device):02x}:{os.minor(device):02x}:{inode}"
    try:
        with open("/proc/locks", encoding="ascii", errors="replace") as locks:
            for line in locks:
                fields = line.split()
                if len(fields) > 5 and fields[1] == "FLOCK" and fields[5] == want \
                        and fields[4].isdigit():
                    return int(fields[4])
    except OSError:
        return None
    return None


def command_of(pid: int) -> str:
    """A process's command line, its program by name (``nightbox run --config ...``, not
    the interpreter's path; ``python -m ...`` as such): one line, at most 80 characters."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            words = [w.decode("utf-8", "replace") for w in handle.read(4096).split(b"\0") if w]
    except OSError:
        return "a program"
    if len(words) > 1 and os.path.basename(words[0]).startswith("python") \
            and not words[1].startswith("-"):
        words = words[1:]                                # a script: its own name
    if words:
        words[0] = os.path.basename(words[0])
    text = one_line(" ".join(words))
    return text[:77] + "..." if len(text) > 80 else text or "a program"
