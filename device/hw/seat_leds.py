"""The seat LEDs: one gpiozero ``PWMLED`` per seat, or ``LED`` where PWM is missing.

Wiring: GPIO -> resistor -> LED anode, LED cathode -> GND (active high). wiring.md gives
the resistor values and the current budget.

Blinking and pulsing run on gpiozero's own background thread per LED; ``on()``,
``off()`` and ``close()`` stop that thread (gpiozero joins it), so switching a seat to
another mode or closing leaves no thread behind. Each seat remembers its mode, and a call
only touches the seats whose mode changes: re-showing the same picture keeps blink phases.
LED calls come from the appliance's event loop only; they are not locked.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping

from gpiozero import LED, PWMLED
from gpiozero.exc import PinPWMUnsupported
from gpiozero.pins import Factory

from .factory import PinSpec, gpio_errors
from .protocols import DEFAULT_BLINK, DEFAULT_PULSE

log = logging.getLogger(__name__)

#: ("off"|"on", 0, 0), ("blink", on_time, off_time) or ("pulse", fade_in, fade_out)
LedMode = tuple[str, float, float]
OFF: LedMode = ("off", 0.0, 0.0)
ON: LedMode = ("on", 0.0, 0.0)


class SeatLeds:
    """Owns the LEDs of a panel; used by :class:`~device.hw.seats.GpioSeatPanel`."""

    def __init__(
        self, pins: Mapping[int, PinSpec], factory: Factory, *, pwm: bool | None = None
    ) -> None:
        self._pwm = pwm
        self._leds: dict[int, LED | PWMLED] = {}
        self._modes: dict[int, LedMode] = {}
        try:
            for seat, pin in sorted(pins.items()):
                with gpio_errors({pin: f"seat {seat} LED"}):
                    self._leds[seat] = self._make(pin, factory)
                self._modes[seat] = OFF
        except BaseException:
            self.close()
            raise
        log.debug("seat LEDs on %s pins", "PWM" if self._pwm else "on/off")

    def _make(self, pin: PinSpec, factory: Factory) -> LED | PWMLED:
        if self._pwm is None:
            try:
                led: LED | PWMLED = PWMLED(pin, pin_factory=factory)
            except PinPWMUnsupported:
                self._pwm = False
            else:
                self._pwm = True
                return led
        if self._pwm:
            return PWMLED(pin, pin_factory=factory)
        return LED(pin, pin_factory=factory)

    @property
    def pwm(self) -> bool:
        """True when the LEDs are ``PWMLED`` (pulse fades); False for plain ``LED``."""
        return bool(self._pwm)

    def modes(self) -> dict[int, LedMode]:
        return dict(self._modes)

    def apply(self, modes: Mapping[int, LedMode]) -> None:
        """Set each seat to its mode; seats not in *modes* go off."""
        for seat, led in self._leds.items():
            mode = modes.get(seat, OFF)
            if self._modes.get(seat) != mode:
                self._set(led, mode)
                self._modes[seat] = mode

    def _set(self, led: LED | PWMLED, mode: LedMode) -> None:
        kind, first, second = mode
        if kind == "on":
            led.on()
        elif kind == "blink":
            led.blink(on_time=first, off_time=second)
        elif kind == "pulse":
            if isinstance(led, PWMLED):
                led.pulse(fade_in_time=first, fade_out_time=second)
            else:  # no PWM: a slow blink with the same period
                led.blink(on_time=first, off_time=second)
        else:
            led.off()

    def close(self) -> None:
        for seat, led in self._leds.items():
            try:
                led.close()  # stops and joins any blink thread, releases the pin
            except Exception:  # close must go on to the other LEDs
                log.exception("closing the LED of seat %s", seat)
        self._leds.clear()
        self._modes.clear()


def modes_for(
    lit: Iterable[int] = (),
    blinking: Iterable[int] = (),
    pulsing: Iterable[int] = (),
    blink: tuple[float, float] = DEFAULT_BLINK,
    pulse: tuple[float, float] = DEFAULT_PULSE,
) -> dict[int, LedMode]:
    """The per-seat modes for a picture; a seat named twice, or a time <= 0, is a ValueError."""
    for name, times in (("blink", blink), ("pulse", pulse)):
        if not all(x > 0 for x in times):
            raise ValueError(f"{name} times must be above 0 s (got {times})")
    modes: dict[int, LedMode] = {}
    for seats, mode in (
        (lit, ON), (blinking, ("blink", *blink)), (pulsing, ("pulse", *pulse)),
    ):
        for seat in seats:
            if seat in modes and modes[seat] != mode:
                raise ValueError(f"seat {seat} is asked to be both {modes[seat][0]} and {mode[0]}")
            modes[seat] = mode
    return modes
