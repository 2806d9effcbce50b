"""The teams beyond the village and the werewolves (the rulebook's "Other teams"), each a
case of classic's one ``outcome()`` read in rule order, every winner named; each test
cites its passage of the rulebook (003_...) in its docstring."""

from __future__ import annotations

from engine.classic.outcome import Case
from engine.classic.record import resolve_classic

from .classic_book import N1, day, deaths, lynch, night, play, record


def test_the_cult_wins_when_everyone_alive_is_in_it() -> None:
    """Other teams, Cult Leader: it wins only if every player alive is in the cult (not
    necessarily itself); the other teams' wins still hold."""
    seats = "werewolf,cult_leader,seer,villager*4"
    answer = play(seats, night(1, cult_leader=3), lynch(1, 4, 3, 5, 6),
                  night(2, werewolf=5, cult_leader=6), lynch(2, 7, 2, 3, 6),
                  night(3, cult_leader=1))
    assert answer["winners"] == ["cult"] and answer["winning_seats"] == [2]
    assert answer["ended"] == "night 3"


def test_the_cult_wins_beside_the_village() -> None:
    """Other teams, Cult Leader: the normal wins stand, and the cult wins with them when
    every player alive is in it."""
    seats = "werewolf,cult_leader,seer,villager*4"
    beside = play(seats, night(1, cult_leader=3), lynch(1, 4, 2, 3, 5),
                  night(2, werewolf=5, cult_leader=6), lynch(2, 1, 2, 3, 6, 7))
    assert beside["winners"] == ["village"]  # 7 is alive and no recruit: no cult win
    both = play(seats, night(1, cult_leader=3), lynch(1, 4, 2, 3, 5),
                night(2, werewolf=5, cult_leader=6), lynch(2, 7, 2, 3, 6),
                night(3, werewolf=6), lynch(3, 1, 2, 3))
    assert both["winners"] == ["village", "cult"] and 2 in both["winning_seats"]


def test_the_vampires_win_when_no_wolf_lives_and_they_hold_parity() -> None:
    """Other teams, Vampire: a third major team; with three teams a side must wipe out
    the other two, then parity decides as in the basic game (our ruling)."""
    seats = "werewolf,vampire,seer,villager*2"
    answer = play(seats, N1, lynch(1, 1, 2, 3, 4), night(2, vampire=3))
    assert answer["ended"] is None  # the bite kills at day 2's vote
    won = play(seats, N1, lynch(1, 1, 2, 3, 4), night(2, vampire=3),
               {"day": 2, "votes": {"2": 4, "5": 4}})
    assert deaths(won)[-2:] == [("day 2", 3, "vampires"), ("day 2", 4, "lynch")]
    assert won["winners"] == ["vampire"] and won["winning_seats"] == [2]


def test_the_village_must_kill_the_vampires_too() -> None:
    """Other teams, Vampire: the Village wins when every Werewolf and every Vampire is
    dead."""
    seats = "werewolf,vampire,seer,villager*4"
    answer = play(seats, N1, lynch(1, 1, 3, 4, 5, 6))
    assert answer["ended"] is None
    won = play(seats, N1, lynch(1, 1, 3, 4, 5, 6), night(2), lynch(2, 2, 3, 4, 5))
    assert won["winners"] == ["village"] and won["ended"] == "day 2"


def test_the_wolves_hold_no_parity_while_a_vampire_lives() -> None:
    """Other teams, Vampire: "the Vampires or Werewolves need to totally wipe out the
    other two teams": one wolf, one vampire and one villager is no end."""
    game = resolve_classic(record("werewolf,vampire,seer,villager*3", N1,
                                  lynch(1, 4, 1, 2, 3), night(2, werewolf=5),
                                  lynch(2, 6, 1, 2, 3), night(3, werewolf=3))).game
    assert game.alive == {1, 2} and game.ended is None


