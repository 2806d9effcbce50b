"""The one deck spelling both games read and write: role ids, comma separated, blank items
ignored, ``id*N`` for N copies (``"werewolf*2,seer,villager*3"``).

Each game looks the ids up in its own role table (``lookup``) and keeps its own deck rules.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from .errors import InvalidDeck
from .seats import InvalidSeat, parse_count

#: the most copies ``id*N`` may ask for (a classic table seats at most 68)
MAX_COPIES = 68


def _count(part: str, times: str) -> int:
    """N of ``id*N``, spelled as a seat is (``engine.seats``: plain digits, no sign, no
    leading zero)."""
    try:
        return parse_count(times.strip(), 1, MAX_COPIES, "count")
    except InvalidSeat:
        raise InvalidDeck(f"bad count in {part!r}: write id*N with N from 1 to {MAX_COPIES} "
                          "in plain digits") from None


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


def cards_text(cards: Sequence[str]) -> str:
    """``cards`` spelt as :func:`parse_cards` reads them: each id once, in the order first
    held, ``id*N`` for N copies (``"werewolf*2,seer"``)."""
    have = Counter(cards)
    return ",".join(r if have[r] == 1 else f"{r}*{have[r]}" for r in dict.fromkeys(cards))
