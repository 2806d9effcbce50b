"""The roles the classic rulebook adds beyond the box's first nineteen, decided by
``resolve`` (or read from the game it reaches), each test citing its passage of the
rulebook (003_..., "Role cards") in its docstring, in our words."""

from __future__ import annotations

from engine.classic.day_rules import nomination_count, voters
from engine.classic.entries import DayEntries, NightEntries
from engine.classic.game import play_day, play_night
from engine.classic.options import Deal
from engine.classic.record import resolve_classic
from engine.classic.signs import aura_answer, pi_answer
from engine.classic.state import ClassicGame

from .classic_book import D0, N1, day, deaths, lynch, night, play, record, refused


def test_the_aura_seer_sees_a_special_role() -> None:
    """Role cards, Aura Seer: it looks for players whose role is neither a plain Villager
    nor a plain Werewolf."""
    game = ClassicGame.start({1: "werewolf", 2: "aura_seer", 3: "lycan", 4: "villager",
                              5: "villager", 6: "wolf_cub", 7: "villager"})
    assert [aura_answer(game, s) for s in (1, 3, 4, 6)] == [False, True, False, True]
    assert deaths(play("werewolf,aura_seer,villager*4", night(1, aura_seer=1))) == []


def test_the_diseased_eaten_makes_the_wolves_skip_a_night() -> None:
    """Role cards, Diseased: eaten by the wolves, it makes them sick the next night; with
    roles revealed they take no victim, without they pick one who does not die."""
    seats = "werewolf*2,diseased,seer,villager*5"
    eaten = (N1, D0, night(2, werewolf=3), day(2))
    assert "sick" in refused(seats, *eaten, night(3, werewolf=5))
    hidden = play(seats, *eaten, night(3, werewolf=5), day(3), night(4, werewolf=6),
                  reveal="none")
    assert deaths(hidden) == [("night 2", 3, "werewolves"), ("night 4", 6, "werewolves")]


def test_the_ghost_dies_on_night_1_and_writes_one_letter() -> None:
    """Role cards, Ghost: it dies the first night, and each night (the first too) may give
    the village one letter."""
    seats = "werewolf,ghost,seer,villager*4"
    assert deaths(play(seats, night(1, ghost="K"), D0, night(2, ghost="E"))) == [
        ("night 1", 2, "ghost")]
    assert "one letter" in refused(seats, night(1, ghost="KE"))


def test_the_idiot_always_votes_to_lynch_and_the_pacifist_never() -> None:
    """Role cards, Idiot and Pacifist: the Idiot's vote is always to die, the Pacifist's
    always to live."""
    seats = "werewolf,idiot,pacifist,seer,villager*3"
    # 7 voters: 4 lynch. The Idiot (2) counts unpressed; the Pacifist's (3) press never.
    four = play(seats, N1, day(1, nominations=[{"seat": 1, "lynch": [3, 4, 5, 6]}]))
    assert deaths(four) == [("day 1", 1, "lynch")]
    three = play(seats, N1, day(1, nominations=[{"seat": 1, "lynch": [2, 3, 4, 5]}]))
    assert deaths(three) == []


def test_the_magician_heals_once_and_kills_once() -> None:
    """Role cards, Magician: one healing and one killing in the game, both on one night
    if it likes; the same powers as the Witch."""
    seats = "werewolf,magician,seer,villager*5"
    both = play(seats, N1, D0, night(2, werewolf=4, magician_save=True, magician_kill=1))
    assert deaths(both) == [("night 2", 1, "magician")] and both["winners"] == ["village"]
    assert "already used" in refused(seats, night(1, magician_kill=4), D0,
                                     night(2, magician_kill=5))


def test_the_martyr_dies_in_the_place_of_the_one_lynched() -> None:
    """Role cards, Martyr: after the vote and before the reveal it may take the place of
    the player lynched."""
    seats = "werewolf,martyr,seer,villager*4"
    answer = play(seats, N1, {**lynch(1, 4, 1, 3, 5), "martyr": 4})
    assert deaths(answer) == [("day 1", 2, "martyr")]
    assert "not a player lynched" in refused(seats, N1, {**lynch(1, 4, 1, 3, 5),
                                                         "martyr": 5})


def test_the_old_man_dies_on_the_night_after_as_many_as_the_wolves() -> None:
    """Role cards, Old Man: it dies on night x, x the number of Werewolves plus one; a
    Werewolf's death brings it sooner."""
    seats = "werewolf*2,old_man,seer,villager*5"
    late = play(seats, N1, D0, night(2), day(2), night(3))
    assert deaths(late) == [("night 3", 3, "old_age")]
    soon = play(seats, N1, lynch(1, 1, 4, 5, 6, 7), night(2))
    assert deaths(soon) == [("day 1", 1, "lynch"), ("night 2", 3, "old_age")]


