"""The classic night script for night N: the steps in the rules' order, as cues.

Night 1 starts with the ``roll_call``: eyes closed, every card but a plain Villager is held
up at once and the Moderator enters each seat; no role is named. Then Cupid, the Soulmates
and the Masons, then the every-night order of the rulebook. The wolves (the Minion with
them on night 1) only look around on night 1. The Apprentice Seer has no call: the
Moderator taps it at the Seer's call once it is the Seer. A role whose holder has died is
still called, with the same pauses, and no line depends on who lives or on how many
victims the wolves take, so the night gives nothing away.

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
from .roles import CLASSIC_ROLES, ClassicRole

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

#: night 1 only, before the every-night order (the rulebook's roll calling order)
FIRST_NIGHT_ONLY = ("roll_call", "cupid", "soulmates", "mason")
EVERY_NIGHT_ORDER = ("bodyguard", "werewolf", "cursed", "witch", "seer", "sorcerer",
                     "old_hag")
FIRST_NIGHT_ORDER = FIRST_NIGHT_ONLY + EVERY_NIGHT_ORDER
LATER_NIGHT_ORDER = EVERY_NIGHT_ORDER
#: how much of a plain step's pause a step takes (the roll call: per card held up)
STEP_WEIGHT = {"soulmates": 0.6, "roll_call": 0.5}


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


@dataclass(frozen=True)
class ClassicNight:
    """Night ``night``'s steps (ids) and cues."""

    night: int
    steps: tuple[str, ...]
    cues: tuple[Cue, ...] = field(repr=False)

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(c.text for c in self.cues if isinstance(c, Say))


def _wakes(step: str, deck: ClassicDeck) -> bool:
    if step == "werewolf":
        return deck.wolves > 0
    if step == "soulmates":
        return "cupid" in deck
    if step == "roll_call":
        return bool(roll_call_cards(deck))
    return step in deck


def classic_steps(deck: ClassicDeck, night: int) -> tuple[str, ...]:
    """The step ids of night ``night`` (CLASSIC §1's order), for the roles in ``deck``.

    They depend on the deck and the night only, never on who lives: a dead role is still
    called, and the Apprentice Seer has no call of its own (it is tapped at the Seer's).
    """
    if night < 1:
        raise InvalidInput(f"nights are counted from 1, not {night}")
    order = FIRST_NIGHT_ORDER if night == 1 else LATER_NIGHT_ORDER
    return tuple(s for s in order if _wakes(s, deck))


def _action(step: str, night: int) -> str:
    """The step's action, in English (the catalogue's key)."""
    if step == "werewolf" and night == 1:
        return WOLVES_FIRST_NIGHT
    return CLASSIC_ROLES[step].action


def _call(step: str, deck: ClassicDeck, night: int) -> tuple[str, bool]:
    """How the step is called, in English (the catalogue's key), and whether it is a
    group."""
    if step == "werewolf" and night == 1 and "minion" in deck:
        return WOLVES_AND_MINION, True
    role = CLASSIC_ROLES[step]
    return role.spoken, bool(role.call)


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
    role: ClassicRole = CLASSIC_ROLES[step]
    wake, sleep = _wake_sleep(step, deck, night, options.words)
    cues: list[Cue] = [Say(step, wake)]
    action = _action(step, night)
    if action and (beginner or (step == "werewolf" and night == 1)):
        cues.append(Say(step, say(action)))
    cues.append(pause(role.pause_weight))
    cues.append(Say(step, sleep))
    return cues


def classic_night(deck: ClassicDeck, night: int, options: ClassicScriptOptions | None = None,
                  rng: random.Random | None = None) -> ClassicNight:
    """The whole of night ``night``: nightfall, each step with a gap, then dawn."""
    options = options or ClassicScriptOptions()
    rng = rng or random.Random(0)
    timing = PACES[options.pace]
    steps = classic_steps(deck, night)
    cues: list[Cue] = [Say(None, options.words._(NIGHT_FALLS)), Pause(None, timing.settle)]
    for step in steps:
        cues += step_cues(step, deck, night, options, rng)
        cues.append(Pause(None, timing.gap))
    cues.append(Say(None, options.words._(DAWN)))
    return ClassicNight(night, steps, tuple(cues))
