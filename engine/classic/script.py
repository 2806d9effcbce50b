"""The classic night script for night N: the steps in the rules' order, as cues.

Night 1 starts with the ``roll_call``: eyes closed, every card but a plain Villager is held
up at once and the Moderator enters each seat; no role is named. Then the holder of the
Amulet sees the card it holds, then the night-1 calls (the Doppelganger, Cupid, the
Soulmates, the Masons, the Hoodlum), then the every-night order of the rulebook's "roll
calling order": Priest, Bodyguard, Werewolves (the Wolf Cub and the Lone Wolf with them),
Vampires, Cursed, Magician, Witch, Seer, P.I., Aura Seer, Sorcerer, Spellcaster, Old Hag,
Cult Leader, Troublemaker; then the Ghost's letter and, last, the Amulet passed on. The
wolves and the vampires (the Minion with the wolves on night 1) only look around on night
1. The Drunk is called on night 3 (night 1 with its alternate), and the role drawn for it
from night 1 on. A role dealt twice that wakes alone (the Seer, Cupid, the Cursed) is
called twice, the Moderator tapping each holder in turn. The Apprentice Seer has no call
(the Moderator taps it at the Seer's call once it is the Seer) unless its alternate has
it look every night, right after the Seer; the Martyr has a call only with its
alternate, right after the vampires. A role whose holder has died is still called, with
the same pauses, and no line depends on who lives or on how many victims the wolves
take, so the night gives nothing away.

Every line is our own wording, pronoun-neutral, short enough to be clear over a table,
kept in English and marked for the catalogue; the night is said in ``options.words``'
language.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..cues import PACES, Cue, Pace, Pause, Say, ScriptMode
from ..errors import InvalidInput
from ..words import ENGLISH, N_, Words
from .deck import ClassicDeck
from .options import ClassicOptions, Fun
from .roles import CLASSIC_ROLES, ClassicRole, Wakes

NIGHT_FALLS = N_("Night falls. Everyone, close your eyes.")
DAWN = N_("Everyone, wake up. It is morning.")
#: the roll call names no role: eyes stay closed, every special card goes up at once
ROLL_CALL = N_("Everyone, keep your eyes closed. If your card is not a plain Villager, "
               "hold it up for the Moderator now.")
ROLL_CALL_DOWN = N_("Thank you. Cards down.")
SOULMATES_WAKE = N_("Soulmates, Cupid has bound you. Open your eyes and find each other.")
SOULMATES_SLEEP = N_("Soulmates, close your eyes.")
WOLVES_FIRST_NIGHT = N_("Look around and learn who is on your side. No attack tonight.")
#: the werewolves' call on night 1 when the Minion is dealt: they see each other
WOLVES_AND_MINION = N_("Werewolves and Minion")
#: a step's wake and sleep lines: one role, or a group (a role with a ``call``, or the
#: wolves with the Minion); the same in English, a plural in German and Spanish
ONE_WAKES = N_("{role}, open your eyes.")
ONE_SLEEPS = N_("{role}, close your eyes.")
GROUP_WAKES = N_("{group}, open your eyes.")
GROUP_SLEEPS = N_("{group}, close your eyes.")

#: the Amulet's holder: night 1, the card it holds; every night, last, the pass
AMULET_HOLDER = N_("Holder of the Amulet")
AMULET_CARD = N_("See the card the Moderator gives you. It is your role.")
AMULET_PASS = N_("You may point to another player to pass the Amulet on.")

#: night 1 only, before the every-night order (the rulebook's roll calling order)
FIRST_NIGHT_ONLY = ("roll_call", "amulet", "drunk", "doppelganger", "cupid", "cupid_2",
                    "soulmates", "mason", "hoodlum")
EVERY_NIGHT_ORDER = ("priest", "bodyguard", "werewolf", "vampire", "martyr", "cursed",
                     "cursed_2", "magician", "witch", "seer", "seer_2", "apprentice_seer",
                     "pi", "aura_seer", "sorcerer", "spellcaster", "old_hag", "cult_leader",
                     "troublemaker", "ghost", "amulet_pass")
FIRST_NIGHT_ORDER = FIRST_NIGHT_ONLY + EVERY_NIGHT_ORDER
LATER_NIGHT_ORDER = ("drunk",) + EVERY_NIGHT_ORDER
#: how much of a plain step's pause a step takes (the roll call: per card held up)
STEP_WEIGHT = {"soulmates": 0.6, "roll_call": 0.5, "amulet": 0.6, "amulet_pass": 0.8}
#: the steps that call a role dealt twice the second time
SECOND = {"seer_2": "seer", "cupid_2": "cupid", "cursed_2": "cursed"}


def roll_call_cards(deck: ClassicDeck) -> tuple[str, ...]:
    """The cards the roll call registers, one per copy, in role-table order: every card
    but the plain Villagers. The Moderator enters a seat for each."""
    return tuple(r for r in deck.cards if r != "villager")


@dataclass(frozen=True)
class ClassicScriptOptions:
    pace: Pace = Pace.NORMAL
    mode: ScriptMode = ScriptMode.BEGINNER
    #: the language the lines are said in
    words: Words = ENGLISH
    #: the game's variants (the alternates that call a role, the "no werewolves" game)
    rules: ClassicOptions = field(default_factory=ClassicOptions)
    #: the role drawn for the Drunk, called from night 1 when it wakes
    drunk: str | None = None


@dataclass(frozen=True)
class ClassicNight:
    """Night ``night``'s steps (ids) and cues."""

    night: int
    steps: tuple[str, ...]
    cues: tuple[Cue, ...] = field(repr=False)

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(c.text for c in self.cues if isinstance(c, Say))


