"""Which wake steps a deck calls, in order (RULINGS §2.1).

The center cards count: the announcer never knows which cards are in the middle,
so a step is called whenever its role is anywhere in the deck.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..words import ENGLISH, Words
from .deck import Deck
from .roles import ROLES, Doppel, Role

DOPPEL_PREFIX = "doppelganger_"


@dataclass(frozen=True)
class Step:
    """One wake step.

    ``id`` is the step id of RULINGS §2.1. ``role`` is the card in the deck that calls
    it (``mystic_wolf`` for ``werewolf`` in a deck with no plain Werewolf).
    ``copied`` is set for the Doppelganger's extra steps.
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
        if self.copied is None:
            return words._(ROLES[self.id].short)
        return words._("Doppel: {role}", role=words._(ROLES[self.copied].short))


def _wolf_family() -> frozenset[str]:
    return frozenset(r.id for r in ROLES.values() if r.step == "werewolf" or r.joins == "werewolf")


def _caller(r: Role, deck: Deck) -> str | None:
    """The card in ``deck`` that makes ``r``'s step be called, or ``None``."""
    if r.id == "werewolf":
        return next((c for c in deck.cards if c in _wolf_family()), None)
    if r.id == "mason":
        return r.id if deck.count("mason") >= 2 else None
    return r.id if r.id in deck else None


def night_steps(deck: Deck) -> tuple[Step, ...]:
    """The steps the deck calls, strictly in wake order, Doppelganger extras included."""
    own = sorted(
        (r for r in ROLES.values() if r.step is not None and _caller(r, deck)),
        key=lambda r: r.order_key,
    )
    extras: dict[str, list[Step]] = {}
    if "doppelganger" in deck:
        for r in ROLES.values():
            if r.doppel is Doppel.LATER and r.id in deck and r.doppel_after:
                step = Step(DOPPEL_PREFIX + r.id, "doppelganger", copied=r.id)
                extras.setdefault(r.doppel_after, []).append(step)

    steps: list[Step] = []
    for r in own:
        assert r.step is not None
        caller = _caller(r, deck)
        assert caller is not None
        steps.append(Step(r.step, caller))
        steps.extend(extras.get(r.step, ()))
    return tuple(steps)
