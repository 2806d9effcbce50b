"""Stopping a game under way takes two long presses in a row: the first asks on the
Moderator's screen ("Stop the game?"), a second within :data:`CONFIRM_SECONDS` stops,
and a knob press or turn goes on. One slip of the hand never ends an evening's game (a
classic game lasts an hour); each state a long press could stop keeps a
:class:`StopGuard`."""

from __future__ import annotations

from device.core import effects as fx
from device.core.machine import Machine
from device.core.ui import views
from device.i18n.language import N_, _

#: how long the question stands: a long press after it asks again
CONFIRM_SECONDS = 5.0
STOP_QUESTION = N_("Stop the game?")
HOLD_AGAIN = N_("Hold again: stop")
PRESS_GOES_ON = N_("Press: go on")


class StopGuard:
    """When the Moderator was last asked to confirm a stop (``None``: not asked)."""

    def __init__(self) -> None:
        self.asked_at: float | None = None

    def showing(self, t: float) -> bool:
        """The question is on the screen at ``t`` (the state leaves it there)."""
        return self.asked_at is not None and t - self.asked_at <= CONFIRM_SECONDS

    def long_press(self, m: Machine, t: float) -> bool:
        """A long press at ``t``: ``True`` when it stops the game (the second while the
        question stands); otherwise the question is shown and ``False`` returned."""
        if self.showing(t):
            self.asked_at = None
            return True
        self.asked_at = t
        m.emit(fx.Show(views.message(_(STOP_QUESTION), (_(HOLD_AGAIN), _(PRESS_GOES_ON)))))
        return False

    def go_on(self, t: float) -> bool:
        """A knob press or turn at ``t``: ``True`` when it answered the question (the game
        goes on; the state draws its own screen again), ``False`` when none stood."""
        standing = self.showing(t)
        self.asked_at = None
        return standing