def test_the_pi_looks_once_at_a_player_and_its_neighbours() -> None:
    """Role cards, P.I.: once a game, told whether the player or one beside it is a
    Werewolf, not which."""
    players = {1: "villager", 2: "villager", 3: "pi", 4: "villager", 5: "werewolf",
               6: "villager", 7: "seer"}
    game = ClassicGame.start(players)
    assert pi_answer(game, 4) and pi_answer(game, 6) and not pi_answer(game, 2)
    assert pi_answer(game, 7) is False and pi_answer(game, 1) is False
    seats = "villager*2,pi,villager,werewolf,villager,seer"
    assert "already used" in refused(seats, night(1, pi=4), D0, night(2, pi=2))


def test_the_priests_blessing_turns_the_next_attempt_away() -> None:
    """Role cards, Priest: once a game it blesses another player; the next attempt on that
    player's life fails, even after the Priest's death."""
    seats = "werewolf,priest,seer,villager*4"
    answer = play(seats, night(1, priest=4), D0, night(2, werewolf=4), day(2),
                  night(3, werewolf=4))
    assert deaths(answer) == [("night 3", 4, "werewolves")]
    assert "itself" in refused(seats, night(1, priest=2))


def test_the_spellcaster_silences_never_the_same_player_twice() -> None:
    """Role cards, Spellcaster: it may silence one player for the next day, itself too,
    but never the same player twice in a game."""
    seats = "werewolf,spellcaster,seer,villager*4"
    assert deaths(play(seats, night(1, spellcaster=2), D0, night(2, spellcaster=4))) == []
    assert "never the same player" in refused(seats, night(1, spellcaster=4), D0,
                                              night(2, spellcaster=4))


def test_the_troublemaker_brings_two_lynchings_once() -> None:
    """Role cards, Troublemaker: once a game, two lynchings the following day."""
    seats = "werewolf*2,troublemaker,seer,villager*5"
    two = play(seats, night(1, troublemaker=True),
               day(1, nominations=[{"seat": 5, "lynch": [1, 2, 3, 4, 6, 7]},
                                   {"seat": 1, "lynch": [3, 4, 6, 7, 8]}]))
    assert deaths(two) == [("day 1", 5, "lynch"), ("day 1", 1, "lynch")]
    once = refused(seats, night(1, troublemaker=True), D0, night(2, troublemaker=True))
    assert "already" in once
    one = refused(seats, N1, day(1, nominations=[{"seat": 5, "lynch": [1, 2, 3, 4, 6, 7]},
                                                 {"seat": 1, "lynch": [3, 4, 6, 7, 8]}]))
    assert "day ended" in one


def test_the_doppelganger_takes_the_role_of_its_player_when_it_dies() -> None:
    """Switching teams, Doppelganger: it chooses a player on night 1; at that player's
    death it takes the role (a lynched Werewolf's: the village has not won)."""
    seats = "werewolf,doppelganger,seer,villager*4"
    answer = play(seats, night(1, doppelganger=1), lynch(1, 1, 3, 4, 5, 6))
    assert answer["ended"] is None
    later = play(seats, night(1, doppelganger=1), lynch(1, 1, 3, 4, 5, 6), night(2, werewolf=3))
    assert deaths(later)[-1] == ("night 2", 3, "werewolves")
    assert "itself" in refused(seats, night(1, doppelganger=2))
    seer = play(seats, night(1, doppelganger=3), D0, night(2, werewolf=3), day(2),
                night(3, seer=1))  # the Seer killed at night: the Doppelganger looks
    assert deaths(seer) == [("night 2", 3, "werewolves")]
    assert "seer (seat 3) is dead" in refused(seats, night(1, doppelganger=4), D0,
                                              night(2, werewolf=3), day(2), night(3, seer=1))


def test_the_drunk_sleeps_two_nights_but_is_its_role_from_the_deal() -> None:
    """Switching teams, Drunk: it is its drawn role but does not act on it until night 3;
    the Seer sees that role from the start."""
    seats = "werewolf,drunk,seer,villager*4"
    deal = {"drunk": "witch"}
    assert "sleeps until night 3" in refused(seats, night(1, witch_kill=4), deal=deal)
    poison = play(seats, N1, D0, night(2), day(2), night(3, witch_kill=1), deal=deal)
    assert poison["winners"] == ["village"]
    wolf = ClassicGame.start({1: "werewolf", 2: "drunk", 3: "seer", 4: "villager",
                              5: "villager", 6: "villager", 7: "villager"},
                             deal=Deal(drunk="werewolf"))
    assert wolf.seen_as_wolf(2) and wolf.is_wolf(2) and wolf.pack() == (1,)
    assert "name the role drawn" in refused(seats, N1)


