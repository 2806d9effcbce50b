"""The games the box can run, each a :class:`~device.core.machine.Game`: its states and
the name of each: One Night (``onenight``) and classic Werewolf (``classic``).

To add a game: a sub-package ``device/core/games/<name>/`` with one module per state
and, in its ``__init__``, a ``Game`` whose ``states`` are ``BOX_STATES`` (menu, hardware
test) plus its own; then a row in :data:`GAMES`. States move on by name
(``m.flow("vote")``), so no state imports another, and no game imports another.

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
GAMES: Mapping[str, Game] = MappingProxyType({ONE_NIGHT.name: ONE_NIGHT,
                                              CLASSIC.name: CLASSIC})
DEFAULT_GAME = ONE_NIGHT

__all__ = ["CLASSIC", "DEFAULT_GAME", "GAMES", "ONE_NIGHT", "Game"]
