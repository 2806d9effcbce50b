"""A classic table bigger than the panel (issue #33, phase 2b): seats 1-10 on their
buttons, the rest entered on the knob at the seating; every "which seat?" offers them on
a knob that moves ten at a fast turn; the votes beyond the buttons taken by hand and
counted with the buttons'. Real gpiozero on mock pins, the luma dummy, virtual time."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engine.classic.options import ClassicOptions
from engine.classic.presets import PRESETS, SCENARIOS
from engine.classic.record import resolve_classic

from device.core.games import GAMES
from device.core.games.classic.box import BOX_PRESETS, BOX_ROLES
from device.core.table.seating import SeatingState
from device.display.screens import MenuScreen
from device.display.table_screens import SeatingScreen
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, play, run_game, start
from hw_mocks.rig import Rig

BIG = "classic_village"       #: the rulebook's Classic Werewolf Village: 16 players
HANDS = frozenset(range(11, 17))


def to_seating(rig: Rig, game: str) -> None:
    rig.start()
    if game == "classic":
        rig.menu_select("Game")
        rig.turn(1)
        rig.click()
    rig.menu_select("Start game")
    assert rig.phase == "seating"


def test_the_knob_sets_the_players_beyond_the_buttons(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig()
    to_seating(rig, "classic")
    for seat in range(1, 11):
        rig.press(seat)
    assert isinstance(rig.screen, SeatingScreen)
    assert rig.screen.hint == "Turn: seats 11+"   # every button in, the deck wants more
    rig.turn(2)                       # a flick: one, then ten
    assert isinstance(rig.screen, SeatingScreen) and rig.screen.extra == 11
    for _ in range(5):                # slow detents back: one each
        rig.turn(-1)
    assert rig.screen.extra == 6 and rig.screen.players == 16
    rig.click()                       # the deck does not fit 16: the 16 players' preset
    assert "Classic Werewolf Village" in " ".join(rig.said()[-1:])
    rig.click()
    assert rig.phase == "deal"
    assert rig.machine.table.seats == frozenset(range(1, 17))
    # the seats without a button have no light; the panel's own still pulse as they look
    modes = rig.panel.led_modes()
    assert set(modes) == set(range(1, 11)) and set(modes.values()) == {"pulse"}


def test_the_next_seating_starts_from_the_last_tables_count(
        make_rig: Callable[..., Rig]) -> None:
    rig = make_rig()
    to_seating(rig, "classic")
    for seat in range(1, 11):
        rig.press(seat)
    rig.turn(2)
    for _ in range(5):
        rig.turn(-1)
    rig.click()                       # the 16 players' preset
    rig.click()
    assert rig.phase == "deal"
    rig.long_press()                  # the deal, back to the menu
    rig.menu_select("Start game")
    seating = rig.machine.state
    assert isinstance(seating, SeatingState) and seating.extra == 6


def test_a_game_the_panel_seats_takes_nobody_on_the_knob(
        make_rig: Callable[..., Rig]) -> None:
    rig = make_rig()
    to_seating(rig, "onenight")
    rig.turn(3)
    assert isinstance(rig.screen, SeatingScreen) and rig.screen.extra == 0


def test_which_seat_offers_every_seat_on_a_fast_knob(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(seed=2)
    rig.start()
    start(rig, BIG, ScreenRecorder(rig, None), random.Random(2))
    while not isinstance(rig.screen, MenuScreen):        # night 1's first question
        due = rig.box.scheduler.next_due()
        assert due is not None
        rig.run_until(due)
    items = [rig.english(i) for i in rig.screen.items]
    assert [f"Seat {s}" for s in range(1, 17)] == [i for i in items if i.startswith("Seat ")]
    rig.turn(2)                                           # fast: 1 + 10
    assert rig.transcript.kinds("show")[-1]["cursor"] == 11
    rig.turn(-1)
    rig.turn(-1)                                          # slow: one each
    assert rig.transcript.kinds("show")[-1]["cursor"] == 9
    rig.turn(3)                                           # fast: to the end, no further
    assert rig.transcript.kinds("show")[-1]["cursor"] == len(items) - 1


def big_demo(make_rig: Callable[..., Rig], vote: str, seed: int = 4) -> ClassicDemo:
    rig = make_rig(seed=seed, settings=GAMES.settings(classic_vote=vote))
    rng = random.Random(seed)
    rig.start()
    return ClassicDemo(rig, start(rig, BIG, ScreenRecorder(rig, None), rng), rng,
                       clean=True)


def test_a_nomination_counts_the_buttons_and_the_hands_together(
        make_rig: Callable[..., Rig]) -> None:
    """The hands beyond the buttons are marked on the knob; the count takes both, the
    Mayor's twice, against more than half of every voter's."""
    demo = big_demo(make_rig, "nominate")
    mayor = next(s for s, r in demo.dealt.items() if r == "mayor")

    def nominee(voters: frozenset[int]) -> int:
        return min(voters - {mayor})

    chosen: list[set[int]] = []

    def presses(n: int, voters: frozenset[int]) -> set[int]:
        # every hand, and two buttons: short of half on the buttons alone
        chosen.append(set(voters & HANDS) | set(sorted(voters - HANDS - {mayor})[:2]))
        return chosen[-1]

    demo.nominee, demo.presses = nominee, presses
    run_game(demo, ScreenRecorder(demo.rig, None),
             until=lambda: bool(demo.rig.transcript.kinds("nomination")))
    rig = demo.rig
    counted = rig.transcript.kinds("nomination")[0]
    hands = rig.transcript.kinds("hands")[0]["votes"]
    pressed = chosen[0]
    assert {int(s) for s, v in hands.items() if v == counted["seat"]} == pressed & HANDS
    assert len(pressed - HANDS) == 2 and len(pressed & HANDS) >= 5
    assert counted["lynch"] == sorted(pressed)
    assert counted["votes"] == len(pressed) + (mayor in pressed)


def test_a_pointing_hand_is_counted_with_the_taps(make_rig: Callable[..., Rig]) -> None:
    """The point vote: the buttons tap, the Moderator enters where each other finger
    points; the lynch counts both (a button taps 14 for seat 14)."""
    demo = big_demo(make_rig, "point")

    def votes(voters: frozenset[int]) -> dict[int, int]:
        target = max(voters)                       # a seat beyond the buttons
        return {v: (target if v != target else min(voters)) for v in voters}

    demo.votes = votes
    run_game(demo, ScreenRecorder(demo.rig, None),
             until=lambda: bool(demo.rig.transcript.kinds("lynch")))
    rig = demo.rig
    lynch = rig.transcript.kinds("lynch")[0]
    ballot = next(e for e in rig.transcript.kinds("ballot") if e.get("event") == "close")
    hands = rig.transcript.kinds("hands")[0]["votes"]
    target = max(int(s) for s in hands)
    by_buttons = sum(1 for v in ballot["votes"].values() if v == target)
    by_hand = sum(1 for v in hands.values() if v == target)
    assert by_buttons and by_hand
    mayor = next(s for s, r in demo.dealt.items() if r == "mayor")
    assert lynch["counts"][str(target)] == by_buttons + by_hand + (mayor != target)
    assert lynch["lynched"] == [target]


def test_the_classic_village_plays_with_no_reveal_and_the_nominate_vote(
        make_rig: Callable[..., Rig]) -> None:
    """The rulebook's 16-player scenario as its Moderator runs it: nothing revealed of the
    dead, the nominate vote (buttons for 1-10, the rest on the knob), to a winner the
    saved record agrees with."""
    settings = GAMES.settings(classic_vote="nominate", reveal="none")
    demo = play(preset=BIG, seed=11, rig=make_rig(seed=11, settings=settings))
    rig = demo.rig
    assert rig.phase == "end"
    said = rig.said()
    assert not [line for line in said if " was a" in line or " was the" in line]
    assert rig.transcript.kinds("hands")
    record = rig.store.games()[-1]
    assert sorted(int(s) for s in record["players"]) == list(range(1, 17))
    resolved = resolve_classic(record).to_json()
    won = rig.transcript.kinds("winners")[-1]
    assert (resolved["winners"], resolved["winning_seats"]) == (won["teams"], won["seats"])


def test_the_presets_are_every_scenario_the_night_book_runs() -> None:
    """The rulebook's seventeen scenarios, each offered once the night book runs its roles
    (and its variants are the box's defaults): the 16-player Classic Werewolf Village
    among them, on the knob beyond the buttons."""
    runnable = {s for s in SCENARIOS if PRESETS[s].deck.roles <= BOX_ROLES
                and PRESETS[s].options == ClassicOptions()}
    assert {s for s in SCENARIOS if s in BOX_PRESETS} == runnable
    assert BIG in runnable and PRESETS[BIG].players == 16


#: the 68-player game takes over 2 s: CI runs it (make test PYTEST_ARGS=)
MOST = max(PRESETS[s].players for s in SCENARIOS if s in BOX_PRESETS)


@pytest.mark.parametrize("scenario", [
    pytest.param(s, marks=[pytest.mark.slow] if PRESETS[s].players == MOST else [])
    for s in SCENARIOS if s in BOX_PRESETS])
def test_each_scenario_the_box_offers_plays_to_an_end(
        scenario: str, make_rig: Callable[..., Rig]) -> None:
    """Picked on the Presets page by its label (players and balance), seated, dealt and
    played with the rulebook's nominate vote to a winner the saved record agrees with."""
    demo = play(preset=scenario, seed=5, rig=make_rig(seed=5))
    rig = demo.rig
    assert rig.phase == "end"
    record = rig.store.games()[-1]
    assert sorted(int(s) for s in record["players"]) == \
        list(range(1, PRESETS[scenario].players + 1))
    assert sorted(record["players"].values()) == sorted(PRESETS[scenario].deck.cards)
    resolved = resolve_classic(record).to_json()
    won = rig.transcript.kinds("winners")[-1]
    assert (resolved["winners"], resolved["winning_seats"]) == (won["teams"], won["seats"])
