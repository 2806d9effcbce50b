"""Night: the composed timeline plays; a knob press pauses (and goes on); a long press
pauses and asks, and a second long press stops the night (one slip of the hand never
ends the night for the table)."""

from __future__ import annotations

from device.core import effects as fx
from device.core.events import Event, NightDone, NightPrepared, StepStarted, TimerFired
from device.core.flow import DAY, MENU
from device.core.games.onenight import views
from device.core.machine import Machine, State
from device.core.ui import views as table_views
from device.events import KnobLongPress, KnobPress
from device.i18n.language import N_, _

TICK = "night_tick"
TICK_SECONDS = 2.0
STOPPED_LINE = N_("Night stopped.")


class NightState(State):
    name = "night"

    def __init__(self, prepared: NightPrepared) -> None:
        self.prepared = prepared
        self.step = ""
        self.position = 0.0  # seconds into the timeline when last started or paused
        self.started_at = 0.0
        self.paused = False
        #: a first long press paused and asks: a second one stops the night
        self.stopping = False

    def enter(self, m: Machine, t: float) -> None:
        self.started_at = t
        # a line still queued from the deal (its hint) is never spoken into the night
        m.emit(fx.StopAudio(), fx.DARK, fx.PlayNight(0.0), fx.StartTimer(TICK, t + TICK_SECONDS))
        self._draw(m, t)

    def leave(self, m: Machine, t: float) -> None:
        m.emit(fx.CancelTimer(TICK))

    def _now_position(self, t: float) -> float:
        return self.position if self.paused else self.position + (t - self.started_at)

    def _draw(self, m: Machine, t: float) -> None:
        if self.stopping:
            m.emit(fx.Show(table_views.message(_("Stop the night?"), (
                _("Hold again: stop"), _("Press: go on")))))
            return
        total = self.prepared.audio.duration or 1.0
        progress = max(0.0, min(1.0, self._now_position(t) / total))
        m.emit(fx.Show(views.night(self.step, progress, self.paused)))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, StepStarted):
            self.step = event.step
            self._draw(m, event.t)
        elif isinstance(event, TimerFired) and event.name == TICK:
            if not self.paused:
                m.emit(fx.StartTimer(TICK, event.t + TICK_SECONDS))
                self._draw(m, event.t)
        elif isinstance(event, KnobPress):
            self.stopping = False
            if self.paused:
                self.paused = False
                self.started_at = event.t
                m.emit(fx.PlayNight(self.position), fx.StartTimer(TICK, event.t + TICK_SECONDS))
            else:
                self.position = self._now_position(event.t)
                self.paused = True
                m.emit(fx.PauseAudio(), fx.CancelTimer(TICK))
            self._draw(m, event.t)
        elif isinstance(event, KnobLongPress):
            if self.stopping:
                m.emit(fx.StopAudio(), fx.Say(_(STOPPED_LINE)))
                m.goto(m.flow(MENU), event.t)
                return
            self.stopping = True
            if not self.paused:
                self.position = self._now_position(event.t)
                self.paused = True
                m.emit(fx.PauseAudio(), fx.CancelTimer(TICK))
            self._draw(m, event.t)
        elif isinstance(event, NightDone) and not self.paused:
            m.goto(m.flow(DAY), event.t)
