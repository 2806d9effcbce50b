"""One Night's own settings: the deck, and the rules page's rows (the lone wolf, the
Minion rule). Light to load: the registry reads every
game's rules at start-up, before a game is chosen."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from engine.onenight.deck import Deck
from engine.onenight.outcome import MinionRule
from engine.onenight.presets import preset

from device.core.setting_table import Kind, Rows, row
from device.i18n.language import N_

MINION_RULES: Final = tuple(r.value for r in MinionRule)


def _deck(role_ids: Sequence[str]) -> tuple[str, ...]:
    return Deck.of(role_ids).cards


@dataclass(frozen=True, repr=False, kw_only=True)
class OneNightRules(Rows):
    """One Night's rows (``settings.of(OneNightRules)``), in the ``[game]`` section."""

    GAME: ClassVar[str] = "onenight"

    deck: tuple[str, ...] = row(Kind.CARDS, preset(5).cards, "Roles", section=None, page=None,
                                cards=_deck)
    lone_wolf: bool = row(Kind.FLAG, True, N_("Lone wolf"), page="rules")
    minion_rule: str = row(Kind.CHOICE, "official", N_("Minion"), choices=MINION_RULES,
                           page="rules", fmt=lambda v: N_("official") if v == "official"
                           else N_("must die"))

    @property
    def the_deck(self) -> Deck:
        return Deck.of(self.deck)


RULES = OneNightRules
