"""Small shared value types of the engine."""

from __future__ import annotations

import enum


class Choice(enum.Enum):
    """An enum whose repr is its pasteable name, ``Edge.UP`` (python-chess's style)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"
