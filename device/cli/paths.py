"""A path on the command line: never empty.

``Path("")`` is ``Path(".")``: ``--cache ''`` would fill the current folder and ``--out ''``
write a game into it. This argparse type refuses an empty path in one line, as
:mod:`device.cli.numbers` does a number spelled some other way.
"""

from __future__ import annotations

import argparse
from pathlib import Path


def path(text: str) -> Path:
    """``text`` as a :class:`Path`; an empty one is refused (name ``.`` for this folder)."""
    if not text:
        raise argparse.ArgumentTypeError("an empty path; name a file or folder "
                                         "(. for the current folder)")
    return Path(text)
