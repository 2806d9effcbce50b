"""Start-up helpers shared by ``run``, ``sim`` and ``demo``: the table from saved state."""

from __future__ import annotations

import logging
from typing import Any

from device.core.machine import Table
from device.core.settings import Settings

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
