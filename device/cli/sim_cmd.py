"""``nightbox sim``: the real appliance on mock pins, played from the keyboard.

The box runs its real event loop on a thread; the terminal draws the OLED (half-block
characters, 128x64) and the seat LEDs, and turns keys into pin edges.
"""

from __future__ import annotations

import argparse
import logging
import os
import queue
import signal
import sys
import threading
from collections import deque
from typing import Any

from device.cli.errors import BadOption
from device.cli.lang import add_lang_argument, chosen_lang, lang_option
from device.cli.numbers import whole
from device.cli.paths import path
from device.config.defaults import MAX_SEATS
from device.config.load import MIN_SEATS

log = logging.getLogger(__name__)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", type=path, default=None, help="config file (TOML)")
    parser.add_argument("--seats", type=whole, default=None, help="seats on the mock panel")
    parser.add_argument("--state-dir", type=path, default=None,
                        help="where settings and chips live (default: a sim folder)")
    parser.add_argument("--quiet", action="store_true", help="show lines, never speak them")
    add_lang_argument(parser)
    parser.add_argument("--display", choices=["terminal", "pygame"], default="terminal",
                        help="where the OLED is drawn: in the terminal, or also in a "
                             "luma.emulator pygame window (needs the sim extra)")


def run(args: argparse.Namespace) -> int:
    if args.lang is not None:
        lang_option(args.lang)            # an unknown --lang: one line, exit 2, before all
    if args.seats is not None and not MIN_SEATS <= args.seats <= MAX_SEATS:
        raise BadOption(f"--seats {args.seats}: allowed {MIN_SEATS} to {MAX_SEATS}")
    if args.display == "pygame":
        from hw_mocks.display import EMULATOR_HELP, emulator_available

        if not emulator_available():
            raise BadOption(EMULATOR_HELP)
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        print("nightbox sim: needs an interactive terminal; try `nightbox demo` instead",
              file=sys.stderr)
        return 2
    os.environ["GPIOZERO_PIN_FACTORY"] = "mock"
    import curses

    from gpiozero import Device
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    from device.shell.assemble import (
        build_box,
        build_sound,
        load_config,
        load_table,
        settings_from_config,
    )
    from device.shell.transcript import Transcript
    from device.store.paths import sim_state_dir
    from device.store.state import StateStore
    from hw_mocks.display import DummyOled, WindowOled
    from hw_mocks.rig import mock_pins
    from hw_mocks.sim_ui import SimScreen

    config = load_config(args.config)
    lang = chosen_lang(args, config)   # an unknown --lang: one line, exit 2
    seats = args.seats or config.seats.count
    if not MIN_SEATS <= seats <= config.seats.count:
        raise BadOption(f"--seats {seats}: this box has {MIN_SEATS} to "
                        f"{config.seats.count} seats")
    logging.basicConfig(level=logging.WARNING, filename=os.devnull)
    Device.pin_factory = factory = MockFactory(pin_class=MockPWMPin)
    events: queue.SimpleQueue[Any] = queue.SimpleQueue()
    oled = DummyOled() if args.display == "terminal" else WindowOled()
    lines: deque[str] = deque(maxlen=20)
    store = StateStore(args.state_dir or sim_state_dir())
    settings = load_table(store, seats, settings_from_config(config)).settings
    if args.lang is not None:   # --lang: the box speaks it from now on, as if set in the menu
        settings = settings.replace(language=lang.code)
        store.save_settings(settings.to_dict())
    sound = build_sound(config, lines.append, quiet=args.quiet, settings=settings)
    box = build_box(config, seats=seats, pins=mock_pins(factory), display=oled, sound=sound,
                    store=store, events=events, transcript=Transcript(keep=False),
                    background_prepare=True)
    box.machine.table.voice = sound.name
    box.start()
    worker = threading.Thread(target=box.run_forever, name="nightbox-loop", daemon=True)
    worker.start()
    hw = box.runtime.hw
    screen = SimScreen(hw.panel, hw.knob, oled, lines, seats)  # type: ignore[arg-type]
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        # the loop below notices, curses puts the terminal back, the box saves: exit 0
        signal.signal(sig, lambda *_: stop.set())
    try:
        curses.wrapper(screen.loop, lambda: not box.done and not stop.is_set())
    finally:
        box.stop()
        worker.join(timeout=5)
        box.close()
    return 0
