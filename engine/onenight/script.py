"""The night script: the deck's steps turned into cues to speak and pauses to wait.

Every line is our own wording, short and pronoun-neutral, written for espeak-ng.
Randomness (the pause jitter) comes from a ``random.Random`` the caller seeds, and what
the box drew for the game (:mod:`engine.onenight.draws`) is given, so a script is
reproducible. What each step says is :mod:`engine.onenight.step_lines`'.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..cues import PACES, Cue, Pace, Pause, Say, ScriptMode, Timing
from ..values import Team
from ..words import ENGLISH, N_, Words
from .deck import Deck
from .draws import TEAM_NAMES, Draws, draw
from .roles import ROLES
from .step_lines import LONE_WOLF as LONE_WOLF
from .step_lines import join, step_lines, step_weight
from .steps import Step, night_steps

CLOSE_EYES = N_("Everyone, close your eyes.")
CLOSE_EYES_HELP = N_("Stay still and quiet until your role is called.")
WAKE_UP = N_("Everyone, wake up!")
WAKE_UP_HELP = N_("Talk it over, and find the werewolves.")


@dataclass(frozen=True)
class ScriptOptions:
    pace: Pace = Pace.NORMAL
    mode: ScriptMode = ScriptMode.BEGINNER
    lone_wolf: bool = True
    #: the language the lines are said in
    words: Words = ENGLISH
    #: the box says Nostradamus's team itself, once the seat's taps chose it: the step
    #: ``nostradamus_team`` is a silence in the night, where the box speaks
    team_said_live: bool = False


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


def _action_seconds(step: Step, timing: Timing, rng: random.Random) -> float:
    return round(timing.action * step_weight(step) + rng.uniform(0.0, timing.jitter), 2)


def _wake_up_help(deck: Deck, w: Words) -> str:
    """What to look for at dawn: the werewolves, or the monsters the deck holds."""
    held = {ROLES[r].monster for r in deck.roles}
    kinds = [team for team in (Team.WEREWOLF, Team.VAMPIRE, Team.ALIEN) if team in held]
    if kinds in ([], [Team.WEREWOLF]):
        return w._(WAKE_UP_HELP)
    return w._("Talk it over, and find {monsters}.",
               monsters=w.join(w._(TEAM_NAMES[kind]) for kind in kinds))


def default_draws(deck: Deck) -> Draws:
    """The draws of a script asked for without a game's: drawn for seats 1 to the deck's
    player count, from a fixed seed."""
    return draw(deck, range(1, max(3, deck.default_players) + 1), random.Random(0))


def night_script(
    deck: Deck, options: ScriptOptions | None = None, rng: random.Random | None = None,
    draws: Draws | None = None,
) -> NightScript:
    """Build the night: close eyes, every step in order with its pauses, wake up. The
    Family Man, the Empath and Nostradamus are told what ``draws`` say (by default,
    :func:`default_draws`); ``rng`` draws the pauses' jitter."""
    opts = options or ScriptOptions()
    rng = rng or random.Random(0)
    timing = PACES[opts.pace]
    beginner = opts.mode is ScriptMode.BEGINNER
    w = opts.words
    steps = night_steps(deck)
    drawn = draws if draws is not None else default_draws(deck)

    cues: list[Cue] = [
        Say(None, join(w._(CLOSE_EYES), w._(CLOSE_EYES_HELP) if beginner else "")),
        Pause(None, timing.settle),
    ]
    for step in steps:
        if step.id == "nostradamus_team" and opts.team_said_live:
            cues.append(Pause(step.id, timing.gap))
            continue
        wake, sleep = step_lines(step, deck, drawn, opts.mode, opts.lone_wolf, w)
        cues += [Say(step.id, wake), Pause(step.id, _action_seconds(step, timing, rng))]
        cues += [Say(step.id, sleep)] if sleep else []
        cues.append(Pause(step.id, timing.gap))
    cues.append(Say(None, join(w._(WAKE_UP), _wake_up_help(deck, w) if beginner else "")))
    return NightScript(deck, opts, steps, tuple(cues))
