"""The game history, ``games.jsonl``: append-only, one checked line per game.

A save appends one line and fsyncs it, so it never needs more free space than that line.
A line is at most ``MAX_LINE`` bytes: the one bound the writer keeps (a longer record is
refused) and the reader reads (a longer line is bad, and set aside whole). Each line
carries a CRC-32 of its record, so a line cut off by a power loss (a torn tail) or
damaged in the middle is found when it is read; ``check`` tells a good line from a bad
one without parsing its JSON (its checksum over its own bytes).

A save after a start looks at the history's end only (:func:`tail`): the last lines, a
bounded read however many games there are. There it finds a torn tail to repair and the
ids of the last records: a record whose id is among them (a game replayed after a crash)
is not saved twice. The whole history is checked off the event loop
(``history_check``). The files are opened with ``O_NOFOLLOW``: a symlink is never
written through.

An append never glues its line onto a cut-off one: it first looks at the file's last
byte and starts a new line when that is not a newline, so a repair that could not be
written (no inode left for the set-aside file) costs nothing but a bad line the next
repair removes.

Lines written before the CRC (version 1 without ``crc32``) are read as they are. The
envelope also says when the game was saved (``"saved"``, UTC, ISO 8601; absent on older
lines).
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import time
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from . import atomic, reading
from .atomic import FILE_MODE, fsync_dir
from .errors import Unsavable

SCHEMA_VERSION: Final = 1
#: the longest line of the history, its newline included: what a save may write and
#: what a reader reads (a longer line is bad, and set aside whole)
MAX_LINE: Final = reading.LIMITS["line"]
#: how much of the history's end a save after a start reads first (doubled while the
#: last good line is not in it, up to ``TAIL_MOST``)
TAIL_READ: Final = 4 * 1024
TAIL_MOST: Final = 4 * MAX_LINE
_NOFOLLOW: Final = os.O_NOFOLLOW | os.O_CLOEXEC
#: the start of a line as the box writes it: ``record`` last, so the checksum covers the
#: bytes between this and the closing brace
_CANONICAL: Final = re.compile(
    rb'\{"version":1,"crc32":(\d{1,10}),"id":"([0-9a-f]{16})",'
    rb'(?:"saved":"[0-9TZ:-]{1,32}",)?"record":')
_SAVED: Final = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")


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
    ``saved`` (if given) and the record. ``ValueError`` if it is not JSON;
    :class:`TooLong` if the line would pass ``MAX_LINE``."""
    body = _body(record)
    data = body.encode("utf-8")
    rid = f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"
    when = f'"saved":{json.dumps(saved)},' if saved else ""
    line = (f'{{"version":{SCHEMA_VERSION},"crc32":{zlib.crc32(data)},"id":"{rid}",{when}'
            f'"record":{body}}}\n').encode()
    if len(line) > MAX_LINE:
        raise TooLong(len(line))
    return line


class TooLong(Unsavable):
    """A record whose line would pass ``MAX_LINE``: it is not written."""

    def __init__(self, size: int) -> None:
        super().__init__(f"the game's record is {size} bytes, more than a line of the "
                         f"history holds ({MAX_LINE})")
        self.size = size


