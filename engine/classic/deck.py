"""A classic deck: one card per player, 5 to 10 players, with its balance figure.

Rules (our rulings): at least one Werewolf or Wolf Cub; at most one of each role except
Villagers (any number), Werewolves (up to three) and Masons (none, two or three). A deck
the wolves would win at the deal (as many wolves as everyone else) is refused too.
``balance`` is the sum of the rulebook's village impact values: aim near zero.
"""

from __future__ import annotations

from ..deck import RoleDeck, RoleTable
from ..errors import InvalidDeck
from .roles import CLASSIC_ROLE_IDS, CLASSIC_ROLES, classic_role

MIN_PLAYERS = 5
MAX_PLAYERS = 10


class ClassicDeck(RoleDeck):
    """The cards dealt, one per player, in role-table order (``ClassicDeck.parse``)."""

    table = RoleTable(CLASSIC_ROLE_IDS, lambda name: classic_role(name).id)

    @property
    def balance(self) -> int:
        """The sum of the village impact values (positive favours the village)."""
        return sum(CLASSIC_ROLES[r].impact for r in self.cards)

    @property
    def wolves(self) -> int:
        """How many wolf cards the deck holds (Werewolves and the Wolf Cub)."""
        return sum(1 for r in self.cards if CLASSIC_ROLES[r].wolf)


def deck_problems(deck: ClassicDeck) -> tuple[str, ...]:
    """Every rule the deck breaks, as one-line messages (empty: the deck is good)."""
    problems: list[str] = []
    n = len(deck)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        problems.append(f"a classic game takes {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                        f"one card each; this deck has {n} cards")
    if deck.wolves == 0:
        problems.append("the deck needs at least one werewolf or wolf_cub")
    for role_id, count in deck.counts().items():
        role = CLASSIC_ROLES[role_id]
        if role_id == "mason" and count == 1:
            problems.append("masons come as two or three, never one")
        elif count > role.max_count:
            problems.append(f"at most {role.max_count} {role_id} card"
                            f"{'s' if role.max_count > 1 else ''}, not {count}")
    if deck.wolves and deck.wolves >= n - deck.wolves:
        problems.append(f"{deck.wolves} wolves against {n - deck.wolves} other players: "
                        "the wolves would win at the deal")
    return tuple(problems)


def check_classic_deck(deck: ClassicDeck) -> ClassicDeck:
    """``deck`` if it keeps every rule, else :class:`InvalidDeck` with the first problem."""
    problems = deck_problems(deck)
    if problems:
        raise InvalidDeck(problems[0])
    return deck
