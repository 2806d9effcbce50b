"""What the Moderator enters in each phase, as values (CLASSIC §5 names the keys).

A night's entries are keyed by role: the wolves' victim(s), the Bodyguard's, Witch's, Old
Hag's, Seer's, Apprentice Seer's and Sorcerer's targets, Cupid's pair; a day's are the
votes and, after a tie, the revote. A ``hunter`` entry, in the phase where the Hunter
dies, is its shot (``None``: into the air). Checking an entry against the game is
:meth:`engine.classic.game.ClassicGame.check_night`'s job, not these values'.
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
    """One night's entries. ``witch_save`` is ``True`` for the only victim, or the seat
    saved when the wolves took two. ``seer`` is the acting Seer's look (the Apprentice's,
    once it is the Seer); ``apprentice_seer`` is the older spelling of that look, still read.
    ``wolf_cub_sacrifice``: the pack killed its own cub, and ``werewolf`` holds the (up to)
    two more victims of that same night."""

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

    def used(self) -> tuple[str, ...]:
        """The entries given, by key (``witch_save``, ``werewolf``...)."""
        values = (("werewolf", self.werewolf), ("wolf_cub_sacrifice", self.wolf_cub_sacrifice),
                  ("bodyguard", self.bodyguard), ("witch_save", self.witch_save),
                  ("witch_kill", self.witch_kill), ("cupid", self.cupid),
                  ("old_hag", self.old_hag), ("seer", self.seer),
                  ("apprentice_seer", self.apprentice_seer), ("sorcerer", self.sorcerer),
                  ("hunter", self.hunter))
        return tuple(key for key, value in values if value not in (None, (), False))


def _frozen(votes: Mapping[Seat, Seat | None]) -> Mapping[Seat, Seat | None]:
    return MappingProxyType(dict(sorted(votes.items())))


@dataclass(frozen=True)
class Nomination:
    """One nominate round (CLASSIC §3): the nominee and the seats that pressed to lynch."""

    seat: Seat
    lynch: tuple[Seat, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "lynch", tuple(sorted(set(self.lynch))))


@dataclass(frozen=True)
class DayEntries:
    """One day's vote and the Hunter's shot if the Hunter dies today. The point vote:
    ``votes`` (voter -> target, ``None``: no vote) and the ``revote`` after a tie. The
    nominate vote: ``nominations``, in order. A day holds one kind or the other."""

    votes: Mapping[Seat, Seat | None] = field(default_factory=dict)
    revote: Mapping[Seat, Seat | None] | None = None
    hunter: Seat | None = None
    nominations: tuple[Nomination, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "votes", _frozen(self.votes))
        if self.revote is not None:
            object.__setattr__(self, "revote", _frozen(self.revote))
