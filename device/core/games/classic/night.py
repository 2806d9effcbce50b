"""A classic night: the voice speaks the night's cues one by one; at each role's pause
the Moderator enters that role's choice on the knob while its eyes are open, and the
night goes on when both the pause and the entries are done. Night 1's roll call registers
every card's seat first; at the end the engine plays the night and the dawn follows."""

from __future__ import annotations

from collections.abc import Sequence

from engine.classic.script import ClassicScriptOptions, classic_night
from engine.cues import Cue, Pace, Pause, Say, ScriptMode

from device.core import effects as fx
from device.core.events import Event, SpeechDone, TimerFired
from device.core.games.classic.book import NightBook, step_name
from device.core.games.classic.common import stop_game
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.steps import DAWN
from device.core.machine import Machine, State
from device.core.table.asks import Asks
from device.core.ui import views
from device.events import KnobLongPress
from device.i18n.language import _, words

PAUSE = "classic_pause"
TAG = "classic_night"


def night_title(night: int, step: str | None) -> str:
    """"Night 2: Seer" during a step; "Night 2" as night falls and before dawn."""
    if step is None:
        return _("Night {n}", n=night)
    return _("Night {n}: {step}", n=night, step=step_name(step))


def eyes_line(step: str | None, closing: bool) -> str:
    """What the table's eyes are doing as the voice speaks: a role's eyes are open from
    its call until its "close your eyes" (the roll call keeps every eye closed)."""
    if step is None or closing:
        return _("Eyes closed.")
    if step == "roll_call":
        return _("Eyes closed, cards up.")
    return _("{role}: eyes open.", role=step_name(step))


def closes(cues: Sequence[Cue], i: int) -> bool:
    """``cues[i]`` is its step's last line, said after the step's first (its sleep)."""
    cue = cues[i]
    last = i + 1 == len(cues) or cues[i + 1].step != cue.step
    return cue.step is not None and isinstance(cue, Say) and last \
        and i > 0 and cues[i - 1].step == cue.step


class ClassicNightState(State):
    name = "night"

    def __init__(self, session: ClassicSession) -> None:
        self.session = session

    def enter(self, m: Machine, t: float) -> None:
        s = m.table.settings
        options = ClassicScriptOptions(Pace(s.pace), ScriptMode.BEGINNER if s.beginner
                                       else ScriptMode.EXPERT, words=words())
        self.number = self.session.night
        self.cues = classic_night(self.session.deck, self.number, options, m.rng).cues
        self.book = NightBook(self.session)
        self.asks = Asks()
        self.i = -1
        self.pausing = False
        self.step: str | None = None
        self.closing = False
        m.emit(fx.DARK)
        self._draw(m)
        self._next(m, t)

    def leave(self, m: Machine, t: float) -> None:
        m.emit(fx.CancelTimer(PAUSE))

    def _draw(self, m: Machine) -> None:
        m.emit(fx.Show(views.message(
            night_title(self.number, self.step),
            (eyes_line(self.step, self.closing), _("Long press: stop")))))

    def _next(self, m: Machine, t: float) -> None:
        self.i += 1
        if self.i >= len(self.cues):
            m.goto(m.flow(DAWN, self.session, self.book), t)
            return
        cue = self.cues[self.i]
        closing = closes(self.cues, self.i)
        if cue.step != self.step or closing != self.closing:
            self.step, self.closing = cue.step, closing
            if self.asks.done:
                self._draw(m)
        if isinstance(cue, Pause):
            self.pausing = True
            m.emit(fx.StartTimer(PAUSE, t + cue.seconds))
            if cue.step is not None:
                self.asks.start(m, self.book.asks(cue.step))
        else:
            m.emit(fx.Say(cue.text, tag=f"{TAG}:{self.i}"))

    def _maybe_on(self, m: Machine, t: float) -> None:
        if not self.pausing and self.asks.done:
            self._next(m, t)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, SpeechDone) and event.tag == f"{TAG}:{self.i}":
            self._next(m, event.t)
        elif isinstance(event, TimerFired) and event.name == PAUSE:
            self.pausing = False
            self._maybe_on(m, event.t)
        elif self.asks.handle(m, event):
            if self.asks.done:
                self._draw(m)
                self._maybe_on(m, event.t)
        elif isinstance(event, KnobLongPress):
            stop_game(m, self.session, event.t)
