"""The table flow and both games speak and show the box's language (issue #25): a rig
with the ``language`` setting says the seating, the day timer, the count-in, the deaths
and the classic vote in German from the German catalogue; English stays as it was."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.classic.deaths import Cause, Death
from engine.classic.entries import Phase, PhaseKind
from engine.cues import count_in_words
from engine.words import parse_lang

from device.core.games import GAMES
from device.core.games.classic import phrases as classic_phrases
from device.core.games.onenight import phrases
from device.core.settings import Settings
from device.core.table.day import DayState
from device.core.ui import phrases as table_phrases
from device.display.table_screens import VoteScreen
from device.i18n.catalogues import words_for
from device.i18n.language import speaking
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start
from hw_mocks.rig import Rig

from .flows import tap_votes, through_night

DE = words_for(parse_lang("de"))
FIVE = (1, 2, 3, 4, 5)


def to_the_day(rig: Rig, start: str) -> Rig:
    """Five seats from the menu (its ``start`` item) through the deal and the night."""
    rig.start()
    rig.menu_select(start)
    assert rig.phase == "seating"
    for seat in FIVE:
        rig.press(seat)
    rig.click()
    for seat in FIVE:
        rig.press(seat)
    through_night(rig)
    return rig


def german_day(make_rig: Callable[..., Rig]) -> Rig:
    """Five seats in German, from the menu through the night to the day."""
    rig = make_rig(settings=Settings(language="de", first_speaker=False, day_seconds=120))
    return to_the_day(rig, DE._("Start game"))   # the menu's label, in German


def test_one_night_speaks_german_from_the_seating_to_the_deaths(
        make_rig: Callable[..., Rig]) -> None:
    rig = german_day(make_rig)
    said = rig.said()
    assert "Drückt eure Taste, um mitzuspielen. Dann drückt den Drehknopf." in said
    assert "Teilt die Karten aus. Seht euch eure Karte an, dann drückt eure Taste." in said
    assert "Press your button to join. Then press the knob." not in said
    rig.run(61.0)                                     # the day timer's warning
    assert rig.said()[-1] == "Noch eine Minute."
    assert rig.screen.label == "Tag"
    rig.click()
    rig.run_until_ballot_opens()
    count_in = rig.said()[-1]
    assert count_in.startswith("drei, zwei, eins, "), count_in   # "Vote!" is the engine's
    assert any(e.get("screen") == "VoteScreen" and e.get("word") == "ABSTIMMEN!"
               for e in rig.transcript.kinds("show"))
    tap_votes(rig, {1: 3, 2: 3, 3: 1, 4: 3, 5: 4})
    assert "Platz 3 stirbt." in rig.said()


def test_the_same_box_in_english_says_what_it_always_said(
        make_rig: Callable[..., Rig]) -> None:
    rig = to_the_day(make_rig(settings=Settings(first_speaker=False, day_seconds=120)),
                     "Start game")
    rig.run(61.0)
    assert rig.said()[-1] == "One minute left."
    rig.click()
    rig.run_until_ballot_opens()
    assert rig.said()[-1] == "three, two, one, vote"
    tap_votes(rig, {1: 3, 2: 3, 3: 1, 4: 3, 5: 4})
    assert "Seat 3 dies." in rig.said()


def test_a_classic_day_switched_to_german_points_and_lynches_in_german(
        make_rig: Callable[..., Rig]) -> None:
    """The scripted Moderator plays night 1 in English; then the box speaks German."""
    rig = make_rig(seed=1, settings=GAMES.settings(classic_vote="point"))
    rng = random.Random(1)
    shots = ScreenRecorder(rig, None)
    rig.start()
    demo = ClassicDemo(rig, start(rig, "secrets", shots, rng), rng)
    run_game(demo, shots, until=lambda: rig.phase == "day")
    rig.machine.update_settings(language="de")
    day = rig.machine.state
    assert isinstance(day, DayState)
    voters = sorted(day.voters)
    for seat in voters:
        rig.press(seat)
    ready, vote_line, count_in = rig.said()[-3:]
    assert ready == "Alle sind bereit." and vote_line.startswith("Zeit zum Abstimmen.")
    assert count_in == "eins, zwei, drei, zeigt"
    rig.run_until_ballot_opens()
    assert isinstance(rig.screen, VoteScreen) and rig.screen.word == "ZEIGEN!"
    target = voters[0]
    start_at = rig.clock.now + 0.05
    for voter in voters:
        rig.panel.tap(voter, target if voter != target else voters[1], at=start_at)
    rig.run(30.0)
    assert f"Platz {target} scheidet durch die Abstimmung aus." in rig.said()


def test_the_phrases_in_german_are_whole_sentences_with_german_seats() -> None:
    with speaking(DE):
        assert phrases.deaths_line([2, 5]) == "Plätze 2 und 5 sterben."
        assert phrases.deaths_line([]) == "Niemand stirbt."
        assert phrases.winners_line(["village", "tanner"]) == "Das Dorf und der Gerber gewinnen."
        assert phrases.winners_line(["werewolf"]) == "Die Werwölfe gewinnen."
        assert table_phrases.early_line([4]) == "Platz 4: zu früh. Tippt noch einmal."
        assert classic_phrases.lynch_tie_line([2, 7]) == \
            "Gleichstand: Plätze 2 und 7. Stimmt nochmal ab, nur für einen davon."
        assert classic_phrases.win_line("village", [1, 3]) == "Das Dorf gewinnt: Plätze 1 und 3."
        assert classic_phrases.resumed_line(Phase(2, PhaseKind.DAY)) == \
            "Willkommen zurück. Es geht weiter mit Tag 2."
        assert classic_phrases.death_line(Death(Phase(1, PhaseKind.NIGHT), 6, Cause.HUNTER)) \
            == "Der Schuss des Jägers trifft Platz 6."
    assert count_in_words(DE, classic_phrases.POINT_COUNT) == ("Eins.", "Zwei.", "Drei.",
                                                                "Zeigt!")
    # outside an event the same functions give English, for the prepare catalogue
    assert phrases.deaths_line([2, 5]) == "Seats 2 and 5 die."
    assert classic_phrases.win_line("village", [1, 3]) == "The village wins: seats 1 and 3."


def test_every_classic_line_has_its_german_template() -> None:
    """No English left in classic's sample lines said in German, but the presets' names
    and the roles' names (the engine's tables, translated by their own owners)."""
    with speaking(DE):
        german = classic_phrases.sample_lines(range(1, 4))
    english = set(classic_phrases.sample_lines(range(1, 4)))
    assert len(german) == len(english)
    same = [line for line in german if line in english]
    assert same == [], same[:5]
