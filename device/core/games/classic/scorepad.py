"""The Moderator's scorepad on the knob (the rulebook's "Moderator score pad"): the
lines of :mod:`device.core.games.classic.pad_lines` for the phases played, and today's
nominations so far, a few to a page. Reached at night by turning the knob with nothing to
enter, and by day from the nominee's ask; shown on the Moderator's screen only, never
spoken, the lights left as they are."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.classic import day_rules
from engine.classic.day_rules import nomination_count
from engine.classic.scorepad import scorepad

from device.core import effects as fx
from device.core.games.classic.pad_lines import NOMINEE, TITLE, night_lines, pad_lines
from device.core.games.classic.session import ClassicSession
from device.core.machine import Machine
from device.core.ui import views
from device.display.screens import MessageScreen
from device.i18n.language import _


def today(session: ClassicSession) -> list[str]:
    """Today's nominate rounds so far, counted as the day will count them."""
    g = session.game
    if g is None or not session.nominations or g.phase.is_night:
        return []
    day = day_rules.today(g, session.morning)   # as the day counts: the morning played
    counts = [nomination_count(day, n.seat, n.lynch) for n in session.nominations]
    return [_("Day {n}", n=g.phase.number)] + [
        _(NOMINEE, seat=c.nominee, votes=c.votes, possible=c.possible) for c in counts]


def pages(session: ClassicSession, tonight: Mapping[str, Any] | None = None
          ) -> tuple[MessageScreen, ...]:
    """The session's scorepad as the knob's pages ("Scorepad", numbered), with today's
    nominations so far, or with ``tonight``'s entries so far (a night as the record keeps
    it)."""
    lines = (pad_lines(scorepad(session.record())) if session.phases else []) + today(session)
    if tonight is not None and len(tonight) > 1:
        lines += [_("Night {n}", n=tonight["night"]), *night_lines(tonight)]
    return views.pages(_(TITLE), lines or [_("Nothing yet.")])


@dataclass
class PadPages:
    """The scorepad's page on the screen as the knob turns: 0 is the state's own screen,
    then each page in turn, then the state's own screen again."""

    page: int = 0

    def turn(self, m: Machine, session: ClassicSession, steps: int,
             own: Callable[[], None], tonight: Mapping[str, Any] | None = None) -> None:
        """Turn ``steps`` pages on; back at 0, ``own`` draws the state's screen."""
        shown = pages(session, tonight)
        self.page = (self.page + steps) % (len(shown) + 1)
        if self.page == 0:
            own()
        else:
            m.emit(fx.Show(shown[self.page - 1]))

    @property
    def showing(self) -> bool:
        return self.page != 0
