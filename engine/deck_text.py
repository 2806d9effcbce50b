"""The one deck spelling both games read: role ids, comma separated, blank items ignored,
``id*N`` for N copies (``"werewolf*2,seer,villager*3"``).

Each game looks the ids up in its own role table (``lookup``) and keeps its own deck rules.
"""

from __future__ import annotations

from collections.abc import Callable

from .errors import InvalidDeck

#: the most copies ``id*N`` may ask for (a table seats at most ten)
MAX_COPIES = 10


def _count(part: str, times: str) -> int:
    # TODO(seats): read N with engine.seats.parse_count once the `hard` branch lands it
    digits = times.strip()
    if not (digits.isascii() and digits.isdigit()) or digits.startswith("0") \
            or not 1 <= int(digits) <= MAX_COPIES:
        raise InvalidDeck(f"bad count in {part!r}: write id*N with N from 1 to {MAX_COPIES} "
                          "in plain digits")
    return int(digits)


def parse_cards(text: str, lookup: Callable[[str], str]) -> list[str]:
    """The role ids ``text`` spells, copies repeated, in the order written.

    ``lookup`` turns one written id into the game's role id (raising
    :class:`~engine.errors.UnknownRole` for an unknown one).
    """
    ids: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        name, star, times = part.partition("*")
        count = _count(part, times) if star else 1
        ids += [lookup(name)] * count
    return ids
