"""Ready-made decks by player count.

3 to 5 players are the base game's starter decks. From 6 players up, the decks follow
the rulebook's advice: keep two Werewolves, add base-game roles one or two at a time
in place of Villagers, and keep every card of the base box (so one boxed game is enough).

The wider family has presets of its own (:data:`FAMILY_PRESETS`), each for one player
count: a Vampire game with a dusk and both monster teams (so an epic battle can happen),
and a game of four of the Bonus roles the box draws and resolves for the table.
"""

from __future__ import annotations

from ..errors import InvalidDeck
from . import MAX_PLAYERS, MIN_PLAYERS
from .deck import Deck
from .role import Edition

_STARTER = ("werewolf", "werewolf", "seer", "robber", "troublemaker")

PRESETS: dict[int, tuple[str, ...]] = {
    3: _STARTER + ("villager",),
    4: _STARTER + ("villager",) * 2,
    5: _STARTER + ("villager",) * 3,
    6: _STARTER + ("drunk", "insomniac") + ("villager",) * 2,
    7: _STARTER + ("minion", "drunk", "insomniac") + ("villager",) * 2,
    8: _STARTER + ("minion", "mason", "mason", "drunk", "insomniac", "villager"),
    9: _STARTER + ("minion", "mason", "mason", "drunk", "insomniac", "hunter", "tanner"),
    10: _STARTER + ("doppelganger", "minion", "mason", "mason", "drunk", "insomniac",
                    "hunter", "tanner"),
}


#: the wider family's presets, by the edition they show off: its cards (players + 3)
FAMILY_PRESETS: dict[Edition, tuple[str, ...]] = {
    Edition.VAMPIRE: ("vampire", "master", "count", "werewolf", "werewolf", "cupid",
                      "diseased", "priest", "seer", "robber"),
    Edition.BONUS: ("werewolf", "werewolf", "seer", "robber", "family_man", "nostradamus",
                    "empath", "ricochet_rhino", "villager"),
}


def preset(players: int) -> Deck:
    """The preset deck for ``players``, or :class:`InvalidDeck` outside 3 to 10."""
    try:
        return Deck.of(PRESETS[players])
    except KeyError:
        raise InvalidDeck(
            f"no preset for {players} players: allowed {MIN_PLAYERS} to {MAX_PLAYERS}"
        ) from None
