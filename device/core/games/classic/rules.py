"""Classic's own settings: the deck, and the rules page's rows (the day vote, the second
tie, what the voice reveals of the dead). Light to load: the registry reads every game's
rules at start-up, before a game is chosen, so a One Night box never loads classic's
rules for them: the engine's names are spelled out here (a test holds them to the
engine's) and its deck is loaded when a classic deck is read."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Final

from device.core.setting_table import Kind, Rows, named, row
from device.i18n.language import N_

if TYPE_CHECKING:
    from engine.classic.deck import ClassicDeck

#: the second tie's rules (``engine.classic.vote.TieRule``'s values)
CLASSIC_TIES: Final = ("nobody", "all")
#: what the voice may reveal of the dead: the card, the team, or nothing
#: (``engine.classic.options.Reveal``'s FULL, TEAM and NONE; the engine's
#: werewolf/villager-only reveal gets its lines with issue #33's second phase)
CLASSIC_REVEALS: Final = ("full", "team", "none")
#: a new box's classic deck: the rulebook's basic 5-player game
#: (``engine.classic.presets.PRESETS["basic_5"]``)
BASIC_5: Final = ("werewolf", "seer", "villager", "villager", "villager")
#: classic's day vote: nominate and press to lynch (the rulebook's), or point at a seat
CLASSIC_VOTES: Final = ("nominate", "point")


def _deck(role_ids: Sequence[str]) -> tuple[str, ...]:
    from engine.classic.deck import ClassicDeck

    return ClassicDeck.of(list(role_ids)).cards


@dataclass(frozen=True, repr=False, kw_only=True)
class ClassicRules(Rows):
    """Classic's rows (``settings.of(ClassicRules)``), in the ``[game]`` section."""

    GAME: ClassVar[str] = "classic"

    classic_deck: tuple[str, ...] = row(Kind.CARDS, BASIC_5,
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
        from engine.classic.deck import ClassicDeck

        return ClassicDeck.of(self.classic_deck)


RULES = ClassicRules
