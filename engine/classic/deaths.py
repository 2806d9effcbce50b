"""Deaths and their chains (CLASSIC §2.3): a Soulmate follows the other into death, a
dead Hunter's shot kills at once (night protection or not), and with Vampires in the game
the Hunter is a Vampire Hunter: the Vampire seated nearest dies with it. Repeated until
nothing new dies; a protection (:class:`~engine.classic.protect.Guard`) may turn a shot
away."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
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
    VAMPIRES = "vampires"  #: the Vampires' victim, at the next day's first vote
    MAGICIAN = "magician"
    OLD_AGE = "old_age"  #: the Old Man, on the night after as many nights as wolves
    GHOST = "ghost"  #: the Ghost, on night 1
    MARTYR = "martyr"  #: the Martyr, in the place of the one it died for
    SECRET_SOCIETY = "secret_society"  #: killed by the Masons' society for naming them
    VAMPIRE_HUNTER = "vampire_hunter"  #: the Vampire nearest the Vampire Hunter, with it


@dataclass(frozen=True)
class Death:
    phase: Phase
    seat: Seat
    cause: Cause

    def to_json(self) -> dict[str, object]:
        return {"phase": str(self.phase), "seat": self.seat, "cause": self.cause.value}


#: the causes the table hears named ("dies of a broken heart", "the Hunter's shot takes"):
#: the chains that follow a death; every other death of a night is told alike
NAMED_CAUSES = frozenset({Cause.HEARTBREAK, Cause.HUNTER})


def as_told(deaths: Iterable[Death]) -> tuple[Death, ...]:
    """A night's deaths in the order the table hears them (#34.14): those told alike ("did
    not survive the night") in seat order, so the order says nothing of who killed whom
    (the wolves' victim is not always the first named, the Witch's poison not the last);
    then the named chains, in the order they follow."""
    deaths = tuple(deaths)
    alike = sorted((d for d in deaths if d.cause not in NAMED_CAUSES), key=lambda d: d.seat)
    return (*alike, *(d for d in deaths if d.cause in NAMED_CAUSES))


@dataclass(frozen=True)
class Chains:
    """What the chains of one phase read: the Soulmates' pairs, the Hunter's seat and its
    shot, and for the Vampire Hunter (``vampires``: the game has Vampires) the seats
    around the table in order and which of them are Vampires."""

    soulmates: tuple[tuple[Seat, Seat], ...] = ()
    hunter: Seat | None = None
    shot: Seat | None = None
    vampires: bool = False
    circle: tuple[Seat, ...] = ()
    vampire_seats: frozenset[Seat] = frozenset()


def nearest(circle: tuple[Seat, ...], seat: Seat, among: Collection[Seat]) -> Seat | None:
    """The seat of ``among`` nearest ``seat`` around ``circle`` (the seats in order, the
    table being round), counting only the seats of ``circle``; a tie goes to the one
    after ``seat`` in seat order."""
    if seat not in circle:
        return None
    i, n = circle.index(seat), len(circle)
    for step in range(1, n):
        for found in (circle[(i + step) % n], circle[(i - step) % n]):
            if found in among and found != seat:
                return found
    return None


def with_chains(first: list[Death], alive: frozenset[Seat], phase: Phase, chains: Chains,
                stops: Callable[[Seat, Cause], bool] = lambda _seat, _cause: False
                ) -> list[Death]:
    """``first`` (the phase's own deaths, in order) followed by every chain death.

    ``alive`` is who lived before ``first``; ``stops`` says whether a chain death is
    turned away (a blessing, the Amulet, the pox against a shot).
    """
    deaths = list(first)
    dead = {d.seat for d in deaths}
    i = 0
    while i < len(deaths):
        seat = deaths[i].seat
        i += 1
        follow: list[tuple[Seat | None, Cause]] = []
        for pair in chains.soulmates:
            if seat in pair:
                follow.append((pair[1] if seat == pair[0] else pair[0], Cause.HEARTBREAK))
        if seat == chains.hunter and chains.vampires:
            living = tuple(s for s in chains.circle if s in alive and (s not in dead or s == seat))
            follow.append((nearest(living, seat, chains.vampire_seats - dead),
                           Cause.VAMPIRE_HUNTER))
        elif seat == chains.hunter and chains.shot is not None:
            follow.append((chains.shot, Cause.HUNTER))
        for target, cause in follow:
            if target in alive and target not in dead and not stops(target, cause):
                dead.add(target)
                deaths.append(Death(phase, target, cause))
    return deaths
