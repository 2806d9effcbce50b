"""A classic night, composed and played as One Night's is (``gfx.PrepareNight``,
``PlayNight``, ``NightDone``), in parts: the night's cues are cut before each role's pause
where the Moderator may enter something (:func:`parts`). A part plays with the sound bed
held on after its end; there the role's pause starts and the Moderator enters that role's
choice on the knob while its eyes are open; the next part, composed while the one before
it played, plays once both the pause and the entries are done. The screen follows the
cues as they are heard. Night 1's roll call registers every card's seat first; after the
last part the engine plays the night and the dawn follows. With nothing to enter, the knob
turns through the Moderator's scorepad."""

from __future__ import annotations

from collections.abc import Sequence

from engine.classic.record_write import night_json
from engine.classic.script import ClassicScriptOptions, classic_night
from engine.cues import Cue, Pace, Pause, Say, ScriptMode

from device.core import effects as fx
from device.core import game_effects as gfx
from device.core.events import Event, NightAudio, NightPrepared, SpeechDone, TimerFired
from device.core.game_events import NightDone
from device.core.games.classic import scorepad
from device.core.games.classic.book import QUIET_STEPS, NightBook, step_name
from device.core.games.classic.common import stop_game
from device.core.games.classic.role_asks import society
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.steps import DAWN
from device.core.machine import Machine, State
from device.core.table.asks import Asks
from device.core.table.stop import StopGuard
from device.core.ui import views
from device.events import KnobLongPress, KnobPress, KnobTurn
from device.i18n.language import _, words

PAUSE = "classic_pause"
CUE = "classic_cue"
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


def entry(cue: Cue) -> bool:
    """``cue`` is a role's pause where the Moderator may enter something."""
    return isinstance(cue, Pause) and cue.step is not None and cue.step not in QUIET_STEPS


def parts(cues: Sequence[Cue]) -> list[tuple[int, int]]:
    """The night in parts, as ``(first, end)`` ranges of ``cues``: each part but the last
    ends right before an entry's pause (``cues[end]``), which is never composed: the bed is
    held through it, and through the entries, until the next part."""
    out: list[tuple[int, int]] = []
    first = 0
    for i, cue in enumerate(cues):
        if entry(cue):
            out.append((first, i))
            first = i + 1
    return out + [(first, len(cues))]


