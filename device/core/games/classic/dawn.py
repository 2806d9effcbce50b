"""Dawn after a classic night: the engine plays the night's entries, the voice says who
died (seat numbers, with the reveal mode), the Moderator enters the Hunter's shot if the
Hunter died, and the night is saved before the day (or the winner)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.classic.game import hunter_targets, play_night
from engine.classic.record_write import night_json
from engine.classic.state import ClassicGame

from device.core import effects as fx
from device.core.events import Event
from device.core.games.classic.ask import Asks, seats_ask
from device.core.games.classic.book import NightBook
from device.core.games.classic.common import announce, end_phase, lit
from device.core.games.classic.session import Session
from device.core.machine import Machine, State
from device.core.ui import views
from device.core.ui.classic_phrases import HUNTER_LINE, HUNTER_MISS, NOBODY_DIED


class ClassicDawnState(State):
    name = "dawn"

    def __init__(self, session: Session, book: NightBook) -> None:
        self.session = session
        self.book = book

    def enter(self, m: Machine, t: float) -> None:
        g = self.session.game
        if g is None:  # night 1: every seat is known now
            g = ClassicGame.start(self.book.players(), self.session.options)
        self.before = g
        self.asks = Asks()
        after, dawn = play_night(g, self.book.entries)
        self.first = dawn.deaths
        dead = [d.seat for d in dawn.deaths]
        lit(m, after)
        m.emit(fx.Show(views.message(f"Dawn {g.phase.number}", (
            "Dead: " + (", ".join(map(str, dead)) if dead else "nobody"),))))
        if not dead:
            m.emit(fx.Say(NOBODY_DIED))
        announce(m, after, dawn.deaths)
        hunter = g.holder("hunter")
        if hunter is not None and hunter in dead:
            targets = hunter_targets(g, self.book.entries)
            m.emit(fx.Say(HUNTER_LINE.format(seat=hunter)))
            self.asks.start(m, [seats_ask("Hunter shoots?", targets,
                                          self._shot)])
            return
        self._finish(m, after, None, t)

    def _shot(self, seat: Any) -> tuple[()]:
        self.shot = seat
        return ()

    def on(self, m: Machine, event: Event) -> None:
        if self.asks.handle(m, event) and self.asks.done:
            shot = getattr(self, "shot", None)
            after, dawn = play_night(self.before, replace(self.book.entries, hunter=shot))
            if shot is None:
                m.emit(fx.Say(HUNTER_MISS))
            known = {d.seat for d in self.first}
            announce(m, after, [d for d in dawn.deaths if d.seat not in known])
            lit(m, after)
            self._finish(m, after, shot, getattr(event, "t", 0.0))

    def _finish(self, m: Machine, after: ClassicGame, shot: int | None, t: float) -> None:
        entries = replace(self.book.entries, hunter=shot)
        end_phase(m, self.session, night_json(self.before.phase.number, entries), after, t)
