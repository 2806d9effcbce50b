"""The rulebook's variants ("Rules variations"), decided by ``resolve``, each test citing its
passage of the rulebook (003_...) in its docstring; a variant the engine does not run is
refused in one line."""

from __future__ import annotations

from engine.classic.dice import DailyChange, day_variant, roll
from engine.classic.options import ClassicOptions, Variable
from engine.classic.reveal import revealed
from engine.classic.state import ClassicGame
from engine.classic.variable import draw

from .classic_book import D0, N1, day, deaths, lynch, night, play, refused

TOWN = "werewolf,seer,villager*5"


def test_each_reveal_tells_the_village_its_own_part() -> None:
    """Rules variations, Role revealing: the whole role, Werewolf or villager only, the team
    only, or nothing."""
    players = {1: "werewolf", 2: "lycan", 3: "vampire", 4: "seer", 5: "villager",
               6: "villager", 7: "villager"}
    shown = {mode: [revealed(ClassicGame.start(players, ClassicOptions(reveal=mode)), s)
                    for s in (1, 2, 3)] for mode in ("full", "wolf", "team", "none")}
    assert shown == {"full": ["werewolf", "lycan", "vampire"],
                     "wolf": ["werewolf", "villager", "villager"],
                     "team": ["werewolf", "village", "vampire"], "none": [None] * 3}


def test_variable_roles_are_drawn_from_the_seed_the_record_keeps() -> None:
    """Rules variations, Variable roles/Werewolves: the uncertain cards mixed with as many
    Villagers as the Moderator adds, and that many cards discarded at random; never the
    Seer nor every Werewolf."""
    mix = Variable(("lone_wolf", "idiot"), 2)
    assert draw(mix, 4) == (("idiot", "villager"), ("lone_wolf", "villager"))
    assert draw(mix, 0) == (("lone_wolf", "idiot"), ("villager", "villager"))
    options = {"variable": {"cards": ["lone_wolf", "idiot"], "villagers": 2}, "seed": 4}
    assert play("werewolf,seer,idiot,villager*4", N1, **options)["ended"] is None
    assert "keeps idiot, which the deal lacks" in refused(TOWN, N1, **options)
    assert "Seer" in refused(TOWN, variable={"cards": ["seer"], "villagers": 1}, seed=1)
    assert "seed" in refused(TOWN, variable={"cards": ["idiot"], "villagers": 1})


def test_the_nominate_vote_keeps_who_nominated_and_who_seconded() -> None:
    """Basic game, the first day: a player nominates, another seconds, then the vote;
    more than half the votes lynches."""
    answer = play(TOWN, N1, day(1, nominations=[{"seat": 1, "by": 2, "second": 3,
                                                 "lynch": [2, 3, 4, 5]}]), vote="nominate")
    assert deaths(answer) == [("day 1", 1, "lynch")]
    assert "its own" in refused(TOWN, N1, day(1, nominations=[{"seat": 1, "by": 1}]))
    assert "another player" in refused(TOWN, N1, day(1, nominations=[
        {"seat": 1, "by": 2, "second": 2}]))


def test_two_player_nominations_lynch_the_most_voted_or_both() -> None:
    """Rules variations, Two player nominations: thumbs up for the first nominee, down for
    the second; the one with more votes is lynched, and a tie lynches both."""
    one = play(TOWN, N1, day(1, pair=[1, 3], votes={"2": 1, "4": 1, "5": 3}), vote="pair")
    assert deaths(one) == [("day 1", 1, "lynch")] and one["winners"] == ["village"]
    both = play(TOWN, N1, day(1, pair=[3, 4], votes={"2": 3, "5": 4}), vote="pair")
    assert deaths(both) == [("day 1", 3, "lynch"), ("day 1", 4, "lynch")]
    assert "not one of the pair" in refused(TOWN, N1, day(1, pair=[3, 4], votes={"2": 5}),
                                            vote="pair")


def test_the_process_of_elimination_lynches_the_last_hand_up() -> None:
    """Rules variations, The process of elimination: players are declared safe one after
    the other; the one left is lynched."""
    answer = play(TOWN, N1, day(1, safe=[3, 2, 4, 5, 6, 7]), vote="elimination")
    assert answer["winners"] == ["village"]
    assert "2 are left" in refused(TOWN, N1, day(1, safe=[3, 2, 4, 5, 6]),
                                   vote="elimination")


def test_a_secret_ballot_tied_twice_lynches_every_tied_player() -> None:
    """Rules variations, Secret ballot: the most names is lynched; a tie is voted again
    among the tied, and a second tie lynches them all."""
    answer = play(TOWN, N1, day(1, votes={"1": 3, "2": 4}, revote={"5": 3, "6": 4}),
                  vote="secret")
    assert deaths(answer) == [("day 1", 3, "lynch"), ("day 1", 4, "lynch")]
    point = play(TOWN, N1, day(1, votes={"1": 3, "2": 4}, revote={"5": 3, "6": 4}),
                 vote="point")
    assert deaths(point) == []  # the point vote's second tie: nobody (classic_tie)


def test_a_day_holds_the_vote_of_the_game() -> None:
    """Rules variations, Nominating and voting: the game's way to vote is the day's."""
    assert "today's vote is pair" in refused(TOWN, N1, day(1, nominations=[{"seat": 1}]),
                                             vote="pair")


