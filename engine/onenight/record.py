"""The game record: one frozen value for one game, as the box saves it.

Like python-chess's ``pgn.Game``, one type with one way out (:meth:`GameRecord.to_json`)
and one way in (:meth:`GameRecord.from_json`). The box builds it as the game goes on
(the deal, each ballot, the result, the reveal, the score), the store writes it as one
line of ``games.jsonl``, and ``nightbox resolve`` and ``nightbox ballot`` read it back.
docs/formats.md shows it with an example. Seats are JSON object keys, so they are
strings in JSON and ints here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from ..ballot_record import BallotRecord
from ..errors import InvalidRecord, UnknownRole
from ..record_json import (
    Vote,
    flag,
    frozen,
    json_keys,
    json_list,
    json_object,
    seat,
    seat_list,
    seat_map,
    text,
    vote,
    whole,
)
from .board import check_held
from .deck import Deck
from .draws import Draws
from .mark import mark
from .reveal import artifact, artifacts_for
from .roles import ROLES, normalize_role_id, role


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
    #: the marks turned over at the reveal (a seat not named holds a Mark of Clarity)
    marks: Mapping[int, str] = field(default_factory=dict)
    #: what the box drew at the deal (the family, the Empath's question), and the team
    #: each Nostradamus chose at night
    draws: Draws = field(default_factory=Draws)
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
        for name in ("votes", "invalid", "not_counted", "revealed", "artifacts", "marks",
                     "chips"):
            object.__setattr__(self, name, frozen(getattr(self, name)))

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
        if self.draws:
            out["draws"] = self.draws.to_json()
        if self.ballots:
            out.update(votes=json_keys(self.votes), deaths=list(self.deaths),
                       provisional=self.provisional, false_starts=list(self.false_starts),
                       invalid=json_keys(self.invalid), not_counted=json_keys(self.not_counted))
        if self.revealed:
            out["revealed"] = json_keys(self.revealed)
        if self.artifacts:
            out["artifacts"] = json_keys(self.artifacts)
        if self.marks:
            out["marks"] = json_keys(self.marks)
        if self.final_deaths is not None:
            out.update(final_deaths=list(self.final_deaths), winners=list(self.winners),
                       winning_seats=list(self.winning_seats), reason=self.reason,
                       chips=json_keys(self.chips))
        if self.champion is not None:
            out["champion"] = self.champion
        if self.errors:
            out["errors"] = [dict(e) for e in self.errors]
        return out

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """A record from its JSON object; ``InvalidRecord`` names the first bad key."""
        data = json_object(data, "the record")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidRecord(f"not a key of a game record: {unknown[0]!r}")
        final = data.get("final_deaths")
        champion = data.get("champion")
        return _consistent(cls(
            game=whole(data.get("game", 0), "game"),
            deck=tuple(text(c, "deck[]") for c in json_list(data.get("deck", []), "deck")),
            seats=tuple(seat(s, "seats[]") for s in json_list(data.get("seats", []), "seats")),
            steps=tuple(text(s, "steps[]") for s in json_list(data.get("steps", []), "steps")),
            seed=whole(data.get("seed", 0), "seed"),
            minion_rule=text(data.get("minion_rule", "official"), "minion_rule"),
            ballots=tuple(BallotRecord.from_json(b, f"ballots[{i}]")
                          for i, b in enumerate(json_list(data.get("ballots", []), "ballots"))),
            votes=seat_map(data.get("votes", {}), "votes", vote),
            deaths=seat_list(data.get("deaths", []), "deaths"),
            provisional=flag(data.get("provisional", False), "provisional"),
            false_starts=seat_list(data.get("false_starts", []), "false_starts"),
            invalid=seat_map(data.get("invalid", {}), "invalid", text),
            not_counted=seat_map(data.get("not_counted", {}), "not_counted", text),
            revealed=seat_map(data.get("revealed", {}), "revealed", text),
            artifacts=seat_map(data.get("artifacts", {}), "artifacts", text),
            marks=seat_map(data.get("marks", {}), "marks", text),
            draws=Draws.from_json(data.get("draws", {})),
            final_deaths=None if final is None else seat_list(final, "final_deaths"),
            winners=tuple(text(w, "winners[]") for w in json_list(data.get("winners", []),
                                                               "winners")),
            winning_seats=seat_list(data.get("winning_seats", []), "winning_seats"),
            reason=text(data.get("reason", ""), "reason", empty=True),
            chips=seat_map(data.get("chips", {}), "chips", whole),
            champion=None if champion is None else seat(champion, "champion"),
            errors=tuple(json_object(e, "errors[]") for e in json_list(data.get("errors", []),
                                                               "errors")),
        ))


def _consistent(record: GameRecord) -> GameRecord:
    """The record, when its parts agree: every seat named is one of ``seats``, every card
    revealed is a card of ``deck``, each artifact on one seat at most (one token of each),
    and artifacts only with a Curator in the deck."""
    if record.seats:
        named = (("votes", tuple(record.votes) + tuple(v for v in record.votes.values() if v)),
                 ("revealed", tuple(record.revealed)), ("artifacts", tuple(record.artifacts)),
                 ("marks", tuple(record.marks)), ("draws.empath.seats", record.draws.empath.seats
                                                  if record.draws.empath else ()),
                 ("deaths", record.deaths), ("final_deaths", record.final_deaths or ()))
        for key, seats in named:
            stray = [s for s in seats if s not in record.seats]
            if stray:
                raise InvalidRecord(f"{key}: seat {stray[0]} is not one of the game's seats "
                                    f"({', '.join(map(str, record.seats))})")
    placed: dict[str, list[int]] = {}
    for s, name in sorted(record.artifacts.items()):
        placed.setdefault(normalize_role_id(name), []).append(s)
    for name, on in placed.items():
        if len(on) > 1:
            raise InvalidRecord(f"artifacts: {name} on seats {', '.join(map(str, on))}: "
                                "there is one token of each artifact")
    if record.deck:
        deck = {normalize_role_id(c) for c in record.deck}
        for s, card in record.revealed.items():
            head = normalize_role_id(card.partition(":")[0])
            try:   # a name no role has: say so, with a "did you mean"
                role(head)
            except UnknownRole as exc:
                raise InvalidRecord(f"revealed.{s}: {exc}") from None
            if head not in deck:
                raise InvalidRecord(f"revealed.{s}: {card!r} is not a card of the deck")
        if record.artifacts and "curator" not in deck:
            raise InvalidRecord("artifacts: there is no Curator in the deck to place them")
        if record.artifacts or record.marks or record.draws:
            _consistent_extras(record, Deck.of(c for c in deck if c in ROLES))
    return record


def _consistent_extras(record: GameRecord, deck: Deck) -> None:
    """The artifacts, marks and draws of ``record`` are ones ``deck`` can have."""
    usable = artifacts_for(deck)
    for s, name in record.artifacts.items():
        try:
            artifact(name)
        except InvalidRecord as exc:
            raise InvalidRecord(f"artifacts.{s}: {exc}") from None
        if normalize_role_id(name) not in usable:
            raise InvalidRecord(f"artifacts.{s}: {name!r} is not an artifact this deck uses "
                                f"(the Mist needs a vampire card, the Alien Artifact an "
                                f"alien card)")
    for s, name in record.marks.items():
        try:
            mark(name)
        except InvalidRecord as exc:
            raise InvalidRecord(f"marks.{s}: {exc}") from None
    try:
        check_held([mark(m) for m in record.marks.values()], deck, len(record.seats))
    except InvalidRecord as exc:
        raise InvalidRecord(f"marks: {exc}") from None
    for key, role_id, value in (("family", "family_man", record.draws.family),
                                ("empath", "empath", record.draws.empath),
                                ("nostradamus", "nostradamus", record.draws.nostradamus)):
        if value and role_id not in deck:
            raise InvalidRecord(f"draws.{key}: there is no {role_id} in the deck")
