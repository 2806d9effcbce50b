"""Classic in another language: the night script, the role names in it, the Moderator's
signs and notes, the presets and the phases come out in the :class:`Words` given, and
English stays as it was. The catalogues are the device's; the engine only reads a Words."""

from __future__ import annotations

import gettext
import io
import random

import pytest

from engine.classic.deck import ClassicDeck
from engine.classic.entries import DayEntries, NightEntries, Phase, PhaseKind
from engine.classic.game import play_day, play_night
from engine.classic.presets import PRESETS
from engine.classic.roles import CLASSIC_ROLES
from engine.classic.script import ClassicScriptOptions, classic_night
from engine.classic.signs import SIGNS, moderator_notes, sign
from engine.classic.state import ClassicGame
from engine.cues import Pause, Say
from engine.languages import EN, LANGUAGES, Lang
from engine.words import ENGLISH, Words, parse_lang

from device.i18n.catalogues import words_for
from device.i18n.po import compile_mo, read_po
from tools.i18n import problems

from ..conftest import marked_lines

FULL = ClassicDeck.parse("werewolf,wolf_cub,minion,sorcerer,seer,apprentice_seer,bodyguard,"
                         "witch,cupid,old_hag")
MASONS = ClassicDeck.parse("werewolf,seer,mason*2,cursed,villager")
OTHERS = tuple(lang for lang in LANGUAGES if lang is not EN)

TINY_PO = '''
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Language: de\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "Seer"
msgstr "Seherin"

msgid "Werewolves"
msgstr "Werwölfe"

msgid "{role}, open your eyes."
msgstr "{role}, öffne die Augen."

msgid "{group}, open your eyes."
msgstr "{group}, öffnet die Augen."

msgid "Night falls. Everyone, close your eyes."
msgstr "Die Nacht bricht herein. Alle, schließt die Augen."
'''


def tiny_german() -> Words:
    mo = compile_mo(read_po(TINY_PO, "tiny"))
    return Words(parse_lang("de"), gettext.GNUTranslations(io.BytesIO(mo)))


def lines(deck: ClassicDeck, night: int, words: Words = ENGLISH) -> tuple[str, ...]:
    return classic_night(deck, night, ClassicScriptOptions(words=words),
                         random.Random(3)).lines


def test_english_is_the_default_and_the_same_as_english_words() -> None:
    for night in (1, 2):
        assert classic_night(FULL, night, rng=random.Random(3)).lines == lines(FULL, night)
    assert "Seer, open your eyes." in lines(FULL, 1)
    assert "Werewolves, open your eyes." in lines(MASONS, 2)


def test_a_tiny_german_catalogue_changes_night_one() -> None:
    english, german = lines(MASONS, 1), lines(MASONS, 1, tiny_german())
    assert german[0] == "Die Nacht bricht herein. Alle, schließt die Augen."
    assert "Seherin, öffne die Augen." in german          # one role: du
    assert "Werwölfe, öffnet die Augen." in german        # a group: ihr
    assert "Seer, open your eyes." not in german
    # a template the catalogue lacks is said in English, not left out, its name translated
    assert "Seherin, close your eyes." in german and len(german) == len(english)
    assert "Look for each other." in german


def test_german_night_one_has_german_role_names_and_no_english_left() -> None:
    words = words_for(parse_lang("de"))
    said = lines(FULL, 1, words)
    assert "Seherin, öffne die Augen." in said
    assert "Werwölfe und Günstling, öffnet die Augen." in said
    assert "Amor, schließ die Augen." in said
    assert "Freimaurer, öffnet die Augen." in lines(MASONS, 1, words)
    english = lines(FULL, 1)
    assert not set(said) & set(english)


@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_every_night_line_is_translated_and_the_pauses_stay(lang: Lang) -> None:
    words = words_for(lang)
    for deck in (FULL, MASONS, *[p.deck for p in PRESETS.values()]):
        for night in (1, 2):
            english = classic_night(deck, night, rng=random.Random(5))
            other = classic_night(deck, night, ClassicScriptOptions(words=words),
                                  random.Random(5))
            assert [c for c in other.cues if isinstance(c, Pause)] == \
                [c for c in english.cues if isinstance(c, Pause)]
            pairs = list(zip(english.lines, other.lines, strict=True))
            assert all(e != o for e, o in pairs), [e for e, o in pairs if e == o]
            assert [c.step for c in other.cues if isinstance(c, Say)] == \
                [c.step for c in english.cues if isinstance(c, Say)]


