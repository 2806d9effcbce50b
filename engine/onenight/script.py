"""The night script: the deck's steps turned into cues to speak and pauses to wait.

Every line is our own wording, short and pronoun-neutral, written for espeak-ng.
Randomness (the pause jitter) comes from a ``random.Random`` the caller seeds, so a
script is reproducible.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..words import ENGLISH, Words
from ..cues import PACES, Cue, Pace, Pause, Say, ScriptMode, Timing
from .deck import Deck
from .roles import ROLES, Doppel, Role
from .steps import Step, night_steps

CLOSE_EYES = "Everyone, close your eyes."
CLOSE_EYES_HELP = "Stay still and quiet until your role is called."
WAKE_UP = "Everyone, wake up!"
WAKE_UP_HELP = "Talk it over, and find the werewolves."
LONE_WOLF = "If you are the only werewolf, you may look at one center card."
DREAM_WOLF_WAKE = "Dream Wolf, keep your eyes closed, and stick out a thumb."
DREAM_WOLF_SLEEP = "Dream Wolf, put your thumb away."
DREAM_WOLF_THUMBS = "Werewolves, Dream Wolf included, stick out a thumb."

#: Speaking speed used to estimate how long a line takes, in words per minute.
ESTIMATE_WPM = 160.0


@dataclass(frozen=True)
class ScriptOptions:
    pace: Pace = Pace.NORMAL
    mode: ScriptMode = ScriptMode.BEGINNER
    lone_wolf: bool = True
    #: the language the lines are said in
    words: Words = ENGLISH


@dataclass(frozen=True)
class NightScript:
    deck: Deck
    options: ScriptOptions
    steps: tuple[Step, ...]
    cues: tuple[Cue, ...] = field(repr=False)

    @property
    def pause_seconds(self) -> float:
        return sum(c.seconds for c in self.cues if isinstance(c, Pause))

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(c.text for c in self.cues if isinstance(c, Say))


def estimate_speech_seconds(text: str, wpm: float = ESTIMATE_WPM) -> float:
    """A rough speaking time for ``text``, for ``nightbox script``'s previews.

    The box itself times lines from the rendered WAVs, or without a voice from
    ``device.audio.timing.estimate_seconds``, which is calibrated on espeak-ng.
    """
    words = len(text.split())
    return round(words * 60.0 / wpm + 0.3, 2)


def _join(*parts: str) -> str:
    return " ".join(p for p in parts if p)


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def _the(role: Role) -> str:
    name = role.spoken
    return name if name.lower().startswith("the ") else f"the {name}"


def doppelganger_action(deck: Deck) -> str:
    """The Doppelganger's action, naming the roles in this deck that act at once (at most
    three by name, so the sentence stays short)."""
    now = [_the(ROLES[r]) for r in dict.fromkeys(deck.cards) if ROLES[r].doppel is Doppel.NOW]
    line = "Look at another player's card. You are now that role."
    if 0 < len(now) <= 3:
        line += f" If you became {_names(now)}, do that action now."
    elif now:
        line += (f" If you became a role that acts at once, like {now[0]} or {now[1]}, "
                 "do that action now.")
    return line


def _wolves_with_you(deck: Deck) -> str:
    """Who else opens their eyes with the werewolves, for beginners."""
    also = [f"the {ROLES[r].spoken}" for r in ("alpha_wolf", "mystic_wolf") if r in deck.cards]
    if not also:
        return ""
    return f"{' and '.join(also)[0].upper()}{' and '.join(also)[1:]} wake with you."


def _step_lines(step: Step, deck: Deck, opts: ScriptOptions) -> tuple[str, str]:
    """The wake line and the sleep line of one step."""
    beginner = opts.mode is ScriptMode.BEGINNER
    if step.copied is not None:
        copied = ROLES[step.copied]
        extra = copied.wake_extra
        if copied.id == "minion" and "dream_wolf" in deck:
            extra = DREAM_WOLF_THUMBS
        wake = _join(f"Doppelganger, if you became the {copied.spoken}, wake up.", extra,
                     copied.action if beginner else "")
        return wake, _join(copied.sleep_extra, "Doppelganger, close your eyes.")

    r: Role = ROLES[step.id]
    extra, sleep_extra, action = r.wake_extra, r.sleep_extra, r.action
    if r.id == "doppelganger":
        action = doppelganger_action(deck)
    if r.id == "werewolf" and beginner:
        extra = _join(_wolves_with_you(deck), extra)
    if r.id == "werewolf":
        if "dream_wolf" in deck:
            extra = _join(extra, DREAM_WOLF_WAKE)
            sleep_extra = DREAM_WOLF_SLEEP
        if opts.lone_wolf:
            action = LONE_WOLF
    elif r.id == "minion" and "dream_wolf" in deck:
        extra = DREAM_WOLF_THUMBS
    # The lone-wolf rule is a table option, not a reminder, so experts hear it too.
    spoken_action = action if beginner or (r.id == "werewolf" and opts.lone_wolf) else ""
    wake = _join(f"{r.spoken}, wake up.", extra, spoken_action)
    return wake, _join(sleep_extra, f"{r.spoken}, close your eyes.")


def _action_seconds(step: Step, timing: Timing, rng: random.Random) -> float:
    weight = ROLES[step.copied or step.role].pause_weight
    return round(timing.action * weight + rng.uniform(0.0, timing.jitter), 2)


def night_script(
    deck: Deck, options: ScriptOptions | None = None, rng: random.Random | None = None
) -> NightScript:
    """Build the night: close eyes, every step in order with its pauses, wake up."""
    opts = options or ScriptOptions()
    rng = rng or random.Random(0)
    timing = PACES[opts.pace]
    beginner = opts.mode is ScriptMode.BEGINNER
    steps = night_steps(deck)

    cues: list[Cue] = [
        Say(None, _join(CLOSE_EYES, CLOSE_EYES_HELP if beginner else "")),
        Pause(None, timing.settle),
    ]
    for step in steps:
        wake, sleep = _step_lines(step, deck, opts)
        cues += [
            Say(step.id, wake),
            Pause(step.id, _action_seconds(step, timing, rng)),
            Say(step.id, sleep),
            Pause(step.id, timing.gap),
        ]
    cues.append(Say(None, _join(WAKE_UP, WAKE_UP_HELP if beginner else "")))
    return NightScript(deck, opts, steps, tuple(cues))
