"""Press mode, for classic's nominate vote: on "vote!" each seat presses its button to
lynch, or leaves it alone. The same press decoder as the tap ballot reads the edges
(contact time, bounce, presses before the count, stuck and noisy buttons); each seat is
then pressed, not pressed, or unsure, and an unsure seat is named with its reason, never
silently counted either way.

The ballot closes ``window`` seconds after "vote!"; nothing after that counts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .ballot import BallotResult, SeatLogs, SeatStatus, seat_tuple
from .ballot_params import DEFAULT_TAP, TapParams, Uncounted
from .ballot_tap import SeatTaps, scan_taps

#: seconds after "vote!" during which a press counts
PRESS_WINDOW = 5.0


@dataclass(frozen=True)
class PressResult:
    """A closed press ballot: the seats that pressed, and each unsure seat's reason
    (``"held down"``, ``"noisy contact"``, ``"pressed before the count"``)."""

    pressed: tuple[int, ...]
    unsure: Mapping[int, str] = field(default_factory=dict)
    closed_at: float = 0.0

    def __post_init__(self) -> None:
        object.__setattr__(self, "unsure", MappingProxyType(dict(sorted(self.unsure.items()))))


def press_verdict(seen: SeatTaps) -> tuple[bool, str | None]:
    """``(pressed, why unsure)`` for one seat's decoded presses."""
    if seen.noisy:
        return False, Uncounted.NOISY_CONTACT.value
    if seen.stuck:
        return False, Uncounted.HELD_DOWN.value
    if seen.voting:
        return True, None
    if seen.false_start:
        return False, Uncounted.PRESSED_EARLY.value
    return False, None


class PressBallot(SeatLogs):
    """A press ballot that opened (the moment of "vote!") at ``opened_at``. Create it
    before the count so early presses are seen; feed it every edge; :meth:`advance` it
    with the clock."""

    def __init__(self, seats: Iterable[int], opened_at: float,
                 params: TapParams = DEFAULT_TAP, window: float = PRESS_WINDOW) -> None:
        self.seats = seat_tuple(seats)
        self.opened_at = float(opened_at)
        self.params = params
        self.closes_at = self.opened_at + window
        self._start_logs(self.seats, params.min_gap)
        self._closed = False

    @property
    def closed(self) -> bool:
        return self._closed

    def advance(self, now: float) -> bool:
        self._closed = self._closed or now >= self.closes_at
        return self._closed

    def _seen(self, seat: int, until: float) -> SeatTaps:
        return scan_taps(self._logs[seat].presses, self.opened_at, self.params, until=until)

    def status(self, now: float) -> dict[int, SeatStatus]:
        """Each seat's state at ``now`` for the live screen; never who pressed."""
        return {seat: self._seen(seat, now).status(now) for seat in self.seats}

    def result(self) -> PressResult:
        if not self._closed:
            raise RuntimeError("the ballot is still open: advance() it past closes_at")
        pressed: list[int] = []
        unsure: dict[int, str] = {}
        for seat in self.seats:
            yes, why = press_verdict(self._seen(seat, self.closes_at))
            if yes:
                pressed.append(seat)
            elif why is not None:
                unsure[seat] = why
        return PressResult(tuple(pressed), unsure, self.closes_at)


def as_votes(result: PressResult, seats: Iterable[int], nominee: int) -> BallotResult:
    """A press ballot read as votes, so every vote reads alike: a press is a vote for
    ``nominee``, no press is no vote, and an unsure seat has no vote and its reason
    (``not_counted`` names it)."""
    votes = {seat: nominee if seat in result.pressed else None for seat in seat_tuple(seats)}
    return BallotResult(votes, dict(result.unsure), (), (), result.closed_at)
