"""Classic's own settings: the deck, the rules page's rows (the day vote, the second tie,
what the voice reveals of the dead), each role's Alternate the box runs, off by default,
then the variants it runs (variable roles, the fun games, alternating votes and nights,
banning). Light to load: the registry reads every game's rules at start-up, before a
game is chosen, so a One Night box never loads classic's rules for them: the engine's
names are spelled out here, the Alternates' too (a test holds them to the engine's), and
the engine's deck is loaded when a classic deck is read."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Final

from device.core.setting_table import Kind, Rows, named, row
from device.i18n.language import N_

if TYPE_CHECKING:
    from engine.classic.deck import ClassicDeck
    from engine.classic.options import Variable

#: the second tie's rules (``engine.classic.vote.TieRule``'s values)
CLASSIC_TIES: Final = ("nobody", "all")
#: what the voice may reveal of the dead: the card, werewolf or not, the team, or nothing
#: (``engine.classic.options.Reveal``'s FULL, WOLF, TEAM and NONE)
CLASSIC_REVEALS: Final = ("full", "wolf", "team", "none")
#: a new box's classic deck: the rulebook's basic 5-player game
#: (``engine.classic.presets.PRESETS["basic_5"]``)
BASIC_5: Final = ("werewolf", "seer", "villager", "villager", "villager")
#: classic's day vote (``engine.classic.options.VoteKind``'s values): nominate and press to
#: lynch (the rulebook's), point at a seat, a secret ballot, two-player nominations (thumb
#: up or down), the process of elimination
CLASSIC_VOTES: Final = ("nominate", "point", "secret", "pair", "elimination")
#: the Moderator's fun games: none, or ``engine.classic.options.Fun``'s values
CLASSIC_FUN: Final = ("off", "no_werewolves", "all_werewolves")


def _deck(role_ids: Sequence[str]) -> tuple[str, ...]:
    from engine.classic.deck import ClassicDeck

    return ClassicDeck.of(list(role_ids)).cards


#: each Alternate's line on the rules page, short enough to fit beside its value (the
#: engine's longer label, :data:`engine.classic.alternates.ALTERNATES`, is the docs')
MENU_LABELS: Final = {
    "apprentice_looks": N_("Appr.: 2 looks"), "aura_village": N_("Aura: teams"),
    "bodyguard_once": N_("Guard: once"), "bodyguard_day": N_("Guard: by day"),
    "cupid_moderator": N_("Mod. binds"), "ghost_first_dead": N_("Ghost: 1st dead"),
    "idiot_secret": N_("Idiot: hidden"), "lycan_shown_wolf": N_("Lycan as wolf"),
    "magician_two": N_("Magician: 2"), "martyr_night": N_("Martyr: night"),
    "minion_chosen": N_("Minion: picked"), "old_hag_passes": N_("Hag: passes"),
    "pacifist_silent": N_("Pacifist: mute"), "priest_learns": N_("Priest: learns"),
    "sorcerer_sees_wolves": N_("Sorc.: wolves"), "spellcaster_must": N_("Spell.: must"),
    "witch_one": N_("Witch: 1 potion"), "hoodlum_four": N_("Hoodlum: 4"),
    "cult_successor": N_("Cult: heir"), "drunk_told": N_("Drunk: told"),
    "mayor_elected": N_("Mayor: voted"), "cupid_card": N_("Cupid: +1 card")}
#: the Alternates the box runs, each a row of ``[game]`` in ``nightbox.toml`` (and the
#: saved settings), by its key: ``alt_<id>`` (the Bodyguard's by day ``alt_bodyguard_daytime``,
#: so that ``day`` still suggests ``day_seconds``). The elected Mayor's is entered as each
#: day starts (``morning.py``), the card in Cupid's hand at the roll call (``book.py``).
#: Not run: the Doppelganger's (the engine plays its main text only: its night check
#: refuses the at-once entries). A test holds them to
#: ``engine.classic.alternates.ALTERNATE_IDS``.
BOX_ALTERNATES: Final = {
    ("alt_bodyguard_daytime" if a == "bodyguard_day" else f"alt_{a}"): a
    for a in MENU_LABELS}


def _alternate(alternate: str) -> bool:
    """A role's Alternate as a row of the rules page, off by default."""
    return row(Kind.FLAG, False, MENU_LABELS[alternate], page="rules")


