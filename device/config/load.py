"""Read ``nightbox.toml`` (stdlib ``tomllib``) into a ``Config``, reporting every problem at once.

Each problem reads ``section.key: message (got X; allowed Y)``. Keys the file leaves out keep
their built-in default, so an empty file is a valid config.
"""

from __future__ import annotations

import logging
import os
import re
import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.errors import did_you_mean, one_line

from device import pinout
from device.core.games import GAMES
from device.core.setting_table import BadValue, Rows, Setting, SettingValues, section_rows, show
from device.errors import BadInput
from device.store import reading

from . import schema
from .defaults import (
    CONFIG_ENV,
    DEFAULT_CONFIG_PATH,
    MAX_SEATS,
    default_seats,
    defaults,
)
from .schema import Config

log = logging.getLogger(__name__)

MIN_SEATS = 3
FIRST_PIN, LAST_PIN = 0, 27  # BCM GPIOs on the 40-pin header
RESERVED_WHY = {0: "the HAT ID EEPROM (ID_SD)", 1: "the HAT ID EEPROM (ID_SC)",
                pinout.I2C_SDA: "I2C SDA (the OLED)", pinout.I2C_SCL: "I2C SCL (the OLED)"}
OLED_ADDRESSES = (0x3C, 0x3D)


#: problems listed in full; past these, "and N more"
MAX_SHOWN = 20


class ConfigError(BadInput):
    """A config file that cannot be used. ``errors`` holds every problem found, one per line."""

    def __init__(self, source: str, errors: list[str]) -> None:
        self.source = source
        self.errors = tuple(errors)
        if len(errors) == 1:
            text = f"{source}: {errors[0]}"
        else:
            shown = errors[:MAX_SHOWN]
            more = f"; and {len(errors) - MAX_SHOWN} more" if len(errors) > MAX_SHOWN else ""
            text = f"{source}: {len(errors)} errors: " + "; ".join(shown) + more
        super().__init__(text)


# ---------------------------------------------------------------- values and their checks

#: one value's problem: ``message (got X; allowed Y)``
Bad = BadValue


Check = Callable[[Any], Any]


def hint(value: str, allowed: Iterable[str]) -> str:
    """``; did you mean 'x'?`` for the closest allowed name, or ``""``."""
    close = did_you_mean(value, allowed).strip()
    return f"; {close[1:-1]}" if close else ""


def _number(value: Any, whole: bool) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (not whole and isinstance(value, float))


def whole(lo: int, hi: int) -> Check:
    def check(value: Any) -> int:
        if not _number(value, whole=True):
            raise Bad("must be a whole number", show(value), f"{lo}-{hi}")
        if not lo <= value <= hi:
            raise Bad("out of range", show(value), f"{lo}-{hi}")
        return int(value)
    return check


def choice(options: tuple[str, ...]) -> Check:
    def check(value: Any) -> str:
        if not isinstance(value, str) or value not in options:
            close = hint(value, options) if isinstance(value, str) else ""
            raise Bad(f"not a known choice{close}", show(value), ", ".join(options))
        return value
    return check


MAX_TEXT = 256  #: characters in any text value


def text(what: str, empty: bool = False) -> Check:
    """Printable text of at most ``MAX_TEXT`` characters (blank only when ``empty``)."""
    def check(value: Any) -> str:
        if not isinstance(value, str) or not value.isprintable() or not (
                empty or value.strip()):
            raise Bad("must be a string" if empty else "must be a non-empty string",
                      show(value), what)
        if len(value) > MAX_TEXT:
            raise Bad(f"longer than {MAX_TEXT} characters", f"{len(value)} characters", what)
        return value
    return check


def absolute_path(value: Any) -> str:
    if not isinstance(value, str) or not value.startswith("/") or not value.isprintable():
        raise Bad("must be an absolute path", show(value), "a path starting with /")
    return value


def cache_path(value: Any) -> str:
    """An absolute path, or "" for the one rule (the service's cache, else the user's)."""
    return value if value == "" else absolute_path(value)


def address(value: Any) -> int:
    allowed = ", ".join(f"0x{a:02X}" for a in OLED_ADDRESSES)
    if isinstance(value, str):
        raise Bad("must be a number, written without quotes like 0x3C", show(value), allowed)
    if not _number(value, whole=True):
        raise Bad("must be a number", show(value), allowed)
    if value not in OLED_ADDRESSES:
        raise Bad("not an SSD1306/SH1106 address", f"0x{value:02X}", allowed)
    return int(value)


def pin(value: Any) -> int:
    allowed = f"{max(RESERVED_WHY) + 1}-{LAST_PIN}"
    if not _number(value, whole=True):
        raise Bad("must be a BCM GPIO number", show(value), allowed)
    if value in RESERVED_WHY:
        raise Bad(f"GPIO{value} is reserved for {RESERVED_WHY[value]}", show(value), allowed)
    if not FIRST_PIN <= value <= LAST_PIN:
        raise Bad("not a GPIO on the 40-pin header", show(value), allowed)
    return int(value)


