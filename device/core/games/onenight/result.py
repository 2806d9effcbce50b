"""Result: the verdict on screen, the dead seats blink, the deaths are spoken.

The knob then offers, always in this order: the tally, reveal and score, re-vote, play
again, the menu. A re-vote throws the result away, so it takes a second press.
"""

from __future__ import annotations

from engine.ballot import BallotResult
from engine.onenight.tally import tally

from device.core import effects as fx
from device.core import game_effects as gfx
from device.core.events import Event
from device.core.flow import VOTE
from device.core.games.onenight import views
from device.core.games.onenight.phrases import deaths_line, nobody_dies_why
from device.core.games.onenight.rules import OneNightRules
from device.core.games.onenight.session import OneNightSession
from device.core.games.onenight.steps import REVEAL
from device.core.machine import Machine, State
from device.core.table import views as table_views
from device.core.table.choices import Choice, Choices, play_again, to_menu
from device.core.ui.phrases import VOTE_AGAIN_LINE
from device.events import KnobLongPress
from device.i18n.language import N_, _

PROVISIONAL_LINE = N_("This may change when the cards are revealed.")


def screen_seats(m: Machine) -> frozenset[int] | int:
    """The tally's columns: the seats playing (every seat when none is known)."""
    return m.table.seats or m.table.seat_count


class ResultState(State):
    name = "result"

    def __init__(self, session: OneNightSession, ballot: BallotResult) -> None:
        self.session = session
        self.ballot = ballot

    def enter(self, m: Machine, t: float) -> None:
        counted = tally(self.ballot.votes, m.table.seats,
                        deck=m.table.settings.of(OneNightRules).the_deck)
        self.tally = counted
        votes = dict(self.ballot.votes)
        not_counted = self.ballot.not_counted()
        session = self.session
        session.record = session.record.with_(
            votes=votes, deaths=tuple(counted.dead), provisional=counted.provisional,
            false_starts=self.ballot.false_starts, invalid=self.ballot.invalid,
            not_counted=not_counted)
        m.emit(fx.Record("result", {
            "votes": {str(k): v for k, v in votes.items()},
            "counts": {str(k): v for k, v in counted.counts.items()},
            "dead": list(counted.dead), "provisional": counted.provisional,
            "false_starts": list(self.ballot.false_starts), "stuck": list(self.ballot.stuck),
            "noisy": list(self.ballot.noisy),
            "invalid": {str(k): v for k, v in self.ballot.invalid.items()},
            "not_counted": {str(k): v for k, v in not_counted.items()}}))
        m.emit(fx.Leds(blink=frozenset(counted.dead)))
        self.screen = table_views.tally(screen_seats(m), votes, counted.dead,
                                  self.ballot.false_starts, counted.provisional, not_counted)
        m.emit(fx.Show(views.verdict(counted.dead, counted.provisional, not_counted,
                                     counted.counts)),
               fx.Say(deaths_line(counted.dead)))
        if not counted.dead:
            m.emit(fx.Say(nobody_dies_why(counted.counts)))
        if counted.provisional:
            m.emit(fx.Say(_(PROVISIONAL_LINE)))
        self.choices = Choices(_("Next"), [
            Choice(_("Tally"), lambda at: self._tally(m)),
            Choice(_("Reveal & score"), lambda at: self._reveal(m, at)),
            Choice(_("Re-vote"), lambda at: self._revote(m, at),
                   confirm=_("Re-vote? Press again")),
            Choice(_("Play again"), lambda at: self._again(m, at)),
            Choice(_("Menu"), lambda at: self._menu(m, at)),
        ])

    def _tally(self, m: Machine) -> None:
        self.choices.visible = False
        m.emit(fx.Show(self.screen))

    def _reveal(self, m: Machine, t: float) -> None:
        m.goto(m.flow(REVEAL, self.session, dict(self.ballot.votes)), t)

    def _revote(self, m: Machine, t: float) -> None:
        m.emit(fx.Say(_(VOTE_AGAIN_LINE)))
        m.goto(m.flow(VOTE), t)

    def _save_unscored(self, m: Machine) -> None:
        m.emit(gfx.SaveGame(self.session.record.to_json()))
        m.table.session = None   # saved: a stop or a fault has nothing more to keep

    def _again(self, m: Machine, t: float) -> None:
        self._save_unscored(m)
        play_again(m, t)

    def _menu(self, m: Machine, t: float) -> None:
        self._save_unscored(m)
        to_menu(m, t)

    def on(self, m: Machine, event: Event) -> None:
        if (not self.choices.handle(m, event) and isinstance(event, KnobLongPress)
                and self.choices.visible):
            self._tally(m)
