"""``--lang``: the language a command speaks and prints its game lines in, one rule for
``script``, ``say``, ``demo``, ``sim`` and ``voice``: the option when given, else the box's
``game.language`` from ``nightbox.toml`` (English when there is none).

A language of the table without its catalogue is refused as ``--lang`` (one line, exit
status 2); named by the config, it is spoken in English, as the box speaks it, and one
log line says so.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from engine.languages import EN, Lang
from engine.words import Words, parse_lang

from device.i18n.catalogues import require_catalogue, spoken, spoken_lang, words_for

if TYPE_CHECKING:
    from device.config.schema import Config


def add_lang_argument(parser: argparse.ArgumentParser) -> None:
    langs = spoken()
    names = ", ".join(f"{lang.code} ({lang.own_name})" for lang in langs)
    parser.add_argument("--lang", default=None, metavar="|".join(lang.code for lang in langs),
                        help=f"the language: {names}; default: the box's game.language")


def lang_option(code: str) -> Lang:
    """The language ``--lang`` names: ``UnknownLanguage`` for no row of the table,
    ``NoCatalogue`` for one without its catalogue (one line, exit 2)."""
    return require_catalogue(parse_lang(code))


def chosen_lang(args: argparse.Namespace, config: Config | None = None) -> Lang:
    """The ``--lang`` given (:func:`lang_option`), else the language the box speaks for
    the config's ``game.language``."""
    if args.lang is not None:
        return lang_option(args.lang)
    return spoken_lang(parse_lang(config.game.language)) if config is not None else EN


def words_of(lang: Lang) -> Words:
    """The language's :class:`Words`, its catalogue loaded."""
    return words_for(lang)
