"""Ballot decoding, shared part: button events, the result, debouncing (the modes and their
timings: :mod:`engine.ballot_params`).

Both vote modes (DESIGN §2.6) are incremental objects: the device :meth:`~Ballot.feed`
them live edges and calls :meth:`~Ballot.advance` with the clock; a recorded list
goes through :func:`decode`, which drives the very same object. Time is always
passed in. The modes live in :mod:`engine.ballot_tap` and :mod:`engine.ballot_sweep`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Protocol

from .ballot_params import Uncounted
from .errors import InvalidBallot
from .values import Choice


class Edge(Choice):
    """A button going down (pressed) or up (released)."""

    DOWN = "down"
    UP = "up"


@dataclass(frozen=True)
class ButtonEvent:
    """One edge of one seat's button at time ``t`` (seconds, any clock)."""

    t: float
    seat: int
    edge: Edge

    def __post_init__(self) -> None:
        if not math.isfinite(self.t):
            raise InvalidBallot(f"event time must be a finite number, not {self.t!r}")


#: A merged press holding more than this many contact closures is chatter, not a finger.
#: Real bounce is a handful of closures at each edge, a bad switch a dozen or two
#: (bench/README.md gives the sources); 200 Hz chatter makes 200 a second.
NOISY_CLOSURES = 40
#: Two taps starting closer than this are no finger (the fastest tapping is about
#: 8-10 taps a second): the contact is chattering.
MIN_TAP_INTERVAL = 0.06
#: More than this many rejected pulses (contact shorter than ``min_press``) in one ballot
#: means the contact itself is unreliable.
NOISY_RUNTS = 4


@dataclass(frozen=True)
class BallotResult:
    """What a closed ballot decided.

    ``votes`` holds every seat taking part (``None``: no vote); ``invalid`` gives
    the reason for a vote that could not count, such as ``"own seat (5 taps)"``.
    ``false_starts`` tapped before the anticipation window (their vote counts only if
    they tapped again after a rest); ``noisy`` and ``stuck`` seats have no vote.
    """

    votes: Mapping[int, int | None]
    invalid: Mapping[int, str]
    false_starts: tuple[int, ...]
    stuck: tuple[int, ...]
    closed_at: float
    noisy: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "votes", MappingProxyType(dict(sorted(self.votes.items()))))
        object.__setattr__(self, "invalid",
                           MappingProxyType(dict(sorted(self.invalid.items()))))

    def __repr__(self) -> str:
        return (f"BallotResult(votes={dict(self.votes)!r}, invalid={dict(self.invalid)!r}, "
                f"false_starts={self.false_starts!r}, stuck={self.stuck!r}, "
                f"closed_at={self.closed_at!r}, noisy={self.noisy!r})")

    def not_counted(self) -> dict[int, str]:
        """Every seat whose vote did not count and why, in seat order: the seats the
        box names after the close ("Seat 4, your vote did not count")."""
        out: dict[int, str] = {}
        for seat in sorted(self.votes):
            if self.votes[seat] is not None:
                continue
            if seat in self.noisy:
                out[seat] = Uncounted.NOISY.value
            elif seat in self.stuck:
                out[seat] = Uncounted.STUCK.value
            elif seat in self.invalid:
                out[seat] = self.invalid[seat]
            elif seat in self.false_starts:
                out[seat] = Uncounted.TOO_EARLY.value
        return out

    def why_not(self) -> dict[int, Uncounted]:
        """Each seat of :meth:`not_counted` with the kind of its reason."""
        return {seat: Uncounted.of(reason) for seat, reason in self.not_counted().items()}


class SeatStatus(Choice):
    """A seat's state during a live ballot, for the screen and the early-tap warning."""

    WAITING = "waiting"
    TAPPING = "tapping"
    DONE = "done"
    FALSE_START = "false_start"
    NOISY = "noisy"
    STUCK = "stuck"


