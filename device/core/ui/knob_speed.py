"""The knob's speed: a fast turn moves ten at a time, where a list is long.

A question with many answers (a seat of 68, the count of players beyond the buttons)
is crossed with a fast turn: a detent that comes within :data:`FAST_GAP` seconds of the
one before it, the same way, moves :data:`FAST_STEP` places; a slow detent moves one, so
the Moderator turns fast to get near and slowly to land. The knob's events carry the
moment of each detent (``KnobTurn.t``), so the speed is read from them, never from the
clock. A short list (:data:`FAST_FROM` items or fewer) always moves one a detent.

The gap: a hand reading the screen turns 3 to 8 detents a second (0.12 s to 0.3 s apart);
a flick of the wrist turns 20 to 50 (0.02 s to 0.05 s apart). 0.08 s lies between.
"""

from __future__ import annotations

from dataclasses import dataclass

#: seconds between two detents the same way, at most, for the second to count as fast
FAST_GAP = 0.08
#: the places a fast detent moves
FAST_STEP = 10
#: a list this long or shorter moves one place a detent, however fast
FAST_FROM = 12


@dataclass
class KnobSpeed:
    """Feed each detent (:meth:`move`); it says how many places it moves."""

    last_t: float | None = None
    last_way: int = 0

    def move(self, t: float, steps: int, items: int) -> int:
        """The places the detent of ``steps`` (±1) at ``t`` moves, in a list of ``items``."""
        way = (steps > 0) - (steps < 0)
        fast = (self.last_t is not None and way == self.last_way
                and 0 <= t - self.last_t <= FAST_GAP)
        self.last_t, self.last_way = t, way
        if fast and items > FAST_FROM:
            return steps * FAST_STEP
        return steps
