"""The OLED screens on luma's dummy device: pixels, fit, redraw-on-change, missing display.

Also writes a PNG of every screen (4x, nearest neighbour) into docs/screens/ for people
to look at; ``make screens`` runs just this module.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import luma.core.error
import luma.core.interface.serial as luma_serial
import pytest
from luma.core.device import dummy
from PIL import Image, ImageDraw

from engine.classic.signs import SIGNS

from device.core.games.classic import views as classic_views
from device.core.games.classic.phrases import POINT_WORD
from device.core.games.onenight import views as onenight_views
from device.core.table import views as table_views
from device.display import Display, fonts
from device.display.oled import LumaDisplay, NullDisplay, open_display
from device.display.render import MENU_ROWS, MENU_TOP, menu_window, render
from device.display.screens import MenuScreen, MessageScreen
from device.display.table_render import BASE, SEAT_ROW
from device.display.table_screens import (
    SCREEN_TYPES,
    CountdownScreen,
    DealScreen,
    NightScreen,
    Screen,
    SeatingScreen,
    TallyScreen,
    VerdictScreen,
    VoteScreen,
    WinnersScreen,
)
from device.display.widgets import columns, wrap
from hw_mocks.display import DummyOled, scaled, text_art

DOCS = Path(__file__).resolve().parents[2] / "docs" / "screens"
W, H = 128, 64
LINE = fonts.LINE

MAIN_MENU = ("Start game", "Roles >", "Presets >", "Pace and timers >", "Rules >",
             "Voice >", "Scores >", "System >")
TEN_VOTES = {1: 3, 2: 3, 3: 7, 4: 3, 5: None, 6: 7, 7: 3, 8: 10, 9: 1, 10: 3}

#: one picture of every screen, as the docs show them
GALLERY: dict[str, Screen] = {
    "menu": MenuScreen("Nightbox", MAIN_MENU, cursor=2),
    "menu_editing": MenuScreen("Pace and timers", ("Pause per role: 8 s", "Jitter: 2 s",
                                                   "Day length: 5:00", "Vote mode: tap"),
                               cursor=2, editing=True),
    "seating": SeatingScreen(joined=(1, 2, 4, 5, 7), cards=8, needed=8, ok=True),
    "seating_short_deck": SeatingScreen(joined=(1, 2, 3, 4, 5, 6, 7), cards=8, needed=10,
                                        ok=False),
    "deal": DealScreen(joined=(1, 2, 4, 5, 7), confirmed=(2, 5)),
    "deal_deck": DealScreen(joined=(1, 2, 3, 4, 5, 6), confirmed=(2, 5),
                            deck=("2 Werewolves", "1 Seer", "1 Robber", "1 Troublemaker",
                                  "1 Drunk", "1 Insomniac", "2 Villagers")),
    "deal_alpha": DealScreen(joined=(1, 2, 3, 4, 5), confirmed=(), centre=4, page=2,
                             deck=("1 Werewolf", "1 Alpha Wolf", "2 Masons", "1 Seer",
                                   "1 Robber", "3 Villagers")),
    "night": NightScreen("Werewolves", 0.5),
    "night_paused": NightScreen("Seer", 0.3, paused=True),
    "countdown": CountdownScreen(283, "Day", "Knob: ±30 s"),
    "tally": TallyScreen.from_votes(10, TEN_VOTES, deaths=[3], false_starts=[5],
                                    provisional=True),
    "tally_5_seats": TallyScreen.from_votes(5, {1: 2, 2: 3, 3: 2, 4: 2, 5: None},
                                            deaths=[2]),
    "winners": WinnersScreen(("Village",), (1, 2, 4, 5, 6, 8),
                             "A werewolf died: 3 (Werewolf)", seat_count=8),
    "winners_beside": WinnersScreen(("Village", "Assassin"), (2, 4, 5), "A werewolf died.",
                                    seat_count=5, notes=("The marked one died.",), pages=2),
    "winners_16_seats": WinnersScreen(("Village",), (1, 2, 3, 5, 7, 10, 11, 12, 14, 15, 16),
                                      "Ended day 4", seat_count=16),
    "seating_beyond_the_buttons": SeatingScreen(joined=tuple(range(1, 11)), cards=16,
                                                needed=16, ok=True, extra=6),
    "message": MessageScreen("No audio", (("espeak-ng is missing, so the lines are "
                                           "shown here instead."),)),
    "verdict": onenight_views.verdict([5], provisional=False, not_counted=()),
    "verdict_provisional": onenight_views.verdict([3, 5], provisional=True, not_counted=()),
    "verdict_not_counted": onenight_views.verdict([2], provisional=True, not_counted=[4]),
    "vote_ready": VoteScreen("tap"),
    "vote": VoteScreen("tap", opened=True, done=3, voters=7),
    "vote_false_start": VoteScreen("tap", opened=True, done=2, voters=7,
                                   note="Seat 4, too early. Tap again."),
    "tally_not_counted": TallyScreen.from_votes(7, {1: 2, 2: 3, 3: 2, 4: None, 5: 2, 6: None,
                                                    7: 1}, deaths=[2], false_starts=[4],
                                                not_counted=[4, 6]),
    "error": MessageScreen("Deck too small", ("8 cards, 6 players:", "need players + 3.",
                                              "Knob: use preset"), error=True),
    # classic Werewolf: the Moderator's entries and signals, the day vote and its verdict
    "classic_ask": MenuScreen("Seer looks at?", ("Seat 2", "Seat 3", "Seat 4", "Seat 5",
                                                 "Seat 6"), cursor=1),
    # the signs in the largest type that fits (CLASSIC §1: the rulebook's signs)
    "classic_signal": table_views.sign("Seer: seat 3", SIGNS["seer"].yes, "Press: done"),
    "classic_signal_seer_not": table_views.sign("Seer: seat 3", SIGNS["seer"].no, "Press: done"),
    "classic_signal_sorcerer": table_views.sign("Sorcerer: seat 5", SIGNS["sorcerer"].yes,
                                          "Press: done"),
    "classic_signal_sorcerer_not": table_views.sign("Sorcerer: seat 5", SIGNS["sorcerer"].no,
                                              "Press: done"),
    "classic_signal_cursed": table_views.sign("Cursed: seat 7", SIGNS["cursed"].yes, "Press: done"),
    "classic_signal_cursed_v": table_views.sign("Cursed: seat 7", SIGNS["cursed"].no,
                                          "Press: done"),
    "classic_roll_call": MenuScreen("Werewolf 1 seat?", ("Seat 1", "Seat 2", "Seat 3",
                                                         "Seat 4", "Seat 5"), cursor=0),
    "classic_point": VoteScreen("tap", opened=True, done=2, voters=6, word=POINT_WORD),
    "classic_vote_again": table_views.vote_again([4]),
    "classic_out": classic_views.lynch_verdict([4], {4: 3, 9: 2, 1: 1}),
    "classic_winners": WinnersScreen(("Village",), (1, 2, 3, 5, 6, 8), "Ended day 3",
                                     seat_count=8),
}

LONG = "Doppelgänger-Insomniac-Paranormal-Investigator " * 3
#: the worst cases: long text, ten seats, big numbers, empty values
STRESS: dict[str, Screen] = {
    "menu_long": MenuScreen(LONG, tuple(f"{LONG}{i}: {LONG}" for i in range(31)), cursor=30),
    "menu_edit_long": MenuScreen("Roles", (f"{LONG}: {LONG}",), cursor=0, editing=True),
    "menu_empty": MenuScreen("Empty", ()),
    "menu_bad_cursor": MenuScreen("Menu", ("a", "b"), cursor=9),
    "countdown_long": CountdownScreen(99 * 60 + 59, LONG, LONG),
    "countdown_hours": CountdownScreen(100 * 60, "Day", ""),
    "countdown_negative": CountdownScreen(-5, "", ""),
    "night_long": NightScreen(LONG, 7.0, paused=True),
    "night_negative": NightScreen("", -1.0),
    "tally_all_dead": TallyScreen.from_votes(10, {s: (s % 10) + 1 for s in range(1, 11)},
                                             deaths=range(1, 11),
                                             false_starts=range(1, 11), provisional=True),
    "tally_one_target": TallyScreen.from_votes(10, dict.fromkeys(range(1, 10), 10),
                                               deaths=[10], false_starts=[1, 2, 3]),
    "tally_none": TallyScreen.from_votes(3, {}, provisional=True),
    "tally_empty": TallyScreen((), ()),
    "winners_long": WinnersScreen(("Werewolves", "Tanner", "Village"), tuple(range(1, 11)),
                                  LONG, seat_count=10),
    "winners_nobody": WinnersScreen((), (), ""),
    "message_long": MessageScreen(LONG, tuple([LONG] * 10), error=True),
    "seating_full": SeatingScreen(tuple(range(1, 11)), 13, 13, True, hint=LONG),
    "seating_none": SeatingScreen((), 0, 3, False),
    "deal_all": DealScreen(tuple(range(1, 11)), tuple(range(1, 11))),
    "vote_long_note": VoteScreen("sweep", opened=True, done=10, voters=10, note=LONG),
    "vote_ready_sweep": VoteScreen("sweep"),
    "verdict_long": VerdictScreen("SEATS 1, 2, 3, 4, 5, 6, 7, 8, 9 AND 10 DIE", LONG, LONG),
    "verdict_empty": VerdictScreen(""),
}


def draw_image(screen: Screen) -> Image.Image:
    """``screen`` through the real adapter on a fresh dummy device."""
    oled = DummyOled()
    oled.show(screen)
    assert oled.image is not None
    return oled.image


def lit(image: Image.Image, box: tuple[int, int, int, int]) -> float:
    """The share of lit pixels in ``box`` (inclusive corners)."""
    x0, y0, x1, y1 = box
    pixels = [image.getpixel((x, y)) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)]
    return sum(1 for p in pixels if p) / len(pixels)


def ink_box(image: Image.Image) -> tuple[int, int, int, int] | None:
    box = image.getbbox()
    return None if box is None else (box[0], box[1], box[2] - 1, box[3] - 1)


# --- every screen, and the PNGs ------------------------------------------------------------


def test_gallery_covers_every_screen_type() -> None:
    assert {type(s) for s in GALLERY.values()} == set(SCREEN_TYPES)


@pytest.mark.parametrize("name", list(GALLERY))
def test_every_screen_draws_and_is_saved_as_png(name: str, dummy_display: Any) -> None:
    display = LumaDisplay(dummy_display)
    display.show(GALLERY[name])
    image = dummy_display.image
    assert image is not None and image.mode == "1" and image.size == (W, H)
    assert image.getbbox() is not None, "nothing was drawn"
    DOCS.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    scaled(image, 4).save(buffer, format="PNG")
    path = DOCS / f"{name}.png"
    if not path.exists() or path.read_bytes() != buffer.getvalue():  # touch only on change
        path.write_bytes(buffer.getvalue())
    assert Image.open(path).size == (4 * W, 4 * H)


class Recorder:
    """Wraps ImageDraw's text and shapes to collect where each one lands."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.text: list[tuple[str, tuple[float, float, float, float]]] = []
        self.shapes: list[tuple[str, list[float]]] = []
        draw = ImageDraw.ImageDraw
        original_text = draw.text

        def text(this: ImageDraw.ImageDraw, xy: Any, text: Any, fill: Any = None,
                 font: Any = None, anchor: Any = None, *args: Any, **kwargs: Any) -> None:
            self.text.append((text, this.textbbox(xy, text, font=font, anchor=anchor)))
            original_text(this, xy, text, fill, font, anchor, *args, **kwargs)

        monkeypatch.setattr(draw, "text", text)
        for name in ("rectangle", "line", "point"):
            monkeypatch.setattr(draw, name, self._shape(name, getattr(draw, name)))

    def _shape(self, name: str, original: Any) -> Any:
        def shape(this: ImageDraw.ImageDraw, xy: Any, *args: Any, **kwargs: Any) -> Any:
            flat = [float(v) for item in xy for v in (item if isinstance(item, tuple) else
                                                      (item,))]
            self.shapes.append((name, flat))
            return original(this, xy, *args, **kwargs)
        return shape


