"""The game record: one frozen value for one game, as the box saves it.

Like python-chess's ``pgn.Game``, one type with one way out (:meth:`GameRecord.to_json`)
and one way in (:meth:`GameRecord.from_json`). The box builds it as the game goes on
(the deal, each ballot, the result, the reveal, the score), the store writes it as one
line of ``games.jsonl``, and ``nightbox resolve`` and ``nightbox ballot`` read it back.
docs/formats.md shows it with an example. Seats are JSON object keys, so they are
strings in JSON and ints here.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType
from typing import Any

from .errors import InvalidRecord

Vote = int | None


def _frozen(mapping: Mapping[int, Any]) -> Mapping[int, Any]:
    return MappingProxyType(dict(sorted(mapping.items())))


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
                "votes": _out(self.votes), "not_counted": _out(self.not_counted)}

    @classmethod
    def from_json(cls, data: Any, where: str = "ballots[]") -> BallotRecord:
        data = _object(data, where)
        return cls(mode=_text(data.get("mode", "tap"), f"{where}.mode"),
                   params=MappingProxyType(dict(_object(data.get("params", {}),
                                                        f"{where}.params"))),
                   events=tuple(_object(e, f"{where}.events[{i}]")
                                for i, e in enumerate(_list(data.get("events", []),
                                                            f"{where}.events"))),
                   votes=_seats(data.get("votes", {}), f"{where}.votes", _vote),
                   not_counted=_seats(data.get("not_counted", {}), f"{where}.not_counted",
                                      _text))


@dataclass(frozen=True)
class GameRecord:
    """Everything the box knows of one game, filled in as the game goes on."""

    game: int
    deck: tuple[str, ...]
    seats: tuple[int, ...]
    steps: tuple[str, ...] = ()
    seed: int = 0
    #: the Minion rule the game is scored with (RULINGS §4)
    minion_rule: str = "official"
    ballots: tuple[BallotRecord, ...] = ()
    #: the vote that counted (the last ballot's), the deaths it caused
    votes: Mapping[int, Vote] = field(default_factory=dict)
    deaths: tuple[int, ...] = ()
    provisional: bool = False
    false_starts: tuple[int, ...] = ()
    invalid: Mapping[int, str] = field(default_factory=dict)
    not_counted: Mapping[int, str] = field(default_factory=dict)
    #: the cards turned over at the reveal (``"doppelganger:hunter"``), and artifacts
    revealed: Mapping[int, str] = field(default_factory=dict)
    artifacts: Mapping[int, str] = field(default_factory=dict)
    #: after the reveal: the deaths with every card known, who won and why
    final_deaths: tuple[int, ...] | None = None
    winners: tuple[str, ...] = ()
    winning_seats: tuple[int, ...] = ()
    reason: str = ""
    chips: Mapping[int, int] = field(default_factory=dict)
    champion: int | None = None
    #: what went wrong in the box during the game, if anything
    errors: tuple[Mapping[str, str], ...] = ()

    def __post_init__(self) -> None:
        for name in ("votes", "invalid", "not_counted", "revealed", "artifacts", "chips"):
            object.__setattr__(self, name, _frozen(getattr(self, name)))

    def with_(self, **changes: Any) -> GameRecord:
        return replace(self, **changes)

    @property
    def scored(self) -> bool:
        return self.final_deaths is not None

    # -- JSON ---------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The JSON object the store saves (keys as the box has always written them)."""
        out: dict[str, Any] = {
            "game": self.game, "deck": list(self.deck), "seats": list(self.seats),
            "steps": list(self.steps), "seed": self.seed, "minion_rule": self.minion_rule,
            "ballots": [b.to_json() for b in self.ballots],
        }
        if self.ballots:
            out.update(votes=_out(self.votes), deaths=list(self.deaths),
                       provisional=self.provisional, false_starts=list(self.false_starts),
                       invalid=_out(self.invalid), not_counted=_out(self.not_counted))
        if self.revealed:
            out["revealed"] = _out(self.revealed)
        if self.artifacts:
            out["artifacts"] = _out(self.artifacts)
        if self.final_deaths is not None:
            out.update(final_deaths=list(self.final_deaths), winners=list(self.winners),
                       winning_seats=list(self.winning_seats), reason=self.reason,
                       chips=_out(self.chips))
        if self.champion is not None:
            out["champion"] = self.champion
        if self.errors:
            out["errors"] = [dict(e) for e in self.errors]
        return out

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """A record from its JSON object; ``InvalidRecord`` names the first bad key."""
        data = _object(data, "the record")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidRecord(f"not a key of a game record: {unknown[0]!r}")
        final = data.get("final_deaths")
        champion = data.get("champion")
        return cls(
            game=_whole(data.get("game", 0), "game"),
            deck=tuple(_text(c, "deck[]") for c in _list(data.get("deck", []), "deck")),
            seats=tuple(_seat(s, "seats[]") for s in _list(data.get("seats", []), "seats")),
            steps=tuple(_text(s, "steps[]") for s in _list(data.get("steps", []), "steps")),
            seed=_whole(data.get("seed", 0), "seed"),
            minion_rule=_text(data.get("minion_rule", "official"), "minion_rule"),
            ballots=tuple(BallotRecord.from_json(b, f"ballots[{i}]")
                          for i, b in enumerate(_list(data.get("ballots", []), "ballots"))),
            votes=_seats(data.get("votes", {}), "votes", _vote),
            deaths=_seat_list(data.get("deaths", []), "deaths"),
            provisional=_flag(data.get("provisional", False), "provisional"),
            false_starts=_seat_list(data.get("false_starts", []), "false_starts"),
            invalid=_seats(data.get("invalid", {}), "invalid", _text),
            not_counted=_seats(data.get("not_counted", {}), "not_counted", _text),
            revealed=_seats(data.get("revealed", {}), "revealed", _text),
            artifacts=_seats(data.get("artifacts", {}), "artifacts", _text),
            final_deaths=None if final is None else _seat_list(final, "final_deaths"),
            winners=tuple(_text(w, "winners[]") for w in _list(data.get("winners", []),
                                                               "winners")),
            winning_seats=_seat_list(data.get("winning_seats", []), "winning_seats"),
            reason=_text(data.get("reason", ""), "reason", empty=True),
            chips=_seats(data.get("chips", {}), "chips", _whole),
            champion=None if champion is None else _seat(champion, "champion"),
            errors=tuple(_object(e, "errors[]") for e in _list(data.get("errors", []),
                                                               "errors")),
        )


