"""The shape of ``nightbox.toml``: one frozen dataclass per section, and ``Config`` over them.

Field names equal the TOML keys. Pins are BCM numbers. Seat lists are in seat order:
entry 1 is seat 1 (error messages count from 1 too, so ``seats.leds[3]`` is seat 3's LED).
Times are seconds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from device.core.settings import Settings

DisplayDriver = Literal["ssd1306", "sh1106", "none"]

DISPLAY_DRIVERS: Final[tuple[str, ...]] = ("ssd1306", "sh1106", "none")


@dataclass(frozen=True)
class SeatsConfig:
    """How many seats are wired, and each seat's button and LED pin (BCM)."""

    count: int
    buttons: tuple[int, ...]
    leds: tuple[int, ...]


@dataclass(frozen=True)
class KnobConfig:
    """The rotary encoder's A and B pins and its push switch (BCM)."""

    a: int
    b: int
    button: int


@dataclass(frozen=True)
class DisplayConfig:
    """The 128x64 I2C OLED; ``driver = "none"`` runs without a screen."""

    driver: DisplayDriver
    i2c_port: int
    i2c_address: int
    rotate: int  # 0-3, quarter turns as luma counts them


@dataclass(frozen=True)
class AudioConfig:
    """ALSA output: ``device`` as aplay -D takes it ("default" for the default card)."""

    device: str
    volume: int  # 0-100
    mixer: str  # ALSA mixer control, "" to find one (or scale the WAV when none exists)


@dataclass(frozen=True)
class VoiceConfig:
    """espeak-ng voice name and speaking rate in words per minute."""

    voice: str
    rate: int
    engine: str = "auto"  # "auto", "piper", "pico" or "espeak"
    model: str = "auto"   # a Piper voice: "auto", "joe" (the package), a voice name or .onnx


@dataclass(frozen=True)
class PathsConfig:
    """Where settings, chips and game records live, and the TTS WAV cache."""

    state_dir: str
    cache_dir: str


@dataclass(frozen=True)
class Config:
    """The whole config, each section checked: ``nightbox.toml`` over the defaults."""

    seats: SeatsConfig
    knob: KnobConfig
    display: DisplayConfig
    audio: AudioConfig
    voice: VoiceConfig
    #: the starting settings: ``[game]`` (the box's rows and every game's rules) with
    #: ``audio.volume`` and ``[voice]`` (rows of ``device.core.setting_table`` and of each
    #: game's ``rules``)
    game: Settings
    paths: PathsConfig

    def pins(self) -> dict[str, int]:
        """Every GPIO the box claims, by its config name (``seats.buttons[1]`` ...)."""
        used: dict[str, int] = {}
        for n, pin in enumerate(self.seats.buttons, start=1):
            used[f"seats.buttons[{n}]"] = pin
        for n, pin in enumerate(self.seats.leds, start=1):
            used[f"seats.leds[{n}]"] = pin
        used["knob.a"] = self.knob.a
        used["knob.b"] = self.knob.b
        used["knob.button"] = self.knob.button
        return used
