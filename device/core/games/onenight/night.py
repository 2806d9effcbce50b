"""Night: the composed timeline plays; a knob press pauses, a long press aborts."""

from __future__ import annotations

from device.core import effects as fx
from device.core.events import Event, NightDone, NightPrepared, StepStarted, TimerFired
from device.core.flow import DAY, MENU
from device.core.language import N_, _
from device.core.machine import Machine, State
from device.core.ui import views
from device.events import KnobLongPress, KnobPress

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
            m.emit(fx.StopAudio(), fx.Say(_(STOPPED_LINE)))
            m.goto(m.flow(MENU), event.t)
        elif isinstance(event, NightDone) and not self.paused:
            m.goto(m.flow(DAY), event.t)
