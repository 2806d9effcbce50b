"""The end of a classic game: the winner said and shown, the winning seats lit, the
record added to the history and the game under way cleared. The knob goes to the menu."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.classic.outcome import Case
from engine.outcome import Outcome
from engine.values import Team

from device.core import effects as fx
from device.core import game_effects as gfx
from device.core.events import Event
from device.core.flow import MENU
from device.core.games.classic.phrases import GAME_OVER, ended_line, win_line
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.views import TEAM_TITLES
from device.core.machine import Machine, State
from device.core.table import views as table_views
from device.events import KnobLongPress, KnobPress
from device.i18n.language import _


def sides(players: Mapping[int, str], out: Outcome[Case],
          own: Mapping[Team, Iterable[int]] | None = None) -> list[tuple[str, tuple[int, ...]]]:
    """Each winner with its own seats: the Tanner's card for the Tanner, ``own`` seats for
    the sides that win beside another (the Hoodlum, the cult), the rest of the winning
    seats for the side that won (a Tanner who won died, so it is never one of the two
    Soulmates left alive)."""
    seats = out.winning_seats
    mine = {Team.TANNER: {s for s in seats if players[s] == "tanner"},
            **{t: set(v) & set(seats) for t, v in (own or {}).items()}}
    taken = set().union(*(v for t, v in mine.items() if t in out.winners))
    return [(w.value, tuple(sorted(mine[w])) if mine.get(w)
             else tuple(s for s in seats if s not in taken)) for w in out.winners]


class ClassicEndState(State):
    name = "end"

    def __init__(self, session: ClassicSession) -> None:
        self.session = session

    def enter(self, m: Machine, t: float) -> None:
        g = self.session.game
        assert g is not None and g.outcome is not None and g.ended is not None
        teams = list(g.outcome.winner_names)
        seats = g.outcome.winning_seats
        record = self.session.record()
        m.emit(fx.Record("winners", {"teams": teams, "seats": list(seats),
                                     "ended": str(g.ended)}),
               gfx.SaveGame(record), fx.SaveCurrent(None),
               fx.Leds(on=frozenset(seats) & frozenset(g.players)),
               fx.Show(table_views.winners(teams, seats, ended_line(g.ended),
                                     max(g.players), TEAM_TITLES)))
        m.table.session = None  # saved: a fault from here on has nothing to save
        m.emit(fx.Say(_(GAME_OVER)))
        hoodlum = g.holder("hoodlum")
        own = {Team.HOODLUM: [] if hoodlum is None else [hoodlum],
               Team.CULT: [*g.cult, *g.cult_leaders]}
        for team, team_seats in sides(g.players, g.outcome, own):
            m.emit(fx.Say(win_line(team, team_seats)))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, (KnobPress, KnobLongPress)):
            m.goto(m.flow(MENU), event.t)
