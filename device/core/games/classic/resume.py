"""After a pulled plug (or a fault): the saved record is played again through the
engine, and the game goes on at the start of the phase it was in (the voice says which)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from device.core import effects as fx
from device.core.flow import MENU
from device.core.games.classic.phrases import resumed_line
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.steps import END, MORNING, NIGHT
from device.core.machine import Machine, State
from device.core.ui import views
from device.i18n.language import _


class ClassicResumeState(State):
    name = "resume"

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.record = record

    def enter(self, m: Machine, t: float) -> None:
        try:
            session = ClassicSession.from_record(self.record)
        except Exception as exc:  # noqa: BLE001 - the store checked it; never a boot loop
            m.emit(fx.SaveCurrent(None), fx.Record("warning", {"message": str(exc)[:200]}))
            m.goto(m.flow(MENU), t)
            m.emit(fx.Show(views.message(_("Not resumed"), (
                _("The saved game is unreadable."), _("Turn the knob.")), error=True)))
            return
        g = session.game
        assert g is not None
        m.table.seats = frozenset(g.players)
        m.table.session = session
        if g.ended is not None:
            m.goto(m.flow(END, session), t)
            return
        m.emit(fx.Say(resumed_line(g.phase)))
        if g.phase.is_night:
            m.goto(m.flow(NIGHT, session), t)
        else:
            m.goto(m.flow(MORNING, session), t)
