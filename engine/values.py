"""Small shared value types of the engine: the enum base and the one ``Team`` both games
use."""

from __future__ import annotations

import enum


class Choice(enum.Enum):
    """An enum whose repr is its pasteable name, ``Edge.UP`` (python-chess's style)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class Team(Choice):
    """A side of the table: the side a role wins with (One Night) or starts on (classic),
    and the sides an outcome names as winners, in this order."""

    VILLAGE = "village"
    WEREWOLF = "werewolf"
    #: the vampires: One Night's Vampire expansion (the vampires and Renfield), and
    #: classic's third major team (docs/classic.md §5)
    VAMPIRE = "vampire"
    #: One Night: the Body Snatcher and the cards it snatched
    ALIEN = "alien"
    #: classic only, and no card's: two Soulmates on different teams, a side of their own
    #: once Cupid binds them, who win alone as the last two alive (CLASSIC §4)
    SOULMATES = "soulmates"
    #: classic only: the Lone Wolf, who hunts with the pack and wins alone
    LONE_WOLF = "lone_wolf"
    #: classic only: the Cult Leader (and, with its alternate, each leader after it)
    CULT = "cult"
    #: classic only: the Hoodlum, who wins if its marks die and it lives
    HOODLUM = "hoodlum"
    TANNER = "tanner"
    #: One Night: sides of one, who win beside whichever team wins (their own condition)
    ASSASSIN = "assassin"
    APPRENTICE_ASSASSIN = "apprentice_assassin"
    FAMILY_MAN = "family_man"


class Called:
    """What the voice calls a role of either game: its ``call`` ("Werewolves", "Masons")
    where it has one, else its ``name`` (the role tables are frozen dataclasses with both)."""

    name: str
    call: str

    @property
    def spoken(self) -> str:
        """The name as the voice says it."""
        return self.call or self.name
