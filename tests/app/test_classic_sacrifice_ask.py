"""The Wolf Cub sacrifice on the knob (CLASSIC §1): offered at the wolves' call only from
night 2, while the cub lives and another wolf lives to hunt, as the last answer; picked,
the book keeps ``wolf_cub_sacrifice`` and asks for two more victims, which the engine
plays (the cub and both victims die)."""

from __future__ import annotations

from engine.classic.deck import ClassicDeck
from engine.classic.entries import DayEntries, NightEntries
from engine.classic.game import play_day, play_night
from engine.classic.state import ClassicGame, ClassicOptions

from device.core.games.classic.book import SACRIFICE, SACRIFICE_LABEL, NightBook
from device.core.games.classic.session import ClassicSession

PLAYERS = {1: "werewolf", 2: "wolf_cub", 3: "seer", 4: "villager", 5: "villager",
           6: "villager", 7: "villager"}


def book(players: dict[int, str], game: ClassicGame) -> NightBook:
    session = ClassicSession(tuple(sorted(players)), ClassicDeck.of(list(players.values())),
                             ClassicOptions(), game)
    return NightBook(session)


def night_2(players: dict[int, str], votes: dict[int, int] | None = None) -> ClassicGame:
    after, _ = play_night(ClassicGame.start(players, ClassicOptions()), NightEntries())
    return play_day(after, DayEntries(votes=votes or {}))[0]


def labels(b: NightBook) -> list[str]:
    asks = b.asks("werewolf")
    return [label for label, _ in asks[-1].options] if asks else []


def test_offered_last_from_night_2_and_played_by_the_engine() -> None:
    game = night_2(PLAYERS)
    b = book(PLAYERS, game)
    ask = b.asks("werewolf")[-1]
    assert ask.options[-1] == (SACRIFICE_LABEL, SACRIFICE)
    note, more = ask.then(SACRIFICE)
    assert "TWO more victims" in note.lines
    (second,) = more.then(4)
    assert second.then(5) == ()
    assert b.entries.wolf_cub_sacrifice and b.entries.werewolf == (4, 5)
    _, dawn = play_night(game, b.entries)
    assert sorted(d.seat for d in dawn.deaths) == [2, 4, 5]


def test_not_offered_on_night_1_nor_without_the_cub_or_another_wolf() -> None:
    first = ClassicGame.start(PLAYERS, ClassicOptions())
    assert SACRIFICE_LABEL not in labels(book(PLAYERS, first))
    cub_dead = night_2(PLAYERS, {v: 2 for v in PLAYERS if v != 2})
    assert labels(book(PLAYERS, cub_dead)) and SACRIFICE_LABEL not in labels(
        book(PLAYERS, cub_dead))
    wolf_dead = night_2(PLAYERS, {v: 1 for v in PLAYERS if v != 1})
    assert labels(book(PLAYERS, wolf_dead)) and SACRIFICE_LABEL not in labels(
        book(PLAYERS, wolf_dead))
