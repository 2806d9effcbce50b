"""``--scorepad`` of ``nightbox resolve`` and ``nightbox games``: a saved game's
Moderator's scorepad as text, 80 columns wide, in ``--lang`` (else the box's
``game.language``). A game that keeps none (One Night) is refused in one line, exit 2."""

from __future__ import annotations

import argparse
from typing import Any

from device.cli.errors import BadOption
from device.cli.lang import add_lang_argument, chosen_lang, words_of
from device.core.games import GAMES


def add_scorepad_arguments(parser: argparse.ArgumentParser, flag: dict[str, Any]) -> None:
    """``--scorepad`` (``flag``: its ``add_argument`` options) and the ``--lang`` it is
    printed in."""
    parser.add_argument("--scorepad", **flag)
    add_lang_argument(parser)


def print_scorepad(name: str, record: Any, args: argparse.Namespace) -> int:
    """Print ``record``'s scorepad (read from ``name``) in the language ``args`` asks."""
    config = None
    if args.lang is None:   # the box's language
        from device.config import load_config
        config = load_config()
    words = words_of(chosen_lang(args, config))  # an unknown one: one line, exit 2
    game = GAMES.of_record(record) if isinstance(record, dict) else GAMES.game(GAMES.first)
    lines = game.records.scorepad(name, record, words)
    if lines is None:
        raise BadOption(f"--scorepad: {name} is a {game.title} game, which keeps no "
                        "scorepad; leave out --scorepad to resolve it")
    print("\n".join(lines))
    return 0
