"""``--lang``: the language a command speaks and prints its game lines in, one rule for
``script``, ``say``, ``demo``, ``sim`` and ``voice``: the option when given, else the box's
``game.language`` from ``nightbox.toml`` (English when there is none)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from engine.words import LANG_CODES, OWN_NAMES, Lang, Words, parse_lang

if TYPE_CHECKING:
    from device.config.schema import Config


def add_lang_argument(parser: argparse.ArgumentParser) -> None:
    names = ", ".join(f"{lang.value} ({OWN_NAMES[lang]})" for lang in Lang)
    parser.add_argument("--lang", default=None, metavar="|".join(LANG_CODES),
                        help=f"the language: {names}; default: the box's game.language")


def chosen_lang(args: argparse.Namespace, config: Config | None = None) -> Lang:
    """The ``--lang`` given (an unknown one is ``UnknownLanguage``: one line, exit 2), else
    the config's language."""
    if args.lang is not None:
        return parse_lang(args.lang)
    return parse_lang(config.game.language) if config is not None else Lang.EN


def words_of(lang: Lang) -> Words:
    """The language's :class:`Words`, its catalogue loaded."""
    from device.i18n.catalogues import words_for

    return words_for(lang)
