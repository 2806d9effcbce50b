"""The game history, ``games.jsonl``: append-only, one checked line per game.

A save appends one line and fsyncs it, so it never needs more free space than that line.
Each line carries a CRC-32 of its record, so a line cut off by a power loss (a torn tail)
or damaged in the middle is found on the next read. A repair removes only the bad lines:
a torn tail is truncated in place; damage in the middle rewrites the good lines. What a
repair removed is kept in a set-aside file of its own, ``games.jsonl.set-aside-<UTC
time>`` (at most 1 MB each): a new name each time, never overwritten, the oldest dropped
past ``MAX_SET_ASIDE_FILES``.

An append never glues its line onto a cut-off one: it first looks at the file's last
byte and starts a new line when that is not a newline, so a repair that could not be
written (no inode left for the set-aside file) costs nothing but a bad line the next
repair removes. Each line carries the record's ``id`` (a hash of the record): appending
a record whose id is already in the history is a no-op, so a game replayed after a crash
is not saved twice. The files are opened with ``O_NOFOLLOW``: a symlink is never written
through.

Lines written before the CRC (version 1 without ``crc32``) are read as they are. The
envelope also says when the game was saved (``"saved"``, UTC, ISO 8601; absent on older lines).
"""

from __future__ import annotations

import errno
import json
import os
import stat
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import atomic, reading
from .atomic import atomic_write_bytes, fsync_dir, keep_newest, publish_new

SCHEMA_VERSION = 1
SET_ASIDE_SUFFIX = ".set-aside"
MAX_SET_ASIDE = 1024 * 1024
#: the set-aside files kept; a repair past this drops the oldest
MAX_SET_ASIDE_FILES = 5
_NOFOLLOW = os.O_NOFOLLOW | os.O_CLOEXEC


def _body(record: Any) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def record_id(record: Any) -> str:
    """The id of a record: 16 hex digits, the CRC-32 and the Adler-32 of its saved form
    (two different records share an id only when both checksums collide; zlib is loaded
    already, where hashlib would cost the start-up 9 ms)."""
    body = _body(record).encode("utf-8")
    return f"{zlib.crc32(body):08x}{zlib.adler32(body):08x}"


def encode(record: Any, saved: str = "") -> bytes:
    """One line of the history: the envelope, the record's id, its CRC-32, when it was
    ``saved`` (if given) and the record."""
    body = _body(record)
    crc = zlib.crc32(body.encode("utf-8"))
    rid = record_id(record)
    when = f'"saved":{json.dumps(saved)},' if saved else ""
    return (f'{{"version":{SCHEMA_VERSION},"crc32":{crc},"id":"{rid}",{when}'
            f'"record":{body}}}\n').encode()


