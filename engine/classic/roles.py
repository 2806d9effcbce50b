"""The classic role table: every role the box runs in classic Ultimate Werewolf, as data.

Adding a role means adding one ``ClassicRole(...)`` row. Deck limits, the night order, the
Seer's answer, parity, the balance figure and the screen names read from here.

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


class Wakes(Choice):
    """When a role opens its eyes (CLASSIC §1, the rulebook's roll calling order)."""

    NEVER = "never"  #: held up at the night-1 roll call, never called
    NIGHT_ONE = "night_one"  #: its own call on night 1 only
    EVERY_NIGHT = "every_night"  #: its own call every night
    WITH_WOLVES = "with_wolves"  #: opens its eyes at the werewolves' call, every night
    WOLVES_NIGHT_ONE = "wolves_night_one"  #: at the werewolves' call on night 1 only
    AT_SEER_CALL = "at_seer_call"  #: tapped awake at the Seer's call once it is the Seer


@dataclass(frozen=True)
class ClassicRole(Called):
    """One classic role card.

    ``wolf`` counts for parity and for the village's win. ``seen_as_wolf`` is the Seer's
    answer ("wolf" for the Lycan too). ``impact`` is the rulebook's village impact.
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
    #: how the voice calls the role's group at its step ("Werewolves", "Masons"); a role
    #: with a call is woken as a group (a plural in German and Spanish)
    call: str = ""
    #: what the role does, said to beginners while its eyes are open
    action: str = ""
    #: how much longer than a plain step the action takes
    pause_weight: float = 1.0



V, W, T = Team.VILLAGE, Team.WEREWOLF, Team.TANNER

_TABLE: tuple[ClassicRole, ...] = (
    ClassicRole("werewolf", N_("Werewolf"), N_("Werewolf"), W, True, True, Wakes.EVERY_NIGHT,
                -6, max_count=3, call=N_("Werewolves"),
                # never a number of victims: the cub's revenge night must sound the same
                action=N_("Agree on whom to attack, and point."),
                pause_weight=1.5),
    ClassicRole("wolf_cub", N_("Wolf Cub"), N_("Wolf Cub"), W, True, True, Wakes.WITH_WOLVES,
                -8),
    ClassicRole("minion", N_("Minion"), N_("Minion"), W, False, False,
                Wakes.WOLVES_NIGHT_ONE, -6),
    ClassicRole("sorcerer", N_("Sorcerer"), N_("Sorcerer"), W, False, False,
                Wakes.EVERY_NIGHT, -3,
                action=N_("Point to one player. The Moderator's thumb: up, the Seer; "
                          "down, not the Seer.")),
    ClassicRole("seer", N_("Seer"), N_("Seer"), V, False, False, Wakes.EVERY_NIGHT, 7,
                action=N_("Point to one player. The Moderator's thumb: up, not a wolf; "
                          "down, a wolf.")),
    ClassicRole("apprentice_seer", N_("Apprentice Seer"), N_("Appr. Seer"), V, False, False,
                Wakes.AT_SEER_CALL, 4),
    ClassicRole("lycan", N_("Lycan"), N_("Lycan"), V, False, True, Wakes.NEVER, -1),
    ClassicRole("bodyguard", N_("Bodyguard"), N_("Bodyguard"), V, False, False,
                Wakes.EVERY_NIGHT, 3,
                action=N_("Point to one other player to keep safe tonight. "
                          "Not the same player as last night.")),
    ClassicRole("witch", N_("Witch"), N_("Witch"), V, False, False, Wakes.EVERY_NIGHT, 4,
                action=N_("The Moderator shows who was attacked. You may heal them, and you "
                          "may poison any player. Each potion works once a game."),
                pause_weight=1.5),
    ClassicRole("cupid", N_("Cupid"), N_("Cupid"), V, False, False, Wakes.NIGHT_ONE, -3,
                action=N_("Point to two players to bind as Soulmates. "
                          "You may choose yourself.")),
    ClassicRole("mason", N_("Mason"), N_("Mason"), V, False, False, Wakes.NIGHT_ONE, 2,
                max_count=3, call=N_("Masons"), action=N_("Look for each other.")),
    ClassicRole("hunter", N_("Hunter"), N_("Hunter"), V, False, False, Wakes.NEVER, 3),
    ClassicRole("mayor", N_("Mayor"), N_("Mayor"), V, False, False, Wakes.NEVER, 2),
    ClassicRole("prince", N_("Prince"), N_("Prince"), V, False, False, Wakes.NEVER, 3),
    ClassicRole("old_hag", N_("Old Hag"), N_("Old Hag"), V, False, False, Wakes.EVERY_NIGHT, 1,
                action=N_("Point to one other player. They sit out tomorrow's day.")),
    ClassicRole("tough_guy", N_("Tough Guy"), N_("Tough Guy"), V, False, False, Wakes.NEVER,
                3),
    ClassicRole("cursed", N_("Cursed"), N_("Cursed"), V, False, False, Wakes.EVERY_NIGHT, -3,
                action=N_("See the Moderator's sign: V, still a villager; "
                          "W, a werewolf now."),
                pause_weight=0.5),
    ClassicRole("tanner", N_("Tanner"), N_("Tanner"), T, False, False, Wakes.NEVER, 1),
    ClassicRole("villager", N_("Villager"), N_("Villager"), V, False, False, Wakes.NEVER, 1,
                max_count=10),
)

CLASSIC_ROLES: dict[str, ClassicRole] = {r.id: r for r in _TABLE}
CLASSIC_ROLE_IDS: tuple[str, ...] = tuple(r.id for r in _TABLE)
#: the wolves: they open their eyes at the werewolves' call
WOLF_IDS: frozenset[str] = frozenset(r.id for r in _TABLE if r.wolf)


def classic_role(role_id: str) -> ClassicRole:
    """The role with id ``role_id``; :class:`UnknownRole` names it, with a did-you-mean."""
    key = role_id.strip().lower().replace("-", "_").replace(" ", "_")
    try:
        return CLASSIC_ROLES[key]
    except KeyError:
        raise UnknownRole(f"unknown classic role {role_id!r}"
                          f"{did_you_mean(key, CLASSIC_ROLE_IDS)}; the classic roles are "
                          f"{', '.join(CLASSIC_ROLE_IDS)}") from None
