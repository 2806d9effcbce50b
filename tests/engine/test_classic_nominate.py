"""The nominate vote's decider (CLASSIC §3): more than half of the possible votes, the
Mayor twice in the votes and in the total, presses that cannot count, unsure presses."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.classic.nominate import count_nomination

VOTERS = frozenset(range(1, 9))


@pytest.mark.parametrize(("presses", "mayor", "lynched", "votes", "possible"), [
    ({1, 2, 3, 4}, None, False, 4, 8),          # half is not enough
    ({1, 2, 3, 4, 5}, None, True, 5, 8),
    ({7, 1, 2, 3}, 7, True, 5, 9),              # the Mayor's press is two of nine
    ({1, 2, 3, 4}, 7, False, 4, 9),             # without it, four of nine
    ({7, 1, 2}, 7, False, 4, 9),
    (set(), None, False, 0, 8),
])
def test_more_than_half_of_the_possible_votes(presses: set[int], mayor: int | None,
                                              lynched: bool, votes: int,
                                              possible: int) -> None:
    count = count_nomination(4, presses, VOTERS, mayor)
    assert (count.lynched, count.votes, count.possible) == (lynched, votes, possible)
    assert count.needed == possible // 2 + 1 and count.settled


def test_presses_from_seats_that_cannot_vote_do_not_count() -> None:
    count = count_nomination(4, {1, 2, 9, 10}, VOTERS - {3}, None)
    assert count.lynch == (1, 2) and count.possible == 7 and not count.lynched


def test_an_unsure_press_is_named_and_says_whether_it_could_change_the_result() -> None:
    close = count_nomination(4, {1, 2, 3, 4, 5}, VOTERS, None, unsure={5})
    assert close.unsure == (5,) and close.lynch == (1, 2, 3, 4) and not close.lynched
    assert not close.settled                     # with seat 5 it would be 5 of 8: a lynch
    short = count_nomination(4, {1, 2, 3, 5}, VOTERS, None, unsure={5})
    assert not short.lynched and short.settled   # 4 of 8 at most: no lynch either way
    far = count_nomination(4, {1, 2, 3, 4, 5, 6}, VOTERS, None, unsure={6})
    assert far.lynched and far.settled           # 5 of 8 whatever seat 6 meant
    mayor = count_nomination(4, {1, 2, 3}, VOTERS, 7, unsure={7})
    assert not mayor.lynched and not mayor.settled and mayor.unsure_weight == 2


@given(st.sets(st.integers(1, 10), min_size=1), st.sets(st.integers(1, 10)),
       st.sets(st.integers(1, 10)), st.one_of(st.none(), st.integers(1, 10)))
def test_a_lynch_is_exactly_more_than_half(voters: set[int], presses: set[int],
                                           unsure: set[int], mayor: int | None) -> None:
    count = count_nomination(min(voters), presses, voters, mayor, unsure=unsure)
    weight = {s: 2 if s == mayor else 1 for s in voters}
    counted = (presses & voters) - unsure
    assert count.votes == sum(weight[s] for s in counted)
    assert count.possible == sum(weight.values())
    assert count.lynched == (2 * count.votes > count.possible)
    best = count.votes + sum(weight[s] for s in unsure & voters)
    assert count.settled == (count.lynched == (2 * best > count.possible))
