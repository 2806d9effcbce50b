"""Round three's screens (issue #34, item 17), drawn: what each shows in every language."""

from __future__ import annotations

from typing import Any

import pytest
from PIL import Image, ImageDraw

from engine.languages import LANGUAGES, Lang
from engine.onenight.presets import preset

from device.core.games.classic import game as classic_game
from device.core.games.classic.box import BOX_PRESETS
from device.core.games.onenight import views as onenight_views
from device.core.setting_table import ROWS
from device.core.table import views as table_views
from device.display import fonts
from device.display.render import render, render_image
from device.display.table_screens import CountdownScreen, Screen
from device.display.vote_screen import PRESS_LINE
from device.display.widgets import H, W, drawable, text, text_width
from device.i18n.catalogues import words_for
from device.i18n.language import _, speaking

LANGS = list(LANGUAGES)


class Drawn(ImageDraw.ImageDraw):
    """A canvas that keeps each text drawn on it, with its font and where."""

    def __init__(self) -> None:
        super().__init__(Image.new("1", (W, H)))
        self.texts: list[tuple[str, Any, tuple[float, float]]] = []

    def text(self, xy: Any, text: Any, fill: Any = None, font: Any = None,
             *args: Any, **kwargs: Any) -> None:
        self.texts.append((str(text), font, tuple(xy)))
        super().text(xy, text, fill, font, *args, **kwargs)


def drawing(screen: Screen) -> Drawn:
    draw = Drawn()
    render(draw, screen)
    return draw


def ink_height(words: str, font: Any) -> int:
    _left, top, _right, bottom = font.getbbox(words)
    return int(bottom - top)


def drawn(words: str, x: int, y: int) -> Image.Image:
    """``words`` alone in the body font at ``x, y``, as the screen would draw them."""
    image = Image.new("1", (W, H))
    text(ImageDraw.Draw(image), x, y, words, fonts.text())
    return image


def region(image: Image.Image, box: tuple[int, int, int, int]) -> bytes:
    return image.convert("1").crop(box).tobytes()


@pytest.mark.parametrize("lang", LANGS, ids=lambda lang: lang.code)
def test_the_deal_always_says_turn_for_more(lang: Lang) -> None:
    """German and French dropped "turn: more" when "10/10 bereit" left it no room."""
    with speaking(words_for(lang)):
        for page in range(4):
            screen = onenight_views.deal(range(1, 11), range(1, 11), 10, preset(10), page)
            hint = _("turn:more")
            x = W - text_width(hint, fonts.text())
            box = (x, H - fonts.LINE, W, H)
            assert region(render_image(screen), box) == region(drawn(hint, x, H - fonts.LINE),
                                                               box)


@pytest.mark.parametrize("lang", LANGS, ids=lambda lang: lang.code)
def test_the_verdict_s_seat_is_as_tall_as_the_day_clock_and_never_split(lang: Lang) -> None:
    """The verdict split "SEAT / 2 DIES" across two lines of 2.5-3 mm capitals; the seat
    number now takes the rows between its words, as tall as the countdown's digits."""
    with speaking(words_for(lang)):
        drawn = drawing(onenight_views.verdict([2], False, [])).texts
        clock = drawing(CountdownScreen(245, _("Day"))).texts
    [(_seat, big, _at)] = [t for t in drawn if t[0] == "2"]
    [(_digits, digits, _at)] = [t for t in clock if t[0] == "4:05"]
    assert ink_height("2", big) >= ink_height("4", digits)
    assert all(" 2" not in words and "2 " not in words for words, _f, _at in drawn)


@pytest.mark.parametrize("lang", LANGS, ids=lambda lang: lang.code)
def test_a_provisional_verdict_with_a_vote_that_did_not_count_shows_both(lang: Lang) -> None:
    """The provisional mark gave way to "No vote: seat 4"; now the mark is in the corner."""
    with speaking(words_for(lang)):
        screen = onenight_views.verdict([2], True, [4])
        assert screen.detail == table_views.missing_line([4]) and screen.provisional
        texts = [words for words, _f, _at in drawing(screen).texts]
        assert "?" in texts and drawable(screen.detail) in texts
        alone = onenight_views.verdict([2], True, [])    # nothing else: said in words
        assert alone.detail == _("May change at reveal") and not alone.provisional


@pytest.mark.parametrize("lang", LANGS, ids=lambda lang: lang.code)
def test_the_tally_has_a_column_a_playing_seat_and_no_cryptic_count(lang: Lang) -> None:
    """A tally column for a seat not playing; "Nobody dies 5 no vote" in its header."""
    playing = (1, 2, 4, 5, 7)
    with speaking(words_for(lang)):
        screen = table_views.tally(frozenset(playing), {1: 2, 2: 1}, [], [], False, (4, 5, 7))
        texts = [words for words, _f, _at in drawing(screen).texts]
        head = _("Nobody dies")
    assert screen.columns == playing and len(screen.counts) == 5
    assert head in texts[:2] and not any("3" in t.split() for t in texts[:2])  # no "3 no vote"
    assert "3" not in texts and "6" not in texts             # no cell for seats 3 and 6


@pytest.mark.parametrize("lang", LANGS, ids=lambda lang: lang.code)
def test_the_press_vote_never_counts_seats_done(lang: Lang) -> None:
    """Classic's nominate vote showed "2/7 done", though leaving the button is a vote."""
    with speaking(words_for(lang)):
        texts = [t for t, _f, _at in drawing(table_views.vote("press", True, 2, 7)).texts]
        assert _(PRESS_LINE) in texts
        assert not any("/7" in t for t in texts)


@pytest.mark.parametrize("lang", LANGS, ids=lambda lang: lang.code)
def test_menu_labels_say_what_they_are(lang: Lang) -> None:
    """"Presets: players, bal", espeak-ng's voice ids and "Press again" / "re-vote" split
    as a menu value: the labels now read whole."""
    with speaking(words_for(lang)):
        title = _(classic_game.GAME.presets_title)
        label = classic_game.preset_label(BOX_PRESETS["secrets"])
        shown = ROWS["voice"].display("en-gb", words_for(lang))
        confirm = _("Re-vote? Press again")
    assert "bal" not in title.replace("balance", "") and len(title) <= 21
    _name, colon, value = label.rpartition(": ")
    assert colon and value == "10, +0"
    assert shown != "en-gb" and shown.strip()
    assert ": " not in confirm                              # a menu row, never "label: value"
