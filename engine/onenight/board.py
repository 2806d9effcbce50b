"""The marks a deck puts out (docs/rules.md, "Marks"): one Mark of Clarity to each player,
and on the Marks boards the marks the deck's roles hand out at dusk.

:func:`board` says what goes on the boards for a deck; :func:`check_board` checks the
marks a table says it put out (``nightbox script --marks``), and :func:`check_held` the
marks the players turned over at the reveal, each problem one line naming the mark.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from ..deck_text import parse_cards
from ..errors import InvalidRecord
from .deck import Deck
from .mark import IN_THE_BOX, MARK_NAMES, Mark, mark
from .roles import MARK_HANDLERS, ROLES


def uses_marks(deck: Deck) -> bool:
    """The deck holds a role that hands out, moves or looks at marks."""
    return any(ROLES[r].marks or r in MARK_HANDLERS for r in deck.roles)


def board(deck: Deck) -> dict[Mark, int]:
    """The marks to put on the boards, in :class:`Mark` order: for each mark, the most any
    one role of the deck hands out (the three vampires share one Mark of the Vampire), and
    with a Doppelganger the same again on the boards' other side (never a second Mark of
    the Vampire)."""
    need: Counter[Mark] = Counter()
    for role_id in deck.roles:
        for given, n in Counter(ROLES[role_id].marks).items():
            need[given] = max(need[given], n)
    if "doppelganger" in deck:
        need.update({m: n for m, n in need.items() if m is not Mark.VAMPIRE})
    return {m: need[m] for m in Mark if need[m]}


def held_at_most(deck: Deck | None, players: int) -> dict[Mark, int]:
    """How many of each mark the players can hold at the end: every mark the deck puts
    out (Clarity: one each, and the boards'), or without a deck what the box holds."""
    if deck is None:
        return dict(IN_THE_BOX)
    if not uses_marks(deck):
        return {}
    most = board(deck)
    most[Mark.CLARITY] = most.get(Mark.CLARITY, 0) + players
    return most


def _name(m: Mark, n: int) -> str:
    return f"{m.value}: {n} mark{'' if n == 1 else 's'}"


def parse_marks(text: str) -> Counter[Mark]:
    """``"love*2,fear"`` read as the deck is written; an unknown mark raises
    :class:`InvalidRecord` naming it, with a "did you mean"."""
    return Counter(mark(m) for m in parse_cards(text, lambda name: mark(name).value))


def check_board(deck: Deck, marks: Mapping[Mark, int]) -> None:
    """Raise :class:`InvalidRecord` (one line) unless ``marks`` are exactly the marks the
    deck puts on the boards: none the deck cannot use, none it lacks."""
    need = board(deck)
    if not uses_marks(deck) and any(marks.values()):
        raise InvalidRecord(f"--marks: no role of the deck uses marks, so it puts none out "
                            f"(given {', '.join(_name(m, n) for m, n in marks.items() if n)})")
    for m in Mark:
        given, wanted = marks.get(m, 0), need.get(m, 0)
        if given > wanted:
            raise InvalidRecord(f"{_name(m, given)}; the deck uses {wanted} "
                                f"({_givers(deck, m)})")
        if given < wanted:
            raise InvalidRecord(f"{_name(m, given)}; the deck needs {wanted} on the boards "
                                f"({_givers(deck, m)})")


def _givers(deck: Deck, m: Mark) -> str:
    roles = [r for r in deck.roles if m in ROLES[r].marks]
    if not roles:
        return f"no role of the deck hands out the {MARK_NAMES[m]}"
    doubled = " and as many for the Doppelganger" if "doppelganger" in deck and \
        m is not Mark.VAMPIRE else ""
    return f"handed out by {', '.join(sorted(roles))}{doubled}"


def check_held(held: Iterable[Mark], deck: Deck | None, players: int) -> None:
    """Raise :class:`InvalidRecord` (one line) when the players hold a mark the deck never
    put out, or more of one than it did."""
    most = held_at_most(deck, players)
    for m, n in Counter(held).items():
        if n > most.get(m, 0):
            where = "the deck puts out" if deck is not None else "the Vampire box holds"
            raise InvalidRecord(f"{_name(m, n)} held; {where} {most.get(m, 0)}")
