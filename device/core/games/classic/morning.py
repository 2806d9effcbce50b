"""The start of a classic day, before its talk and vote: with banning, the Moderator
enters the player the village banned to another village (or nobody), then each player
arriving from another village (the next free seat, and its card, never said); with the
elected Mayor's alternate, while no Mayor lives, the player the village elects (or
nobody yet).
The seats offered are those who vote today, so the engine never refuses one; the
entries wait in the session (``morning``) and go into the day's record with its vote.
A day with neither goes straight on."""

from __future__ import annotations

from dataclasses import replace

from engine.classic.roles import CLASSIC_ROLE_IDS, CLASSIC_ROLES, MOST_PLAYERS

from device.core import effects as fx
from device.core.events import Event
from device.core.flow import DAY
from device.core.games.classic.common import day_voters, lit, stop_game
from device.core.games.classic.phrases import (
    BAN_ASK,
    MAYOR_ASK,
    arrival_line,
    ban_line,
    mayor_line,
)
from device.core.games.classic.session import ClassicSession
from device.core.machine import Machine, State
from device.core.table.asks import Ask, Asks, seats_ask
from device.events import KnobLongPress
from device.i18n.language import N_, _

BAN_TITLE = N_("Banned today?")
ARRIVAL_TITLE = N_("A player arrives?")
CARD_TITLE = N_("Seat {seat}: card?")
MAYOR_TITLE = N_("Mayor elected?")


class ClassicMorningState(State):
    name = "morning"

    def __init__(self, session: ClassicSession) -> None:
        self.session = session
        self.asks = Asks()

    def enter(self, m: Machine, t: float) -> None:
        asks = self._asks()
        if not asks:
            m.goto(m.flow(DAY), t)
            return
        g = self.session.game
        assert g is not None
        said = [BAN_ASK] * g.options.banning + [MAYOR_ASK] * self._electing()
        m.emit(*(fx.Say(_(line)) for line in said))
        self.asks.start(m, asks)

    def _asks(self) -> list[Ask]:
        g = self.session.game
        assert g is not None
        asks = []
        if g.options.banning:
            asks.append(seats_ask(_(BAN_TITLE), day_voters(g), self._banned))
        elif self._electing():
            asks.append(self._mayor_ask())
        return asks

    def _electing(self) -> bool:
        g = self.session.game
        assert g is not None
        return g.options.has("mayor_elected") and g.mayor() is None

    def _mayor_ask(self) -> Ask:
        g = self.session.game
        assert g is not None
        return seats_ask(_(MAYOR_TITLE), day_voters(g, self.session.morning), self._elected)

    def _banned(self, seat: object) -> list[Ask]:
        if isinstance(seat, int):
            self.session.morning = replace(self.session.morning, ban=seat)
        return [self._arrival_ask()]

    def _arrival_ask(self) -> Ask:
        """The next free seat for a player arriving, or Nobody (then the Mayor's ask)."""
        g = self.session.game
        assert g is not None
        taken = {*g.players, *self.session.morning.arrivals}
        free = [s for s in range(1, MOST_PLAYERS + 1) if s not in taken][:1]
        return seats_ask(_(ARRIVAL_TITLE), free, self._arrives)

    def _arrives(self, seat: object) -> list[Ask]:
        if not isinstance(seat, int):
            return [self._mayor_ask()] if self._electing() else []

        def card(role: object) -> list[Ask]:
            arrivals = {**self.session.morning.arrivals, seat: str(role)}
            self.session.morning = replace(self.session.morning, arrivals=arrivals)
            return [self._arrival_ask()]

        return [Ask(_(CARD_TITLE, seat=seat), [(_(CLASSIC_ROLES[r].short), r)
                                               for r in CLASSIC_ROLE_IDS
                                               if not CLASSIC_ROLES[r].extra], card)]

    def _elected(self, seat: object) -> list[Ask]:
        if isinstance(seat, int):
            self.session.morning = replace(self.session.morning, mayor=seat)
        return []

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, KnobLongPress):
            stop_game(m, self.session, event.t)
        elif self.asks.handle(m, event) and self.asks.done:
            morning = self.session.morning
            m.table.seats = m.table.seats | set(morning.arrivals)
            m.emit(*(fx.Say(arrival_line(seat)) for seat in morning.arrivals))
            if morning.ban is not None:
                m.emit(fx.Say(ban_line(morning.ban)))
            if morning.mayor is not None:
                m.emit(fx.Say(mayor_line(morning.mayor)))
            g = self.session.game
            assert g is not None
            lit(m, g, day_voters(g, morning))
            m.goto(m.flow(DAY), event.t)
