"""After the vote: the engine counts (the Mayor twice, the revote, the Prince), the voice
says who is out and what it was, the Moderator enters the Hunter's shot if the Hunter
is out (the table's Hunter question, with the engine's targets), and the day is saved
before the night (or the winner)."""

from __future__ import annotations

from dataclasses import replace

from engine.classic.entries import DayEntries
from engine.classic.game import play_day, shot_targets
from engine.classic.record_write import day_json
from engine.classic.vote import TieRule

from device.events import KnobLongPress

from device.core import effects as fx
from device.core.events import Event
from device.core.games.classic.common import announce, end_phase, lit, stop_game
from device.core.games.classic.session import ClassicSession
from device.core.machine import Machine, State
from device.core.table.hunter import HunterQuestion
from device.core.ui import views
from device.core.ui.classic_phrases import (
    NO_VOTES, PRINCE_LINE, SECOND_TIE_NOBODY, second_tie_all_line,
)


class ClassicLynchState(State):
    name = "lynch"

    def __init__(self, session: ClassicSession, entries: DayEntries) -> None:
        self.session = session
        self.entries = entries
        self.hunter = HunterQuestion()

    def enter(self, m: Machine, t: float) -> None:
        g = self.session.game
        assert g is not None
        self.before = g
        after, lynch, deaths = play_day(g, self.entries)
        self.first = deaths
        counts = (lynch.revote or lynch.first).counts
        m.emit(fx.Record("lynch", {"counts": {str(k): v for k, v in counts.items()},
                                   "lynched": list(lynch.lynched),
                                   "dead": [d.seat for d in deaths]}))
        m.emit(fx.Show(views.lynch_verdict(lynch.lynched, counts)))
        lit(m, after)
        if not lynch.first.counts:
            m.emit(fx.Say(NO_VOTES))
        elif lynch.revote is not None and lynch.revote.tied:
            m.emit(fx.Say(second_tie_all_line(lynch.revote.top)
                          if g.options.tie is TieRule.ALL else SECOND_TIE_NOBODY))
        if after.prince_revealed and not g.prince_revealed:
            m.emit(fx.Say(PRINCE_LINE.format(seat=g.holder("prince"))))
        announce(m, after, deaths)
        hunter = g.holder("hunter")
        if hunter is not None and hunter in {d.seat for d in deaths}:
            self.hunter.ask(m, hunter, shot_targets(g, self.entries))
            return
        end_phase(m, self.session, day_json(g.phase.number, self.entries), after, t)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, KnobLongPress):
            stop_game(m, self.session, event.t)
            return
        if not self.hunter.handle(m, event):
            return
        entries = replace(self.entries, hunter=self.hunter.shot)
        after, _, deaths = play_day(self.before, entries)
        known = {d.seat for d in self.first}
        announce(m, after, [d for d in deaths if d.seat not in known])
        lit(m, after)
        end_phase(m, self.session, day_json(self.before.phase.number, entries), after, event.t)
