"""The built-in defaults. Pins come from ``device.pinout``, the table wiring.md shows.

``device/config/nightbox.toml`` is the same defaults written out with comments; the
installer copies it to ``/etc/nightbox/nightbox.toml``.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Final

from device import pinout
from device.core.games import GAMES
from device.core.setting_table import DEFAULTS

from . import schema

#: where ``nightbox run`` and ``check-config`` look when no file is given
DEFAULT_CONFIG_PATH: Final = Path("/etc/nightbox/nightbox.toml")
#: environment variable naming another config file
CONFIG_ENV: Final = "NIGHTBOX_CONFIG"
#: state and cache directories when neither the file nor the environment names one; the
#: cache by one rule for the box and every command (device.store.paths.cache_dir): the
#: service's CacheDirectory when it is set, else the user's cache
DEFAULT_STATE_DIR: Final = "/var/lib/nightbox"
DEFAULT_CACHE_DIR: Final = ""
#: the example file shipped in the package (equal to ``defaults()``)
EXAMPLE_FILE: Final = "nightbox.toml"

MAX_SEATS: Final = len(pinout.SEAT_BUTTONS)


def default_seats(count: int = MAX_SEATS) -> schema.SeatsConfig:
    """The first ``count`` seats of the pin table."""
    seats = range(1, count + 1)
    return schema.SeatsConfig(count=count,
                       buttons=tuple(pinout.SEAT_BUTTONS[n] for n in seats),
                       leds=tuple(pinout.SEAT_LEDS[n] for n in seats))


def defaults() -> schema.Config:
    return schema.Config(
        seats=default_seats(),
        knob=schema.KnobConfig(a=pinout.KNOB_A, b=pinout.KNOB_B, button=pinout.KNOB_BUTTON),
        display=schema.DisplayConfig(driver="ssd1306", i2c_port=pinout.I2C_PORT,
                              i2c_address=pinout.I2C_ADDRESS, rotate=0),
        audio=schema.AudioConfig(device="default", volume=DEFAULTS["volume"], mixer=""),
        voice=schema.VoiceConfig(voice=DEFAULTS["voice"], rate=DEFAULTS["rate"],
                          engine=DEFAULTS["engine"], model=DEFAULTS["model"]),
        game=GAMES.settings(),
        paths=schema.PathsConfig(state_dir=DEFAULT_STATE_DIR, cache_dir=DEFAULT_CACHE_DIR),
    )


def example_text() -> str:
    """The commented example config shipped with the package."""
    return resources.files("device.config").joinpath(EXAMPLE_FILE).read_text(encoding="utf-8")
