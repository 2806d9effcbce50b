"""Classic decks ready to deal, 5 to 68 players: the rulebook's seventeen scenarios, its
basic game for 5 to 15, and a few of ours.

The scenarios are the rulebook's card lists as printed (docs/classic.md §8 gives each,
with its balance), with three readings of ours: the Village of Visions puts its
Werewolf/Sorcerer on two cards, so it seats six; the Village of the Vampires makes its
Minion serve the Vampires (``minion_side``) and its Hunter is the Vampire Hunter (every
Hunter is, with Vampires in the game); Big Village/Tiny Secrets reveals nothing of the
dead. The Ultimate Village lists Cupid and the Cursed twice: it is played as printed,
with two of each (its 68 cards add up only that way). A scenario with the Drunk draws the
Drunk's role at the deal. The basic game takes one Werewolf for 5 to 8 players (5 is
ours), two for 9 to 11, three for 12 to 15.

A preset's ``title`` is English, marked for the catalogue, with ``{players}`` where the
count goes: :meth:`Preset.name_in` gives it in a language, ``name`` in English.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import InvalidDeck
from ..values import Team
from ..words import ENGLISH, N_, Words
from .deck import MAX_PLAYERS, MIN_PLAYERS, ClassicDeck, check_classic_deck, players_of
from .options import ClassicOptions, Reveal


@dataclass(frozen=True)
class Preset:
    """A named deck: ``source`` is "rulebook" or "ours"; ``title`` the name's template,
    in English, and ``label`` the name cut short for a menu line ("Basic", "Visions");
    ``options``, the variants the scenario asks for."""

    id: str
    title: str
    source: str
    deck: ClassicDeck
    label: str
    options: ClassicOptions = field(default_factory=ClassicOptions)

    @property
    def players(self) -> int:
        return players_of(self.deck, self.options)

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


BASIC_MOST = 15


def _basic(players: int) -> str:
    wolves = 1 if players <= 8 else 2 if players <= 11 else 3
    return f"werewolf*{wolves},seer,villager*{players - wolves - 1}"


BASIC_GAME = N_("Basic game ({players})")
BASIC = N_("Basic")
NO_REVEAL = ClassicOptions(reveal=Reveal.NONE.value)
VAMPIRE_MINION = ClassicOptions(minion_side=Team.VAMPIRE)

#: id, title, source, cards, label, options
_ROWS: tuple[tuple[str, str, str, str, str, ClassicOptions], ...] = tuple(
    (f"basic_{n}", BASIC_GAME, "rulebook", _basic(n), BASIC, ClassicOptions())
    for n in range(MIN_PLAYERS, BASIC_MOST + 1)
) + (
    ("visions", N_("Village of Visions"), "rulebook", "werewolf,sorcerer,seer,villager*3",
     N_("Visions"), ClassicOptions()),
    ("doom", N_("Village of Doom"), "rulebook", "werewolf*2,seer,old_hag,villager*5",
     N_("Doom"), ClassicOptions()),
    ("uncertainty", N_("Village of Uncertainty"), "rulebook",
     "werewolf,sorcerer,seer,lycan,hunter,villager*5", N_("Uncertainty"), ClassicOptions()),
    ("atonement", N_("Village of Atonement"), "rulebook",
     "werewolf,lone_wolf,sorcerer,seer,witch,villager*6", N_("Atonement"), ClassicOptions()),
    ("tiny_big_secrets", N_("Tiny Village/Big Secrets"), "rulebook",
     ("werewolf*2,seer,aura_seer,lycan,cupid,mason*2,spellcaster,cursed,cult_leader,"
     "villager*4"), N_("Big Secrets"), ClassicOptions()),
    ("classic_village", N_("Classic Werewolf Village"), "rulebook",
     "werewolf*3,sorcerer,seer,witch,hunter,mayor,villager*8", N_("Classic"),
     ClassicOptions()),
    ("party", N_("Party Village"), "rulebook",
     ("werewolf*4,minion,sorcerer,seer,aura_seer,bodyguard,mayor,old_hag,troublemaker,"
     "cult_leader,hoodlum,tanner,villager*6"), N_("Party"), ClassicOptions()),
    ("pain", N_("Village of Pain"), "rulebook",
     ("werewolf*4,wolf_cub,seer,lycan,witch,cupid,mason*2,hunter,priest,martyr,tough_guy,"
     "villager*7"), N_("Pain"), ClassicOptions()),
    ("peace", N_("Village of Peace"), "rulebook",
     ("werewolf*4,apprentice_seer,pi,magician,prince,spellcaster,pacifist,old_man,diseased,"
     "ghost,cursed,drunk,villager*7"), N_("Peace"), ClassicOptions()),
    ("voices", N_("Village of Voices"), "rulebook",
     ("werewolf*2,wolf_cub,lone_wolf,sorcerer,seer,witch,mason*2,hunter,mayor,ghost,"
     "troublemaker,drunk,villager*6"), N_("Voices"), ClassicOptions()),
    ("no_seer", N_("Village with No Seer"), "rulebook",
     ("werewolf*4,aura_seer,pi,bodyguard,witch,cupid,hunter,mayor,old_hag,spellcaster,martyr,"
     "ghost,idiot,pacifist,cursed,villager*4"), N_("No Seer"), ClassicOptions()),
    ("vampires", N_("Village of the Vampires"), "rulebook",
     ("werewolf,minion,sorcerer,vampire*4,seer,pi,bodyguard,magician,mason*2,hunter,mayor,"
     "prince,tough_guy,ghost,idiot,drunk,villager*7"), N_("Vampires"), VAMPIRE_MINION),
    ("incorporated", N_("Village, Incorporated"), "rulebook",
     ("werewolf*6,sorcerer,seer,apprentice_seer,cupid,hunter,mayor,prince,old_hag,tough_guy,"
     "martyr,diseased,old_man,ghost,magician,cursed,cult_leader,tanner,villager*10"),
     N_("Inc."), ClassicOptions()),
    ("big_tiny_secrets", N_("Big Village/Tiny Secrets"), "rulebook",
     ("werewolf*6,lone_wolf,minion,vampire*3,seer,aura_seer,pi,lycan,bodyguard,priest,witch,"
     "mason*3,spellcaster,troublemaker,idiot,pacifist,villager*10"), N_("Tiny Secrets"),
     NO_REVEAL),
    ("tourist_trap", N_("Tourist Trap Village"), "rulebook",
     ("werewolf*4,vampire*4,seer,apprentice_seer,lycan,mason*3,hunter,mayor,prince,"
     "tough_guy,martyr,idiot,cursed,villager*19"), N_("Tourist Trap"), ClassicOptions()),
    ("unspeakable", N_("Village of Unspeakable Actions"), "rulebook",
     ("werewolf*8,minion,sorcerer,seer,apprentice_seer,aura_seer,pi,lycan,bodyguard,witch,"
     "cupid,mason*3,hunter,prince,spellcaster,tough_guy,martyr,diseased,ghost,idiot,cursed,"
     "villager*20"), N_("Unspeakable"), ClassicOptions()),
    ("ultimate", N_("The Ultimate Village"), "rulebook",
     ("werewolf*6,wolf_cub,minion,sorcerer,vampire*5,seer*2,apprentice_seer,aura_seer,pi,"
     "lycan,bodyguard,priest,witch,magician,cupid*2,mason*3,hunter,mayor,prince,old_hag,"
     "spellcaster,tough_guy,martyr,diseased,old_man,ghost,troublemaker,idiot,pacifist,"
     "cursed*2,drunk,cult_leader,hoodlum,tanner,villager*20"), N_("Ultimate"),
     ClassicOptions()),
    ("shadows", N_("Village of Shadows"), "ours", "werewolf,seer,lycan,villager*2",
     N_("Shadows"), ClassicOptions()),
    ("hearts", N_("Village of Hearts"), "ours", "werewolf*2,seer,witch,cupid,villager*2",
     N_("Hearts"), ClassicOptions()),
    ("guards", N_("Village of Guards"), "ours",
     "werewolf,wolf_cub,seer,bodyguard,mayor,villager*3", N_("Guards"), ClassicOptions()),
    ("secrets", N_("Village of Secrets"), "ours",
     "werewolf*2,sorcerer,seer,witch,hunter,mayor,cursed,villager*2", N_("Secrets"),
     ClassicOptions()),
)

PRESETS: dict[str, Preset] = {
    pid: Preset(pid, title, source, check_classic_deck(ClassicDeck.parse(cards), options),
                label, options)
    for pid, title, source, cards, label, options in _ROWS
}
#: the rulebook's seventeen scenarios (the basic game aside), by id
SCENARIOS: tuple[str, ...] = tuple(p.id for p in PRESETS.values()
                                   if p.source == "rulebook" and not p.id.startswith("basic"))


def presets_for(players: int) -> tuple[Preset, ...]:
    """The presets that seat ``players``, the basic game first, then the rulebook's."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidDeck(f"classic presets are for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                          f"not {players}")
    return tuple(sorted((p for p in PRESETS.values() if p.players == players),
                        key=lambda p: (not p.id.startswith("basic"), p.source != "rulebook")))
