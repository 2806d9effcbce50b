"""One Night's own settings: the deck, and the rules page's rows (the lone wolf, the
Minion rule). Light to load: the registry reads every
game's rules at start-up, before a game is chosen, so a classic box never loads One
Night's rules for them: the engine's names are spelled out here (a test holds them to
the engine's) and its deck is loaded when a One Night deck is read."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Final

from device.core.setting_table import Kind, Rows, row
from device.i18n.language import N_

if TYPE_CHECKING:
    from engine.onenight.deck import Deck

#: the Minion rules (``engine.onenight.outcome.MinionRule``'s values)
MINION_RULES: Final = ("official", "village_must_kill_minion")
#: a new box's deck: the 5-player preset (``engine.onenight.presets.preset(5)``)
PRESET_5: Final = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "villager",
                   "villager", "villager")


def _deck(role_ids: Sequence[str]) -> tuple[str, ...]:
    from engine.onenight.deck import Deck

    return Deck.of(role_ids).cards


@dataclass(frozen=True, repr=False, kw_only=True)
class OneNightRules(Rows):
    """One Night's rows (``settings.of(OneNightRules)``), in the ``[game]`` section."""

    GAME: ClassVar[str] = "onenight"

    deck: tuple[str, ...] = row(Kind.CARDS, PRESET_5, "Roles", section=None, page=None,
                                cards=_deck)
    lone_wolf: bool = row(Kind.FLAG, True, N_("Lone wolf"), page="rules")
    minion_rule: str = row(Kind.CHOICE, "official", N_("Minion"), choices=MINION_RULES,
                           page="rules", fmt=lambda v: N_("official") if v == "official"
                           else N_("must die"))

    @property
    def the_deck(self) -> Deck:
        from engine.onenight.deck import Deck

        return Deck.of(self.deck)


RULES = OneNightRules
