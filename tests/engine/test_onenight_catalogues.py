"""The shipped German, French and Spanish catalogues for One Night's lines: every line of
the role table, the night script and the deal is translated with its fields kept, the
role names are the editions' names, and what the screen shows fits it."""

from __future__ import annotations

import pytest

from engine.languages import EN, LANGUAGES, Lang
from engine.onenight.dealing import LINE_CHARS, deck_lines
from engine.onenight.deck import Deck
from engine.onenight.roles import ROLE_IDS, ROLES
from engine.onenight.script import ScriptOptions, night_script
from engine.onenight.steps import night_steps
from engine.words import parse_lang

from device.i18n.catalogues import read_entries, words_for
from tools.i18n import problems

from ..conftest import marked_lines

LANGS = tuple(lang for lang in LANGUAGES if lang is not EN)
#: the files whose lines these catalogues' One Night entries come from
OURS = ("engine/onenight/", "engine/cues.py")

#: a few names of the editions (the glossary of issue #25)
NAMES = {
    parse_lang("de"): {"seer": "Seherin", "werewolf": "Werwolf", "troublemaker": "Unruhestifterin",
              "drunk": "Betrunkener", "insomniac": "Schlaflose", "tanner": "Gerber"},
    parse_lang("fr"): {"seer": "Voyante", "werewolf": "Loup-Garou", "troublemaker": "Noiseuse",
              "drunk": "Soûlard", "insomniac": "Insomniaque", "tanner": "Tanneur"},
    parse_lang("es"): {"seer": "Vidente", "werewolf": "Hombre Lobo", "troublemaker": "Alborotadora",
              "drunk": "Borracho", "insomniac": "Insomne", "tanner": "Curtidor"},
}
EVERY_STEP = Deck.parse(",".join(r for r in ROLE_IDS if ROLES[r].step))


@pytest.mark.parametrize("lang", LANGS, ids=lambda lang: lang.code)
def test_every_one_night_line_is_translated_with_its_fields(lang: Lang) -> None:
    ours = [e for e in marked_lines() if any(ref.startswith(OURS) for ref in e.refs)]
    assert len(ours) > 100
    assert problems(ours, read_entries(lang), lang) == []


@pytest.mark.parametrize("lang", LANGS, ids=lambda lang: lang.code)
def test_the_roles_have_the_editions_names(lang: Lang) -> None:
    words = words_for(lang)
    for role_id, name in NAMES[lang].items():
        assert words._(ROLES[role_id].name) == name


@pytest.mark.parametrize("lang", LANGS, ids=lambda lang: lang.code)
def test_the_whole_night_is_in_the_language(lang: Lang) -> None:
    words = words_for(lang)
    said = night_script(EVERY_STEP, ScriptOptions(words=words)).lines
    english = night_script(EVERY_STEP).lines
    assert len(said) == len(english)
    for line, line_en in zip(said, english):
        assert line != line_en
        assert "{" not in line and "}" not in line
        assert "wake up" not in line and "close your eyes" not in line


@pytest.mark.parametrize("lang", LANGS, ids=lambda lang: lang.code)
def test_what_the_screen_shows_fits(lang: Lang) -> None:
    words = words_for(lang)
    for step in night_steps(EVERY_STEP):
        label = step.label_in(words)
        assert len(label) <= 32 and all(len(w) <= 16 for w in label.split(" ")), label
    for role_id in ROLE_IDS:
        for line in deck_lines(Deck.of([role_id] * ROLES[role_id].max_count), words):
            assert len(line) <= LINE_CHARS, line
