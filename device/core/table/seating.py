"""Seating: players press their button to join (again to leave), then the host presses
the knob. It starts empty; the last game's players are lit dimly and one knob press
away ("same players": the knob takes them with whoever joined). A last game's player who
presses while they are offered, or just after they were taken, joins and never leaves: that
first press is what the voice asked for; a second one leaves. A deck that does not fit is
swapped for the game's preset only when it was a preset; an edited deck needs a second
press.

A game that seats more players than the panel has buttons (classic's 68) takes the rest
on the knob: a turn sets how many play beyond the buttons (a fast turn by ten), and they
are the seats after the panel's (11, 12, ... on a 10-seat panel), which every "which
seat?" offers on the knob. The count starts at the last game's."""

from __future__ import annotations

from device.core import effects as fx
from device.core.events import Event
from device.core.flow import DEAL, MENU
from device.core.machine import Machine, State
from device.core.table import views as table_views
from device.core.ui.knob_speed import KnobSpeed
from device.core.ui.phrases import EDITED_DECK_LINE, SAME_PLAYERS_LINE, players_needed_line
from device.events import KnobLongPress, KnobPress, KnobTurn, SeatEdge
from device.i18n.language import _


class SeatingState(State):
    name = "seating"

    def enter(self, m: Machine, t: float) -> None:
        self.joined: set[int] = set()
        panel = m.table.seat_count
        #: the last game's players, offered until the knob takes them
        self.offered = frozenset(s for s in m.table.last_seats if s <= panel)
        #: the players beyond the buttons (seats after the panel's), set on the knob
        self.extra = min(self._most_extra(m), len(m.table.last_seats - self.offered))
        self.speed = KnobSpeed()
        self.taken = False
        #: the seats that have pressed since the seating opened
        self.pressed: set[int] = set()
        #: an edited deck that does not fit: the next press swaps in the preset
        self.confirm_preset = False
        m.emit(fx.Say(_(m.game.join_line)))
        self._draw(m)

    def _most_extra(self, m: Machine) -> int:
        return max(0, m.game.max_players - m.table.seat_count)

    @property
    def players(self) -> int:
        return len(self.joined) + self.extra

    def seats(self, m: Machine) -> frozenset[int]:
        """The button seats joined and the knob's seats after the panel's."""
        panel = m.table.seat_count
        return frozenset(self.joined) | frozenset(range(panel + 1, panel + 1 + self.extra))

    def _offer_last(self, m: Machine) -> frozenset[int]:
        """The last game's players not joined yet, while the knob has not taken them."""
        return frozenset() if self.taken else frozenset(self.offered - self.joined)

    def _hint(self, m: Machine, fits: bool) -> str:
        game, players = m.game, self.players
        if self._offer_last(m):
            return _("Knob: same players")
        if players < game.min_players:
            return _("Need {n}+ players", n=game.min_players)
        if players > game.max_players:
            return _("At most {n} players", n=game.max_players)
        if fits:
            return _("Knob: deal cards")
        if game.rules_conflict(m.table.settings) is not None:
            return _("Fix the Rules page")
        if self._most_extra(m) and not self.extra and len(self.joined) == m.table.seat_count:
            # every button is in and the deck wants more: the players beyond the buttons
            return _("Turn: seats {n}+", n=m.table.seat_count + 1)
        if self.confirm_preset:
            return _("Again: use preset")
        return _("Knob: {n}p preset", n=players)

    def _draw(self, m: Machine) -> None:
        game, s, players = m.game, m.table.settings, self.players
        fits = game.deck_fits(s, players)
        m.emit(fx.Leds(on=frozenset(self.joined), pulse=self._offer_last(m)),
               fx.Show(table_views.seating(self.joined, game.deck_size(s),
                                     game.cards_needed(s, players), fits,
                                     m.table.seat_count, self._hint(m, fits),
                                     self.extra)))

    def _join(self, seat: int) -> None:
        """A seat's press: in (a last game's player's first press, whatever the knob did),
        or in and out by turns."""
        if seat in self.offered and seat not in self.pressed:
            self.joined.add(seat)
        else:
            self.joined ^= {seat}
        self.pressed.add(seat)

    def _turn(self, m: Machine, event: KnobTurn) -> None:
        """More or fewer players beyond the buttons (none for a game the panel seats)."""
        most = self._most_extra(m)
        if not most:
            return
        move = self.speed.move(event.t, event.steps, most + 1)
        self.extra = max(0, min(most, self.extra + move))
        self.confirm_preset = False
        self._draw(m)

    def _press(self, m: Machine, t: float) -> None:
        game, players = m.game, self.players
        if self._offer_last(m):
            self.joined |= self.offered
            self.taken = True
            m.emit(fx.Say(_(SAME_PLAYERS_LINE)))
            self._draw(m)
            return
        if not game.min_players <= players <= game.max_players:
            m.emit(fx.Say(players_needed_line(game.min_players, game.max_players)))
            return
        if not game.deck_fits(m.table.settings, players):
            conflict = game.rules_conflict(m.table.settings)
            if conflict is not None:     # no preset would fit either: say what to change
                m.emit(fx.Say(conflict))
                return
            self._use_preset(m, players)
            return
        m.table.seats = m.table.last_seats = self.seats(m)
        m.goto(m.flow(DEAL), t)

    def _use_preset(self, m: Machine, players: int) -> None:
        """The preset for this many, at once for a preset deck, at a second press for
        an edited one (the voice says what the press will do)."""
        game = m.game
        if not game.deck_is_preset(m.table.settings) and not self.confirm_preset:
            self.confirm_preset = True
            m.emit(fx.Say(_(EDITED_DECK_LINE)))
            self._draw(m)
            return
        swapped = game.with_preset(m.table.settings, players)
        if swapped is None:
            return
        settings, line = swapped
        self.confirm_preset = False
        m.table.settings = settings
        m.save_settings()
        m.emit(fx.Say(line))
        self._draw(m)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, SeatEdge):
            if event.pressed and event.seat <= m.table.seat_count:
                self._join(event.seat)
                self.confirm_preset = False
                self._draw(m)
        elif isinstance(event, KnobTurn):
            self._turn(m, event)
        elif isinstance(event, KnobPress):
            self._press(m, event.t)
        elif isinstance(event, KnobLongPress):
            m.goto(m.flow(MENU), event.t)

