"""The night script: the deck's steps turned into cues to speak and pauses to wait.

Every line is our own wording, short and pronoun-neutral, written for espeak-ng.
Randomness (the pause jitter) comes from a ``random.Random`` the caller seeds, so a
script is reproducible.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..cues import PACES, Cue, Pace, Pause, Say, ScriptMode, Timing
from ..words import ENGLISH, N_, Words, capital
from .deck import Deck
from .roles import ROLES, Doppel, Role
from .steps import Step, night_steps

CLOSE_EYES = N_("Everyone, close your eyes.")
CLOSE_EYES_HELP = N_("Stay still and quiet until your role is called.")
WAKE_UP = N_("Everyone, wake up!")
WAKE_UP_HELP = N_("Talk it over, and find the werewolves.")
LONE_WOLF = N_("If you are the only werewolf, you may look at one center card.")
DREAM_WOLF_WAKE = N_("Dream Wolf, keep your eyes closed, and stick out a thumb.")
DREAM_WOLF_SLEEP = N_("Dream Wolf, put your thumb away.")
DREAM_WOLF_THUMBS = N_("Werewolves, Dream Wolf included, stick out a thumb.")
DOPPEL_LOOK = N_("Look at another player's card. You are now that role.")
DOPPEL_SLEEP = N_("Doppelganger, close your eyes.")


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


def _join(*parts: str) -> str:
    return " ".join(p for p in parts if p)


def _the(role: Role, w: Words) -> str:
    """``"the Seer"``, ``"la Voyante"``, ``"der Räuber"``: the role's name with the
    article its language gives it (the table's ``definite``)."""
    return w._(role.definite or role.spoken)


def doppelganger_action(deck: Deck, words: Words = ENGLISH) -> str:
    """The Doppelganger's action, naming the roles in this deck that act at once (at most
    three by name, so the sentence stays short)."""
    w = words
    now = [_the(ROLES[r], w) for r in dict.fromkeys(deck.cards)
           if ROLES[r].doppel is Doppel.NOW]
    if 0 < len(now) <= 3:
        return _join(w._(DOPPEL_LOOK), w._("If you became {roles}, do that action now.",
                                           roles=w.join(now, last="or")))
    if now:
        return _join(w._(DOPPEL_LOOK), w._(
            "If you became a role that acts at once, like {first} or {second}, "
            "do that action now.", first=now[0], second=now[1]))
    return w._(DOPPEL_LOOK)


def _wolves_with_you(deck: Deck, w: Words) -> str:
    """Who else opens their eyes with the werewolves, for beginners."""
    also = [_the(ROLES[r], w) for r in ("alpha_wolf", "mystic_wolf") if r in deck.cards]
    if not also:
        return ""
    # one English line for one or two wolves (as the box has always said it); the
    # catalogue's plural lets a language say "wakes" of one
    return w.n_("{wolves} wake with you.", "{wolves} wake with you.", len(also),
                wolves=capital(w.join(also)))


def _wake_sleep(r: Role, w: Words) -> tuple[str, str]:
    """``"Seer, wake up."`` and ``"Seer, close your eyes."``; a group is called in the
    plural (``"Werewolves, wake up."``)."""
    name = w._(r.spoken)
    if r.group:
        return (w._("{group}, wake up.", group=name),
                w._("{group}, close your eyes.", group=name))
    return w._("{role}, wake up.", role=name), w._("{role}, close your eyes.", role=name)


def _step_lines(step: Step, deck: Deck, opts: ScriptOptions) -> tuple[str, str]:
    """The wake line and the sleep line of one step."""
    w = opts.words
    beginner = opts.mode is ScriptMode.BEGINNER
    if step.copied is not None:
        copied = ROLES[step.copied]
        extra = copied.wake_extra
        if copied.id == "minion" and "dream_wolf" in deck:
            extra = DREAM_WOLF_THUMBS
        wake = _join(w._("Doppelganger, if you became {role}, wake up.",
                         role=_the(copied, w)),
                     w._(extra), w._(copied.action) if beginner else "")
        return wake, _join(w._(copied.sleep_extra), w._(DOPPEL_SLEEP))

    r: Role = ROLES[step.id]
    extra, sleep_extra = w._(r.wake_extra), w._(r.sleep_extra)
    action = doppelganger_action(deck, w) if r.id == "doppelganger" else w._(r.action)
    if r.id == "werewolf" and beginner:
        extra = _join(_wolves_with_you(deck, w), extra)
    if r.id == "werewolf":
        if "dream_wolf" in deck:
            extra = _join(extra, w._(DREAM_WOLF_WAKE))
            sleep_extra = w._(DREAM_WOLF_SLEEP)
        if opts.lone_wolf:
            action = w._(LONE_WOLF)
    elif r.id == "minion" and "dream_wolf" in deck:
        extra = w._(DREAM_WOLF_THUMBS)
    # The lone-wolf rule is a table option, not a reminder, so experts hear it too.
    spoken_action = action if beginner or (r.id == "werewolf" and opts.lone_wolf) else ""
    wake, sleep = _wake_sleep(r, w)
    return _join(wake, extra, spoken_action), _join(sleep_extra, sleep)


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
    w = opts.words
    steps = night_steps(deck)

    cues: list[Cue] = [
        Say(None, _join(w._(CLOSE_EYES), w._(CLOSE_EYES_HELP) if beginner else "")),
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
    cues.append(Say(None, _join(w._(WAKE_UP), w._(WAKE_UP_HELP) if beginner else "")))
    return NightScript(deck, opts, steps, tuple(cues))
