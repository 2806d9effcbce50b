"""One ballot as a record: its mode and parameters, the raw events and the votes.

Shared by every game: One Night's record holds one or more, a classic day holds one per
round (the vote, and the revote after a tie).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .record_json import Vote, json_keys, json_list, json_object, seat_map, text, vote


@dataclass(frozen=True)
class BallotRecord:
    """One ballot: its mode and parameters, the raw events (``{"t", "event": "open"}``
    and ``{"t", "seat", "edge"}``) that replay through ``nightbox ballot``, and the votes."""

    mode: str
    params: Mapping[str, float]
    events: tuple[Mapping[str, Any], ...]
    votes: Mapping[int, Vote]
    not_counted: Mapping[int, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"mode": self.mode, "params": dict(self.params),
                "events": [dict(e) for e in self.events],
                "votes": json_keys(self.votes), "not_counted": json_keys(self.not_counted)}

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
                                      text))
