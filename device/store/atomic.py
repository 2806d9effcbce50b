"""Crash-safe file writes: a temp file, fsync, rename, and an fsync of the directory.

Every write replaces the whole file. A reader (or the box after a power cut) sees
either the old file or the new one, never a mix, and a write that returned is on disk.

``append_line`` follows the same rule: it rewrites the file with the new line added,
rather than appending in place. That costs a read and a write of the whole file per
call (a few milliseconds for hundreds of game records), and buys two guarantees an
in-place append cannot give: the file on disk is always complete, parseable JSON lines,
and a line is saved exactly when ``append_line`` returns. The old content is copied a
block at a time, so the memory a save needs does not grow with the file.

A failed write raises ``StoreError`` (``cannot save games.jsonl: No space left on
device``), removes its temp file, and leaves the previous file as it was.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Final, TypeAlias

from .errors import StoreError

log = logging.getLogger(__name__)

#: permissions of a new state file: private to the box, as under systemd (``UMask=0077``)
FILE_MODE: Final = 0o600
_TEMP_TRIES: Final = 100
_ASIDE_TRIES: Final = 1000
#: bytes per read when ``append_line`` copies the old file
COPY_BLOCK: Final = 64 * 1024
#: fsync on a directory fails with these where the filesystem cannot do it; that is not an error
_NO_DIR_FSYNC: Final = {errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EBADF}

StrPath: TypeAlias = "str | os.PathLike[str]"


def temp_name(name: str) -> str:
    """A fresh temp file name for ``name``: ``.name.<8 hex digits>.tmp``."""
    return f".{name}.{os.urandom(4).hex()}.tmp"


def is_temp_for(entry: str, names: Iterable[str]) -> bool:
    """Whether ``entry`` is a temp file ``temp_name`` made for one of ``names``."""
    return any(re.fullmatch(rf"\.{re.escape(n)}\.[0-9a-f]{{8}}\.tmp", entry) for n in names)


def atomic_write_bytes(path: StrPath, data: bytes, *, mode: int = FILE_MODE) -> None:
    """Replace ``path`` with ``data`` (a new file of ``mode``, less the umask); the new
    content is on disk when this returns. A symbolic link at ``path`` is replaced, never
    written through."""
    target = Path(path)
    try:
        _replace(target, data, mode=mode)
    except OSError as exc:
        raise StoreError.wrap("save", target, exc) from exc


def atomic_write_text(path: StrPath, text: str) -> None:
    """``atomic_write_bytes`` of ``text`` in UTF-8."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_json(path: StrPath, obj: Any) -> None:
    """Write ``obj`` as indented, strict JSON (no NaN). TypeError/ValueError if it is not JSON."""
    text = json.dumps(obj, ensure_ascii=False, indent=2, allow_nan=False)
    atomic_write_text(path, text + "\n")


def append_line(path: StrPath, line: str, *, current: bytes | None = None) -> None:
    """Add one line to a JSON-lines file by rewriting it atomically.

    ``current`` is the file's content if the caller has just read it (saves a read);
    otherwise the file is copied into the new one block by block (a missing file is
    empty). A last line without its newline gets one first, so the new line never joins it.
    """
    if "\n" in line or "\r" in line:
        raise ValueError("a line to append must not contain a line break")
    target = Path(path)
    tail = line.encode("utf-8") + b"\n"
    if current is None:
        try:
            _replace(target, tail, copy_from=target)
        except OSError as exc:
            raise StoreError.wrap("save", target, exc) from exc
        return
    if current and not current.endswith(b"\n"):
        current += b"\n"
    atomic_write_bytes(target, current + tail)


def read_bytes(path: StrPath) -> bytes | None:
    """The file's bytes, or None when it does not exist. Other OSErrors propagate."""
    try:
        with open(path, "rb") as f:
            return f.read()
    except FileNotFoundError:
        return None


def fsync_dir(directory: StrPath) -> None:
    """Make the directory's entries (a rename, a new file) durable."""
    fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    except OSError as exc:
        if exc.errno not in _NO_DIR_FSYNC:
            raise
        log.debug("%s: the filesystem cannot fsync a directory (%s)", directory, exc)
    finally:
        os.close(fd)


def move_aside(path: StrPath, stamp: str, *, keep: bool = False) -> Path:
    """Rename ``path`` to ``path.corrupt-<stamp>-<n>`` and return it (see
    :func:`aside_name`: ``n`` is one past the highest already there).

    Never clobbers an earlier copy. With ``keep`` the original name stays too (a hard
    link, or a copy where links are not possible), so the caller can then replace it
    atomically and a crash in between leaves the original file in place.
    """
    source = Path(path)
    prefix = f"{source.name}.corrupt-"
    first = next_number(source.parent, prefix)
    for n in range(first, first + _ASIDE_TRIES):
        aside = source.with_name(aside_name(prefix, stamp, n))
        try:
            os.link(source, aside)  # fails if aside exists: no clobbering
        except FileExistsError:
            continue
        except OSError as exc:
            if exc.errno == errno.ENOENT:
                raise
            # no hard links here (or a directory): check, then rename or copy
            if os.path.lexists(aside):
                continue
            if keep:
                _replace(aside, source.read_bytes())
            else:
                os.rename(source, aside)
        else:
            if not keep:
                os.unlink(source)
        fsync_dir(source.parent)
        return aside
    raise FileExistsError(errno.EEXIST, "too many files already set aside", str(source))


