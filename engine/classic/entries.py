"""What the Moderator enters in each phase, as values (CLASSIC §5 names the keys).

A night's entries are keyed by role: the wolves' and vampires' victims, each role's
target, Cupid's pair; a day's are its vote (of the kind the game plays) and what else
the day holds (a ban, arrivals, the Martyr). A ``hunter`` entry, in the phase where the
Hunter dies, is its shot (``None``: into the air). Checking an entry against the game is
:func:`engine.classic.game.check_night`'s job, not these values'.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ..values import Choice
from ..words import ENGLISH, N_, Words

Seat = int


class PhaseKind(Choice):
    NIGHT = "night"
    DAY = "day"


#: a phase inside a sentence ("The game goes on from night 2.")
_PHASE_TEXT = {PhaseKind.NIGHT: N_("night {number}"), PhaseKind.DAY: N_("day {number}")}


@dataclass(frozen=True, order=True)
class Phase:
    """``Phase(2, PhaseKind.NIGHT)`` is "night 2"; night N comes before day N."""

    number: int
    kind: PhaseKind

    def __str__(self) -> str:
        return f"{self.kind.value} {self.number}"

    def text(self, words: Words = ENGLISH) -> str:
        """The phase inside a sentence, in ``words``' language ("night 2", "Nacht 2"); in
        English the same as ``str()``, which the record keeps."""
        return words._(_PHASE_TEXT[self.kind], number=self.number)

    @property
    def is_night(self) -> bool:
        return self.kind is PhaseKind.NIGHT

    def next(self) -> Phase:
        if self.is_night:
            return Phase(self.number, PhaseKind.DAY)
        return Phase(self.number + 1, PhaseKind.NIGHT)


FIRST_NIGHT = Phase(1, PhaseKind.NIGHT)


@dataclass(frozen=True)
class NightEntries:
    """One night's entries, keyed by role (docs/formats.md names each key).

    ``werewolf``: the wolves' victim(s); ``wolf_cub_sacrifice``: the pack killed its own
    cub, and ``werewolf`` holds the (up to) two more victims of that same night. ``seer``
    is the first acting Seer's look (the Apprentice's once it is the Seer), ``seer_2`` the
    second's; ``apprentice_seer`` is the Apprentice's own look with its alternate, and the
    older spelling of its look once it is the Seer. ``witch_save`` and ``magician_save``
    are ``True`` for the only victim, or the seat(s) healed. ``doppelganger`` is the seat
    chosen on night 1; ``doppelganger_acts`` the copied role's entries at the
    Doppelganger's own call (its alternate). ``amulet`` is the seat the Amulet is passed
    to; ``martyr`` the victim the Martyr dies for (its alternate); ``secret_society`` the
    seats the Masons' society kills; ``minion`` the seat the wolves make their Minion (the
    ``minion_chosen`` alternate); ``ghost`` the Ghost's letter. A ``hunter`` entry, in the
    phase where the Hunter dies, is its shot."""

    werewolf: tuple[Seat, ...] = ()
    wolf_cub_sacrifice: bool = False
    bodyguard: Seat | None = None
    witch_save: Seat | bool = False
    witch_kill: Seat | None = None
    cupid: tuple[Seat, Seat] | None = None
    old_hag: Seat | None = None
    seer: Seat | None = None
    apprentice_seer: Seat | None = None
    sorcerer: Seat | None = None
    hunter: Seat | None = None
    seer_2: Seat | None = None
    cupid_2: tuple[Seat, Seat] | None = None
    vampire: Seat | None = None
    magician_save: tuple[Seat, ...] | bool = False
    magician_kill: tuple[Seat, ...] = ()
    aura_seer: Seat | None = None
    pi: Seat | None = None
    priest: Seat | None = None
    spellcaster: Seat | None = None
    troublemaker: bool = False
    cult_leader: Seat | None = None
    hoodlum: tuple[Seat, ...] = ()
    doppelganger: Seat | None = None
    doppelganger_acts: NightEntries | None = None
    ghost: str | None = None
    martyr: Seat | None = None
    amulet: Seat | None = None
    secret_society: tuple[Seat, ...] = ()
    minion: Seat | None = None

    def seat_entries(self) -> dict[str, Seat | None]:
        """The entries that are one seat chosen by one role, by key (``priest`` is not
        one: with its alternate it names a dead seat)."""
        return {"bodyguard": self.bodyguard, "old_hag": self.old_hag, "seer": self.seer,
                "seer_2": self.seer_2, "sorcerer": self.sorcerer,
                "aura_seer": self.aura_seer, "pi": self.pi, "spellcaster": self.spellcaster,
                "cult_leader": self.cult_leader, "doppelganger": self.doppelganger,
                "amulet": self.amulet}


def _frozen(votes: Mapping[Seat, Seat | None]) -> Mapping[Seat, Seat | None]:
    return MappingProxyType(dict(sorted(votes.items())))


@dataclass(frozen=True)
class Nomination:
    """One nominate round (CLASSIC §3): the nominee, the seats that pressed to lynch, and
    for the scorepad who nominated (``by``) and who seconded (``second``)."""

    seat: Seat
    lynch: tuple[Seat, ...] = ()
    by: Seat | None = None
    second: Seat | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "lynch", tuple(sorted(set(self.lynch))))


@dataclass(frozen=True)
class DayEntries:
    """One day's votes, and what else the day holds. The point vote and the secret
    ballot: ``votes`` (voter -> target, ``None``: no vote) and the ``revote`` after a tie.
    The nominate vote: ``nominations``, in order. Two-player nominations: the ``pair``
    (thumbs up for the first, down for the second) and the ``votes`` for one of them. The
    process of elimination: the seats declared ``safe``, in order. A day holds one kind.
    ``second``: the second lynching's vote, on a day with two (the nominate vote goes on
    in ``nominations`` instead). ``martyr``: the lynched seat the Martyr dies for; ``ban``:
    the seat banished to another village; ``arrivals``: players come from another village,
    seat -> card; ``mayor``: the Mayor elected today (its alternate); ``hunter``: the
    Hunter's shot if it dies today."""

    votes: Mapping[Seat, Seat | None] = field(default_factory=dict)
    revote: Mapping[Seat, Seat | None] | None = None
    hunter: Seat | None = None
    nominations: tuple[Nomination, ...] = ()
    pair: tuple[Seat, Seat] | None = None
    safe: tuple[Seat, ...] = ()
    second: DayEntries | None = None
    martyr: Seat | None = None
    ban: Seat | None = None
    arrivals: Mapping[Seat, str] = field(default_factory=dict)
    mayor: Seat | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "votes", _frozen(self.votes))
        if self.revote is not None:
            object.__setattr__(self, "revote", _frozen(self.revote))
        object.__setattr__(self, "arrivals", MappingProxyType(dict(sorted(
            self.arrivals.items()))))

    @property
    def voted(self) -> bool:
        """The day held a vote of some kind."""
        return bool(self.votes or self.nominations or self.pair or self.safe)
