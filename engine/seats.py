"""The one seat parser: every record, vote and command-line option reads a seat here.

A seat is spelled one way only: ASCII digits, no sign, no leading zero, within the game's
seats (``"3"`` or ``3``; never ``"03"``, ``"+3"``, ``" 3"``, ``"３"`` or ``"³"``), so two
spellings of one seat cannot meet in a record. The same rule reads small counts
(``villager*3``) with :func:`parse_count`.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from .errors import InvalidRecord, show

#: the most seats a box has (a classic table of 10)
MAX_SEATS = 10
#: the longest spelling read: a seat number is never longer than this
_MAX_DIGITS = 6
_ASCII_DIGITS = frozenset("0123456789")


class InvalidSeat(InvalidRecord):
    """A seat (or a count) that is not spelled the one way, or not in the game."""


def canonical_number(value: Any, max_digits: int = _MAX_DIGITS) -> int | None:
    """``value`` as a whole number when it is written the one accepted way, else None.

    An int (not a bool), or text of ASCII digits with no sign, no spaces and no leading
    zero, at most ``max_digits`` long; ``"0"`` itself is allowed here and refused by the
    range check of the caller.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if not isinstance(value, str) or not 1 <= len(value) <= max_digits:
        return None
    if not set(value) <= _ASCII_DIGITS or (value[0] == "0" and value != "0"):
        return None
    return int(value)


def _seat_range(seats: int | Collection[int]) -> tuple[Collection[int], str]:
    if isinstance(seats, int):
        return range(1, seats + 1), f"seats are 1 to {seats}"
    shown = ", ".join(str(s) for s in sorted(seats))
    return seats, f"seats are {shown}" if shown else "there are no seats"


def parse_seat(value: Any, seats: int | Collection[int] = MAX_SEATS, where: str = "") -> int:
    """The seat ``value`` names, within ``seats`` (a count, or the seats of the game).

    Anything else raises :class:`InvalidSeat` naming ``where``, the value and the seats
    allowed: ``votes key: no seat '03' (seats are 1 to 10)``.
    """
    number = canonical_number(value)
    allowed, which = _seat_range(seats)
    if number is None or number not in allowed:
        prefix = f"{where}: " if where else ""
        if number is not None:
            raise InvalidSeat(f"{prefix}no seat {number} ({which})")
        raise InvalidSeat(f"{prefix}no seat {show(value, ascii_only=True)} ({which}; write a "
                          "seat as plain digits, such as 3)")
    return number


def parse_count(value: Any, low: int, high: int, where: str) -> int:
    """A count from ``low`` to ``high`` spelled like a seat (``"3"``, never ``"03"``)."""
    number = canonical_number(value)
    if number is None or not low <= number <= high:
        raise InvalidSeat(f"{where}: {show(value, ascii_only=True)} is not a count from {low} "
                          f"to {high} (plain digits, such as 3)")
    return number
