"""The menu knob on gpiozero: a ``RotaryEncoder`` and a ``Button`` on its push switch.

Wiring (BCM numbers from :mod:`device.pinout` or the config):

- encoder: A -> GPIO, B -> GPIO, C (common, the middle pin) -> GND. Internal pull-ups;
  a closed contact reads low. Turning clockwise closes A before B.
- switch: one leg -> GPIO, the other -> GND (internal pull-up).

Events put on the queue: :class:`KnobTurn` (one per detent, +1 clockwise / -1 counter),
:class:`KnobPress` and :class:`KnobLongPress` (see :mod:`device.hw.gestures`).

Encoder noise: gpiozero's ``RotaryEncoder`` is used to claim and pull up the A and B pins,
but its ``bounce_time`` does not help (see :mod:`device.hw.quadrature`). So this adapter
takes the pins' ``when_changed`` callbacks itself:
they carry the pin library's ticks and the level, which feed
:class:`~device.hw.quadrature.QuadratureDecoder` (full valid cycles only, reversal chatter
dropped). The encoder's own ``steps`` / ``value`` / ``when_rotated`` stay unused.
gpiozero keeps only a weak reference to a pin callback: keep the knob object alive.

Threading: callbacks come on the pin library's threads. They update the decoder and the
switch state under one small lock and put at most one event; nothing else. Timestamps: see
:mod:`device.hw.stamps`.
"""

from __future__ import annotations

import logging
import threading
from functools import partial

from gpiozero import Button, RotaryEncoder
from gpiozero.pins import Factory

from device.events import EventSink, KnobLongPress, KnobPress, KnobTurn, TimeSource
from device.pinout import KNOB_A, KNOB_B, KNOB_BUTTON

from .factory import PinSpec, gpio_errors, pin_name, resolve_pin_factory
from .gestures import LONG_PRESS, MERGE_GAP, MIN_PRESS, SwitchGestures
from .protocols import ClosedOnExit
from .quadrature import REVERSAL_GUARD, QuadratureDecoder
from .stamps import EdgeClock

log = logging.getLogger(__name__)

KnobEvent = KnobTurn | KnobPress | KnobLongPress


class GpioKnob(ClosedOnExit):
    """Rotary encoder with push switch. Implements :class:`~device.hw.protocols.Knob`.

    :param events: the appliance's queue.
    :param a, b, button: the encoder's A and B pins and the switch pin.
    :param clock: ``None`` for ``time.monotonic`` with edge times from the pin library,
        or a clock function (virtual time) read when each callback runs.
    :param pin_factory: a gpiozero pin factory, or ``None`` for gpiozero's default.
    :param long_press: seconds held for a long press.
    :param reversal_guard: seconds in which a reversed detent counts as chatter.
    :param min_press, merge_gap: switch debounce, as for the seat buttons in the ballot.
    :raises NoGpio: no pin factory can be loaded (not a Pi).
    :raises PinUnavailable: a pin is taken or invalid; the message names it.
    """

    def __init__(
        self,
        events: EventSink[KnobEvent],
        a: PinSpec = KNOB_A,
        b: PinSpec = KNOB_B,
        button: PinSpec = KNOB_BUTTON,
        *,
        clock: TimeSource | None = None,
        pin_factory: Factory | None = None,
        long_press: float = LONG_PRESS,
        reversal_guard: float = REVERSAL_GUARD,
        min_press: float = MIN_PRESS,
        merge_gap: float = MERGE_GAP,
    ) -> None:
        self._gestures = SwitchGestures(long_press, min_press=min_press, merge_gap=merge_gap)
        factory = resolve_pin_factory(pin_factory, f"knob A on {pin_name(a)}")
        self._events = events
        self._stamps = EdgeClock(factory, clock)
        self._lock = threading.Lock()
        self._encoder: RotaryEncoder | None = None
        self._switch: Button | None = None
        try:
            with gpio_errors({a: "knob A", b: "knob B"}):
                encoder = self._encoder = RotaryEncoder(a, b, max_steps=0, pin_factory=factory)
            with gpio_errors({button: "knob switch"}):
                switch = self._switch = Button(
                    button, pull_up=True, bounce_time=None, hold_time=long_press,
                    pin_factory=factory)
        except BaseException:
            self.close()
            raise
        state = (int(encoder.a.is_active) << 1) | int(encoder.b.is_active)
        self._decoder = QuadratureDecoder(state, reversal_guard=reversal_guard)
        encoder.a.pin.when_changed = self._a_changed
        encoder.b.pin.when_changed = self._b_changed
        switch.when_pressed = partial(self._switch_down, switch)
        switch.when_released = partial(self._switch_up, switch)
        switch.when_held = self._switch_held
        log.info("knob: A %s, B %s, switch %s", encoder.a.pin, encoder.b.pin, switch.pin)

    @property
    def long_press_time(self) -> float:
        """Seconds the switch must be held for a long press."""
        return self._gestures.long_press

    @property
    def dropped(self) -> int:
        """Encoder cycles rejected as noise so far."""
        return self._decoder.dropped

    # -- callbacks: pin library threads; update state, put at most one event --

    def _a_changed(self, ticks: float, state: int) -> None:
        self._contact("a", ticks, state)

    def _b_changed(self, ticks: float, state: int) -> None:
        self._contact("b", ticks, state)

    def _contact(self, which: str, ticks: float, state: int) -> None:
        if state not in (0, 1):  # lgpio reports 2 for a watchdog timeout
            return
        t = self._stamps.at_ticks(ticks)
        with self._lock:
            step = self._decoder.contact(which, not state, t)  # low = contact closed
            if step:
                self._events.put(KnobTurn(t, step))

    def _switch_down(self, switch: Button) -> None:
        t = self._stamps.before(switch.active_time)
        with self._lock:
            self._gestures.down(t)

    def _switch_up(self, switch: Button) -> None:
        t = self._stamps.before(switch.inactive_time)
        with self._lock:
            event = self._gestures.up(t)
            if event is not None:
                self._events.put(event)

    def _switch_held(self) -> None:
        with self._lock:
            event = self._gestures.held()
            if event is not None:
                self._events.put(event)

    # -- lifetime --

    def close(self) -> None:
        """Pins released and gpiozero's hold thread stopped. Idempotent."""
        switch, self._switch = self._switch, None
        encoder, self._encoder = self._encoder, None
        for name, device in (("switch", switch), ("encoder", encoder)):
            if device is not None:
                try:
                    device.close()
                except Exception:
                    log.exception("closing the knob %s", name)
