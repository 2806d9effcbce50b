"""The whole history checked, and its bad lines set aside and removed.

A scan streams every line (constant memory, whatever the number of games) and tests each
as the command line does (``history.problem_of``). A repair first keeps the bad lines,
each whole however long, in a set-aside file of their own, ``games.jsonl.set-aside-<UTC
time>-<n>`` (a new name each time, never overwritten; the oldest dropped past
``MAX_SET_ASIDE_FILES``, by their number, never by a clock), then removes them: bad lines
at the end are cut off in place (no space needed); others by writing the good lines
into a new file and renaming it over the history. The copy is made without the store's
lock; only the lines saved meanwhile are copied under it (``finish``).
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from . import atomic, reading
from .atomic import COPY_BLOCK, fsync_dir, keep_newest, publish_new
from .history import BadLine, parse_envelope, problem_of, saved_of

SET_ASIDE_SUFFIX: Final = ".set-aside"
#: the set-aside files kept; a repair past this drops the oldest
MAX_SET_ASIDE_FILES: Final = 5


@dataclass
class Scan:
    """What reading the history found."""

    #: the file (device, inode) and how many bytes were read
    ident: tuple[int, int] = (0, 0)
    size: int = 0
    #: the good records (when asked for) and when each was saved (``""``: not said)
    records: list[dict[str, Any]] = field(default_factory=list)
    saved: list[str] = field(default_factory=list)
    good: int = 0
    bad: list[BadLine] = field(default_factory=list)
    #: the byte offset after the last good line before any bad one
    good_end: int = 0
    #: a good line follows a bad one: the damage is not only at the end
    good_after_bad: bool = False

    @property
    def at_end_only(self) -> bool:
        return bool(self.bad) and not self.good_after_bad

    def problem(self) -> str | None:
        return describe(self.bad[0], len(self.bad), self.at_end_only) if self.bad else None


def describe(first: BadLine, count: int, at_end: bool) -> str:
    """What is wrong with the history: ``count`` bad lines, the ``first`` named (by its
    number when known), ``at_end`` when no good line follows them."""
    number = f" {first.number}" if first.number else ""
    if at_end and count == 1:
        return f"ends in a cut-off line{number} ({first.problem})"
    if count == 1:
        return f"line{number} {first.problem}"
    return f"has {count} bad lines, the first is line{number} ({first.problem})"


def scan(path: Path, *, upto: int | None = None, records: bool = False,
         nofollow: bool = True) -> Scan:
    """Stream the history (its first ``upto`` bytes); ``BadFile`` if it is not a regular
    file (or a symlink). ``records``: parse the good lines and keep their records."""
    found = Scan()
    try:
        with reading.open_regular(path, nofollow=nofollow) as handle:
            info = os.fstat(handle.fileno())
            found.ident = (info.st_dev, info.st_ino)
            for line in reading.lines_of(handle):
                if upto is not None and line.end > upto:
                    break
                found.size = line.end
                if not line.data.strip():
                    found.good_end = found.good_end if found.bad else line.end
                    continue
                problem = problem_of(line)
                if problem is None and records:
                    doc, problem = parse_envelope(line.data)
                    if doc is not None:
                        found.records.append(doc["record"])
                        found.saved.append(saved_of(doc))
                if problem is not None:
                    found.bad.append(BadLine(line.number, problem, line.start, line.end))
                    continue
                found.good += 1
                if found.bad:
                    found.good_after_bad = True
                else:
                    found.good_end = line.end
    except FileNotFoundError:
        return Scan()
    return found


def set_aside(path: Path, bad: Sequence[BadLine], stamp: str) -> Path:
    """Copy the bad lines, each whole, into a new set-aside file; the oldest set-aside
    files past the bound are dropped (``OSError`` if it cannot be written)."""
    prefix = f"{path.name}{SET_ASIDE_SUFFIX}-"
    aside = publish_new(path.parent, prefix, stamp, _ranges(path, bad))
    keep_newest(path.parent, prefix, MAX_SET_ASIDE_FILES)
    return aside


def _ranges(path: Path, bad: Sequence[BadLine]) -> Iterator[bytes]:
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    try:
        for line in bad:
            last = b"\n"
            for block in _blocks(fd, line.start, line.end):
                last = block[-1:]
                yield block
            if last != b"\n":
                yield b"\n"
    finally:
        os.close(fd)


def _blocks(fd: int, start: int, end: int) -> Iterator[bytes]:
    while start < end:
        block = os.pread(fd, min(COPY_BLOCK, end - start), start)
        if not block:
            return
        start += len(block)
        yield block


def cut(path: Path, size: int, end: int) -> None:
    """Cut the history back to ``end`` in place (no space needed), if it is still
    ``size`` bytes long (else ``OSError`` ``EAGAIN``: it changed)."""
    fd = os.open(path, os.O_WRONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    try:
        if os.fstat(fd).st_size != size:
            raise OSError(errno.EAGAIN, "the history changed while it was checked")
        os.ftruncate(fd, end)
        os.fsync(fd)
    finally:
        os.close(fd)


@dataclass(frozen=True)
class Rewrite:
    """The good lines of a scan copied into a temp file, not yet in place."""

    fd: int
    temp: Path
    found: Scan


def start(path: Path, found: Scan) -> Rewrite:
    """Copy the good lines of ``found`` into a temp file beside the history."""
    fd, temp = atomic._create_temp(path)
    try:
        src = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
        try:
            at = 0
            for line in [*found.bad, BadLine(0, "", found.size, found.size)]:
                for block in _blocks(src, at, line.start):
                    atomic._write_all(fd, block)
                at = line.end
        finally:
            os.close(src)
    except BaseException:
        abandon(Rewrite(fd, temp, found))
        raise
    return Rewrite(fd, temp, found)


def finish(path: Path, rewrite: Rewrite) -> None:
    """Put the rewritten history in place, with the lines saved since the scan; under the
    store's lock. ``OSError`` (``EAGAIN`` if the history was replaced or cut meanwhile)."""
    try:
        src = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
        try:
            info = os.fstat(src)
            if (info.st_dev, info.st_ino) != rewrite.found.ident \
                    or info.st_size < rewrite.found.size:
                raise OSError(errno.EAGAIN, "the history changed while it was checked")
            for block in _blocks(src, rewrite.found.size, info.st_size):
                atomic._write_all(rewrite.fd, block)
        finally:
            os.close(src)
        os.fsync(rewrite.fd)
    except BaseException:
        abandon(rewrite)
        raise
    os.close(rewrite.fd)
    try:
        os.replace(rewrite.temp, path)
    except BaseException:
        _unlink(rewrite.temp)
        raise
    fsync_dir(path.parent)


def abandon(rewrite: Rewrite) -> None:
    """Drop a rewrite that will not be put in place (its temp file still open)."""
    try:
        os.close(rewrite.fd)
    finally:
        _unlink(rewrite.temp)


def _unlink(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
