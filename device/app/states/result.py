"""Result: the tally on screen, the dead seats blink, the deaths are spoken.

The knob then offers: reveal and score, re-vote, play again, or the menu.
"""

from __future__ import annotations

from typing import Any

from engine.ballot import BallotResult
from engine.tally import tally

from .. import effects as fx
from .. import views
from ..machine import Machine, State
from .choices import Choices, play_again, to_menu
from .speech import deaths_line

PROVISIONAL_LINE = "This may change when the cards are revealed."


def screen_seats(m: Machine) -> int:
    return max(m.table.seats, default=m.table.seat_count)


class ResultState(State):
    name = "result"

    def __init__(self, ballot: BallotResult) -> None:
        self.ballot = ballot

    def enter(self, m: Machine, t: float) -> None:
        counted = tally(self.ballot.votes, m.table.seats, deck=m.table.deck)
        self.tally = counted
        votes = dict(self.ballot.votes)
        m.table.game["votes"] = {str(k): v for k, v in votes.items()}
        m.table.game["deaths"] = list(counted.dead)
        m.table.game["provisional"] = counted.provisional
        m.table.game["false_starts"] = list(self.ballot.false_starts)
        m.table.game["invalid"] = {str(k): v for k, v in self.ballot.invalid.items()}
        m.emit(fx.Record("result", {
            "votes": {str(k): v for k, v in votes.items()},
            "counts": {str(k): v for k, v in counted.counts.items()},
            "dead": list(counted.dead), "provisional": counted.provisional,
            "false_starts": list(self.ballot.false_starts), "stuck": list(self.ballot.stuck),
            "invalid": {str(k): v for k, v in self.ballot.invalid.items()}}))
        m.emit(fx.Leds(blink=frozenset(counted.dead)))
        self.screen = views.tally(screen_seats(m), votes, counted.dead,
                                  self.ballot.false_starts, counted.provisional)
        m.emit(fx.Show(self.screen), fx.Say(deaths_line(counted.dead)))
        if self.ballot.false_starts:
            from .speech import seat_list

            m.emit(fx.Say(f"False start: {seat_list(self.ballot.false_starts).lower()}."))
        if counted.provisional:
            m.emit(fx.Say(PROVISIONAL_LINE))
        self.choices = Choices("Next", [
            ("Reveal & score", lambda at: self._reveal(m, at)),
            ("Re-vote", lambda at: self._revote(m, at)),
            ("Play again", lambda at: self._again(m, at)),
            ("Menu", lambda at: self._menu(m, at)),
            ("Back to tally", lambda at: self._tally(m)),
        ])

    def _tally(self, m: Machine) -> None:
        self.choices.visible = False
        m.emit(fx.Show(self.screen))

    def _reveal(self, m: Machine, t: float) -> None:
        from .reveal import RevealState

        m.goto(RevealState(dict(self.ballot.votes)), t)

    def _revote(self, m: Machine, t: float) -> None:
        from .vote import VoteState

        m.emit(fx.Say("Let's vote again."))
        m.goto(VoteState(), t)

    def _save_unscored(self, m: Machine) -> None:
        m.emit(fx.SaveGame(dict(m.table.game)))

    def _again(self, m: Machine, t: float) -> None:
        self._save_unscored(m)
        play_again(m, t)

    def _menu(self, m: Machine, t: float) -> None:
        self._save_unscored(m)
        to_menu(m, t)

    def on(self, m: Machine, event: Any) -> None:
        from device.events import KnobLongPress

        if not self.choices.handle(m, event):
            if isinstance(event, KnobLongPress) and self.choices.visible:
                self._tally(m)
