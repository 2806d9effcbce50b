"""Sentences a native speaker would say, each built by the code that says it on the box:
the verdicts and tie lines with their articles, the German night as a German host says
it, the roles named with their articles in a list, the seat word in the Moderator's
questions."""

from __future__ import annotations

import pytest

from engine.classic.deck import ClassicDeck
from engine.classic.script import ClassicScriptOptions, classic_night
from engine.classic.state import ClassicOptions
from engine.languages import EN, Lang
from engine.onenight.deck import Deck
from engine.onenight.roles import ROLES, Doppel
from engine.onenight.script import ScriptOptions, night_script
from engine.onenight.step_lines import doppelganger_action
from engine.words import parse_lang

from device.core.games.classic.book import NightBook
from device.core.games.classic.phrases import second_tie_all_line
from device.core.games.classic.session import ClassicSession
from device.core.games.onenight.phrases import deaths_line
from device.core.ui.phrases import early_line
from device.i18n.catalogues import words_for
from device.i18n.language import speaking

DE, FR, ES = (words_for(lang) for lang in (parse_lang("de"), parse_lang("fr"), parse_lang("es")))


@pytest.mark.parametrize(("lang", "one", "two"), [
    (parse_lang("fr"), "Le siège 5 meurt.", "Les sièges 2 et 5 meurent."),
    (parse_lang("es"), "Muere el asiento 5.", "Mueren los asientos 2 y 5."),
    (parse_lang("de"), "Platz 5 stirbt.", "Plätze 2 und 5 sterben."),
    (EN, "Seat 5 dies.", "Seats 2 and 5 die."),
])
def test_the_verdict_names_the_seats_with_their_article(lang: Lang, one: str, two: str) -> None:
    with speaking(words_for(lang)):
        assert deaths_line([5]) == one
        assert deaths_line([5, 2]) == two


@pytest.mark.parametrize(("lang", "line"), [
    (parse_lang("fr"), "Nouvelle égalité\u202f: les sièges 2 et 5 sont éliminés."),
    (parse_lang("es"), "Otro empate: quedan fuera los asientos 2 y 5."),
    (parse_lang("de"), "Wieder Gleichstand: Plätze 2 und 5 scheiden aus."),
    (EN, "A tie again: seats 2 and 5 are out."),
])
def test_the_second_tie_names_the_seats_with_their_article(lang: Lang, line: str) -> None:
    with speaking(words_for(lang)):
        assert second_tie_all_line([5, 2]) == line


@pytest.mark.parametrize(("lang", "one", "many"), [
    (parse_lang("es"), "Asiento 3: demasiado pronto. Volved a pulsar.",
     "5 asientos, demasiado pronto. Volved a pulsar."),
    (parse_lang("fr"), "Siège 3\u202f: trop tôt. Appuyez de nouveau.",
     "5 sièges ont appuyé trop tôt. Appuyez de nouveau."),
    (parse_lang("de"), "Platz 3: zu früh. Tippt noch einmal.",
     "5 Plätze zu früh. Tippt noch einmal."),
    (EN, "Seat 3, too early. Tap again.", "5 seats too early. Tap again."),
])
def test_an_early_tap_is_told_to_tap_again(lang: Lang, one: str, many: str) -> None:
    with speaking(words_for(lang)):
        assert early_line([3]) == one
        assert early_line([1, 2, 3, 4, 5]) == many


def test_the_german_night_opens_and_closes_as_a_german_host_says_it() -> None:
    lines = night_script(Deck.parse("werewolf*2,seer,robber,villager*3"),
                         ScriptOptions(words=DE)).lines
    assert lines[0].startswith("Alle schließen die Augen. ")
    assert lines[-1].startswith("Alle wachen auf! ")
    assert not any(line.startswith("Alle,") for line in lines)
    classic = classic_night(ClassicDeck.of(["werewolf", "seer", "villager", "villager",
                                            "villager"]), 1, ClassicScriptOptions(words=DE))
    assert classic.lines[0] == "Die Nacht bricht herein. Alle schließen die Augen."
    assert classic.lines[-1] == "Alle wachen auf. Es ist Morgen."


