"""The role table: every role of RULINGS §1 and of the wider family (the Vampire box and
every Bonus role; docs/rules.md), as data, in one place.

Adding a role means adding one ``Role(...)`` entry to ``_TABLE`` (the row type is
:class:`~engine.onenight.role.Role`). Everything else (deck limits, wake order, the night
script, team and wolf checks, screen names) reads from here.

Narration is our own wording, written to be spoken by espeak-ng: short sentences,
plain ASCII ("Doppelganger"), and "they" rather than "he" or "she", so the voice
never hints at who holds a card. The words (``name``, ``short``, ``call``, ``wake_extra``,
``action``, ``sleep_extra``) are English, marked with ``N_`` for the catalogue: they are
translated where they are said or shown (``words._(role.name)``).
"""

from __future__ import annotations

from ..errors import UnknownRole, did_you_mean
from ..values import Team
from ..words import N_
from .mark import Mark
from .role import Doppel, Edition, Role

V, W, T = Team.VILLAGE, Team.WEREWOLF, Team.TANNER
VA, AL, FM = Team.VAMPIRE, Team.ALIEN, Team.FAMILY_MAN
BASE, DAYBREAK, BONUS, VAMPIRE = Edition.BASE, Edition.DAYBREAK, Edition.BONUS, Edition.VAMPIRE

_THUMBS_WOLVES = N_("Werewolves, stick out a thumb.")
_THUMBS_AWAY_WOLVES = N_("Werewolves, put your thumbs away.")
_NOT_A_VAMPIRE = N_("Put the Mark of the Vampire in front of a player who is not a vampire.")

