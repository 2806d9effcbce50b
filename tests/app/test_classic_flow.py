"""Whole classic games through the rig: MockFactory pins, the luma dummy, virtual time.

The scripted Moderator (hw_mocks.games.classic) registers the dealt roles at night 1 and
answers every ask; the assertions read the transcript, the screens and the store.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from dataclasses import replace

import pytest

from engine.classic.deaths import Cause, Death
from engine.classic.entries import Phase, PhaseKind
from engine.classic.outcome import outcome
from engine.classic.record import resolve_classic
from engine.classic.state import ClassicGame

from device.core.games import GAMES
from device.core.games.classic.box import BOX_PRESETS
from device.core.games.classic.end import sides
from device.core.games.classic.phrases import WIN_WORDS, win_line
from device.core.table.ballot import BallotState
from device.core.ui.phrases import NO_VOTES_OFFER, REVOTE_OFFER
from device.display.table_screens import CountdownScreen, VerdictScreen, WinnersScreen
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, play, run_game, start, wait_ballot
from hw_mocks.rig import Rig

#: the point vote ("One. Two. Three. Point!"), for the tests of tapping a seat number
POINT = GAMES.settings(classic_vote="point")


def lynches(rig: Rig) -> list[dict[str, object]]:
    return rig.transcript.kinds("lynch")


def test_a_whole_classic_game_ends_with_the_winner(make_rig: Callable[..., Rig]) -> None:
    demo = play(preset="secrets", seed=1, rig=make_rig(seed=1, settings=POINT))
    rig = demo.rig
    assert rig.phase == "end"
    record = rig.store.games()[-1]
    assert record["game"] == "classic"
    assert {int(s): r for s, r in record["players"].items()} == demo.dealt
    resolved = resolve_classic(record).to_json()
    won = rig.transcript.kinds("winners")[-1]
    assert resolved["winners"] == won["teams"] and resolved["winning_seats"] == won["seats"]
    assert resolved["ended"] == won["ended"]
    assert isinstance(rig.screen, WinnersScreen)
    assert rig.store.load_current() is None                 # nothing left to resume
    said = rig.said()
    assert "The game is over." in said
    assert_the_winners_are_named(said, resolved)
    for death in resolved["deaths"]:                        # every death said by seat
        assert any(f"eat {death['seat']}" in line for line in said)
    # the day vote counts up to "Point!", and the screen shows the word as the ballot opens
    assert "one, two, three, point" in said and "three, two, one, vote" not in said
    assert any(e.get("screen") == "VoteScreen" and e.get("word") == "POINT!"
               for e in rig.transcript.kinds("show"))
    # every ballot was for the living seats that do not sit out
    for opened in [e for e in rig.transcript.kinds("ballot") if e.get("event") == "open"]:
        assert set(opened["seats"]) <= set(demo.dealt)


def assert_the_winners_are_named(said: list[str], resolved: Mapping[str, object]) -> None:
    """After "The game is over.", one line a winner, with its seats; together they name
    every winning seat and no other."""
    wins = said[said.index("The game is over.") + 1:]
    teams = resolved["winners"]
    assert isinstance(teams, list) and len(wins) >= len(teams)
    named: list[int] = []
    for team, line in zip(teams, wins):
        assert line.startswith(WIN_WORDS[team].removesuffix(".") + ": seat"), line
        named += [int(n) for n in re.findall(r"\d+", line)]
    assert sorted(named) == resolved["winning_seats"]


def test_each_side_is_said_with_its_own_seats() -> None:
    players = {1: "werewolf", 2: "villager", 3: "tanner", 4: "seer", 5: "villager"}
    # the wolf (1) and the Tanner (3) dead: the village and the Tanner win
    start = ClassicGame.start(players)
    tanner = Death(Phase(1, PhaseKind.DAY), 3, Cause.LYNCH)
    win = outcome(replace(start, alive=frozenset({2, 4, 5}), deaths=(tanner,)).standing())
    assert win is not None
    assert sides(players, win) == [("village", (2, 4, 5)), ("tanner", (3,))]
    assert [win_line(t, s) for t, s in sides(players, win)] == [
        "The village wins: seats 2, 4 and 5.", "The Tanner wins too: seat 3."]
    # one wolf and one other alive: the werewolves win
    wolves = outcome(replace(start, alive=frozenset({1, 2})).standing())
    assert wolves is not None and sides(players, wolves) == [("werewolf", (1,))]


@pytest.mark.parametrize("vote", ["nominate", "point"])
@pytest.mark.parametrize("preset", sorted(p for p in BOX_PRESETS if BOX_PRESETS[p].players <= 10))
def test_every_preset_plays_to_a_winner_its_record_agrees_with(
        preset: str, vote: str, make_rig: Callable[..., Rig]) -> None:
    """Human taps (bounce, early and late fingers), the Moderator's random answers: every
    role's powers come up across the presets (the Hunter's shot, the Prince, the Witch, the
    cub, the Old Hag...), and the record the box saved resolves to what the box said. The
    presets of the panel's ten seats; the bigger scenarios play in test_big_table.py."""
    demo = play(preset=preset, seed=7, rig=make_rig(seed=7,
                                                    settings=GAMES.settings(classic_vote=vote)))
    rig = demo.rig
    assert rig.phase == "end"
    record = rig.store.games()[-1]
    resolved = resolve_classic(record).to_json()
    won = rig.transcript.kinds("winners")[-1]
    assert (resolved["winners"], resolved["winning_seats"], resolved["ended"]) == \
        (won["teams"], won["seats"], won["ended"])
    for death in resolved["deaths"]:
        assert any(f"eat {death['seat']}" in line for line in rig.said())
    assert_the_winners_are_named(rig.said(), resolved)


