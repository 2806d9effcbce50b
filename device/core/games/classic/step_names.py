"""The names of a classic night's steps on the Moderator's screen, and the role each
step calls."""

from __future__ import annotations

from engine.classic.roles import CLASSIC_ROLES
from engine.classic.script import SECOND

from device.i18n.language import N_, _

#: the night's steps that are no role
STEP_NAMES = {"roll_call": N_("Roll call"), "soulmates": N_("Soulmates")}
#: the steps the Moderator never enters anything at (the Soulmates' eyes open to see each
#: other; the Masons' step shows the Moderator their seats, a press goes on)
QUIET_STEPS = frozenset({"soulmates"})
#: the role each step calls, where it is not the step's own id
STEP_ROLE = {**SECOND, "amulet_pass": "amulet"}


def step_name(step: str) -> str:
    """A step's name on the Moderator's screen ("Seer", "Roll call", "Seer 2")."""
    if step in SECOND:
        return _("{role} {n}", role=_(CLASSIC_ROLES[SECOND[step]].short), n=2)
    if step in CLASSIC_ROLES or step in STEP_ROLE:
        return _(CLASSIC_ROLES[STEP_ROLE.get(step, step)].short)
    return _(STEP_NAMES[step]) if step in STEP_NAMES else step.replace("_", " ").capitalize()