@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_the_classic_lines_are_all_in_each_catalogue_with_their_fields(lang: Lang) -> None:
    from device.i18n.catalogues import read_entries
    mine = [e for e in marked_lines() if any(r.startswith("engine/classic/") for r in e.refs)]
    assert len(mine) > 60
    assert problems(mine, read_entries(lang), lang) == []


def signs_game() -> ClassicGame:
    players = {1: "werewolf", 2: "sorcerer", 3: "seer", 4: "lycan", 5: "hunter",
               6: "cursed", 7: "apprentice_seer", 8: "wolf_cub", 9: "villager",
               10: "villager"}
    return ClassicGame.start(players)


def test_the_signs_in_german() -> None:
    words, game, none = words_for(parse_lang("de")), signs_game(), NightEntries()
    assert sign("seer", game, none, 4, words) == "WOLF: Daumen RUNTER"     # the Lycan
    assert sign("seer", game, none, 2, words) == "KEIN Wolf: Daumen HOCH"
    assert sign("sorcerer", game, none, 3, words) == "die SEHERIN: Daumen HOCH"
    assert sign("cursed", game, none, words=words) == "V zeigen"
    assert sign("witch", game, none, 3, words) is None


@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_the_signs_in_each_language_are_its_own_and_keep_v_and_w(lang: Lang) -> None:
    words = words_for(lang)
    game, none = signs_game(), NightEntries()
    shown = {(step, answer): s.of(answer, words) for step, s in SIGNS.items()
             for answer in (True, False)}
    assert len(set(shown.values())) == 2 * len(SIGNS)
    assert all(text != SIGNS[step].of(answer) for (step, answer), text in shown.items())
    assert "W" in shown["cursed", True] and "V" in shown["cursed", False]
    assert sign("seer", game, none, 8, words) == shown["seer", True]        # the cub
    assert sign("sorcerer", game, none, 7, words) == shown["sorcerer", False]
    assert sign("cursed", game, NightEntries(werewolf=(6,)), words=words) == \
        shown["cursed", True]


@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.code)
def test_the_moderators_notes_in_each_language(lang: Lang) -> None:
    words = words_for(lang)
    game, _ = play_night(signs_game(), NightEntries())
    night_2, _, _ = play_day(game, DayEntries(votes={1: 8, 2: 8, 3: 8, 4: 8}))  # the cub
    game, _ = play_night(night_2, NightEntries(werewolf=(3, 6)))  # the Seer, the Cursed
    night_3, _, _ = play_day(game, DayEntries())
    cub = moderator_notes(night_2, "werewolf", words)
    assert len(cub) == 1 and cub != moderator_notes(night_2, "werewolf")
    (cursed,) = moderator_notes(night_3, "werewolf", words)
    assert "6" in cursed and words._(CLASSIC_ROLES["cursed"].name) in cursed
    assert cursed != moderator_notes(night_3, "werewolf")[0]
    (tap,) = moderator_notes(night_3, "seer", words)
    assert "7" in tap and tap != moderator_notes(night_3, "seer")[0]


def test_presets_and_phases_in_a_language() -> None:
    de, basic = words_for(parse_lang("de")), PRESETS["basic_7"]
    assert basic.name == "Basic game (7)" == basic.name_in()
    assert basic.name_in(de) == "Grundspiel (7)"
    assert PRESETS["visions"].name_in(de) == "Dorf der Visionen"
    assert PRESETS["visions"].label_in() == "Visions"
    assert PRESETS["visions"].label_in(words_for(parse_lang("fr"))) == "Visions"
    assert PRESETS["hearts"].label_in(words_for(parse_lang("es"))) == "Corazones"
    for kind in PhaseKind:
        for n in (1, 2, 10):
            assert Phase(n, kind).text() == str(Phase(n, kind))
    assert Phase(2, PhaseKind.NIGHT).text(de) == "Nacht 2"
    assert Phase(3, PhaseKind.DAY).text(words_for(parse_lang("es"))) == "día 3"
