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

from .ballot import (
    MIN_TAP_INTERVAL,
    NOISY_CLOSURES,
    NOISY_RUNTS,
    BallotResult,
    Press,
    SeatLogs,
    SeatStatus,
    plural,
    seat_tuple,
)
from .ballot_params import DEFAULT_TAP, TapParams, Uncounted, VoteMode


@dataclass(frozen=True)
class SeatTaps:
    """One seat's taps, judged at some moment.

    ``closes`` is when the seat's vote closes if no further edge comes
    (``inf``: it stays open until the window ends). ``voting`` says a counted burst has
    begun; ``false_start`` that a burst began before the anticipation window.
    """

    taps: int
    false_start: bool
    stuck: bool
    closes: float
    noisy: bool = False
    voting: bool = False

    def status(self, now: float) -> SeatStatus:
        if self.noisy:
            return SeatStatus.NOISY
        if self.stuck:
            return SeatStatus.STUCK
        if self.voting:
            return SeatStatus.DONE if self.closes <= now else SeatStatus.TAPPING
        return SeatStatus.FALSE_START if self.false_start else SeatStatus.WAITING


def scan_taps(presses: Sequence[Press], opened_at: float, params: TapParams,
              until: float = math.inf) -> SeatTaps:
    """Count one seat's taps from its merged presses, seeing nothing from ``until`` on.

    The rule for early taps (README "The vote"): taps run in bursts, a tap within
    ``tap_gap`` of the one before belonging to the same burst. A burst whose first tap
    comes at or after ``opened_at - lead`` is the vote, every tap of it counted. A burst
    that starts earlier is a false start and never counts, however far it runs past the
    onset; after a rest of ``tap_gap`` the seat may tap a fresh burst, which is its vote.
    """
    earliest = opened_at - params.lead
    taps = 0
    false_start = in_false = voting = noisy = False
    runts = 0
    last_end: float | None = None
    last_start: float | None = None
    for press in presses:
        if press.start >= until:
            break
        end = press.held_until(until)
        if end >= earliest and press.closures > NOISY_CLOSURES:
            noisy = True
        if end >= opened_at and end - press.start >= params.stuck_after:
            closes = max(opened_at, press.start + params.stuck_after)
            return SeatTaps(taps, false_start, True, closes, noisy, voting)
        if press.contact_until(until) < params.min_press:
            if end >= earliest:
                runts += 1
                noisy = noisy or runts > NOISY_RUNTS
            continue
        if last_start is not None and press.start - last_start < MIN_TAP_INTERVAL:
            noisy = True
        last_start = press.start
        if last_end is not None and press.start > last_end + params.tap_gap:
            if voting:
                break  # the seat's vote had closed: later presses do not count
            in_false = False  # a rest after a false start: the next burst may vote
        if voting:
            taps += 1
        elif not in_false and press.start >= earliest:
            voting, taps = True, 1
        else:
            in_false = false_start = True
        if press.held_at(until):  # still down when judged
            closes = max(opened_at, press.start + params.stuck_after)
            return SeatTaps(taps, false_start, False, closes, noisy, voting)
        last_end = end
    closes = last_end + params.tap_gap if voting and last_end is not None else math.inf
    return SeatTaps(taps, false_start, False, closes, noisy, voting)


def tap_verdict(seat: int, taps: int, seats: Sequence[int]) -> tuple[int | None, str | None]:
    """``(vote, invalid reason)`` for ``taps`` taps by ``seat``."""
    if taps == 0:
        return None, None
    if taps == seat:
        return None, f"{Uncounted.OWN_SEAT.value} ({plural(taps, 'tap')})"
    if taps not in seats:
        return None, f"{Uncounted.NO_SEAT.value} {taps} ({plural(taps, 'tap')})"
    return taps, None


class TapBallot(SeatLogs):
    """A tap-mode ballot that opened (the moment of "VOTE!") at ``opened_at``.

    Create it before the countdown so presses before the open are seen as false
    starts. Feed it every edge; call :meth:`advance` with the clock. ``seats`` vote;
    ``targets`` may be voted for too (a big table's seats that vote by hand).
    """

    mode = VoteMode.TAP

    def __init__(self, seats: Iterable[int], opened_at: float,
                 params: TapParams = DEFAULT_TAP, targets: Iterable[int] = ()) -> None:
        self.seats = seat_tuple(seats)
        #: the seats a vote may name: ``seats``, and ``targets`` (seats without a button)
        self.targets = tuple(sorted(set(self.seats) | set(targets)))
        self.opened_at = float(opened_at)
        self.params = params
        self._start_logs(self.seats, params.min_gap)
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

    def status(self, now: float) -> dict[int, SeatStatus]:
        """Each seat's state at ``now``, for the live screen ("4/7 done") and the
        early-tap warning; never what anyone voted."""
        return {seat: scan_taps(log.presses, self.opened_at, self.params, until=now).status(now)
                for seat, log in self._logs.items()}

    def _decide(self, closed_at: float) -> BallotResult:
        votes: dict[int, int | None] = {}
        invalid: dict[int, str] = {}
        false_starts: list[int] = []
        stuck: list[int] = []
        noisy: list[int] = []
        for seat, log in self._logs.items():
            seen = scan_taps(log.presses, self.opened_at, self.params, until=closed_at)
            if seen.false_start:
                false_starts.append(seat)
            if seen.noisy or seen.stuck:
                (noisy if seen.noisy else stuck).append(seat)
                votes[seat] = None
                continue
            if seen.voting and seen.closes > closed_at:
                # the window closed mid-count: the number is unknowable, so no vote
                votes[seat], invalid[seat] = None, (f"{Uncounted.CUT_OFF.value} "
                                                    f"({plural(seen.taps, 'tap')} so far)")
                continue
            votes[seat], reason = tap_verdict(seat, seen.taps, self.targets)
            if reason is not None:
                invalid[seat] = reason
        return BallotResult(votes, invalid, tuple(false_starts), tuple(stuck), closed_at,
                            tuple(noisy))
