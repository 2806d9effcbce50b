"""``nightbox check-config [FILE]``: validate a config file and print "ok" or every problem.

FILE defaults to $NIGHTBOX_CONFIG, then /etc/nightbox/nightbox.toml; when that default file
is absent the built-in defaults are checked. Exit status 0 when valid, 2 otherwise. A
``game.language`` without its catalogue is valid (the box speaks English): a warning says so.
"""

from __future__ import annotations

import argparse
import sys

from engine.words import parse_lang

from device.cli.paths import path
from device.config import Config, ConfigError, config_path, load_config
from device.config.load import MAX_SHOWN
from device.i18n.catalogues import NoCatalogue, has_catalogue


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", nargs="?", metavar="FILE", type=path,
                        help="config file (default: $NIGHTBOX_CONFIG or "
                             "/etc/nightbox/nightbox.toml)")


def summary(config: Config) -> str:
    display = ("no display" if config.display.driver == "none" else
               f"{config.display.driver} at 0x{config.display.i2c_address:02X} "
               f"on i2c-{config.display.i2c_port}")
    return (f"{config.seats.count} seats, knob on GPIO{config.knob.a}/{config.knob.b}"
            f"/{config.knob.button}, {display}, audio {config.audio.device!r} "
            f"at {config.audio.volume}%, voice {config.voice.voice!r} at "
            f"{config.voice.rate} wpm, {config.game.vote_mode} vote")


def run(args: argparse.Namespace) -> int:
    file, asked = config_path(args.file)
    try:
        config = load_config(args.file)
    except ConfigError as exc:
        for problem in exc.errors[:MAX_SHOWN]:
            print(f"{exc.source}: {problem}", file=sys.stderr)
        if len(exc.errors) > MAX_SHOWN:
            print(f"{exc.source}: and {len(exc.errors) - MAX_SHOWN} more", file=sys.stderr)
        if len(exc.errors) > 1:
            print(f"{exc.source}: {len(exc.errors)} errors", file=sys.stderr)
        return 2
    where = str(file) if asked or file.exists() else f"no file at {file}, built-in defaults"
    # read and checked above, so small: an empty file is valid, but say so
    empty = "empty, so the built-in defaults: " if file.is_file() and \
        not file.read_bytes().strip() else ""
    lang = parse_lang(config.game.language)
    if not has_catalogue(lang):
        print(f"warning: game.language: {NoCatalogue(lang).missing}; the box speaks English",
              file=sys.stderr)
    print(f"ok: {where}: {empty}{summary(config)}")
    return 0
