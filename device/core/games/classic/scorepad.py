"""The Moderator's scorepad on the knob (the rulebook's "Moderator score pad"): the
lines of :mod:`device.core.games.classic.pad_lines` for the phases played, a few to a
page. Shown on the Moderator's screen when the knob is turned at night or by day, never
spoken."""

from __future__ import annotations

from engine.classic.scorepad import scorepad

from device.core.games.classic.pad_lines import TITLE, pad_lines
from device.core.games.classic.session import ClassicSession
from device.core.ui import views
from device.display.screens import MessageScreen
from device.i18n.language import _


def pages(session: ClassicSession) -> tuple[MessageScreen, ...]:
    """The session's scorepad as the knob's pages ("Scorepad", numbered)."""
    lines = pad_lines(scorepad(session.record())) if session.phases else [_("Nothing yet.")]
    return views.pages(_(TITLE), lines)
