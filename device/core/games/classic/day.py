"""A classic day: who sits out is said, the discussion countdown runs (the knob adds or
takes time, a press votes at once), and the vote starts when time is up or when every
voter has pressed "ready". The dead seats' buttons are ignored."""

from __future__ import annotations

from device.events import KnobLongPress, KnobPress, KnobTurn, SeatEdge
from engine.classic.day_rules import voters

from device.core import effects as fx
from device.core.events import Event, TimerFired
from device.core.games.classic.session import Session
from device.core.machine import Machine, State
from device.core.ui import views
from device.core.ui.classic_phrases import DAY_LINE, SIT_OUT_LINE
from device.core.ui.phrases import ALL_READY, ONE_MINUTE, TEN_SECONDS, TIME_UP

END, TICK = "classic_day_end", "classic_day_tick"
WARNINGS = {"classic_warn_60": (60, ONE_MINUTE), "classic_warn_10": (10, TEN_SECONDS)}
STEP_SECONDS = 30
MIN_LEFT = 5


class ClassicDayState(State):
    name = "day"

    def __init__(self, session: Session) -> None:
        self.session = session

    def enter(self, m: Machine, t: float) -> None:
        g = self.session.game
        assert g is not None
        self.voters = voters(g)
        self.ready: set[int] = set()
        self.end = t + m.table.settings.day_seconds
        if g.sitting_out is not None:
            m.emit(fx.Say(SIT_OUT_LINE.format(seat=g.sitting_out)))
        m.emit(fx.Say(DAY_LINE))
        self._schedule(m, t)
        self._draw(m, t)

    def leave(self, m: Machine, t: float) -> None:
        for name in (END, TICK, *WARNINGS):
            m.emit(fx.CancelTimer(name))

    def _schedule(self, m: Machine, t: float) -> None:
        m.emit(fx.StartTimer(END, self.end), fx.StartTimer(TICK, t + 1.0))
        for name, (before, _) in WARNINGS.items():
            at = self.end - before
            m.emit(fx.StartTimer(name, at) if at > t else fx.CancelTimer(name))

    def _draw(self, m: Machine, t: float) -> None:
        g = self.session.game
        assert g is not None
        left = max(0, round(self.end - t))
        m.emit(fx.Leds(on=frozenset(g.alive - self.ready), blink=frozenset(self.ready)),
               fx.Show(views.countdown(left, len(self.ready), len(self.voters),
                                       f"Day {g.phase.number}")))

    def _vote(self, m: Machine, t: float) -> None:
        m.goto(m.flow("vote", self.session), t)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, TimerFired):
            if event.name == END:
                m.emit(fx.Say(TIME_UP))
                self._vote(m, event.t)
            elif event.name == TICK:
                m.emit(fx.StartTimer(TICK, event.t + 1.0))
                self._draw(m, event.t)
            elif event.name in WARNINGS:
                m.emit(fx.Say(WARNINGS[event.name][1]))
        elif isinstance(event, SeatEdge):
            if event.pressed and event.seat in self.voters:
                self.ready ^= {event.seat}
                if self.ready >= self.voters:
                    m.emit(fx.Say(ALL_READY))
                    self._vote(m, event.t)
                    return
                self._draw(m, event.t)
        elif isinstance(event, KnobTurn):
            self.end = max(event.t + MIN_LEFT, self.end + STEP_SECONDS * event.steps)
            self._schedule(m, event.t)
            self._draw(m, event.t)
        elif isinstance(event, KnobPress):
            self._vote(m, event.t)
        elif isinstance(event, KnobLongPress):
            m.goto(m.flow("menu"), event.t)
