"""The rulebook's variants as one frozen value, :class:`ClassicOptions`, and what a deal
adds beside the seats' cards, :class:`Deal` (docs/classic.md §6, CLASSIC §5's record).

Every variant is off by default, so a game is the rulebook's basic one with CLASSIC's
rulings; a record names the ones it played with (``"options": {"vote": "secret",
"alternates": ["witch_one"], "seed": 7, ...}``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..values import Choice, Team
from .vote import TieRule

Seat = int


class Reveal(Choice):
    """What the village learns of the dead (the rulebook's "Role revealing")."""

    FULL = "full"  #: the role card is shown
    WOLF = "wolf"  #: only "a Werewolf" or "not a Werewolf"
    TEAM = "team"  #: only the team (village, werewolf, vampire, cult...)
    NONE = "none"  #: nothing but the death


class VoteKind(Choice):
    """How the village nominates and votes (the rulebook's "Nominating and voting")."""

    NOMINATE = "nominate"  #: nominate and second, then thumbs: more than half lynches
    POINT = "point"  #: "1, 2, 3, POINT!": the most fingers; a tie, one revote
    PAIR = "pair"  #: two-player nominations: the first two seconded; a tie lynches both
    ELIMINATION = "elimination"  #: the process of elimination: the last hand up
    SECRET = "secret"  #: a secret ballot: the most names; a tie, a revote; tied again, all


class Fun(Choice):
    """The Moderator's two fun variants."""

    #: no Werewolves and no Seer are dealt; the Moderator calls them and picks the victims
    NO_WEREWOLVES = "no_werewolves"
    #: every card is a Werewolf: the game is over when they first open their eyes
    ALL_WEREWOLVES = "all_werewolves"


@dataclass(frozen=True)
class Variable:
    """Variable roles and werewolves: ``cards`` mixed with ``villagers`` Villagers, and as
    many cards as Villagers added discarded at random (the record's seed draws them)."""

    cards: tuple[str, ...]
    villagers: int


@dataclass(frozen=True)
class ClassicOptions:
    """``tie``: what a second tied point vote does; ``reveal``: what the village learns of
    the dead (a :class:`Reveal` value); ``vote``: the day's vote (``None``: each day's
    entries say, as records before the variants were written); ``alternates``: the
    roles' alternates in play (:mod:`engine.classic.alternates`); ``seed``: draws the
    variable roles' discards and rolls the daily dice; ``daily_changes``: two dice each
    night choose the next day's variant; ``alternating``: a day ends only with a lynch (the
    Moderator moves on to another village meanwhile); ``banning``: each day may ban a
    player to another village, and players may arrive from one; ``fun``: a Moderator's
    fun variant; ``minion_side``: the team the Minion serves (the Vampires', in the
    rulebook's Village of the Vampires)."""

    tie: TieRule = TieRule.NOBODY
    reveal: str = Reveal.FULL.value
    vote: VoteKind | None = None
    alternates: frozenset[str] = frozenset()
    seed: int | None = None
    variable: Variable | None = None
    daily_changes: bool = False
    alternating: bool = False
    banning: bool = False
    fun: Fun | None = None
    minion_side: Team = Team.WEREWOLF

    def has(self, alternate: str) -> bool:
        """The alternate ``alternate`` is in play."""
        return alternate in self.alternates

    @property
    def full_reveal(self) -> bool:
        """Roles are shown on death (the Diseased's and the Lycan's rules read it)."""
        return self.reveal == Reveal.FULL.value

    def problems(self) -> tuple[str, ...]:
        """The options that cannot go together, each as ``key: why`` (empty: none)."""
        if self.has("priest_learns") and self.full_reveal:
            why = "priest_learns is for games that do not reveal roles; reveal is full"
            return (f"alternates: {why}",)
        return ()


@dataclass(frozen=True)
class Deal:
    """What the deal adds beside each seat's card: the seat dealt the Amulet of Protection
    (it holds the card left over as its role), the role drawn for the Drunk, the card
    Cupid plays after night 1 (its alternate), and the seat the Moderator made the Idiot
    (its alternate)."""

    amulet: Seat | None = None
    drunk: str | None = None
    cupid: str | None = None
    idiot: Seat | None = None

    def extra_cards(self) -> tuple[str, ...]:
        """The cards of the deck no seat shows as its own: the Amulet, Cupid's card."""
        return tuple(c for c in ("amulet" if self.amulet is not None else None, self.cupid)
                     if c is not None)