def saved_at(record_time: float) -> str:
    """The envelope's ``saved``: a time as UTC ISO 8601 to the second."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(record_time))


def parse(raw: bytes) -> tuple[dict[str, Any] | None, str | None]:
    """``(record, None)``, or ``(None, what is wrong with the line)``."""
    doc, problem = parse_envelope(raw)
    return (None, problem) if doc is None else (doc["record"], None)


def saved_of(doc: dict[str, Any]) -> str:
    """When a parsed line says its game was saved (``2026-11-25T09:19:00Z``), or ``""``
    (a line from before the dates, or one that says something else)."""
    saved = doc.get("saved")
    return saved if isinstance(saved, str) and _SAVED.fullmatch(saved) else ""


def _crc_of_line(raw: bytes) -> tuple[int, bytes] | None:
    """``(the CRC the line gives, its record's bytes)`` for a line in the box's own form."""
    found = _CANONICAL.match(raw)
    if found is None:
        return None
    end = len(raw) - (2 if raw.endswith(b"}\n") else 1 if raw.endswith(b"}") else len(raw))
    return int(found.group(1)), raw[found.end():max(found.end(), end)]


def check(raw: bytes) -> str | None:
    """What is wrong with a line, or ``None`` for a good one: a line in the box's own
    form by its checksum alone (no JSON parsed), any other by :func:`parse_envelope`."""
    crc = _crc_of_line(raw)
    if crc is not None and zlib.crc32(crc[1]) == crc[0]:
        return None
    return parse_envelope(raw)[1]


def id_of(raw: bytes) -> str | None:
    """The id of a good line's record: as a line in the box's own form gives it, else
    from its parsed record."""
    found = _CANONICAL.match(raw)
    if found is not None:
        return found.group(2).decode("ascii")
    record, _ = parse(raw)
    return None if record is None else record_id(record)


def parse_envelope(raw: bytes) -> tuple[dict[str, Any] | None, str | None]:
    """``(the whole line, None)`` with its checked ``record``, or ``(None, what is wrong)``."""
    if len(raw) > MAX_LINE:
        return None, f"is longer than {MAX_LINE // reading.KB} KB"
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
    if crc is not None:
        own = _crc_of_line(raw)
        if not ((own is not None and own[0] == crc and zlib.crc32(own[1]) == crc)
                or crc == zlib.crc32(_body(record).encode("utf-8"))):
            return None, "fails its checksum"
    return doc, None


def problem_of(line: reading.Line) -> str | None:
    """What is wrong with a line of the file that is not blank (its length first), or
    ``None``: the one test of a good line, for the store and the command line alike."""
    if line.too_long or len(line.data) > MAX_LINE:
        return f"is longer than {MAX_LINE // reading.KB} KB"
    return check(line.data)


@dataclass(frozen=True)
class BadLine:
    """A bad line of the history: its number, what is wrong, and where it lies."""

    number: int
    problem: str
    start: int
    end: int


@dataclass(frozen=True)
class Tail:
    """What the end of the history holds (:func:`tail`)."""

    #: the file's size when read
    size: int
    #: the ids of the good records read
    ids: frozenset[str]
    #: the bad lines after the last good one (a torn tail, a damaged last line)
    bad: tuple[BadLine, ...]
    #: where the last good line ends: the file is cut back to here to drop ``bad``
    good_end: int


def tail(path: Path) -> Tail:
    """The end of the history, read backwards from its end until the last good line:
    ``TAIL_READ`` bytes first, then twice as many each time (``TAIL_MOST`` at most), so
    the bytes read follow the length of the last lines, never the number of games.
    ``FileNotFoundError`` when there is none; ``BadFile`` when it is not a regular file."""
    with reading.open_regular(path, nofollow=True) as handle:
        fd = handle.fileno()
        size = start = os.fstat(fd).st_size
        data = b""
        step = TAIL_READ
        while True:
            begin = max(0, start - step)
            data = os.pread(fd, start - begin, begin) + data
            start = begin
            found = _tail_of(data, start)
            if found is not None or start == 0 or size - start >= TAIL_MOST:
                break
            step *= 2
    if found is None:   # no good line at all in what was read: all of it is bad
        found = _tail_of(data, start, accept_none=True)
        assert found is not None
    ids, bad, good_end = found
    return Tail(size, frozenset(ids), tuple(bad), good_end)


def _tail_of(data: bytes, offset: int, accept_none: bool = False
             ) -> tuple[list[str], list[BadLine], int] | None:
    """The good ids, the bad lines after the last good one and its end, from the bytes
    of the file from ``offset`` on; ``None`` when no good line is in them (and
    ``accept_none`` is false)."""
    skip = 0 if offset == 0 else data.find(b"\n") + 1  # a line cut by the window
    if offset and skip == 0:
        skip = len(data)
    pieces = data[skip:].split(b"\n")
    position = offset + skip
    lines = []
    for i, piece in enumerate(pieces):
        raw = piece + (b"\n" if i < len(pieces) - 1 else b"")
        if raw:
            lines.append((position, raw))
        position += len(raw)
    ids: list[str] = []
    bad: list[BadLine] = []
    good_end = None
    for start, raw in reversed(lines):
        if not raw.strip():
            continue
        problem = (f"is longer than {MAX_LINE // reading.KB} KB" if len(raw) > MAX_LINE
                   else check(raw))
        if problem is None:
            if good_end is None:
                good_end = start + len(raw)
            rid = id_of(raw)
            if rid is not None:
                ids.append(rid)
        elif good_end is None:
            bad.append(BadLine(0, problem, start, start + len(raw)))
    if good_end is None:
        if not accept_none:
            return None
        good_end = offset + skip if bad else offset + len(data)
    return ids, bad[::-1], good_end


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
            data = handle.read(TAIL_BYTES)
    except (OSError, reading.BadFile):
        return 0
    for raw in reversed(data.split(b"\n")[1 if size > TAIL_BYTES else 0:]):
        record, _ = parse(raw) if raw.strip() else (None, None)
        number = record.get("game") if record is not None else None
        if type(number) is int and 0 <= number < 2**63:
            return number
    return 0


def append(path: Path, line: bytes) -> None:
    """Add one line at the end and make it durable; a new line first if the file ends
    in a cut-off one. ``OSError`` (``ELOOP``, ``EINVAL``) if ``path`` is not a regular file."""
    new = not os.path.lexists(path)
    fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | _NOFOLLOW,
                 FILE_MODE)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        if info.st_size and os.pread(fd, 1, info.st_size - 1) != b"\n":
            line = b"\n" + line
        atomic._write_all(fd, line)
        os.fsync(fd)
    finally:
        os.close(fd)
    if new:
        fsync_dir(path.parent)
