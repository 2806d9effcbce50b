"""The history as the store writes it: a save reads its end only, the whole is checked
off the event loop.

The first save after a start reads the history's end (``history.tail``: a bounded read,
whatever the number of games): it repairs a torn tail and learns the ids of the last
records, so a game replayed after a crash is not saved twice. Later saves read nothing
while the file is as the store left it. :meth:`GamesFile.check` reads the whole history
(the box runs it in a thread of its own at start) and sets bad lines in the middle
aside; the store's lock is held only to copy the games saved meanwhile.
"""

from __future__ import annotations

import errno
import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import history, reading
from .errors import StoreError, reason

if TYPE_CHECKING:   # the whole check is loaded when it first runs, after the menu is up
    from . import history_check

log = logging.getLogger(__name__)

Signature = tuple[int, int, int, int]


class GamesFile:
    """``games.jsonl`` of one store. Its methods take the store's ``lock`` themselves;
    ``quarantine(problem)`` sets a file that is no history aside; ``stamp()`` is the UTC
    time a set-aside file is named for."""

    def __init__(self, path: Path, lock: threading.RLock,
                 quarantine: Callable[[str], None], stamp: Callable[[], str]) -> None:
        self.path = path
        self._lock = lock
        self._quarantine = quarantine
        self._stamp = stamp
        #: (device, inode, size, mtime) as last written or checked; None: read the end again
        self._seen: Signature | None = None
        #: the ids of the last records: read at the end at start, and every one saved since
        self._ids: set[str] = set()
        #: why the last repair failed (no space), until a save reports it
        self._notice: str | None = None
        #: one whole check at a time (taken before the store's lock, never after)
        self._checking = threading.Lock()

    def append(self, line: bytes, rid: str) -> str | None:
        """Add the line of the record ``rid`` unless it is among the last saved; the
        notice of a repair that needs space, else ``None``. ``StoreError`` if not saved."""
        with self._lock:
            if not self._unchanged():
                self._check_end()
            if rid in self._ids:
                log.info("game record %s is already in %s; not saved twice", rid,
                         self.path.name)
                return None
            try:
                history.append(self.path, line)
            except OSError as exc:
                raise StoreError.wrap("save", self.path, exc) from exc
            self._ids.add(rid)
            if self._notice is None:
                self._seen = _signature(self.path)
            notice, self._notice = self._notice, None
            return notice

    def records(self) -> list[dict[str, Any]]:
        """Every good record, oldest first, the bad lines set aside (reads it all)."""
        with self._checking, self._lock:
            found = self._scan(records=True)
            if found is not None and found.bad:
                self._repair(found)
            return found.records if found is not None else []

    def check(self) -> None:
        """Read the whole history and set its bad lines aside, without holding the
        store's lock for the reading nor the copying: a save goes on meanwhile."""
        with self._checking:
            with self._lock:
                self._check_end()
                seen = self._seen
            if seen is None:
                return
            found = self._scan(upto=seen[2])
            if found is not None and found.bad:
                self._repair(found)

    def last_number(self) -> int:
        with self._lock:
            return history.last_number(self.path)

    def _check_end(self) -> None:
        """Read the end of the history: the ids there, and a torn tail repaired."""
        self._seen = None
        try:
            end = history.tail(self.path)
        except FileNotFoundError:
            self._ids = set()
            return
        except reading.BadFile as exc:
            self._quarantine(str(exc).split(": ", 1)[-1])
            return
        except OSError as exc:
            self._quarantine(f"cannot be read ({reason(exc)})")
            return
        self._ids = set(end.ids)
        if end.bad:
            from . import history_check

            problem = history_check.describe(end.bad[0], len(end.bad), at_end=True)
            try:
                aside = history_check.set_aside(self.path, end.bad, self._stamp())
                history_check.cut(self.path, end.size, end.good_end)
            except OSError as exc:
                self._needs_space(problem, exc)
                return
            log.warning("%s %s; removed %d bad line(s) at its end into %s", self.path.name,
                        problem, len(end.bad), aside.name)
        self._seen = _signature(self.path)

    def _scan(self, *, upto: int | None = None,
              records: bool = False) -> history_check.Scan | None:
        from . import history_check

        try:
            return history_check.scan(self.path, upto=upto, records=records)
        except reading.BadFile as exc:
            with self._lock:
                self._quarantine(str(exc).split(": ", 1)[-1])
        except OSError as exc:
            with self._lock:
                self._quarantine(f"cannot be read ({reason(exc)})")
        return None

    def _repair(self, found: history_check.Scan) -> None:
        """Set the bad lines aside, then remove them: the store's lock is taken (or held
        by the caller) only to put the new history in place."""
        from . import history_check

        problem = found.problem() or ""
        try:
            aside = history_check.set_aside(self.path, found.bad, self._stamp())
            if found.at_end_only:
                with self._lock:
                    history_check.cut(self.path, found.size, found.good_end)
                    self._seen = _signature(self.path)
            else:
                rewrite = history_check.start(self.path, found)
                with self._lock:
                    history_check.finish(self.path, rewrite)
                    self._seen = _signature(self.path)
        except OSError as exc:
            with self._lock:
                if exc.errno == errno.EAGAIN:   # saved meanwhile: the next check sees it
                    log.info("%s changed while it was checked; not repaired now",
                             self.path.name)
                    self._seen = None
                else:
                    self._needs_space(problem, exc)
            return
        log.warning("%s %s; removed %d bad line(s) into %s and kept the %d good game(s)",
                    self.path.name, problem, len(found.bad), aside.name, found.good)

    def _needs_space(self, problem: str, exc: OSError) -> None:
        """A repair that could not be written: the next save says so, and tries again."""
        log.warning("%s %s and could not be repaired (%s): the history needs space",
                    self.path.name, problem, reason(exc))
        self._notice = (f"Saved, but the history needs space: {self.path.name} {problem} "
                        f"({reason(exc)})")
        self._seen = None

    def _unchanged(self) -> bool:
        """Whether the history is as the store last wrote or checked it, and readable."""
        try:
            if self._seen is None or _signature(self.path) != self._seen:
                return False
            os.close(os.open(self.path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC))
        except OSError:
            return False
        return True


def _signature(path: Path) -> Signature | None:
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns
