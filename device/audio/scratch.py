"""Temp files in the cache that a later run recognises: each name carries the id of the
process writing it (``.<stem>.<pid>.<random>.tmp``), so :func:`sweep` removes the ones
whose writer is gone (killed with SIGKILL, or the power pulled) and never those of a
process still at work: the box and ``nightbox voice prepare`` write into one cache at once.
"""

from __future__ import annotations

import logging
import os
import re
import tempfile
import time
from pathlib import Path

log = logging.getLogger(__name__)

_OURS = re.compile(r"^\.[^.]+\.(?P<pid>\d+)\.[^.]+\.tmp$")
#: the names before they carried the writer's id, removed once this old
_BEFORE = re.compile(r"^\.[^.]+\.[a-z0-9_]{8}\.(?:tmp|wav)$")
BEFORE_SECONDS = 3600.0


def temp_file(folder: Path, stem: str) -> tuple[int, Path]:
    """An open, new temp file in ``folder`` (its descriptor and path), named for this
    process."""
    fd, name = tempfile.mkstemp(dir=folder, prefix=f".{stem}.{os.getpid()}.", suffix=".tmp")
    return fd, Path(name)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:      # someone else's process: alive
        return True
    return True


def sweep(folder: Path, now: float | None = None) -> int:
    """Remove the temp files in ``folder`` that no running process is writing; how many."""
    now = time.time() if now is None else now
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not entry.name.startswith("."):
            continue
        ours = _OURS.match(entry.name)
        try:
            if ours is not None:
                if _alive(int(ours["pid"])):
                    continue
            elif not (_BEFORE.match(entry.name)
                      and now - entry.stat(follow_symlinks=False).st_mtime > BEFORE_SECONDS):
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed += 1
    if removed:
        log.info("removed %d temp files left in %s by a stopped run", removed, folder)
    return removed
