"""One ballot as a record: its mode and parameters, the raw events and the votes.

Shared by every game: One Night's record holds one or more, a classic day holds one per
round (the vote, and the revote after a tie).

A record never grows past a bound, whatever the buttons do. A seat keeps at most
``EDGES_PER_SEAT`` raw edges in one ballot (the first ones); past that (a contact
chattering at 200 Hz gives 400 edges a second) the seat's edges are summarised: how many
there were, the first and the last, and the decoder's flags for the seat. All the ballots
of one record keep at most ``RECORD_EDGES`` raw edges together (:func:`within_budget`):
the oldest ballots are summarised first, the last one (the vote that counted) never.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Final

from .ballot import BallotResult
from .record_json import Vote, json_keys, json_list, json_object, seat_map, text, vote, whole
from .seats import MAX_SEATS

#: raw edges kept of one seat in one ballot: the harshest human tapping of a vote of 10
#: gives about 140 (faults.py); a chattering contact gives 400 a second
EDGES_PER_SEAT: Final = 256
#: raw edges kept in all the ballots of one record: every seat of the last ballot at its cap
RECORD_EDGES: Final = MAX_SEATS * EDGES_PER_SEAT
#: the decoder's flags a seat may carry, in the order they are listed
FLAGS: Final = ("noisy", "stuck", "false_start", "invalid")


@dataclass(frozen=True)
class EdgeSummary:
    """A seat's raw edges in one ballot when there were too many to keep: ``count`` in
    all, the ``kept`` first of them still in the events, the ``first`` and ``last``
    (``{"t", "edge"}``)."""

    count: int
    kept: int
    first: Mapping[str, Any]
    last: Mapping[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"count": self.count, "kept": self.kept, "first": dict(self.first),
                "last": dict(self.last)}

    @classmethod
    def from_json(cls, data: Any, where: str) -> EdgeSummary:
        data = json_object(data, where)
        return cls(count=whole(data.get("count", 0), f"{where}.count"),
                   kept=whole(data.get("kept", 0), f"{where}.kept"),
                   first=json_object(data.get("first", {}), f"{where}.first"),
                   last=json_object(data.get("last", {}), f"{where}.last"))


@dataclass(frozen=True)
class BallotRecord:
    """One ballot: its mode and parameters, the raw events (``{"t", "event": "open"}``
    and ``{"t", "seat", "edge"}``) that replay through ``nightbox ballot``, and the votes.

    ``flags`` are the decoder's flags of each flagged seat (``noisy``, ``stuck``,
    ``false_start``, ``invalid``); ``summary`` sums up the edges of each seat that had
    more than the record keeps (its first edges are still in ``events``)."""

    mode: str
    params: Mapping[str, float]
    events: tuple[Mapping[str, Any], ...]
    votes: Mapping[int, Vote]
    not_counted: Mapping[int, str] = field(default_factory=dict)
    flags: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    summary: Mapping[int, EdgeSummary] = field(default_factory=dict)

    @classmethod
    def of(cls, mode: str, params: Mapping[str, float], events: Sequence[Mapping[str, Any]],
           result: BallotResult) -> BallotRecord:
        """The record of a closed ballot, its edges capped (``EDGES_PER_SEAT`` a seat)."""
        marked = {"noisy": result.noisy, "stuck": result.stuck,
                  "false_start": result.false_starts, "invalid": tuple(result.invalid)}
        flags = {seat: tuple(f for f in FLAGS if seat in marked[f])
                 for seat in sorted({s for seats in marked.values() for s in seats})}
        return cls(mode, params, tuple(events), result.votes, result.not_counted(),
                   flags=flags).capped(EDGES_PER_SEAT)

    @property
    def edges_kept(self) -> int:
        """How many raw edges the record keeps (every event but the ``open``)."""
        return sum(1 for e in self.events if "seat" in e)

    def capped(self, per_seat: int) -> BallotRecord:
        """The record keeping at most ``per_seat`` raw edges of each seat (the first
        ones); each seat past it is summarised (an earlier summary's count, first and
        last edge stay)."""
        seen: Counter[int] = Counter()
        first: dict[int, Mapping[str, Any]] = {}
        last: dict[int, Mapping[str, Any]] = {}
        kept: list[Mapping[str, Any]] = []
        for event in self.events:
            seat = event.get("seat")
            if not isinstance(seat, int) or isinstance(seat, bool):
                kept.append(event)
                continue
            seen[seat] += 1
            first.setdefault(seat, event)
            last[seat] = event
            if seen[seat] <= per_seat:
                kept.append(event)
        if len(kept) == len(self.events):
            return self
        summary = dict(self.summary)
        for seat, count in seen.items():
            if count <= per_seat:
                continue
            old = summary.get(seat)
            summary[seat] = EdgeSummary(
                count=old.count if old else count, kept=per_seat,
                first=old.first if old else _edge(first[seat]),
                last=old.last if old else _edge(last[seat]))
        return replace(self, events=tuple(kept), summary=dict(sorted(summary.items())))

    def to_json(self) -> dict[str, Any]:
        out = {"mode": self.mode, "params": dict(self.params),
               "events": [dict(e) for e in self.events],
               "votes": json_keys(self.votes), "not_counted": json_keys(self.not_counted)}
        if self.flags:
            out["flags"] = {str(k): list(v) for k, v in self.flags.items()}
        if self.summary:
            out["summary"] = {str(k): v.to_json() for k, v in self.summary.items()}
        return out

    @classmethod
    def from_json(cls, data: Any, where: str = "ballots[]") -> BallotRecord:
        data = json_object(data, where)
        return cls(mode=text(data.get("mode", "tap"), f"{where}.mode"),
                   params=MappingProxyType(dict(json_object(data.get("params", {}),
                                                        f"{where}.params"))),
                   events=tuple(json_object(e, f"{where}.events[{i}]")
                                for i, e in enumerate(json_list(data.get("events", []),
                                                            f"{where}.events"))),
                   votes=seat_map(data.get("votes", {}), f"{where}.votes", vote),
                   not_counted=seat_map(data.get("not_counted", {}), f"{where}.not_counted",
                                        text),
                   flags=seat_map(data.get("flags", {}), f"{where}.flags", _flags),
                   summary=seat_map(data.get("summary", {}), f"{where}.summary",
                                    EdgeSummary.from_json))


def within_budget(ballots: Sequence[BallotRecord]) -> tuple[BallotRecord, ...]:
    """The ballots of one record keeping ``RECORD_EDGES`` raw edges at most in all: the
    oldest ballots are summarised first; the last keeps its own (``EDGES_PER_SEAT`` a
    seat, ``RECORD_EDGES`` in all)."""
    out = list(ballots)
    total = sum(b.edges_kept for b in out)
    for i in range(len(out) - 1):
        if total <= RECORD_EDGES:
            break
        total -= out[i].edges_kept
        out[i] = out[i].capped(0)
    return tuple(out)


def _edge(event: Mapping[str, Any]) -> dict[str, Any]:
    return {"t": event.get("t"), "edge": event.get("edge")}


def _flags(value: Any, where: str) -> tuple[str, ...]:
    return tuple(text(f, f"{where}[]") for f in json_list(value, where))
