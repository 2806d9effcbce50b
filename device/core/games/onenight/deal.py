"""Deal: everyone looks at their card and presses; the night audio is composed meanwhile."""

from __future__ import annotations

import dataclasses
import random
from device.events import KnobLongPress, KnobPress, KnobTurn, SeatEdge
from device.display.screens import deal_page_count
from engine.onenight.dealing import deal_line, deck_lines
from engine.onenight.record import GameRecord
from engine.onenight.script import night_script

from device.core import effects as fx
from device.core.ui import views
from device.core.events import Event, NightPrepared
from device.core.flow import MENU
from device.i18n.language import N_, _, words
from device.core.games.onenight.session import OneNightSession
from device.core.games.onenight.steps import NIGHT
from device.core.machine import Machine, State

DEAL_LINE = N_("Deal the cards. Look at yours, then press your button.")
HEAR_DECK_LINE = N_("To hear the deck, press the knob.")


class DealState(State):
    name = "deal"

    def enter(self, m: Machine, t: float) -> None:
        self.confirmed: set[int] = set()
        self.page = 0
        self.prepared: NightPrepared | None = None
        m.table.game_number += 1
        seed = m.rng.randrange(2**32)
        # the night in the box's language
        options = dataclasses.replace(m.table.settings.script_options, words=words())
        script = night_script(m.table.settings.the_deck, options, random.Random(seed))
        m.table.session = OneNightSession(GameRecord(
            game=m.table.game_number, deck=tuple(m.table.settings.deck),
            seats=tuple(sorted(m.table.seats)), steps=tuple(s.id for s in script.steps),
            seed=seed, minion_rule=m.table.settings.minion_rule))
        m.emit(fx.Say(_(DEAL_LINE)), fx.Say(_(HEAR_DECK_LINE)),
               fx.PrepareNight(script.cues, m.table.settings.sound_bed))
        self._draw(m)

    def _waiting(self, m: Machine) -> frozenset[int]:
        return frozenset(m.table.seats - self.confirmed)

    def _draw(self, m: Machine) -> None:
        m.emit(fx.Leds(on=frozenset(self.confirmed), pulse=self._waiting(m)),
               fx.Show(views.deal(m.table.seats, self.confirmed, m.table.seat_count,
                                  m.table.settings.the_deck, self.page)))

    def _maybe_start(self, m: Machine, t: float) -> None:
        if self.prepared is not None and not self._waiting(m):
            m.goto(m.flow(NIGHT, self.prepared), t)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, NightPrepared):
            self.prepared = event
            self._draw(m)
            self._maybe_start(m, event.t)
        elif isinstance(event, SeatEdge):
            if event.pressed and event.seat in m.table.seats and event.seat not in self.confirmed:
                self.confirmed.add(event.seat)
                self._draw(m)
                self._maybe_start(m, event.t)
        elif isinstance(event, KnobTurn):  # the deck, a page at a time
            pages = deal_page_count(len(deck_lines(m.table.settings.the_deck)))  # a line a role
            self.page = (self.page + event.steps) % pages
            self._draw(m)
        elif isinstance(event, KnobPress):  # hear the whole deck once
            m.emit(fx.Say(deal_line(m.table.settings.the_deck, words())))
        elif isinstance(event, KnobLongPress):
            m.goto(m.flow(MENU), event.t)
