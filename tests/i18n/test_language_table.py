"""One table of languages (``engine.languages``): everything else is read from its rows,
no second list of languages is written anywhere in the product, each row's pinned voice
files are the lock's, its plural rule its catalogue's, and a row without its catalogue is
refused by name or spoken in English, never a ``KeyError``."""

from __future__ import annotations

import argparse
import ast
import logging
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from engine.languages import EN, LANGUAGES, Lang
from engine.words import LANG_CODES, lang_hint, parse_lang

from device.cli.lang import add_lang_argument
from device.core.setting_table import ROWS
from device.errors import BadInput
from device.i18n import catalogues
from device.i18n.catalogues import (
    NoCatalogue,
    has_catalogue,
    read_entries,
    require_catalogue,
    spoken,
    spoken_lang,
    words_for,
)
from device.i18n.voices import espeak_voice, piper_model, voice_engine
from tools.i18n import extract, header, problems

from .extra_row import ITALIAN

REPO = Path(__file__).resolve().parents[2]
PRODUCT = ("engine", "device", "hw_mocks", "tools", "bench")
LOCK = REPO / "device" / "config" / "voices.sha256"
MISSING = ("no catalogue for language 'it' (Italiano): "
           "device/locale/it/LC_MESSAGES/nightbox.po is missing")


@pytest.fixture()
def fresh() -> Iterator[None]:
    """The per-process caches of the catalogues emptied around the test."""
    spoken_lang.cache_clear()
    words_for.cache_clear()
    yield
    spoken_lang.cache_clear()
    words_for.cache_clear()


def test_the_rows_are_the_choices_everywhere() -> None:
    codes = tuple(lang.code for lang in LANGUAGES)
    assert LANGUAGES[0] is EN and len(set(codes)) == len(codes)
    assert LANG_CODES == codes == ROWS["language"].choices
    assert [ROWS["language"].display(code) for code in codes] == [
        lang.own_name for lang in LANGUAGES]
    assert spoken() == LANGUAGES                  # every row has its catalogue
    for lang in LANGUAGES:
        assert parse_lang(lang.code) is lang and parse_lang(lang.code.upper()) is lang
        assert lang_hint(lang.own_name) == f" (did you mean {lang.code!r}?)"
        assert all(lang_hint(name) == f" (did you mean {lang.code!r}?)" for name in lang.typed)
        assert espeak_voice(lang, "") == lang.espeak


