"""How a game ended, in one shape for both games: :class:`Outcome`.

Each game's ``outcome()`` decides in the order its rules read, one return per case, the
way python-chess's ``Board.outcome()`` does, and says which rule decided with its own
``Case`` enum (One Night's in :mod:`engine.onenight.outcome`, classic's in
:mod:`engine.classic.outcome`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Generic, TypeVar

from .values import Choice, Team

#: a game's own ``Case`` enum
C = TypeVar("C", bound=Choice)


@dataclass(frozen=True)
class Outcome(Generic[C]):
    """The end of one game.

    ``case`` is the rule that decided it, ``winners`` the sides that won in
    :class:`~engine.values.Team` order, ``winning_seats`` every seat that won (dead or
    alive), ``won`` every player seat with whether it won, ``reason`` the case as a
    sentence naming who wins, ``dead`` the seats dead at the end and ``wolves`` the seats
    that counted as wolves (dead or alive, a turned Cursed among them).
    """

    case: C
    winners: tuple[Team, ...]
    winning_seats: tuple[int, ...]
    won: Mapping[int, bool]
    reason: str
    dead: tuple[int, ...]
    wolves: tuple[int, ...]
    also: tuple[C, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "won", MappingProxyType(dict(self.won)))

    @classmethod
    def of(cls, case: C, winners: Collection[Team], seats: Iterable[int],
           players: Iterable[int], reason: str, dead: Iterable[int],
           wolves: Iterable[int], also: Iterable[C] = ()) -> Outcome[C]:
        """The outcome ``case`` decided: ``winners`` put in Team order, ``seats`` (the
        winning seats), ``dead`` and ``wolves`` in seat order, ``won`` for each of
        ``players``."""
        winning = frozenset(seats)
        return cls(case, tuple(team for team in Team if team in winners),
                   tuple(sorted(winning)), {seat: seat in winning for seat in players},
                   reason, tuple(sorted(dead)), tuple(sorted(wolves)), tuple(also))

    def __repr__(self) -> str:
        return (f"Outcome(case={self.case!r}, winners={self.winners!r}, "
                f"winning_seats={self.winning_seats!r}, reason={self.reason!r}, "
                f"dead={self.dead!r}, wolves={self.wolves!r}"
                + (f", also={self.also!r})" if self.also else ")"))

    @property
    def winner_names(self) -> tuple[str, ...]:
        """The winning sides' names (``"village"``, ``"tanner"``), as records write them."""
        return tuple(team.value for team in self.winners)
