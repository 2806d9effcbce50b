"""Day: the discussion countdown, with warnings; the vote starts when time is up, when
the host presses the knob, or when every voter has pressed "ready". The knob adds or
takes time. Seats that do not vote today (the dead, one sitting out) are ignored. A long
press asks whether to stop the game, and a second one stops it (:mod:`.stop`)."""

from __future__ import annotations

from device.core import effects as fx
from device.core.events import Event, TimerFired
from device.core.machine import Machine, State
from device.core.table import views as table_views
from device.core.table.stop import StopGuard
from device.core.ui.phrases import ALL_READY, ONE_MINUTE, TEN_SECONDS, TIME_UP, first_speaker_line
from device.events import KnobLongPress, KnobPress, KnobTurn, SeatEdge
from device.i18n.language import _

END, TICK = "day_end", "day_tick"
WARNINGS = {"warn_60": (60, ONE_MINUTE), "warn_10": (10, TEN_SECONDS)}
STEP_SECONDS = 30
MIN_LEFT = 5


class DayState(State):
    name = "day"

    def enter(self, m: Machine, t: float) -> None:
        self.voters = m.game.voters(m)
        self.title = m.game.day_title(m)
        self.ready: set[int] = set()
        self.first: int | None = None
        seconds = m.game.day_seconds(m)
        self.end = t + seconds
        #: a day of no talk (classic's dice) ends at once: no "Time is up" then
        self.talk = seconds > 0
        self.stop = StopGuard()
        goes_on = m.game.day_goes_on(m)
        for line in () if goes_on else m.game.day_lines(m):
            m.emit(fx.Say(line))
        if m.table.settings.first_speaker and self.voters and not goes_on:
            self.first = m.rng.choice(sorted(self.voters))
            m.emit(fx.Say(first_speaker_line(self.first)))
        self._schedule(m, t)
        self._draw(m, t)

    def leave(self, m: Machine, t: float) -> None:
        for name in (END, TICK, *WARNINGS):
            m.emit(fx.CancelTimer(name))

    def _schedule(self, m: Machine, t: float) -> None:
        m.emit(fx.StartTimer(END, self.end), fx.StartTimer(TICK, t + 1.0))
        for name, (before, _line) in WARNINGS.items():
            at = self.end - before
            m.emit(fx.StartTimer(name, at) if at > t else fx.CancelTimer(name))

    def _draw(self, m: Machine, t: float) -> None:
        left = max(0, round(self.end - t))
        blink = frozenset({self.first}) if self.first and not self.ready else frozenset()
        m.emit(fx.Leds(on=frozenset(self.ready), blink=blink - self.ready))
        if not self.stop.showing(t):   # the question stands until answered or timed out
            m.emit(fx.Show(table_views.countdown(left, len(self.ready), len(self.voters),
                                           self.title)))


    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, TimerFired):
            if event.name == END:
                if self.talk:
                    m.emit(fx.Say(_(TIME_UP)))
                m.game.time_up(m, event.t)
            elif event.name == TICK:
                m.emit(fx.StartTimer(TICK, event.t + 1.0))
                self._draw(m, event.t)
            elif event.name in WARNINGS:
                m.emit(fx.Say(_(WARNINGS[event.name][1])))
        elif isinstance(event, SeatEdge):
            if event.pressed and event.seat in self.voters:
                self.ready ^= {event.seat}
                if self.ready >= self.voters:
                    m.emit(fx.Say(_(ALL_READY)))
                    m.game.day_press(m, self.end - event.t, event.t)
                    return
                self._draw(m, event.t)
        elif isinstance(event, KnobTurn):
            self.stop.go_on(event.t)
            self.end = max(event.t + MIN_LEFT, self.end + STEP_SECONDS * event.steps)
            self._schedule(m, event.t)
            self._draw(m, event.t)
        elif isinstance(event, KnobPress):
            if self.stop.go_on(event.t):
                self._draw(m, event.t)
                return
            m.game.day_press(m, self.end - event.t, event.t)
        elif isinstance(event, KnobLongPress) and self.stop.long_press(m, event.t):
            m.game.stop_game(m, event.t)