def language_named(node: ast.AST | None, names: set[str]) -> str | None:
    """The language an item of a literal names: a code or own name (``"de"``), a row of an
    enum (``Lang.DE``), or a value made from a code (``Voices("de", ...)``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.lower() if node.value.lower() in names else None
    if isinstance(node, ast.Attribute):
        return node.attr.lower() if node.attr.lower() in names else None
    if isinstance(node, ast.Call) and node.args:
        return language_named(node.args[0], names)
    return None


def second_tables(path: Path, text: str) -> list[str]:
    """Each literal list, tuple, set or dict in ``text`` that names two or more languages."""
    names = {name.lower() for lang in LANGUAGES if lang is not EN
             for name in (lang.code, lang.own_name)}
    found = []
    for node in ast.walk(ast.parse(text)):
        items: list[ast.expr | None] = (
            [*node.keys, *node.values] if isinstance(node, ast.Dict)
            else list(node.elts) if isinstance(node, (ast.List, ast.Tuple, ast.Set)) else [])
        hits = {language_named(item, names) for item in items} - {None}
        if len(hits) >= 2:
            found.append(f"{path}:{node.lineno}: {sorted(hits)}")
    return found


def test_no_second_list_of_languages_in_the_product() -> None:
    """A literal list, tuple, set or dict that names two or more languages, outside the
    table, is a second table: it is read from the rows instead."""
    found = [line for top in PRODUCT for path in sorted((REPO / top).rglob("*.py"))
             if path != REPO / "engine" / "languages.py"
             for line in second_tables(path.relative_to(REPO),
                                       path.read_text(encoding="utf-8"))]
    assert found == []


def test_a_second_list_is_found() -> None:
    """The check above finds the tables there were before the one table."""
    before = ('OWN = {Lang.EN: "English", Lang.DE: "Deutsch", Lang.FR: "Français"}\n'
              'TYPED = {"german": "de", "french": "fr"}\n'
              'VOICES = {Lang.DE: LangVoices("de", "x"), Lang.ES: LangVoices("es", "y")}\n'
              'CODES = ("en", "de", "fr", "es")\nONE = {"de": 1}\n')
    assert [line.split(": ", 1)[0] for line in second_tables(Path("x.py"), before)] == [
        "x.py:1", "x.py:2", "x.py:3", "x.py:4"]


def test_the_pinned_voice_files_are_the_lock_s() -> None:
    """Each row names its pinned files as the lock does; the lock holds their hashes and
    pins no file that no row names."""
    pinned = {line.split()[1] for line in LOCK.read_text().splitlines() if line.strip()}
    named = [name for lang in LANGUAGES for name in lang.voice_files]
    assert sorted(named) == sorted(pinned)
    assert all(name.startswith(lang.piper or "-") for lang in LANGUAGES
               for name in lang.voice_files)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang is not EN],
                         ids=lambda lang: lang.code)
def test_the_row_s_plural_rule_is_its_catalogue_s(lang: Lang) -> None:
    entries = read_entries(lang)
    assert f"Plural-Forms: {lang.plural}\n" in entries[0].strings[0]
    assert header(lang).strings[0].endswith(f"Plural-Forms: {lang.plural}\n")
    other = replace(lang, plural="nplurals=3; plural=(n==1 ? 0 : n<5 ? 1 : 2);")
    said = (f"{lang.code}: the header's Plural-Forms is {lang.plural!r}, its row's in "
            f"engine/languages.py {other.plural!r}")
    assert [p for p in problems(extract(), entries, other) if "Plural-Forms" in p] == [said]


def test_a_row_without_its_catalogue_is_refused_by_name(fresh: None) -> None:
    assert not has_catalogue(ITALIAN) and has_catalogue(EN)
    with pytest.raises(NoCatalogue) as refused:
        require_catalogue(ITALIAN)
    assert isinstance(refused.value, BadInput) and isinstance(refused.value, ValueError)
    assert str(refused.value) == f"{MISSING}; the box speaks: en, de, fr, es"
    assert require_catalogue(LANGUAGES[1]) is LANGUAGES[1]


def test_a_row_without_its_catalogue_is_spoken_in_english_said_once(
        fresh: None, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger=catalogues.__name__):
        assert spoken_lang(ITALIAN) is EN
        english = words_for(ITALIAN)
        assert english.lang is EN and english.seats([2, 5]) == "seats 2 and 5"
        assert spoken_lang(ITALIAN) is EN
    assert [r.getMessage() for r in caplog.records] == [f"{MISSING}; speaking English"]
    assert spoken_lang(LANGUAGES[2]) is LANGUAGES[2]


def test_a_row_without_a_piper_voice_is_spoken_by_pico_else_espeak() -> None:
    quiet = replace(ITALIAN, piper=None)
    assert quiet.pico is not None
    assert voice_engine(quiet, "auto", "auto") == "pico"
    assert voice_engine(quiet, "piper", None) == "pico"
    quieter = replace(quiet, pico=None)
    assert voice_engine(quieter, "auto", "auto") == "espeak"
    assert voice_engine(quieter, "piper", None) == "espeak"
    assert voice_engine(quiet, "auto", "/x/it.onnx") == "auto"     # a model named: used
    assert voice_engine(ITALIAN, "auto", "auto") == "auto"
    assert piper_model(ITALIAN, "auto") == "it_IT-paola-medium"


def test_help_names_the_languages_the_box_speaks() -> None:
    parser = argparse.ArgumentParser()
    add_lang_argument(parser)
    text = " ".join(parser.format_help().split())
    assert "--lang en|de|fr|es" in text
    assert "en (English), de (Deutsch), fr (Français), es (Español)" in text
