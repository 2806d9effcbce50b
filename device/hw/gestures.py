"""Press and long press from the knob's push switch (pure Python, no gpiozero).

The seat buttons' chatter is filtered by the ballot decoder; nothing downstream filters
the knob switch, so this does, with the same rules as the ballot (DESIGN §2.6):

- a release followed by a press within ``merge_gap`` is one continuous press;
- a press shorter than ``min_press`` (after merging) is no press at all;
- a press is long once it has lasted ``long_press``: decided while still held (the knob
  adapter calls :meth:`held` from gpiozero's hold thread) or at release.

Each gesture gives at most one event. A press is stamped at its release; a long press at
the moment it became long (``start + long_press``) or at its release.
"""

from __future__ import annotations

from device.events import KnobLongPress, KnobPress

LONG_PRESS = 0.8  #: seconds
MIN_PRESS = 0.020  #: seconds
MERGE_GAP = 0.015  #: seconds


class SwitchGestures:
    """Not thread-safe: the knob adapter serialises calls."""

    def __init__(
        self, long_press: float = LONG_PRESS, *, min_press: float = MIN_PRESS,
        merge_gap: float = MERGE_GAP,
    ) -> None:
        if not 0 <= min_press < long_press or merge_gap < 0:
            raise ValueError(
                f"need 0 <= min_press < long_press and merge_gap >= 0 (got min_press "
                f"{min_press}, long_press {long_press}, merge_gap {merge_gap})")
        self.long_press = float(long_press)
        self._min_press = float(min_press)
        self._merge_gap = float(merge_gap)
        self._down = False
        self._start: float | None = None  # start of the current (merged) press
        self._last_up: float | None = None
        self._decided = False  # the current gesture has given its event

    @property
    def is_down(self) -> bool:
        return self._down

    def down(self, t: float) -> None:
        if self._down:
            return
        self._down = True
        merged = (self._start is not None and self._last_up is not None
                  and t - self._last_up < self._merge_gap)
        if not merged:
            self._start, self._decided = t, False

    def up(self, t: float) -> KnobPress | KnobLongPress | None:
        if not self._down:
            return None
        self._down = False
        self._last_up = t
        if self._decided or self._start is None:
            return None
        lasted = t - self._start
        if lasted < self._min_press:
            return None  # a glitch, or the first bounce of a press still to come
        self._decided = True
        return KnobLongPress(t) if lasted >= self.long_press else KnobPress(t)

    def held(self) -> KnobLongPress | None:
        """The switch has been held for ``long_press`` (gpiozero's ``when_held``)."""
        if not self._down or self._decided or self._start is None:
            return None
        self._decided = True
        return KnobLongPress(self._start + self.long_press)
