"""Alternating votes and nights (the rulebook's variant): a day ends only with a lynch.
A vote that lynches nobody sends the Moderator to the next village; this village waits,
the screen saying so, and the knob, pressed when the Moderator is back, opens its day
again (the same day: its banned player and elected Mayor stay entered)."""

from __future__ import annotations

from device.core import effects as fx
from device.core.events import Event
from device.core.flow import DAY
from device.core.games.classic.common import stop_game
from device.core.games.classic.phrases import AWAY_LINE
from device.core.games.classic.session import ClassicSession
from device.core.machine import Machine, State
from device.core.ui import views
from device.events import KnobLongPress, KnobPress
from device.i18n.language import _


class ClassicAwayState(State):
    name = "away"

    def __init__(self, session: ClassicSession) -> None:
        self.session = session

    def enter(self, m: Machine, t: float) -> None:
        self.session.nominations, self.session.day_left = [], None
        m.emit(fx.Say(_(AWAY_LINE)), fx.Show(views.message(_("Next village"), (
            _("No lynch: the day goes on."), _("Knob: back here, vote again")))))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, KnobLongPress):
            stop_game(m, self.session, event.t)
        elif isinstance(event, KnobPress):
            m.goto(m.flow(DAY), event.t)
