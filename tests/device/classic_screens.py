"""The classic screens for the fit test (test_screen_fit.py), at 5 and at 10 players: the
classic menus (roles, presets, rules) with a 5- and a 10-player deck, and the asks, notes
and signs of every role as the night book builds them, each answer followed. Whole games
through the rig (dawn, the day, both votes, the nominee, the lynch, the end) are in
tests/app/test_classic_screens_fit.py."""

from __future__ import annotations

from collections.abc import Iterator

from engine.classic.deck import ClassicDeck
from engine.classic.entries import DayEntries, NightEntries
from engine.classic.game import play_day, play_night
from engine.classic.presets import PRESETS
from engine.classic.script import FIRST_NIGHT_ORDER, LATER_NIGHT_ORDER
from engine.classic.state import ClassicGame, ClassicOptions

from device.core.games import GAMES
from device.core.games.classic import views as classic_views
from device.core.games.classic.book import NightBook
from device.core.games.classic.box import BOX_ROLES
from device.core.games.classic.phrases import POINT_WORD
from device.core.games.classic.session import ClassicSession
from device.core.machine import Machine, Table
from device.core.states.menu import MenuState
from device.core.table import views as table_views
from device.core.table.asks import Ask
from device.core.ui import views
from device.core.ui.menu import Item, Menu, Page
from device.display.table_screens import Screen

from .helpers import page_screens, restore

#: the night's steps the box's night book runs (the newer roles' asks come with issue #33's
#: second phase)
BOX_STEPS = frozenset(BOX_ROLES | {"soulmates"})

#: every role that wakes or is asked about, at 10 players; and a 5-player table
TEN = {1: "werewolf", 2: "wolf_cub", 3: "seer", 4: "witch", 5: "bodyguard", 6: "sorcerer",
       7: "old_hag", 8: "cursed", 9: "cupid", 10: "apprentice_seer"}
FIVE = {1: "werewolf", 2: "werewolf", 3: "seer", 4: "witch", 5: "cursed"}
TABLES = {"5 players": FIVE, "10 players": TEN}


def classic_menus() -> Iterator[tuple[str, Screen]]:
    """Every classic menu page, each item under the cursor and each value it can take."""
    for players, preset in ((5, PRESETS["basic_5"]), (10, PRESETS["secrets"])):
        settings = GAMES.settings(game="classic", classic_deck=preset.deck.cards)
        machine = Machine(Table(settings=settings, seat_count=10), GAMES)
        state = MenuState()
        state.m = machine
        for page in (state.root(), state.roles_page(), state.presets_page(),
                     state.rules_page()):
            yield from page_screens(page, f"{players}p ", restore(machine, settings))


def ask_screens(ask: Ask, depth: int = 0, roll_call: bool = False) -> Iterator[Screen]:
    """An ask as the night shows it, every row under the cursor, then the further asks of
    every answer (``roll_call``: of its first answer only, as each answer claims a seat;
    told, not read from the title, which is in the language drawn)."""
    if ask.sign:
        yield table_views.sign(ask.title, ask.sign, ask.lines[-1])
    elif not ask.options:
        yield views.message(ask.title, ask.lines)
    else:
        for cursor in range(len(ask.options)):
            menu = Menu(Page(ask.title, [Item(label) for label, _ in ask.options]))
            menu.stack[-1] = (menu.stack[-1][0], cursor)
            yield views.menu(menu.view())
    answers = list(ask.options) or [("", None)]
    if roll_call:
        answers = answers[:1]
    for _, value in answers:
        if depth < 12:
            for then in ask.then(value):
                yield from ask_screens(then, depth + 1, roll_call)


def night_games(players: dict[int, str]) -> Iterator[tuple[str, ClassicGame]]:
    """Night 1; night 2 with the cub alive (its sacrifice offered); night 2 after the cub
    died; night 3 after the Seer died and the Cursed was bitten."""
    game = ClassicGame.start(players, ClassicOptions())
    yield "night 1", game
    after, _ = play_night(game, NightEntries())
    yield "night 2, the cub alive", play_day(after, DayEntries())[0]
    cub = next(s for s, r in players.items() if r == "wolf_cub") if "wolf_cub" in \
        players.values() else None
    votes = {v: cub for v in players if v != cub} if cub else {}
    night_2, _, _ = play_day(after, DayEntries(votes=votes))
    yield "night 2", night_2
    bitten = [s for s, r in players.items() if r in ("seer", "cursed")]
    third, _ = play_night(night_2, NightEntries(werewolf=tuple(bitten[:night_2.victims_allowed()])))
    if third.ended is None:
        yield "night 3", play_day(third, DayEntries())[0]


def book_screens() -> Iterator[tuple[str, Screen]]:
    for table, players in TABLES.items():
        deck = ClassicDeck.of(list(players.values()))
        seats = tuple(sorted(players))
        fresh = ClassicSession(seats, deck, ClassicOptions())
        for ask in NightBook(fresh).asks("roll_call"):
            for screen in ask_screens(ask, roll_call=True):
                yield f"{table} roll call", screen
        for night, game in night_games(players):
            order = FIRST_NIGHT_ORDER if night == "night 1" else LATER_NIGHT_ORDER
            for step in order:
                if step == "roll_call" or step not in BOX_STEPS:
                    continue
                session = ClassicSession(seats, deck, ClassicOptions(), game)
                for ask in NightBook(session).asks(step):
                    for screen in ask_screens(ask):
                        yield f"{table} {night} {step}", screen


def day_screens() -> Iterator[tuple[str, Screen]]:
    """Dawn to the end at 5 and 10 seats: the lynch verdict with every tie, the nominee
    who stays, the point vote, and each classic winner."""
    for n in (5, 10):
        seats = range(1, n + 1)
        for tied in range(1, n + 1):
            counts = dict.fromkeys(range(1, tied + 1), 1)
            yield f"lynch {n}/{tied}", classic_views.lynch_verdict([1], counts)
            yield f"no lynch {n}/{tied}", classic_views.lynch_verdict([], counts)
        yield f"nominee {n}", classic_views.nominee_stays(n, n - 1, n)
        yield f"point {n}", table_views.vote("tap", True, n - 1, n, word=POINT_WORD)
        for teams in (["village"], ["werewolf"], ["soulmates"], ["village", "tanner"],
                      ["werewolf", "tanner"]):
            yield f"end {n} {teams}", table_views.winners(teams, seats, "Ended day 10", n,
                                                                classic_views.TEAM_TITLES)


SOURCES = (classic_menus, book_screens, day_screens)