@pytest.mark.parametrize("name", [*GALLERY, *STRESS])
def test_everything_drawn_stays_on_the_128x64_screen(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    screen = {**GALLERY, **STRESS}[name]
    recorder = Recorder(monkeypatch)
    draw_image(screen)
    for text, (x0, y0, x1, y1) in recorder.text:
        assert x0 >= 0 and x1 <= W and y0 >= 0 and y1 <= H, (
            f"{text!r} at {(x0, y0, x1, y1)} leaves the screen")
    for shape, coords in recorder.shapes:
        xs, ys = coords[0::2], coords[1::2]
        assert all(0 <= x < W for x in xs) and all(0 <= y < H for y in ys), (shape, coords)


def test_long_text_is_cut_with_an_ellipsis(monkeypatch: pytest.MonkeyPatch) -> None:
    recorder = Recorder(monkeypatch)
    draw_image(MessageScreen(LONG, (LONG,)))
    title = recorder.text[0][0]
    assert title.endswith("…") and LONG.startswith(title[:-1].rstrip())


# --- legibility -----------------------------------------------------------------------------


def glyph_height(font: fonts.Font, glyph: str) -> int:
    box = font.getmask(glyph).getbbox()
    assert box is not None
    return int(box[3] - box[1])


def test_text_is_big_enough_for_a_096_inch_oled() -> None:
    assert glyph_height(fonts.text(), "H") >= 8
    assert glyph_height(fonts.text(), "0") >= 8
    assert glyph_height(fonts.title(), "H") >= 10


def test_countdown_digits_are_big() -> None:
    image = draw_image(CountdownScreen(283, "Day", "extra"))
    digits = image.crop((0, 13, W, H - LINE))
    box = ink_box(digits)
    assert box is not None
    assert box[3] - box[1] + 1 >= 30, "countdown digits under 30 px"
    assert box[2] - box[0] + 1 >= 80, "countdown digits too narrow"


def test_countdown_changes_every_second_and_keeps_its_size() -> None:
    a, b = draw_image(CountdownScreen(283)), draw_image(CountdownScreen(282))
    assert a.tobytes() != b.tobytes()
    box_a, box_b = ink_box(a.crop((0, 13, W, H))), ink_box(b.crop((0, 13, W, H)))
    assert box_a is not None and box_b is not None
    assert box_a[1] == box_b[1] and box_a[3] == box_b[3], "digits jump vertically"


def test_fonts_and_their_licences_ship_in_the_package() -> None:
    root = Path(fonts.__file__).resolve().parents[1] / "fonts"
    for name in ("terminus-normal.otb", "terminus-bold.otb", "DejaVuSansCondensed-Bold.ttf",
                 "LICENSE-Terminus.txt", "LICENSE-DejaVu.txt"):
        assert (root / name).is_file(), name
    source = Path(fonts.__file__).read_text()
    assert "/usr/share" not in source and "truetype(\"" not in source


# --- pixels that mean something -------------------------------------------------------------

BAR = (2, 52, 125, 59)  # the lit span inside the night progress bar


@pytest.mark.parametrize("progress", [0.0, 0.25, 0.5, 0.75, 1.0])
def test_night_progress_bar_lights_its_share_from_the_left(progress: float) -> None:
    image = draw_image(NightScreen("Seer", progress))
    x0, y0, x1, y1 = BAR
    split = x0 + round((x1 - x0 + 1) * progress)
    if split > x0:
        assert lit(image, (x0, y0, split - 1, y1)) == 1.0
    if split <= x1:
        assert lit(image, (split, y0, x1, y1)) == 0.0


def test_night_pause_shows_a_badge() -> None:
    running = draw_image(NightScreen("Seer", 0.3))
    paused = draw_image(NightScreen("Seer", 0.3, paused=True))
    corner = (80, 0, W - 1, 13)
    assert lit(running, corner) == 0.0
    assert lit(paused, corner) > 0.5  # inverted "PAUSED"


def menu_row(row: int) -> tuple[int, int, int, int]:
    y = MENU_TOP + row * LINE
    return (0, y, W - 6, y + LINE - 1)


@pytest.mark.parametrize(("cursor", "row"), [(0, 0), (1, 1), (2, 1), (5, 1), (6, 2), (7, 3)])
def test_menu_inverts_the_cursor_row_and_scrolls_to_it(cursor: int, row: int) -> None:
    image = draw_image(MenuScreen("Nightbox", MAIN_MENU, cursor=cursor))
    for r in range(MENU_ROWS):
        share = lit(image, menu_row(r))
        assert (share > 0.6) if r == row else (share < 0.3), (r, share)


def test_menu_scroll_thumb_follows_the_window() -> None:
    def thumb(cursor: int) -> tuple[int, int]:
        image = draw_image(MenuScreen("Nightbox", MAIN_MENU, cursor=cursor))
        rows = [y for y in range(MENU_TOP, H) if image.getpixel((W - 1, y))]
        return rows[0], rows[-1]

    top, bottom = thumb(0), thumb(len(MAIN_MENU) - 1)
    assert top[0] == MENU_TOP and bottom[1] == H - 1 and top[1] < bottom[0]
    assert not draw_image(MenuScreen("Short", ("a", "b"))).getpixel((W - 1, H - 1))


def test_menu_window_keeps_one_item_above_the_cursor() -> None:
    assert [menu_window(c, 8) for c in range(8)] == [0, 0, 1, 2, 3, 4, 4, 4]
    assert menu_window(0, 2) == 0


def test_menu_editing_inverts_only_the_value() -> None:
    items = ("Day length: 5:00", "Vote mode: tap")
    browsing = draw_image(MenuScreen("Pace", items, cursor=0))
    editing = draw_image(MenuScreen("Pace", items, cursor=0, editing=True))
    label = (2, MENU_TOP + 1, 50, MENU_TOP + LINE - 2)
    value = (W - 28, MENU_TOP + 1, W - 3, MENU_TOP + LINE - 2)
    assert lit(browsing, label) > 0.6 and lit(browsing, value) > 0.6
    assert lit(editing, label) < 0.3 and lit(editing, value) > 0.6


def tally_bars(image: Image.Image, seats: int) -> list[int]:
    """The height of the bar standing on the baseline above each seat."""
    x0, pitch = columns(seats, 8, W, 20)
    heights = []
    for i in range(seats):
        cx, y = x0 + i * pitch + (pitch - 2) // 2, BASE - 1
        while y >= 0 and image.getpixel((cx, y)):
            y -= 1
        heights.append(BASE - 1 - y)
    return heights


def test_tally_bars_follow_the_votes() -> None:
    screen = GALLERY["tally"]
    assert isinstance(screen, TallyScreen)
    assert screen.counts == (1, 0, 5, 0, 0, 0, 2, 0, 0, 1)
    heights = tally_bars(draw_image(screen), 10)
    assert heights.index(max(heights)) == 2 and heights[2] > heights[6] > heights[0] > 0
    assert [h == 0 for h in heights] == [c == 0 for c in screen.counts]


def test_tally_inverts_the_dead_seats() -> None:
    image = draw_image(TallyScreen.from_votes(10, TEN_VOTES, deaths=[3, 7]))
    x0, pitch = columns(10, 8, W, 20)
    for seat in range(1, 11):
        x = x0 + (seat - 1) * pitch
        share = lit(image, (x, SEAT_ROW, x + pitch - 2, SEAT_ROW + LINE - 1))
        assert (share > 0.6) if seat in (3, 7) else (share < 0.3), (seat, share)


def test_tally_shows_who_voted_for_whom() -> None:
    voted = draw_image(TallyScreen.from_votes(3, {1: 2, 2: 3, 3: 2}))
    changed = draw_image(TallyScreen.from_votes(3, {1: 3, 2: 3, 3: 2}))
    vote_row = (0, SEAT_ROW + LINE, W - 1, H - 1)
    assert voted.crop(vote_row).tobytes() != changed.crop(vote_row).tobytes()
    no_vote = draw_image(TallyScreen.from_votes(3, {1: 2, 2: 3}))
    x0, pitch = columns(3, 8, W, 20)
    seat3 = (x0 + 2 * pitch, SEAT_ROW + LINE + 1, x0 + 3 * pitch - 2, H - 1)
    assert 0 < lit(no_vote, seat3) < lit(voted, seat3)  # a dash instead of a digit


def test_tally_from_votes_drops_invalid_targets() -> None:
    tally = TallyScreen.from_votes(4, {1: 2, 2: 9, 3: 0, 4: 2}, deaths=[2, 2])
    assert tally.counts == (0, 2, 0, 0)
    assert tally.votes == (2, None, None, 2)
    assert tally.deaths == (2,)


def seat_cell(seats: int, seat: int, y: int) -> tuple[int, int, int, int]:
    x0, pitch = columns(seats, 0, W, 16)
    x = x0 + (seat - 1) * pitch
    return (x, y, x + pitch - 2, y + LINE - 1)


def test_seating_fills_joined_seats_and_marks_the_deck() -> None:
    ok = draw_image(SeatingScreen((1, 4), cards=5, needed=5, ok=True))
    for seat in range(1, 11):
        share = lit(ok, seat_cell(10, seat, 17))
        assert (share > 0.6) if seat in (1, 4) else (share < 0.3), seat
    bad = draw_image(SeatingScreen((1, 4), cards=5, needed=5, ok=False))
    assert ok.tobytes() != bad.tobytes()


def test_deal_fills_confirmed_and_boxes_waiting_seats() -> None:
    image = draw_image(DealScreen(joined=(1, 2), confirmed=(1,)))
    assert lit(image, seat_cell(10, 1, 31)) > 0.6
    waiting = seat_cell(10, 2, 31)
    assert image.getpixel(waiting[:2]) and lit(image, waiting) < 0.6  # an outline
    assert lit(image, seat_cell(10, 3, 31)) < 0.1  # not joined: a dot


def test_winners_fill_the_winning_seats() -> None:
    image = draw_image(WinnersScreen(("Village",), (2, 3), "reason", seat_count=4))
    for seat in range(1, 5):
        share = lit(image, seat_cell(4, seat, fonts.TITLE_LINE + 2))
        assert (share > 0.6) if seat in (2, 3) else (share < 0.3), seat


def test_a_big_table_s_winners_of_two_teams_leave_no_room_for_the_reason() -> None:
    """Found by fuzzing the box (16 seats, the village and the Tanner): the two teams and
    the winning seats' two lines fill the screen; the reason is left off, where the screen
    was not drawn at all (an IndexError in the wrap)."""
    winners = (1, 3, 4, 5, 6, 7, 9, 12, 13, 14, 16)
    screen = WinnersScreen(("Village", "Tanner"), winners, "Ended day 6", seat_count=16)
    image = draw_image(screen)
    assert lit(image, (0, 0, W - 1, H - 1)) > 0.05
    assert wrap("Ended day 6", fonts.text(), W, 0) == []


def test_error_message_has_an_inverted_title() -> None:
    error = draw_image(MessageScreen("Oops", ("x",), error=True))
    info = draw_image(MessageScreen("Oops", ("x",)))
    band = (60, 0, W - 1, fonts.TITLE_LINE - 1)
    assert lit(error, band) == 1.0 and lit(info, band) == 0.0


def test_render_refuses_what_is_not_a_screen() -> None:
    with pytest.raises(TypeError):
        render(ImageDraw.Draw(Image.new("1", (W, H))), "menu")  # type: ignore[arg-type]


# --- the adapter: redraw only on change -----------------------------------------------------


@pytest.fixture()
def counted(dummy_display: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """Counts the frames the dummy device receives."""
    calls: list[Any] = []
    original = dummy_display.display

    def display(image: Image.Image) -> None:
        calls.append(image)
        original(image)

    monkeypatch.setattr(dummy_display, "display", display)
    yield calls


def test_an_unchanged_screen_is_not_drawn_again(dummy_display: Any,
                                                counted: list[Any]) -> None:
    display = LumaDisplay(dummy_display)
    display.show(NightScreen("Seer", 0.5))
    display.show(NightScreen("Seer", 0.5))  # equal value, new object
    assert len(counted) == 1 and display.frames == 1
    display.show(NightScreen("Seer", 0.6))
    assert len(counted) == 2
    display.clear()
    display.clear()
    assert len(counted) == 3 and display.last is None
    display.show(NightScreen("Seer", 0.6))  # after a clear the same value is drawn again
    assert len(counted) == 4 and display.last == NightScreen("Seer", 0.6)


def test_close_blanks_once_and_then_ignores_everything(dummy_display: Any,
                                                      counted: list[Any]) -> None:
    display = LumaDisplay(dummy_display)
    display.show(MessageScreen("Bye"))
    display.close()
    display.close()
    frames = len(counted)
    assert frames == 2 and counted[-1].getbbox() is None  # cleanup sent one blank frame
    display.show(MessageScreen("Hello"))
    display.clear()
    assert len(counted) == frames


def test_a_display_that_fails_later_warns_once_and_goes_quiet(
        dummy_display: Any, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    display = LumaDisplay(dummy_display)

    def broken(image: Image.Image) -> None:
        raise luma.core.error.DeviceNotFoundError("I2C device not found on address: 0x3C")

    monkeypatch.setattr(dummy_display, "display", broken)
    with caplog.at_level(logging.WARNING):
        for seconds in range(5):
            display.show(CountdownScreen(seconds))
        display.clear()
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1 and "0x3C" in warnings[0].getMessage()


def test_dummy_oled_renders_text_art() -> None:
    oled = DummyOled()
    assert oled.text_art().splitlines() == [" " * W] * (H // 2)
    oled.show(NightScreen("Seer", 1.0))
    art = oled.text_art().splitlines()
    assert len(art) == H // 2 and all(len(line) == W for line in art)
    assert set("".join(art)) <= set(" ▀▄█") and "█" in art[26]  # the full bar, rows 52..59
    framed = oled.text_art(border=True).splitlines()
    assert framed[0].startswith("┌") and len(framed) == H // 2 + 2


def test_text_art_maps_two_pixel_rows_to_one_character() -> None:
    image = Image.new("1", (4, 2))
    image.putpixel((0, 0), 1)
    image.putpixel((1, 1), 1)
    image.putpixel((2, 0), 1)
    image.putpixel((2, 1), 1)
    assert text_art(image) == "▀▄█ "


# --- opening the real OLED, and the missing one ---------------------------------------------


@pytest.mark.parametrize("error", [
    luma.core.error.DeviceNotFoundError("I2C device not found on address: 0x3C"),
    luma.core.error.DevicePermissionError("I2C device permission denied: /dev/i2c-1"),
    FileNotFoundError(2, "No such file or directory", "/dev/i2c-1"),
])
def test_missing_display_gives_a_null_display_and_one_warning(
        error: Exception, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    def i2c(**kwargs: Any) -> Any:
        raise error

    monkeypatch.setattr(luma_serial, "i2c", i2c)
    with caplog.at_level(logging.WARNING):
        display = open_display("ssd1306", port=1, address=0x3C, rotate=0)
        for seconds in range(3):
            display.show(CountdownScreen(seconds))
        display.clear()
        display.close()
    assert isinstance(display, NullDisplay)
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1
    message = warnings[0].getMessage()
    assert str(error) in message and "ssd1306" in message


def test_display_that_does_not_answer_on_the_bus_releases_it(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    released = []

    class Silent(luma_serial.noop):  # type: ignore[misc]
        def command(self, *cmd: int) -> None:
            raise luma.core.error.DeviceNotFoundError("I2C device not found on address: 0x3D")

        def cleanup(self) -> None:
            released.append(True)

    monkeypatch.setattr(luma_serial, "i2c", lambda **kwargs: Silent())
    with caplog.at_level(logging.WARNING):
        display = open_display("sh1106", port=1, address=0x3D)
    assert isinstance(display, NullDisplay) and released
    assert [r.getMessage() for r in caplog.records if "0x3D" in r.getMessage()]


@pytest.mark.filterwarnings("ignore:Image.Image.getdata is deprecated:DeprecationWarning")
@pytest.mark.parametrize("driver", ["ssd1306", "sh1106"])
def test_open_display_builds_the_driver_over_i2c(
        driver: str, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}
    data: list[int] = []

    class Bus(luma_serial.noop):  # type: ignore[misc]
        def data(self, payload: list[int]) -> None:
            data.extend(payload)

    def i2c(**kwargs: Any) -> Any:
        seen.update(kwargs)
        return Bus()

    monkeypatch.setattr(luma_serial, "i2c", i2c)
    display = open_display(driver, port=3, address=0x3D, rotate=2)
    assert isinstance(display, LumaDisplay)
    assert type(display.device).__name__ == driver and display.device.rotate == 2
    assert seen == {"port": 3, "address": 0x3D}
    data.clear()
    display.show(MessageScreen("Hello"))
    assert any(data), "nothing reached the bus"
    display.close()


def test_driver_none_runs_without_a_screen_quietly(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        display = open_display("none")
    assert isinstance(display, NullDisplay) and not caplog.records
    display.show(MessageScreen("shown nowhere"))
    assert display.last == MessageScreen("shown nowhere")


def test_both_displays_satisfy_the_protocol() -> None:
    assert isinstance(NullDisplay(), Display)
    assert isinstance(DummyOled(), Display)


def test_unknown_driver_is_an_error() -> None:
    with pytest.raises(ValueError, match="ssd1331"):
        open_display("ssd1331")


def test_the_dummy_device_is_what_the_adapter_draws_on() -> None:
    device = dummy(width=128, height=64, mode="1")
    LumaDisplay(device).show(GALLERY["menu"])
    assert device.image.tobytes() == draw_image(GALLERY["menu"]).tobytes()


# --- one screen in each language, for the README ------------------------------------------


def language_screens() -> dict[str, Screen]:
    """The same moments, drawn as a German, a French and a Spanish box draw them: the
    deal with its deck, the verdict, and the vote (built by the real views)."""
    from engine.onenight.presets import preset

    return {
        "deal": onenight_views.deal((1, 2, 3, 4, 5, 6), (2, 5), 10, preset(6)),
        "verdict": onenight_views.verdict([3, 5], provisional=False, not_counted=()),
        "vote": table_views.vote("tap", opened=True, done=3, voters=6),
    }


@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_a_screen_in_each_language_is_saved(code: str, dummy_display: Any) -> None:
    """docs/screens/lang-<code>-*.png, which the README shows; every word comes from the
    language's catalogue (none of the English words is drawn)."""
    from engine.words import parse_lang

    from device.i18n.catalogues import words_for
    from device.i18n.language import speaking

    words = words_for(parse_lang(code))
    with speaking(words):
        screens = language_screens()
    english = language_screens()
    for name, screen in screens.items():
        assert screen != english[name], name
        display = LumaDisplay(dummy_display)
        with speaking(words):            # the loop draws in the box's language too
            display.show(screen)
        image = dummy_display.image
        assert image is not None and image.getbbox() is not None
        buffer = io.BytesIO()
        scaled(image, 4).save(buffer, format="PNG")
        path = DOCS / f"lang-{code}-{name}.png"
        if not path.exists() or path.read_bytes() != buffer.getvalue():
            path.write_bytes(buffer.getvalue())


def test_seat_cells_give_way_to_numbers_when_they_would_not_read() -> None:
    """Ten cells read on the 128 px screen; a big table's 16 (or 68) do not, so the
    winners are written out as numbers instead."""
    from device.display.widgets import cells_fit

    assert cells_fit(range(1, 11), fonts.text())
    assert not cells_fit(range(1, 17), fonts.text())
    assert not cells_fit(range(1, 69), fonts.text())
