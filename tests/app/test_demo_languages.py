"""A whole One Night and a whole classic game, scripted, in German, French and Spanish:
the same game as in English (the scripted players read the screens back into English),
every line said and every title shown in the language, the record the same."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.languages import EN, LANGUAGES, Lang

from device.core.settings import Settings
from device.i18n.catalogues import po_path
from device.i18n.po import read_po
from hw_mocks.games.classic import play as play_classic
from hw_mocks.games.onenight import play
from hw_mocks.rig import Rig

OTHERS = [lang for lang in LANGUAGES if lang is not EN]
#: what reads the same in every language: the box's name, the game's name, digits
SAME = {"Nightbox", "One Night"}
WORD = re.compile(r"[^\W\d_]+")


def vocabulary(lang: Lang) -> set[str]:
    """Every word of the language's catalogue (its fields left out), in lower case."""
    path = po_path(lang)
    return {w.lower() for e in read_po(path.read_text(encoding="utf-8")) if e.msgid
            for s in e.strings for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", s))}


def everything_shown_and_said(rig: Rig) -> list[str]:
    texts = rig.said() + list(titles(rig))
    for shown in rig.transcript.kinds("show"):
        for key in ("items", "lines"):
            texts += [t for t in shown.get(key, ()) if isinstance(t, str)]
    return texts


def game(kind: str, lang: Lang, folder: Path) -> Rig:
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    pins = MockFactory(pin_class=MockPWMPin)
    settings = Settings().replace(language=lang.code)
    if kind == "classic":
        return play_classic(seed=3, settings=settings, state_dir=folder, pin_factory=pins).rig
    return play(players=6, seed=3, settings=settings, state_dir=folder, pin_factory=pins).rig


def titles(rig: Rig) -> Iterator[str]:
    for shown in rig.transcript.kinds("show"):
        for key in ("title", "headline"):
            text: Any = shown.get(key)
            if isinstance(text, str) and text.strip() and not text.strip().isdigit():
                yield text


@pytest.fixture(scope="module")
def english(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Rig]]:
    rigs = {kind: game(kind, EN, tmp_path_factory.mktemp(kind))
            for kind in ("onenight", "classic")}
    yield rigs
    for rig in rigs.values():      # its LEDs' thread and pins go with it
        rig.close()


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["onenight", "classic"])
@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_a_whole_game_in_the_language(kind: str, lang: Lang, english: dict[str, Rig],
                                      tmp_path: Path) -> None:
    rig, en = game(kind, lang, tmp_path), english[kind]
    try:
        # the same game: the same phases, deaths and winners, whatever the language
        assert [e["phase"] for e in rig.transcript.kinds("phase")] == \
            [e["phase"] for e in en.transcript.kinds("phase")]
        record, en_record = rig.store.games()[-1], en.store.games()[-1]
        for key in ("deaths", "final_deaths", "winners", "winning_seats"):
            assert record.get(key) == en_record.get(key), key
        said, en_said = rig.said(), en.said()
        assert len(said) == len(en_said) > 10
        english_lines = set(en_said)
        assert [line for line in said if line in english_lines] == []   # no silent English
        shown, en_shown = set(titles(rig)), set(titles(en))
        assert len(shown) > 10
        assert sorted(shown & en_shown - SAME) == []
        assert rig.english(said[-1]) == en_said[-1]    # and it says what English says
        # no English word inside a line either (a name left untranslated in a sentence)
        known = vocabulary(lang) | {w.lower() for w in SAME}
        assert sorted({w for text in everything_shown_and_said(rig)
                       for w in WORD.findall(text) if w.lower() not in known}) == []
    finally:
        rig.close()


@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_no_line_the_box_can_say_has_an_english_word_in_it(lang: Lang) -> None:
    """Every line of the prepare catalogue (both games' nights, every preset named in a
    sentence, the day and the vote for every seat): each word is the language's, so no
    name is left untranslated inside a translated sentence."""
    from device.i18n.catalogues import words_for
    from device.shell.voice.catalogue import box_lines

    known = vocabulary(lang) | {w.lower() for w in SAME}
    lines = box_lines(words=words_for(lang))
    assert sorted({w for line in lines for w in WORD.findall(line)
                   if w.lower() not in known}) == []