def saved_at(record_time: float) -> str:
    """The envelope's ``saved``: a time as UTC ISO 8601 to the second."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(record_time))


def parse(raw: bytes) -> tuple[dict[str, Any] | None, str | None]:
    """``(record, None)``, or ``(None, what is wrong with the line)``."""
    doc, problem = parse_envelope(raw)
    return (None, problem) if doc is None else (doc["record"], None)


def saved_of(doc: dict[str, Any]) -> str:
    """When a parsed line says its game was saved, or ``""`` (a line from before dates)."""
    saved = doc.get("saved")
    return saved if isinstance(saved, str) else ""


def parse_envelope(raw: bytes) -> tuple[dict[str, Any] | None, str | None]:
    """``(the whole line, None)`` with its checked ``record``, or ``(None, what is wrong)``."""
    try:
        doc = reading.parse_json(reading.decode(raw, "line"), "line")
    except reading.BadFile as exc:
        return None, f"is not valid JSON ({str(exc).split(': ', 1)[-1]})"
    if not isinstance(doc, dict) or type(doc.get("version")) is not int:
        return None, "is not a game record"
    if doc["version"] > SCHEMA_VERSION or doc["version"] < 1:
        return None, f"has schema version {doc['version']}"
    record = doc.get("record")
    if not isinstance(record, dict):
        return None, "holds a record that is not a JSON object"
    crc = doc.get("crc32")
    if crc is not None and crc != zlib.crc32(_body(record).encode("utf-8")):
        return None, "fails its checksum"
    return doc, None


@dataclass
class Scan:
    """What reading the history found."""

    records: list[dict[str, Any]] = field(default_factory=list)
    #: when each record was saved (the envelope's ``saved``; ``""`` when it does not say)
    saved: list[str] = field(default_factory=list)
    #: the ids of the good records
    ids: set[str] = field(default_factory=set)
    #: the good lines' bytes (written back when a line in the middle is bad)
    good: list[bytes] = field(default_factory=list)
    #: the bad lines: (line number, what is wrong, its bytes up to the set-aside cap)
    bad: list[tuple[int, str, bytes]] = field(default_factory=list)
    #: the byte offset after the last good line before any bad one
    good_end: int = 0
    #: a good line follows a bad one: the damage is not only a cut-off tail
    good_after_bad: bool = False
    #: the last line is good but has no newline (an append must add one first)
    missing_newline: bool = False

    @property
    def torn_tail_only(self) -> bool:
        return bool(self.bad) and not self.good_after_bad

    def problem(self) -> str | None:
        if not self.bad:
            return None
        number, what, _ = self.bad[0]
        if self.torn_tail_only and len(self.bad) == 1:
            return f"ends in a cut-off line {number} ({what})"
        if len(self.bad) == 1:
            return f"line {number} {what}"
        return f"has {len(self.bad)} bad lines, the first is line {number} ({what})"


def scan(path: Path, *, nofollow: bool = False) -> Scan:
    """Stream the history; ``BadFile`` if it is not a regular file (or, with
    ``nofollow``, a symlink)."""
    found = Scan()
    number = 0
    try:
        for offset, raw, complete in reading.lines(path, nofollow=nofollow):
            number += 1
            end = offset + len(raw)
            if not raw.strip():
                if not found.bad:
                    found.good_end = end
                continue
            doc, problem = parse_envelope(raw)
            if doc is None:
                kept = sum(len(b) for _, _, b in found.bad)
                found.bad.append((number, problem or "is not a game record",
                                  raw[:max(0, MAX_SET_ASIDE - kept)]))
                continue
            record = doc["record"]
            found.records.append(record)
            found.saved.append(saved_of(doc))
            found.ids.add(record_id(record))
            found.good.append(raw if complete else raw + b"\n")
            found.missing_newline = not complete
            if found.bad:
                found.good_after_bad = True
            else:
                found.good_end = end
    except FileNotFoundError:
        return Scan()
    return found


#: how much of the history's end ``last_number`` reads
TAIL_BYTES = 256 * 1024


def last_number(path: Path) -> int:
    """The number of the last numbered game (One Night's ``"game": N``) among the lines
    at the end of the history, or 0: read from its last ``TAIL_BYTES`` only, so a box
    with years of games starts as quickly as a new one. Any problem gives 0."""
    try:
        with reading.open_regular(path, nofollow=True) as handle:
            size = os.fstat(handle.fileno()).st_size
            handle.seek(max(0, size - TAIL_BYTES))
            tail = handle.read(TAIL_BYTES)
    except (OSError, reading.BadFile):
        return 0
    for raw in reversed(tail.split(b"\n")[1 if size > TAIL_BYTES else 0:]):
        record, _ = parse(raw) if raw.strip() else (None, None)
        number = record.get("game") if record is not None else None
        if type(number) is int and 0 <= number < 2**63:
            return number
    return 0


def repair(path: Path, found: Scan, stamp: str) -> Path:
    """Remove the bad lines; keep them (only them) in a new set-aside file, named for
    ``stamp`` (a UTC time); the oldest set-aside files past the bound are dropped."""
    removed = b"".join(b if b.endswith(b"\n") else b + b"\n" for _, _, b in found.bad)
    aside = publish_new(path.with_name(f"{path.name}{SET_ASIDE_SUFFIX}-{stamp}"),
                        removed[:MAX_SET_ASIDE])
    if found.torn_tail_only:
        fd = os.open(path, os.O_WRONLY | _NOFOLLOW)  # truncate in place: no space needed
        try:
            os.ftruncate(fd, found.good_end)
            os.fsync(fd)
        finally:
            os.close(fd)
    else:
        atomic_write_bytes(path, b"".join(found.good))
    keep_newest(path.parent, f"{path.name}{SET_ASIDE_SUFFIX}", MAX_SET_ASIDE_FILES)
    return aside


def append(path: Path, line: bytes) -> None:
    """Add one line at the end and make it durable; a new line first if the file ends
    in a cut-off one. ``OSError`` (``ELOOP``, ``EINVAL``) if ``path`` is not a regular file."""
    new = not os.path.lexists(path)
    fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | _NOFOLLOW,
                 0o644)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        if info.st_size and os.pread(fd, 1, info.st_size - 1) != b"\n":
            line = b"\n" + line
        atomic._write_all(fd, line)  # a private helper on purpose: the one short-write loop
        os.fsync(fd)
    finally:
        os.close(fd)
    if new:
        fsync_dir(path.parent)
