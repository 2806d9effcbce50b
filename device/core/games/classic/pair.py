"""Two-player nominations (the rulebook's "Big Brother style"): the first two players
nominated and seconded are voted on together. The Moderator enters them on the knob, the
first as thumb up and the second as thumb down; the voice names both, counts "Three. Two.
One. Vote!", and every voter (the two nominees too) presses its button for a thumb up or
leaves it for a thumb down. The seats beyond the buttons show a thumb, and the Moderator
marks those up (``device.core.table.hands``). The lynch state counts with the engine: the
most votes is lynched, a tie lynches both; a vote for oneself is no vote, nor is a press
the box was unsure of. With fewer than two voters the day's vote is not held
(``vote.VoteState``)."""

from __future__ import annotations

from engine.ballot import BallotResult
from engine.classic.entries import DayEntries
from engine.cues import COUNT_IN_WORDS

from device.core import effects as fx
from device.core.events import Event
from device.core.flow import DAY
from device.core.games.classic.common import counted, vote_voters
from device.core.games.classic.nominate import thumbs
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.vote_phrases import THUMB_DOWN, THUMB_UP, pair_line
from device.core.machine import Machine, State, session_of
from device.core.table.asks import Ask, Asks, seats_ask
from device.core.table.ballot import BallotRound, BallotState
from device.core.table.hands import by_hand, on_buttons, with_hands
from device.core.ui.views import VOTE_WORD
from device.events import KnobLongPress
from device.i18n.language import _


def pair_votes(result: BallotResult, first: int, second: int) -> dict[int, int | None]:
    """The round's votes as the engine reads them: a press (thumb up) for ``first``, no
    press (thumb down) for ``second``, a press the box was unsure of no vote."""
    return {voter: None if voter in result.invalid else first if target == first else second
            for voter, target in result.votes.items()}


def pair_vote(first: int, second: int) -> State:
    """The round for ``first`` (a press) against ``second`` (no press)."""

    def then(m: Machine, result: BallotResult, t: float) -> None:
        session = session_of(m, ClassicSession)
        votes = pair_votes(result, first, second)
        m.emit(fx.Record("pair", {"pair": [first, second],
                                  "votes": {str(k): v for k, v in sorted(votes.items())}}))
        counted(m, session, DayEntries(votes=votes, pair=(first, second)), t)

    def plan(m: Machine) -> BallotRound:
        everyone = vote_voters(session_of(m, ClassicSession))
        hands = by_hand(m, everyone)
        return BallotRound(voters=on_buttons(m, everyone),
                           then=with_hands(then, hands, thumbs(first, hands)),
                           mode="press", count_in=COUNT_IN_WORDS, word=VOTE_WORD,
                           lines=(pair_line(first, second),), nominee=first, by_hand=hands)

    return BallotState(plan)


class PairState(State):
    """The Moderator enters the two nominees, thumb up then thumb down ("Nobody", or a
    long press, goes back to the day), and the round starts."""

    name = "pair"

    def __init__(self, session: ClassicSession) -> None:
        self.session = session
        self.asks = Asks()
        self.pair: list[int] = []

    def enter(self, m: Machine, t: float) -> None:
        voters = vote_voters(self.session)
        m.emit(fx.Leds(on=voters))

        def second(seat: object) -> tuple[Ask, ...]:
            if isinstance(seat, int):
                self.pair.append(seat)
            return ()

        def first(seat: object) -> tuple[Ask, ...]:
            if not isinstance(seat, int):
                return ()
            self.pair.append(seat)
            return (seats_ask(_(THUMB_DOWN), voters - {seat}, second),)

        self.asks.start(m, [seats_ask(_(THUMB_UP), voters, first)])

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, KnobLongPress):
            m.goto(m.flow(DAY), event.t)
        elif self.asks.handle(m, event) and self.asks.done:
            if len(self.pair) == 2:
                m.goto(pair_vote(self.pair[0], self.pair[1]), event.t)
            else:
                m.goto(m.flow(DAY), event.t)
