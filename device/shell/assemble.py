"""Putting a box together: the one place ``run``, ``sim`` and the test rig build it.

:func:`build_box` takes the config and whatever differs between the real box, the
simulator and the virtual-time rig (the pins, the clock, the display, the voice, the
store) and wires the rest the same way every time.
"""

from __future__ import annotations

import logging
import os
import queue
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.seats import InvalidSeat, parse_seat

from device.core.games import GAMES, Games
from device.core.machine import Machine, Table
from device.core.settings import Settings
from device.display.protocols import Display, NullDisplay
from device.hw.protocols import Knob, SeatPanel
from device.i18n.catalogues import spoken, words_for
from device.shell.loop import Box, EventQueue
from device.shell.resume import load_resumable
from device.shell.runtime import Hardware
from device.shell.transcript import Transcript
from device.shell.voice.protocol import Sound

if TYPE_CHECKING:
    from device.config.schema import Config
    from device.store.state import StateStore

log = logging.getLogger(__name__)


def load_table(store: StateStore | None, seat_count: int, defaults: Settings,
               games: Games = GAMES) -> Table:
    """Settings and chips from the store (when there is one) over the config defaults."""
    settings, chips, resume, number = defaults.having(games.rules()), {}, None, 0
    if store is not None:
        resume = load_resumable(store, games, seat_count)
        number = store.last_game_number()
        try:
            settings = Settings.from_dict(store.load_settings(), settings)
        except Exception:
            log.warning("the saved settings could not be applied; using the defaults",
                        exc_info=True)
        chips = panel_chips(store.load_chips(), seat_count)
    return Table(settings=settings, seat_count=seat_count, chips=chips, resume=resume,
                 catalogues=words_for, languages=spoken(),
                 game_number=number)


def panel_chips(saved: dict[str, int], seat_count: int) -> dict[int, int]:
    """The saved chips of the seats this panel has (the store checked them: seats by
    the seat parser, counts 0 and up); chips of seats the panel lacks are kept on disk."""
    chips = {}
    for seat, count in saved.items():
        try:
            chips[parse_seat(seat, seat_count)] = count
        except InvalidSeat:
            log.warning("chips of seat %s kept on disk but not used: this panel has %d seats",
                        seat, seat_count)
    return chips


def load_config(path: str | os.PathLike[str] | None = None) -> Config:
    """The config file (or the built-in defaults); ``ConfigError`` lists every problem."""
    from device.config import load_config as _load

    return _load(path)


def settings_from_config(config: Config) -> Settings:
    """The config's ``[game]``, ``audio.volume`` and ``[voice]`` as the starting settings."""
    settings: Settings = config.game
    return settings


def build_sound(config: Config, on_line: Callable[[str], None], quiet: bool = False,
                settings: Settings | None = None) -> Sound:
    """The real voice through espeak-ng and aplay, or lines handed to ``on_line`` when
    there is no voice or no audio device (DESIGN §6)."""
    from device.shell.voice.captions import TextSound

    rate = settings.rate if settings else config.voice.rate
    if not quiet:
        try:
            from device.shell.voice.speaker import SpeakerSound

            return SpeakerSound.open(config, settings, on_line)
        except Exception as exc:  # noqa: BLE001 - any failure means: no voice
            log.warning("no voice (%s); showing lines instead", exc)
    return TextSound(on_line, rate=rate)


@dataclass(frozen=True)
class Pins:
    """Where the seat panel and the knob are built: their classes and gpiozero's pin
    factory. :func:`real_pins` is the box's GPIO; ``hw_mocks.rig.mock_pins`` gives the
    mock panel and knob on a ``MockFactory`` for the simulator and the rig."""

    panel: Callable[..., SeatPanel]
    knob: Callable[..., Knob]
    #: gpiozero's pin factory; ``None`` is gpiozero's default (the real GPIO on a Pi)
    factory: Any = None


def real_pins() -> Pins:
    """The seat panel and knob on the real GPIO (gpiozero is loaded here, not before)."""
    from device.hw.knob import GpioKnob
    from device.hw.seats import GpioSeatPanel

    return Pins(GpioSeatPanel, GpioKnob)


def build_box(config: Config, *, sound: Sound, pins: Pins | None = None,
              clock: Callable[[], float] = time.monotonic, seats: int | None = None,
              display: Display | None = None, store: StateStore | None = None,
              settings: Settings | None = None, seed: int | None = None,
              events: EventQueue | None = None, transcript: Transcript | None = None,
              games: Games = GAMES, **loop: Any) -> Box:
    """A whole box, not yet started: the seat panel and knob on ``pins`` (the real GPIO
    by default), the machine running the chosen one of ``games`` (the registry's, or a
    test's) with the saved settings and chips over ``settings`` (else the config's), and
    the loop on ``clock`` (``time.monotonic``, or the rig's virtual clock). ``loop`` goes
    to :class:`~device.shell.loop.Box` (``background_prepare``, ``on_phase``,
    ``heartbeat``...). If a part cannot be opened,
    those already opened are closed again and the error is raised (a ``GpioError`` names
    the pin).
    """
    pins = pins or real_pins()
    events = events if events is not None else queue.SimpleQueue()
    count = seats or config.seats.count
    numbers = range(1, count + 1)
    panel = pins.panel(events, {s: config.seats.buttons[s - 1] for s in numbers},
                       {s: config.seats.leds[s - 1] for s in numbers}, clock=clock,
                       pin_factory=pins.factory)
    try:
        knob = pins.knob(events, config.knob.a, config.knob.b, config.knob.button,
                         clock=clock, pin_factory=pins.factory)
    except BaseException:
        panel.close()
        raise
    table = load_table(store, count, settings or settings_from_config(config), games)
    machine = Machine(table, games, random.Random(seed))
    hw = Hardware(panel, display or NullDisplay(), sound, store, knob=knob)
    return Box(machine, hw, clock, events, transcript, **loop)
