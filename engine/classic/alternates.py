"""Each role's "Alternate" in the classic rulebook, as a rule option: off by default (the
role's main text), on when a game's options name it (``"alternates": ["witch_one"]``).

Each row names its role, its label for the rules menu (English, marked for the catalogue)
and what it changes, in our words; the rules that read it are in the night, day and win
checks. docs/classic.md §7 says the same, with the rulings.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidInput, did_you_mean
from ..words import N_


@dataclass(frozen=True)
class Alternate:
    """One role's alternate: ``id`` as a record writes it, the ``role`` it changes, its
    short ``label`` and ``does``, what it changes (English)."""

    id: str
    role: str
    label: str
    does: str


_TABLE: tuple[Alternate, ...] = (
    Alternate("apprentice_looks", "apprentice_seer", N_("Appr. Seer: looks twice"),
              "looks every night while the Seer lives; answered on the second look at a seat"),
    Alternate("aura_village", "aura_seer", N_("Aura Seer: sees teams"),
              "learns whether a player is on the village (the Cursed, the Doppelganger and "
              "the Drunk by their team now)"),
    Alternate("bodyguard_once", "bodyguard", N_("Bodyguard: once each"),
              "never protects the same player twice in a game"),
    Alternate("bodyguard_day", "bodyguard", N_("Bodyguard: day too"),
              "the player protected cannot be killed the next day either"),
    Alternate("cupid_card", "cupid", N_("Cupid: extra card"),
              "Cupid is dealt beside an extra card, and after night 1 plays the card left "
              "over"),
    Alternate("cupid_moderator", "cupid", N_("Soulmates: Moderator"),
              "the Moderator chooses the Soulmates; Cupid's card, if dealt, is a villager's"),
    Alternate("ghost_first_dead", "ghost", N_("Ghost: first to die"),
              "no Ghost card: the first player to die is the Ghost, on its own team"),
    Alternate("idiot_secret", "idiot", N_("Idiot: secret"),
              "no Idiot card: the Moderator picks a seat at random, whose vote always lynches"),
    Alternate("lycan_shown_wolf", "lycan", N_("Lycan: shown wolf"),
              "a dead Lycan is revealed as a Werewolf"),
    Alternate("magician_two", "magician", N_("Magician: 2 spells"),
              "two spells a game, in any mix of heals and kills, both on one night if it likes"),
    Alternate("martyr_night", "martyr", N_("Martyr: at night"),
              "woken each night after the wolves' attack, may die in the victim's place"),
    Alternate("minion_chosen", "minion", N_("Minion: chosen"),
              "the rulebook's main text: no Minion card; on night 1 the wolves choose a "
              "player, who joins their team and keeps its role"),
    Alternate("old_hag_passes", "old_hag", N_("Old Hag: passes pox"),
              "last night's pox victim names the next one; the Old Hag again if it died"),
    Alternate("pacifist_silent", "pacifist", N_("Pacifist: no nominating"),
              "the Pacifist may neither nominate nor second"),
    Alternate("priest_learns", "priest", N_("Priest: learns a role"),
              "once a game, learns a dead player's role (not with full reveals)"),
    Alternate("sorcerer_sees_wolves", "sorcerer", N_("Sorcerer: sees wolves"),
              "is shown the wolves on night 1"),
    Alternate("spellcaster_must", "spellcaster", N_("Spellcaster: must"),
              "must silence someone every night it can"),
    Alternate("witch_one", "witch", N_("Witch: one potion"),
              "uses one of the two potions in the whole game, whichever it likes"),
    Alternate("hoodlum_four", "hoodlum", N_("Hoodlum: four marks"),
              "marks four players, and wins at once, alone, when they are dead and it lives"),
    Alternate("cult_successor", "cult_leader", N_("Cult: successor"),
              "when the Cult Leader dies, its first living recruit leads the cult"),
    Alternate("doppelganger_now", "doppelganger", N_("Doppel: at once"),
              "takes the role on night 1, at once, and acts as it at its own call"),
    Alternate("drunk_told", "drunk", N_("Drunk: told night 1"),
              "is shown its role on night 1, but still sleeps through nights 1 and 2"),
    Alternate("mayor_elected", "mayor", N_("Mayor: elected"),
              "no Mayor card: the village elects a Mayor by day, and a new one after its death"),
)

ALTERNATES: dict[str, Alternate] = {a.id: a for a in _TABLE}
ALTERNATE_IDS: tuple[str, ...] = tuple(ALTERNATES)


def alternate(name: str, where: str = "alternates") -> Alternate:
    """The alternate ``name``; :class:`InvalidInput` names it, with a did-you-mean."""
    try:
        return ALTERNATES[name]
    except KeyError:
        raise InvalidInput(f"{where}: no alternate {name!r}{did_you_mean(name, ALTERNATE_IDS)};"
                           f" the alternates are {', '.join(ALTERNATE_IDS)}") from None
