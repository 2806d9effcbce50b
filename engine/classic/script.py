"""The classic night script for night N: the steps in the rules' order, as cues.

Night 1 registers every role: the roles that wake are seen as they wake, the others show
their cards at the ``roll_call``. The wolves only look around on night 1. From night 2 the
wolves hunt, and the Apprentice Seer wakes only once it has become the Seer. A role whose
holder has died is still called, with the same pauses, so the night gives nothing away.

Every line is our own wording, pronoun-neutral, short enough to be clear over a table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..cues import PACES, Cue, Pace, Pause, Say, ScriptMode
from ..errors import InvalidInput
from .deck import ClassicDeck
from .roles import CLASSIC_ROLE_IDS, CLASSIC_ROLES, ClassicRole, Wakes

NIGHT_FALLS = "Night falls. Everyone, close your eyes."
DAWN = "Everyone, wake up. It is morning."
ROLL_CALL = "Moderator, the roles that sleep all night now show their cards."
SOULMATES_WAKE = "Soulmates, Cupid has bound you. Open your eyes and find each other."
SOULMATES_SLEEP = "Soulmates, close your eyes."
WOLVES_FIRST_NIGHT = "Look around and learn who your pack is. No attack tonight."
MINION_THUMBS = "Werewolves, stick out a thumb."
MINION_THUMBS_AWAY = "Werewolves, put your thumbs away."
APPRENTICE_FIRST_NIGHT = "The Moderator now knows you. If the Seer dies, you take over."
ROLL_CALL_SHOW = "{name}, raise your card for the Moderator."
ROLL_CALL_DOWN = "Thank you. Card down."

#: night-1 steps, in order; later nights keep only the roles that wake every night
FIRST_NIGHT_ORDER = ("cupid", "soulmates", "werewolf", "minion", "mason", "sorcerer", "seer",
                     "apprentice_seer", "bodyguard", "witch", "old_hag", "roll_call")
LATER_NIGHT_ORDER = ("werewolf", "sorcerer", "seer", "apprentice_seer", "bodyguard", "witch",
                     "old_hag")
#: the roles the roll call asks for (they never wake; a Villager needs no entry)
ROLL_CALL_ROLES = tuple(r for r in CLASSIC_ROLE_IDS
                        if CLASSIC_ROLES[r].wakes is Wakes.NEVER and r != "villager")
#: a night step whose entry is the Moderator's, with the seconds its choice may take
STEP_WEIGHT = {"soulmates": 0.6, "roll_call": 0.5}


@dataclass(frozen=True)
class ClassicScriptOptions:
    pace: Pace = Pace.NORMAL
    mode: ScriptMode = ScriptMode.BEGINNER


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
        return any(r in deck for r in ROLL_CALL_ROLES)
    return step in deck


def classic_steps(deck: ClassicDeck, night: int, apprentice_is_seer: bool = False
                  ) -> tuple[str, ...]:
    """The step ids of night ``night`` (CLASSIC §1's order), for the roles in ``deck``."""
    if night < 1:
        raise InvalidInput(f"nights are counted from 1, not {night}")
    order = FIRST_NIGHT_ORDER if night == 1 else LATER_NIGHT_ORDER
    return tuple(s for s in order if _wakes(s, deck)
                 and not (s == "apprentice_seer" and night > 1 and not apprentice_is_seer))


def _action(step: str, night: int) -> str:
    if step == "werewolf" and night == 1:
        return WOLVES_FIRST_NIGHT
    if step == "apprentice_seer" and night == 1:
        return APPRENTICE_FIRST_NIGHT
    return CLASSIC_ROLES[step].action


def step_cues(step: str, deck: ClassicDeck, night: int, options: ClassicScriptOptions,
              rng: random.Random) -> list[Cue]:
    """One step: wake, the action and its pause, sleep."""
    timing = PACES[options.pace]
    beginner = options.mode is ScriptMode.BEGINNER

    def pause(weight: float) -> Pause:
        return Pause(step, round(timing.action * weight + rng.uniform(0.0, timing.jitter), 2))

    if step == "soulmates":
        return [Say(step, SOULMATES_WAKE), pause(STEP_WEIGHT[step]), Say(step, SOULMATES_SLEEP)]
    if step == "roll_call":
        cues: list[Cue] = [Say(step, ROLL_CALL)]
        for rid in ROLL_CALL_ROLES:
            if rid in deck:
                cues += [Say(step, ROLL_CALL_SHOW.format(name=CLASSIC_ROLES[rid].name)),
                         pause(STEP_WEIGHT[step]), Say(step, ROLL_CALL_DOWN)]
        return cues
    role: ClassicRole = CLASSIC_ROLES[step]
    name = role.spoken
    cues = [Say(step, f"{name}, open your eyes.")]
    if step == "minion":
        cues.append(Say(step, MINION_THUMBS))
    action = _action(step, night)
    if action and (beginner or step == "werewolf" and night == 1):
        cues.append(Say(step, action))
    cues.append(pause(role.pause_weight))
    if step == "minion":
        cues.append(Say(step, MINION_THUMBS_AWAY))
    cues.append(Say(step, f"{name}, close your eyes."))
    return cues


def classic_night(deck: ClassicDeck, night: int, options: ClassicScriptOptions | None = None,
                  rng: random.Random | None = None, apprentice_is_seer: bool = False
                  ) -> ClassicNight:
    """The whole of night ``night``: nightfall, each step with a gap, then dawn."""
    options = options or ClassicScriptOptions()
    rng = rng or random.Random(0)
    timing = PACES[options.pace]
    steps = classic_steps(deck, night, apprentice_is_seer)
    cues: list[Cue] = [Say(None, NIGHT_FALLS), Pause(None, timing.settle)]
    for step in steps:
        cues += step_cues(step, deck, night, options, rng)
        cues.append(Pause(None, timing.gap))
    cues.append(Say(None, DAWN))
    return ClassicNight(night, steps, tuple(cues))
