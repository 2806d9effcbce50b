"""The end of a classic game: the winner said and shown, the winning seats lit, the
record added to the history and the game under way cleared. The knob goes to the menu."""

from __future__ import annotations

from device.events import KnobLongPress, KnobPress

from device.core import effects as fx
from device.core.events import Event
from device.core.games.classic.session import ClassicSession
from device.core.flow import MENU
from device.core.machine import Machine, State
from device.core.ui import views
from device.core.ui.classic_phrases import winners_lines


class ClassicEndState(State):
    name = "end"

    def __init__(self, session: ClassicSession) -> None:
        self.session = session

    def enter(self, m: Machine, t: float) -> None:
        g = self.session.game
        assert g is not None and g.win is not None
        teams = [w.value for w in g.win.winners]
        seats = g.win.seats
        record = self.session.record()
        m.emit(fx.Record("winners", {"teams": teams, "seats": list(seats),
                                     "ended": str(g.ended)}),
               fx.SaveGame(record), fx.SaveCurrent(None),
               fx.Leds(on=frozenset(seats) & frozenset(g.players)),
               fx.Show(views.winners(teams, seats, f"Ended {g.ended}",
                                     max(g.players))))
        m.table.session = None  # saved: a fault from here on has nothing to save
        for line in winners_lines(teams):
            m.emit(fx.Say(line))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, (KnobPress, KnobLongPress)):
            m.goto(m.flow(MENU), event.t)