class ClassicNightState(State):
    name = "night"

    def __init__(self, session: ClassicSession) -> None:
        self.session = session

    def enter(self, m: Machine, t: float) -> None:
        s = m.table.settings
        options = ClassicScriptOptions(Pace(s.pace), ScriptMode.BEGINNER if s.beginner
                                       else ScriptMode.EXPERT, words=words(),
                                       rules=self.session.options,
                                       drunk=self.session.deal.drunk)
        self.number = self.session.night
        self.cues = classic_night(self.session.called, self.number, options, m.rng).cues
        self.parts = parts(self.cues)
        self.bed = s.sound_bed
        self.book = NightBook(self.session)
        self.asks = Asks()
        self.stop = StopGuard()
        self.part = -1              # the part playing, or played last
        self.ready: NightAudio | None = None    # the next part, composed
        self.heard = False          # the lines said before the night are over
        self.playing = False
        self.pausing = False
        self.step: str | None = None
        self.closing = False
        #: the scorepad's page on the screen (0: the night's own screen)
        self.pad = scorepad.PadPages()
        #: the screen's changes still to come in the part playing: (when, step, closing)
        self.changes: list[tuple[float, str | None, bool]] = []
        m.emit(fx.DARK)
        self._draw(m)
        self.asks.start(m, society(self.book))   # before the night: the Masons' society
        self._prepare(m, 0)
        m.emit(gfx.AfterSpeech(TAG))

    def leave(self, m: Machine, t: float) -> None:
        m.emit(fx.CancelTimer(PAUSE), fx.CancelTimer(CUE))

    def _draw(self, m: Machine) -> None:
        self.pad.page = 0
        m.emit(fx.Show(views.message(
            night_title(self.number, self.step),
            (eyes_line(self.step, self.closing), _("Long press: stop")))))

    def _last(self, part: int) -> bool:
        return part == len(self.parts) - 1

    def _prepare(self, m: Machine, part: int) -> None:
        first, end = self.parts[part]
        m.emit(gfx.PrepareNight(self.cues[first:end], self.bed, first=part == 0,
                               last=self._last(part)))

    def _maybe_play(self, m: Machine, t: float) -> None:
        """The next part plays once it is composed, the lines before the night are said,
        and the entry before it (its pause and the Moderator's answers) is done."""
        if self.ready is None or not self.heard or self.playing or self.pausing \
                or not self.asks.done:
            return
        audio, self.ready = self.ready, None
        self.part += 1
        self.playing = True
        last = self._last(self.part)
        m.emit(gfx.PlayNight(0.0, hold=self.bed and not last))
        first, end = self.parts[self.part]
        starts = audio.cue_starts
        self.changes = [(t + (starts[i - first] if i - first < len(starts) else 0.0),
                         self.cues[i].step, closes(self.cues, i)) for i in range(first, end)]
        self._follow(m, t)
        if not last:
            self._prepare(m, self.part + 1)   # composed while this one plays

    def _follow(self, m: Machine, t: float) -> None:
        """The screen as the cues due by ``t`` left it; a timer for the next change."""
        while self.changes and self.changes[0][0] <= t:
            _at, step, closing = self.changes.pop(0)
            self._show(m, step, closing)
        if self.changes:
            m.emit(fx.StartTimer(CUE, self.changes[0][0]))

    def _show(self, m: Machine, step: str | None, closing: bool) -> None:
        if (step, closing) != (self.step, self.closing):
            self.step, self.closing = step, closing
            if self.asks.done:
                self._draw(m)

    def _part_done(self, m: Machine, t: float) -> None:
        """A part played to its end: the dawn after the last; else the entry's pause."""
        self.playing = False
        self._follow(m, float("inf"))   # a change due at the very end is not lost
        m.emit(fx.CancelTimer(CUE))
        if self._last(self.part):
            m.goto(m.flow(DAWN, self.session, self.book), t)
            return
        pause = self.cues[self.parts[self.part][1]]
        assert isinstance(pause, Pause) and pause.step is not None
        self._show(m, pause.step, False)
        self.pausing = True
        m.emit(fx.StartTimer(PAUSE, t + pause.seconds))
        self.asks.start(m, self.book.asks(pause.step))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, KnobLongPress):
            if self.stop.long_press(m, event.t):
                stop_game(m, self.session, event.t)
            return
        if isinstance(event, KnobPress) and self.stop.go_on(event.t):
            if not self.asks.redraw(m):
                self._draw(m)
            return
        if isinstance(event, KnobTurn):
            self.stop.go_on(event.t)
        if isinstance(event, NightPrepared):
            self.ready = event.audio
            self._maybe_play(m, event.t)
        elif isinstance(event, SpeechDone) and event.tag == TAG:
            self.heard = True
            self._maybe_play(m, event.t)
        elif isinstance(event, TimerFired) and event.name == CUE:
            self._follow(m, event.t)
        elif isinstance(event, NightDone) and self.playing:
            self._part_done(m, event.t)
        elif isinstance(event, TimerFired) and event.name == PAUSE:
            self.pausing = False
            self._maybe_play(m, event.t)
        elif self.asks.handle(m, event):
            if self.asks.done:
                self._draw(m)
                self._maybe_play(m, event.t)
        elif isinstance(event, KnobTurn):
            self._turn_pad(m, event.steps)

    def _turn_pad(self, m: Machine, steps: int) -> None:
        """The knob turned with nothing to enter: the scorepad's pages, in turn, then the
        night's screen again (the next change of the night's screen brings it back too)."""
        self.pad.turn(m, self.session, steps, lambda: self._draw(m),
                      night_json(self.number, self.book.entries))
