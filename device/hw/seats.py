"""The seat panel on gpiozero: one button input and one LED per seat.

Wiring, per seat (BCM numbers from :mod:`device.pinout` or the config):

- button: GPIO -> push button -> GND. The Pi's internal pull-up holds the pin high; a
  press pulls it low. No capacitor is needed: chatter is filtered by the engine.
- LED: GPIO -> resistor -> LED -> GND (see :mod:`device.hw.seat_leds`).

One ``Button`` per seat, not a ``ButtonBoard``: a board reports one combined value and
misses a second press while another button is held. ``bounce_time`` is ``None``: every
raw edge is reported and the engine's ballot decoder debounces (DESIGN §2.6), the same
way on every pin library and on mock pins.

Threading: gpiozero calls back on the pin library's thread (lgpio: one thread for all
pins; mock pins: the thread that drives the pin). A callback only builds one event and
puts it on the queue. Timestamps: see :mod:`device.hw.stamps` (edge time from the pin
library's ticks with the real clock; the injected clock at callback time otherwise).

Each seat's button is a gpiozero ``DigitalInputDevice`` (pulled up, active low): a
``Button`` would add a hold thread that polls ten times a second, which the seats do not
need. A stuck button (DESIGN §6) is timed by the appliance's loop from the press edge.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from functools import partial

from gpiozero import DigitalInputDevice
from gpiozero.pins import Factory

from device.events import EventSink, SeatEdge, TimeSource
from device.pinout import SEAT_BUTTONS, SEAT_LEDS

from .factory import PinSpec, gpio_errors, pin_name, resolve_pin_factory
from .protocols import DEFAULT_BLINK, DEFAULT_PULSE, ClosedOnExit
from .seat_leds import SeatLeds, modes_for
from .stamps import EdgeClock

log = logging.getLogger(__name__)


class GpioSeatPanel(ClosedOnExit):
    """Seat buttons and LEDs. Implements :class:`~device.hw.protocols.SeatPanel`.

    :param events: the appliance's queue; receives :class:`SeatEdge`.
    :param buttons: seat number -> button pin (BCM number or gpiozero pin name).
    :param leds: seat number -> LED pin; the same seats as *buttons*.
    :param clock: ``None`` for ``time.monotonic`` with edge times from the pin library,
        or a clock function (virtual time) read when each callback runs.
    :param pin_factory: a gpiozero pin factory, or ``None`` for gpiozero's default.
    :param pwm: ``PWMLED`` (True), ``LED`` (False), or ``None``: PWM when the factory has it.
    :raises NoGpio: no pin factory can be loaded (not a Pi).
    :raises PinUnavailable: a pin is taken or invalid; the message names pin and seat.
    """

    def __init__(
        self,
        events: EventSink[SeatEdge],
        buttons: Mapping[int, PinSpec] = SEAT_BUTTONS,
        leds: Mapping[int, PinSpec] = SEAT_LEDS,
        *,
        clock: TimeSource | None = None,
        pin_factory: Factory | None = None,
        pwm: bool | None = None,
    ) -> None:
        if not buttons or set(buttons) != set(leds):
            raise ValueError(
                f"buttons and LEDs must cover the same seats (buttons: {sorted(buttons)}, "
                f"LEDs: {sorted(leds)})")
        self._seats = tuple(sorted(buttons))
        first = self._seats[0]
        factory = resolve_pin_factory(
            pin_factory, f"seat {first} button on {pin_name(buttons[first])}")
        self._events = events
        self._stamps = EdgeClock(factory, clock)
        self._buttons: dict[int, DigitalInputDevice] = {}
        self._leds: SeatLeds | None = None
        try:
            for seat in self._seats:
                with gpio_errors({buttons[seat]: f"seat {seat} button"}):
                    button = DigitalInputDevice(
                        buttons[seat], pull_up=True, bounce_time=None, pin_factory=factory)
                self._buttons[seat] = button
            self._leds = SeatLeds(leds, factory, pwm=pwm)
        except BaseException:
            self.close()
            raise
        for seat, button in self._buttons.items():
            button.when_activated = partial(self._pressed, seat, button)
            button.when_deactivated = partial(self._released, seat, button)
            if button.is_active:
                log.warning("seat %s button (%s) is down at start", seat, button.pin)
        log.info("seat panel: %s seats, %s LEDs, stamps %s", len(self._seats),
                 "PWM" if self._leds.pwm else "on/off",
                 "from pin ticks" if self._stamps.corrects_age else "from the given clock")

    # -- callbacks: pin library threads; build one event and enqueue it, nothing else --

    def _pressed(self, seat: int, button: DigitalInputDevice) -> None:
        self._events.put(SeatEdge(self._stamps.before(button.active_time), seat, True))

    def _released(self, seat: int, button: DigitalInputDevice) -> None:
        self._events.put(SeatEdge(self._stamps.before(button.inactive_time), seat, False))

    # -- the SeatPanel interface --

    @property
    def seats(self) -> tuple[int, ...]:
        return self._seats

    @property
    def pwm(self) -> bool:
        return self._leds is not None and self._leds.pwm

    def pressed_seats(self) -> frozenset[int]:
        return frozenset(seat for seat, b in self._buttons.items() if b.is_active)

    def led_modes(self) -> dict[int, str]:
        """Seat -> ``"off"``, ``"on"``, ``"blink"`` or ``"pulse"`` as last set."""
        modes = self._leds.modes() if self._leds is not None else {}
        return {seat: mode[0] for seat, mode in modes.items()}

    def show(
        self,
        *,
        lit: Iterable[int] = (),
        blinking: Iterable[int] = (),
        pulsing: Iterable[int] = (),
        blink: tuple[float, float] = DEFAULT_BLINK,
        pulse: tuple[float, float] = DEFAULT_PULSE,
    ) -> None:
        modes = modes_for(lit, blinking, pulsing, blink, pulse)
        unknown = sorted(set(modes) - set(self._seats))
        if unknown:
            raise ValueError(
                f"seat {unknown[0]} is not on this panel (seats {list(self._seats)})")
        if self._leds is None:
            raise RuntimeError("the seat panel is closed")
        self._leds.apply(modes)

    def all_off(self) -> None:
        self.show()

    def light(self, seats: Iterable[int]) -> None:
        self.show(lit=seats)

    def blink(
        self, seats: Iterable[int], on_time: float = DEFAULT_BLINK[0],
        off_time: float = DEFAULT_BLINK[1],
    ) -> None:
        self.show(blinking=seats, blink=(on_time, off_time))

    def sweep_to(self, seat: int | None) -> None:
        self.show(lit=() if seat is None else (seat,))

    def pulse(
        self, seats: Iterable[int], fade_in: float = DEFAULT_PULSE[0],
        fade_out: float = DEFAULT_PULSE[1],
    ) -> None:
        self.show(pulsing=seats, pulse=(fade_in, fade_out))

    def close(self) -> None:
        """Buttons released, LEDs off, every gpiozero thread stopped. Idempotent."""
        buttons, self._buttons = self._buttons, {}
        for seat, button in buttons.items():
            try:
                button.close()
            except Exception:
                log.exception("closing the button of seat %s", seat)
        leds, self._leds = self._leds, None
        if leds is not None:
            try:
                leds.apply({})
            finally:
                leds.close()
