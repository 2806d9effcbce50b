"""``nightbox ballot FILE|- --mode tap|sweep --seats N``: recorded button edges in, votes out.

Input is JSON lines: one ``{"t": 0.0, "event": "open"}`` (the onset of "VOTE!")
and edges such as ``{"t": 0.21, "seat": 3, "edge": "down"}``. Bad input names the
file, line and key. docs/formats.md has the format with examples.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable
from typing import Any

from engine.ballot import Ballot, ButtonEvent, Edge, decode
from engine.ballot_params import SweepParams, TapParams, VoteMode
from engine.ballot_sweep import SweepBallot
from engine.ballot_tap import TapBallot
from engine.errors import did_you_mean
from engine.seats import MAX_SEATS, InvalidSeat, parse_seat

from device.cli.errors import BadOption
from device.core.setting_table import ROWS
from device.store import reading

from .numbers import decimal, whole
from .resolve_cmd import read_text

OPEN_KEYS = ("t", "event")
EDGE_KEYS = ("t", "seat", "edge")
#: flag -> (params field, type, modes it applies to)
PARAM_FLAGS: dict[str, tuple[str, Callable[[str], Any], tuple[VoteMode, ...]]] = {
    "--tap-gap": ("tap_gap", decimal, (VoteMode.TAP,)),
    "--vote-window": ("vote_window", decimal, (VoteMode.TAP,)),
    "--min-gap": ("min_gap", decimal, (VoteMode.TAP, VoteMode.SWEEP)),
    "--min-press": ("min_press", decimal, (VoteMode.TAP, VoteMode.SWEEP)),
    "--dwell": ("dwell", decimal, (VoteMode.SWEEP,)),
    "--laps": ("laps", whole, (VoteMode.SWEEP,)),
    "--grace": ("grace", decimal, (VoteMode.SWEEP,)),
    "--stuck-after": ("stuck_after", decimal, (VoteMode.TAP, VoteMode.SWEEP)),
    "--lead": ("lead", decimal, (VoteMode.TAP,)),
}

EPILOG = """\
input: JSON lines, one open line at the onset of "VOTE!" and the seats' edges:
  {"t": 10.0, "event": "open"}
  {"t": 10.31, "seat": 3, "edge": "down"}
  {"t": 10.39, "seat": 3, "edge": "up"}
output: one JSON object: votes (seat -> seat or null), invalid (seat -> reason),
  false_starts, noisy, stuck (seat lists), not_counted (seat -> why), closed_at.
In tap mode a seat's first tap may come --lead seconds before the open; a burst
that starts earlier never counts (docs/formats.md).
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("file", metavar="FILE|-", help="JSON lines of button edges; - reads stdin")
    parser.add_argument("--mode", choices=[m.value for m in VoteMode], default=VoteMode.TAP.value,
                        help="tap: each seat taps the number it votes for (default); sweep: "
                             "a press while the light is on the seat voted for")
    parser.add_argument("--seats", type=whole, required=True,
                        help=f"seats taking part: 1 to N (N up to {MAX_SEATS})")
    for flag, (name, kind, modes) in PARAM_FLAGS.items():
        default = getattr(TapParams() if VoteMode.TAP in modes else SweepParams(), name)
        parser.add_argument(flag, dest=name, type=kind, default=None, metavar="N",
                            help=f"{'/'.join(m.value for m in modes)} mode (default {default})")


def _params(args: argparse.Namespace, mode: VoteMode) -> TapParams | SweepParams:
    for flag, (name, _, modes) in PARAM_FLAGS.items():
        if mode not in modes and getattr(args, name) is not None:
            raise BadOption(f"{flag} is a {'/'.join(m.value for m in modes)} mode setting; "
                            f"it does not apply to --mode {mode.value}")
    given = {name: getattr(args, name) for name, _, modes in PARAM_FLAGS.values()
             if mode in modes and getattr(args, name) is not None}
    params = TapParams(**given) if mode is VoteMode.TAP else SweepParams(**given)
    for flag, (name, _, _) in PARAM_FLAGS.items():   # then the box's own ranges
        row = ROWS[name]
        value = given.get(name)
        if value is not None and not row.lo <= value <= row.hi:
            raise BadOption(f"{flag} {value:g}: allowed {row.lo:g} to {row.hi:g} "
                            f"(the range of the box's {row.label!r} setting)")
    return params


