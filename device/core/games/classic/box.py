"""What the box's classic runs today: the roles the Moderator's night book asks for, the
seats of the panel, and the presets made of those.

The engine plays the whole rulebook (5 to 68 players, every role, team and variant, as
``nightbox resolve`` and ``nightbox script`` show); the night book's asks for the newer
roles, the scorepad page and the variants' menus come with issue #33's second phase.
Until then the menu offers, and the seating deals, only what the night book can run. The
box seats the rulebook's 68: the panel's buttons, then the rest entered on the knob.
"""

from __future__ import annotations

from engine.classic.deck import MAX_PLAYERS, ClassicDeck
from engine.classic.options import ClassicOptions
from engine.classic.presets import PRESETS, Preset

#: the roles the night book asks for
BOX_ROLES = frozenset({
    "werewolf", "wolf_cub", "minion", "sorcerer", "seer", "apprentice_seer", "lycan",
    "bodyguard", "witch", "cupid", "mason", "hunter", "mayor", "prince", "old_hag",
    "tough_guy", "cursed", "tanner", "villager"})
#: the most players the box seats: the panel's buttons, then the rest on the knob
BOX_PLAYERS = MAX_PLAYERS


def on_the_box(deck: ClassicDeck) -> bool:
    """The box can deal ``deck`` and run its nights."""
    return deck.roles <= BOX_ROLES and len(deck) <= BOX_PLAYERS


#: the presets the box deals, by id
BOX_PRESETS: dict[str, Preset] = {
    p.id: p for p in PRESETS.values() if on_the_box(p.deck) and p.options == ClassicOptions()}


def box_presets_for(players: int) -> tuple[Preset, ...]:
    """The presets the box deals for ``players``, the basic game first."""
    return tuple(p for p in BOX_PRESETS.values() if p.players == players)
