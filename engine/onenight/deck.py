"""Decks and the deck rules of RULINGS §1.1.

Checking a deck is separate from using it: :func:`check_deck` returns every
problem as a value, and :meth:`DeckCheck.raise_for_errors` turns errors into
:class:`~engine.errors.InvalidDeck` when a caller wants to stop.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..deck import RoleDeck, RoleTable
from ..errors import InvalidDeck
from ..values import Choice
from . import MAX_PLAYERS, MIN_PLAYERS
from .roles import CARD_MOVERS, ROLE_IDS, ROLES, role

CENTER_CARDS = 3


class Deck(RoleDeck):
    """One Night's cards in play, as role ids in wake-table order (copies repeated):
    ``Deck.parse("werewolf*2,seer")``."""

    table = RoleTable(ROLE_IDS, lambda name: role(name).id)

    @property
    def extra_cards(self) -> int:
        """Cards beyond one per player: 3 in the center, +1 with the Alpha Wolf."""
        return CENTER_CARDS + (1 if "alpha_wolf" in self.cards else 0)

    @property
    def default_players(self) -> int:
        """The player count this deck is made for."""
        return len(self.cards) - self.extra_cards


def cards_needed(players: int, alpha_wolf: bool = False) -> int:
    """Cards a deck must hold for ``players`` (RULINGS §1.1)."""
    return players + CENTER_CARDS + (1 if alpha_wolf else 0)


class Severity(Choice):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True)
class DeckIssue:
    """One problem with a deck. ``role`` is ``None`` for whole-deck problems."""

    code: str
    severity: Severity
    role: str | None
    count: int
    message: str

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class DeckCheck:
    """Every error and warning found in a deck, for a player count."""

    deck: Deck
    players: int
    errors: tuple[DeckIssue, ...]
    warnings: tuple[DeckIssue, ...]

    @property
    def ok(self) -> bool:
        return not self.errors

    def raise_for_errors(self) -> None:
        """Raise :class:`InvalidDeck` naming every error, on one line (``2 problems:
        1) ...; 2) ...``)."""
        if len(self.errors) == 1:
            raise InvalidDeck(self.errors[0].message)
        if self.errors:
            listed = "; ".join(f"{n}) {issue.message}" for n, issue in enumerate(self.errors, 1))
            raise InvalidDeck(f"{len(self.errors)} problems: {listed}")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def check_deck(deck: Deck, players: int | None = None) -> DeckCheck:
    """Check ``deck`` against the deck rules; ``players`` defaults to what it fits."""
    counted = players is None
    if players is None:
        players = deck.default_players
    errors: list[DeckIssue] = []
    warnings: list[DeckIssue] = []

    def error(code: str, role_id: str | None, count: int, message: str) -> None:
        errors.append(DeckIssue(code, Severity.ERROR, role_id, count, message))

    def warn(code: str, role_id: str | None, count: int, message: str) -> None:
        warnings.append(DeckIssue(code, Severity.WARNING, role_id, count, message))

    if counted and not MIN_PLAYERS <= players <= MAX_PLAYERS:
        # the players come from the cards: say what is wrong with the cards
        fewest, most = (cards_needed(n, "alpha_wolf" in deck) for n in (MIN_PLAYERS, MAX_PLAYERS))
        rule = "players + 4 with the Alpha Wolf" if "alpha_wolf" in deck else "players + 3"
        error("card_count", None, len(deck),
              f"{_plural(len(deck), 'card')}: a deck has {fewest} to {most} ({rule}, "
              f"for {MIN_PLAYERS} to {MAX_PLAYERS} players)")
    elif not MIN_PLAYERS <= players <= MAX_PLAYERS:
        error("players", None, players,
              f"{players} players: allowed {MIN_PLAYERS} to {MAX_PLAYERS}")

    counts = deck.counts()
    for role_id, n in counts.items():
        limit = ROLES[role_id].max_count
        if role_id == "mason" and n != 2:
            error("mason_pair", role_id, n,
                  f"mason: {_plural(n, 'card')}; Masons come as a pair (0 or 2)")
        elif n > limit:
            error("too_many", role_id, n,
                  f"{role_id}: {_plural(n, 'card')}; at most {limit} in a deck")

    need = cards_needed(players, "alpha_wolf" in deck)
    if len(deck) != need:
        rule = "players + 4 with the Alpha Wolf" if "alpha_wolf" in deck else "players + 3"
        error("card_count", None, len(deck),
              f"{_plural(len(deck), 'card')} for {players} players; "
              f"the deck needs {need} ({rule})")

    wolves = [r for r in deck.cards if ROLES[r].wolf]
    if "alpha_wolf" in deck and len(wolves) < 2:
        error("alpha_needs_wolf", "alpha_wolf", counts["alpha_wolf"],
              "alpha_wolf: 1 card and no other wolf card; "
              "add a werewolf to be the center werewolf card")

    if "insomniac" in deck and not CARD_MOVERS & deck.roles:
        warn("insomniac_no_mover", "insomniac", counts["insomniac"],
             "insomniac: 1 card and no card that moves cards ("
             + ", ".join(sorted(CARD_MOVERS)) + "); their card never changes")
    if "bodyguard" in deck and players < 5:
        warn("bodyguard_few_players", "bodyguard", counts["bodyguard"],
             f"bodyguard: 1 card with {players} players; it works best with 5 or more")
    if not any(ROLES[r].monster for r in deck.cards):
        warn("no_wolf", None, 0,
             "0 wolf cards: no werewolf can be in play, so only the village "
             "and the Tanner can win")

    return DeckCheck(deck, players, tuple(errors), tuple(warnings))
