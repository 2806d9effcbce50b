"""The classic day vote: all dark, the count-in "One. Two. Three. Point!", then the same
tap ballot as One Night (its anticipation and fault rules), for the living seats that do
not sit out: each taps the seat number of the player pointed at. A tie is voted again
once, among the tied seats; the lynch state then counts (the Mayor twice) and says who is
out."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from device.events import KnobLongPress, KnobPress, SeatEdge
from engine.ballot import ButtonEvent, Edge, SeatStatus
from engine.ballot_tap import TapBallot
from engine.classic.day_rules import first_round, voters
from engine.classic.entries import DayEntries

from device.core import effects as fx
from device.core.events import Event, SpeechMark, TimerFired
from device.core.games.classic.session import Session
from device.core.machine import Machine, State
from device.core.ui import views
from device.core.ui.classic_phrases import (NO_VOTES_OFFER, POINT_COUNT, POINT_WORD, REVOTE_OFFER,
                                             VOTE_LINE, lynch_tie_line)
from device.core.ui.phrases import early_line, not_counted_line

CLOSE, FLASH, TICK = "classic_close", "classic_flash", "classic_vote_tick"
FLASH_SECONDS = 0.25
TICK_SECONDS = 0.25


class ClassicVoteState(State):
    name = "vote"

    def __init__(self, session: Session, first: Mapping[int, int | None] | None = None
                 ) -> None:
        self.session = session
        #: the first round's votes, when this is the revote after a tie
        self.first = first

    def enter(self, m: Machine, t: float) -> None:
        g = self.session.game
        assert g is not None
        self.voters = voters(g)
        self.ballot: TapBallot | None = None
        self.early: list[ButtonEvent] = []
        self.warned: set[int] = set()
        #: a closed round whose votes did not all count, until the knob says what to do
        self.held: Mapping[int, int | None] | None = None
        if self.first is None:
            m.emit(fx.Say(VOTE_LINE))
        m.emit(fx.DARK, fx.Show(views.vote("tap", word=POINT_WORD)),
               fx.CountIn(words=POINT_COUNT))

    def leave(self, m: Machine, t: float) -> None:
        m.emit(fx.CancelTimer(CLOSE), fx.CancelTimer(FLASH), fx.CancelTimer(TICK))
        if self.ballot is not None and not self.ballot.closed:
            m.ballots_open -= 1

    def _open(self, m: Machine, t: float) -> None:
        self.ballot = TapBallot(self.voters, t, m.table.settings.tap_params())
        m.ballots_open += 1
        m.emit(fx.Record("ballot", {"event": "open", "mode": "tap",
                                    "seats": sorted(self.voters),
                                    "revote": self.first is not None,
                                    "params": dataclasses.asdict(self.ballot.params)}),
               fx.Leds(on=frozenset(self.voters)), fx.StartTimer(FLASH, t + FLASH_SECONDS),
               fx.StartTimer(TICK, t + TICK_SECONDS))
        for event in self.early:
            self.ballot.feed(event)
        self.early.clear()
        self._live(m, t)
        self._check(m, t)

    def _live(self, m: Machine, now: float) -> None:
        assert self.ballot is not None
        status = self.ballot.status(now)
        done = sum(1 for s in status.values() if s is SeatStatus.DONE)
        fresh = sorted(s for s, st in status.items()
                       if st is SeatStatus.FALSE_START and s not in self.warned)
        if fresh:
            self.warned.update(fresh)
            m.emit(fx.Say(early_line(fresh)))
        m.emit(fx.Show(views.vote("tap", True, done, len(self.voters), word=POINT_WORD)))

    def _check(self, m: Machine, now: float) -> None:
        assert self.ballot is not None
        if self.ballot.advance(now):
            self._close(m, now)
        else:
            m.emit(fx.StartTimer(CLOSE, self.ballot.closes_at))

    def _close(self, m: Machine, now: float) -> None:
        assert self.ballot is not None
        result = self.ballot.result()
        m.ballots_open -= 1
        votes = dict(result.votes)
        m.emit(fx.DARK, fx.Record("ballot", {
            "event": "close", "votes": {str(k): v for k, v in votes.items()},
            "invalid": {str(k): v for k, v in result.invalid.items()},
            "false_starts": list(result.false_starts), "stuck": list(result.stuck)}))
        missing = result.not_counted()
        if missing or not any(v is not None for v in votes.values()):
            # nothing is miscounted in silence: the seats are named, and one knob press
            # votes this round again (a long press keeps the count as it is)
            self.held = votes
            for seat in missing:
                m.emit(fx.Say(not_counted_line(seat)))
            m.emit(fx.Say(REVOTE_OFFER if missing else NO_VOTES_OFFER),
                   fx.Show(views.vote_again(missing)))
            return
        self._decide(m, votes, now)

    def _decide(self, m: Machine, votes: Mapping[int, int | None], now: float) -> None:
        g = self.session.game
        assert g is not None
        if self.first is None:
            count = first_round(g, DayEntries(votes=votes))
            if count.tied:
                m.emit(fx.Say(lynch_tie_line(count.top)))
                m.goto(m.flow("vote", self.session, votes), now)
                return
            m.goto(m.flow("lynch", self.session, DayEntries(votes=votes)), now)
        else:
            m.goto(m.flow("lynch", self.session, DayEntries(votes=self.first, revote=votes)),
                   now)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, SpeechMark) and event.tag == "vote" and self.ballot is None:
            self._open(m, event.t)
        elif isinstance(event, SeatEdge) and event.seat in self.voters:
            button = ButtonEvent(event.t, event.seat, Edge.DOWN if event.pressed else Edge.UP)
            if self.ballot is None:
                self.early.append(button)
            elif not self.ballot.closed:
                self.ballot.feed(button)
                self._live(m, event.t)
                self._check(m, event.t)
        elif isinstance(event, TimerFired) and self.ballot is not None \
                and not self.ballot.closed:
            if event.name == FLASH:
                m.emit(fx.DARK)
            if event.name == TICK:
                self._live(m, event.t)
                m.emit(fx.StartTimer(TICK, event.t + TICK_SECONDS))
            self._check(m, event.t)
        elif self.held is not None and isinstance(event, KnobPress):
            m.goto(m.flow("vote", self.session, self.first), event.t)
        elif self.held is not None and isinstance(event, KnobLongPress):
            held, self.held = self.held, None
            self._decide(m, held, event.t)
        elif isinstance(event, KnobLongPress):
            m.goto(m.flow("menu"), event.t)
