"""A ballot record never grows past a bound (issue 34, item 1): a seat keeps its first
``EDGES_PER_SEAT`` raw edges, the rest summed up with the decoder's flags; a record's
ballots keep ``RECORD_EDGES`` in all, the oldest summed up first."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.ballot import BallotResult
from engine.ballot_record import (
    EDGES_PER_SEAT,
    RECORD_EDGES,
    BallotRecord,
    EdgeSummary,
    within_budget,
)
from engine.seats import MAX_SEATS

PARAMS = {"tap_gap": 1.2, "vote_window": 8.0}


def chatter(seat: int, start: float, seconds: float, hz: float = 200) -> list[dict[str, Any]]:
    half = 0.5 / hz
    return [{"t": start + i * half, "seat": seat, "edge": "down" if i % 2 == 0 else "up"}
            for i in range(int(seconds * hz) * 2)]


def taps(seat: int, start: float, n: int) -> list[dict[str, Any]]:
    return [{"t": start + i * 0.3 + d, "seat": seat, "edge": "down" if d == 0 else "up"}
            for i in range(n) for d in (0, 0.1)]


def noisy_ballot(start: float = 100.0) -> BallotRecord:
    """Three seats chattering at 200 Hz for 8 s, two seats voting."""
    events = [{"t": start, "event": "open"}]
    for seat in (1, 2, 3):
        events += chatter(seat, start, 8.0)
    events += taps(4, start + 0.3, 5) + taps(5, start + 0.3, 4)
    events.sort(key=lambda e: (e["t"], e.get("seat", 0)))
    result = BallotResult(votes={1: None, 2: None, 3: None, 4: 5, 5: 4}, invalid={},
                          false_starts=(5,), stuck=(), closed_at=start + 8.0,
                          noisy=(1, 2, 3))
    return BallotRecord.of("tap", PARAMS, events, result)


def test_a_chattering_seat_keeps_its_first_edges_and_a_summary() -> None:
    ballot = noisy_ballot()
    kept = [e for e in ballot.events if e.get("seat") == 2]
    assert kept == chatter(2, 100.0, 8.0)[:EDGES_PER_SEAT]            # the first ones
    assert ballot.summary[2] == EdgeSummary(
        count=3200, kept=EDGES_PER_SEAT, first={"t": 100.0, "edge": "down"},
        last={"t": 100.0 + 3199 * 0.0025, "edge": "up"})
    assert set(ballot.summary) == {1, 2, 3}                           # the voters are whole
    assert [e for e in ballot.events if e.get("seat") == 4] == taps(4, 100.3, 5)
    assert ballot.flags == {1: ("noisy",), 2: ("noisy",), 3: ("noisy",), 5: ("false_start",)}
    assert ballot.events[0] == {"t": 100.0, "event": "open"}
    assert ballot.not_counted == {1: "noisy button", 2: "noisy button", 3: "noisy button"}


def test_the_summary_and_flags_read_back() -> None:
    ballot = noisy_ballot()
    assert BallotRecord.from_json(ballot.to_json()) == ballot
    plain = BallotRecord.of("tap", PARAMS, [{"t": 1.0, "event": "open"}, *taps(4, 1.5, 2)],
                            BallotResult({4: 2}, {}, (), (), 3.0))
    assert "summary" not in plain.to_json() and "flags" not in plain.to_json()


def test_a_record_keeps_the_last_ballots_edges_and_sums_up_the_oldest() -> None:
    ballots = within_budget([noisy_ballot(100.0 + 20 * n) for n in range(12)])
    assert sum(b.edges_kept for b in ballots) <= RECORD_EDGES
    assert ballots[-1] == noisy_ballot(100.0 + 20 * 11)                 # the vote that counted
    assert ballots[0].edges_kept == 0 and ballots[0].summary[4].count == 10
    first = noisy_ballot(100.0).summary[1]                           # its count and ends stay
    assert ballots[0].summary[1] == EdgeSummary(first.count, 0, first.first, first.last)
    assert within_budget(ballots) == ballots


def test_the_last_ballot_fits_the_record_whatever_every_seat_does() -> None:
    assert MAX_SEATS * EDGES_PER_SEAT <= RECORD_EDGES
    events = [{"t": 0.0, "event": "open"}]
    for seat in range(1, MAX_SEATS + 1):
        events += chatter(seat, 0.0, 30.0)
    result = BallotResult(dict.fromkeys(range(1, MAX_SEATS + 1)), {}, (), (), 30.0,
                          noisy=tuple(range(1, MAX_SEATS + 1)))
    ballot = BallotRecord.of("tap", PARAMS, events, result)
    assert within_budget([ballot]) == (ballot,)
    assert ballot.edges_kept == MAX_SEATS * EDGES_PER_SEAT


def test_the_format_page_gives_the_bounds() -> None:
    page = (Path(__file__).resolve().parents[2] / "docs" / "formats.md").read_text()
    assert f"first {EDGES_PER_SEAT} raw edges of each seat" in page
    assert f"keep {RECORD_EDGES:,} raw edges at most" in page
