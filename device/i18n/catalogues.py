"""The catalogues on disk, one ``.po`` per language, loaded into :class:`Words`.

``device/locale/<code>/LC_MESSAGES/nightbox.po`` is compiled in memory and read with the
stdlib's ``gettext.GNUTranslations`` (its plural rule comes from the file's header).
English is the catalogues' source language and needs no file.

A language of the table (``engine.languages``) whose file is missing is refused by a
command asked for it (:class:`NoCatalogue`: one line, exit status 2) and never offered by
the menu (:func:`spoken`); a box whose settings name it speaks English, and says so once
in the log (:func:`spoken_lang`). A catalogue that cannot be read is logged once and the
box speaks English rather than stop.
"""

from __future__ import annotations

import functools
import gettext
import io
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from engine.languages import EN, LANGUAGES, Lang
from engine.words import Words

from device.errors import BadInput

if TYPE_CHECKING:  # the .po reader loads with the first catalogue: an English box never
    from .po import Entry

log = logging.getLogger(__name__)

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "nightbox"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"


def po_path(lang: Lang) -> Path:
    """Where a language's catalogue lives."""
    return LOCALE_DIR / lang.code / "LC_MESSAGES" / f"{DOMAIN}.po"


def has_catalogue(lang: Lang) -> bool:
    """Whether the box can speak ``lang``: English, or a language whose ``.po`` is there."""
    return lang is EN or po_path(lang).is_file()


def spoken() -> tuple[Lang, ...]:
    """The languages the box speaks, in the table's order: those with a catalogue."""
    return tuple(lang for lang in LANGUAGES if has_catalogue(lang))


class NoCatalogue(BadInput):
    """A language of the table whose catalogue file is missing."""

    def __init__(self, lang: Lang) -> None:
        self.lang = lang
        self.missing = (f"no catalogue for language {lang.code!r} ({lang.own_name}): "
                        f"{po_path(lang).relative_to(LOCALE_DIR.parent.parent)} is missing")
        super().__init__(f"{self.missing}; the box speaks: "
                         f"{', '.join(other.code for other in spoken())}")


def require_catalogue(lang: Lang) -> Lang:
    """``lang`` when the box can speak it; else :class:`NoCatalogue`."""
    if not has_catalogue(lang):
        raise NoCatalogue(lang)
    return lang


@functools.cache
def spoken_lang(lang: Lang) -> Lang:
    """The language the box speaks for a ``language`` setting of ``lang``: ``lang``, or
    English when it has no catalogue (one log line per process)."""
    if has_catalogue(lang):
        return lang
    log.warning("%s; speaking English", NoCatalogue(lang).missing)
    return EN


def read_entries(lang: Lang) -> list[Entry]:
    """The entries of the language's ``.po``; ``OSError`` or :class:`BadCatalogue` if it
    cannot be read."""
    from .po import read_po

    path = po_path(lang)
    return read_po(path.read_text(encoding="utf-8"), str(path))


def read_catalogue(lang: Lang) -> gettext.GNUTranslations:
    """The language's catalogue; ``OSError`` or :class:`BadCatalogue` if it cannot be read."""
    from .po import compile_mo

    return gettext.GNUTranslations(io.BytesIO(compile_mo(read_entries(lang))))


@functools.cache
def words_for(lang: Lang) -> Words:
    """:class:`Words` in ``lang`` (cached: a catalogue is read once per process); English
    for a language without a catalogue (:func:`spoken_lang`) or whose catalogue is bad."""
    lang = spoken_lang(lang)
    if lang is EN:
        return Words()
    from .po import BadCatalogue

    try:
        return Words(lang, read_catalogue(lang))
    except (OSError, BadCatalogue, ValueError) as e:
        log.error("the %s catalogue cannot be read, speaking English: %s", lang.code, e)
        return Words()
