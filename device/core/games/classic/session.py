"""One classic game under way: the seats, the deck, the engine's state and the phases
played so far, which make the CLASSIC §5 record saved as each phase ends."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.classic.deck import ClassicDeck
from engine.classic.entries import DayEntries, Nomination
from engine.classic.options import Fun, VoteKind
from engine.classic.record import resolve_classic
from engine.classic.record_write import classic_record
from engine.classic.state import ClassicGame, ClassicOptions, Deal
from engine.classic.variable import draw
from engine.classic.vote import TieRule

from device.core import effects as fx
from device.core.games.classic.rules import ClassicRules
from device.core.machine import Kept
from device.core.settings import Settings

if TYPE_CHECKING:
    from engine.ballot_record import BallotRecord


def options_of(settings: Settings) -> ClassicOptions:
    rules = settings.of(ClassicRules)
    return ClassicOptions(TieRule(rules.classic_tie), rules.reveal,
                          vote=VoteKind(rules.classic_vote), alternates=rules.alternates,
                          daily_changes=rules.daily_changes,
                          alternating=rules.classic_alternating,
                          banning=rules.classic_banning,
                          fun=None if rules.classic_fun == "off" else Fun(rules.classic_fun))


@dataclass
class ClassicSession:
    """``game`` is ``None`` until night 1 has registered every role."""

    seats: tuple[int, ...]
    deck: ClassicDeck
    options: ClassicOptions
    game: ClassicGame | None = None
    phases: list[dict[str, Any]] = field(default_factory=list)
    #: every ballot of the game, raw edges and all (the transcript has them too)
    ballots: list[BallotRecord] = field(default_factory=list)
    #: today's nominate rounds so far, and the discussion time left while one is voted
    nominations: list[Nomination] = field(default_factory=list)
    day_left: float | None = None
    #: on a day with two lynchings, the day's first vote, while the second is held
    first_vote: DayEntries | None = None
    #: what the deal adds beside the cards: the Drunk's role drawn, the secret Idiot (the
    #: Amulet's holder is found at the roll call)
    deal: Deal = field(default_factory=Deal)
    #: today's entries before its vote: the player banned, the Mayor elected (the
    #: morning's asks; the lynch adds them to the day's)
    morning: DayEntries = field(default_factory=DayEntries)

    def fault(self, state: str, error: str) -> Kept:
        """A state failed: the phases played so far stay saved as the game under way,
        and the menu offers to go on from the start of the phase."""
        if not self.phases:
            return Kept(effects=(fx.SaveCurrent(None),))
        record = self.record()
        return Kept(effects=(fx.SaveCurrent(record),), resume=record)

    @property
    def night(self) -> int:
        return self.game.phase.number if self.game is not None else 1

    @property
    def called(self) -> ClassicDeck:
        """The cards the night calls: those dealt, and with variable roles those the deal
        set aside as well (but the Villagers), so that nobody learns what was discarded
        (the rulebook)."""
        variable, seed = self.options.variable, self.options.seed
        if variable is None or seed is None:
            return self.deck
        return ClassicDeck.of([*self.deck.cards,
                               *(c for c in draw(variable, seed)[1] if c != "villager")])

    @property
    def alive(self) -> frozenset[int]:
        return self.game.alive if self.game is not None else frozenset(self.seats)

    def stopped(self) -> tuple[fx.Effect, ...]:
        """The box stops: the phases are saved as each ends (current.json), so nothing."""
        return ()

    def record(self) -> dict[str, Any]:
        """The CLASSIC §5 record of the phases played (``nightbox resolve`` reads it),
        written by the engine (:func:`engine.classic.record_write.classic_record`)."""
        arrived = {int(s) for p in self.phases for s in p.get("arrivals", {})}
        players = {s: r for s, r in self.game.players.items() if s not in arrived} \
            if self.game is not None else {}   # as dealt: the arrivals are the days'
        deal = self.game.deal if self.game is not None else self.deal
        return classic_record(players, self.options, self.phases, deal)

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> ClassicSession:
        """The game a saved record reached; ``InvalidRecord`` if it does not resolve."""
        game = resolve_classic(dict(data)).game
        deck = ClassicDeck.of([*game.players.values(), *game.deal.extra_cards()])
        return cls(tuple(sorted(game.players)), deck, game.options, game,
                   [dict(p) for p in data.get("phases", [])], deal=game.deal)
