"""What the box's classic runs today: the roles the Moderator's night book asks for, the
seats it takes, and the presets made of those.

The engine plays the whole rulebook (5 to 68 players, every role, team and variant, as
``nightbox resolve`` and ``nightbox script`` show), and the night book asks for every
role. The box seats the rulebook's 68: the panel's buttons, then the rest entered on the
knob. The presets it offers are those whose options the box's menus set.
"""

from __future__ import annotations

from engine.classic.deck import MAX_PLAYERS, ClassicDeck, players_of
from engine.classic.options import ClassicOptions
from engine.classic.presets import PRESETS, Preset
from engine.classic.roles import CLASSIC_ROLE_IDS

#: the roles the night book asks for: every role of the rulebook
BOX_ROLES = frozenset(CLASSIC_ROLE_IDS)
#: the most players the box seats: the panel's buttons, then the rest on the knob
BOX_PLAYERS = MAX_PLAYERS


def on_the_box(deck: ClassicDeck) -> bool:
    """The box can deal ``deck`` and run its nights."""
    return deck.roles <= BOX_ROLES and players_of(deck) <= BOX_PLAYERS


#: the presets the box deals, by id
BOX_PRESETS: dict[str, Preset] = {
    p.id: p for p in PRESETS.values() if on_the_box(p.deck) and p.options == ClassicOptions()}


def box_presets_for(players: int) -> tuple[Preset, ...]:
    """The presets the box deals for ``players``, the basic game first."""
    return tuple(p for p in BOX_PRESETS.values() if p.players == players)
