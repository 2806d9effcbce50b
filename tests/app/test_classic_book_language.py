"""The Moderator's notes and signs on the knob come out in the box's language, their seat
numbers filled in (the engine words them; the book asks it in the language spoken)."""

from __future__ import annotations

from engine.classic.deck import ClassicDeck
from engine.classic.entries import DayEntries, NightEntries
from engine.classic.game import play_day, play_night
from engine.classic.signs import moderator_notes
from engine.classic.state import ClassicGame, ClassicOptions
from engine.words import parse_lang

from device.core.games.classic.book import NightBook
from device.core.games.classic.session import ClassicSession
from device.i18n.catalogues import words_for
from device.i18n.language import speaking

PLAYERS = {1: "werewolf", 2: "sorcerer", 3: "seer", 4: "lycan", 5: "hunter", 6: "cursed",
           7: "apprentice_seer", 8: "wolf_cub", 9: "villager", 10: "villager"}


def night_3() -> ClassicGame:
    """The Seer and the Cursed taken on night 2: the Cursed wakes with the wolves, and the
    Apprentice is tapped at the Seer's call."""
    game, _ = play_night(ClassicGame.start(PLAYERS), NightEntries())
    game, _, _ = play_day(game, DayEntries(votes={1: 8, 2: 8, 3: 8, 4: 8}))
    game, _ = play_night(game, NightEntries(werewolf=(3, 6)))
    return play_day(game, DayEntries())[0]


def book(game: ClassicGame) -> NightBook:
    session = ClassicSession(tuple(sorted(PLAYERS)), ClassicDeck.of(list(PLAYERS.values())),
                             ClassicOptions(), game)
    return NightBook(session)


def test_the_notes_are_in_german_with_their_seats() -> None:
    game, german = night_3(), words_for(parse_lang("de"))
    with speaking(german):
        wolves, seer = book(game).asks("werewolf")[0], book(game).asks("seer")[0]
    assert wolves.lines[0] == moderator_notes(game, "werewolf", german)[0]
    assert seer.lines[0] == moderator_notes(game, "seer", german)[0]
    assert wolves.lines[0] != moderator_notes(game, "werewolf")[0]
    assert "6" in wolves.lines[0] and "7" in seer.lines[0]


def test_the_sorcerers_sign_is_in_german() -> None:
    game, german = ClassicGame.start(PLAYERS), words_for(parse_lang("de"))
    with speaking(german):
        look = book(game).asks("sorcerer")[-1]
        (shown,) = look.then(3)
    assert shown.sign == "die SEHERIN: Daumen HOCH"
