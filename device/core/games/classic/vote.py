"""Classic's round of the table's ballot: the living seats that do not sit out tap the
seat number of the player they point at, after "One. Two. Three. Point!"; the seats
beyond the buttons point by hand and the Moderator enters, for each, the seat their finger
points at (``device.core.table.hands``). A tie is voted again once, among the tied seats;
the lynch state then counts (the Mayor twice) and says who is out.

The secret ballot is the same round, tapped unseen after "Three. Two. One. Vote!": the
screen shows only how many have voted, and the Moderator enters each paper of the seats
beyond the buttons. :func:`vote` starts today's vote of its kind (two-player nominations
and the process of elimination have states of their own)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.ballot import BallotResult
from engine.classic.day_rules import first_round, today
from engine.classic.entries import DayEntries
from engine.classic.options import VoteKind
from engine.cues import COUNT_IN_WORDS

from device.core import effects as fx
from device.core.events import Event
from device.core.games.classic.common import counted, today_vote, vote_voters
from device.core.games.classic.elimination import EliminationState
from device.core.games.classic.pair import PairState
from device.core.games.classic.phrases import POINT_COUNT, POINT_WORD, VOTE_LINE, lynch_tie_line
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.vote_phrases import BALLOT_ASK, SECRET_LINE
from device.core.machine import Machine, State, session_of
from device.core.table.asks import Ask, seats_ask
from device.core.table.ballot import BallotRound, BallotState
from device.core.table.hands import Entered, by_hand, on_buttons, with_hands
from device.core.ui.views import VOTE_WORD
from device.events import KnobLongPress
from device.i18n.language import N_, _

#: the Moderator enters where each finger beyond the buttons points
POINT_ASK = N_("Seat {seat} points at?")


def pointing(hands: frozenset[int], targets: frozenset[int], title: str = POINT_ASK
             ) -> Callable[[Entered], list[Ask]]:
    """For each of ``hands``, the seat its finger points at (one of ``targets``, never
    its own, or nobody); ``title`` asks it ("Seat {seat} points at?", English)."""

    def asks(entered: Entered) -> list[Ask]:
        def keep(voter: int) -> Callable[[Any], tuple[Ask, ...]]:
            def answer(seat: Any) -> tuple[Ask, ...]:
                entered[voter] = seat if isinstance(seat, int) else None
                return ()
            return answer

        return [seats_ask(_(title, seat=voter), targets - {voter},
                          keep(voter)) for voter in sorted(hands)]

    return asks


def _plan(first: Mapping[int, int | None] | None, among: frozenset[int] | None = None,
          secret: bool = False) -> BallotState:
    """A round of the point vote, or of the secret ballot (``first``: the first round's
    votes, when this is the revote ``among`` the tied seats)."""

    def then(m: Machine, result: BallotResult, t: float) -> None:
        session = session_of(m, ClassicSession)
        g = session.game
        assert g is not None
        votes = dict(result.votes)
        if first is not None:
            counted(m, session, DayEntries(votes=first, revote=votes), t)
            return
        count = first_round(today(g, session.morning), DayEntries(votes=votes))
        if count.tied:
            m.emit(fx.Say(lynch_tie_line(count.top)))
            m.goto(_plan(votes, frozenset(count.top), secret), t)
            return
        counted(m, session, DayEntries(votes=votes), t)

    def plan(m: Machine) -> BallotRound:
        everyone = vote_voters(session_of(m, ClassicSession))
        hands = by_hand(m, everyone)
        asks = pointing(hands, among or everyone, BALLOT_ASK if secret else POINT_ASK)
        line = SECRET_LINE if secret else VOTE_LINE
        return BallotRound(voters=on_buttons(m, everyone), then=with_hands(then, hands, asks),
                           mode="tap", count_in=COUNT_IN_WORDS if secret else POINT_COUNT,
                           word=VOTE_WORD if secret else POINT_WORD,
                           lines=() if first is not None else (_(line),),
                           revote=first is not None, among=among, by_hand=hands,
                           secret=secret)

    return BallotState(plan)


class VoteState(State):
    """The day's vote starts, of today's kind: it hands over to the kind's own state as
    it enters."""

    name = "vote"

    def enter(self, m: Machine, t: float) -> None:
        session = session_of(m, ClassicSession)
        assert session.game is not None
        kind = today_vote(m, session.game)
        if kind is not VoteKind.NOMINATE and len(vote_voters(session)) < 2:
            # one voter (two alive, one the vampires' victim, say): nobody else to vote
            # for, declare safe or nominate beside it; no vote, no lynch (the engine's)
            counted(m, session, DayEntries(), t)
            return
        if kind is VoteKind.PAIR:
            m.goto(PairState(session), t)
        elif kind is VoteKind.ELIMINATION:
            m.goto(EliminationState(session), t)
        else:
            m.goto(_plan(None, secret=kind is VoteKind.SECRET), t)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, KnobLongPress):
            m.game.stop_game(m, event.t)


def vote() -> State:
    """The day's vote (bound to the table flow's ``VOTE``)."""
    return VoteState()
