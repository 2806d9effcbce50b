"""Where a command writes: checked before any work, one line and exit 2 when it cannot be.

A file option (``--wav``) must name a regular file or a new one, in a directory that
exists; a directory option (``--out``, ``--cache``) must name a directory, or a new one
whose parent exists. Nothing creates missing parent directories, nothing renames over
a device, a pipe or a directory, and nothing writes through a symbolic link it did not
name (a file is replaced by a new one, or opened with ``O_NOFOLLOW``).
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from device.cli.errors import BadOption
from device.store.reading import describe


def _kind(path: Path, option: str) -> int | None:
    """The mode of what ``path`` names (through a symlink), or None when nothing is there
    (the parent is then checked)."""
    try:
        return os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        if os.path.islink(path):
            raise BadOption(f"{option} {path}: a symbolic link to nothing") from None
        return None
    except OSError as exc:
        raise BadOption(f"{option} {path}: cannot look at it "
                        f"({exc.strerror or exc})") from None


def _parent_problem(path: Path, option: str) -> str | None:
    parent = path.parent
    mode = _kind(parent, option)
    if mode is None:
        return f"the directory {parent} does not exist; make it first"
    if not stat.S_ISDIR(mode):
        return f"{parent} is {describe(mode)}, not a directory"
    return None


def output_file(path: Path, option: str) -> Path:
    """``path`` when a file may be written there; else :class:`BadOption`."""
    mode = _kind(path, option)
    if mode is not None and not stat.S_ISREG(mode):
        raise BadOption(f"{option} {path}: {describe(mode)}, not a file; name a file")
    problem = _parent_problem(path, option)
    if problem:
        raise BadOption(f"{option} {path}: {problem}")
    if not os.access(path.parent, os.W_OK | os.X_OK):
        raise BadOption(f"{option} {path}: cannot write into {path.parent} "
                        "(permission denied)")
    return path


def output_folder(path: Path, option: str, *, write: bool = True) -> Path:
    """``path`` as a directory to write into (with ``write``: a file is made and removed
    there, which finds /proc and read-only ones), made when its parent exists; else
    :class:`BadOption`."""
    mode = _kind(path, option)
    if mode is None:
        problem = _parent_problem(path, option)
        try:
            if problem:
                raise BadOption(problem)
            path.mkdir()
        except (BadOption, OSError) as exc:
            why = str(exc) if isinstance(exc, BadOption) else exc.strerror or str(exc)
            raise BadOption(f"{option} {path}: cannot make the directory ({why})") from None
    elif not stat.S_ISDIR(mode):
        raise BadOption(f"{option} {path}: {describe(mode)}, not a directory")
    if write:
        try:
            with tempfile.TemporaryFile(dir=path):
                pass
        except OSError as exc:
            raise BadOption(f"{option} {path}: cannot write into it "
                            f"({exc.strerror or exc})") from None
    return path


def no_links_in(folder: Path, option: str, files: Iterable[str],
                folders: Iterable[str] = ()) -> None:
    """Each of ``files`` in ``folder`` is a regular file or nothing yet, and each of
    ``folders`` a directory or nothing yet: never a symbolic link a command would write
    through (one planted in a shared folder); else :class:`BadOption`."""
    for name, want, kind in ([(n, stat.S_ISREG, "file") for n in files]
                             + [(n, stat.S_ISDIR, "folder") for n in folders]):
        try:
            mode = os.lstat(folder / name).st_mode
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise BadOption(f"{option} {folder}: cannot look at {name} there "
                               f"({exc.strerror or exc})") from None
        if not want(mode):
            what = "a symbolic link" if stat.S_ISLNK(mode) else describe(mode)
            raise BadOption(f"{option} {folder}: {name} there is {what}, not a {kind}; "
                               f"remove it or name another folder")


def append_file(path: Path, option: str) -> TextIO:
    """``path`` opened to add lines at its end (made when new, private to this user):
    a regular file, never a symbolic link (followed, a planted one would take the lines
    anywhere), in a folder that exists; else :class:`BadOption`."""
    if os.path.islink(path):
        raise BadOption(f"{option} {path}: a symbolic link; name the file itself")
    output_file(path, option)
    flags = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK
             | os.O_CLOEXEC)
    try:
        fd = os.open(path, flags, 0o600)
    except OSError as exc:
        why = "a symbolic link" if exc.errno == errno.ELOOP else exc.strerror or str(exc)
        raise BadOption(f"{option} {path}: cannot open it ({why})") from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):      # put there since it was looked at
        os.close(fd)
        raise BadOption(f"{option} {path}: {describe(mode)}, not a file; name a file")
    os.set_blocking(fd, True)
    return os.fdopen(fd, "a", encoding="utf-8")