def make_demo(make_rig: Callable[..., Rig], preset: str, seed: int = 3,
              votes: list[Callable[[ClassicDemo, frozenset[int]], Mapping[int, int]]]
              | None = None) -> tuple[ClassicDemo, ScreenRecorder]:
    rig = make_rig(seed=seed, settings=POINT)
    rng = random.Random(seed)
    shots = ScreenRecorder(rig, None)
    rig.start()
    dealt = start(rig, preset, shots, rng)
    demo = ClassicDemo(rig, dealt, rng, clean=True)
    rounds = list(votes or [])

    def next_round(voters: frozenset[int]) -> Mapping[int, int]:
        return rounds.pop(0)(demo, voters) if rounds else demo.default_votes(voters)

    demo.votes = next_round
    return demo, shots


def seat_of(demo: ClassicDemo, role: str) -> int:
    return next(s for s, r in demo.dealt.items() if r == role)


def test_the_mayor_counts_twice(make_rig: Callable[..., Rig]) -> None:
    def mayor_against_one(demo: ClassicDemo, voters: frozenset[int]) -> dict[int, int]:
        mayor = seat_of(demo, "mayor")
        a, b = sorted(voters - {mayor})[:2]
        other = min(voters - {mayor, a, b})
        return {mayor: a, other: b}          # 2 votes for a, 1 for b: no tie

    demo, shots = make_demo(make_rig, "guards", votes=[mayor_against_one])
    run_game(demo, shots, until=lambda: bool(lynches(demo.rig)))
    first = lynches(demo.rig)[0]
    mayor = seat_of(demo, "mayor")
    a = min(set(demo.dealt) - {mayor})
    assert first["lynched"] == [a] and first["counts"][str(a)] == 2
    assert not any("A tie" in line for line in demo.rig.said())


def test_a_tie_is_voted_again_among_the_tied_seats(make_rig: Callable[..., Rig]) -> None:
    def tie(demo: ClassicDemo, voters: frozenset[int]) -> dict[int, int]:
        p, q, r, s = sorted(voters - {seat_of(demo, "mayor")})[:4]
        return {p: r, q: s, r: s, s: r}      # r and s have two each

    def revote(demo: ClassicDemo, voters: frozenset[int]) -> dict[int, int]:
        p, q, r, s = sorted(voters - {seat_of(demo, "mayor")})[:4]
        outside = min(voters - {p, q, r, s, seat_of(demo, "mayor")})
        return {p: s, q: s, r: s, outside: p}   # p is not tied: that vote does not count

    demo, shots = make_demo(make_rig, "guards", votes=[tie, revote])
    run_game(demo, shots, until=lambda: bool(lynches(demo.rig)))
    rig = demo.rig
    _p, _q, r, s = sorted(set(demo.dealt) - {seat_of(demo, "mayor")})[:4]
    assert f"A tie between seats {r} and {s}. Vote again, for one of them only." in rig.said()
    opened = [e for e in rig.transcript.kinds("ballot") if e.get("event") == "open"]
    assert [e["revote"] for e in opened] == [False, True]
    assert lynches(rig)[0]["lynched"] == [s] and lynches(rig)[0]["counts"] == {str(s): 3}
    day = rig.store.load_current()["phases"][1]
    assert day["day"] == 1 and "revote" in day


