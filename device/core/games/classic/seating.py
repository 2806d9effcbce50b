"""Classic seating: players press their button to join (again to leave); the knob deals
when the classic deck has a card for each player, else offers the preset that fits."""

from __future__ import annotations

from device.events import KnobLongPress, KnobPress, SeatEdge
from engine.classic.deck import MAX_PLAYERS, MIN_PLAYERS, ClassicDeck, deck_problems
from engine.classic.presets import presets_for

from device.core import effects as fx
from device.core.events import Event
from device.core.machine import Machine, State
from device.core.ui import views
from device.core.ui.classic_phrases import JOIN_LINE, NEEDS_PLAYERS, USING_DECK


class ClassicSeatingState(State):
    name = "seating"

    def enter(self, m: Machine, t: float) -> None:
        self.joined = set(m.table.seats)
        m.emit(fx.Say(JOIN_LINE))
        self._draw(m)

    def _deck(self, m: Machine) -> ClassicDeck:
        return ClassicDeck.of(m.table.settings.classic_deck)

    def _fits(self, m: Machine) -> bool:
        deck = self._deck(m)
        return len(deck) == len(self.joined) and not deck_problems(deck)

    def _draw(self, m: Machine) -> None:
        players = len(self.joined)
        ok = self._fits(m)
        if players < MIN_PLAYERS:
            hint = f"Need {MIN_PLAYERS}+ players"
        elif ok:
            hint = "Knob: deal cards"
        elif players <= MAX_PLAYERS:
            hint = f"Knob: {players}p preset"
        else:
            hint = f"At most {MAX_PLAYERS} players"
        m.emit(fx.Leds(on=frozenset(self.joined)),
               fx.Show(views.seating(self.joined, len(self._deck(m)), players, ok,
                                     m.table.seat_count, hint)))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, SeatEdge):
            if event.pressed and event.seat <= m.table.seat_count:
                self.joined ^= {event.seat}
                self._draw(m)
        elif isinstance(event, KnobPress):
            players = len(self.joined)
            if not MIN_PLAYERS <= players <= MAX_PLAYERS:
                m.emit(fx.Say(NEEDS_PLAYERS))
                return
            if not self._fits(m):
                preset = presets_for(players)[0]
                m.update_settings(classic_deck=preset.deck.cards)
                m.save_settings()
                m.emit(fx.Say(USING_DECK.format(name=preset.name)))
                self._draw(m)
                return
            m.table.seats = frozenset(self.joined)
            m.goto(m.flow("deal"), event.t)
        elif isinstance(event, KnobLongPress):
            m.table.seats = frozenset(self.joined)
            m.goto(m.flow("menu"), event.t)
