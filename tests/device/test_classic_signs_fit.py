"""The classic signs and the Moderator's notes fit the 128x64 OLED as the night shows
them (a note: title and lines), at seat 10, with nothing cut."""

from __future__ import annotations

import pytest

from engine.classic.entries import DayEntries, NightEntries
from engine.classic.game import play_day, play_night
from engine.classic.script import EVERY_NIGHT_ORDER, FIRST_NIGHT_ONLY
from engine.classic.signs import SIGNS, moderator_notes
from engine.classic.state import ClassicGame

from device.core.games.classic.book import step_name
from device.core.table import views as table_views
from device.core.ui import views
from device.display import fonts, widgets
from device.display.render import render_image
from device.display.table_screens import SignScreen

PLAYERS = {1: "werewolf", 2: "villager", 3: "seer", 4: "villager", 5: "villager",
           6: "witch", 7: "sorcerer", 8: "wolf_cub", 9: "apprentice_seer", 10: "cursed"}


def sign_screens() -> list[SignScreen]:
    return [table_views.sign(f"{step_name(role)}: seat {seat}", text, "Press: done")
            for role, signs in SIGNS.items() for text in (signs.yes, signs.no)
            for seat in (1, 10)]


def note_screens() -> list[tuple[str, tuple[str, ...]]]:
    screens = []
    game, _ = play_night(ClassicGame.start(PLAYERS), NightEntries())
    night_2, _, _ = play_day(game, DayEntries(votes={1: 8, 2: 8, 3: 8, 4: 8}))  # the cub
    game, _ = play_night(night_2, NightEntries(werewolf=(3, 10)))  # the Seer, the Cursed
    night_3, _, _ = play_day(game, DayEntries())
    for game in (night_2, night_3):
        for step in FIRST_NIGHT_ONLY + EVERY_NIGHT_ORDER:
            lines = moderator_notes(game, step)
            if lines:
                screens.append((step_name(step), lines + ("Press: done",)))
    return screens


def test_the_notes_are_there_to_check() -> None:
    lines = {line for _, shown in note_screens() for line in shown}
    assert {"The cub died: TWO victims", "Seat 10 (Cursed) wakes too",
            "Tap seat 9: now the Seer"} <= lines
    assert {s.sign for s in sign_screens()} == {"show W", "show V", "WOLF: thumb DOWN",
                                                "NOT a wolf: thumb UP", "the SEER: thumb UP",
                                                "not the Seer: thumb DOWN",
                                                "SPECIAL: thumb UP", "plain: thumb DOWN",
                                                "VILLAGE: thumb UP", "not village: thumb DOWN",
                                                "a WOLF there: thumb DOWN", "no wolf: thumb UP"}


@pytest.mark.parametrize("screen", sign_screens(), ids=lambda s: f"{s.title}/{s.sign}")
def test_every_sign_fits_in_big_type(screen: SignScreen,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing cut, and the sign itself (between the title's rule and the hint) is drawn
    taller than two lines of body text would be, on one or two lines."""
    cut: list[str] = []
    monkeypatch.setattr(widgets, "on_cut", cut.append)
    image = render_image(screen)
    assert cut == []
    band = image.crop((0, fonts.TITLE_LINE + 1, widgets.W, widgets.H - fonts.LINE))
    box = band.getbbox()
    assert box is not None
    left, top, right, bottom = box
    assert bottom - top >= 24 and right - left >= widgets.W // 3  # two body lines: 20
    assert left > 0 and right < widgets.W     # clear of both edges


@pytest.mark.parametrize(("title", "lines"), note_screens())
def test_every_sign_and_note_fits(title: str, lines: tuple[str, ...],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    cut: list[str] = []
    monkeypatch.setattr(widgets, "on_cut", cut.append)
    render_image(views.message(title, lines))
    assert cut == []
