"""After the vote: the engine counts (the Mayor twice, the revote, the Prince), the voice
says who is out and what it was, the Moderator enters the Hunter's shot if the Hunter
is out (the table's Hunter question, with the engine's targets), and the day is saved
before the night (or the winner)."""

from __future__ import annotations

from dataclasses import replace

from engine.classic.day_rules import day_kind, day_verdict
from engine.classic.entries import DayEntries
from engine.classic.game import play_day, shot_targets
from engine.classic.options import VoteKind
from engine.classic.record_write import day_json
from engine.classic.vote import TieRule

from device.core import effects as fx
from device.core.games.classic import views
from device.core.games.classic.common import DeathsState, announce, end_phase, lit, today_vote
from device.core.games.classic.phrases import (
    NO_VOTES,
    NOBODY_OUT,
    SECOND_TIE_NOBODY,
    prince_line,
    second_tie_all_line,
)
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.steps import AWAY
from device.core.games.classic.vote_phrases import PAIR_TIE
from device.core.machine import Machine
from device.i18n.language import _


class ClassicLynchState(DeathsState):
    name = "lynch"

    def __init__(self, session: ClassicSession, entries: DayEntries) -> None:
        super().__init__(session)
        morning = session.morning   # the day's entries before its vote
        self.entries = replace(entries, ban=morning.ban, mayor=morning.mayor,
                               arrivals=morning.arrivals)

    def enter(self, m: Machine, t: float) -> None:
        g = self.session.game
        assert g is not None
        if g.options.alternating and not day_verdict(g, self.entries)[1].lynched:
            m.goto(m.flow(AWAY, self.session), t)   # the day ends only with a lynch
            return
        self.before = g
        after, lynch, deaths = play_day(g, self.entries)
        self.first = deaths
        counts = (lynch.revote or lynch.first).counts
        m.emit(fx.Record("lynch", {"counts": {str(k): v for k, v in counts.items()},
                                   "lynched": list(lynch.lynched),
                                   "dead": [d.seat for d in deaths]}))
        m.emit(fx.Show(views.lynch_verdict(lynch.lynched, counts)))
        lit(m, after)
        kind = day_kind(g, self.entries) if g.options.vote is not None or self.entries.voted \
            else today_vote(m, g)
        if kind is VoteKind.NOMINATE:
            if not lynch.lynched:
                m.emit(fx.Say(_(NOBODY_OUT)))
        elif kind is VoteKind.PAIR:
            if len(lynch.lynched) > 1:
                m.emit(fx.Say(_(PAIR_TIE)))
        elif kind is VoteKind.ELIMINATION:
            pass   # the last hand up is out: its death is said
        elif not lynch.first.counts:
            m.emit(fx.Say(_(NO_VOTES)))
        elif lynch.revote is not None and lynch.revote.tied:
            every = kind is VoteKind.SECRET or g.options.tie is TieRule.ALL
            m.emit(fx.Say(second_tie_all_line(lynch.revote.top) if every
                          else _(SECOND_TIE_NOBODY)))
        if after.prince_revealed and not g.prince_revealed:
            m.emit(fx.Say(prince_line(g.holder("prince"))))
        announce(m, after, deaths)
        if not self.ask_hunter(m, g, deaths, shot_targets(g, self.entries)):
            end_phase(m, self.session, day_json(g.phase.number, self.entries), after, t)

    def shot(self, m: Machine, seat: int | None, t: float) -> None:
        entries = replace(self.entries, hunter=seat)
        after, _lynch, deaths = play_day(self.before, entries)
        known = {d.seat for d in self.first}
        announce(m, after, [d for d in deaths if d.seat not in known])
        lit(m, after)
        end_phase(m, self.session, day_json(self.before.phase.number, entries), after, t)
