"""The votes of the players without a button, taken as the rulebook takes every vote: by
hand. The seats on the panel vote by button; after the buttons' ballot closes, the
Moderator enters on the knob what each other voter's hand said (the seat a finger points
at, or the thumbs down), and the game counts both together, ties and all, as one ballot.

A game's round names those voters (``BallotRound.by_hand``) and wraps what follows the
ballot with :func:`with_hands`, giving the questions to ask; a round with no button
voter at all skips the count-in and asks at once.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable

from engine.ballot import BallotResult

from device.core import effects as fx
from device.core.events import Event
from device.core.machine import Machine, State
from device.core.table.asks import Ask, Asks
from device.core.table.stop import StopGuard
from device.core.ui.phrases import HANDS_LINE
from device.events import KnobLongPress, KnobPress
from device.i18n.language import _

#: votes entered by hand: voter -> the seat voted for, or ``None``
Entered = dict[int, int | None]
#: the questions for the hands, filling the votes they are given
HandAsks = Callable[[Entered], Iterable[Ask]]
Then = Callable[[Machine, BallotResult, float], None]


def on_buttons(m: Machine, voters: Iterable[int]) -> frozenset[int]:
    """The ``voters`` with a button on this panel."""
    return frozenset(s for s in voters if s <= m.table.seat_count)


def by_hand(m: Machine, voters: Iterable[int]) -> frozenset[int]:
    """The ``voters`` beyond the panel's buttons, whose votes are entered on the knob."""
    return frozenset(s for s in voters if s > m.table.seat_count)


def with_hands(then: Then, hands: frozenset[int], asks: HandAsks) -> Then:
    """``then``, after the Moderator has entered the ``hands``' votes (at once if none)."""
    if not hands:
        return then

    def after_buttons(m: Machine, result: BallotResult, t: float) -> None:
        m.goto(HandsState(result, asks, then), t)

    return after_buttons


class HandsState(State):
    """The buttons' ballot is closed: the knob takes the other voters' hands, then the
    ballot goes on as one (``then``); a long press stops the game, as in the vote."""

    name = "hands"

    def __init__(self, result: BallotResult, asks: HandAsks, then: Then) -> None:
        self.result = result
        self.make = asks
        self.then = then
        self.entered: Entered = {}
        self.asks = Asks()
        self.stop = StopGuard()

    def enter(self, m: Machine, t: float) -> None:
        m.emit(fx.Say(_(HANDS_LINE)))
        self.asks.start(m, self.make(self.entered))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, KnobLongPress):
            if self.stop.long_press(m, event.t):
                m.game.stop_game(m, event.t)
        elif isinstance(event, KnobPress) and self.stop.go_on(event.t):
            self.asks.redraw(m)
        elif self.asks.handle(m, event) and self.asks.done:
            votes = {**self.result.votes, **self.entered}
            m.emit(fx.Record("hands", {"votes": {str(k): v for k, v in
                                                 sorted(self.entered.items())}}))
            self.then(m, dataclasses.replace(self.result, votes=votes), event.t)
