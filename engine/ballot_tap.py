"""Tap mode: each player taps their own button as many times as the seat they vote for.

A seat's vote closes ``tap_gap`` after its last tap; the ballot closes when every
seat has closed, or ``vote_window`` after it opened (DESIGN §2.6). Each seat is
judged from its own edges only, so edges of different seats may arrive in any
order; only :meth:`TapBallot.advance` closes the ballot.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .ballot import BallotResult, ButtonEvent, Mode, Press, PressLog, TapParams, plural, seat_tuple


@dataclass(frozen=True)
class SeatTaps:
    """One seat's taps, judged at some moment.

    ``closes`` is when the seat's vote closes if no further edge comes
    (``inf``: it stays open until the window ends).
    """

    taps: int
    false_start: bool
    stuck: bool
    closes: float


def scan_taps(presses: Sequence[Press], opened_at: float, params: TapParams,
              until: float = math.inf) -> SeatTaps:
    """Count one seat's taps from its merged presses, seeing nothing from ``until`` on."""
    taps = 0
    false_start = False
    last_end: float | None = None
    for press in presses:
        if press.start >= until:
            break
        if last_end is not None and press.start > last_end + params.tap_gap:
            break  # the seat's vote had closed: later presses do not count
        end = press.held_until(until)
        held = end - press.start
        if end >= opened_at and held >= params.stuck_after:
            closes = max(opened_at, press.start + params.stuck_after)
            return SeatTaps(taps, false_start, True, closes)
        is_press = held >= params.min_press
        if press.held_at(until):  # still down when judged
            if is_press and press.start < opened_at:
                false_start = True
            elif is_press:
                taps += 1
            closes = max(opened_at, press.start + params.stuck_after)
            return SeatTaps(taps, false_start, False, closes)
        if not is_press:
            continue
        if press.start < opened_at:
            false_start = True
            continue
        taps += 1
        last_end = end
    closes = math.inf if last_end is None else last_end + params.tap_gap
    return SeatTaps(taps, false_start, False, closes)


def tap_verdict(seat: int, taps: int, seats: Sequence[int]) -> tuple[int | None, str | None]:
    """``(vote, invalid reason)`` for ``taps`` taps by ``seat``."""
    if taps == 0:
        return None, None
    if taps == seat:
        return None, f"own seat ({plural(taps, 'tap')})"
    if taps not in seats:
        return None, f"no seat {taps} ({plural(taps, 'tap')})"
    return taps, None


class TapBallot:
    """A tap-mode ballot that opened (the moment of "VOTE!") at ``opened_at``.

    Create it before the countdown so presses before the open are seen as false
    starts. Feed it every edge; call :meth:`advance` with the clock.
    """

    mode = Mode.TAP

    def __init__(self, seats: Iterable[int], opened_at: float,
                 params: TapParams = TapParams()) -> None:
        self.seats = seat_tuple(seats)
        self.opened_at = float(opened_at)
        self.params = params
        self._logs = {seat: PressLog(seat, params.min_gap) for seat in self.seats}
        self._closed_at: float | None = None
        self._result: BallotResult | None = None

    def __repr__(self) -> str:
        state = f"closed at {self._closed_at}" if self.closed else "open"
        return f"<TapBallot seats={list(self.seats)} opened_at={self.opened_at} {state}>"

    @property
    def closed(self) -> bool:
        return self._closed_at is not None

    @property
    def window_ends(self) -> float:
        return self.opened_at + self.params.vote_window

    @property
    def closes_at(self) -> float:
        """When the ballot closes if no further edge arrives."""
        if self._closed_at is not None:
            return self._closed_at
        latest = max(scan_taps(log.presses, self.opened_at, self.params).closes
                     for log in self._logs.values())
        return min(self.window_ends, latest)

    def feed(self, event: ButtonEvent) -> None:
        """Take one edge. Edges of seats not taking part, or after the close, are ignored."""
        log = self._logs.get(event.seat)
        if log is not None and not self.closed:
            log.add(event)

    def advance(self, now: float) -> bool:
        """The time is ``now``: close the ballot if it is due. Return whether it is closed."""
        if not self.closed:
            closes = self.closes_at
            if closes <= now:
                self._closed_at = closes
        return self.closed

    def result(self) -> BallotResult:
        """The decided ballot; only once :meth:`advance` has closed it."""
        if self._closed_at is None:
            raise RuntimeError("the ballot is still open: advance() it past closes_at")
        if self._result is None:
            self._result = self._decide(self._closed_at)
        return self._result

    def _decide(self, closed_at: float) -> BallotResult:
        votes: dict[int, int | None] = {}
        invalid: dict[int, str] = {}
        false_starts: list[int] = []
        stuck: list[int] = []
        for seat, log in self._logs.items():
            seen = scan_taps(log.presses, self.opened_at, self.params, until=closed_at)
            if seen.false_start:
                false_starts.append(seat)
            if seen.stuck:
                stuck.append(seat)
                votes[seat] = None
                continue
            votes[seat], reason = tap_verdict(seat, seen.taps, self.seats)
            if reason is not None:
                invalid[seat] = reason
        return BallotResult(votes, invalid, tuple(false_starts), tuple(stuck), closed_at)