# -- checked reading ------------------------------------------------------------

def _object(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise InvalidRecord(f"{where} must be a JSON object")
    return value


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidRecord(f"{where} must be a list")
    return value


def _text(value: Any, where: str, empty: bool = False) -> str:
    if not isinstance(value, str) or (not empty and not value):
        raise InvalidRecord(f"{where} must be text, not {_show(value)}")
    return value


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidRecord(f"{where} must be true or false, not {_show(value)}")
    return value


def _whole(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**63:
        raise InvalidRecord(f"{where} must be a whole number, not {_show(value)}")
    return value


def _seat(value: Any, where: str) -> int:
    if isinstance(value, str) and value.isdigit() and len(value) <= 2:
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 10:
        raise InvalidRecord(f"{where}: no seat {_show(value)} (seats are 1 to 10)")
    return value


def _vote(value: Any, where: str) -> Vote:
    return None if value is None else _seat(value, where)


def _seat_list(value: Any, where: str) -> tuple[int, ...]:
    return tuple(_seat(s, f"{where}[]") for s in _list(value, where))


def _seats(value: Any, where: str, check: Any) -> Mapping[int, Any]:
    return {_seat(k, f"{where} key"): check(v, f"{where}.{k}")
            for k, v in _object(value, where).items()}


def _out(mapping: Mapping[int, Any]) -> dict[str, Any]:
    return {str(k): v for k, v in mapping.items()}


def _show(value: Any) -> str:
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, int) and abs(value) > 10**40:
        return "a huge number"
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "..."
