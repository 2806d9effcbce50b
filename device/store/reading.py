"""One way in for every file the box reads: config, saved state, records, ballot events.

A file is opened without blocking on a device or a pipe, must be a regular file (a pipe
only where the command reads ``-``), is read up to a size cap for its kind, must be UTF-8,
and JSON is parsed with limits on nesting depth and number size, duplicate keys refused.
Every problem is one :class:`BadFile` line naming the file; nothing reads until memory
runs out, and no input ends in a traceback.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from device.errors import BadInput

KB = 1024
#: the most a file of each kind may hold
LIMITS = {"config": 256 * KB, "state": 64 * KB, "record": 8 * 1024 * KB,
          "line": 1024 * KB}
MAX_DEPTH = 64        #: nesting of JSON arrays and objects (and TOML tables)
MAX_DIGITS = 100      #: digits in a number
CHUNK = 64 * KB


class BadFile(BadInput):
    """A file that cannot be read as its kind: one line naming the file and why."""


def describe(mode: int) -> str:
    """What a file mode names, for a message: ``a directory``, ``a device``..."""
    if stat.S_ISREG(mode):
        return "a file"
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def open_regular(path: str | os.PathLike[str], *, nofollow: bool = False) -> BinaryIO:
    """The file opened for reading; ``BadFile`` unless it is a regular file (symlinks
    are followed, but never into a device, a pipe or a directory; with ``nofollow`` a
    symlink is refused: the store's own files are never links)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_CLOEXEC", 0) | (os.O_NOFOLLOW if nofollow else 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if nofollow and exc.errno == errno.ELOOP and os.path.islink(path):
            raise BadFile(f"{path}: a symbolic link, not a file") from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise BadFile(f"{path}: {describe(mode)}, not a file")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def anyone_may_read(path: str | os.PathLike[str]) -> bool:
    """Whether every user may read ``path``: only then is a line of it quoted in a message
    (``check-config /etc/shadow`` as root must not print a password hash)."""
    try:
        return bool(os.stat(path).st_mode & stat.S_IROTH)
    except OSError:
        return False


def _read_capped(handle: BinaryIO, name: str, limit: int) -> bytes:
    data = handle.read(limit + 1)
    if len(data) > limit:
        raise BadFile(f"{name}: larger than {limit // KB} KB")
    return data


def read_bytes_capped(path: str | os.PathLike[str], limit: int, *,
                      nofollow: bool = False) -> bytes | None:
    """The bytes of a regular file up to ``limit``; ``None`` if it does not exist.
    ``BadFile`` when it is not a regular file or too large; other ``OSError`` propagate."""
    try:
        handle = open_regular(path, nofollow=nofollow)
    except FileNotFoundError:
        return None
    with handle:
        return _read_capped(handle, str(path), limit)


def read_text(path: str, kind: str = "record", *, stdin: bool = True) -> tuple[str, str]:
    """``(name, text)`` of FILE, or of standard input for ``-`` (when ``stdin``)."""
    limit = LIMITS[kind]
    if path == "-" and stdin:
        name, data = "<stdin>", _read_capped(sys.stdin.buffer, "<stdin>", limit)
    else:
        name = path
        try:
            handle = open_regular(path)
        except FileNotFoundError:
            raise BadFile(f"{path}: cannot read it (no such file)") from None
        except OSError as exc:
            raise BadFile(f"{path}: cannot read it ({exc.strerror or exc})") from None
        with handle:
            try:
                data = _read_capped(handle, name, limit)
            except OSError as exc:  # /proc/self/mem: a "regular" file that cannot be read
                raise BadFile(f"{path}: cannot read it ({exc.strerror or exc})") from None
    return name, decode(data, name)


def decode(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadFile(f"{name}: not UTF-8 text (byte {exc.start + 1})") from None


@dataclass(frozen=True)
class Line:
    """One line of a file as :func:`lines` reads it."""

    #: its line number, from 1
    number: int
    #: the byte offsets of its first byte and of the byte after it (its newline included)
    start: int
    end: int
    #: its bytes, newline included; only the first ``limit`` of a longer line
    data: bytes
    #: it ends in a newline (else the file ends in the middle of it: a cut-off line)
    complete: bool
    #: it is longer than ``limit`` (``data`` holds its start only)
    too_long: bool


def lines(path: Path, limit: int = LIMITS["line"], *,
          nofollow: bool = False) -> Iterator[Line]:
    """Each line of a regular file, streamed: a line longer than ``limit`` bytes (its
    newline included) is given with its first ``limit`` bytes, its true end and
    ``too_long``; lines end at ``\n`` only."""
    with open_regular(path, nofollow=nofollow) as handle:
        yield from lines_of(handle, limit)


def lines_of(handle: BinaryIO, limit: int = LIMITS["line"]) -> Iterator[Line]:
    """:func:`lines` of an open binary file (standard input read into memory too)."""
    offset = number = 0
    while raw := handle.readline(limit):
        number += 1
        start, offset = offset, offset + len(raw)
        if raw.endswith(b"\n"):
            yield Line(number, start, offset, raw, True, False)
            continue
        last = raw
        while last and not last.endswith(b"\n"):  # the rest of a line too long
            last = handle.readline(CHUNK)
            offset += len(last)
        yield Line(number, start, offset, raw, last.endswith(b"\n"), offset - start > limit)


# -- JSON with limits ---------------------------------------------------------------

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")
#: what only the checked number parser may read: a run of digits too long, an exponent
#: that may overflow
_BIG_NUMBER = re.compile(rf"[0-9]{{{MAX_DIGITS + 1}}}|[eE][-+]?[0-9]{{3}}")
#: an escaped UTF-16 surrogate (``\ud800``): a lone one is no Unicode text
_SURROGATE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def _depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` outside strings (exact for valid JSON, which
    is all that is parsed after it)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return 0
    depth = deepest = 0
    for ch in _BRACKET.findall(_STRING.sub("", text)):
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _number(text: str) -> int | float:
    if len(text.lstrip("-").split(".")[0].split("e")[0].split("E")[0]) > MAX_DIGITS:
        raise ValueError(f"a number of more than {MAX_DIGITS} digits")
    value = float(text) if any(c in text for c in ".eE") else int(text)
    if isinstance(value, float) and value in (float("inf"), float("-inf")):
        raise ValueError(f"a number too large ({text[:20]})")
    return value


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key[:40]!r} appears twice")
        out[key] = value
    return out


#: the two parsers, made once (one made a call is garbage the collector must find)
_DECODER = json.JSONDecoder(object_pairs_hook=_unique, parse_constant=_no_constants)
_CHECKED = json.JSONDecoder(object_pairs_hook=_unique, parse_constant=_no_constants,
                            parse_int=_number, parse_float=_number)


def parse_json(text: str, name: str) -> Any:
    """JSON with limits: ``BadFile`` names the file, the line and what is wrong."""
    if not text.strip():
        raise BadFile(f"{name}: empty (no JSON in it)" if text == "" else
                      f"{name}: only blank space (no JSON in it)")
    if _depth(text) > MAX_DEPTH:
        raise BadFile(f"{name}: malformed JSON: nested more than {MAX_DEPTH} deep")
    # the checked number parser costs a call a number: only where a number may be too big
    decoder = _CHECKED if _BIG_NUMBER.search(text) else _DECODER
    try:
        value = decoder.decode(text)
    except json.JSONDecodeError as exc:
        raise BadFile(f"{name}, line {exc.lineno}: malformed JSON: {exc.msg} "
                      f"(column {exc.colno})") from None
    except (ValueError, RecursionError) as exc:
        raise BadFile(f"{name}: malformed JSON: {exc}") from None
    if _SURROGATE.search(text):
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise BadFile(f"{name}: text that is not Unicode (a lone surrogate, "
                          f"U+{ord(exc.object[exc.start]):04X})") from None
    return value


def check_depth(value: Any, name: str, depth: int = 0) -> None:
    """Refuse a parsed value (TOML) nested deeper than ``MAX_DEPTH``."""
    if depth > MAX_DEPTH:
        raise BadFile(f"{name}: nested more than {MAX_DEPTH} deep")
    children = value.values() if isinstance(value, dict) else value if isinstance(value, list) \
        else ()
    for child in children:
        check_depth(child, name, depth + 1)