def test_the_lone_wolf_wins_alone_with_one_other_left() -> None:
    """Other teams, Lone Wolf: it wakes with the Werewolves and wins only as the last
    player, or with one other non-Werewolf left."""
    seats = "werewolf,lone_wolf,seer,villager*4"
    answer = play(seats, N1, lynch(1, 1, 3, 4, 5, 6), night(2, werewolf=3),
                  lynch(2, 4, 2, 5, 6), night(3, werewolf=5), lynch(3, 6, 2, 7))
    assert answer["winners"] == ["lone_wolf"] and answer["winning_seats"] == [2]


def test_the_pack_wins_at_parity_without_the_lone_wolf() -> None:
    """Other teams, Lone Wolf: the pack's parity is the werewolf team's win; the Lone Wolf
    is not on that team and loses."""
    seats = "werewolf,lone_wolf,minion,seer,villager*2"
    answer = play(seats, N1, lynch(1, 4, 1, 2, 3), night(2, werewolf=5))
    assert answer["winners"] == ["werewolf"] and answer["winning_seats"] == [1, 3]


def test_the_hoodlum_wins_beside_the_village_with_its_marks_dead() -> None:
    """Other teams, Hoodlum: it wins if both players it marked are dead and it lives at
    the end; as the rulebook concludes, that is with the Villager team's win."""
    seats = "werewolf,hoodlum,seer,villager*4"
    answer = play(seats, night(1, hoodlum=[4, 5]), lynch(1, 4, 3, 5, 6),
                  night(2, werewolf=5), lynch(2, 1, 2, 3, 6))
    assert answer["winners"] == ["village", "hoodlum"]
    assert answer["winning_seats"] == [2, 3, 4, 5, 6, 7]
    alive_mark = play(seats, night(1, hoodlum=[4, 6]), lynch(1, 4, 3, 5, 6),
                      night(2, werewolf=5), lynch(2, 1, 2, 3, 6))
    assert alive_mark["winners"] == ["village"]


def test_the_hoodlum_with_four_marks_wins_alone_at_once() -> None:
    """Other teams, Hoodlum, its alternate: four marks; when they are all dead and it
    lives, the game ends and only the Hoodlum wins."""
    seats = "werewolf*2,hoodlum,seer,villager*6"
    answer = play(seats, night(1, hoodlum=[4, 5, 6, 7]), lynch(1, 4, 1, 2, 5),
                  night(2, werewolf=5), lynch(2, 6, 1, 2, 7), night(3, werewolf=7),
                  alternates=["hoodlum_four"])
    assert answer["winners"] == ["hoodlum"] and answer["winning_seats"] == [3]
    outcome = resolve_classic(record(seats, night(1, hoodlum=[4, 5, 6, 7]),
                                     lynch(1, 4, 1, 2, 5), night(2, werewolf=5),
                                     lynch(2, 6, 1, 2, 7), night(3, werewolf=7),
                                     alternates=["hoodlum_four"])).game.outcome
    assert outcome is not None and outcome.case is Case.HOODLUM


def test_a_player_the_masons_society_kills_loses() -> None:
    """Role cards, Mason: a player who speaks of the Masons is killed that night by the
    secret society and loses, even on the winning team."""
    seats = "werewolf,mason*2,seer,villager*3"
    answer = play(seats, night(1, secret_society=[5]), lynch(1, 1, 2, 3, 4, 6))
    assert deaths(answer) == [("night 1", 5, "secret_society"), ("day 1", 1, "lynch")]
    assert answer["winners"] == ["village"] and 5 not in answer["winning_seats"]


def test_soulmates_a_vampire_and_a_villager_are_a_team_of_their_own() -> None:
    """Soulmates: on different teams they win only as the last two alive (a Vampire and a
    villager are on two teams)."""
    seats = "werewolf,vampire,cupid,seer,villager*2"
    answer = play(seats, night(1, cupid=[2, 5]), lynch(1, 1, 2, 3, 4, 5),
                  night(2, vampire=4), day(2), night(3, vampire=3), day(3),
                  night(4, vampire=6), day(4))
    assert answer["winners"] == ["soulmates"] and answer["winning_seats"] == [2, 5]
