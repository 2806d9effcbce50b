"""Classic decks ready to deal, for 5 to 10 players.

From the rulebook's scenarios that fit ten seats: the basic game, the Village of Doom and
the Village of Uncertainty as written, and the Village of Visions with its Werewolf and
Sorcerer on two cards (the rulebook gives one player both; a card per player cannot, so it
seats six). The rest are ours, each kept near a balance of zero.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidDeck
from .deck import MAX_PLAYERS, MIN_PLAYERS, ClassicDeck, check_classic_deck


@dataclass(frozen=True)
class Preset:
    """A named deck: ``source`` is "rulebook" or "ours"."""

    id: str
    name: str
    source: str
    deck: ClassicDeck

    @property
    def players(self) -> int:
        return len(self.deck)


def _basic(players: int) -> str:
    wolves = 1 if players <= 8 else 2
    return f"werewolf*{wolves},seer,villager*{players - wolves - 1}"


_ROWS: tuple[tuple[str, str, str, str], ...] = tuple(
    (f"basic_{n}", f"Basic game ({n})", "rulebook", _basic(n))
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
) + (
    ("visions", "Village of Visions", "rulebook", "werewolf,sorcerer,seer,villager*3"),
    ("doom", "Village of Doom", "rulebook", "werewolf*2,seer,old_hag,villager*5"),
    ("uncertainty", "Village of Uncertainty", "rulebook",
     "werewolf,sorcerer,seer,lycan,hunter,villager*5"),
    ("shadows", "Village of Shadows", "ours", "werewolf,seer,lycan,villager*2"),
    ("hearts", "Village of Hearts", "ours", "werewolf*2,seer,witch,cupid,villager*2"),
    ("guards", "Village of Guards", "ours",
     "werewolf,wolf_cub,seer,bodyguard,mayor,villager*3"),
    ("secrets", "Village of Secrets", "ours",
     "werewolf*2,sorcerer,seer,witch,hunter,mayor,cursed,villager*2"),
)

PRESETS: dict[str, Preset] = {
    pid: Preset(pid, name, source, check_classic_deck(ClassicDeck.parse(cards)))
    for pid, name, source, cards in _ROWS
}


def presets_for(players: int) -> tuple[Preset, ...]:
    """The presets that seat ``players``, the basic game first."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidDeck(f"classic presets are for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                          f"not {players}")
    return tuple(p for p in PRESETS.values() if p.players == players)
