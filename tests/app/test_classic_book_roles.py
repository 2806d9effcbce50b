"""The night book's asks for the newer classic roles, against the engine: each seat
offered is one the engine accepts, each answer lands in the night's entries, and the
engine plays them (CLASSIC §1-§2)."""

from __future__ import annotations

from engine.classic.deck import ClassicDeck
from engine.classic.entries import DayEntries, NightEntries
from engine.classic.game import play_day, play_night
from engine.classic.options import ClassicOptions, Deal
from engine.classic.state import ClassicGame

from device.core.games import GAMES
from device.core.games.classic.book import LEFT_OVER, NightBook
from device.core.games.classic.phrases import reveal_line
from device.core.games.classic.session import ClassicSession, options_of
from device.core.table.asks import Ask

PLAYERS = {1: "werewolf", 2: "vampire", 3: "priest", 4: "magician", 5: "troublemaker",
           6: "hoodlum", 7: "villager", 8: "villager", 9: "villager", 10: "villager"}


def book(game: ClassicGame, deck: list[str] | None = None) -> NightBook:
    cards = deck or list(game.players.values())
    return NightBook(ClassicSession(tuple(sorted(game.players)), ClassicDeck.of(cards),
                                    game.options, game, deal=game.deal))


def seats(ask: Ask) -> list[object]:
    return [value for _label, value in ask.options]


def night_2(players: dict[int, str], options: ClassicOptions | None = None,
            night_1: NightEntries | None = None, deal: Deal | None = None) -> ClassicGame:
    game = ClassicGame.start(players, options, deal)
    after, _ = play_night(game, night_1 or NightEntries())
    return play_day(after, DayEntries())[0]


def test_the_vampires_bite_and_the_magician_heals_the_bite() -> None:
    g = night_2(PLAYERS)
    b = book(g)
    (bite,) = b.asks("vampire")
    assert 2 not in seats(bite) and 7 in seats(bite)      # never a vampire
    bite.then(7)
    (heal,) = b.asks("magician")
    assert seats(heal) == [None, 7]
    (strike,) = heal.then(7)                                # the kill, once the heal is in
    assert seats(strike)[0] is None and 1 in seats(strike)
    assert b.entries.vampire == 7 and b.entries.magician_save == (7,)
    _after, dawn = play_night(g, b.entries)
    assert 7 not in [d.seat for d in dawn.deaths]


def test_with_two_spells_a_game_the_strike_is_offered_only_while_one_is_left() -> None:
    """One spell cast on night 1 (the Magician's alternate): a heal tonight is the
    second, so no strike follows it; with nobody to heal the strike is offered."""
    options = ClassicOptions(alternates=frozenset({"magician_two"}))
    g = night_2(PLAYERS, options, NightEntries(magician_kill=(8,)))
    b = book(g)
    (bite,) = b.asks("vampire")
    bite.then(7)
    b.set(werewolf=(9,))
    (heal,) = b.asks("magician")
    assert list(heal.then(9)) == [] and b.entries.magician_save == (9,)
    play_night(g, b.entries)                   # two spells in all: accepted
    (strike,) = book(g).asks("magician")       # nobody to heal: the strike, the second spell
    assert strike.title == "Magician strikes?" and 1 in seats(strike)


def test_the_priest_blesses_once_and_the_troublemaker_brings_two_lynchings() -> None:
    g = night_2(PLAYERS)
    b = book(g)
    (bless,) = b.asks("priest")
    assert 3 not in seats(bless)
    bless.then(8)
    (trouble,) = b.asks("troublemaker")
    trouble.then(True)
    assert b.entries.priest == 8 and b.entries.troublemaker
    after, _dawn = play_night(g, b.entries)
    assert after.two_lynchings
    spent = book(play_day(after, DayEntries())[0])
    assert spent.asks("priest")[0].options == () and spent.asks("troublemaker")[0].options == ()


def test_the_hoodlum_marks_two_others_on_night_1() -> None:
    g = ClassicGame.start(PLAYERS)
    b = book(g)
    (first,) = b.asks("hoodlum")
    assert 6 not in seats(first)
    (second,) = first.then(1)
    assert 1 not in seats(second)
    assert list(second.then(2)) == [] and b.entries.hoodlum == (1, 2)
    assert play_night(g, b.entries)[0].marks == (1, 2)


def test_the_amulet_is_passed_on_and_the_roll_call_keeps_the_card_left_over() -> None:
    players = {1: "werewolf", 2: "seer", 3: "cult_leader", 4: "villager", 5: "villager",
               6: "villager"}
    deck = [*players.values(), "amulet", "doppelganger"]
    fresh = NightBook(ClassicSession(tuple(players), ClassicDeck.of(deck), ClassicOptions()))
    answers: dict[str, object] = {"Werewolf seat?": 1, "Seer seat?": 2, "Cult Ldr seat?": 3,
                                  "Doppel seat?": LEFT_OVER, "Amulet seat?": 4}
    asks = fresh.asks("roll_call")
    while asks:
        assert (LEFT_OVER in seats(asks[0])) == (fresh.left_over is None
                                                 and asks[0].title != "Amulet seat?")
        asks = list(asks[0].then(answers[asks[0].title]))
    g = fresh.game
    assert g is not None and g.amulet.holder == 4 and g.role(4) == "doppelganger"
    b = book(g, deck)
    (passed,) = b.asks("amulet_pass")
    assert 4 not in seats(passed)
    passed.then(5)
    after = play_day(play_night(g, b.entries)[0], DayEntries())[0]
    (again,) = book(after, deck).asks("amulet_pass")
    assert after.amulet.holder == 5 and 5 not in seats(again)   # never to itself
    assert ("Seat 4: breaks it", 4) in again.options            # back: it is destroyed
    assert ("Nobody", None) in again.options                   # kept, untouched: kept
    # attacked tonight and saved by it, its holder must pass it on ("Passing the Amulet")
    hit = book(after, deck)
    (wolves,) = hit.asks("werewolf")
    wolves.then(5)
    (kept,) = hit.asks("amulet_pass")
    assert ("Nobody: breaks it", None) in kept.options
    assert ("Seat 4: breaks it", 4) in kept.options and ("Seat 6", 6) in kept.options
    assert play_night(after, hit.entries)[0].amulet.destroyed   # as the engine has it


def test_the_wolves_choose_a_minion_with_its_alternate() -> None:
    options = ClassicOptions(alternates=frozenset({"minion_chosen"}))
    g = ClassicGame.start({1: "werewolf", 2: "seer", 3: "villager", 4: "villager",
                           5: "villager", 6: "villager"}, options)
    (minion,) = book(g).asks("werewolf")
    assert 1 not in seats(minion) and 3 in seats(minion)


def test_the_rules_rows_turn_alternates_on_and_the_wolf_reveal_is_said() -> None:
    settings = GAMES.settings(game="classic", alt_witch_one=True, alt_drunk_told=True,
                              reveal="wolf")
    options = options_of(settings)
    assert options.alternates == {"witch_one", "drunk_told"} and options.reveal == "wolf"
    assert options_of(GAMES.settings(game="classic")).alternates == frozenset()
    assert reveal_line(3, "wolf_cub", "wolf") == "Seat 3 was a Werewolf."
    assert reveal_line(3, "lycan", "wolf") == "Seat 3 was not a Werewolf."
    assert reveal_line(3, "cult_leader", "team") == "Seat 3 was in the cult."