def pin_list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise Bad("must be a list of BCM GPIO numbers, one per seat", show(value),
                  f"{MIN_SEATS}-{MAX_SEATS} pins such as [4, 17, 27]")
    return value


#: the box's own table and each game's rules
TABLES: tuple[type[Rows], ...] = (SettingValues, *GAMES.rules())


def _rows(section: str) -> dict[str, Check]:
    """The checks of the settings-table rows (the box's and every game's) that live in
    ``section``."""
    return {row.key: row.check for row in section_rows(section, TABLES)}


#: section -> key -> check. The order here is the order of the dataclass fields; the
#: settings (``[game]``, ``audio.volume``, ``voice.*``) come from the settings table.
SPEC: dict[str, dict[str, Check]] = {
    "seats": {"count": whole(MIN_SEATS, MAX_SEATS), "buttons": pin_list, "leds": pin_list},
    "knob": {"a": pin, "b": pin, "button": pin},
    "display": {"driver": choice(schema.DISPLAY_DRIVERS), "i2c_port": whole(0, 20),
                "i2c_address": address, "rotate": whole(0, 3)},
    "audio": {"device": text('an ALSA device such as "default" or "plughw:1,0"'),
              **_rows("audio"),
              "mixer": text('a mixer control such as "PCM", or "" to find one', empty=True)},
    "voice": _rows("voice"),
    "game": _rows("game"),
    "paths": {"state_dir": absolute_path, "cache_dir": cache_path},
}
#: every settings-table row that the file holds, by ``section.key``
SETTING_ROWS: dict[str, Setting] = {row.where: row for section in SPEC
                                    for row in section_rows(section, TABLES)}


# ---------------------------------------------------------------- building a Config

@dataclass
class _Build:
    """The problems found while a config is read, each ``where: problem``."""

    errors: list[str]

    def add(self, where: str, problem: Exception | str) -> None:
        self.errors.append(one_line(f"{where}: {problem}"))


def config_from_mapping(data: Mapping[str, Any], source: str = "<config>",
                        environ: Mapping[str, str] | None = None) -> Config:
    """Validate parsed TOML. Raises ``ConfigError`` listing every problem."""
    build = _Build(errors=[])
    base = defaults()
    values: dict[str, dict[str, Any]] = {section: {} for section in SPEC}
    present: set[str] = set()
    for section, table in data.items():
        if section not in SPEC:
            build.add(section, Bad(f"unknown section{hint(section, SPEC)}", f"[{section}]",
                                   ", ".join(SPEC)))
            continue
        if not isinstance(table, dict):
            build.add(section, Bad(f"must be a table, written [{section}]", show(table),
                                   f"keys {', '.join(SPEC[section])}"))
            continue
        for key, value in table.items():
            where = f"{section}.{key}"
            check = SPEC[section].get(key)
            if check is None:
                build.add(where, Bad(f"unknown key{hint(key, SPEC[section])}", key,
                                     ", ".join(SPEC[section])))
                continue
            present.add(where)
            try:
                values[section][key] = check(value)
            except Bad as exc:
                build.add(where, exc)
                if check is pin:
                    values[section][key] = -1  # a placeholder the duplicate check skips

    seats = _seats(values["seats"], "seats.count" in present, build)
    sections: dict[str, Any] = {"seats": seats}
    for section in SPEC:
        if section not in ("seats", "game"):
            sections[section] = replace(getattr(base, section), **values[section])
    sections["game"] = base.game.replace(**values["game"], volume=sections["audio"].volume,
                                         rate=sections["voice"].rate,
                                         voice=sections["voice"].voice,
                                         engine=sections["voice"].engine,
                                         model=sections["voice"].model)
    sections["paths"] = _paths(sections["paths"], values["paths"],
                               os.environ if environ is None else environ)
    config = Config(**sections)
    _check_pins(config, build)
    if build.errors:
        raise ConfigError(source, build.errors)
    return config


def _seats(given: dict[str, Any], count_set: bool, build: _Build) -> schema.SeatsConfig:
    """Seat count and pin lists. A list given must have one pin per seat; a list left out
    is the pin table's first ``count`` seats. Without ``count``, the first list sets it."""
    lists = {key: given[key] for key in ("buttons", "leds") if key in given}
    count: int | None = given.get("count")
    source = "seats.count"
    if not count_set and lists:
        key, first = next(iter(lists.items()))
        source = f"seats.{key}"
        if MIN_SEATS <= len(first) <= MAX_SEATS:
            count = len(first)
        else:
            build.add(source, Bad("wrong number of pins", _pins(len(first)),
                                  f"{MIN_SEATS}-{MAX_SEATS}, one per seat"))
    elif not count_set:
        count = MAX_SEATS
    known = count is not None
    count = count if count is not None else MAX_SEATS
    fallback = default_seats(count)
    pins: dict[str, tuple[int, ...]] = {"buttons": fallback.buttons, "leds": fallback.leds}
    for key, raw in lists.items():
        where = f"seats.{key}"
        if known and len(raw) != count and where != source:
            build.add(where, Bad("needs one pin per seat", _pins(len(raw)),
                                 f"{count}, as {source} says"))
        good: list[int] = []
        for n, value in enumerate(raw, start=1):
            try:
                good.append(pin(value))
            except Bad as exc:
                build.add(f"{where}[{n}]", exc)
                good.append(-1)  # a placeholder the duplicate check skips
        pins[key] = tuple(good)
    return schema.SeatsConfig(count=count, buttons=pins["buttons"], leds=pins["leds"])


