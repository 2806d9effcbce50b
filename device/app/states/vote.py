"""Vote: all dark, the spoken count-in, and the ballot opens at the "VOTE!" moment.

The engine's decoder is fed live. Presses during the count-in are kept and fed
once the ballot opens: they are before the open, so they count as false starts.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.ballot import Ballot, ButtonEvent, Edge
from engine.ballot_sweep import SweepBallot
from engine.ballot_tap import TapBallot

from .. import effects as fx
from .. import views
from ..events import SpeechMark, TimerFired
from ..machine import Machine, State

CLOSE, SLOT = "ballot_close", "sweep_slot"


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
        mode = m.table.settings.vote_mode
        how = ("Tap your button as many times as the seat number you vote for."
               if mode == "tap" else "Press your button when your choice lights up.")
        m.emit(fx.DARK, fx.Show(views.message("Vote", ["Get ready...", how])), fx.CountIn())

    def leave(self, m: Machine, t: float) -> None:
        m.emit(fx.CancelTimer(CLOSE), fx.CancelTimer(SLOT))
        if self.ballot is not None and not self.ballot.closed:
            m.ballots_open -= 1

    def _open(self, m: Machine, t: float) -> None:
        self.opened_at = t
        self.ballot = make_ballot(m, t)
        self.params = dataclasses.asdict(self.ballot.params)  # type: ignore[attr-defined]
        m.ballots_open += 1
        m.emit(fx.Record("ballot", {"event": "open", "mode": m.table.settings.vote_mode,
                                    "seats": sorted(m.table.seats)}))
        for event in self.early:
            self.ballot.feed(event)
        self.early.clear()
        if isinstance(self.ballot, SweepBallot):
            self._sweep(m, t)
        self._check(m, t)

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
        m.emit(fx.DARK, fx.Record("ballot", {
            "event": "close", "closed_at": round(result.closed_at - self.opened_at, 3),
            "votes": {str(k): v for k, v in result.votes.items()},
            "invalid": {str(k): v for k, v in result.invalid.items()},
            "false_starts": list(result.false_starts), "stuck": list(result.stuck)}))
        m.table.game.setdefault("ballots", []).append({
            "mode": m.table.settings.vote_mode,
            "params": self.params,
            "events": [{"t": self.opened_at, "event": "open"}] + self.events,
            "votes": {str(k): v for k, v in result.votes.items()},
        })
        from .result import ResultState

        m.goto(ResultState(result), now)

    def on(self, m: Machine, event: Any) -> None:
        from device.events import KnobLongPress, SeatEdge

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
                self._check(m, event.t)
        elif isinstance(event, TimerFired) and self.ballot is not None:
            if event.name == SLOT:
                self._sweep(m, event.t)
            if event.name in (CLOSE, SLOT):
                self._check(m, event.t)
        elif isinstance(event, KnobLongPress):
            from .menu import MenuState

            m.goto(MenuState(), event.t)
