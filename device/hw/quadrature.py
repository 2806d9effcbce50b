"""A noise-proof decoder for a mechanical rotary encoder (pure Python, no gpiozero).

gpiozero's ``RotaryEncoder`` only passes ``bounce_time`` down to its pins, where mock pins
ignore it, lgpio's debounce compares two different clocks (joan2937/lg#19), and any time
debounce would cut real edges on a fast spin. So the knob leaves it at ``None`` and this
decoder rejects noise by shape instead, with no debounce time.

The encoder's two contacts, A and B, give a 2-bit state ``A<<1 | B`` (1 = contact closed,
i.e. the pin pulled low). One detent clockwise walks the Gray cycle 0 -> 2 -> 3 -> 1 -> 0;
counter-clockwise walks it backwards. Detents rest at state 0 (both contacts open), as on
the usual EC11 / KY-040 parts with one full cycle per detent.

Rules:

1. Each change of one contact is a quarter step, +1 or -1 along the cycle. A report that
   changes nothing (repeated level) is ignored.
2. A step is emitted only when the state returns to rest (0) with the quarter steps since
   the last rest summing to exactly +4 or -4: one full, valid cycle. Contact bounce
   toggles one contact back and forth, adding +1 -1 +1 -1 ..., so it cancels out however
   long it lasts; a wiggle that goes part way and comes back sums to 0.
3. A jump that changes both bits at once (an edge was missed, e.g. a pin library that
   reads levels late) spoils the cycle: it is dropped rather than guessed at.
4. Reversal chatter: a full cycle in the opposite direction completing within
   ``reversal_guard`` seconds of the previous step is dropped, and so is any step in the
   ``reversal_guard`` after such a drop (the bounce back). No hand reverses a knob that
   fast; a contact that springs back past a detent does.
"""

from __future__ import annotations

import logging

log = logging.getLogger(__name__)

REST = 0
#: (from state, to state) -> quarter step; any other change is a missed edge
QUARTER_STEPS: dict[tuple[int, int], int] = {
    (0, 2): +1, (2, 3): +1, (3, 1): +1, (1, 0): +1,
    (0, 1): -1, (1, 3): -1, (3, 2): -1, (2, 0): -1,
}
REVERSAL_GUARD = 0.005  #: seconds; see rule 4


class QuadratureDecoder:
    """Feed it contact changes with their times; it returns whole detent steps.

    Not thread-safe: the knob adapter serialises calls.
    """

    def __init__(self, state: int = REST, *, reversal_guard: float = REVERSAL_GUARD) -> None:
        if state not in (0, 1, 2, 3):
            raise ValueError(f"state must be 0..3 (got {state})")
        self._state = state
        self._quarters = 0
        self._spoiled = state != REST  # started between detents: that cycle is partial
        self._guard = float(reversal_guard)
        self._last_step = 0
        self._last_t = float("-inf")
        self._quiet_until = float("-inf")
        self.dropped = 0  #: cycles rejected as noise or missed edges (for diagnostics)

    @property
    def state(self) -> int:
        return self._state

    def contact(self, which: str, closed: bool, t: float) -> int:
        """Contact ``"a"`` or ``"b"`` is now *closed* (pin low) at time *t*; returns -1, 0 or +1."""
        if which == "a":
            new = (self._state & 0b01) | (int(closed) << 1)
        elif which == "b":
            new = (self._state & 0b10) | int(closed)
        else:
            raise ValueError(f"contact must be 'a' or 'b' (got {which!r})")
        return self.feed(new, t)

    def feed(self, new: int, t: float) -> int:
        """The contacts are now in state *new* (``A<<1 | B``) at time *t*."""
        if new == self._state:
            return 0
        quarter = QUARTER_STEPS.get((self._state, new))
        self._state = new
        if quarter is None:
            self._spoiled = True
        else:
            self._quarters += quarter
        if new != REST:
            return 0
        quarters, spoiled = self._quarters, self._spoiled
        self._quarters, self._spoiled = 0, False
        if spoiled or abs(quarters) != 4:
            if quarters or spoiled:
                self.dropped += 1
                log.debug("encoder cycle dropped (quarters %s, missed edge %s)", quarters, spoiled)
            return 0
        step = 1 if quarters > 0 else -1
        if t < self._quiet_until or (
                step == -self._last_step and t - self._last_t < self._guard):
            self.dropped += 1
            self._quiet_until = t + self._guard
            log.debug("encoder step %+d at %.4f s dropped as reversal chatter", step, t)
            return 0
        self._last_step, self._last_t = step, t
        return step
