"""Classic deal: one card per player; each looks at theirs and presses; the Moderator
keeps nothing yet (night 1 registers the roles). Then night 1."""

from __future__ import annotations

from engine.classic.deck import ClassicDeck

from device.core import effects as fx
from device.core.events import Event
from device.core.flow import MENU
from device.core.games.classic.session import ClassicSession, options_of
from device.core.games.classic.steps import NIGHT
from device.core.language import _
from device.core.machine import Machine, State
from device.core.ui import views
from device.core.ui.classic_phrases import DEAL_LINE
from device.events import KnobLongPress, KnobPress, SeatEdge


class ClassicDealState(State):
    name = "deal"

    def enter(self, m: Machine, t: float) -> None:
        self.confirmed: set[int] = set()
        self.deck = ClassicDeck.of(m.table.settings.classic_deck)
        m.table.game_number += 1
        m.emit(fx.SaveCurrent(None), fx.Say(_(DEAL_LINE)))
        self._draw(m)

    def _draw(self, m: Machine) -> None:
        waiting = m.table.seats - self.confirmed
        m.emit(fx.Leds(on=frozenset(self.confirmed), pulse=frozenset(waiting)),
               fx.Show(views.message(_("Deal"), (
                   _("{n} cards, balance {balance}", n=len(self.deck),
                     balance=f"{self.deck.balance:+d}"),
                   _("Looked: {done}/{seats}", done=len(self.confirmed),
                     seats=len(m.table.seats)),
                   _("Knob: start now")))))

    def _start(self, m: Machine, t: float) -> None:
        session = ClassicSession(tuple(sorted(m.table.seats)), self.deck,
                                 options_of(m.table.settings))
        m.table.session = session
        m.goto(m.flow(NIGHT, session), t)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, SeatEdge):
            if event.pressed and event.seat in m.table.seats:
                self.confirmed.add(event.seat)
                if self.confirmed >= m.table.seats:
                    self._start(m, event.t)
                    return
                self._draw(m)
        elif isinstance(event, KnobPress):
            self._start(m, event.t)
        elif isinstance(event, KnobLongPress):
            m.goto(m.flow(MENU), event.t)
