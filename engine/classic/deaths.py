"""Deaths and their chains (CLASSIC §2.3): a Soulmate follows the other into death, and
a dead Hunter's shot kills at once, night protection or not. Repeated until nothing new
dies."""

from __future__ import annotations

from dataclasses import dataclass

from ..values import Choice
from .entries import Phase, Seat


class Cause(Choice):
    """Why a seat died."""

    WEREWOLVES = "werewolves"
    SACRIFICE = "sacrifice"  #: the Wolf Cub, killed by its own pack
    WOUNDS = "wounds"  #: the Tough Guy, a night after the attack
    WITCH = "witch"
    HEARTBREAK = "heartbreak"  #: a Soulmate whose Soulmate died
    HUNTER = "hunter"
    LYNCH = "lynch"


@dataclass(frozen=True)
class Death:
    phase: Phase
    seat: Seat
    cause: Cause

    def to_json(self) -> dict[str, object]:
        return {"phase": str(self.phase), "seat": self.seat, "cause": self.cause.value}


def with_chains(first: list[Death], alive: frozenset[Seat], phase: Phase,
                soulmates: tuple[Seat, Seat] | None, hunter: Seat | None,
                shot: Seat | None) -> list[Death]:
    """``first`` (the phase's own deaths, in order) followed by every chain death.

    ``alive`` is who lived before ``first``; ``hunter`` is the Hunter's seat and ``shot``
    its target (``None``: no shot).
    """
    deaths = list(first)
    dead = {d.seat for d in deaths}
    i = 0
    while i < len(deaths):
        seat = deaths[i].seat
        i += 1
        follow: list[tuple[Seat, Cause]] = []
        if soulmates and seat in soulmates:
            other = soulmates[1] if seat == soulmates[0] else soulmates[0]
            follow.append((other, Cause.HEARTBREAK))
        if seat == hunter and shot is not None:
            follow.append((shot, Cause.HUNTER))
        for target, cause in follow:
            if target in alive and target not in dead:
                dead.add(target)
                deaths.append(Death(phase, target, cause))
    return deaths