def publish_new(directory: StrPath, prefix: str, stamp: str, chunks: Iterable[bytes]) -> Path:
    """Write ``chunks`` to a new file of ``directory`` named by :func:`aside_name`, never
    over an existing one; complete and on disk when this returns."""
    folder = Path(directory)
    fd, temp = _create_temp(folder / f"{prefix}{stamp}")
    try:
        try:
            for chunk in chunks:
                _write_all(fd, chunk)
            os.fsync(fd)
        finally:
            os.close(fd)
        first = next_number(folder, prefix)
        for n in range(first, first + _ASIDE_TRIES):
            name = folder / aside_name(prefix, stamp, n)
            try:
                os.link(temp, name)  # fails if the name is taken: no clobbering
            except FileExistsError:
                continue
            except OSError as exc:
                if exc.errno == errno.ENOENT or os.path.lexists(name):
                    raise
                os.rename(temp, name)  # no hard links here
            fsync_dir(folder)
            return name
        raise FileExistsError(errno.EEXIST, "too many files already set aside", str(folder))
    finally:
        _unlink_quietly(temp, missing_ok=True)


def aside_name(prefix: str, stamp: str, number: int) -> str:
    """``<prefix><stamp>``, and ``-<number>`` after it but for the first (0).

    The number orders the files a prefix set aside, newest last, whatever the clock
    said: the stamp is the time as the box knew it (a Pi without a clock can step back)."""
    return f"{prefix}{stamp}" + (f"-{number}" if number else "")


def _number_of(prefix: str, name: str) -> int | None:
    """The number :func:`aside_name` gave ``name`` (0 without one); ``None``: not ours."""
    if not name.startswith(prefix) or name.startswith("."):
        return None
    found = re.fullmatch(r"[^-]*?(?:-(\d{1,9}))?", name[len(prefix):])
    return int(found.group(1) or 0) if found else 0


def next_number(directory: StrPath, prefix: str) -> int:
    """0 when no file of ``directory`` starts with ``prefix``, else one past the highest
    number among them: a new file is always the newest, and a number that
    :func:`keep_newest` dropped is not used again while a later one remains."""
    numbers = [n for n in (_number_of(prefix, e) for e in os.listdir(directory))
               if n is not None]
    return max(numbers) + 1 if numbers else 0


def keep_newest(directory: StrPath, prefix: str, keep: int) -> list[Path]:
    """Remove the oldest files of ``directory`` whose names start with ``prefix`` (by
    the number :func:`aside_name` gave them, never by a time), so that ``keep`` remain;
    returns what was removed (what cannot be removed stays)."""
    found = sorted((number, name) for name in os.listdir(directory)
                   if (number := _number_of(prefix, name)) is not None)
    removed = []
    for _, name in found[:max(0, len(found) - keep)]:
        path = Path(directory) / name
        try:
            if os.path.isdir(path) and not os.path.islink(path):
                continue  # a directory set aside is left for a person
            os.unlink(path)
        except OSError as exc:
            log.debug("could not remove %s: %s", path, exc)
            continue
        removed.append(path)
    return removed


def _replace(target: Path, data: bytes, copy_from: Path | None = None, *,
             mode: int = FILE_MODE) -> None:
    """Replace ``target`` with ``data`` (after the content of ``copy_from``, if given)."""
    fd, temp = _create_temp(target, mode)
    try:
        try:
            if copy_from is not None:
                data = _copy_into(fd, copy_from) + data
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, target)
    except BaseException:
        _unlink_quietly(temp)
        raise
    fsync_dir(target.parent)


def _create_temp(target: Path, mode: int = FILE_MODE) -> tuple[int, Path]:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    for _ in range(_TEMP_TRIES):
        temp = target.with_name(temp_name(target.name))
        try:
            return os.open(temp, flags, mode), temp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temp file name", str(target.parent))


def _copy_into(fd: int, source: Path) -> bytes:
    """Copy ``source`` (if it exists) into ``fd`` a block at a time.

    Returns ``b"\\n"`` when its last line lacks a newline, else ``b""``.
    """
    try:
        src = os.open(source, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return b""
    last = b"\n"
    try:
        while block := os.read(src, COPY_BLOCK):
            _write_all(fd, block)
            last = block[-1:]
    finally:
        os.close(src)
    return b"" if last == b"\n" else b"\n"


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:  # a regular file only does this when it cannot grow
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[written:]


def _unlink_quietly(path: Path, missing_ok: bool = False) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        if not missing_ok:
            log.debug("the temp file %s was already gone", path)
    except OSError as exc:
        log.debug("could not remove the temp file %s: %s", path, exc)