def _called(deck: ClassicDeck, rules: ClassicOptions, drunk: str | None) -> set[str]:
    """The roles whose call comes: the deck's, the Drunk's role, and the Werewolves and
    the Seer the Moderator calls in the "no werewolves" game."""
    roles = set(deck.roles) | ({drunk} if drunk else set())
    if rules.fun is Fun.NO_WEREWOLVES:
        roles |= {"werewolf", "seer"}
    return roles


def _wakes(step: str, night: int, deck: ClassicDeck, rules: ClassicOptions,
           drunk: str | None) -> bool:
    roles = _called(deck, rules, drunk)
    if step in SECOND:
        return deck.count(SECOND[step]) > 1
    if step == "werewolf":
        return bool(roles & {"werewolf", "wolf_cub", "lone_wolf"})
    if step == "soulmates":
        return "cupid" in roles or rules.has("cupid_moderator")
    if step == "roll_call":
        return bool(roll_call_cards(deck))
    if step in ("amulet", "amulet_pass"):
        return "amulet" in deck
    if step == "drunk":
        return "drunk" in deck and night == (1 if rules.has("drunk_told") else 3)
    if step == "cupid":
        return "cupid" in roles and not rules.has("cupid_moderator")
    if step == "apprentice_seer":
        return "apprentice_seer" in roles and rules.has("apprentice_looks")
    if step == "martyr":
        return "martyr" in roles and rules.has("martyr_night")
    if step == "ghost":
        return "ghost" in roles or (rules.has("ghost_first_dead") and night > 1)
    if step in ("mayor", "idiot", "minion"):
        return False
    return step in roles and CLASSIC_ROLES[step].wakes is not Wakes.NEVER


def classic_steps(deck: ClassicDeck, night: int, rules: ClassicOptions | None = None,
                  drunk: str | None = None) -> tuple[str, ...]:
    """The step ids of night ``night`` (CLASSIC §1's order), for the roles in ``deck``
    (and ``drunk``, the Drunk's role) under the variants ``rules``.

    They depend on the deck, the variants and the night only, never on who lives: a dead
    role is still called, and the Apprentice Seer has no call of its own (it is tapped at
    the Seer's) unless its alternate gives it one.
    """
    if night < 1:
        raise InvalidInput(f"nights are counted from 1, not {night}")
    rules = rules or ClassicOptions()
    order = FIRST_NIGHT_ORDER if night == 1 else LATER_NIGHT_ORDER
    return tuple(s for s in order if _wakes(s, night, deck, rules, drunk))


