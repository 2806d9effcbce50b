"""Numbers on the command line, spelled one way: plain ASCII digits (``5``, ``0.25``).

``int()`` and ``float()`` also take ``"٣"``, ``"５"``, ``" 03 "`` and ``"+3"``; these
argparse types refuse them in one line naming the value, as the seat parser does for
seats (:mod:`engine.seats`).
"""

from __future__ import annotations

import argparse
import math
import re

from engine.errors import show
from engine.seats import canonical_number

_DECIMAL = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]{1,3})?")


def whole(text: str) -> int:
    """A whole number in plain digits, no sign, no leading zero (``5``)."""
    number = canonical_number(text, max_digits=18)
    if number is None:
        raise argparse.ArgumentTypeError(f"{show(text, ascii_only=True)} is not a whole "
                                         "number in plain digits, such as 5")
    return number


def decimal(text: str) -> float:
    """A number in plain digits (``0.25``, ``1e-3``)."""
    value = float(text) if _DECIMAL.fullmatch(text) else math.nan
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{show(text, ascii_only=True)} is not a number in "
                                         "plain digits, such as 0.25")
    return value
