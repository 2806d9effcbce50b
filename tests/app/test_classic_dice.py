"""The daily dice on the box (the rulebook's "Daily changes"): each night two dice, drawn
from the record's seed, choose the next day's variant; the voice announces it at dawn,
the day's title shows it, and the box applies it. One rig game per variant, the seed
chosen (``engine.classic.dice.day_variant``) so that night 1 rolls it."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest

from engine.classic.dice import DailyChange, day_variant
from engine.classic.record import replay

from device.core.games import GAMES
from device.core.games.classic.dice_phrases import SAID, SECOND_LYNCHING
from device.core.games.classic.phrases import prince_line
from device.core.games.classic.session import ClassicSession
from device.display.table_screens import CountdownScreen
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start, start_deck
from hw_mocks.rig import Rig

#: a seed whose first night rolls each variant
SEEDS = {DailyChange.NONE: 1, DailyChange.ELIMINATION: 2, DailyChange.INSTANT_LYNCH: 4,
         DailyChange.NEW_WEREWOLF: 9, DailyChange.SEER_SHOWN: 10,
         DailyChange.TWO_LYNCHINGS: 14, DailyChange.NO_DISCUSSION: 15,
         DailyChange.LOSES_POWER: 72}


def test_each_seed_rolls_its_variant() -> None:
    assert {v: day_variant(s, 1, None) for v, s in SEEDS.items()} == {v: v for v in SEEDS}


def lynches(rig: Rig) -> list[dict[str, object]]:
    return rig.transcript.kinds("lynch")


def record_of(rig: Rig) -> dict[str, object]:
    record = rig.store.games()[-1] if rig.phase == "end" else rig.store.load_current()
    assert record is not None
    return record


def dice_game(make_rig: Callable[..., Rig], variant: DailyChange, vote: str = "point",
              until: Callable[[Rig], bool] = lambda rig: bool(lynches(rig)),
              preset: str = "basic_7", **hooks: object) -> ClassicDemo:
    """A game with the daily dice whose night 1 rolls ``variant``, played ``until``."""
    rig = make_rig(seed=3, settings=GAMES.settings(classic_vote=vote, daily_changes=True))
    rng = random.Random(3)
    shots = ScreenRecorder(rig, None)
    rig.start()
    demo = ClassicDemo(rig, start(rig, preset, shots, rng), rng, clean=True)
    for name, hook in hooks.items():
        setattr(demo, name, hook)
    session = rig.machine.table.session
    assert isinstance(session, ClassicSession) and session.options.seed is not None
    session.options = replace(session.options, seed=SEEDS[variant])
    run_game(demo, shots, until=lambda: until(rig))
    rig.run(1.0)
    return demo


def titles(rig: Rig) -> list[str]:
    return [str(e.get("label")) for e in rig.transcript.kinds("show")
            if e.get("screen") == CountdownScreen.__name__]


def box_and_engine(rig: Rig) -> tuple[list[list[int]], list[list[int]]]:
    _game, played = replay(record_of(rig))
    box = [list(e["lynched"]) for e in lynches(rig)]  # type: ignore[call-overload]
    engine = [list(p.lynch.lynched) for p in played if p.lynch is not None]
    return box, engine[:len(box)]


def test_the_flag_writes_the_dice_and_a_seed_in_the_record(make_rig: Callable[..., Rig]) -> None:
    demo = dice_game(make_rig, DailyChange.NONE)
    options = record_of(demo.rig)["options"]
    assert isinstance(options, dict) and options["daily_changes"] is True
    assert options["seed"] == SEEDS[DailyChange.NONE]
    assert "The dice: no change today." in demo.rig.said()
    assert "Day 1" in titles(demo.rig)


def test_two_lynchings_vote_again_among_the_rest(make_rig: Callable[..., Rig]) -> None:
    demo = dice_game(make_rig, DailyChange.TWO_LYNCHINGS)
    rig = demo.rig
    said = rig.said()
    assert SAID[DailyChange.TWO_LYNCHINGS] in said and SECOND_LYNCHING in said
    assert "Day 1: 2 lynchings" in titles(rig)
    out = lynches(rig)[0]["lynched"]
    assert isinstance(out, list) and len(out) == 2
    day = next(p for p in record_of(rig)["phases"] if "day" in p)  # type: ignore[attr-defined]
    assert "second" in day
    box, engine = box_and_engine(rig)
    assert box == engine


@pytest.mark.parametrize("vote", ["pair", "elimination"])
def test_two_lynchings_in_the_other_votes(vote: str, make_rig: Callable[..., Rig]) -> None:
    demo = dice_game(make_rig, DailyChange.TWO_LYNCHINGS, vote=vote)
    rig = demo.rig
    assert len(lynches(rig)[0]["lynched"]) == 2  # type: ignore[arg-type]
    box, engine = box_and_engine(rig)
    assert box == engine


def test_two_lynchings_in_the_nominate_vote(make_rig: Callable[..., Rig]) -> None:
    demo = dice_game(make_rig, DailyChange.TWO_LYNCHINGS, vote="nominate",
                     presses=lambda nominee, voters: set(voters) - {nominee})
    rig = demo.rig
    assert SECOND_LYNCHING in rig.said()
    assert len(lynches(rig)[0]["lynched"]) == 2  # type: ignore[arg-type]
    box, engine = box_and_engine(rig)
    assert box == engine


def test_the_instant_lynch_has_no_vote(make_rig: Callable[..., Rig]) -> None:
    picked: list[int] = []

    def nominee(voters: frozenset[int]) -> int:
        picked.append(max(voters))
        return picked[-1]

    demo = dice_game(make_rig, DailyChange.INSTANT_LYNCH, vote="nominate", nominee=nominee)
    rig = demo.rig
    assert SAID[DailyChange.INSTANT_LYNCH] in rig.said()
    assert lynches(rig)[0]["lynched"] == picked[:1]
    assert not [e for e in rig.transcript.kinds("ballot") if e.get("event") == "open"]
    box, engine = box_and_engine(rig)
    assert box == engine


def test_the_dice_make_the_day_an_elimination(make_rig: Callable[..., Rig]) -> None:
    demo = dice_game(make_rig, DailyChange.ELIMINATION, vote="point")
    rig = demo.rig
    assert SAID[DailyChange.ELIMINATION] in rig.said()
    assert rig.transcript.kinds("safe")
    day = next(p for p in record_of(rig)["phases"] if "day" in p)  # type: ignore[attr-defined]
    assert "safe" in day and "votes" not in day
    box, engine = box_and_engine(rig)
    assert box == engine


def test_no_discussion_starts_the_vote_at_once(make_rig: Callable[..., Rig]) -> None:
    demo = dice_game(make_rig, DailyChange.NO_DISCUSSION)
    rig = demo.rig
    assert SAID[DailyChange.NO_DISCUSSION] in rig.said()
    day_screens = [e for e in rig.transcript.kinds("show")
                   if e.get("screen") == CountdownScreen.__name__]
    assert day_screens and all(e.get("seconds_left") == 0 for e in day_screens)
    said = rig.said()
    day = said.index(SAID[DailyChange.NO_DISCUSSION])
    assert "Time is up." not in said[day:]       # there was no talk to end
    box, engine = box_and_engine(rig)
    assert box == engine


def test_the_seer_s_last_target_is_shown_and_never_said(make_rig: Callable[..., Rig]) -> None:
    demo = dice_game(make_rig, DailyChange.SEER_SHOWN)
    rig = demo.rig
    night = next(p for p in record_of(rig)["phases"] if "night" in p)  # type: ignore[attr-defined]
    looked = night["seer"]
    assert f"Day 1: Seer: {looked}" in titles(rig)
    assert SAID[DailyChange.SEER_SHOWN] in rig.said()
    assert not any(f"seat {looked}" in line.lower() and "seer" in line.lower()
                   for line in rig.said())


@pytest.mark.parametrize("variant", [DailyChange.NEW_WEREWOLF, DailyChange.LOSES_POWER])
def test_the_next_night_the_wolves_victim_turns_or_loses_its_power(
        variant: DailyChange, make_rig: Callable[..., Rig]) -> None:
    def night_2(rig: Rig) -> bool:
        record = rig.store.load_current()
        return record is not None and any(p.get("night") == 2 for p in record["phases"])

    demo = dice_game(make_rig, variant, until=night_2)
    rig = demo.rig
    assert SAID[variant] in rig.said()
    phases = record_of(rig)["phases"]
    assert isinstance(phases, list)
    night2 = next((p for p in phases if p.get("night") == 2), None)
    if night2 is None:
        pytest.fail("the game ended before night 2: choose another rig seed")
    victim = night2["werewolf"]
    victim = victim if isinstance(victim, int) else victim[0]
    game, _played = replay(record_of(rig))
    assert victim not in {d.seat for d in game.deaths}
    assert (victim in {**game.bites, **game.turned}) if variant is DailyChange.NEW_WEREWOLF \
        else (victim in game.stripped)


#: a small deck with the Prince, for the day of two lynchings
PRINCE_DECK = ("werewolf", "seer", "prince", "villager", "villager", "villager", "villager")


@pytest.mark.parametrize("vote", ["point", "nominate"])
def test_a_first_lynching_that_reveals_the_prince_ends_the_day(
        vote: str, make_rig: Callable[..., Rig]) -> None:
    """CLASSIC §3: a lynched Prince is revealed, survives, and the day ends: on a day of
    two lynchings no second vote follows (the engine would not count it)."""
    rig = make_rig(seed=3, settings=GAMES.settings(classic_vote=vote, daily_changes=True))
    rng = random.Random(3)
    shots = ScreenRecorder(rig, None)
    rig.start()
    dealt = start_deck(rig, PRINCE_DECK, shots, rng)
    prince = next(s for s, role in dealt.items() if role == "prince")

    def votes(voters: frozenset[int]) -> dict[int, int]:
        """Everyone on the Prince; in a second vote (the Prince out of it), on one seat."""
        target = prince if prince in voters else max(voters)
        return {v: target if v != target else min(voters - {v}) for v in voters}

    demo = ClassicDemo(rig, dealt, rng, clean=True, votes=votes,
                       nominee=lambda voters: prince,
                       presses=lambda nominee, voters: set(voters) - {nominee})
    session = rig.machine.table.session
    assert isinstance(session, ClassicSession) and session.options.seed is not None
    session.options = replace(session.options, seed=SEEDS[DailyChange.TWO_LYNCHINGS])
    run_game(demo, shots, until=lambda: bool(lynches(rig)))
    rig.run(1.0)
    said = rig.said()
    assert SAID[DailyChange.TWO_LYNCHINGS] in said
    assert prince_line(prince) in said
    assert SECOND_LYNCHING not in said
    assert lynches(rig)[0]["lynched"] == [prince]
    day = next(p for p in record_of(rig)["phases"] if "day" in p)  # type: ignore[attr-defined]
    assert "second" not in day
    _game, played = replay(record_of(rig))
    assert [list(p.lynch.lynched) for p in played if p.lynch is not None][:1] == [[prince]]