def test_the_amulet_turns_deaths_away_and_is_passed_on() -> None:
    """The Amulet of Protection: its holder survives any attack; after one, it must pass
    the Amulet at night or lose it; passed back to an earlier holder it is destroyed."""
    seats = "werewolf,seer,villager*5"
    kept = play(seats, N1, lynch(1, 4, 1, 2, 3, 5), night(2, werewolf=4, amulet=5),
                day(2), night(3, werewolf=5), deal={"amulet": 4})
    assert deaths(kept) == []
    lost = play(seats, N1, D0, night(2, werewolf=4), day(2), night(3, werewolf=4),
                deal={"amulet": 4})
    assert deaths(lost) == [("night 3", 4, "werewolves")]
    back = play(seats, night(1, amulet=5), D0, night(2, amulet=4), day(2),
                night(3, werewolf=4), deal={"amulet": 4})
    assert deaths(back) == [("night 3", 4, "werewolves")]


def test_the_vampires_bite_kills_at_the_next_days_vote() -> None:
    """Other teams, Vampire: the Vampires' victim dies when the next day's first
    nomination comes, and the Werewolves cannot kill a Vampire."""
    seats = "werewolf,vampire,seer,villager*6"
    answer = play(seats, N1, D0, night(2, vampire=4, werewolf=2),
                  day(2, nominations=[{"seat": 5, "lynch": []}]))
    assert deaths(answer) == [("day 2", 4, "vampires")]
    assert "do not bite their own" in refused("werewolf,vampire*2,seer,villager*5", N1, D0,
                                             night(2, vampire=3))


def test_with_vampires_the_hunter_takes_the_nearest_vampire() -> None:
    """Role cards, Hunter (Vampire Hunter): with Vampires in the game, the Vampire seated
    nearest it dies with it; it fires no shot of its own."""
    seats = "werewolf,villager,vampire,hunter,villager*3,vampire,seer"
    answer = play(seats, N1, D0, night(2, werewolf=4))
    assert deaths(answer) == [("night 2", 3, "vampire_hunter"), ("night 2", 4, "werewolves")]
    assert "does not shoot" in refused(seats, N1, D0, night(2, werewolf=4, hunter=1))


def test_a_cursed_bitten_by_the_vampires_becomes_one() -> None:
    """Switching teams, Cursed: attacked by the Vampires it becomes a Vampire (from the
    next night)."""
    players = {1: "werewolf", 2: "vampire", 3: "cursed", 4: "seer", 5: "villager",
               6: "villager", 7: "villager", 8: "villager"}
    game = ClassicGame.start(players)
    game, _ = play_night(game, NightEntries())
    game, _, _ = play_day(game, DayEntries())
    game, _ = play_night(game, NightEntries(vampire=3))
    game, _, _ = play_day(game, DayEntries())
    assert game.is_vampire(3) and game.seen_as_wolf(3) and not game.is_wolf(3)


def test_a_martyr_lynched_itself_takes_nobodys_place() -> None:
    """Role cards, Martyr: it takes the place of a player lynched; lynched itself (a
    secret ballot tied twice lynches all the tied), it dies once, and cannot die for
    another."""
    seats = "werewolf,martyr,seer,villager*4"
    tie = day(1, votes={"1": 2, "3": 4}, revote={"5": 2, "6": 4})
    both = play(seats, N1, tie, vote="secret")
    assert deaths(both) == [("day 1", 2, "lynch"), ("day 1", 4, "lynch")]
    assert "lynched itself" in refused(seats, N1, {**tie, "martyr": 4}, vote="secret")


def test_the_vampires_victim_is_no_voter_of_the_day() -> None:
    """Other teams, Vampire: the victim "is not revealed until a nomination occurs; the
    Vampire's target dies right then in the middle of the day", so it never votes that day
    nor is voted for: ``voters`` says so of the day as it begins, before the morning has
    been played, and a nomination's votes possible leave it out."""
    seats = "werewolf,vampire,seer,villager*6"
    game = resolve_classic(record(seats, N1, D0, night(2, vampire=4, werewolf=2))).game
    assert game.phase.kind.value == "day" and game.bitten_by_vampires == 4 and 4 in game.alive
    assert voters(game) == game.alive - {4}
    assert nomination_count(game, 5, (1, 2, 3)).possible == len(game.alive) - 1
    nobody_bitten = resolve_classic(record(seats, N1, D0, night(2, werewolf=2))).game
    assert voters(nobody_bitten) == nobody_bitten.alive
