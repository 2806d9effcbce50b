"""Classic's round of the table's ballot: the living seats that do not sit out tap the
seat number of the player they point at, after "One. Two. Three. Point!"; the seats
beyond the buttons point by hand and the Moderator enters, for each, the seat their finger
points at (``device.core.table.hands``). A tie is voted again once, among the tied seats;
the lynch state then counts (the Mayor twice) and says who is out."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.ballot import BallotResult
from engine.classic.day_rules import first_round, voters
from engine.classic.entries import DayEntries

from device.core import effects as fx
from device.core.games.classic.phrases import POINT_COUNT, POINT_WORD, VOTE_LINE, lynch_tie_line
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.steps import LYNCH
from device.core.machine import Machine, State, session_of
from device.core.table.asks import Ask, seats_ask
from device.core.table.ballot import BallotRound, BallotState
from device.core.table.hands import Entered, by_hand, on_buttons, with_hands
from device.i18n.language import _


def pointing(hands: frozenset[int], targets: frozenset[int]) -> Callable[[Entered], list[Ask]]:
    """For each of ``hands``, the seat its finger points at (one of ``targets``, never
    its own, or nobody)."""

    def asks(entered: Entered) -> list[Ask]:
        def keep(voter: int) -> Callable[[Any], tuple[Ask, ...]]:
            def answer(seat: Any) -> tuple[Ask, ...]:
                entered[voter] = seat if isinstance(seat, int) else None
                return ()
            return answer

        return [seats_ask(_("Seat {seat} points at?", seat=voter), targets - {voter},
                          keep(voter)) for voter in sorted(hands)]

    return asks


def _plan(first: Mapping[int, int | None] | None,
          among: frozenset[int] | None = None) -> BallotState:
    """A round of the vote (``first``: the first round's votes, when this is the revote
    ``among`` the tied seats)."""

    def then(m: Machine, result: BallotResult, t: float) -> None:
        session = session_of(m, ClassicSession)
        g = session.game
        assert g is not None
        votes = dict(result.votes)
        if first is not None:
            m.goto(m.flow(LYNCH, session, DayEntries(votes=first, revote=votes)), t)
            return
        count = first_round(g, DayEntries(votes=votes))
        if count.tied:
            m.emit(fx.Say(lynch_tie_line(count.top)))
            m.goto(_plan(votes, frozenset(count.top)), t)
            return
        m.goto(m.flow(LYNCH, session, DayEntries(votes=votes)), t)

    def plan(m: Machine) -> BallotRound:
        g = session_of(m, ClassicSession).game
        assert g is not None
        everyone = voters(g)
        hands = by_hand(m, everyone)
        return BallotRound(voters=on_buttons(m, everyone),
                           then=with_hands(then, hands, pointing(hands, among or everyone)),
                           mode="tap", count_in=POINT_COUNT, word=POINT_WORD,
                           lines=() if first is not None else (_(VOTE_LINE),),
                           revote=first is not None, among=among, by_hand=hands)

    return BallotState(plan)


def vote() -> State:
    """The day's vote (bound to the table flow's ``VOTE``)."""
    return _plan(None)