def opened_ballots(rig: Rig) -> list[dict[str, object]]:
    return [e for e in rig.transcript.kinds("ballot") if e.get("event") == "open"]


def test_a_round_nobody_voted_in_is_offered_again(make_rig: Callable[..., Rig]) -> None:
    demo, shots = make_demo(make_rig, "guards", votes=[lambda demo, voters: {}])
    run_game(demo, shots, until=lambda: bool(lynches(demo.rig)))
    rig = demo.rig
    assert NO_VOTES_OFFER in rig.said()
    assert any(e.get("headline") == "VOTE AGAIN?" for e in rig.transcript.kinds("show"))
    opened = opened_ballots(rig)
    assert [e["revote"] for e in opened] == [False, False]  # the same round, voted again
    assert lynches(rig)[0]["lynched"]                        # the second round counted


def test_a_vote_that_did_not_count_is_named_and_the_count_can_be_kept(
        make_rig: Callable[..., Rig]) -> None:
    demo, shots = make_demo(make_rig, "guards")
    rig = demo.rig
    run_game(demo, shots, until=lambda: rig.phase == "day")
    for seat in sorted(demo.dealt):                          # everyone is ready
        rig.press(seat)
    assert rig.phase == "vote"
    state = rig.machine.state
    assert isinstance(state, BallotState)
    voters = sorted(state.round.voters)
    early, target = voters[0], voters[1]
    rig.tap(early, target)                                   # before "Point!": a false start
    opened = wait_ballot(rig, "open")
    for seat in voters[1:]:
        rig.panel.tap(seat, early, at=opened + 0.1)          # everyone else votes `early`
    wait_ballot(rig, "close")
    rig.run(0.1)
    assert f"Seat {early}: started too early, and did not tap again." in rig.said()
    assert REVOTE_OFFER in rig.said()
    screen = rig.screen
    assert isinstance(screen, VerdictScreen) and screen.headline == "VOTE AGAIN?"
    assert str(early) in screen.detail
    assert not lynches(rig)                                  # nothing decided yet
    rig.long_press()                                         # keep the count as it is
    rig.run(0.5)
    assert lynches(rig)[0]["lynched"] == [early]
    assert len(opened_ballots(rig)) == 1


def test_resume_after_a_pulled_plug_mid_game(make_rig: Callable[..., Rig]) -> None:
    demo, shots = make_demo(make_rig, "secrets", seed=1)

    def died_at_night() -> bool:
        saved = demo.rig.store.load_current()
        return bool(saved and len(saved["phases"]) >= 3 and demo.rig.phase == "day"
                    and resolve_classic(saved).to_json()["deaths"])

    run_game(demo, shots, until=died_at_night)
    saved = demo.rig.store.load_current()
    assert saved is not None and "night" in saved["phases"][-1]
    rig = make_rig(seed=1)                # the plug is pulled in the day: a new box
    rig.start()
    assert rig.phase == "day"
    assert isinstance(rig.screen, CountdownScreen)
    dead = sorted(set(demo.dealt) - set(resolve_classic(saved).game.alive))
    # as in every day, a seat lights when it is ready (DESIGN): nobody yet
    assert dead and rig.transcript.kinds("leds")[-1]["on"] == []
    before = rig.transcript.kinds("show")[-1]
    rig.press(dead[0])                                # a dead seat's button is ignored
    assert rig.transcript.kinds("show")[-1]["extra"] == before["extra"]
    assert dead[0] not in rig.transcript.kinds("leds")[-1]["blink"]
    rest = ClassicDemo(rig, demo.dealt, random.Random(5), clean=True)
    run_game(rest, ScreenRecorder(rig, None))
    opened = [e for e in rig.transcript.kinds("ballot") if e.get("event") == "open"]
    assert opened and dead[0] not in opened[0]["seats"]
    final = rig.store.games()[-1]
    assert final["phases"][:len(saved["phases"])] == saved["phases"]
    assert resolve_classic(final).to_json()["ended"] is not None
    assert rig.store.load_current() is None


