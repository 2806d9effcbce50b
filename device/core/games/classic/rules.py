"""Classic's own settings: the deck, and the rules page's rows (the day vote, the second
tie, what the voice reveals of the dead). Light to load: the registry reads every game's
rules at start-up, before a game is chosen."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from engine.classic.deck import ClassicDeck
from engine.classic.options import Reveal
from engine.classic.presets import PRESETS
from engine.classic.vote import TieRule

from device.core.setting_table import Kind, Rows, named, row
from device.i18n.language import N_

CLASSIC_TIES: Final = tuple(t.value for t in TieRule)
#: what the voice may reveal of the dead: the card, the team, or nothing (the engine's
#: werewolf/villager-only reveal gets its lines with issue #33's second phase)
CLASSIC_REVEALS: Final = (Reveal.FULL.value, Reveal.TEAM.value, Reveal.NONE.value)
#: classic's day vote: nominate and press to lynch (the rulebook's), or point at a seat
CLASSIC_VOTES: Final = ("nominate", "point")


def _deck(role_ids: Sequence[str]) -> tuple[str, ...]:
    return ClassicDeck.of(list(role_ids)).cards


@dataclass(frozen=True, repr=False, kw_only=True)
class ClassicRules(Rows):
    """Classic's rows (``settings.of(ClassicRules)``), in the ``[game]`` section."""

    GAME: ClassVar[str] = "classic"

    classic_deck: tuple[str, ...] = row(Kind.CARDS, PRESETS["basic_5"].deck.cards,
                                        "Classic roles", section=None, page=None, cards=_deck)
    classic_vote: str = row(Kind.CHOICE, "nominate", N_("Day vote"), choices=CLASSIC_VOTES,
                            page="rules", fmt=named({"nominate": N_("nominate"),
                                                     "point": N_("point")}))
    classic_tie: str = row(Kind.CHOICE, "nobody", N_("2nd tie"), choices=CLASSIC_TIES,
                           page="rules",
                           fmt=lambda v: N_("all die") if v == "all" else N_("nobody"))
    reveal: str = row(Kind.CHOICE, "full", N_("Reveal dead"), choices=CLASSIC_REVEALS,
                      page="rules",
                      fmt=named({"full": N_("full"), "team": N_("team"), "none": N_("none")}))

    @property
    def deck(self) -> ClassicDeck:
        return ClassicDeck.of(self.classic_deck)


RULES = ClassicRules
