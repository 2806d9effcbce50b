"""Every text the box can show fits its place on the 128x64 OLED: nothing is cut short with
an ellipsis, broken mid-word or drawn off the screen.

The screens are the ones the states really build (through ``device.core.ui.views``), with
every role, every menu item and value, ten seats and the longest results. The renderer
reports each cut through ``widgets.on_cut``; the stress screens of test_screens.py, which
are built to overflow, are not here. Each is built and drawn in every language the box
speaks, as the box does it: inside ``speaking`` its catalogue.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.languages import LANGUAGES, Lang
from engine.onenight.deck import Deck
from engine.onenight.presets import preset
from engine.onenight.roles import ROLE_IDS, ROLES
from engine.onenight.steps import DOPPEL_PREFIX
from engine.words import parse_lang

from device.core.games import GAMES
from device.core.games.onenight import views as onenight_views
from device.core.games.onenight.phrases import cause_lines
from device.core.machine import Machine, Table
from device.core.setting_table import TABLE, Kind
from device.core.states.menu import MenuState
from device.core.table import views as table_views
from device.core.ui import views
from device.core.ui.menu import Menu
from device.core.ui.phrases import early_line
from device.display import widgets
from device.display.render import render_image
from device.display.table_screens import Screen
from device.i18n.catalogues import words_for
from device.i18n.language import speaking, words

from . import classic_screens
from .helpers import page_screens, restore

SEATS = range(1, 11)


def menu_screens() -> Iterator[tuple[str, Screen]]:
    """Every page of the real menu, every item under the cursor, every value of it."""
    state = MenuState()
    deck = tuple(r for r in ROLE_IDS for _ in range(ROLES[r].max_count))
    machine = Machine(Table(settings=GAMES.settings(), seat_count=10,
                            chips={s: 10 + s for s in SEATS}), GAMES)
    state.m = machine
    pages = [state.root(), state.roles_page(), state.presets_page(), state.pace_page(),
             state.rules_page(), state.voice_page(), state.scores_page(),
             state.confirm_reset_page(), state.system_page(), state.confirm_shutdown_page()]
    pages += [item.submenu() for item in state.presets_page().item_list() if item.submenu]
    pages += [item.submenu() for item in state.roles_page().item_list() if item.submenu]
    for voice in ("lines shown", "espeak-ng", "Piper (en_US-joe-medium)", "SVOX Pico (de-DE)"):
        machine.table.voice = voice                    # what speaks, as the System page says
        yield f"system {voice}", views.menu(Menu(state.system_page()).view())
    for deck_now in (deck, preset(5).cards):
        machine.table.settings = machine.table.settings.replace(deck=deck_now)
        for page in pages:
            yield from page_screens(page, "", restore(machine, GAMES.settings(deck=deck_now)))


def game_screens() -> Iterator[tuple[str, Screen]]:
    for joined in (range(1, 4), SEATS):
        for cards in (6, 13):
            yield f"seating {cards}", table_views.seating(joined, cards, len(joined) + 3,
                                                    cards >= len(joined) + 3, 10)
    for players in range(3, 11):
        deck = preset(players)
        for page in range(4):
            yield f"deal {players}/{page}", onenight_views.deal(range(1, players + 1), [1],
                                                                10, deck, page)
    # the longest names, in a full 10-player deck with the Alpha Wolf
    long_deck = Deck.of(["paranormal_investigator", "apprentice_tanner", "apprentice_seer",
                         "village_idiot", "troublemaker", "doppelganger", "alpha_wolf",
                         "werewolf", "werewolf", "mystic_wolf", "insomniac", "mason",
                         "mason", "villager"])
    for page in range(6):
        yield f"deal long/{page}", onenight_views.deal(SEATS, SEATS, 10, long_deck, page)
    steps = [""] + list(ROLE_IDS) + [DOPPEL_PREFIX + r for r in ROLE_IDS]
    for step in steps:
        yield f"night {step}", onenight_views.night(step, 0.5, True)
    for ready in range(11):
        yield f"day {ready}", table_views.countdown(900, ready, 10)
    for mode in ("tap", "sweep", "press"):
        yield f"vote {mode}", table_views.vote(mode)
        yield f"vote open {mode}", table_views.vote(mode, True, 10, 10)
        for early in ([4], [2, 7], list(SEATS)):
            yield f"vote early {early}", table_views.vote(mode, True, 3, 10, early_line(early))
    for dead in ([], [10], [3, 5], [1, 2, 10], list(SEATS)):
        for missing in ([], [4], list(SEATS)):
            yield f"verdict {dead} {missing}", onenight_views.verdict(dead, True, missing)
    votes = {s: (s % 10) + 1 for s in SEATS}
    yield "tally", table_views.tally(10, votes, [1, 3, 5, 7, 9], SEATS, True, SEATS)
    for page in views.scores({s: 10 + s for s in SEATS}, 20):
        yield f"chips {page.page}", page
    yield from (("no chips", page) for page in views.scores({}, 5))
    # the score's Deaths, the most it says: five dead, two Hunters' shots, a ricochet,
    # two lovers, two kept safe, one sent out by the epic battle
    why = cause_lines({2: 5, 6: 7}, [4, 8], {1: 10}, [3, 9], [10])
    for page in onenight_views.deaths([3, 5, 7, 9, 10], why):
        yield f"deaths {page.page}", page
    for teams in (("village",), ("werewolf",), ("tanner",), ("village", "tanner")):
        yield f"winners {teams}", table_views.winners(teams, SEATS, "", 10,
                                                      onenight_views.TEAM_TITLES)


def long_reasons() -> Iterator[tuple[str, Screen]]:
    """The winners screen with every reason the engine gives."""
    from engine.onenight.outcome import resolve_game

    games = [
        ({1: "werewolf", 2: "seer", 3: "villager"}, {1: 2, 2: 1, 3: 1}),
        ({1: "werewolf", 2: "tanner", 3: "apprentice_tanner", 4: "villager"},
         {1: 2, 2: 1, 3: 2, 4: 2}),
        ({1: "minion", 2: "seer", 3: "villager"}, {1: 2, 2: 3, 3: 2}),
        ({1: "seer", 2: "robber", 3: "villager"}, {1: 2, 2: 3, 3: 1}),
        ({1: "werewolf", 2: "apprentice_tanner", 3: "seer", 4: "villager"},
         {1: 2, 2: 1, 3: 2, 4: 2}),
    ]
    from engine.onenight.outcome import Case

    for case in Case:  # every rule's line, beside two winning teams and ten seats
        yield f"winners {case}", table_views.winners(("village", "tanner"), SEATS,
                                               onenight_views.case_line(case), 10,
                                               onenight_views.TEAM_TITLES)
    for players, votes in games:
        out = resolve_game(players, votes).outcome
        yield f"winners {out.reason}", table_views.winners(out.winner_names, out.winning_seats,
                                                     onenight_views.case_line(out.case),
                                                     len(players), onenight_views.TEAM_TITLES)


def box_screens() -> Iterator[tuple[str, Screen]]:
    """The hardware test after each kind of input, and the error screen, from a machine
    that speaks the language being drawn (it sets its own around each event)."""
    from device.core import effects as fx
    from device.core.states.hwtest import HardwareTestState
    from device.events import KnobPress, KnobTurn, SeatEdge

    lang = words().lang
    machine = Machine(Table(settings=GAMES.settings(language=lang.code), seat_count=10,
                            catalogues=words_for), GAMES)
    effects = machine.start(HardwareTestState(), 0.0)
    for event in (SeatEdge(1.0, 10, True), KnobTurn(2.0, -3), KnobPress(3.0)):
        effects += machine.dispatch(event)
    try:
        raise RuntimeError("a test")
    except RuntimeError as exc:
        machine._fault(exc, 4.0)   # what the box shows when a state fails
    for effect in effects + machine.dispatch(KnobTurn(5.0, 0)):
        if isinstance(effect, fx.Show):
            yield f"box {type(effect.screen).__name__}", effect.screen


@pytest.mark.parametrize("lang", list(LANGUAGES), ids=lambda lang: lang.code)
@pytest.mark.parametrize("source", [menu_screens, game_screens, long_reasons, box_screens,
                                    *classic_screens.SOURCES], ids=lambda f: f.__name__)
def test_every_text_fits(source: object, lang: Lang, monkeypatch: pytest.MonkeyPatch) -> None:
    cut: list[str] = []
    name = ""
    monkeypatch.setattr(widgets, "on_cut", lambda text: cut.append(f"{name}: {text!r}"))
    count = 0
    with speaking(words_for(lang)):
        for _name, screen in source():  # type: ignore[operator]
            render_image(screen)
            count += 1
    assert count >= 5
    assert cut == [], f"{len(cut)} cut, e.g. " + "; ".join(sorted(set(cut))[:12])


def test_the_hook_catches_a_cut(monkeypatch: pytest.MonkeyPatch) -> None:
    cut: list[str] = []
    monkeypatch.setattr(widgets, "on_cut", cut.append)
    render_image(onenight_views.night("x" * 60, 0.5, False))
    assert cut
    assert Kind.SECONDS in {row.kind for row in TABLE}


def test_a_message_longer_than_its_screen_is_a_cut(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 34, item 17: the German Deaths page ended "...den Schuss des…" while this
    test saw no cut; a message now pages (``views.pages``) and an overflow is reported."""
    cut: list[str] = []
    monkeypatch.setattr(widgets, "on_cut", cut.append)
    with speaking(words_for(parse_lang("de"))):
        long = views.message("Tote", ["Sitz 5 stirbt durch den Schuss des Jägers."] * 2)
        render_image(long)
        assert cut == ["Sitz 5 stirbt durch den Schuss des Jägers."]   # the 4th line on
        cut.clear()
        paged = views.pages("Tote", long.lines)
        for page in paged:
            render_image(page)
    assert cut == [] and [p.lines for p in paged] == [
        ("Sitz 5 stirbt durch", "den Schuss des", "Jägers.", "Sitz 5 stirbt durch"),
        ("den Schuss des", "Jägers.")]
