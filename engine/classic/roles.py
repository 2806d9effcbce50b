"""The classic role table: every role of the classic rulebook, as data.

Adding a role means adding one ``ClassicRole(...)`` row. Deck limits, the night order, the
Seer's answer, parity, the balance figure and the screen names read from here; what a
role's entries do is in the night and day rules, what its "Alternate" changes is a row of
:mod:`engine.classic.alternates`.

``impact`` is the rulebook's "village impact" (printed on each card): positive helps the
village, negative the werewolves; a deck whose sum is near zero is balanced.
Narration is our own wording: short, pronoun-neutral, plain ASCII. The words (``name``,
``short``, ``call``, ``action``) are English, marked with ``N_`` for the catalogue: they are
translated where they are said or shown (``words._(role.name)``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import UnknownRole, did_you_mean
from ..values import Called, Choice, Team
from ..words import N_

#: the most players a classic game seats (the rulebook's Ultimate Village)
MOST_PLAYERS = 68


class Wakes(Choice):
    """When a role opens its eyes (CLASSIC §1, the rulebook's roll calling order)."""

    NEVER = "never"  #: held up at the night-1 roll call, never called
    NIGHT_ONE = "night_one"  #: its own call on night 1 only
    EVERY_NIGHT = "every_night"  #: its own call every night
    WITH_WOLVES = "with_wolves"  #: opens its eyes at the werewolves' call, every night
    WOLVES_NIGHT_ONE = "wolves_night_one"  #: at the werewolves' call on night 1 only
    AT_SEER_CALL = "at_seer_call"  #: tapped awake at the Seer's call once it is the Seer
    NIGHT_THREE = "night_three"  #: its own call on night 3 only (the Drunk)
    #: first on night 1 (to see the card it holds), last every night (to pass it on)
    FIRST_AND_LAST = "first_and_last"


@dataclass(frozen=True)
class ClassicRole(Called):
    """One classic role card.

    ``wolf`` counts for parity and for the village's win (the Werewolves' own kind).
    ``seen_as_wolf`` is the Seer's answer ("wolf" for the Lycan and the Vampires too).
    ``impact`` is the rulebook's village impact. ``extra``: a card dealt beside a seat's
    role, never a role (the Amulet of Protection).
    """

    id: str
    name: str
    short: str
    team: Team
    wolf: bool
    seen_as_wolf: bool
    wakes: Wakes
    impact: int
    max_count: int = 1
    #: how the voice calls the role at its step where it is not its name ("Werewolves",
    #: "Paranormal Investigator")
    call: str = ""
    #: the call wakes a group (a plural in German and Spanish)
    group: bool = False
    #: what the role does, said to beginners while its eyes are open
    action: str = ""
    #: how much longer than a plain step the action takes
    pause_weight: float = 1.0
    extra: bool = False


V, W, T = Team.VILLAGE, Team.WEREWOLF, Team.TANNER
E, N1, NV = Wakes.EVERY_NIGHT, Wakes.NIGHT_ONE, Wakes.NEVER

_TABLE: tuple[ClassicRole, ...] = (
    ClassicRole("werewolf", N_("Werewolf"), N_("Werewolf"), W, True, True, E, -6,
                max_count=8, call=N_("Werewolves"), group=True,
                # never a number of victims: the cub's revenge night must sound the same
                action=N_("Agree on whom to attack, and point."),
                pause_weight=1.5),
    ClassicRole("wolf_cub", N_("Wolf Cub"), N_("Wolf Cub"), W, True, True, Wakes.WITH_WOLVES,
                -8),
    ClassicRole("lone_wolf", N_("Lone Wolf"), N_("Lone Wolf"), Team.LONE_WOLF, True, True,
                Wakes.WITH_WOLVES, -5),
    ClassicRole("minion", N_("Minion"), N_("Minion"), W, False, False,
                Wakes.WOLVES_NIGHT_ONE, -6),
    ClassicRole("sorcerer", N_("Sorcerer"), N_("Sorcerer"), W, False, False, E, -3,
                action=N_("Point to one player. The Moderator's thumb: up, the Seer; "
                          "down, not the Seer.")),
    ClassicRole("vampire", N_("Vampire"), N_("Vampire"), Team.VAMPIRE, False, True, E, -8,
                max_count=5, call=N_("Vampires"), group=True,
                action=N_("Agree on whom to bite, and point."), pause_weight=1.5),
    ClassicRole("seer", N_("Seer"), N_("Seer"), V, False, False, E, 7, max_count=2,
                action=N_("Point to one player. The Moderator's thumb: up, not a wolf; "
                          "down, a wolf.")),
    ClassicRole("apprentice_seer", N_("Apprentice Seer"), N_("Appr. Seer"), V, False, False,
                Wakes.AT_SEER_CALL, 4,
                action=N_("Point to one player. The Moderator answers the second time you "
                          "point to the same player.")),
    ClassicRole("aura_seer", N_("Aura Seer"), N_("Aura Seer"), V, False, False, E, 3,
                action=N_("Point to one player. The Moderator's thumb: up, a special role; "
                          "down, a plain Villager or Werewolf.")),
    ClassicRole("pi", N_("Paranormal Investigator (P.I.)"), N_("P.I."), V, False, False, E, 3,
                call=N_("Paranormal Investigator"),
                action=N_("Once a game, you may point to one player. The Moderator's thumb: "
                          "down, a wolf there or beside them; up, none.")),
    ClassicRole("lycan", N_("Lycan"), N_("Lycan"), V, False, True, NV, -1),
    ClassicRole("bodyguard", N_("Bodyguard"), N_("Bodyguard"), V, False, False, E, 3,
                action=N_("Point to one other player to keep safe tonight. "
                          "Not the same player as last night.")),
    ClassicRole("priest", N_("Priest"), N_("Priest"), V, False, False, E, 3,
                action=N_("Once a game, you may point to one other player to bless. "
                          "The next attempt on their life fails.")),
    ClassicRole("witch", N_("Witch"), N_("Witch"), V, False, False, E, 4,
                action=N_("The Moderator shows who was attacked. You may heal them, and you "
                          "may poison any player. Each potion works once a game."),
                pause_weight=1.5),
    ClassicRole("magician", N_("Magician"), N_("Magician"), V, False, False, E, 4,
                action=N_("The Moderator shows who was attacked. You may heal them, and "
                          "strike any player down. Each spell works once a game."),
                pause_weight=1.5),
    ClassicRole("cupid", N_("Cupid"), N_("Cupid"), V, False, False, N1, -3, max_count=2,
                action=N_("Point to two players to bind as Soulmates. "
                          "You may choose yourself.")),
    ClassicRole("mason", N_("Mason"), N_("Mason"), V, False, False, N1, 2,
                max_count=3, call=N_("Masons"), group=True, action=N_("Look for each other.")),
    ClassicRole("hunter", N_("Hunter"), N_("Hunter"), V, False, False, NV, 3),
    ClassicRole("mayor", N_("Mayor"), N_("Mayor"), V, False, False, NV, 2),
    ClassicRole("prince", N_("Prince"), N_("Prince"), V, False, False, NV, 3),
    ClassicRole("old_hag", N_("Old Hag"), N_("Old Hag"), V, False, False, E, 1,
                action=N_("Point to one other player. They sit out tomorrow's day.")),
    ClassicRole("spellcaster", N_("Spellcaster"), N_("Spellcaster"), V, False, False, E, 1,
                action=N_("You may point to one player to silence tomorrow. "
                          "Never the same player twice.")),
    ClassicRole("tough_guy", N_("Tough Guy"), N_("Tough Guy"), V, False, False, NV, 3),
    ClassicRole("martyr", N_("Martyr"), N_("Martyr"), V, False, False, NV, 3,
                action=N_("The Moderator shows who was attacked. You may take their place.")),
    ClassicRole("diseased", N_("Diseased"), N_("Diseased"), V, False, False, NV, 3),
    ClassicRole("old_man", N_("Old Man"), N_("Old Man"), V, False, False, NV, 0),
    ClassicRole("ghost", N_("Ghost"), N_("Ghost"), V, False, False, E, 2,
                action=N_("Write one letter for the village. No names, no initials.")),
    ClassicRole("troublemaker", N_("Troublemaker"), N_("Troublemaker"), V, False, False, E, 2,
                action=N_("Once a game, you may stir up trouble: thumb up, and tomorrow "
                          "brings two lynchings.")),
    ClassicRole("idiot", N_("Idiot"), N_("Idiot"), V, False, False, NV, 2),
    ClassicRole("pacifist", N_("Pacifist"), N_("Pacifist"), V, False, False, NV, -2),
    ClassicRole("cursed", N_("Cursed"), N_("Cursed"), V, False, False, E, -3, max_count=2,
                action=N_("See the Moderator's sign: V, still a villager; "
                          "W, a werewolf now."),
                pause_weight=0.5),
    ClassicRole("doppelganger", N_("Doppelgänger"), N_("Doppel"), V, False, False, N1, -2,
                call=N_("Doppelganger"),
                action=N_("Point to one other player. Their role can become yours.")),
    ClassicRole("drunk", N_("Drunk"), N_("Drunk"), V, False, False, Wakes.NIGHT_THREE, -3,
                action=N_("See the card the Moderator shows you. It is your role from now "
                          "on.")),
    ClassicRole("cult_leader", N_("Cult Leader"), N_("Cult Ldr"), Team.CULT, False, False, E,
                1, action=N_("Point to one player to join your cult.")),
    ClassicRole("hoodlum", N_("Hoodlum"), N_("Hoodlum"), Team.HOODLUM, False, False, N1, 0,
                action=N_("Point to the players you want gone. You win if they die and you "
                          "live.")),
    ClassicRole("tanner", N_("Tanner"), N_("Tanner"), T, False, False, NV, 1),
    ClassicRole("amulet", N_("Amulet of Protection"), N_("Amulet"), V, False, False,
                Wakes.FIRST_AND_LAST, 1, extra=True),
    ClassicRole("villager", N_("Villager"), N_("Villager"), V, False, False, NV, 1,
                max_count=MOST_PLAYERS),
)

CLASSIC_ROLES: dict[str, ClassicRole] = {r.id: r for r in _TABLE}
CLASSIC_ROLE_IDS: tuple[str, ...] = tuple(r.id for r in _TABLE)
#: the wolves: they open their eyes at the werewolves' call
WOLF_IDS: frozenset[str] = frozenset(r.id for r in _TABLE if r.wolf)
#: other spellings of a role id that are read as it
ALIASES = {"p.i.": "pi", "p_i": "pi", "paranormal_investigator": "pi",
           "doppelgänger": "doppelganger", "amulet_of_protection": "amulet"}


def classic_role(role_id: str) -> ClassicRole:
    """The role with id ``role_id``; :class:`UnknownRole` names it, with a did-you-mean."""
    key = role_id.strip().lower().replace("-", "_").replace(" ", "_")
    try:
        return CLASSIC_ROLES[ALIASES.get(key, key)]
    except KeyError:
        raise UnknownRole(f"unknown classic role {role_id!r}"
                          f"{did_you_mean(key, CLASSIC_ROLE_IDS)}; the classic roles are "
                          f"{', '.join(CLASSIC_ROLE_IDS)}") from None
