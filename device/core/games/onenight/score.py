"""Score: the final deaths and the winners, spoken and shown; the chips; a champion."""

from __future__ import annotations

from engine.onenight.outcome import Resolution
from engine.onenight.tournament import Chips, add_game, champion

from device.core import effects as fx
from device.core import game_effects as gfx
from device.core.events import Event
from device.core.games.onenight.phrases import (
    cause_lines,
    champion_line,
    revealed_deaths_line,
    winners_line,
    winning_line,
)
from device.core.games.onenight.session import OneNightSession
from device.core.games.onenight.views import TEAM_TITLES, deaths, result_lines
from device.core.machine import Machine, State
from device.core.table import views as table_views
from device.core.table.choices import Choice, Choices, play_again, showing, to_menu
from device.core.ui import views
from device.display.table_screens import WinnersScreen
from device.i18n.language import _


class ScoreState(State):
    name = "score"

    def __init__(self, session: OneNightSession, resolution: Resolution) -> None:
        self.session = session
        self.resolution = resolution

    def enter(self, m: Machine, t: float) -> None:
        out = self.resolution.outcome
        dead = list(self.resolution.tally.dead)
        game = self.session.record
        tally = self.resolution.tally
        why = cause_lines(tally.shots, tally.protected, tally.ricochet, tally.lovers,
                          tally.second_most)
        if tuple(dead) != game.deaths or why:
            m.emit(fx.Say(revealed_deaths_line(dead)), *(fx.Say(line) for line in why))
        self.deaths_pages = deaths(dead, why)
        self.winners_pages = self._winners(m)

        before = Chips({s: c for s, c in m.table.chips.items() if c})
        after = add_game(before, out.winning_seats)
        m.table.chips = dict(after.by_seat)
        game = game.with_(final_deaths=tuple(dead), winners=tuple(out.winner_names),
                          winning_seats=tuple(out.winning_seats), reason=out.reason,
                          chips=dict(after.by_seat))
        chips = {str(k): v for k, v in after.by_seat.items()}

        m.emit(fx.Record("winners", {"teams": list(out.winner_names),
                                     "seats": list(out.winning_seats),
                                     "dead": dead, "reason": out.reason}),
               fx.Record("chips", {"chips": chips}),
               fx.Leds(on=frozenset(out.winning_seats)),
               fx.Show(self.winners_pages[0]),
               fx.Say(winners_line(out.winner_names)))
        if out.winning_seats:
            m.emit(fx.Say(winning_line(out.winning_seats)))

        best = champion(after, m.table.settings.chip_target)
        if best is not None:
            game = game.with_(champion=best)
            m.emit(fx.Record("champion", {"seat": best, "chips": chips}),
                   fx.Say(champion_line(best)))
            m.table.chips = {}
        m.emit(fx.SaveChips({str(k): v for k, v in m.table.chips.items()}),
               gfx.SaveGame(game.to_json()))
        m.table.session = None  # saved: a fault from here on has nothing to save
        target = m.table.settings.chip_target
        winners = showing(_("Winners"), m, self.winners_pages)
        self.choices = Choices(_("Next"), [
            # what only shows comes first, so a second press never deals at once
            winners,
            showing(_("Chips"), m, views.scores(after.by_seat, target)),
            showing(_("Deaths"), m, self.deaths_pages),
            Choice(_("Play again"), lambda at: play_again(m, at)),
            Choice(_("Menu"), lambda at: to_menu(m, at)),
        ])
        self.choices.up(winners)   # on the screen: the knob turns its pages first

    def _winners(self, m: Machine) -> tuple[WinnersScreen, ...]:
        out = self.resolution.outcome
        return table_views.winners_pages(out.winner_names, out.winning_seats,
                                   result_lines(self.resolution),
                                   max(m.table.seats, default=m.table.seat_count), TEAM_TITLES)

    def on(self, m: Machine, event: Event) -> None:
        self.choices.handle(m, event)
