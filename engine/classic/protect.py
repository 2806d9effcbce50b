"""What turns a death away (docs/classic.md §3): the Bodyguard's protection, the Priest's
blessing, the Amulet of Protection, the Old Hag's pox and the Bodyguard's day (its
alternate), and which causes each one stops.

An attack is a death another player causes: the wolves', the vampires', a poison or a
spell, a shot, the Vampire Hunter's, a lynch. The rest are no attack and nothing stops
them: a broken heart, the Tough Guy's wounds, the cub's sacrifice, the Old Man's time, the
Ghost's night-1 death, the Martyr's own choice, the Masons' secret society.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .deaths import Cause
from .entries import Seat

#: the causes that are an attack: a protection may stop them
ATTACKS = frozenset({Cause.WEREWOLVES, Cause.VAMPIRES, Cause.WITCH, Cause.MAGICIAN,
                     Cause.HUNTER, Cause.VAMPIRE_HUNTER, Cause.LYNCH})
#: the attacks of the night, which the Bodyguard's protection stops (a shot happens in
#: the morning: it does not)
NIGHT_ATTACKS = frozenset({Cause.WEREWOLVES, Cause.VAMPIRES, Cause.WITCH, Cause.MAGICIAN})
#: the attacks the seat sitting out is safe from, at dawn and all day (another player's)
POX_SAFE = frozenset({Cause.HUNTER, Cause.VAMPIRE_HUNTER})


@dataclass
class Guard:
    """The protections of one phase, used up as they turn deaths away.

    ``guarded``: the Bodyguard's player tonight (or today, with ``bodyguard_day``);
    ``day``: this is a day (the Bodyguard's protection then stops any attack);
    ``blessed``: the Priest's blessing, spent by the first attack it stops; ``amulet``:
    the Amulet's holder, ``hit`` once it has turned a death away; ``sitting_out``: the
    Old Hag's pox victim."""

    guarded: Seat | None = None
    day: bool = False
    blessed: Seat | None = None
    amulet: Seat | None = None
    sitting_out: Seat | None = None
    hit: bool = False
    #: each seat and cause turned away, in order (for the scorepad)
    saved: list[tuple[Seat, Cause]] = field(default_factory=list)

    def stops(self, seat: Seat, cause: Cause) -> bool:
        """``cause`` does not kill ``seat``: something protects it (and is spent)."""
        if cause not in ATTACKS:
            return False
        if seat == self.sitting_out and cause in POX_SAFE:
            return self._saved(seat, cause)
        if seat == self.guarded and (self.day or cause in NIGHT_ATTACKS):
            return self._saved(seat, cause)
        if seat == self.blessed:
            self.blessed = None
            return self._saved(seat, cause)
        if seat == self.amulet:
            self.hit = True
            return self._saved(seat, cause)
        return False

    def _saved(self, seat: Seat, cause: Cause) -> bool:
        self.saved.append((seat, cause))
        return True
