"""Classic decks ready to deal, for 5 to 10 players.

From the rulebook's scenarios that fit ten seats: the basic game, the Village of Doom and
the Village of Uncertainty as written, and the Village of Visions with its Werewolf and
Sorcerer on two cards (the rulebook gives one player both; a card per player cannot, so it
seats six). The rest are ours, each kept near a balance of zero.

A preset's ``title`` is English, marked for the catalogue, with ``{players}`` where the
count goes: :meth:`Preset.name_in` gives it in a language, ``name`` in English.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidDeck
from ..words import ENGLISH, N_, Words
from .deck import MAX_PLAYERS, MIN_PLAYERS, ClassicDeck, check_classic_deck


@dataclass(frozen=True)
class Preset:
    """A named deck: ``source`` is "rulebook" or "ours"; ``title`` the name's template,
    in English, and ``label`` the name cut short for a menu line ("Basic", "Visions")."""

    id: str
    title: str
    source: str
    deck: ClassicDeck
    label: str

    @property
    def players(self) -> int:
        return len(self.deck)

    @property
    def name(self) -> str:
        """The name in English: "Basic game (7)", "Village of Visions"."""
        return self.name_in(ENGLISH)

    def name_in(self, words: Words = ENGLISH) -> str:
        """The name in ``words``' language."""
        return words._(self.title, players=self.players)

    def label_in(self, words: Words = ENGLISH) -> str:
        """The short name in ``words``' language."""
        return words._(self.label)


def _basic(players: int) -> str:
    wolves = 1 if players <= 8 else 2
    return f"werewolf*{wolves},seer,villager*{players - wolves - 1}"


BASIC_GAME = N_("Basic game ({players})")
BASIC = N_("Basic")

#: id, title, source, cards, label
_ROWS: tuple[tuple[str, str, str, str, str], ...] = tuple(
    (f"basic_{n}", BASIC_GAME, "rulebook", _basic(n), BASIC)
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
) + (
    ("visions", N_("Village of Visions"), "rulebook", "werewolf,sorcerer,seer,villager*3",
     N_("Visions")),
    ("doom", N_("Village of Doom"), "rulebook", "werewolf*2,seer,old_hag,villager*5",
     N_("Doom")),
    ("uncertainty", N_("Village of Uncertainty"), "rulebook",
     "werewolf,sorcerer,seer,lycan,hunter,villager*5", N_("Uncertainty")),
    ("shadows", N_("Village of Shadows"), "ours", "werewolf,seer,lycan,villager*2",
     N_("Shadows")),
    ("hearts", N_("Village of Hearts"), "ours", "werewolf*2,seer,witch,cupid,villager*2",
     N_("Hearts")),
    ("guards", N_("Village of Guards"), "ours",
     "werewolf,wolf_cub,seer,bodyguard,mayor,villager*3", N_("Guards")),
    ("secrets", N_("Village of Secrets"), "ours",
     "werewolf*2,sorcerer,seer,witch,hunter,mayor,cursed,villager*2", N_("Secrets")),
)

PRESETS: dict[str, Preset] = {
    pid: Preset(pid, title, source, check_classic_deck(ClassicDeck.parse(cards)), label)
    for pid, title, source, cards, label in _ROWS
}


def presets_for(players: int) -> tuple[Preset, ...]:
    """The presets that seat ``players``, the basic game first."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidDeck(f"classic presets are for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                          f"not {players}")
    return tuple(p for p in PRESETS.values() if p.players == players)
