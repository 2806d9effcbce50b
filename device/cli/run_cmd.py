"""``nightbox run``: the daemon on real hardware (systemd runs this).

Start-up goes in order (config, state, display, voice, pins, loop) and shutdown in
reverse, in a ``finally``. SIGTERM, SIGHUP and SIGINT turn the LEDs off, clear the screen,
save, and exit 0; one that comes while the box is being built is kept and honoured as soon
as it runs (never an exception in the middle of starting a thread). Off a Pi the message
points at ``nightbox sim``.
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from device.cli.paths import path

log = logging.getLogger("nightbox")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", type=path, default=None,
                        help="config file (default: $NIGHTBOX_CONFIG or "
                             "/etc/nightbox/nightbox.toml)")
    parser.add_argument("--transcript", type=path, default=None,
                        help="also write every effect as a JSON line to this file")
    parser.add_argument("--log-level", default="INFO",
                        choices=["DEBUG", "INFO", "WARNING", "ERROR"],
                        help="the least a log line says (default INFO)")


#: the signals that stop the box cleanly
STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP, signal.SIGINT)


class StopOnSignal:
    """Installed first: a stop signal before the box exists is remembered, then passed on
    to the box once it runs (``box.stop()`` only posts an event: safe in a handler)."""

    def __init__(self) -> None:
        self.requested = False
        self.box: Any = None
        for number in STOP_SIGNALS:
            signal.signal(number, self.handle)

    def handle(self, number: int, _frame: object) -> None:
        self.requested = True
        if self.box is not None:
            self.box.stop()

    def attach(self, box: Any) -> None:
        self.box = box
        if self.requested:
            box.stop()


def run(args: argparse.Namespace) -> int:
    # Start-up makes some hundred thousand objects that live as long as the box: the
    # collector walking them while the modules load cost about a tenth of the CPU to READY
    # (bench/bench_startup.py). It runs again from READY on, past the start-up objects.
    gc.disable()
    try:
        return _run(args)
    finally:
        gc.enable()


def _run(args: argparse.Namespace) -> int:
    stop = StopOnSignal()
    logging.basicConfig(level=args.log_level, stream=sys.stderr,
                        format="%(levelname)s %(name)s: %(message)s")
    from device import sdnotify
    from device.cli.outputs import append_file
    from device.hw.errors import GpioError
    from device.shell.assemble import build_box, build_sound, load_config
    from device.shell.loop import VoiceChanged
    from device.shell.transcript import Transcript
    from device.shell.voice.captions import TextSound
    from device.shell.voice.deferred import LateSound
    from device.store.paths import state_dir
    from device.store.state import StateStore

    config = load_config(args.config)  # ConfigError: exit 2 with every problem
    # SimpleQueue: its put() is reentrant, so the SIGTERM handler can never deadlock
    # against the loop's get() (a queue.Queue can: both take the same lock)
    events: queue.SimpleQueue[Any] = queue.SimpleQueue()
    with ExitStack() as stack:
        stream = (stack.enter_context(append_file(args.transcript, "--transcript"))
                  if args.transcript else None)
        store = StateStore(state_dir(config.paths.state_dir or None))
        display = _open_display(config)
        # the menu says nothing, so the voice is built after READY (start-up stays quick)
        sound = LateSound(TextSound(lambda text: log.info("say: %s", text),
                                    rate=config.game.rate))
        interval = sdnotify.watchdog_interval()
        try:
            box = build_box(config, display=display, sound=sound, store=store, events=events,
                            transcript=Transcript(stream, keep=False),
                            background_prepare=True,
                            on_phase=lambda p: sdnotify.status(f"phase: {p}"),
                            heartbeat=sdnotify.watchdog if interval else None,
                            heartbeat_every=interval / 2 if interval else None)
        except BaseException as exc:
            sound.close()
            display.close()
            if isinstance(exc, GpioError):
                print(f"nightbox run: {exc}", file=sys.stderr)
                return 2
            raise
        stack.callback(box.close)
        box.runtime.captions_on_screen = True      # until the real voice is there
        box.start()
        stop.attach(box)
        gc.freeze()   # the start-up objects: never collected, never walked again
        gc.enable()
        sdnotify.ready("menu shown")
        # the whole history is checked off the loop: a save reads only its end
        threading.Thread(target=store.check_history, name="nightbox-history",
                         daemon=True).start()
        settings = box.machine.table.settings
        sound.build_later(lambda: build_sound(config, lambda text: log.info("say: %s", text),
                                              settings=settings),
                          on_ready=lambda real: events.put(
                              VoiceChanged(time.monotonic(), real.shows_lines,
                                           real.name)))
        log.info("ready: %d seats, display %s", config.seats.count, config.display.driver)
        box.run_forever()
        sdnotify.stopping()
        shutdown = box.runtime.shutdown
    log.info("stopped")
    if shutdown is not None and shutdown.poweroff:
        _request_poweroff()
    return 0


#: the file nightbox-poweroff.path watches for, in the RuntimeDirectory
POWEROFF_FLAG = "poweroff"


def _request_poweroff() -> None:
    """Ask nightbox-poweroff.path (root) to power off; off systemd, try systemctl."""
    runtime = os.environ.get("RUNTIME_DIRECTORY")
    if runtime:
        flag = Path(runtime.split(":")[0]) / POWEROFF_FLAG
        flag.write_text("requested from the menu\n")
        log.info("power-off requested (%s)", flag)
    else:
        subprocess.run(["systemctl", "poweroff"], check=False)


def _open_display(config: Any) -> Any:
    from device.display.oled import open_display

    d = config.display
    return open_display(d.driver, d.i2c_port, d.i2c_address, d.rotate)
