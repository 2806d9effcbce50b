"""The day's ways to vote (the rulebook's "Nominating and voting", docs/classic.md §4),
each a pure count with its own tie rule:

- the point vote ("1, 2, 3, POINT!"): the most votes; a tie, one revote among the tied;
  a second tie lynches nobody or all (``classic_tie``);
- the secret ballot: the same, but a second tie lynches every tied seat;
- two-player nominations: each vote names one of the two; the most votes is lynched, and
  a tie (nobody voting too) lynches both;
- the process of elimination: the players declared safe one after the other; the last
  one left is lynched;
- the nominate vote: :mod:`engine.classic.nominate`.

The Idiot always votes to lynch and the Pacifist never does: in the nominate vote the
Idiot's press always counts and the Pacifist's never; in the votes that name a player,
the Pacifist's vote is no vote (the Idiot names whom it likes, every such vote being to
lynch).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from .vote import Count, Lynch, TieRule, count_round, decide

Seat = int


def without(votes: Mapping[Seat, Seat | None], pacifist: Seat | None
            ) -> dict[Seat, Seat | None]:
    """``votes`` with the Pacifist's left out."""
    return {v: t for v, t in votes.items() if v != pacifist}


def presses(pressed: Collection[Seat], voters: Collection[Seat], idiot: Seat | None,
            pacifist: Seat | None) -> frozenset[Seat]:
    """A nominate round's presses as they count: the Idiot's always, the Pacifist's never."""
    counted = set(pressed)
    if idiot is not None and idiot in voters:
        counted.add(idiot)
    counted.discard(pacifist if pacifist is not None else -1)
    return frozenset(counted)


def point(votes: Mapping[Seat, Seat | None], revote: Mapping[Seat, Seat | None] | None,
          voters: Collection[Seat], mayor: Seat | None, tie: TieRule) -> Lynch:
    """The point vote and the secret ballot (``tie``: what a second tie does)."""
    first = count_round(votes, voters, voters, mayor)
    again = count_round(revote, voters, first.top, mayor) \
        if first.tied and revote is not None else None
    return decide(first, again, tie)


def pair(nominees: tuple[Seat, Seat], votes: Mapping[Seat, Seat | None],
         voters: Collection[Seat], mayor: Seat | None) -> Lynch:
    """Two-player nominations: the one with more votes, or both on a tie."""
    count = count_round(votes, voters, nominees, mayor)
    counts = {s: count.counts.get(s, 0) for s in nominees}
    best = max(counts.values())
    top = tuple(s for s in nominees if counts[s] == best)
    return Lynch(top, Count(counts, top))


def elimination(safe: tuple[Seat, ...], voters: Collection[Seat]) -> Lynch:
    """The process of elimination: the one voter not declared safe is lynched."""
    left = tuple(sorted(set(voters) - set(safe)))
    lynched = left if len(left) == 1 else ()
    return Lynch(lynched, Count(dict.fromkeys(left, 1), lynched))
