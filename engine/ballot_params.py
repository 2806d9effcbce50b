"""What the box's settings hold of a ballot: the vote modes, each mode's timings with the
decoder's limits, and why a vote did not count. Light to load: the menu's settings read it,
and the decoding (:mod:`engine.ballot`) is loaded when a vote is first held.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .errors import InvalidBallot
from .values import Choice


class VoteMode(Choice):
    """How players vote (DESIGN §2.6)."""

    TAP = "tap"
    SWEEP = "sweep"


def _check_range(name: str, value: float, lo: float, hi: float, *,
                 open_low: bool = False) -> None:
    """``value`` within ``lo..hi`` (``lo`` itself excluded when ``open_low``)."""
    ok = (isinstance(value, (int, float)) and not isinstance(value, bool)
          and math.isfinite(value) and (value > lo if open_low else value >= lo) and value <= hi)
    if not ok:
        low = f"more than {lo:g}" if open_low else f"at least {lo:g}"
        raise InvalidBallot(f"{name} must be {low} and at most {hi:g} s, not {value!r}")


#: The decoder's own limits for every parameter (seconds). The box's settings table keeps
#: its ranges inside these, so a ballot can always be built from saved settings.
LIMITS: Mapping[str, tuple[float, float]] = MappingProxyType({
    "tap_gap": (0.0, 5.0), "vote_window": (0.0, 60.0), "min_gap": (0.0, 0.2),
    "min_press": (0.0, 0.2), "stuck_after": (0.0, 60.0), "lead": (0.0, 1.0),
    "dwell": (0.0, 5.0), "grace": (0.0, 1.0),
})
#: positive parameters: zero is not allowed
_POSITIVE = frozenset({"tap_gap", "vote_window", "stuck_after", "dwell"})
MAX_LAPS = 5

def _check_params(params: object, names: Iterable[str]) -> None:
    for name in names:
        lo, hi = LIMITS[name]
        _check_range(name, getattr(params, name), lo, hi, open_low=name in _POSITIVE)


@dataclass(frozen=True)
class TapParams:
    """Tap mode timing, in seconds (DESIGN §2.6 defaults).

    ``lead`` is the anticipation window: a seat's first tap may come up to ``lead``
    before the onset of "VOTE!" (people tapping along a count land a little early).
    """

    tap_gap: float = 1.2
    vote_window: float = 8.0
    min_gap: float = 0.015
    min_press: float = 0.020
    stuck_after: float = 5.0
    lead: float = 0.25

    def __post_init__(self) -> None:
        _check_params(self, ("tap_gap", "vote_window", "min_gap", "min_press", "stuck_after",
                             "lead"))


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
        _check_params(self, ("dwell", "grace", "min_gap", "min_press", "stuck_after"))
        if (isinstance(self.laps, bool) or not isinstance(self.laps, int)
                or not 1 <= self.laps <= MAX_LAPS):
            raise InvalidBallot(f"laps must be a whole number from 1 to {MAX_LAPS}, "
                                f"not {self.laps!r}")
        if self.grace >= self.dwell:
            raise InvalidBallot(f"grace ({self.grace}) must be shorter than dwell ({self.dwell})")


#: the default timings, shared (both are frozen): the ballots' default ``params``
DEFAULT_TAP = TapParams()
DEFAULT_SWEEP = SweepParams()


class Uncounted(Choice):
    """Why a seat's vote did not count: each reason a ballot gives begins with one of
    these (``"own seat (5 taps)"``), so the table can be told why, one line a kind."""

    OWN_SEAT = "own seat"                          #: its own number
    NO_SEAT = "no seat"                            #: a number no seat of the vote has
    CUT_OFF = "still tapping at the close"         #: the window closed mid-count
    TOO_LATE = "pressed after the last light"      #: sweep: after the sweep's last lap
    TOO_EARLY = "started too early"                #: tapped before the vote and not again
    NOISY = "noisy button"                         #: contacts chattering: nothing readable
    STUCK = "button held down"                     #: held through the vote
    #: a press ballot's (classic's nominate vote): before the count, chattering, held
    PRESSED_EARLY = "pressed before the count"
    NOISY_CONTACT = "noisy contact"
    HELD_DOWN = "held down"

    @classmethod
    def of(cls, reason: str) -> Uncounted:
        """The kind a reason begins with."""
        return next(kind for kind in cls if reason.startswith(kind.value))
