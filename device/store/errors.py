"""The store's errors: a state file that could not be written, and a value it cannot
save."""

from __future__ import annotations

import os

from device.errors import DeviceError


class StoreError(DeviceError, OSError):
    """A state file could not be saved; the previous file is intact.

    The message is one line naming the file and the reason, for example
    ``cannot save chips.json: No space left on device``. ``errno`` and ``filename``
    carry the underlying OSError's values, so a caller can tell a full disk
    (``errno.ENOSPC``) from a read-only one.
    """

    def __init__(self, message: str, *, err: int | None = None,
                 filename: str | None = None) -> None:
        super().__init__(message)
        self.errno = err
        self.filename = filename

    def __str__(self) -> str:  # OSError would print "[Errno n] ..." once errno is set
        return str(self.args[0]) if self.args else ""

    @classmethod
    def wrap(cls, action: str, path: str | os.PathLike[str], exc: OSError) -> StoreError:
        """``cannot <action> <file name>: <reason>`` from an OSError."""
        name = os.path.basename(os.fspath(path)) or os.fspath(path)
        return cls(f"cannot {action} {name}: {reason(exc)}", err=exc.errno,
                   filename=os.fspath(path))


def reason(exc: BaseException) -> str:
    """An OSError's reason without the ``[Errno n]`` prefix or the file name."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


class Unsavable(DeviceError, ValueError):
    """A value the store refuses before it touches the disk: settings or chips that are
    not what their file holds, a record that is not a JSON object. The message names it
    (``cannot save chips: they have a seat that is not one: 'x'``)."""