@dataclass(frozen=True, repr=False, kw_only=True)
class ClassicRules(Rows):
    """Classic's rows (``settings.of(ClassicRules)``), in the ``[game]`` section."""

    GAME: ClassVar[str] = "classic"

    classic_deck: tuple[str, ...] = row(Kind.CARDS, BASIC_5,
                                        "Classic roles", section=None, page=None, cards=_deck)
    classic_vote: str = row(Kind.CHOICE, "nominate", N_("Day vote"), choices=CLASSIC_VOTES,
                            page="rules", fmt=named({"nominate": N_("nominate"),
                                                     "point": N_("point"),
                                                     "secret": N_("secret"),
                                                     "pair": N_("pair"),
                                                     "elimination": N_("eliminate")}))
    classic_tie: str = row(Kind.CHOICE, "nobody", N_("2nd tie"), choices=CLASSIC_TIES,
                           page="rules",
                           fmt=lambda v: N_("all die") if v == "all" else N_("nobody"))
    reveal: str = row(Kind.CHOICE, "full", N_("Reveal dead"), choices=CLASSIC_REVEALS,
                      page="rules",
                      fmt=named({"full": N_("full"), "wolf": N_("wolf?"), "team": N_("team"),
                                 "none": N_("none")}))
    daily_changes: bool = row(Kind.FLAG, False, N_("Daily dice"), page="rules")
    alt_apprentice_looks: bool = _alternate("apprentice_looks")
    alt_aura_village: bool = _alternate("aura_village")
    alt_bodyguard_once: bool = _alternate("bodyguard_once")
    alt_bodyguard_daytime: bool = _alternate("bodyguard_day")
    alt_cupid_moderator: bool = _alternate("cupid_moderator")
    alt_ghost_first_dead: bool = _alternate("ghost_first_dead")
    alt_idiot_secret: bool = _alternate("idiot_secret")
    alt_lycan_shown_wolf: bool = _alternate("lycan_shown_wolf")
    alt_magician_two: bool = _alternate("magician_two")
    alt_martyr_night: bool = _alternate("martyr_night")
    alt_minion_chosen: bool = _alternate("minion_chosen")
    alt_old_hag_passes: bool = _alternate("old_hag_passes")
    alt_pacifist_silent: bool = _alternate("pacifist_silent")
    alt_priest_learns: bool = _alternate("priest_learns")
    alt_sorcerer_sees_wolves: bool = _alternate("sorcerer_sees_wolves")
    alt_spellcaster_must: bool = _alternate("spellcaster_must")
    alt_witch_one: bool = _alternate("witch_one")
    alt_hoodlum_four: bool = _alternate("hoodlum_four")
    alt_cult_successor: bool = _alternate("cult_successor")
    alt_drunk_told: bool = _alternate("drunk_told")
    alt_mayor_elected: bool = _alternate("mayor_elected")
    alt_cupid_card: bool = _alternate("cupid_card")
    #: variable roles and werewolves: the deck's cards the Moderator mixes with
    #: ``variable_villagers`` Villagers, as many drawn out at the deal (none added: off)
    classic_variable: tuple[str, ...] = row(Kind.CARDS, (), "Variable cards", section=None,
                                            page=None, cards=_deck)
    variable_villagers: int = row(Kind.WHOLE, 0, N_("Variable: +Vill."), lo=0, hi=8,
                                  page="rules", fmt=lambda v: str(v) if v else N_("off"))
    #: the Moderator's fun games (``engine.classic.options.Fun``)
    classic_fun: str = row(Kind.CHOICE, "off", N_("Fun game"), choices=CLASSIC_FUN,
                           page="rules", fmt=named({"off": N_("off"),
                                                    "no_werewolves": N_("no wolves"),
                                                    "all_werewolves": N_("100% wolf")}))
    #: alternating votes and nights: a day ends only with a lynch
    classic_alternating: bool = row(Kind.FLAG, False, N_("Alternating"), page="rules")
    #: banning: each day the village may ban a player to another village
    classic_banning: bool = row(Kind.FLAG, False, N_("Banning"), page="rules")

    @property
    def deck(self) -> ClassicDeck:
        from engine.classic.deck import ClassicDeck

        return ClassicDeck.of(self.classic_deck)

    @property
    def variable(self) -> Variable | None:
        """The variable roles: the cards marked that the deck holds (never the Seer, nor
        a Villager) and the Villagers added; ``None`` when either is none."""
        from collections import Counter

        from engine.classic.options import Variable

        mixed = Counter(self.classic_variable) & Counter(self.classic_deck)
        del mixed["seer"], mixed["villager"]
        cards = tuple(sorted(mixed.elements(), key=self.classic_deck.index))
        if not cards or not self.variable_villagers:
            return None
        return Variable(cards, self.variable_villagers)

    @property
    def alternates(self) -> frozenset[str]:
        """The Alternates switched on."""
        return frozenset(a for key, a in BOX_ALTERNATES.items() if self.value(key))


RULES = ClassicRules
