"""Classic's other day votes through the rig (the rulebook's "Nominating and voting"): the
secret ballot, two-player nominations and the process of elimination, each played to a
lynch and to its tie, and the box's verdict equal to the engine's replay of the record
the box saved."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engine.classic.record import replay

from device.core.games import GAMES
from device.core.games.classic.common import vote_voters
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.vote import VoteState
from device.core.machine import Machine, session_of
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, play, run_game, start, start_deck
from hw_mocks.rig import Rig

KINDS = ("secret", "pair", "elimination")


def lynches(rig: Rig) -> list[dict[str, object]]:
    return rig.transcript.kinds("lynch")


def replayed(rig: Rig) -> list[list[int]]:
    """Each day's lynched seats, as the engine replays the record the box saved."""
    record = rig.store.games()[-1] if rig.phase == "end" else rig.store.load_current()
    assert record is not None
    _game, played = replay(record)
    return [list(p.lynch.lynched) for p in played if p.lynch is not None]


def said_by_box(rig: Rig) -> list[list[int]]:
    return [list(e["lynched"]) for e in lynches(rig)]  # type: ignore[call-overload]


@pytest.mark.parametrize("kind", KINDS)
def test_each_vote_plays_a_game_the_record_replays(kind: str,
                                                   make_rig: Callable[..., Rig]) -> None:
    demo = play(preset="secrets", seed=7,
                rig=make_rig(seed=7, settings=GAMES.settings(classic_vote=kind)))
    rig = demo.rig
    assert rig.phase == "end"
    record = rig.store.games()[-1]
    assert record["options"]["vote"] == kind
    days = [p for p in record["phases"] if "day" in p]
    assert days
    key = {"secret": "votes", "pair": "pair", "elimination": "safe"}[kind]
    assert all(key in d for d in days if d.get("votes") or d.get("pair") or d.get("safe"))
    assert said_by_box(rig) == replayed(rig)


def first_day(make_rig: Callable[..., Rig], kind: str, seed: int = 3,
              setup: Callable[[ClassicDemo], None] = lambda demo: None,
              **hooks: object) -> ClassicDemo:
    """A basic 5-player game of ``kind``, played with clean presses to the first lynch
    (``hooks``: the demo's choices; ``setup``: given the demo before the game)."""
    rig = make_rig(seed=seed, settings=GAMES.settings(classic_vote=kind))
    rng = random.Random(seed)
    shots = ScreenRecorder(rig, None)
    rig.start()
    demo = ClassicDemo(rig, start(rig, "basic_5", shots, rng), rng, clean=True)
    for name, hook in hooks.items():
        setattr(demo, name, hook)
    setup(demo)
    run_game(demo, shots, until=lambda: bool(lynches(rig)))
    rig.run(1.0)
    return demo


def pair_of(voters: frozenset[int]) -> tuple[int, int]:
    up, down = sorted(voters)[:2]
    return up, down


def test_two_nominees_the_one_with_more_thumbs_is_out(make_rig: Callable[..., Rig]) -> None:
    picks: list[int] = []

    def nominee(voters: frozenset[int]) -> int:
        picks.append(min(voters))
        return picks[-1]

    demo = first_day(make_rig, "pair", nominee=nominee,
                     presses=lambda up, voters: set(voters) - {up})
    rig = demo.rig
    up, down = picks[:2]
    assert lynches(rig)[0]["lynched"] == [up]
    assert any(f"Seat {up} or seat {down}." in line for line in rig.said())
    assert said_by_box(rig) == replayed(rig)[:len(said_by_box(rig))]
    day = rig.store.load_current() or rig.store.games()[-1]
    assert next(p for p in day["phases"] if "day" in p)["pair"] == [up, down]