class EventFile:
    """Reads the JSON lines, naming the file, line and key of any problem."""

    def __init__(self, name: str, seats: int) -> None:
        self.name = name
        self.seats = seats
        self.opened_at: float | None = None
        self.open_line = 0
        self.events: list[ButtonEvent] = []
        self._last: dict[int, float] = {}

    def bad(self, lineno: int, key: str | None, message: str) -> reading.BadFile:
        where = f", key {key!r}" if key else ""
        return reading.BadFile(f"{self.name}, line {lineno}{where}: {message}")

    def read(self, text: str) -> None:
        if not text.strip():
            raise reading.BadFile(f'{self.name}: empty, so no open line such as '
                                  '{"t": 0.0, "event": "open"}')
        for lineno, line in enumerate(text.splitlines(), start=1):
            if line.strip():
                self._line(lineno, line)
        if self.opened_at is None:
            raise reading.BadFile(f'{self.name}: no open line such as '
                                  '{"t": 0.0, "event": "open"}')

    def _line(self, lineno: int, line: str) -> None:
        try:
            row: Any = reading.parse_json(line, f"{self.name}, line {lineno}")
        except reading.BadFile as exc:
            raise self.bad(lineno, None, str(exc).split(": ", 1)[1]) from None
        if not isinstance(row, dict):
            raise self.bad(lineno, None, f"expected a JSON object, not {line.strip()[:40]}")
        allowed = OPEN_KEYS if "event" in row else EDGE_KEYS
        for key in row:
            if key not in allowed:
                hint = did_you_mean(key, allowed) or "; use " + ", ".join(allowed)
                raise self.bad(lineno, key, f"unknown key{hint}")
        for key in allowed:
            if key not in row:
                raise self.bad(lineno, key, "missing")
        t = self._time(lineno, row["t"])
        if "event" in row:
            self._open(lineno, row["event"], t)
        else:
            self._edge(lineno, row, t)

    def _time(self, lineno: int, value: Any) -> float:
        if (isinstance(value, bool) or not isinstance(value, (int, float))
                or not math.isfinite(value)):
            raise self.bad(lineno, "t", f"a time in seconds, not {json.dumps(value)}")
        if value < 0:
            raise self.bad(lineno, "t", f"negative time {value}")
        return float(value)

    def _open(self, lineno: int, value: Any, t: float) -> None:
        if value != "open":
            raise self.bad(lineno, "event", f"the only event is \"open\", not {json.dumps(value)}")
        if self.opened_at is not None:
            raise self.bad(lineno, "event",
                           f"a second open line (the first is line {self.open_line})")
        self.opened_at, self.open_line = t, lineno

    def _edge(self, lineno: int, row: dict[str, Any], t: float) -> None:
        try:
            seat = parse_seat(row["seat"], self.seats)
        except InvalidSeat as exc:
            raise self.bad(lineno, "seat", str(exc)) from None
        edge = row["edge"]
        names = [e.value for e in Edge]
        if not isinstance(edge, str) or edge.lower() not in names:
            hint = did_you_mean(str(edge).lower(), names) or "; use down or up"
            raise self.bad(lineno, "edge", f"unknown edge {json.dumps(edge)}{hint}")
        if t < self._last.get(seat, -math.inf):
            raise self.bad(lineno, "t", f"seat {seat} goes back in time "
                                        f"({t:g} s after {self._last[seat]:g} s)")
        self._last[seat] = t
        self.events.append(ButtonEvent(t, seat, Edge(edge.lower())))


def run(args: argparse.Namespace) -> int:
    if not 1 <= args.seats <= MAX_SEATS:
        raise BadOption(f"--seats must be 1 to {MAX_SEATS}, not {args.seats}")
    mode = VoteMode(args.mode)
    params = _params(args, mode)
    name, text = read_text(args.file)
    recorded = EventFile(name, args.seats)
    recorded.read(text)
    assert recorded.opened_at is not None
    seats = range(1, args.seats + 1)
    ballot: Ballot
    if isinstance(params, TapParams):
        ballot = TapBallot(seats, recorded.opened_at, params)
    else:
        ballot = SweepBallot(seats, recorded.opened_at, params)
    result = decode(ballot, recorded.events)
    out = {
        "votes": {str(seat): vote for seat, vote in result.votes.items()},
        "invalid": {str(seat): reason for seat, reason in result.invalid.items()},
        "false_starts": list(result.false_starts),
        "noisy": list(result.noisy),
        "stuck": list(result.stuck),
        "not_counted": {str(seat): why for seat, why in result.not_counted().items()},
        "closed_at": round(result.closed_at, 6),
    }
    print(json.dumps(out))
    return 0
