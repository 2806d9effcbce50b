"""Vote: all dark, the spoken count-in, and the ballot opens at the "VOTE!" moment.

At the onset every seat LED flashes once (tap mode) and the screen shows "VOTE!", in
the same tick as the ballot opens. While it is open the screen counts the seats that are
done (never what anyone voted), and a false start is shown and spoken at once, while that
seat can still tap again. The engine's decoder is fed live; presses during the count-in
are kept and fed once the ballot opens (the decoder judges them against its lead).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from device.events import KnobLongPress, SeatEdge
from engine.ballot import Ballot, ButtonEvent, Edge, SeatStatus
from engine.ballot_sweep import SweepBallot
from engine.ballot_tap import TapBallot
from engine.ballot_record import BallotRecord

from device.core import effects as fx
from device.core.ui import views
from device.core.events import Event, SpeechMark, TimerFired
from device.core.machine import Machine, State
from device.core.ui.phrases import early_line

CLOSE, SLOT, FLASH, TICK = "ballot_close", "sweep_slot", "vote_flash", "vote_tick"
FLASH_SECONDS = 0.25  #: how long every LED stays lit at the onset
TICK_SECONDS = 0.25   #: how often the "3/7 done" line is brought up to date


def make_ballot(m: Machine, opened_at: float) -> Ballot:
    s = m.table.settings
    if s.vote_mode == "sweep":
        return SweepBallot(m.table.seats, opened_at, s.sweep_params())
    return TapBallot(m.table.seats, opened_at, s.tap_params())


class VoteState(State):
    name = "vote"

    def enter(self, m: Machine, t: float) -> None:
        self.ballot: Ballot | None = None
        self.early: list[ButtonEvent] = []
        self.events: list[dict[str, Any]] = []
        self.opened_at: float | None = None
        self.params: dict[str, Any] = {}
        self.warned: set[int] = set()
        self.shown: Any = None
        self.mode = m.table.settings.vote_mode
        m.emit(fx.DARK, fx.Show(views.vote(self.mode)), fx.CountIn())

    def leave(self, m: Machine, t: float) -> None:
        m.emit(fx.CancelTimer(CLOSE), fx.CancelTimer(SLOT), fx.CancelTimer(FLASH),
               fx.CancelTimer(TICK))
        if self.ballot is not None and not self.ballot.closed:
            m.ballots_open -= 1

    def _open(self, m: Machine, t: float) -> None:
        self.opened_at = t
        self.ballot = make_ballot(m, t)
        self.params = dataclasses.asdict(self.ballot.params)  # type: ignore[attr-defined]
        m.ballots_open += 1
        m.emit(fx.Record("ballot", {"event": "open", "mode": self.mode,
                                    "seats": sorted(m.table.seats)}))
        if isinstance(self.ballot, TapBallot):  # the moment is visible: every LED, once
            m.emit(fx.Leds(on=frozenset(m.table.seats)), fx.StartTimer(FLASH, t + FLASH_SECONDS))
        self._live(m, t)
        for event in self.early:
            self.ballot.feed(event)
        self.early.clear()
        if isinstance(self.ballot, SweepBallot):
            self._sweep(m, t)
        m.emit(fx.StartTimer(TICK, t + TICK_SECONDS))
        self._check(m, t)

    def _live(self, m: Machine, now: float) -> None:
        """The screen while the ballot is open, and an early tap named at once."""
        assert self.ballot is not None
        status = self.ballot.status(now)
        done = sum(1 for s in status.values() if s is SeatStatus.DONE)
        early = sorted(s for s, st in status.items() if st is SeatStatus.FALSE_START)
        fresh = [s for s in early if s not in self.warned]
        if fresh:
            self.warned.update(fresh)
            m.emit(fx.Record("ballot", {"event": "false_start", "seats": fresh}),
                   fx.Say(early_line(fresh)))
        note = f"{early_line(early)}" if early else ""
        screen = views.vote(self.mode, opened=True, done=done, voters=len(status), note=note)
        if screen != self.shown:
            self.shown = screen
            m.emit(fx.Show(screen))

    def _sweep(self, m: Machine, now: float) -> None:
        assert isinstance(self.ballot, SweepBallot)
        lit = self.ballot.lit(now)
        m.emit(fx.Leds(on=frozenset({lit}) if lit else frozenset()))
        upcoming = [s.start for s in self.ballot.slots if s.start > now + 1e-9]
        if upcoming:
            m.emit(fx.StartTimer(SLOT, upcoming[0]))

    def _check(self, m: Machine, now: float) -> None:
        assert self.ballot is not None
        if self.ballot.advance(now):
            self._close(m, now)
        else:
            m.emit(fx.StartTimer(CLOSE, self.ballot.closes_at))

    def _close(self, m: Machine, now: float) -> None:
        assert self.ballot is not None and self.opened_at is not None
        result = self.ballot.result()
        m.ballots_open -= 1
        not_counted = {str(k): v for k, v in result.not_counted().items()}
        m.emit(fx.DARK, fx.Record("ballot", {
            "event": "close", "closed_at": round(result.closed_at - self.opened_at, 3),
            "votes": {str(k): v for k, v in result.votes.items()},
            "invalid": {str(k): v for k, v in result.invalid.items()},
            "false_starts": list(result.false_starts), "noisy": list(result.noisy),
            "stuck": list(result.stuck), "not_counted": not_counted}))
        game = m.table.game
        if game is not None:
            ballot = BallotRecord(self.mode, self.params,
                                  tuple([{"t": self.opened_at, "event": "open"}] + self.events),
                                  result.votes, result.not_counted())
            m.table.game = game.with_(ballots=game.ballots + (ballot,))
        m.goto(m.flow("result", result), now)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, SpeechMark) and event.tag == "vote" and self.ballot is None:
            self._open(m, event.t)
        elif isinstance(event, SeatEdge) and event.seat in m.table.seats:
            button = ButtonEvent(event.t, event.seat, Edge.DOWN if event.pressed else Edge.UP)
            self.events.append({"t": event.t, "seat": event.seat,
                                "edge": button.edge.value})
            if self.ballot is None:
                self.early.append(button)
            else:
                self.ballot.feed(button)
                self._live(m, event.t)
                self._check(m, event.t)
        elif isinstance(event, TimerFired) and self.ballot is not None:
            if event.name == FLASH:
                m.emit(fx.DARK)
            if event.name == SLOT:
                self._sweep(m, event.t)
            if event.name == TICK and not self.ballot.closed:
                self._live(m, event.t)
                m.emit(fx.StartTimer(TICK, event.t + TICK_SECONDS))
            if event.name in (CLOSE, SLOT, TICK):
                self._check(m, event.t)
        elif isinstance(event, KnobLongPress):
            m.goto(m.flow("menu"), event.t)
