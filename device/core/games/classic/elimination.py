"""The process of elimination: every voter raises a hand (its light on); a player names
another who is safe, and that player presses the button (its light goes out) and names
the next, until one hand is left up: that player is lynched.

A seat beyond the buttons, or one whose button is not pressed, is declared safe by the
Moderator on the knob; a press from the wrong seat is taken back with "Undo last". Only
the seats still up can be declared; the lynch state counts with the engine. With fewer
than two voters the day's vote is not held (``vote.VoteState``)."""

from __future__ import annotations

from typing import Any

from engine.classic.entries import DayEntries

from device.core import effects as fx
from device.core.events import Event
from device.core.games.classic.common import counted, vote_voters
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.vote_phrases import (
    ELIMINATION_LINE,
    SAFE_ASK,
    UNDO,
    safe_line,
    undone_line,
)
from device.core.machine import Machine, State
from device.core.table.asks import Ask, Asks
from device.events import KnobLongPress, SeatEdge
from device.i18n.language import _

#: the "Undo last" option's value
_UNDO = "undo"


class EliminationState(State):
    """``left``: the hands still up; ``safe``: the seats declared safe, in order."""

    name = "elimination"

    def __init__(self, session: ClassicSession) -> None:
        self.session = session
        self.asks = Asks()
        self.safe: list[int] = []
        self.left: set[int] = set()
        self.answer: Any = None

    def enter(self, m: Machine, t: float) -> None:
        self.left = set(vote_voters(self.session))
        m.emit(fx.Say(_(ELIMINATION_LINE)))
        self._ask(m)

    def _ask(self, m: Machine) -> None:
        m.emit(fx.Leds(on=frozenset(self.left)))
        options: list[tuple[str, Any]] = [(_("Seat {seat}", seat=s), s)
                                          for s in sorted(self.left)]
        if self.safe:
            options.append((_(UNDO), _UNDO))
        self.asks = Asks()
        self.asks.start(m, [Ask(_(SAFE_ASK, n=len(self.left)), options, self._answer)])

    def _answer(self, value: Any) -> tuple[Ask, ...]:
        self.answer = value
        return ()

    def _declare(self, m: Machine, seat: int, t: float) -> None:
        self.left.discard(seat)
        self.safe.append(seat)
        m.emit(fx.Record("safe", {"seat": seat, "left": sorted(self.left)}))
        if len(self.left) <= 1:
            m.emit(fx.Leds(on=frozenset(self.left)))
            counted(m, self.session, DayEntries(safe=tuple(self.safe)), t)
            return
        m.emit(fx.Say(safe_line(seat)))
        self._ask(m)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, KnobLongPress):
            m.game.stop_game(m, event.t)
        elif isinstance(event, SeatEdge):
            if event.pressed and event.seat in self.left:
                self._declare(m, event.seat, event.t)
        elif self.asks.handle(m, event) and self.asks.done:
            if self.answer == _UNDO:
                seat = self.safe.pop()
                self.left.add(seat)
                m.emit(fx.Record("safe", {"undo": seat, "left": sorted(self.left)}),
                       fx.Say(undone_line(seat)))
                self._ask(m)
            elif isinstance(self.answer, int):
                self._declare(m, self.answer, event.t)