def test_the_german_doppelganger_has_the_role_rather_than_is_it() -> None:
    lines = night_script(Deck.parse("doppelganger,werewolf*2,seer,villager*2"),
                         ScriptOptions(words=DE)).lines
    doppel = next(line for line in lines if line.startswith("Doppelgängerin, wach auf."))
    assert "Du hast jetzt diese Rolle." in doppel
    assert "Du bist jetzt diese Rolle" not in doppel


@pytest.mark.parametrize(("lang", "phrase"), [
    (parse_lang("fr"), "comme le Loup Alpha ou le Loup Shaman"),
    (parse_lang("es"), "como el Lobo Alfa o el Lobo Místico"),
    (parse_lang("de"), "wie der Alphawolf oder der Mystische Wolf"),
    (EN, "like the Alpha Wolf or the Mystic Wolf"),
])
def test_a_list_of_roles_gives_each_its_article(lang: Lang, phrase: str) -> None:
    deck = Deck.parse("doppelganger,alpha_wolf,mystic_wolf,werewolf,seer,robber,"
                      "troublemaker,villager")
    assert phrase in doppelganger_action(deck, words_for(lang))


@pytest.mark.parametrize(("lang", "line"), [
    (parse_lang("fr"), ("Si votre nouveau rôle est la Voyante ou le Voleur, faites son action "
               "maintenant.")),
    (parse_lang("es"), "Si te has convertido en la Vidente o el Ladrón, haz esa acción ahora."),
    (parse_lang("de"), ("Wenn du jetzt die Seherin oder der Räuber bist, führe diese Aktion sofort "
               "aus.")),
])
def test_the_doppelganger_hears_the_roles_with_their_articles(lang: Lang, line: str) -> None:
    deck = Deck.parse("doppelganger,werewolf*2,seer,robber,villager*2")
    assert doppelganger_action(deck, words_for(lang)).endswith(line)


@pytest.mark.parametrize(("lang", "line"), [
    (parse_lang("fr"), "Doppelgänger, si votre nouveau rôle est l'Insomniaque, réveillez-vous."),
    (parse_lang("es"), "Doppelgänger, si ahora eres la Insomne, despierta."),
    (parse_lang("de"), "Doppelgängerin, wenn du jetzt die Schlaflose bist, wach auf."),
])
def test_the_doppelganger_is_woken_as_the_role_with_its_article(lang: Lang, line: str) -> None:
    deck = Deck.parse("doppelganger,werewolf*2,insomniac,villager*3")
    lines = night_script(deck, ScriptOptions(words=words_for(lang))).lines
    assert any(said.startswith(line) for said in lines)


def test_every_role_a_list_can_name_has_its_article() -> None:
    """The roles the Doppelganger's lines and the werewolves' line name have a name with
    an article in the table, translated in each language."""
    named = [r for r in ROLES.values() if r.doppel in (Doppel.NOW, Doppel.LATER)
             or r.id in ("alpha_wolf", "mystic_wolf")]
    assert len(named) > 15
    articles = {parse_lang("de"): ("der ", "die ", "das "), parse_lang("fr"): ("le ", "la ", "l'"),
                parse_lang("es"): ("el ", "la ")}
    for role in named:
        assert role.definite, role.id
        proper = not role.definite.lower().startswith("the ")  # "Cupid", "Nostradamus"
        for words in (DE, FR, ES):
            said = words._(role.definite)
            if proper:
                assert said == words._(role.spoken), (role.id, said)  # as it is named
            else:
                assert said.lower().startswith(articles[words.lang]), (role.id, said)


@pytest.mark.parametrize(("lang", "title"), [
    (parse_lang("fr"), "Loup-Garou 1\u202f: siège\u202f?"),
    (parse_lang("es"), "Hombre Lobo 1: ¿asiento?"),
    (parse_lang("de"), "Werwolf 1: Platz?"),
])
def test_the_moderators_questions_name_the_seat(lang: Lang, title: str) -> None:
    deck = ClassicDeck.of(["werewolf", "werewolf", "seer", "villager", "villager"])
    with speaking(words_for(lang)):
        first = NightBook(ClassicSession((1, 2, 3, 4, 5), deck, ClassicOptions())
                          ).asks("roll_call")[0]
    assert first.title == title
