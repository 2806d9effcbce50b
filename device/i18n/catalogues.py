"""The catalogues on disk, one ``.po`` per language, loaded into :class:`Words`.

``device/locale/<lang>/LC_MESSAGES/nightbox.po`` is compiled in memory and read with the
stdlib's ``gettext.GNUTranslations`` (its plural rule comes from the file's header).
English is the catalogues' source language and needs no file. A catalogue that cannot be
read is logged once and the box speaks English rather than stop.
"""

from __future__ import annotations

import functools
import gettext
import io
import logging
from pathlib import Path

from engine.words import Lang, Words

from .po import BadCatalogue, Entry, compile_mo, read_po

log = logging.getLogger(__name__)

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "nightbox"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"


def po_path(lang: Lang) -> Path:
    """Where a language's catalogue lives."""
    return LOCALE_DIR / lang.value / "LC_MESSAGES" / f"{DOMAIN}.po"


def read_entries(lang: Lang) -> list[Entry]:
    """The entries of the language's ``.po``; ``OSError`` or :class:`BadCatalogue` if it
    cannot be read."""
    path = po_path(lang)
    return read_po(path.read_text(encoding="utf-8"), str(path))


def read_catalogue(lang: Lang) -> gettext.GNUTranslations:
    """The language's catalogue; ``OSError`` or :class:`BadCatalogue` if it cannot be read."""
    return gettext.GNUTranslations(io.BytesIO(compile_mo(read_entries(lang))))


@functools.cache
def words_for(lang: Lang) -> Words:
    """:class:`Words` in ``lang`` (cached: a catalogue is read once per process)."""
    if lang is Lang.EN:
        return Words()
    try:
        return Words(lang, read_catalogue(lang))
    except (OSError, BadCatalogue, ValueError) as e:
        log.error("the %s catalogue cannot be read, speaking English: %s", lang.value, e)
        return Words()