class Ballot(Protocol):
    """An open ballot: feed it edges, advance it with the clock, read the result."""

    @property
    def closed(self) -> bool: ...

    @property
    def closes_at(self) -> float:
        """When the ballot closes if no further edge arrives."""
        ...

    def feed(self, event: ButtonEvent) -> None: ...

    def advance(self, now: float) -> bool:
        """Tell the ballot the time is ``now``; return whether it has closed."""
        ...

    def result(self) -> BallotResult: ...

    def status(self, now: float) -> dict[int, SeatStatus]:
        """Each seat's live state at ``now`` (never its vote)."""
        ...


def decode(ballot: Ballot, events: Iterable[ButtonEvent]) -> BallotResult:
    """Decode a recorded list: feed every event to a fresh ``ballot``, then close it.

    ``decode(TapBallot(range(1, 6), opened_at=0.0), events)``.
    """
    for event in events:
        ballot.feed(event)
    ballot.advance(math.inf)
    return ballot.result()


def seat_tuple(seats: Iterable[int]) -> tuple[int, ...]:
    """The seats taking part, checked, in ascending order."""
    out = sorted(set(seats))
    if not out:
        raise InvalidBallot("a ballot needs at least one seat")
    for seat in out:
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 1:
            raise InvalidBallot(f"seat numbers start at 1, not {seat!r}")
    return tuple(out)


@dataclass(frozen=True)
class Press:
    """One continuous press after merging bounces; ``end`` is ``None`` while held.

    ``contact`` is how long the contact was actually closed up to the last release
    (the merged gaps do not count); ``closures`` how many closures were merged into it.
    """

    start: float
    end: float | None = None
    contact: float = 0.0
    closures: int = 1
    #: when the contact closed last, while it is held
    closed_since: float | None = None

    def held_until(self, until: float) -> float:
        """The time the press ended, seen from ``until`` (later edges unseen)."""
        return until if self.end is None or self.end > until else self.end

    def held_at(self, until: float) -> bool:
        return self.end is None or self.end > until

    def contact_until(self, until: float) -> float:
        """Closed time seen from ``until``. A press is only cut short by ``until`` while
        it is held (a finished press's edges all came before the judge's ``until``)."""
        if self.end is None and self.closed_since is not None:
            return self.contact + max(0.0, until - self.closed_since)
        return self.contact


class PressLog:
    """One seat's presses, with contact bounce merged (DESIGN §2.6).

    A release followed by a press within ``min_gap`` continues the same press, but only
    the time the contact was closed counts towards ``min_press``: two short spikes never
    add up to a tap. Edges must come in time order for one seat; a repeated edge is ignored.
    """

    def __init__(self, seat: int, min_gap: float) -> None:
        self.seat = seat
        self.min_gap = min_gap
        self.presses: list[Press] = []
        self._last_t = -math.inf

    def add(self, event: ButtonEvent) -> None:
        if event.t < self._last_t:
            raise InvalidBallot(f"seat {self.seat}: an edge at {event.t:g} s comes after "
                                f"one at {self._last_t:g} s")
        self._last_t = event.t
        last = self.presses[-1] if self.presses else None
        if event.edge is Edge.DOWN:
            if last is not None and last.end is None:
                return
            if last is not None and last.end is not None and event.t - last.end <= self.min_gap:
                self.presses[-1] = Press(last.start, None, last.contact, last.closures + 1,
                                         event.t)
            else:
                self.presses.append(Press(event.t, None, 0.0, 1, event.t))
        elif last is not None and last.end is None:
            since = last.start if last.closed_since is None else last.closed_since
            self.presses[-1] = Press(last.start, event.t, last.contact + (event.t - since),
                                     last.closures)


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class SeatLogs:
    """What every ballot mode shares: the press log of each seat taking part, fed one
    edge at a time until the ballot closes (a mode says when, with ``closed``)."""

    _logs: dict[int, PressLog]

    def _start_logs(self, seats: Iterable[int], min_gap: float) -> None:
        self._logs = {seat: PressLog(seat, min_gap) for seat in seats}

    @property
    def closed(self) -> bool:
        raise NotImplementedError

    def feed(self, event: ButtonEvent) -> None:
        """Take one edge. Edges of seats not taking part, or after the close, are ignored."""
        log = self._logs.get(event.seat)
        if log is not None and not self.closed:
            log.add(event)
