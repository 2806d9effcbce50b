"""The catalogues: every line the code marks has a translation in every language (no
silent English), each translation fills the same fields, the files are in step with the
code, and the ``.po`` format round-trips through the stdlib's gettext."""

from __future__ import annotations

import gettext
import io

import pytest

from engine.languages import EN, LANGUAGES, Lang
from engine.words import UnknownLanguage, Words, parse_lang

from device.i18n.catalogues import po_path, read_catalogue, read_entries, words_for
from device.i18n.po import BadCatalogue, Entry, compile_mo, read_po, write_po
from tools.i18n import fields_of, merge, problems

from ..conftest import marked_lines

OTHERS = [lang for lang in LANGUAGES if lang is not EN]
TEMPLATE = list(marked_lines())


def test_the_code_marks_its_lines() -> None:
    ids = {e.msgid for e in TEMPLATE}
    assert len(ids) > 300                      # both games' nights, screens and lines
    assert "{items} and {last}" in ids and "Three." in ids


@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_every_line_has_a_translation_with_the_same_fields(lang: Lang) -> None:
    found = problems(TEMPLATE, read_entries(lang), lang)
    assert found == [], f"{len(found)} problems, first: {found[:10]}"


@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_each_catalogue_is_in_step_with_the_code(lang: Lang) -> None:
    """``python -m tools.i18n update`` would change nothing: no line of the code is
    missing from the file, and the file is written the way the tool writes it."""
    text = po_path(lang).read_text(encoding="utf-8")
    assert write_po(merge(TEMPLATE, read_po(text), lang)) == text


@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_a_catalogue_loads_through_the_stdlib_gettext(lang: Lang) -> None:
    catalogue = read_catalogue(lang)
    assert catalogue.info()["language"] == lang.code
    translated = [e for e in read_entries(lang) if e.msgid and e.plural is None and e.translated]
    assert translated
    for e in translated[:50]:
        assert catalogue.gettext(e.msgid) == e.strings[0]


def test_po_text_round_trips() -> None:
    text = ('msgid ""\nmsgstr ""\n"Language: de\\n"\n"Plural-Forms: nplurals=2; '
            'plural=(n != 1);\\n"\n\n#: engine/x.py\nmsgid "Seat {seat} dies."\n'
            'msgstr "Sitz {seat} stirbt."\n\n#, fuzzy\nmsgid "a \\"b\\""\nmsgstr "c"\n\n'
            'msgid "seat {seats}"\nmsgid_plural "seats {seats}"\nmsgstr[0] "Sitz {seats}"\n'
            'msgstr[1] "Sitze {seats}"\n\n#~ msgid "Gone."\n#~ msgstr "Weg."\n')
    read = read_po(text)
    assert [e.msgid for e in read] == ["", "Seat {seat} dies.", 'a "b"', "seat {seats}",
                                       "Gone."]
    assert read[2].flags == ("fuzzy",) and not read[2].translated and read[4].obsolete
    assert write_po(read) == text


def test_compiled_catalogue_gives_translations_plurals_and_english_for_the_rest() -> None:
    text = ('msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Plural-Forms: nplurals=2; '
            'plural=(n > 1);\\n"\n\nmsgid "seat {seats}"\nmsgid_plural "seats {seats}"\n'
            'msgstr[0] "siège {seats}"\nmsgstr[1] "sièges {seats}"\n\n'
            'msgid "{items} and {last}"\nmsgstr "{items} et {last}"\n\n'
            'msgid "Not yet."\nmsgstr ""\n\n#, fuzzy\nmsgid "Unsure."\nmsgstr "Pas sûr."\n')
    words = Words(parse_lang("fr"), gettext.GNUTranslations(io.BytesIO(compile_mo(read_po(text)))))
    assert words.seats([2, 5], start=True) == "Sièges 2 et 5"
    assert words.seats([0]) == "siège 0"          # French: 0 and 1 are singular
    assert words._("Not yet.") == "Not yet."      # untranslated: the English, never ""
    assert words._("Unsure.") == "Unsure."        # fuzzy is not used


def test_words_fill_fields_and_english_lists() -> None:
    w = Words()
    assert w._("Seat {seat} dies.", seat=3) == "Seat 3 dies."
    assert w.seats([7, 2, 4], start=True) == "Seats 2, 4 and 7"
    assert w.join(["a", "b", "c"], last="or") == "a, b or c"


def test_the_german_catalogue_formats_seats_in_german() -> None:
    de = words_for(parse_lang("de"))
    assert de.seats([3], start=True) == "Platz 3"
    assert de.seats([2, 5]) == "Plätze 2 und 5"
    assert words_for(parse_lang("fr")).seats([2, 5]) == "sièges 2 et 5"
    assert words_for(parse_lang("es")).seats([2, 5]) == "asientos 2 y 5"


@pytest.mark.parametrize(("typed", "hint"), [("ger", "'de'"), ("Français", "'fr'"),
                                             ("sp", ""), ("esp", "'es'")])
def test_an_unknown_language_is_named_with_a_hint(typed: str, hint: str) -> None:
    with pytest.raises(UnknownLanguage) as e:
        parse_lang(typed)
    message = str(e.value)
    assert typed in message and "en, de, fr, es" in message
    assert (f"did you mean {hint}" in message) if hint else "did you mean" not in message


def test_language_codes_are_read_loosely() -> None:
    de, fr, es = LANGUAGES[1:4]
    assert (de.code, fr.code, es.code) == ("de", "fr", "es")
    assert parse_lang("DE") is de and parse_lang("fr_FR") is fr and parse_lang("es-ES") is es


def test_a_broken_catalogue_names_its_line() -> None:
    with pytest.raises(BadCatalogue, match=r"x.po:2"):
        read_po('msgid "a"\nmsgstr b\n', "x.po")
    with pytest.raises(BadCatalogue, match=r"x.po:2: a string that cannot be read"):
        read_po('msgid "a"\nmsgstr "b \\q"\n', "x.po")


def test_escapes_are_read_and_written_back() -> None:
    entry = Entry('a "quoted" \\ back\nslash', ("zwei\tZeilen\n",))
    text = write_po([entry])
    assert read_po(text)[0].msgid == entry.msgid and read_po(text)[0].strings == entry.strings


def test_fields_are_read_from_templates() -> None:
    assert fields_of("{seats} die: {cause}.") == {"seats", "cause"}
    assert fields_of("no fields") == set()
