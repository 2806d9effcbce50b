"""Ballot decoding, shared part: button events, parameters, the result, debouncing.

Both vote modes (DESIGN §2.6) are incremental objects: the device :meth:`~Ballot.feed`
them live edges and calls :meth:`~Ballot.advance` with the clock; a recorded list
goes through :func:`decode`, which drives the very same object. Time is always
passed in. The modes live in :mod:`engine.ballot_tap` and :mod:`engine.ballot_sweep`.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Protocol

from .errors import InvalidBallot


class Edge(enum.Enum):
    """A button going down (pressed) or up (released)."""

    DOWN = "down"
    UP = "up"

    def __repr__(self) -> str:
        return f"Edge.{self.name}"


class Mode(enum.Enum):
    """How players vote (DESIGN §2.6)."""

    TAP = "tap"
    SWEEP = "sweep"

    def __repr__(self) -> str:
        return f"Mode.{self.name}"


@dataclass(frozen=True)
class ButtonEvent:
    """One edge of one seat's button at time ``t`` (seconds, any clock)."""

    t: float
    seat: int
    edge: Edge

    def __post_init__(self) -> None:
        if not math.isfinite(self.t):
            raise InvalidBallot(f"event time must be a finite number, not {self.t!r}")


def _check_positive(name: str, value: float, *, allow_zero: bool = False) -> None:
    ok = value >= 0 if allow_zero else value > 0
    if not (math.isfinite(value) and ok):
        bound = ">= 0" if allow_zero else "> 0"
        raise InvalidBallot(f"{name} must be {bound}, not {value!r}")


@dataclass(frozen=True)
class TapParams:
    """Tap mode timing, in seconds (DESIGN §2.6 defaults)."""

    tap_gap: float = 1.2
    vote_window: float = 8.0
    min_gap: float = 0.015
    min_press: float = 0.020
    stuck_after: float = 5.0

    def __post_init__(self) -> None:
        for name in ("tap_gap", "vote_window", "stuck_after"):
            _check_positive(name, getattr(self, name))
        for name in ("min_gap", "min_press"):
            _check_positive(name, getattr(self, name), allow_zero=True)


@dataclass(frozen=True)
class SweepParams:
    """Sweep mode timing, in seconds (DESIGN §2.6 defaults)."""

    dwell: float = 0.7
    laps: int = 2
    grace: float = 0.12
    min_gap: float = 0.015
    min_press: float = 0.020
    stuck_after: float = 5.0

    def __post_init__(self) -> None:
        for name in ("dwell", "stuck_after"):
            _check_positive(name, getattr(self, name))
        for name in ("grace", "min_gap", "min_press"):
            _check_positive(name, getattr(self, name), allow_zero=True)
        if isinstance(self.laps, bool) or not isinstance(self.laps, int) or self.laps < 1:
            raise InvalidBallot(f"laps must be a whole number >= 1, not {self.laps!r}")
        if self.grace >= self.dwell:
            raise InvalidBallot(f"grace ({self.grace}) must be shorter than dwell ({self.dwell})")


@dataclass(frozen=True)
class BallotResult:
    """What a closed ballot decided.

    ``votes`` holds every seat taking part (``None``: no vote); ``invalid`` gives
    the reason for a vote that could not count, such as ``"own seat (5 taps)"``.
    """

    votes: Mapping[int, int | None]
    invalid: Mapping[int, str]
    false_starts: tuple[int, ...]
    stuck: tuple[int, ...]
    closed_at: float

    def __post_init__(self) -> None:
        object.__setattr__(self, "votes", MappingProxyType(dict(sorted(self.votes.items()))))
        object.__setattr__(self, "invalid",
                           MappingProxyType(dict(sorted(self.invalid.items()))))

    def __repr__(self) -> str:
        return (f"BallotResult(votes={dict(self.votes)!r}, invalid={dict(self.invalid)!r}, "
                f"false_starts={self.false_starts!r}, stuck={self.stuck!r}, "
                f"closed_at={self.closed_at!r})")


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
    """One continuous press after merging bounces; ``end`` is ``None`` while held."""

    start: float
    end: float | None = None

    def held_until(self, until: float) -> float:
        """The time the press ended, seen from ``until`` (later edges unseen)."""
        return until if self.end is None or self.end > until else self.end

    def held_at(self, until: float) -> bool:
        return self.end is None or self.end > until


class PressLog:
    """One seat's presses, with contact bounce merged (DESIGN §2.6).

    A release followed by a press within ``min_gap`` continues the same press.
    Edges must come in time order for one seat; a repeated edge is ignored.
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
                self.presses[-1] = Press(last.start)
            else:
                self.presses.append(Press(event.t))
        elif last is not None and last.end is None:
            self.presses[-1] = Press(last.start, event.t)


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
