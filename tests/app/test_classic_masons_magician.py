"""The night book for the Masons and the Magician, against the engine (the rulebook's
Mason and Magician, 003_...): night 1 shows the Moderator the Masons' seats and their
society's rule; every later night asks who spoke of them, and the engine kills those;
the Magician's spells are asked one after the other, so a spent one is never offered,
one heal and one kill a game, or two spells in any mix with ``magician_two``."""

from __future__ import annotations

from engine.classic.deaths import Cause
from engine.classic.entries import NightEntries
from engine.classic.game import play_night
from engine.classic.options import ClassicOptions
from engine.classic.state import ClassicGame

from device.core.games.classic.book import NightBook
from device.core.games.classic.role_asks import society
from device.core.table.asks import Ask

from .test_classic_book_roles import book, night_2, seats

MASONS = {1: "werewolf", 2: "mason", 3: "seer", 4: "mason", 5: "villager", 6: "villager",
          7: "villager", 8: "villager"}
MAGIC = {1: "werewolf", 2: "magician", 3: "seer", 4: "villager", 5: "villager",
         6: "villager", 7: "villager", 8: "villager"}
TWO = ClassicOptions(alternates=frozenset({"magician_two"}))


def test_night_one_shows_the_masons_to_each_other_and_the_rule() -> None:
    """Mason: "The first night the moderator calls for the Masons to open their eyes and
    look for the other Mason(s)"."""
    (shown,) = book(ClassicGame.start(MASONS)).asks("mason")
    assert not shown.options and shown.lines[0] == "Seats 2 and 4"
    assert "speaks of the Masons dies" in shown.lines[1]


def test_a_later_night_asks_who_spoke_of_them_and_the_society_kills() -> None:
    """Mason: "No one in the village may directly or indirectly speak of the Masons, or
    the players who speak of them are killed that night by the secret society"."""
    g = night_2(MASONS)
    b = book(g)
    assert not society(book(ClassicGame.start(MASONS)))           # night 1: no day yet
    assert not society(book(night_2({**MASONS, 2: "villager", 4: "villager"})))
    (ask,) = society(b)
    assert ask.many and seats(ask) == sorted(g.alive)
    ask.then(frozenset({5, 7}))
    assert b.entries.secret_society == (5, 7)
    _after, dawn = play_night(g, b.entries)
    assert {(d.seat, d.cause) for d in dawn.deaths} >= {(5, Cause.SECRET_SOCIETY),
                                                        (7, Cause.SECRET_SOCIETY)}
    quiet = book(g)
    (nobody,) = society(quiet)
    nobody.then(frozenset())                                      # "Done", none marked
    assert quiet.entries.secret_society == ()


def _victim(game: ClassicGame, victim: int = 5) -> tuple[NightBook, list[Ask]]:
    b = book(game)
    (wolves,) = b.asks("werewolf")
    wolves.then(victim)
    return b, b.asks("magician")


def test_the_magician_casts_one_heal_and_one_kill_a_game() -> None:
    """Magician: a heal once in the game and a kill once; both on one night."""
    spent = night_2(MAGIC, night_1=NightEntries(magician_kill=(6,)))
    _b, (heal,) = _victim(spent)
    assert seats(heal) == [None, 5]
    assert list(heal.then(5)) == []                    # the kill is spent: not offered
    fresh = night_2(MAGIC)
    _b, (heal,) = _victim(fresh)
    (strike,) = heal.then(5)
    assert list(strike.then(7)) == []                  # one kill a night, a game


def test_with_magician_two_two_spells_in_any_mix_and_never_a_third() -> None:
    """Magician, Alternate: "two spells during the game, in any combination: either two
    heals, two kills, or one heal and one kill, and may cast them both on the same
    night"."""
    g = night_2(MAGIC, TWO)
    b, (heal,) = _victim(g)
    (strike,) = heal.then(None)                        # no heal: two kills tonight
    (again,) = strike.then(7)
    assert "again" in again.title and 7 not in seats(again)
    assert list(again.then(8)) == []
    assert b.entries.magician_kill == (7, 8)
    one_left = night_2(MAGIC, TWO, night_1=NightEntries(magician_kill=(6,)))
    b, (heal,) = _victim(one_left)
    assert list(heal.then(5)) == []                    # the heal was the last spell
    b, (heal,) = _victim(one_left)
    (strike,) = heal.then(None)
    assert list(strike.then(7)) == []
    both_spent = night_2(MAGIC, TWO, night_1=NightEntries(magician_kill=(6, 7)))
    b, asks = _victim(both_spent, 4)
    assert [a.title for a in asks] == ["Magician"]     # both spent: a note
