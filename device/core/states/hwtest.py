"""Hardware test: each LED lights in turn; each press is named on screen and aloud."""

from __future__ import annotations

from device.core import effects as fx
from device.core.events import Event, TimerFired
from device.core.flow import MENU
from device.core.machine import Machine, State
from device.core.ui import views
from device.core.ui.phrases import seat_line
from device.events import KnobLongPress, KnobPress, KnobTurn, SeatEdge
from device.i18n.language import N_, _

STEP = "hwtest_led"
LED_SECONDS = 0.5
START_LINE = N_("Hardware test. Press each button, and turn the knob. "
                "Hold the knob to leave.")
KNOB_LINE = N_("Knob.")


class HardwareTestState(State):
    name = "hwtest"

    def enter(self, m: Machine, t: float) -> None:
        self.lit = 0
        self.last = _("Press any button")
        m.emit(fx.Say(_(START_LINE)))
        self._next_led(m, t)

    def leave(self, m: Machine, t: float) -> None:
        m.emit(fx.CancelTimer(STEP), fx.DARK)

    def _next_led(self, m: Machine, t: float) -> None:
        self.lit = self.lit % m.table.seat_count + 1
        m.emit(fx.Leds(on=frozenset({self.lit})), fx.StartTimer(STEP, t + LED_SECONDS))
        self._draw(m)

    def _draw(self, m: Machine) -> None:
        m.emit(fx.Show(views.message(_("Hardware test"), [
            _("LED {led} lit", led=self.lit), self.last, _("Hold knob: exit")])))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, TimerFired) and event.name == STEP:
            self._next_led(m, event.t)
        elif isinstance(event, SeatEdge) and event.pressed:
            self.last = _("Seat {seat} button", seat=event.seat)
            m.emit(fx.Say(seat_line(event.seat)))
            self._draw(m)
        elif isinstance(event, KnobTurn):
            self.last = _("Knob {steps}", steps=f"{'+' if event.steps > 0 else ''}{event.steps}")
            self._draw(m)
        elif isinstance(event, KnobPress):
            self.last = _("Knob pressed")
            m.emit(fx.Say(_(KNOB_LINE)))
            self._draw(m)
        elif isinstance(event, KnobLongPress):
            m.goto(m.flow(MENU), event.t)
