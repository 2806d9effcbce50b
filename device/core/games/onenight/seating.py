"""Seating: players press their button to join (again to leave), then the host goes on."""

from __future__ import annotations

from typing import Any

from device.events import KnobLongPress, KnobPress, SeatEdge
from engine.onenight.deck import MAX_PLAYERS, MIN_PLAYERS, cards_needed
from engine.onenight.presets import preset

from device.core import effects as fx
from device.core.events import Event
from device.core.ui import views
from device.core.machine import Machine, State
from device.core.ui.phrases import NEEDS_PLAYERS_LINE, using_deck_line

JOIN_LINE = "Press your button to join. Then press the knob."


class SeatingState(State):
    name = "seating"

    def enter(self, m: Machine, t: float) -> None:
        self.joined = set(m.table.seats)
        m.emit(fx.Say(JOIN_LINE))
        self._draw(m)

    def _fits(self, m: Machine) -> bool:
        return m.deck_status(len(self.joined))[0]

    def _draw(self, m: Machine) -> None:
        players = len(self.joined)
        ok = m.deck_status(players)[0]
        hint = ""
        if players < MIN_PLAYERS:
            hint = f"Need {MIN_PLAYERS}+ players"
        elif not ok and players <= MAX_PLAYERS:
            hint = f"Knob: {players}p preset"
        elif ok:
            hint = "Knob: deal cards"
        deck = m.table.deck
        needed = cards_needed(players, "alpha_wolf" in deck)
        m.emit(fx.Leds(on=frozenset(self.joined)),
               fx.Show(views.seating(self.joined, len(deck), needed, ok, m.table.seat_count,
                                     hint)))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, SeatEdge):
            if not event.pressed or event.seat > m.table.seat_count:
                return
            self.joined ^= {event.seat}
            self._draw(m)
        elif isinstance(event, KnobPress):
            players = len(self.joined)
            if players < MIN_PLAYERS:
                m.emit(fx.Say(NEEDS_PLAYERS_LINE))
                return
            if not self._fits(m):
                m.update_settings(deck=preset(players).cards)
                m.save_settings()
                m.emit(fx.Say(using_deck_line(players)))
                self._draw(m)
                return
            m.table.seats = frozenset(self.joined)
            m.goto(m.flow("deal"), event.t)
        elif isinstance(event, KnobLongPress):
            m.table.seats = frozenset(self.joined)
            m.goto(m.flow("menu"), event.t)
