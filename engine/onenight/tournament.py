"""Tournament chips (RULINGS §5): one chip per winning seat per game.

The first seat to reach the target with strictly the most chips is champion;
a tie at the top means keep playing. Chips are a value; the device stores them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ..errors import InvalidInput

DEFAULT_TARGET = 5


@dataclass(frozen=True)
class Chips:
    """Chips per seat after some games; seats without chips are left out."""

    by_seat: Mapping[int, int]
    games: int = 0

    def __post_init__(self) -> None:
        for seat, count in self.by_seat.items():
            if isinstance(seat, bool) or not isinstance(seat, int) or seat < 1:
                raise InvalidInput(f"chips: seat numbers start at 1, not {seat!r}")
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise InvalidInput(f"chips: seat {seat} has {count!r} chips; "
                                   f"use a whole number >= 0")
        kept = {seat: count for seat, count in sorted(self.by_seat.items()) if count}
        object.__setattr__(self, "by_seat", MappingProxyType(kept))

    def __repr__(self) -> str:
        return f"Chips(by_seat={dict(self.by_seat)!r}, games={self.games!r})"

    @classmethod
    def empty(cls) -> Chips:
        return cls({})

    def of(self, seat: int) -> int:
        """The chips ``seat`` holds."""
        return self.by_seat.get(seat, 0)

    @property
    def leaders(self) -> tuple[int, ...]:
        """The seats with the most chips (none before the first chip)."""
        top = max(self.by_seat.values(), default=0)
        return tuple(seat for seat, count in self.by_seat.items() if top and count == top)


def add_game(chips: Chips, winning_seats: Iterable[int]) -> Chips:
    """The chips after one more game: each winning seat earns one chip."""
    gained = dict(chips.by_seat)
    for seat in set(winning_seats):
        gained[seat] = gained.get(seat, 0) + 1
    return Chips(gained, chips.games + 1)


def champion(chips: Chips, target: int = DEFAULT_TARGET) -> int | None:
    """The seat that reached ``target`` with strictly the most chips, else ``None``."""
    if target < 1:
        raise InvalidInput(f"the chip target must be >= 1, not {target}")
    leaders = chips.leaders
    if len(leaders) == 1 and chips.of(leaders[0]) >= target:
        return leaders[0]
    return None
