"""A classic deck: a card per player, 5 to 68 players, and the extra cards some roles
bring (the Amulet of Protection; with its alternate, the card Cupid plays after night 1),
with its balance figure. The Drunk's role is no card of the deck: it is drawn at the deal
from the roles the deck does not hold (:func:`drunk_pool`).

Rules (the rulebook, and our rulings): at least one wolf or vampire (none, and no Seer,
for the Moderator's "no werewolves" game); at most the rulebook's count of each role
(``ClassicRole.max_count``); Masons none, two or three. A deck the wolves would win at the
deal (as many wolves as everyone else) is refused, unless every card is a Werewolf (the
"all werewolves" game). ``balance`` is the sum of the rulebook's village impact values,
every card counted: aim near zero.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..deck import RoleDeck, RoleTable
from ..errors import InvalidDeck
from .options import ClassicOptions, Deal, Fun
from .roles import CLASSIC_ROLE_IDS, CLASSIC_ROLES, MOST_PLAYERS, classic_role

MIN_PLAYERS = 5
MAX_PLAYERS = MOST_PLAYERS
#: an alternate that does away with its role's card
NO_CARD = {"idiot_secret": "idiot", "ghost_first_dead": "ghost", "mayor_elected": "mayor",
           "minion_chosen": "minion"}


class ClassicDeck(RoleDeck):
    """The cards in play, in role-table order (``ClassicDeck.parse``): a card per player,
    and the extra cards (:func:`extra_count`)."""

    table = RoleTable(CLASSIC_ROLE_IDS, lambda name: classic_role(name).id)

    @property
    def balance(self) -> int:
        """The sum of the village impact values (positive favours the village)."""
        return sum(CLASSIC_ROLES[r].impact for r in self.cards)

    @property
    def wolves(self) -> int:
        """How many wolf cards the deck holds (Werewolves, the Wolf Cub, the Lone Wolf)."""
        return sum(1 for r in self.cards if CLASSIC_ROLES[r].wolf)

    @property
    def vampires(self) -> int:
        return self.count("vampire")


def extra_count(deck: ClassicDeck, options: ClassicOptions | None = None) -> int:
    """How many cards of ``deck`` go to no seat of their own: the Amulet (its holder plays
    the card left over) and Cupid's card (its alternate)."""
    options = options or ClassicOptions()
    return ("amulet" in deck) + ("cupid" in deck and options.has("cupid_card"))


def drunk_pool(deck: ClassicDeck, options: ClassicOptions | None = None) -> tuple[str, ...]:
    """The roles the Drunk's may be drawn from: a Werewolf, a Villager, and every role the
    deck does not hold that one player can hold alone (the rulebook mixes "a Werewolf, a
    Villager, and most or all of the other special roles")."""
    options = options or ClassicOptions()
    alone = {"mason", "amulet", "drunk", *(r for a, r in NO_CARD.items() if options.has(a))}
    return tuple(r for r in CLASSIC_ROLE_IDS if r in ("werewolf", "villager")
                 or (r not in deck and r not in alone))


def players_of(deck: ClassicDeck, options: ClassicOptions | None = None) -> int:
    """How many players ``deck`` seats."""
    return len(deck) - extra_count(deck, options)


def deck_problems(deck: ClassicDeck, options: ClassicOptions | None = None
                  ) -> tuple[str, ...]:
    """Every rule the deck breaks under ``options``, as one-line messages (empty: good)."""
    options = options or ClassicOptions()
    problems: list[str] = list(options.problems())
    n = players_of(deck, options)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        extra = extra_count(deck, options)
        problems.append(f"a classic game takes {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                        f"one card each; this deck seats {n}"
                        + (f" ({len(deck)} cards, {extra} of them extra)" if extra else ""))
    killers = deck.wolves + deck.vampires
    if options.fun is Fun.NO_WEREWOLVES:
        if killers or "seer" in deck:
            problems.append("the 'no werewolves' game deals no wolf, vampire or seer")
    elif killers == 0:
        problems.append("the deck needs at least one werewolf, wolf_cub, lone_wolf or vampire")
    for role_id, count in deck.counts().items():
        role = CLASSIC_ROLES[role_id]
        if role_id == "mason" and count == 1:
            problems.append("masons come as two or three, never one")
        elif count > role.max_count:
            problems.append(f"at most {role.max_count} {role_id} card"
                            f"{'s' if role.max_count > 1 else ''}, not {count}")
    for name, role_id in NO_CARD.items():
        if options.has(name) and role_id in deck:
            problems.append(f"with the alternate {name}, no {role_id} card is dealt")
    if options.fun is Fun.ALL_WEREWOLVES:
        if deck.count("werewolf") != len(deck):
            problems.append("the 'all werewolves' game deals a werewolf to every player")
    elif deck.wolves and deck.wolves >= n - deck.wolves:
        problems.append(f"{deck.wolves} wolves against {n - deck.wolves} other players: "
                        "the wolves would win at the deal")
    return tuple(problems)


def deal_problems(players: Mapping[int, str], options: ClassicOptions, deal: Deal
                  ) -> tuple[str, ...]:
    """The deal's seats are in the game, and each extra card or drawn role goes with its
    role's card and alternate: the Amulet's holder, the Drunk's role (from its pool),
    Cupid's card (``cupid_card``), the secret Idiot (``idiot_secret``)."""
    cards = set(players.values())
    problems = [f"deal.{key}: there is no seat {where} in this game"
                for key, where in (("amulet", deal.amulet), ("idiot", deal.idiot))
                if where is not None and where not in players]
    if (deal.drunk is None) == ("drunk" in cards):
        problems.append("deal.drunk: the Drunk is dealt; name the role drawn for it"
                        if "drunk" in cards else "deal.drunk: there is no drunk in this game")
    deck = ClassicDeck.of([*players.values(), *deal.extra_cards()])
    if deal.drunk is not None and deal.drunk not in drunk_pool(deck, options):
        problems.append(f"deal.drunk: {deal.drunk} is not a role the Drunk can draw: a "
                        "werewolf, a villager, or a role the deck does not hold")
    extra_card = "cupid" in cards and options.has("cupid_card")
    if (deal.cupid is None) == extra_card:
        problems.append("deal.cupid: with the alternate cupid_card, name the card Cupid plays "
                        "after night 1" if extra_card else
                        "deal.cupid: Cupid plays an extra card only with the alternate "
                        "cupid_card")
    secret = options.has("idiot_secret")
    if (deal.idiot is None) == secret:
        problems.append("deal.idiot: with the alternate idiot_secret, name the seat made the "
                        "Idiot" if secret else
                        "deal.idiot: a seat is made the Idiot only with the alternate "
                        "idiot_secret")
    return tuple(problems)


def check_classic_deck(deck: ClassicDeck, options: ClassicOptions | None = None
                       ) -> ClassicDeck:
    """``deck`` if it keeps every rule, else :class:`InvalidDeck` with the first problem."""
    problems = deck_problems(deck, options)
    if problems:
        raise InvalidDeck(problems[0])
    return deck
