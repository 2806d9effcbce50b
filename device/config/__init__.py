"""``nightbox.toml``: the schema, the built-in defaults and the validating loader.

May import the engine (errors, did-you-mean), ``device.core.setting_table`` and
``device.core.settings`` (the settings' rows, limits and value), the registry of games
``device.core.games`` (each game's table of rules, for ``[game]``),
``device.store.reading`` (the one guarded way to read a file) and ``device.pinout``;
never the shell or the adapters.
"""

from __future__ import annotations

from .defaults import DEFAULT_CONFIG_PATH, defaults
from .load import ConfigError, config_path, load_config, parse_config
from .schema import (
    AudioConfig,
    Config,
    DisplayConfig,
    KnobConfig,
    PathsConfig,
    SeatsConfig,
    VoiceConfig,
)

__all__ = [
    "DEFAULT_CONFIG_PATH", "AudioConfig", "Config", "ConfigError", "DisplayConfig",
    "KnobConfig", "PathsConfig", "SeatsConfig", "VoiceConfig",
    "config_path", "defaults", "load_config", "parse_config",
]
