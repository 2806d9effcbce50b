"""The classic day vote (CLASSIC §3): who may vote, what counts, the Mayor, the revote.

Each living player who does not sit out names a living player who does not sit out;
a vote for oneself, for a dead seat or for a seat sitting out is no vote. The Mayor's vote
counts twice. The most votes is lynched; no votes, no lynch. A tie goes to one revote
among the tied seats; a second tie lynches nobody (``TieRule.NOBODY``) or every tied
seat (``TieRule.ALL``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass

from ..values import Choice
from .nominate import NominationCount

Seat = int


class TieRule(Choice):
    """What a second tie does (option ``classic_tie``)."""

    NOBODY = "nobody"
    ALL = "all"


@dataclass(frozen=True)
class Count:
    """One round: the weighted count per seat and the seats with the most votes."""

    counts: Mapping[Seat, int]
    top: tuple[Seat, ...]

    @property
    def tied(self) -> bool:
        return len(self.top) > 1


def count_round(votes: Mapping[Seat, Seat | None], voters: Collection[Seat],
                candidates: Collection[Seat], mayor: Seat | None) -> Count:
    """Count one round: only ``voters``' votes for ``candidates`` other than themselves."""
    counts: Counter[Seat] = Counter()
    for voter, target in sorted(votes.items()):
        if voter in voters and target is not None and target != voter and target in candidates:
            counts[target] += 2 if voter == mayor else 1
    if not counts:
        return Count({}, ())
    best = max(counts.values())
    return Count(dict(sorted(counts.items())), tuple(s for s in sorted(counts)
                                                     if counts[s] == best))


@dataclass(frozen=True)
class Lynch:
    """The day's verdict: who is lynched (none, one, or every tied seat), and the rounds.
    A nominate day's ``first`` holds each nominee's votes; ``nominations`` its rounds."""

    lynched: tuple[Seat, ...]
    first: Count
    revote: Count | None = None
    nominations: tuple[NominationCount, ...] = ()

    @property
    def needs_revote(self) -> bool:
        return self.first.tied and self.revote is None


def decide(first: Count, revote: Count | None, tie: TieRule) -> Lynch:
    """The lynch from the first round and, after a tie, the revote."""
    if not first.tied:
        return Lynch(first.top, first)
    if revote is None:
        return Lynch((), first)
    if revote.tied:
        return Lynch(revote.top if tie is TieRule.ALL else (), first, revote)
    return Lynch(revote.top, first, revote)
