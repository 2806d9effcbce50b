"""The command line's own error: an option or argument a command cannot take."""

from __future__ import annotations

from device.errors import BadInput


class BadOption(BadInput):
    """A command's option or argument refused in one line that names it and what is
    allowed: ``--seats 12: allowed 3 to 10``, ``--wav /x: a directory, not a file``."""
