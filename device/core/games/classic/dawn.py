"""Dawn after a classic night: the engine plays the night's entries, the voice says who
died (seat numbers, with the reveal mode), the Moderator enters the Hunter's shot if the
Hunter died (the table's Hunter question, with the engine's targets), and the night is
saved before the day (or the winner)."""

from __future__ import annotations

from dataclasses import replace

from engine.classic.game import play_night, shot_targets
from engine.classic.record_write import night_json
from engine.classic.state import ClassicGame

from device.core import effects as fx
from device.core.games.classic.book import NightBook
from device.core.games.classic.common import DeathsState, announce, end_phase, lit
from device.core.games.classic.dice_phrases import SAID
from device.core.games.classic.phrases import NOBODY_DIED
from device.core.games.classic.session import ClassicSession
from device.core.machine import Machine
from device.core.ui import views
from device.i18n.language import _


class ClassicDawnState(DeathsState):
    name = "dawn"

    def __init__(self, session: ClassicSession, book: NightBook) -> None:
        super().__init__(session)
        self.book = book

    def enter(self, m: Machine, t: float) -> None:
        # night 1: the game the roll call registered (the book made it when the last
        # card was entered)
        g = self.book.game or ClassicGame.start(self.book.players(), self.session.options,
                                                self.book.deal())
        self.before = g
        after, dawn = play_night(g, self.book.entries)
        self.first = dawn.deaths
        dead = [d.seat for d in dawn.deaths]
        lit(m, after)
        m.emit(fx.Show(views.message(_("Dawn {n}", n=g.phase.number), (
            _("Dead: {seats}", seats=", ".join(map(str, dead))) if dead
            else _("Dead: nobody"),))))
        if not dead:
            m.emit(fx.Say(_(NOBODY_DIED)))
        announce(m, after, dawn.deaths)
        if not self.ask_hunter(m, g, dawn.deaths, shot_targets(g, self.book.entries)):
            self._finish(m, after, None, t)

    def shot(self, m: Machine, seat: int | None, t: float) -> None:
        after, dawn = play_night(self.before, replace(self.book.entries, hunter=seat))
        known = {d.seat for d in self.first}
        announce(m, after, [d for d in dawn.deaths if d.seat not in known])
        lit(m, after)
        self._finish(m, after, seat, t)

    def _finish(self, m: Machine, after: ClassicGame, shot: int | None, t: float) -> None:
        dice = after.daily_today() if after.ended is None else None
        if dice is not None:     # the daily dice rolled tonight: the day's variant
            m.emit(fx.Say(_(SAID[dice])))
        entries = replace(self.book.entries, hunter=shot)
        end_phase(m, self.session, night_json(self.before.phase.number, entries), after, t)
