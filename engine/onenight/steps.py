"""Which wake steps a deck calls, in order (RULINGS §2.1, docs/rules.md §2).

The center cards count: the announcer never knows which cards are in the middle,
so a step is called whenever its role is anywhere in the deck.

A deck with a dusk role (a wake code below zero: the Vampire box's) has a dusk: its dusk
steps in their order, the Doppelganger among them at -7, then everyone looks at their
mark and the lovers wake, then the night. A deck without one wakes as it always has,
the Sentinel (0) before the Doppelganger (1), as the Daybreak rules print it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..words import ENGLISH, N_, Words
from .board import uses_marks
from .deck import Deck
from .role import Doppel, Role, order_key
from .roles import MARK_HANDLERS, ROLES

DOPPEL_PREFIX = "doppelganger_"

#: the steps no card owns, by id, with their label for the screen: the aliens' group
#: wake, everyone looking at their mark, the lovers, and Nostradamus's team said aloud
TABLE_STEPS: dict[str, str] = {"aliens": N_("Aliens"), "marks": N_("Marks"),
                               "lovers": N_("Lovers"), "nostradamus_team": N_("Nostradamus")}
#: the aliens' group wake: wake code 1A, called by any card that joins it
ALIENS_ORDER = "1A"


@dataclass(frozen=True)
class Step:
    """One wake step.

    ``id`` is the step id of RULINGS §2.1 (or of :data:`TABLE_STEPS`). ``role`` is the
    card in the deck that calls it (``mystic_wolf`` for ``werewolf`` in a deck with no
    plain Werewolf, ``cupid`` for ``lovers``). ``copied`` is set for the Doppelganger's
    extra steps.
    """

    id: str
    role: str
    copied: str | None = None

    @property
    def label(self) -> str:
        """Label for the 128x64 screen: ``"Seer"``, ``"Doppel: Insomniac"`` (two lines)."""
        return self.label_in(ENGLISH)

    def label_in(self, words: Words) -> str:
        """:attr:`label` in ``words``' language (``"Doppel: Schlaflose"``)."""
        if self.id in TABLE_STEPS:
            return words._(TABLE_STEPS[self.id])
        if self.copied is None:
            return words._(ROLES[self.id].short)
        return words._("Doppel: {role}", role=words._(ROLES[self.copied].short))


def has_dusk(deck: Deck) -> bool:
    """The deck calls a step that wakes at dusk (a Master alone calls the vampires')."""
    return any(r.dusk and _caller(r, deck) for r in ROLES.values())


#: the cards that wake at each group step (a Werewolf, an Alpha Wolf ... at ``werewolf``)
_GROUPS: dict[str, frozenset[str]] = {
    group: frozenset(r.id for r in ROLES.values() if group in (r.step, r.joins))
    for group in {r.joins for r in ROLES.values() if r.joins}}


def _caller(r: Role, deck: Deck) -> str | None:
    """The card in ``deck`` that makes ``r``'s step be called, or ``None``."""
    if r.group and r.id != "mason":
        return next((c for c in deck.cards if c in _GROUPS[r.id]), None)
    if r.id == "mason":
        return r.id if deck.count("mason") >= 2 else None
    return r.id if r.id in deck else None


def night_steps(deck: Deck) -> tuple[Step, ...]:
    """The steps the deck calls, strictly in wake order, Doppelganger extras included."""
    dusk = has_dusk(deck)
    own: list[tuple[tuple[int, str], Step]] = []
    for r in ROLES.values():
        caller = _caller(r, deck) if r.step is not None else None
        code = r.wakes_at(dusk)
        if caller is not None and r.step is not None and code is not None:
            own.append((order_key(code), Step(r.step, caller)))
    aliens = next((c for c in deck.cards if ROLES[c].joins == "aliens"), None)
    if aliens is not None:
        own.append((order_key(ALIENS_ORDER), Step("aliens", aliens)))
    own.sort(key=lambda keyed: keyed[0])

    extras: dict[str, list[Step]] = {}
    if "doppelganger" in deck:
        for r in ROLES.values():
            if r.doppel is Doppel.LATER and r.id in deck and r.doppel_after:
                step = Step(DOPPEL_PREFIX + r.id, "doppelganger", copied=r.id)
                extras.setdefault(r.doppel_after, []).append(step)

    steps: list[Step] = []
    ended = not dusk   # the dusk's end comes before the first step of the night
    for key, step in own:
        if not ended and key >= (0, ""):
            steps += _dusk_end(deck)
            ended = True
        steps.append(step)
        steps.extend(extras.get(step.id, ()))
        if step.id == "nostradamus":   # the team is said once the choosing is done
            steps.append(Step("nostradamus_team", "nostradamus"))
    if not ended:
        steps += _dusk_end(deck)
    return tuple(steps)


def _dusk_end(deck: Deck) -> list[Step]:
    """The end of the dusk: everyone looks at their mark, then the lovers wake."""
    if not uses_marks(deck):
        return []
    marker = next(c for c in deck.cards if ROLES[c].marks or c in MARK_HANDLERS)
    return [Step("marks", marker)] + ([Step("lovers", "cupid")] if "cupid" in deck else [])
