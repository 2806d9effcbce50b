"""The nominate vote (CLASSIC §3, the rulebook's basic vote), as one pure decider.

A player is nominated and seconded; on "vote!" every living seat that does not sit out
presses to lynch or leaves its button alone (the nominee votes too). More than half of
the votes those seats could cast lynches the nominee; the Mayor's press counts twice, and
so does its share of the total. A press the decoder is unsure of is named: the count says
whether it could change the result, and the round may then be run again.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

Seat = int


@dataclass(frozen=True)
class NominationCount:
    """One nominate round, counted.

    ``lynch``: the presses that count; ``votes``: their weight (the Mayor's is two);
    ``possible``: the weight every voter could cast; ``unsure``: the voters whose press
    the decoder could not read (counted as not pressed).
    """

    nominee: Seat
    lynch: tuple[Seat, ...]
    votes: int
    possible: int
    unsure: tuple[Seat, ...] = ()
    #: the weight of the unsure seats' presses, had they pressed
    unsure_weight: int = 0

    @property
    def needed(self) -> int:
        """The fewest votes that lynch: more than half of ``possible``."""
        return self.possible // 2 + 1

    @property
    def lynched(self) -> bool:
        return self.votes >= self.needed

    @property
    def settled(self) -> bool:
        """The result stands whatever the unsure seats meant."""
        return self.lynched == (self.votes + self.unsure_weight >= self.needed)


def count_nomination(nominee: Seat, presses: Collection[Seat], voters: Collection[Seat],
                     mayor: Seat | None, unsure: Collection[Seat] = ()) -> NominationCount:
    """Count one round: the ``presses`` of ``voters`` (the living seats that do not sit
    out, the nominee among them) against ``nominee``; a press from any other seat, or
    from an ``unsure`` seat, is not counted.
    """
    def weight(seat: Seat) -> int:
        return 2 if seat == mayor else 1

    doubt = tuple(sorted(s for s in set(unsure) if s in voters))
    lynch = tuple(sorted(s for s in set(presses) if s in voters and s not in doubt))
    return NominationCount(nominee, lynch, sum(weight(s) for s in lynch),
                           sum(weight(s) for s in set(voters)), doubt,
                           sum(weight(s) for s in doubt))
