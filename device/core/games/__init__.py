"""The games the box can run, each a :class:`~device.core.machine.Game` value that binds
its states (and the shared table flow's, ``device.core.table``) to typed keys: One Night
(``onenight``) and classic Werewolf (``classic``).

To add a game: a sub-package ``device/core/games/<name>/`` with its own states, a
``Game`` subclass for what it does differently (the deck, who votes, the menu pages...)
and, in its ``__init__``, the value that binds the keys; then one row in :data:`GAMES`
(and its name in the ``game`` row of ``device.core.setting_table``). No state imports
another, and no game imports another.

May import the engine, ``device.core`` and ``device.events``; never the shell, the
adapters or any hardware library.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from device.core.games.classic import CLASSIC
from device.core.games.onenight import ONE_NIGHT
from device.core.machine import Game

#: every game by name; the first is the one the box starts with
GAMES: Mapping[str, Game] = MappingProxyType({g.name: g for g in (ONE_NIGHT, CLASSIC)})
DEFAULT_GAME = ONE_NIGHT

__all__ = ["CLASSIC", "DEFAULT_GAME", "GAMES", "ONE_NIGHT", "Game"]
