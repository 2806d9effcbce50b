"""Sweep mode: one seat's LED lights at a time; press while your choice is lit.

The seats taking part light in ascending order from the open, ``dwell`` each, for
``laps`` laps. A press counts for the seat lit at that moment, or for the one
before it when it falls in the first ``grace`` of a slot (people react late).
A voter's first press that lands on another seat is their vote (DESIGN §2.6); a press on
the voter's own light, or after the last light, counts for nobody and is named
(``invalid``: "own seat", "pressed after the last light") unless a later press counts.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .ballot import (
    NOISY_CLOSURES,
    NOISY_RUNTS,
    BallotResult,
    Press,
    SeatLogs,
    SeatStatus,
    seat_tuple,
)
from .ballot_params import DEFAULT_SWEEP, SweepParams, Uncounted, VoteMode

#: Slack for float noise at slot edges (``0.7 * 3 != 2.1``).
EPS = 1e-9


@dataclass(frozen=True)
class Slot:
    """Seat ``seat`` is lit from ``start`` to ``end`` in lap ``lap`` (1-based)."""

    start: float
    end: float
    seat: int
    lap: int


def sweep_slots(seats: Iterable[int], opened_at: float,
                params: SweepParams = DEFAULT_SWEEP) -> tuple[Slot, ...]:
    """The LED schedule: which seat is lit when, from the open to the end of the last lap."""
    order = seat_tuple(seats)
    n, dwell = len(order), params.dwell
    return tuple(Slot(opened_at + i * dwell, opened_at + (i + 1) * dwell, order[i % n], i // n + 1)
                 for i in range(n * params.laps))


def _slot_index(slots: Sequence[Slot], t: float) -> int | None:
    if not slots or t < slots[0].start - EPS or t >= slots[-1].end - EPS:
        return None
    return bisect_right([slot.start for slot in slots], t + EPS) - 1


def lit_seat(slots: Sequence[Slot], t: float) -> int | None:
    """The seat lit at ``t``, or ``None`` before the open and after the last slot."""
    index = _slot_index(slots, t)
    return None if index is None else slots[index].seat


def press_target(slots: Sequence[Slot], t: float, grace: float) -> int | None:
    """The seat a press at ``t`` is for, grace included; ``None`` outside the sweep.

    The first slot has no previous seat, so its grace counts for itself; the
    ``grace`` after the last slot still counts for the last seat.
    """
    if not slots or t < slots[0].start - EPS:
        return None
    end = slots[-1].end
    if t >= end - EPS:
        return slots[-1].seat if t < end + grace - EPS else None
    index = _slot_index(slots, t)
    assert index is not None
    if index > 0 and t < slots[index].start + grace - EPS:
        return slots[index - 1].seat
    return slots[index].seat


@dataclass(frozen=True)
class SeatSweep:
    """One seat's sweep, judged at the close."""

    vote: int | None
    false_start: bool
    stuck: bool
    noisy: bool = False
    #: why a press after the open did not count, when no later press did
    invalid: str | None = None


def scan_sweep(seat: int, presses: Sequence[Press], opened_at: float,
               slots: Sequence[Slot], params: SweepParams, until: float) -> SeatSweep:
    """Find one seat's vote from its merged presses, seeing nothing from ``until`` on.

    A seat whose contact chatters (see :data:`~engine.ballot.NOISY_CLOSURES`) during the
    sweep has no vote, whatever it pressed first.
    """
    false_start = False
    vote: int | None = None
    invalid: str | None = None
    runts = 0
    for press in presses:
        if press.start >= until:
            break
        end = press.held_until(until)
        if end >= opened_at and press.closures > NOISY_CLOSURES:
            return SeatSweep(None, false_start, False, True)
        if end >= opened_at and end - press.start >= params.stuck_after:
            return SeatSweep(None, false_start, True)
        if press.contact_until(until) < params.min_press:
            if end >= opened_at:
                runts += 1
                if runts > NOISY_RUNTS:
                    return SeatSweep(None, false_start, False, True)
            continue
        if vote is not None:
            continue  # keep looking only for noise and a stuck button
        if press.start < opened_at:
            false_start = True
            continue
        target = press_target(slots, press.start, params.grace)
        if target is None:
            invalid = invalid or Uncounted.TOO_LATE.value
        elif target == seat:
            invalid = invalid or Uncounted.OWN_SEAT.value
        else:
            vote = target
    return SeatSweep(vote, false_start, False, invalid=None if vote is not None else invalid)


class SweepBallot(SeatLogs):
    """A sweep-mode ballot that opened at ``opened_at``; it closes after the last lap.

    Drive the LEDs from :attr:`slots` (or :func:`sweep_slots`).
    """

    mode = VoteMode.SWEEP

    def __init__(self, seats: Iterable[int], opened_at: float,
                 params: SweepParams = DEFAULT_SWEEP) -> None:
        self.seats = seat_tuple(seats)
        self.opened_at = float(opened_at)
        self.params = params
        self.slots = sweep_slots(self.seats, self.opened_at, params)
        self._start_logs(self.seats, params.min_gap)
        self._closed = False
        self._result: BallotResult | None = None

    def __repr__(self) -> str:
        state = "closed" if self._closed else "open"
        return (f"<SweepBallot seats={list(self.seats)} opened_at={self.opened_at} "
                f"closes_at={self.closes_at} {state}>")

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def closes_at(self) -> float:
        """The end of the last lap plus ``grace``."""
        return self.slots[-1].end + self.params.grace

    def lit(self, now: float) -> int | None:
        """The seat whose LED is on at ``now``."""
        return lit_seat(self.slots, now)

    def advance(self, now: float) -> bool:
        """The time is ``now``: close the ballot if it is due. Return whether it is closed."""
        if now >= self.closes_at:
            self._closed = True
        return self._closed

    def result(self) -> BallotResult:
        """The decided ballot; only once :meth:`advance` has closed it."""
        if not self._closed:
            raise RuntimeError("the ballot is still open: advance() it past closes_at")
        if self._result is None:
            self._result = self._decide()
        return self._result

    def status(self, now: float) -> dict[int, SeatStatus]:
        """Each seat's state at ``now`` (see :meth:`TapBallot.status`)."""
        out: dict[int, SeatStatus] = {}
        for seat, log in self._logs.items():
            seen = scan_sweep(seat, log.presses, self.opened_at, self.slots, self.params, now)
            out[seat] = (SeatStatus.NOISY if seen.noisy else SeatStatus.STUCK if seen.stuck
                         else SeatStatus.DONE if seen.vote is not None
                         else SeatStatus.FALSE_START if seen.false_start
                         else SeatStatus.WAITING)
        return out

    def _decide(self) -> BallotResult:
        closed_at = self.closes_at
        votes: dict[int, int | None] = {}
        false_starts: list[int] = []
        stuck: list[int] = []
        noisy: list[int] = []
        invalid: dict[int, str] = {}
        for seat, log in self._logs.items():
            seen = scan_sweep(seat, log.presses, self.opened_at, self.slots, self.params,
                              closed_at)
            votes[seat] = seen.vote
            if seen.invalid is not None:
                invalid[seat] = seen.invalid
            if seen.false_start:
                false_starts.append(seat)
            if seen.stuck:
                stuck.append(seat)
            if seen.noisy:
                noisy.append(seat)
        return BallotResult(votes, invalid, tuple(false_starts), tuple(stuck), closed_at,
                            tuple(noisy))
