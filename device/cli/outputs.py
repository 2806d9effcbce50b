"""Where a command writes: checked before any work, one line and exit 2 when it cannot be.

A file option (``--wav``) must name a regular file or a new one, in a directory that
exists; a directory option (``--out``, ``--cache``) must name a directory, or a new one
whose parent exists. Nothing creates missing parent directories, and nothing renames over
a device, a pipe or a directory.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

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
