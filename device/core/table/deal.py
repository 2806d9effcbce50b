"""The deal, for every game: the cards go out, everyone looks at theirs and presses their
button; the seats still looking pulse. The game says what is said, shows its screen and
composes its night meanwhile (``Game.deal``); the night starts when every seat has looked
and the night is ready, or when the game's knob press says so. A long press goes back to
the menu."""

from __future__ import annotations

from device.core import effects as fx
from device.core import game_effects as gfx
from device.core.events import Event, NightPrepared
from device.core.flow import MENU
from device.core.machine import Machine, State
from device.events import KnobLongPress, KnobPress, KnobTurn, SeatEdge


class DealState(State):
    name = "deal"

    def enter(self, m: Machine, t: float) -> None:
        self.confirmed: set[int] = set()
        self.page = 0
        self.prepared: NightPrepared | None = None
        m.table.game_number += 1
        deal = m.game.deal(m)
        #: the night is composed while the cards go out (else the game composes it later)
        self.composing = deal.night is not None
        m.emit(*(fx.Say(line) for line in deal.lines))
        if deal.night is not None:
            m.emit(gfx.PrepareNight(deal.night, m.table.settings.sound_bed))
        self._draw(m)

    def _waiting(self, m: Machine) -> frozenset[int]:
        return frozenset(m.table.seats - self.confirmed)

    def _draw(self, m: Machine) -> None:
        m.emit(fx.Leds(on=frozenset(self.confirmed), pulse=self._waiting(m)),
               fx.Show(m.game.deal_screen(m, frozenset(self.confirmed), self.page)))

    def _start(self, m: Machine, t: float) -> None:
        """The night begins, once it is composed (if the deal composes it)."""
        if not (self.composing and self.prepared is None):
            m.game.start_night(m, self.prepared, t)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, NightPrepared):
            self.prepared = event
            self._draw(m)
            if not self._waiting(m):
                self._start(m, event.t)
        elif isinstance(event, SeatEdge):
            if event.pressed and event.seat in m.table.seats and event.seat not in self.confirmed:
                self.confirmed.add(event.seat)
                self._draw(m)
                if not self._waiting(m):
                    self._start(m, event.t)
        elif isinstance(event, KnobTurn):
            self.page = m.game.deal_turn(m, self.page, event.steps)
            self._draw(m)
        elif isinstance(event, KnobPress):
            if m.game.deal_press(m):
                self._start(m, event.t)
        elif isinstance(event, KnobLongPress):   # the deal's lines stop with it
            m.emit(fx.StopAudio())
            m.goto(m.flow(MENU), event.t)
