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
import threading
import time
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


#: brightness steps a second for pulsing LEDs: one shared thread, not 25 wake-ups a
#: second for each LED (gpiozero's own pulse); 10 steps still read as a smooth breath
PULSE_STEPS = 10.0


class _Pulser:
    """One thread that breathes every pulsing LED, a step every ``1 / PULSE_STEPS`` s."""

    def __init__(self) -> None:
        self._leds: dict[int, tuple[PWMLED, float, float]] = {}
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()  # set by close: the thread ends at once, mid-step
        self._thread: threading.Thread | None = None

    def set(self, seat: int, led: PWMLED, fade_in: float, fade_out: float) -> None:
        with self._lock:
            self._leds[seat] = (led, fade_in, fade_out)
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="nightbox-pulse",
                                            daemon=True)
            self._thread.start()
        self._wake.set()

    def drop(self, seat: int) -> None:
        with self._lock:
            self._leds.pop(seat, None)

    def _run(self) -> None:
        step = 1.0 / PULSE_STEPS
        start = time.monotonic()
        while not self._stop.is_set():
            with self._lock:
                leds = list(self._leds.values())
            if not leds:
                self._wake.clear()
                self._wake.wait()
                start = time.monotonic()
                continue
            now = time.monotonic() - start
            for led, fade_in, fade_out in leds:
                period = fade_in + fade_out
                phase = now % period if period > 0 else 0.0
                level = phase / fade_in if phase < fade_in else (period - phase) / fade_out
                try:
                    led.value = max(0.0, min(1.0, level))
                except Exception:  # a closed LED: dropped next time
                    log.debug("pulse step failed", exc_info=True)
            self._stop.wait(step)

    def close(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=1)


class SeatLeds:
    """Owns the LEDs of a panel; used by :class:`~device.hw.seats.GpioSeatPanel`."""

    def __init__(
        self, pins: Mapping[int, PinSpec], factory: Factory, *, pwm: bool | None = None
    ) -> None:
        self._pwm = pwm
        self._leds: dict[int, LED | PWMLED] = {}
        self._modes: dict[int, LedMode] = {}
        self._pulser = _Pulser()
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
                self._pulser.drop(seat)
                self._set(seat, led, mode)
                self._modes[seat] = mode

    def _set(self, seat: int, led: LED | PWMLED, mode: LedMode) -> None:
        kind, first, second = mode
        if kind == "on":
            led.on()
        elif kind == "blink":
            led.blink(on_time=first, off_time=second)
        elif kind == "pulse":
            if isinstance(led, PWMLED):
                led.off()  # stops any blink thread of its own; the pulser breathes it
                self._pulser.set(seat, led, first, second)
            else:  # no PWM: a slow blink with the same period
                led.blink(on_time=first, off_time=second)
        else:
            led.off()

    def close(self) -> None:
        self._pulser.close()
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