def _pins(n: int) -> str:
    return f"{n} pin" if n == 1 else f"{n} pins"


def _paths(paths: schema.PathsConfig, given: dict[str, Any],
           environ: Mapping[str, str]) -> schema.PathsConfig:
    """A path the file leaves out comes from NIGHTBOX_*_DIR, then systemd's *_DIRECTORY."""
    found: dict[str, str] = {}
    for key, ours, systemds in (("state_dir", "NIGHTBOX_STATE_DIR", "STATE_DIRECTORY"),
                                ("cache_dir", "NIGHTBOX_CACHE_DIR", "CACHE_DIRECTORY")):
        if key in given:
            continue
        env = environ.get(ours) or environ.get(systemds, "").split(":")[0]
        if env:
            found[key] = env
    return replace(paths, **found)


def _check_pins(config: Config, build: _Build) -> None:
    """Each GPIO has one use. The second use names the first."""
    first_use: dict[int, str] = {}
    for where, gpio in config.pins().items():
        if gpio < 0:
            continue
        if gpio in first_use:
            build.add(where, f"GPIO{gpio} is also used by {first_use[gpio]}")
        else:
            first_use[gpio] = where


# ---------------------------------------------------------------- text and files

_TOML_WHERE = re.compile(r"^(?P<msg>.*?) \(at (?:line (?P<line>\d+), column (?P<col>\d+)"
                         r"|end of document)\)$")


def parse_config(text: str, source: str = "<config>",
                 environ: Mapping[str, str] | None = None, *, quote: bool = True) -> Config:
    """A ``Config`` from TOML text. Broken TOML is one error naming its line and column
    (and quoting the line, unless ``quote`` is false: a file not everyone may read)."""
    try:
        data = tomllib.loads(text)
        reading.check_depth(data, source)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(source, [_toml_problem(exc, text if quote else "")]) from None
    except RecursionError:
        raise ConfigError(source, [(f"not valid TOML: nested more than {reading.MAX_DEPTH} "
                                    "deep")]) from None
    except reading.BadFile as exc:
        raise ConfigError(source, [str(exc).split(": ", 1)[1]]) from None
    except ValueError as exc:  # an integer past Python's int-string limit
        raise ConfigError(source, [f"not valid TOML: {str(exc).split(';')[0]}"]) from None
    return config_from_mapping(data, source, environ)


def _toml_problem(exc: tomllib.TOMLDecodeError, text: str) -> str:
    raw = str(exc).splitlines()[0] if str(exc) else "cannot parse"
    found = _TOML_WHERE.match(raw)
    if not found:
        return f"not valid TOML: {raw}"
    if found["line"] is None:
        return f"not valid TOML at the end of the file: {found['msg']}"
    line, col = int(found["line"]), int(found["col"])
    lines = text.splitlines()
    near = f" near {lines[line - 1].strip()[:60]!r}" if 0 < line <= len(lines) else ""
    return f"line {line}, column {col}: not valid TOML: {found['msg']}{near}"


def config_path(path: str | os.PathLike[str] | None = None,
                environ: Mapping[str, str] | None = None) -> tuple[Path, bool]:
    """The file to read and whether it was asked for (a missing default file is fine)."""
    env = os.environ if environ is None else environ
    if path is not None:
        return Path(path), True
    if env.get(CONFIG_ENV):
        return Path(env[CONFIG_ENV]), True
    return DEFAULT_CONFIG_PATH, False


def load_config(path: str | os.PathLike[str] | None = None, *,
                environ: Mapping[str, str] | None = None) -> Config:
    """Load FILE, or $NIGHTBOX_CONFIG, or /etc/nightbox/nightbox.toml.

    When no file was named and the default file is absent, the built-in defaults apply.
    Raises ``ConfigError`` (a ``BadInput``) listing every problem.
    """
    file, asked = config_path(path, environ)
    source = str(file)
    try:
        raw = reading.read_bytes_capped(file, reading.LIMITS["config"])
    except reading.BadFile as exc:
        raise ConfigError(source, [str(exc).split(": ", 1)[1]]) from None
    except OSError as exc:
        raise ConfigError(source, [f"cannot read: {exc.strerror or exc}"]) from None
    if raw is None:
        if asked:
            raise ConfigError(source, ["no such file"])
        log.info("no config file at %s; using the built-in defaults", file)
        return config_from_mapping({}, "<defaults>", environ)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ConfigError(source, [f"not UTF-8 text (byte {exc.start + 1})"]) from None
    config = parse_config(text, source, environ, quote=reading.anyone_may_read(file))
    log.info("config loaded from %s", file)
    return config
