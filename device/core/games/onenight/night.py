"""Night: the composed timeline plays; a knob press pauses (and goes on); a long press
pauses and asks, and a second long press stops the night (one slip of the hand never
ends the night for the table).

Nostradamus taps their own seat button in their step (one tap the first team the voice
listed, docs/rules.md R8): the night holds at the ``nostradamus_team`` silence while the
box says the team the taps chose (the drawn one, with no tap or a count no team has),
and the game's record keeps it."""

from __future__ import annotations

import dataclasses
from collections import Counter

from engine.onenight.draws import NOSTRADAMUS_STEPS, tapped_team
from engine.onenight.step_lines import nostradamus_team_lines

from device.core import effects as fx
from device.core import game_effects as gfx
from device.core.events import Event, NightPrepared, SpeechDone, TimerFired
from device.core.flow import DAY, MENU
from device.core.game_events import NightDone, StepStarted
from device.core.games.onenight import views
from device.core.games.onenight.rules import OneNightRules
from device.core.games.onenight.session import OneNightSession
from device.core.machine import Machine, State, session_of
from device.core.ui import views as ui_views
from device.events import KnobLongPress, KnobPress, SeatEdge
from device.i18n.language import N_, _, words

TICK = "night_tick"
TICK_SECONDS = 2.0
#: the tag of Nostradamus's team, said by the box in the night's silence
TEAM_TAG = "nostradamus_team"
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
        #: the taps on the seat buttons in each Nostradamus step
        self.taps: Counter[str] = Counter()
        #: the night holds while the box says Nostradamus's team
        self.announcing = False
        self.announced = False

    def enter(self, m: Machine, t: float) -> None:
        self.started_at = t
        # a line still queued from the deal (its hint) is never spoken into the night
        m.emit(fx.StopAudio(), fx.DARK, gfx.PlayNight(0.0), fx.StartTimer(TICK, t + TICK_SECONDS))
        self._draw(m, t)

    def leave(self, m: Machine, t: float) -> None:
        m.emit(fx.CancelTimer(TICK))

    def _now_position(self, t: float) -> float:
        held = self.paused or self.announcing
        return self.position if held else self.position + (t - self.started_at)

    def _draw(self, m: Machine, t: float) -> None:
        if self.stopping:
            m.emit(fx.Show(ui_views.message(_("Stop the night?"), (
                _("Hold again: stop"), _("Press: go on")))))
            return
        total = self.prepared.audio.duration or 1.0
        progress = max(0.0, min(1.0, self._now_position(t) / total))
        m.emit(fx.Show(views.night(self.step, progress, self.paused)))

    def _say_team(self, m: Machine, event: StepStarted) -> None:
        """Hold the night at its silence, and say each Nostradamus's team: the one the
        taps chose, else the one drawn at the deal, kept in the record."""
        session = session_of(m, OneNightSession)
        deck = m.table.settings.of(OneNightRules).the_deck
        drawn = session.record.draws
        teams = {step: tapped_team(deck, self.taps[step]) or team
                 for step, team in drawn.nostradamus.items()}
        chosen = dataclasses.replace(drawn, nostradamus=teams)
        session.record = session.record.with_(draws=chosen)
        self.announced = self.announcing = True
        self.position = event.position
        m.emit(gfx.PauseAudio(), fx.CancelTimer(TICK))
        said = nostradamus_team_lines(chosen, words())
        for i, line in enumerate(said, start=1):
            m.emit(fx.Say(line, tag=TEAM_TAG if i == len(said) else None))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, StepStarted):
            self.step = event.step
            if event.step == TEAM_TAG and not self.announced:
                self._say_team(m, event)
            self._draw(m, event.t)
        elif isinstance(event, SeatEdge):
            if event.pressed and self.step in NOSTRADAMUS_STEPS:
                self.taps[self.step] += 1
        elif isinstance(event, SpeechDone) and event.tag == TEAM_TAG:
            self.announcing = False
            if not self.paused:
                self.started_at = event.t
                m.emit(gfx.PlayNight(self.position),
                       fx.StartTimer(TICK, event.t + TICK_SECONDS))
        elif self.announcing and isinstance(event, KnobPress):
            return   # a few seconds: the night goes on once the team is said
        elif isinstance(event, TimerFired) and event.name == TICK:
            if not self.paused:
                m.emit(fx.StartTimer(TICK, event.t + TICK_SECONDS))
                self._draw(m, event.t)
        elif isinstance(event, KnobPress):
            self.stopping = False
            if self.paused:
                self.paused = False
                self.started_at = event.t
                m.emit(gfx.PlayNight(self.position), fx.StartTimer(TICK, event.t + TICK_SECONDS))
            else:
                self.position = self._now_position(event.t)
                self.paused = True
                m.emit(gfx.PauseAudio(), fx.CancelTimer(TICK))
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
                m.emit(gfx.PauseAudio(), fx.CancelTimer(TICK))
            self._draw(m, event.t)
        elif isinstance(event, NightDone) and not self.paused:
            m.goto(m.flow(DAY), event.t)
