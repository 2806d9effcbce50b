"""Small shared value types of the engine: the enum base and the one ``Team`` both games
use."""

from __future__ import annotations

import enum


class Choice(enum.Enum):
    """An enum whose repr is its pasteable name, ``Edge.UP`` (python-chess's style)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class Team(Choice):
    """The side a role wins with (One Night), or starts on (classic)."""

    VILLAGE = "village"
    WEREWOLF = "werewolf"
    TANNER = "tanner"