def test_the_daily_dice_are_the_seeds_and_choose_the_days_variant() -> None:
    """Rules variations, Dice rolling for daily changes: two dice at night choose the next
    day's variant (9: as the day before)."""
    assert roll(46, 1) == roll(46, 1) and sum(roll(46, 1)) == 4 and sum(roll(46, 2)) == 9
    first = day_variant(46, 1, None)
    assert first is DailyChange.TWO_LYNCHINGS
    assert day_variant(46, 2, first) is DailyChange.TWO_LYNCHINGS
    assert day_variant(0, 1, None) is DailyChange.NONE


def test_the_dice_instant_lynch_two_lynchings_and_elimination() -> None:
    """Dice rolling for daily changes, 3, 4 and 10: the first nominee is lynched with no
    vote; two lynchings; the process of elimination."""
    seats = "werewolf*2,seer,villager*6"
    instant = play(seats, N1, day(1, nominations=[{"seat": 4}]), daily_changes=True, seed=4)
    assert deaths(instant) == [("day 1", 4, "lynch")]
    assert "no vote" in refused(seats, N1, day(1, nominations=[{"seat": 4, "lynch": [1]}]),
                                daily_changes=True, seed=4)
    two = play(seats, N1, day(1, votes={"1": 4, "2": 4}, second={"votes": {"1": 5}}),
               daily_changes=True, seed=14)
    assert deaths(two) == [("day 1", 4, "lynch"), ("day 1", 5, "lynch")]
    elimination = play(seats, N1, day(1, safe=[2, 3, 4, 5, 6, 7, 8, 9]), daily_changes=True,
                       seed=2)
    assert deaths(elimination) == [("day 1", 1, "lynch")]


def test_the_dice_turn_or_strip_the_wolves_next_victim() -> None:
    """Dice rolling for daily changes, 2 and 12: the next night the wolves' victim becomes
    a Werewolf, or loses its power, instead of dying."""
    seats = "werewolf*2,witch,seer,villager*5"
    turned = play(seats, N1, D0, night(2), day(2), night(3, werewolf=3), day(3), night(4),
                  daily_changes=True, seed=6)
    assert deaths(turned) == []
    assert "wolf" in refused(seats, N1, D0, night(2), day(2), night(3, werewolf=3), day(3),
                             night(4, werewolf=3), daily_changes=True, seed=6)
    stripped = refused(seats, N1, D0, night(2), day(2), night(3, werewolf=3), day(3),
                       night(4, witch_kill=5), daily_changes=True, seed=26)
    assert "witch" in stripped and "not the witch now" in stripped


def test_alternating_votes_end_a_day_only_with_a_lynch() -> None:
    """Rules variations, Alternating votes/nights: the village votes until it lynches,
    the Moderator meanwhile at another village."""
    assert "only with a lynch" in refused(TOWN, N1, D0, alternating=True)
    assert deaths(play(TOWN, N1, lynch(1, 3, 1, 2, 4), alternating=True)) == [
        ("day 1", 3, "lynch")]


def test_a_banned_player_leaves_and_newcomers_arrive() -> None:
    """Rules variations, Banning players: each day a player may be banned to another
    village, which may send one here; the banned neither dies nor wins here."""
    answer = play(TOWN, N1, day(1, ban=7, arrivals={"8": "villager"},
                                votes={"2": 1, "8": 1, "3": 1}), banning=True)
    assert deaths(answer) == [("day 1", 1, "lynch")]
    assert answer["winning_seats"] == [2, 3, 4, 5, 6, 8]
    assert "banning" in refused(TOWN, N1, day(1, ban=7))
    assert "taken" in refused(TOWN, N1, day(1, arrivals={"3": "villager"}), banning=True)


def test_the_moderators_game_with_no_werewolves() -> None:
    """Fun Moderator variants, No Werewolves or Seer: neither is dealt, the Moderator
    calls them and picks the victims; it ends with one player left, no player winning."""
    seats = "villager*5"
    answer = play(seats, N1, lynch(1, 2, 1, 3), night(2, werewolf=1), lynch(2, 4, 3, 5),
                  night(3, werewolf=3), fun="no_werewolves")
    assert answer["ended"] == "night 3" and answer["winners"] == []
    assert "no wolf" in refused(TOWN, fun="no_werewolves")


def test_the_moderators_game_of_all_werewolves_ends_at_once() -> None:
    """Fun Moderator variants, All Werewolves: every card a Werewolf; the game is over when
    they first open their eyes, and they win."""
    answer = play("werewolf*5", N1, fun="all_werewolves")
    assert answer["winners"] == ["werewolf"] and answer["ended"] == "night 1"
    assert "win at the deal" in refused("werewolf*5", N1)


def test_a_variant_the_engine_does_not_run_is_refused() -> None:
    """Switching teams, Doppelganger, its alternate (the role taken at once, acted at its
    own call) is not run here: its record is refused in one line, never resolved."""
    message = refused("werewolf,doppelganger,seer,villager*4", N1,
                      alternates=["doppelganger_now"])
    assert "not run" in message and "doppelganger_now" in message
    assert "did you mean 'witch_one'" in refused(TOWN, alternates=["witch_once"])