_TABLE: tuple[Role, ...] = (
    # -- dusk (the Vampire box's wake codes, -8 to -1B) ------------------------------
    Role("copycat", N_("Copycat"), N_("Copycat"), V, False, 1, "-8", "copycat",
         action=N_("Look at one center card. You are now that role: "
                   "when it is called, wake up and do its action."),
         pause_weight=1.2, edition=VAMPIRE),
    Role("vampire", N_("Vampire"), N_("Vampire"), VA, False, 1, "-6", "vampire",
         doppel=Doppel.JOINS, call=N_("Vampires"), group=True,
         wake_extra=N_("Look for each other."), action=_NOT_A_VAMPIRE,
         edition=VAMPIRE, vampire=True, marks=(Mark.VAMPIRE,)),
    Role("master", N_("The Master"), N_("The Master"), VA, False, 1, joins="vampire",
         doppel=Doppel.JOINS, edition=VAMPIRE, vampire=True, marks=(Mark.VAMPIRE,)),
    Role("count", N_("The Count"), N_("The Count"), VA, False, 1, "-6B", "count",
         joins="vampire", doppel=Doppel.LATER, doppel_after="count", call=N_("Count"),
         action=N_("Put the Mark of Fear in front of a player who is not a vampire."),
         edition=VAMPIRE, vampire=True, marks=(Mark.VAMPIRE, Mark.FEAR),
         definite=N_("the Count")),
    Role("renfield", N_("Renfield"), N_("Renfield"), VA, False, 1, "-6C", "renfield",
         doppel=Doppel.LATER, doppel_after="renfield",
         wake_extra=N_("Vampires, keep your eyes closed, and point at the player "
                       "with the Mark of the Vampire."),
         action=N_("Renfield, look for the vampires and the player they point at. "
                   "Then put the Mark of the Bat in front of you."),
         sleep_extra=N_("Vampires, put your hands down."),
         pause_weight=1.3, edition=VAMPIRE, marks=(Mark.BAT,),
         definite=N_("Renfield")),
    Role("diseased", N_("Diseased"), N_("Diseased"), V, False, 1, "-5", "diseased",
         doppel=Doppel.NOW,
         action=N_("Put the Mark of Disease in front of the player on your left "
                   "or on your right."),
         edition=VAMPIRE, marks=(Mark.DISEASE,),
         definite=N_("the Diseased")),
    Role("cupid", N_("Cupid"), N_("Cupid"), V, False, 1, "-4", "cupid", doppel=Doppel.NOW,
         action=N_("You may put a Mark of Love in front of each of two players."),
         edition=VAMPIRE, marks=(Mark.LOVE, Mark.LOVE),
         definite=N_("Cupid")),
    Role("instigator", N_("Instigator"), N_("Instigator"), V, False, 1, "-3", "instigator",
         doppel=Doppel.NOW,
         action=N_("You may put the Mark of the Traitor in front of any player."),
         edition=VAMPIRE, marks=(Mark.TRAITOR,),
         definite=N_("the Instigator")),
    Role("priest", N_("Priest"), N_("Priest"), V, False, 1, "-2", "priest",
         doppel=Doppel.LATER, doppel_after="priest",
         action=N_("Put a Mark of Clarity in front of you. "
                   "You may put one in front of another player too."),
         edition=VAMPIRE, marks=(Mark.CLARITY, Mark.CLARITY),
         definite=N_("the Priest")),
    Role("assassin", N_("Assassin"), N_("Assassin"), Team.ASSASSIN, False, 1, "-1",
         "assassin", doppel=Doppel.LATER, doppel_after="assassin",
         action=N_("Put the Mark of the Assassin in front of any player."),
         edition=VAMPIRE, marks=(Mark.ASSASSIN,),
         definite=N_("the Assassin")),
    Role("apprentice_assassin", N_("Apprentice Assassin"), N_("Appr. Assassin"),
         Team.APPRENTICE_ASSASSIN, False, 1, "-1B", "apprentice_assassin",
         doppel=Doppel.LATER, doppel_after="apprentice_assassin",
         wake_extra=N_("Assassin, open your eyes."),
         action=N_("Apprentice Assassin, look for the Assassin. If nobody else has their "
                   "eyes open, put the Mark of the Assassin in front of any player."),
         sleep_extra=N_("Assassin, close your eyes."),
         edition=VAMPIRE, marks=(Mark.ASSASSIN,),
         definite=N_("the Apprentice Assassin")),
    # -- the night -----------------------------------------------------------------
    Role("sentinel", N_("Sentinel"), N_("Sentinel"), V, False, 1, "0", "sentinel",
         doppel=Doppel.NOW,
         action=N_("You may put your shield token on another player's card. "
                   "Nobody may move or look at that card tonight."), edition=DAYBREAK,
         definite=N_("the Sentinel")),
    Role("doppelganger", N_("Doppelgänger"), N_("Doppel"), V, False, 1, "1", "doppelganger",
         call=N_("Doppelganger"),
         action=N_("Look at another player's card. You are now that role. "
                   "If that role acts right away, do its action now."),
         pause_weight=1.6, dusk_order="-7"),
    Role("body_snatcher", N_("Body Snatcher"), N_("Body Snatcher"), AL, False, 1, "1F",
         "body_snatcher", joins="aliens", doppel=Doppel.NOW,
         action=N_("Take the card of a player who is not an alien, and look at it. "
                   "Put your own card in front of that player. Both cards are aliens now."),
         pause_weight=1.3, edition=BONUS, alien=True,
         definite=N_("the Body Snatcher")),
    Role("werewolf", N_("Werewolf"), N_("Werewolf"), W, True, 2, "2", "werewolf",
         doppel=Doppel.JOINS, call=N_("Werewolves"), group=True,
         wake_extra=N_("Look for each other.")),
    Role("alpha_wolf", N_("Alpha Wolf"), N_("Alpha Wolf"), W, True, 1, "2B", "alpha_wolf",
         joins="werewolf", doppel=Doppel.NOW,
         action=N_("You may swap the center werewolf card with the card of "
                   "another player who is not a werewolf."), edition=DAYBREAK,
         definite=N_("the Alpha Wolf")),
    Role("mystic_wolf", N_("Mystic Wolf"), N_("Mystic Wolf"), W, True, 1, "2C", "mystic_wolf",
         joins="werewolf", doppel=Doppel.NOW,
         action=N_("You may look at another player's card."), edition=DAYBREAK,
         definite=N_("the Mystic Wolf")),
    Role("dream_wolf", N_("Dream Wolf"), N_("Dream Wolf"), W, True, 1,
         joins="werewolf", doppel=Doppel.JOINS, edition=DAYBREAK),
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
         sleep_extra=N_("Tanner, put your thumb away."), edition=BONUS,
         definite=N_("the Apprentice Tanner")),
    Role("mason", N_("Mason"), N_("Mason"), V, False, 2, "4", "mason",
         doppel=Doppel.JOINS, call=N_("Masons"), group=True,
         wake_extra=N_("Look for each other.")),
    Role("thing", N_("The Thing"), N_("The Thing"), V, False, 1, "4B", "thing",
         doppel=Doppel.NOW, call=N_("The Thing"),
         action=N_("You may tap the shoulder of a player sitting right next to you."),
         edition=BONUS,
         definite=N_("The Thing")),
    Role("seer", N_("Seer"), N_("Seer"), V, False, 1, "5", "seer",
         doppel=Doppel.NOW,
         action=N_("You may look at another player's card, or at two center cards."),
         definite=N_("the Seer")),
    Role("apprentice_seer", N_("Apprentice Seer"), N_("Appr. Seer"), V, False, 1, "5B",
         "apprentice_seer", doppel=Doppel.NOW,
         action=N_("You may look at one center card."), edition=DAYBREAK,
         definite=N_("the Apprentice Seer")),
    Role("paranormal_investigator", N_("Paranormal Investigator (P.I.)"), N_("P.I."), V, False,
         1, "5C", "paranormal_investigator", doppel=Doppel.NOW,
         call=N_("Paranormal Investigator"),
         action=N_("You may look at up to two other players' cards, one at a time. "
                   "If one of them is a werewolf or a Tanner, stop looking, "
                   "and you join that team."),
         pause_weight=1.5, edition=DAYBREAK,
         definite=N_("the Paranormal Investigator")),
    Role("marksman", N_("Marksman"), N_("Marksman"), V, False, 1, "5D", "marksman",
         doppel=Doppel.LATER, doppel_after="marksman",
         action=N_("You may look at one player's card, and at another player's mark."),
         edition=VAMPIRE,
         definite=N_("the Marksman")),
    Role("nostradamus", N_("Nostradamus"), N_("Nostradamus"), V, False, 1, "5E",
         "nostradamus", doppel=Doppel.LATER, doppel_after="nostradamus",
         action=N_("You may look at up to three cards, one at a time. Stop when a card "
                   "is not of the village: the last card you saw is your team."),
         pause_weight=1.8, edition=BONUS,
         definite=N_("Nostradamus")),
    Role("robber", N_("Robber"), N_("Robber"), V, False, 1, "6", "robber",
         doppel=Doppel.NOW,
         action=N_("You may swap your card with another player's card, "
                   "then look at your new card."),
         definite=N_("the Robber")),
    Role("witch", N_("Witch"), N_("Witch"), V, False, 1, "6B", "witch",
         doppel=Doppel.NOW,
         action=N_("You may look at one center card. If you do, "
                   "swap it with any player's card, yours included."),
         pause_weight=1.5, edition=DAYBREAK,
         definite=N_("the Witch")),
    Role("pickpocket", N_("Pickpocket"), N_("Pickpocket"), V, False, 1, "6C", "pickpocket",
         doppel=Doppel.LATER, doppel_after="pickpocket",
         action=N_("You may swap your mark with another player's mark, "
                   "then look at your new mark."), edition=VAMPIRE,
         definite=N_("the Pickpocket")),
    Role("troublemaker", N_("Troublemaker"), N_("Troublemaker"), V, False, 1, "7", "troublemaker",
         doppel=Doppel.NOW,
         action=N_("You may swap the cards of two other players, without looking at them."),
         definite=N_("the Troublemaker")),
    Role("village_idiot", N_("Village Idiot"), N_("Village Idiot"), V, False, 1, "7B",
         "village_idiot", doppel=Doppel.NOW,
         action=N_("You may move every card but your own one place to the left, "
                   "or one place to the right."), edition=DAYBREAK,
         definite=N_("the Village Idiot")),
    Role("aura_seer", N_("Aura Seer"), N_("Aura Seer"), V, False, 1, "7C", "aura_seer",
         doppel=Doppel.LATER, doppel_after="aura_seer",
         wake_extra=N_("Everyone who moved or looked at a card tonight, "
                       "stick out a thumb."),
         action=N_("Look for those thumbs."),
         sleep_extra=N_("Thumbs away."), edition=BONUS,
         definite=N_("the Aura Seer")),
    Role("gremlin", N_("Gremlin"), N_("Gremlin"), V, False, 1, "7D", "gremlin",
         doppel=Doppel.LATER, doppel_after="gremlin",
         action=N_("You may swap the marks of two players, or their cards, "
                   "without looking at them."), edition=VAMPIRE,
         definite=N_("the Gremlin")),
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
         sleep_extra=_THUMBS_AWAY_WOLVES, edition=BONUS,
         definite=N_("the Squire")),
    Role("family_man", N_("Family Man"), N_("Family Man"), FM, False, 1, "9D", "family_man",
         doppel=Doppel.JOINS, edition=BONUS),
    Role("beholder", N_("Beholder"), N_("Beholder"), V, False, 1, "9Z", "beholder",
         doppel=Doppel.LATER, doppel_after="beholder",
         wake_extra=N_("Seer and Apprentice Seer, stick out a thumb."),
         action=N_("You may look at the card of a player showing a thumb."),
         sleep_extra=N_("Thumbs away."), edition=BONUS,
         definite=N_("the Beholder")),
    Role("revealer", N_("Revealer"), N_("Revealer"), V, False, 1, "10", "revealer",
         doppel=Doppel.LATER, doppel_after="revealer",
         action=N_("You may turn another player's card face up. If it is a werewolf "
                   "or a Tanner, turn it face down again."), edition=DAYBREAK,
         definite=N_("the Revealer")),
    Role("empath", N_("Empath"), N_("Empath"), V, False, 1, "10E", "empath",
         doppel=Doppel.LATER, doppel_after="empath", edition=BONUS,
         definite=N_("the Empath")),
    Role("curator", N_("Curator"), N_("Curator"), V, False, 1, "11", "curator",
         doppel=Doppel.LATER, doppel_after="curator",
         action=N_("You may put an artifact token face down on any player's card."),
         edition=DAYBREAK,
         definite=N_("the Curator")),
    # -- cards that never wake --------------------------------------------------------
    Role("villager", N_("Villager"), N_("Villager"), V, False, 3),
    Role("hunter", N_("Hunter"), N_("Hunter"), V, False, 1),
    Role("tanner", N_("Tanner"), N_("Tanner"), T, False, 1),
    Role("bodyguard", N_("Bodyguard"), N_("Bodyguard"), V, False, 1, edition=DAYBREAK),
    Role("prince", N_("Prince"), N_("Prince"), V, False, 1, edition=BONUS),
    Role("cursed", N_("Cursed"), N_("Cursed"), V, False, 1, edition=BONUS),
    Role("ricochet_rhino", N_("Ricochet Rhino"), N_("Ricochet Rhino"), V, False, 1,
         edition=BONUS),
    Role("defender_er", N_("Defender-er"), N_("Defender-er"), V, False, 1, edition=BONUS),
    Role("sponge", N_("The Sponge"), N_("The Sponge"), V, False, 1, edition=BONUS),
    Role("windy_wendy", N_("Windy Wendy"), N_("Windy Wendy"), V, False, 1, edition=BONUS,),
    Role("innocent_bystander", N_("Innocent Bystander"), N_("Bystander"), V, False, 1,
         edition=BONUS),
)

#: Every role by id, in the table's order (which is the wake order).
ROLES: dict[str, Role] = {role.id: role for role in _TABLE}

#: Role ids in table order.
ROLE_IDS: tuple[str, ...] = tuple(ROLES)

#: Cards that move cards at night, for the Insomniac warning (RULINGS §1.1).
CARD_MOVERS: frozenset[str] = frozenset(
    {"robber", "troublemaker", "witch", "village_idiot", "alpha_wolf", "drunk", "gremlin",
     "body_snatcher"}
)

#: Roles whose presence makes a vote's deaths provisional until cards are revealed.
VOTE_CHANGERS: frozenset[str] = frozenset(
    {"hunter", "bodyguard", "prince", "cursed", "master", "cupid", "ricochet_rhino",
     "defender_er", "sponge", "windy_wendy"})

#: Roles that look at or move marks without handing one out: a deck with one puts out
#: the marks (a Mark of Clarity for each player) all the same.
MARK_HANDLERS: frozenset[str] = frozenset({"marksman", "pickpocket", "gremlin"})


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
