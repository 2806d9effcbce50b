"""The game history, ``games.jsonl``: append-only, one checked line per game.

A save appends one line and fsyncs it, so it never needs more free space than that line.
Each line carries a CRC-32 of its record, so a line cut off by a power loss (a torn tail)
or damaged in the middle is found on the next read. A repair removes only the bad lines:
a torn tail is truncated in place; damage in the middle rewrites the good lines. What a
repair removed is kept in one set-aside file, ``games.jsonl.set-aside`` (the latest
repair's, at most 1 MB), so the directory never fills up with copies.

Lines written before the CRC (version 1 without ``crc32``) are read as they are. The
envelope also says when the game was saved (``"saved"``, UTC, ISO 8601; absent on older lines).
"""

from __future__ import annotations

import json
import os
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import reading
from . import atomic
from .atomic import atomic_write_bytes, fsync_dir

SCHEMA_VERSION = 1
SET_ASIDE_SUFFIX = ".set-aside"
MAX_SET_ASIDE = 1024 * 1024


def _body(record: Any) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def encode(record: Any, saved: str = "") -> bytes:
    """One line of the history: the envelope (with when it was ``saved``, if given), the
    record and its CRC-32."""
    body = _body(record)
    crc = zlib.crc32(body.encode("utf-8"))
    when = f'"saved":{json.dumps(saved)},' if saved else ""
    return (f'{{"version":{SCHEMA_VERSION},"crc32":{crc},{when}"record":{body}}}\n'
            ).encode("utf-8")


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


def scan(path: Path) -> Scan:
    """Stream the history; ``BadFile`` if it is not a regular file."""
    found = Scan()
    number = 0
    try:
        for offset, raw, complete in reading.lines(path):
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
            found.records.append(doc["record"])
            found.saved.append(saved_of(doc))
            found.good.append(raw if complete else raw + b"\n")
            found.missing_newline = not complete
            if found.bad:
                found.good_after_bad = True
            else:
                found.good_end = end
    except FileNotFoundError:
        return Scan()
    return found


def repair(path: Path, found: Scan) -> Path:
    """Remove the bad lines; keep them (only them) in the one set-aside file."""
    aside = path.with_name(path.name + SET_ASIDE_SUFFIX)
    removed = b"".join(b if b.endswith(b"\n") else b + b"\n" for _, _, b in found.bad)
    atomic_write_bytes(aside, removed[:MAX_SET_ASIDE])
    if found.torn_tail_only:
        with open(path, "r+b") as handle:  # truncate in place: no space needed
            handle.truncate(found.good_end)
            handle.flush()
            os.fsync(handle.fileno())
    else:
        atomic_write_bytes(path, b"".join(found.good))
    return aside


def append(path: Path, line: bytes) -> None:
    """Add one line at the end and make it durable."""
    new = not path.exists()
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0),
                 0o644)
    try:
        atomic._write_all(fd, line)  # noqa: SLF001 - the one short-write loop
        os.fsync(fd)
    finally:
        os.close(fd)
    if new:
        fsync_dir(path.parent)
