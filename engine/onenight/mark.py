"""The marks of One Night Ultimate Vampire: tokens a player holds beside the card, face
down, which the dusk roles hand out and the night roles move or look at.

A player holds one mark at a time, a Mark of Clarity unless the dusk changed it. A mark
changes what a player wins or loses with, never what their card does at night (the Mark
of Fear aside: its holder skips their night action). The box tracks them as it tracks
cards: :func:`mark` reads a mark's name as people type it.
"""

from __future__ import annotations

from ..errors import InvalidRecord, did_you_mean
from ..values import Choice
from ..words import N_


class Mark(Choice):
    """A mark, by the id records and the command line write."""

    CLARITY = "clarity"
    VAMPIRE = "vampire"
    FEAR = "fear"
    BAT = "bat"
    DISEASE = "disease"
    LOVE = "love"
    TRAITOR = "traitor"
    ASSASSIN = "assassin"


#: each mark's name, as the voice says it and the screen shows it
MARK_NAMES: dict[Mark, str] = {
    Mark.CLARITY: N_("Mark of Clarity"), Mark.VAMPIRE: N_("Mark of the Vampire"),
    Mark.FEAR: N_("Mark of Fear"), Mark.BAT: N_("Mark of the Bat"),
    Mark.DISEASE: N_("Mark of Disease"), Mark.LOVE: N_("Mark of Love"),
    Mark.TRAITOR: N_("Mark of the Traitor"), Mark.ASSASSIN: N_("Mark of the Assassin")}

MARK_IDS: tuple[str, ...] = tuple(m.value for m in Mark)

#: the marks the Vampire box holds, both sides of its boards (the Doppelganger's side
#: has no Mark of the Vampire): no game can put out more
IN_THE_BOX: dict[Mark, int] = {Mark.CLARITY: 14, Mark.VAMPIRE: 1, Mark.FEAR: 2, Mark.BAT: 2,
                               Mark.DISEASE: 2, Mark.LOVE: 4, Mark.TRAITOR: 2,
                               Mark.ASSASSIN: 2}


def mark(name: str) -> Mark:
    """The mark ``name`` stands for (``"Love"``, ``"mark_of_love"``, ``"mark of the
    vampire"``); an unknown name raises :class:`InvalidRecord` with a "did you mean"."""
    key = name.strip().lower().replace("-", "_").replace(" ", "_")
    for prefix in ("mark_of_the_", "mark_of_"):
        key = key.removeprefix(prefix)
    try:
        return Mark(key)
    except ValueError:
        raise InvalidRecord(f"unknown mark {name!r}{did_you_mean(key, MARK_IDS)}; the marks "
                            f"are {', '.join(MARK_IDS)}") from None