def dealt_in_order(make_rig: Callable[..., Rig], deck: tuple[str, ...],
                   seed: int) -> tuple[Rig, dict[int, str]]:
    """A point-vote game of ``deck`` dealt in seat order (seat 1 the first card), every
    seat joined and looked: the rig and the cards."""
    rig = make_rig(seed=seed, settings=GAMES.settings(game="classic", classic_deck=deck,
                                                first_speaker=False, classic_vote="point"))
    rig.start()
    rig.menu_select("Start game")
    seats = range(1, len(deck) + 1)
    for seat in seats:
        rig.press(seat)
    rig.click()
    for seat in seats:
        rig.press(seat)
    return rig, dict(zip(seats, deck))


def test_a_hunter_dying_at_dawn_while_a_seat_sits_out_is_offered_only_legal_shots(
        make_rig: Callable[..., Rig]) -> None:
    """Day 1 lynches seat 6; on night 2 the Old Hag sends seat 5 out and the wolves take
    the Hunter: the Hunter's question offers exactly the engine's targets (never seat 5,
    the Hunter, or the dead), and the game goes on from the shot (it used to end on an
    error screen)."""
    rig, dealt = dealt_in_order(make_rig, ("werewolf", "old_hag", "hunter", "seer",
                                           "villager", "villager"), seed=2)   # 3 the Hunter
    offered: list[tuple[str, ...]] = []
    hag: list[str] = []

    def pick(title: str, options: tuple[str, ...]) -> str:
        if title.startswith("Old Hag"):
            hag.append("Nobody" if not hag else "Seat 5")
            return hag[-1]
        if title.startswith("Wolves'"):
            return "Seat 3"
        if title.startswith("Hunter"):
            offered.append(options)
            return "Seat 4"
        return "Nobody" if "Nobody" in options else ""

    def votes(voters: frozenset[int]) -> dict[int, int]:
        return {v: 6 if v != 6 else 2 for v in voters}

    demo = ClassicDemo(rig, dealt, random.Random(2), votes=votes, pick=pick, clean=True)
    run_game(demo, ScreenRecorder(rig, None), until=lambda: bool(offered) and rig.phase == "day")
    assert offered == [("Seat 1", "Seat 2", "Seat 4", "Nobody")]
    assert rig.phase == "day" and not rig.transcript.kinds("error")
    assert "The Hunter's shot takes seat 4." in rig.said()
    assert "Seat 5 sits out today: no vote, and nobody may vote for that seat." in rig.said()
    saved = rig.store.load_current()
    assert saved is not None
    night = saved["phases"][-1]
    assert night["hunter"] == 4 and night["old_hag"] == 5 and night["werewolf"] == 3


def nominate_demo(make_rig: Callable[..., Rig], nominees: list[Callable[[ClassicDemo,
                  frozenset[int]], int]], presses: list[Callable[[ClassicDemo, int,
                  frozenset[int]], set[int]]]) -> ClassicDemo:
    rig = make_rig(seed=3, settings=GAMES.settings(classic_vote="nominate"))
    rng = random.Random(3)
    shots = ScreenRecorder(rig, None)
    rig.start()
    demo = ClassicDemo(rig, start(rig, "guards", shots, rng), rng, clean=True)
    demo.nominee = lambda voters: nominees.pop(0)(demo, voters)
    demo.presses = lambda nominee, voters: presses.pop(0)(demo, nominee, voters)
    run_game(demo, shots, until=lambda: bool(lynches(rig)))
    return demo


def test_a_nomination_short_of_half_goes_on_and_a_later_one_lynches(
        make_rig: Callable[..., Rig]) -> None:
    """Nominate vote (CLASSIC §3): two presses of seven voters do not lynch, the day
    goes on; then every voter presses and the second nominee is out, both rounds
    in the record."""
    def first(demo: ClassicDemo, voters: frozenset[int]) -> int:
        return min(voters - {seat_of(demo, "mayor")})

    def second(demo: ClassicDemo, voters: frozenset[int]) -> int:
        return max(voters - {seat_of(demo, "mayor")})

    def two(demo: ClassicDemo, nominee: int, voters: frozenset[int]) -> set[int]:
        return set(sorted(voters - {seat_of(demo, "mayor")})[:2])

    def everyone(demo: ClassicDemo, nominee: int, voters: frozenset[int]) -> set[int]:
        return set(voters)

    demo = nominate_demo(make_rig, [first, second], [two, everyone])
    rig = demo.rig
    voters = set(demo.dealt)                       # day 1: no one sits out yet, all alive
    possible = len(voters) + 1                     # the Mayor's vote counts twice
    low, high = min(voters - {seat_of(demo, "mayor")}), max(voters - {seat_of(demo, "mayor")})
    said = rig.said()
    assert f"Seat {low} stays: not enough votes." in said
    after = said[said.index(f"Seat {low} stays: not enough votes."):]
    assert not [line for line in after if "speaks first" in line or "Talk it over" in line]
    stays = [e for e in rig.transcript.kinds("show") if e.get("headline") == f"SEAT {low} STAYS"]
    assert stays[0]["detail"] == f"2 of {possible // 2 + 1} votes needed"
    assert lynches(rig)[0]["lynched"] == [high]
    day = rig.store.load_current()["phases"][1]
    assert [n["seat"] for n in day["nominations"]] == [low, high]
    assert day["nominations"][1]["lynch"] == sorted(voters)


