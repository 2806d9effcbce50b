"""The screens in each language as a reader of it would write them, built by the code that
shows them: German questions and numbers, Spanish that speaks to the table as the voice
does (vosotros), French typography (a narrow no-break space before : ; ? !, never a line
that starts with one) and French words for the box's parts (la touche, la molette)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.classic.deck import ClassicDeck
from engine.classic.presets import PRESETS
from engine.classic.state import ClassicGame, ClassicOptions
from engine.languages import EN, Lang
from engine.onenight.deck import Deck
from engine.words import parse_lang

from device.core import effects as fx
from device.core.games import GAMES
from device.core.games.classic.book import NightBook
from device.core.games.classic.game import preset_label
from device.core.games.classic.session import ClassicSession
from device.core.games.onenight.reveal import RevealState
from device.core.setting_table import ROWS
from device.display import fonts
from device.display.render import render_image
from device.display.screens import MenuScreen
from device.display.vote_screen import HOW
from device.display.widgets import wrap
from device.i18n.catalogues import read_entries, words_for
from device.i18n.language import _, speaking
from device.shell.runtime import Hardware, Runtime
from device.shell.timers import Scheduler
from device.shell.transcript import Transcript

DE, FR, ES = (words_for(lang) for lang in (parse_lang("de"), parse_lang("fr"), parse_lang("es")))
NNBSP = "\u202f"
CLASSIC = {1: "werewolf", 2: "seer", 3: "sorcerer", 4: "villager", 5: "villager"}


def night_one_asks(step: str) -> list[str]:
    deck = ClassicDeck.of(list(CLASSIC.values()))
    game = ClassicGame.start(CLASSIC, ClassicOptions())
    session = ClassicSession(tuple(CLASSIC), deck, ClassicOptions(), game)
    return [ask.title for ask in NightBook(session).asks(step)]


def test_the_german_seer_and_sorcerer_screens_ask_a_german_question() -> None:
    with speaking(DE):
        assert night_one_asks("seer") == ["Wen prüft die Seherin?"]
        assert night_one_asks("sorcerer") == ["Wen prüft der Zauberer?"]


def test_the_german_re_vote_is_neu_abstimmen() -> None:
    assert DE._("Re-vote") == "Neu abstimmen"
    assert DE._("VOTE AGAIN?") == "NEU ABSTIMMEN?"


def test_the_preset_list_has_no_english_p() -> None:
    for words in (DE, FR, ES):
        with speaking(words):
            labels = [preset_label(p) for p in PRESETS.values()]
        assert not any(re.search(r"\dp\b", label) for label in labels), labels
    with speaking(DE):
        assert preset_label(PRESETS["secrets"]) == "Geheimnisse: 10, +0"


@pytest.mark.parametrize(("lang", "gap", "sweep"), [
    (parse_lang("de"), "1,2\u00a0s", "0,9\u00a0s/Pl."),
    (parse_lang("fr"), "1,2\u00a0s", "0,9\u00a0s/pl."),
    (parse_lang("es"), "1,2\u00a0s", "0,9\u00a0s/as."),
    (EN, "1.2s", "0.9s/seat"),
])
def test_the_menu_writes_a_number_as_its_language_does(lang: Lang, gap: str,
                                                        sweep: str) -> None:
    words = words_for(lang)
    assert ROWS["tap_gap"].display(1.2, words) == gap
    assert ROWS["dwell"].display(0.9, words) == sweep
    assert ROWS["vote_window"].display(8.0, words) == gap.replace("1,2", "8").replace(
        "1.2", "8")


def test_the_spanish_classic_rules_page() -> None:
    with speaking(ES):
        assert _(GAMES.game("classic").rules_title) == "Reglas (clásico)"


class Shown:
    """A machine that keeps what a state shows."""

    def __init__(self) -> None:
        self.screens: list[Any] = []

    def emit(self, *effects: fx.Effect) -> None:
        self.screens += [e.screen for e in effects if isinstance(e, fx.Show)]


def test_the_spanish_reveal_asks_what_a_seat_copied() -> None:
    state = RevealState(None, {})  # type: ignore[arg-type]  # the reveal's pages only
    state.seats, state.deck = [1, 2, 3, 4], Deck.parse("doppelganger,werewolf*2,seer,villager*3")
    m = Shown()
    with speaking(ES):
        state._card(m, 3, "doppelganger")  # type: ignore[arg-type]
    assert m.screens[-1].title == "¿Qué copió el asiento\u00a03?"
    assert render_image(m.screens[-1]).getbbox() is not None


#: the forms of "tú" a screen must not use: it speaks to the table, as the voice does
TU = re.compile(r"\b(pulsa|gira|mantén|mira|elige|toca|usa)\b", re.IGNORECASE)


def test_the_spanish_screens_speak_to_the_table() -> None:
    screen_lines = [e for e in read_entries(parse_lang("es"))
                    if e.msgid and e.refs and all(r.startswith("device/display/")
                                                  or r.endswith("/views.py")
                                                  for r in e.refs)]
    assert len(screen_lines) > 40
    assert [s for e in screen_lines for s in e.strings if TU.search(s)] == []
    with speaking(ES):
        assert _("Press to join") == "Pulsad para jugar"
        assert _(HOW["tap"], word="¡A VOTAR!").startswith("Desde «¡A VOTAR!», pulsad ")


def french_strings() -> list[str]:
    return [s for e in read_entries(parse_lang("fr")) if e.msgid and not e.obsolete
            for s in e.strings]


def test_french_puts_a_narrow_no_break_space_before_two_part_punctuation() -> None:
    text = french_strings()
    assert len(text) > 400
    bad = [s for s in text if re.search(r"[ \u00a0][:;?!»]|«[ \u00a0]", s)
           or re.search(r"[^\u202f][;?!»]", s) or re.search(r"[^\u202f]: ", s)]
    assert bad == []
    assert sum(NNBSP in s for s in text) > 100


def test_a_french_line_never_starts_with_its_punctuation() -> None:
    font = fonts.text()
    for s in french_strings():
        for width in (90, 108, 126):
            lines = wrap(s, font, width, 20)
            assert not any(line[:1] in ":;?!»" for line in lines), (s, width, lines)


def test_the_narrow_space_is_drawn_blank_as_the_no_break_space() -> None:
    title = "Qui la Voyante sonde-t-elle\u202f?"
    drawn = render_image(MenuScreen(title, ("Siège 1",), 0))
    assert drawn.tobytes() == render_image(
        MenuScreen(title.replace(NNBSP, "\u00a0"), ("Siège 1",), 0)).tobytes()
    assert drawn.tobytes() != render_image(
        MenuScreen(title.replace(NNBSP, "\ue000"), ("Siège 1",), 0)).tobytes()


def test_french_says_la_touche_and_la_molette() -> None:
    text = french_strings()
    assert not [s for s in text if re.search(r"\bbouton", s, re.IGNORECASE)]
    assert sum("molette" in s.lower() for s in text) > 15
    assert FR._("Seat {seat} button", seat=3) == "Touche du siège 3"
    assert FR._("Press your button to join. Then press the knob.") == (
        "Appuyez sur votre touche pour jouer. Ensuite, appuyez sur la molette.")


def test_french_settings_say_appuis_not_tapes() -> None:
    assert not [s for s in french_strings()
                if re.search(r"\b(re)?tap(e|es|ez|er)\b", s, re.IGNORECASE)]
    assert FR._(ROWS["tap_gap"].label) == "Écart d'appuis"
    assert FR._(ROWS["lead"].label) == "Appuis tôt"


class Store:
    def save_chips(self, chips: object) -> None:
        raise OSError(28, "No space left on device")


class Display:
    def __init__(self) -> None:
        self.shown: list[Any] = []

    def show(self, screen: object) -> None:
        self.shown.append(screen)


def test_not_saved_is_said_in_the_language() -> None:
    display = Display()
    hw = Hardware(None, display, None, Store())  # type: ignore[arg-type]
    runtime = Runtime(hw, Scheduler(), lambda: 0.0, Transcript())
    with speaking(DE):
        runtime.apply([fx.SaveChips({"1": 2})])
    assert display.shown[-1].title == "Nicht gespeichert"
    assert DE._("History full") == "Verlauf voll"
    assert (FR._("History full"), ES._("Not saved")) == ("Historique plein", "No guardado")
