"""Putting a box together: the one place ``run``, ``sim`` and the test rig build it.

:func:`build_box` takes the config and whatever differs between the real box, the
simulator and the virtual-time rig (the pin factory and the adapter classes on it, the
clock, the display, the voice, the store) and wires the rest the same way every time.
"""

from __future__ import annotations

import logging
import queue
import random
import time
from collections.abc import Callable, Mapping
from typing import Any

from device.core.games import ONE_NIGHT
from device.core.machine import Machine, State, Table
from device.core.settings import Settings
from device.display.protocols import Display, NullDisplay
from device.shell.loop import Box, EventQueue
from device.shell.runtime import Hardware
from device.shell.transcript import Transcript
from device.shell.voice.protocol import Sound

log = logging.getLogger(__name__)


def load_table(store: Any, seat_count: int, defaults: Settings) -> Table:
    """Settings and chips from the store (when there is one) over the config defaults."""
    settings, chips = defaults, {}
    if store is not None:
        settings = Settings.from_dict(store.load_settings(), defaults)
        for seat, count in store.load_chips().items():
            try:
                chips[int(seat)] = int(count)
            except (TypeError, ValueError):
                log.warning("ignoring chips for seat %r", seat)
    return Table(settings=settings, seat_count=seat_count, chips=chips)


def load_config(path: Any = None) -> Any:
    """The config file (or the built-in defaults); ``ConfigError`` lists every problem."""
    from device.config import load_config as _load

    return _load(path)


def settings_from_config(config: Any) -> Settings:
    """The config's ``[game]``, ``audio.volume`` and ``[voice]`` as the starting settings."""
    settings: Settings = config.game
    return settings


def build_sound(config: Any, on_line: Any, quiet: bool = False, settings: Settings | None = None
                ) -> Any:
    """The real voice through espeak-ng and aplay, or lines handed to ``on_line`` when
    there is no voice or no audio device (DESIGN §6)."""
    from device.shell.voice.captions import TextSound

    rate = settings.rate if settings else config.voice.rate
    if not quiet:
        try:
            from device.shell.voice.espeak import RealSound

            return RealSound.open(config, settings, on_line)
        except Exception as exc:  # noqa: BLE001 - any failure means: no voice
            log.warning("no voice (%s); showing lines instead", exc)
    return TextSound(on_line, rate=rate)


def build_box(config: Any, *, sound: Sound, clock: Callable[[], float] = time.monotonic,
              seats: int | None = None, pin_factory: Any = None,
              panel_class: Any = None, knob_class: Any = None,
              display: Display | None = None, store: Any = None,
              settings: Settings | None = None, seed: int | None = None,
              events: EventQueue | None = None, transcript: Transcript | None = None,
              flows: Mapping[str, Callable[..., State]] = ONE_NIGHT,
              **loop: Any) -> Box:
    """A whole box, not yet started: the seat panel and knob on ``pin_factory`` (the
    real GPIO by default; gpiozero's ``MockFactory`` for the simulator and the rig), the
    machine with the saved settings and chips over ``settings`` (else the config's),
    and the loop. ``loop`` goes to :class:`~device.shell.loop.Box` (``background_prepare``,
    ``on_phase``, ``heartbeat``...). If a part cannot be opened, those already opened are
    closed again and the error is raised (a ``GpioError`` names the pin).
    """
    if panel_class is None or knob_class is None:
        from device.hw.knob import GpioKnob
        from device.hw.seats import GpioSeatPanel

        panel_class, knob_class = panel_class or GpioSeatPanel, knob_class or GpioKnob
    events = events if events is not None else queue.SimpleQueue()
    count = seats or config.seats.count
    numbers = range(1, count + 1)
    panel = panel_class(events, {s: config.seats.buttons[s - 1] for s in numbers},
                        {s: config.seats.leds[s - 1] for s in numbers}, clock=clock,
                        pin_factory=pin_factory)
    try:
        knob = knob_class(events, config.knob.a, config.knob.b, config.knob.button,
                          clock=clock, pin_factory=pin_factory)
    except BaseException:
        panel.close()
        raise
    table = load_table(store, count, settings or settings_from_config(config))
    machine = Machine(table, random.Random(seed), flows)
    hw = Hardware(panel, display or NullDisplay(), sound, store, knob=knob)
    return Box(machine, hw, clock, events, transcript, **loop)