def test_two_nominees_tied_are_both_out(make_rig: Callable[..., Rig]) -> None:
    picks: list[int] = []

    def nominee(voters: frozenset[int]) -> int:
        picks.append(min(voters))
        return picks[-1]

    def tie(up: int, voters: frozenset[int]) -> set[int]:
        down = picks[1]
        others = sorted(voters - {up, down})
        if len(others) % 2 == 0:      # down's press is a vote for up; up's none
            return {down, *others[:len(others) // 2]}
        return {up, down, *others[:(len(others) - 1) // 2]}

    demo = first_day(make_rig, "pair", nominee=nominee, presses=tie)
    rig = demo.rig
    assert sorted(lynches(rig)[0]["lynched"]) == sorted(picks[:2])  # type: ignore[type-var]
    assert "A tie: both are out." in rig.said()
    assert said_by_box(rig) == replayed(rig)[:len(said_by_box(rig))]


def test_the_secret_ballot_tied_twice_puts_every_tied_seat_out(
        make_rig: Callable[..., Rig]) -> None:
    def tie(voters: frozenset[int]) -> dict[int, int]:
        p, q, r, s = sorted(voters)[:4]
        return {p: q, q: p, r: p, s: q}         # p and q have two each, every round

    demo = first_day(make_rig, "secret", votes=tie)
    rig = demo.rig
    p, q = sorted(lynches(rig)[0]["lynched"])  # type: ignore[call-overload]
    opened = [e for e in rig.transcript.kinds("ballot") if e.get("event") == "open"]
    assert [e["revote"] for e in opened][:2] == [False, True]
    assert f"A tie again: seats {p} and {q} are out." in rig.said()
    assert said_by_box(rig) == replayed(rig)[:len(said_by_box(rig))]
    # the table's screen never shows who voted for whom: only how many have voted
    for shown in rig.transcript.kinds("show"):
        assert "→" not in str(shown) and "voted for" not in str(shown)


def test_the_secret_ballot_with_a_winner(make_rig: Callable[..., Rig]) -> None:
    accused: list[int] = []

    def most(voters: frozenset[int]) -> dict[int, int]:
        p, q, *rest = sorted(voters)
        accused.append(p)
        return {p: q, **dict.fromkeys([q, *rest], p)}

    demo = first_day(make_rig, "secret", votes=most)
    rig = demo.rig
    assert lynches(rig)[0]["lynched"] == accused[:1]
    assert not any("A tie" in line for line in rig.said())
    assert said_by_box(rig) == replayed(rig)[:len(said_by_box(rig))]


def test_the_process_of_elimination_leaves_the_last_hand_out(
        make_rig: Callable[..., Rig]) -> None:
    def safe(left: frozenset[int]) -> int:
        return min(left)

    demo = first_day(make_rig, "elimination", nominee=safe)
    rig = demo.rig
    last = lynches(rig)[0]["lynched"]
    assert isinstance(last, list) and len(last) == 1
    declared = [e["seat"] for e in rig.transcript.kinds("safe") if "seat" in e]
    assert last[0] not in declared and last[0] == max(declared + last)
    assert said_by_box(rig) == replayed(rig)[:len(said_by_box(rig))]


def test_a_hand_lowered_out_of_turn_is_taken_back(make_rig: Callable[..., Rig]) -> None:
    wrong: list[int] = []
    box: list[ClassicDemo] = []

    def safe(left: frozenset[int]) -> int:
        if not wrong:        # the highest seat lowers its hand unasked: the Moderator undoes
            rig = box[0].rig
            wrong.append(max(left))
            rig.press(wrong[0])
            assert wrong[0] not in box[0].living()
            rig.menu_select("Undo last")
            assert wrong[0] in box[0].living()
        return min(left)

    demo = first_day(make_rig, "elimination", setup=box.append, nominee=safe)
    rig = demo.rig
    assert f"Seat {wrong[0]} raises the hand again." in rig.said()
    assert lynches(rig)[0]["lynched"] == wrong
    day = next(p for p in (rig.store.load_current() or rig.store.games()[-1])["phases"]
           if "day" in p)
    assert wrong[0] not in day["safe"]
    assert said_by_box(rig) == replayed(rig)[:len(said_by_box(rig))]


def test_a_secret_vote_that_does_not_count_is_named_never_whom_it_was_for(
        make_rig: Callable[..., Rig]) -> None:
    rounds: list[int] = []

    def own_seat_first(voters: frozenset[int]) -> dict[int, int]:
        p, q, *rest = sorted(voters)
        rounds.append(p)
        return {p: p if len(rounds) == 1 else q, **dict.fromkeys([q, *rest], p)}

    demo = first_day(make_rig, "secret", votes=own_seat_first)
    said = demo.rig.said()
    assert f"Seat {rounds[0]}: this vote does not count." in said
    assert not any("your own seat" in line for line in said)


def test_backing_out_of_the_two_nominees_the_day_goes_on(
        make_rig: Callable[..., Rig]) -> None:
    """A knob press asks the pair vote's two nominees; backing out (a long press) brings
    the day back with the time it had, its lines not said again."""
    rig = make_rig(seed=3, settings=GAMES.settings(classic_vote="pair"))
    rng = random.Random(3)
    shots = ScreenRecorder(rig, None)
    rig.start()
    demo = ClassicDemo(rig, start(rig, "basic_5", shots, rng), rng, clean=True)
    run_game(demo, shots, until=lambda: rig.phase == "day")
    rig.run(60.0)
    left = rig.transcript.kinds("show")[-1]["seconds_left"]
    said = len(rig.said())
    rig.click()
    assert rig.phase == "pair"
    rig.long_press()
    assert rig.phase == "day"
    shown = rig.transcript.kinds("show")[-1]
    assert shown["screen"] == "CountdownScreen" and 0 <= left - shown["seconds_left"] <= 2
    assert rig.said()[said:] == []


#: games the box's fuzzing found reaching a day with one voter (two players alive, one the
#: vampires' victim): the deck, the rules and the seed
LONE_VOTER: dict[str, tuple[tuple[str, ...], dict[str, object], int]] = {
    "elimination": (("werewolf", "werewolf", "martyr", "amulet", "bodyguard", "vampire",
                     "villager"),
                    {"classic_tie": "all", "reveal": "none", "alt_minion_chosen": True,
                     "alt_aura_village": True}, 1016),
    "pair": (("werewolf", "werewolf", "werewolf", "pi", "vampire", *["villager"] * 5),
             {"reveal": "none", "daily_changes": True, "alt_magician_two": True,
              "alt_old_hag_passes": True}, 3011),
    "point": (("werewolf", "werewolf", "vampire", "old_hag", "pacifist", "villager"),
              {"reveal": "none", "alt_cupid_card": True}, 7297),
}


@pytest.mark.parametrize("kind", sorted(LONE_VOTER))
def test_a_day_with_one_voter_ends_with_no_lynch(
        kind: str, make_rig: Callable[..., Rig], monkeypatch: pytest.MonkeyPatch) -> None:
    """Found by fuzzing the box: with one voter there is nobody else to vote for, declare
    safe or nominate, so the box holds no vote and the day ends with no lynch, as the
    engine reads it. Before, the elimination asked the lone hand to be declared safe, the
    engine refused the day and the box fell back to the menu; the pair vote asked for a
    second nominee there was none of, again and again; the point vote took the lone
    voter's tap on its own seat, said it did not count, and offered to vote again."""
    cards, rules, seed = LONE_VOTER[kind]
    rig = make_rig(seed=seed)
    shots = ScreenRecorder(rig, None)
    rig.start()
    rng = random.Random(seed)
    dealt = start_deck(rig, cards, shots, rng, classic_vote=kind, **rules)
    lone: list[int] = []
    enter = VoteState.enter

    def spy(self: VoteState, m: Machine, t: float) -> None:
        voters = vote_voters(session_of(m, ClassicSession))
        if len(voters) < 2:
            lone.append(len(voters))
        enter(self, m, t)

    monkeypatch.setattr(VoteState, "enter", spy)
    run_game(ClassicDemo(rig, dealt, rng, clean=True), shots, limit=1500)
    assert lone == [1]                         # the game reached such a day
    assert rig.phase == "end"
    assert said_by_box(rig) == replayed(rig)
    assert "To vote again, press the knob. A long press keeps the count." not in rig.said()
