"""One row of the role table (:mod:`engine.onenight.roles`): :class:`Role`, with what a
row names: the box the card comes in (:class:`Edition`) and what the Doppelganger does
after copying it (:class:`Doppel`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..values import Called, Choice, Team
from .mark import Mark


class Doppel(Choice):
    """What the Doppelganger does after copying this role (RULINGS §2.1)."""

    NOTHING = "nothing"  #: becomes the role and sleeps (Villager, Hunter, ...)
    NOW = "now"  #: does the role's action at once, inside the Doppelganger step
    JOINS = "joins"  #: wakes with that role's group later (werewolves, masons)
    LATER = "later"  #: has a step of their own after the copied role's step


class Edition(Choice):
    """The box a card comes in."""

    BASE = "base"          #: One Night Ultimate Werewolf
    DAYBREAK = "daybreak"  #: One Night Ultimate Werewolf Daybreak
    BONUS = "bonus"        #: the Bonus Roles (Bonus Packs 1 and 2, and the Bonus Roles pack)
    VAMPIRE = "vampire"    #: One Night Ultimate Vampire


def order_key(order: str) -> tuple[int, str]:
    """Sort key for a wake code: ``"9Z"`` -> ``(9, "Z")``, ``"-6B"`` -> ``(-6, "B")``."""
    sign = -1 if order.startswith("-") else 1
    code = order.lstrip("-")
    digits = "".join(ch for ch in code if ch.isdigit())
    return (sign * int(digits), code[len(digits):])


@dataclass(frozen=True)
class Role(Called):
    """One role card.

    ``order`` is the wake position of the role's own step, as the tokens print it
    ("2B" wakes after "2" and before "3"; a negative code wakes at dusk, before the
    night). ``dusk_order`` is where the role wakes instead in a deck with a dusk (the
    Doppelganger: -7). ``step`` is the id of the role's step, or ``None`` for a role that
    never wakes on its own. ``joins`` names the group step a role also takes part in (an
    Alpha Wolf opens their eyes at ``werewolf``). ``doppel_after`` is the step after
    which the Doppelganger's extra step for this role is called, when there is one.
    ``wolf``, ``vampire`` and ``alien`` say what the card counts as for the win;
    ``marks`` are the marks the role hands out (a Mark of the Vampire for the vampires,
    two Marks of Love for Cupid).
    """

    id: str
    name: str
    short: str
    team: Team
    wolf: bool
    max_count: int
    order: str | None = None
    step: str | None = None
    joins: str | None = None
    doppel: Doppel = Doppel.NOTHING
    doppel_after: str | None = None
    #: how the voice calls the role ("Seer", "Werewolves")
    call: str = ""
    #: the call names a group ("Werewolves", "Masons"): it is spoken to in the plural
    group: bool = False
    #: said to the others right after the wake call (thumbs up, ...)
    wake_extra: str = ""
    #: the beginner's explanation of the action
    action: str = ""
    #: said to the others before the role goes back to sleep
    sleep_extra: str = ""
    #: how much longer than a plain step the action takes
    pause_weight: float = 1.0
    edition: Edition = Edition.BASE
    vampire: bool = False
    alien: bool = False
    dusk_order: str | None = None
    marks: tuple[Mark, ...] = ()
    #: the name with its article, as a sentence names the role ("like the Seer or the
    #: Robber"; a proper name as it is: "Cupid"): each language puts its own article (le,
    #: la, l', der, die, el, la)
    definite: str = ""

    @property
    def order_key(self) -> tuple[int, str]:
        """Sort key for the wake order: ``"9Z"`` -> ``(9, "Z")``."""
        return (999, "") if self.order is None else order_key(self.order)

    @property
    def monster(self) -> Team | None:
        """The monster team the card counts as one of (a wolf, a vampire, an alien), or
        ``None``."""
        return (Team.WEREWOLF if self.wolf else Team.VAMPIRE if self.vampire else
                Team.ALIEN if self.alien else None)

    @property
    def dusk(self) -> bool:
        """The role wakes at dusk, before the night."""
        return self.order is not None and self.order.startswith("-")

    def wakes_at(self, with_dusk: bool) -> str | None:
        """The role's wake code in a deck with a dusk or without one."""
        return self.dusk_order if with_dusk and self.dusk_order else self.order