def _action(step: str, night: int) -> str:
    """The step's action, in English (the catalogue's key)."""
    if step in ("werewolf", "vampire") and night == 1:
        return WOLVES_FIRST_NIGHT
    if step in ("amulet", "amulet_pass"):
        return AMULET_CARD if step == "amulet" else AMULET_PASS
    return CLASSIC_ROLES[SECOND.get(step, step)].action


def _call(step: str, deck: ClassicDeck, night: int) -> tuple[str, bool]:
    """How the step is called, in English (the catalogue's key), and whether it is a
    group."""
    if step == "werewolf" and night == 1 and "minion" in deck:
        return WOLVES_AND_MINION, True
    if step in ("amulet", "amulet_pass"):
        return AMULET_HOLDER, False
    role = CLASSIC_ROLES[SECOND.get(step, step)]
    return role.spoken, role.group


def _wake_sleep(step: str, deck: ClassicDeck, night: int, words: Words = ENGLISH
               ) -> tuple[str, str]:
    """A role's step's two lines, "Seer, open your eyes." and "Seer, close your eyes.", in
    ``words``' language."""
    call, group = _call(step, deck, night)
    name = words._(call)
    if group:
        return words._(GROUP_WAKES, group=name), words._(GROUP_SLEEPS, group=name)
    return words._(ONE_WAKES, role=name), words._(ONE_SLEEPS, role=name)


def step_cues(step: str, deck: ClassicDeck, night: int, options: ClassicScriptOptions,
              rng: random.Random) -> list[Cue]:
    """One step: wake, the action and its pause, sleep."""
    timing = PACES[options.pace]
    beginner = options.mode is ScriptMode.BEGINNER
    say = options.words._

    def pause(weight: float) -> Pause:
        return Pause(step, round(timing.action * weight + rng.uniform(0.0, timing.jitter), 2))

    if step == "soulmates":
        return [Say(step, say(SOULMATES_WAKE)), pause(STEP_WEIGHT[step]),
                Say(step, say(SOULMATES_SLEEP))]
    if step == "roll_call":
        cards = len(roll_call_cards(deck))
        return [Say(step, say(ROLL_CALL)), pause(STEP_WEIGHT[step] * cards),
                Say(step, say(ROLL_CALL_DOWN))]
    role: ClassicRole = CLASSIC_ROLES["amulet" if step == "amulet_pass"
                                      else SECOND.get(step, step)]
    wake, sleep = _wake_sleep(step, deck, night, options.words)
    cues: list[Cue] = [Say(step, wake)]
    action = _action(step, night)
    if action and (beginner or (step in ("werewolf", "vampire") and night == 1)):
        cues.append(Say(step, say(action)))
    cues.append(pause(STEP_WEIGHT.get(step, role.pause_weight)))
    cues.append(Say(step, sleep))
    return cues


def classic_night(deck: ClassicDeck, night: int, options: ClassicScriptOptions | None = None,
                  rng: random.Random | None = None) -> ClassicNight:
    """The whole of night ``night``: nightfall, each step with a gap, then dawn."""
    options = options or ClassicScriptOptions()
    rng = rng or random.Random(0)
    timing = PACES[options.pace]
    steps = classic_steps(deck, night, options.rules, options.drunk)
    cues: list[Cue] = [Say(None, options.words._(NIGHT_FALLS)), Pause(None, timing.settle)]
    for step in steps:
        cues += step_cues(step, deck, night, options, rng)
        cues.append(Pause(None, timing.gap))
    cues.append(Say(None, options.words._(DAWN)))
    return ClassicNight(night, steps, tuple(cues))
