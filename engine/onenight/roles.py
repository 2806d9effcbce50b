"""The role table: every role of RULINGS §1, as data, in one place.

Adding a role means adding one ``Role(...)`` entry to ``_TABLE``. Everything else
(deck limits, wake order, the night script, team and wolf checks, screen names)
reads from here.

Narration is our own wording, written to be spoken by espeak-ng: short sentences,
plain ASCII ("Doppelganger"), and "they" rather than "he" or "she", so the voice
never hints at who holds a card. The words (``name``, ``short``, ``call``, ``wake_extra``,
``action``, ``sleep_extra``) are English, marked with ``N_`` for the catalogue: they are
translated where they are said or shown (``words._(role.name)``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import UnknownRole, did_you_mean
from ..values import Called, Choice, Team
from ..words import N_


class Doppel(Choice):
    """What the Doppelganger does after copying this role (RULINGS §2.1)."""

    NOTHING = "nothing"  #: becomes the role and sleeps (Villager, Hunter, ...)
    NOW = "now"  #: does the role's action at once, inside the Doppelganger step
    JOINS = "joins"  #: wakes with that role's group later (werewolves, masons)
    LATER = "later"  #: has a step of their own after the copied role's step


@dataclass(frozen=True)
class Role(Called):
    """One role card.

    ``order`` is the wake position of the role's own step, as written in RULINGS
    ("2B" wakes after "2" and before "3"). ``step`` is the id of that step, or
    ``None`` for a role that never wakes on its own. ``joins`` names the group
    step a role also takes part in (an Alpha Wolf opens their eyes at ``werewolf``).
    ``doppel_after`` is the step after which the Doppelganger's extra step for
    this role is called, when there is one.
    """

    id: str
    name: str
    short: str
    team: Team
    wolf: bool
    max_count: int
    order: str | None = None
    step: str | None = None
    joins: str | None = None
    doppel: Doppel = Doppel.NOTHING
    doppel_after: str | None = None
    #: how the voice calls the role ("Seer", "Werewolves")
    call: str = ""
    #: the call names a group ("Werewolves", "Masons"): it is spoken to in the plural
    group: bool = False
    #: said to the others right after the wake call (thumbs up, ...)
    wake_extra: str = ""
    #: the beginner's explanation of the action
    action: str = ""
    #: said to the others before the role goes back to sleep
    sleep_extra: str = ""
    #: how much longer than a plain step the action takes
    pause_weight: float = 1.0
    #: the name with its article, as a sentence names the role ("like the Seer or the
    #: Robber"): each language puts its own article (le, la, l', der, die, el, la)
    definite: str = ""


    @property
    def order_key(self) -> tuple[int, str]:
        """Sort key for the wake order: ``"9Z"`` -> ``(9, "Z")``."""
        if self.order is None:
            return (999, "")
        digits = "".join(ch for ch in self.order if ch.isdigit())
        return (int(digits), self.order[len(digits):])


V, W, T = Team.VILLAGE, Team.WEREWOLF, Team.TANNER

_THUMBS_WOLVES = N_("Werewolves, stick out a thumb.")
_THUMBS_AWAY_WOLVES = N_("Werewolves, put your thumbs away.")

_TABLE: tuple[Role, ...] = (
    Role("sentinel", N_("Sentinel"), N_("Sentinel"), V, False, 1, "0", "sentinel",
         doppel=Doppel.NOW,
         action=N_("You may put your shield token on another player's card. "
                   "Nobody may move or look at that card tonight."),
         definite=N_("the Sentinel")),
    Role("doppelganger", N_("Doppelgänger"), N_("Doppel"), V, False, 1, "1", "doppelganger",
         call=N_("Doppelganger"),
         action=N_("Look at another player's card. You are now that role. "
                   "If that role acts right away, do its action now."),
         pause_weight=1.6),
    Role("werewolf", N_("Werewolf"), N_("Werewolf"), W, True, 2, "2", "werewolf",
         doppel=Doppel.JOINS, call=N_("Werewolves"), group=True,
         wake_extra=N_("Look for each other.")),
    Role("alpha_wolf", N_("Alpha Wolf"), N_("Alpha Wolf"), W, True, 1, "2B", "alpha_wolf",
         joins="werewolf", doppel=Doppel.NOW,
         action=N_("You may swap the center werewolf card with the card of "
                   "another player who is not a werewolf."),
         definite=N_("the Alpha Wolf")),
    Role("mystic_wolf", N_("Mystic Wolf"), N_("Mystic Wolf"), W, True, 1, "2C", "mystic_wolf",
         joins="werewolf", doppel=Doppel.NOW,
         action=N_("You may look at another player's card."),
         definite=N_("the Mystic Wolf")),
    Role("dream_wolf", N_("Dream Wolf"), N_("Dream Wolf"), W, True, 1,
         joins="werewolf", doppel=Doppel.JOINS),
    Role("minion", N_("Minion"), N_("Minion"), W, False, 1, "3", "minion",
         doppel=Doppel.LATER, doppel_after="doppelganger",
         wake_extra=_THUMBS_WOLVES,
         action=N_("Look for the werewolves' thumbs."),
         sleep_extra=_THUMBS_AWAY_WOLVES,
         definite=N_("the Minion")),
    Role("apprentice_tanner", N_("Apprentice Tanner"), N_("Appr. Tanner"), T, False, 1, "3B",
         "apprentice_tanner", doppel=Doppel.LATER, doppel_after="apprentice_tanner",
         wake_extra=N_("Tanner, stick out a thumb."),
         action=N_("Look for the Tanner's thumb. If you see none, "
                   "the Tanner card is in the center."),
         sleep_extra=N_("Tanner, put your thumb away."),
         definite=N_("the Apprentice Tanner")),
    Role("mason", N_("Mason"), N_("Mason"), V, False, 2, "4", "mason",
         doppel=Doppel.JOINS, call=N_("Masons"), group=True,
         wake_extra=N_("Look for each other.")),
    Role("thing", N_("The Thing"), N_("The Thing"), V, False, 1, "4B", "thing",
         doppel=Doppel.NOW, call=N_("The Thing"),
         action=N_("You may tap the shoulder of a player sitting right next to you."),
         definite=N_("The Thing")),
    Role("seer", N_("Seer"), N_("Seer"), V, False, 1, "5", "seer",
         doppel=Doppel.NOW,
         action=N_("You may look at another player's card, or at two center cards."),
         definite=N_("the Seer")),
    Role("apprentice_seer", N_("Apprentice Seer"), N_("Appr. Seer"), V, False, 1, "5B",
         "apprentice_seer", doppel=Doppel.NOW,
         action=N_("You may look at one center card."),
         definite=N_("the Apprentice Seer")),
    Role("paranormal_investigator", N_("Paranormal Investigator (P.I.)"), N_("P.I."), V, False,
         1, "5C", "paranormal_investigator", doppel=Doppel.NOW,
         call=N_("Paranormal Investigator"),
         action=N_("You may look at up to two other players' cards, one at a time. "
                   "If one of them is a werewolf or a Tanner, stop looking, "
                   "and you join that team."),
         pause_weight=1.5,
         definite=N_("the Paranormal Investigator")),
    Role("robber", N_("Robber"), N_("Robber"), V, False, 1, "6", "robber",
         doppel=Doppel.NOW,
         action=N_("You may swap your card with another player's card, "
                   "then look at your new card."),
         definite=N_("the Robber")),
    Role("witch", N_("Witch"), N_("Witch"), V, False, 1, "6B", "witch",
         doppel=Doppel.NOW,
         action=N_("You may look at one center card. If you do, "
                   "swap it with any player's card, yours included."),
         pause_weight=1.5,
         definite=N_("the Witch")),
    Role("troublemaker", N_("Troublemaker"), N_("Troublemaker"), V, False, 1, "7", "troublemaker",
         doppel=Doppel.NOW,
         action=N_("You may swap the cards of two other players, without looking at them."),
         definite=N_("the Troublemaker")),
    Role("village_idiot", N_("Village Idiot"), N_("Village Idiot"), V, False, 1, "7B",
         "village_idiot", doppel=Doppel.NOW,
         action=N_("You may move every card but your own one place to the left, "
                   "or one place to the right."),
         definite=N_("the Village Idiot")),
    Role("aura_seer", N_("Aura Seer"), N_("Aura Seer"), V, False, 1, "7C", "aura_seer",
         doppel=Doppel.LATER, doppel_after="aura_seer",
         wake_extra=N_("Everyone who moved or looked at a card tonight, "
                       "stick out a thumb."),
         action=N_("Look for those thumbs."),
         sleep_extra=N_("Thumbs away."),
         definite=N_("the Aura Seer")),
    Role("drunk", N_("Drunk"), N_("Drunk"), V, False, 1, "8", "drunk",
         doppel=Doppel.NOW,
         action=N_("Swap your card with a card from the center, without looking at it."),
         definite=N_("the Drunk")),
    Role("insomniac", N_("Insomniac"), N_("Insomniac"), V, False, 1, "9", "insomniac",
         doppel=Doppel.LATER, doppel_after="insomniac",
         action=N_("Look at your own card."),
         pause_weight=0.7,
         definite=N_("the Insomniac")),
    Role("squire", N_("Squire"), N_("Squire"), W, False, 1, "9C", "squire",
         doppel=Doppel.LATER, doppel_after="squire",
         wake_extra=_THUMBS_WOLVES,
         action=N_("You may look at the cards of the players showing a thumb."),
         sleep_extra=_THUMBS_AWAY_WOLVES,
         definite=N_("the Squire")),
    Role("beholder", N_("Beholder"), N_("Beholder"), V, False, 1, "9Z", "beholder",
         doppel=Doppel.LATER, doppel_after="beholder",
         wake_extra=N_("Seer and Apprentice Seer, stick out a thumb."),
         action=N_("You may look at the card of a player showing a thumb."),
         sleep_extra=N_("Thumbs away."),
         definite=N_("the Beholder")),
    Role("revealer", N_("Revealer"), N_("Revealer"), V, False, 1, "10", "revealer",
         doppel=Doppel.LATER, doppel_after="revealer",
         action=N_("You may turn another player's card face up. If it is a werewolf "
                   "or a Tanner, turn it face down again."),
         definite=N_("the Revealer")),
    Role("curator", N_("Curator"), N_("Curator"), V, False, 1, "11", "curator",
         doppel=Doppel.LATER, doppel_after="curator",
         action=N_("You may put an artifact token face down on any player's card."),
         definite=N_("the Curator")),
    Role("villager", N_("Villager"), N_("Villager"), V, False, 3),
    Role("hunter", N_("Hunter"), N_("Hunter"), V, False, 1),
    Role("tanner", N_("Tanner"), N_("Tanner"), T, False, 1),
    Role("bodyguard", N_("Bodyguard"), N_("Bodyguard"), V, False, 1),
    Role("prince", N_("Prince"), N_("Prince"), V, False, 1),
    Role("cursed", N_("Cursed"), N_("Cursed"), V, False, 1),
)

#: Every role by id, in the table's order (which is the wake order).
ROLES: dict[str, Role] = {role.id: role for role in _TABLE}

#: Role ids in table order.
ROLE_IDS: tuple[str, ...] = tuple(ROLES)

#: Cards that move cards at night, for the Insomniac warning (RULINGS §1.1).
CARD_MOVERS: frozenset[str] = frozenset(
    {"robber", "troublemaker", "witch", "village_idiot", "alpha_wolf", "drunk"}
)

#: Roles whose presence makes a vote's deaths provisional until cards are revealed.
VOTE_CHANGERS: frozenset[str] = frozenset({"hunter", "bodyguard", "prince", "cursed"})


def normalize_role_id(text: str) -> str:
    """Fold the ways people type a role: ``"Alpha-Wolf"`` -> ``"alpha_wolf"``."""
    folded = text.strip().lower().replace("-", "_").replace(" ", "_")
    return folded.replace("ä", "a")


def role(role_id: str) -> Role:
    """Return the role with this id, or raise :class:`UnknownRole` with a suggestion."""
    key = normalize_role_id(role_id)
    try:
        return ROLES[key]
    except KeyError:
        raise UnknownRole(
            f"unknown role {role_id!r}{did_you_mean(key, ROLE_IDS)}"
        ) from None