def test_the_mayor_press_tips_a_nomination_over_half(make_rig: Callable[..., Rig]) -> None:
    """Exactly half the possible votes is not enough; the Mayor's press (two votes)
    makes it more than half."""
    def nominee(demo: ClassicDemo, voters: frozenset[int]) -> int:
        return min(voters - {seat_of(demo, "mayor")})

    def half(demo: ClassicDemo, n: int, voters: frozenset[int]) -> set[int]:
        others = sorted(voters - {seat_of(demo, "mayor")})
        return set(others[:(len(voters) + 1) // 2])          # half of len(voters) + 1

    def half_less_two_and_the_mayor(demo: ClassicDemo, n: int,
                                    voters: frozenset[int]) -> set[int]:
        others = sorted(voters - {seat_of(demo, "mayor")})
        return set(others[:(len(voters) + 1) // 2 - 1]) | {seat_of(demo, "mayor")}

    demo = nominate_demo(make_rig, [nominee, nominee],
                         [half, half_less_two_and_the_mayor])
    rig = demo.rig
    seat = min(set(demo.dealt) - {seat_of(demo, "mayor")})
    records = rig.transcript.kinds("nomination")
    assert [(r["votes"], r["needed"]) for r in records][:1] == [(4, 5)]   # 8 possible
    assert records[1]["votes"] == 5 and lynches(rig)[0]["lynched"] == [seat]


@pytest.mark.parametrize(("victim", "poisoned"), [(5, 2), (2, 5)])
def test_dawn_names_the_night_s_deaths_in_seat_order(
        make_rig: Callable[..., Rig], victim: int, poisoned: int) -> None:
    """Issue 34, item 14: the wolves' victim was always named first, so the table knew
    which death was the Witch's poison. Both orders of the seats: the second dawn names
    2 before 5, on the screen, in the voice and in ``resolve``."""
    rig, dealt = dealt_in_order(make_rig, ("werewolf", "seer", "witch", "villager",
                                           "villager", "villager"), seed=3)   # 3 the Witch
    wolves: list[str] = []

    def pick(title: str, options: tuple[str, ...]) -> str:
        if title.startswith("Wolves'"):                      # night 2: the first kill
            wolves.append(f"Seat {victim}")
            return wolves[-1]
        if title == "Witch poisons?" and wolves:
            return f"Seat {poisoned}"
        if title.startswith("Save"):
            return "No"
        return "Nobody" if "Nobody" in options else ""

    def votes(voters: frozenset[int]) -> dict[int, int]:     # day 1: seat 6 is out
        return {v: 6 if v != 6 else 4 for v in voters}

    demo = ClassicDemo(rig, dealt, random.Random(3), votes=votes, pick=pick, clean=True)

    def dawns() -> list[list[str]]:
        return [e["lines"] for e in rig.transcript.kinds("show")
                if e.get("screen") == "MessageScreen" and e.get("title") == "Dawn 2"]

    run_game(demo, ScreenRecorder(rig, None), limit=600, until=lambda: bool(dawns()))
    assert dawns()[-1] == ["Dead: 2, 5"]
    said = [line for line in rig.said() if "did not survive the night" in line]
    assert said == ["Seat 2 did not survive the night.", "Seat 5 did not survive the night."]
    saved = rig.store.load_current()
    assert saved is not None and saved["phases"][-1]["witch_kill"] == poisoned
    told = [(d.seat, d.cause) for d in resolve_classic(saved).deaths]
    assert told[1:] == sorted([(victim, Cause.WEREWOLVES), (poisoned, Cause.WITCH)])
