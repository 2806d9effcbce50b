"""One Night's scripted table, on mock hardware in virtual time: what ``nightbox demo``
plays. The host picks the preset on the knob and starts; players join and confirm on
their buttons; the night plays; the day is cut to seconds; everyone taps a vote with human
timing and contact chatter; the host reveals the cards and the box names the winners.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from engine.onenight import MAX_PLAYERS, MIN_PLAYERS
from engine.onenight.deck import Deck
from engine.onenight.presets import preset
from engine.onenight.roles import ROLES

from device.errors import BadInput

from ..demo import SCREENS, DemoResult, ScreenRecorder
from ..humans import HUMAN, taps
from ..rig import Rig


def check(players: int | None, preset_name: str | None) -> None:
    """``nightbox demo``'s options for One Night; one line for a bad one."""
    if preset_name is not None:
        raise BadInput(f"--preset {preset_name}: presets are for --game classic "
                           "(One Night takes --players)")
    if players is not None and not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise BadInput(f"--players {players}: allowed {MIN_PLAYERS} to {MAX_PLAYERS}")


def demo(players: int | None, preset_name: str | None, seed: int, out: Path | None,
         **rig_args: Any) -> DemoResult:
    """The demo's game: ``players`` (5 unless given) play their preset."""
    check(players, preset_name)
    return play(players=5 if players is None else players, seed=seed, out=out, **rig_args)


def _choose_votes(rng: random.Random, seats: list[int], dealt: dict[int, str]) -> dict[int, int]:
    """Each player votes for another seat, leaning towards the werewolves."""
    wolves = [s for s in seats if ROLES[dealt[s]].wolf]
    votes = {}
    for voter in seats:
        others = [s for s in seats if s != voter]
        suspects = [s for s in wolves if s != voter and not ROLES[dealt[voter]].wolf]
        votes[voter] = (rng.choice(suspects) if suspects and rng.random() < 0.6
                        else rng.choice(others))
    return votes


def _vote_again(rig: Rig) -> bool:
    """The box named a vote that did not count and offers to vote again."""
    shown = rig.transcript.kinds("show")
    return bool(shown) and rig.english(str(shown[-1].get("headline"))) == "VOTE AGAIN?"


def play(players: int = 5, seed: int = 0, out: Path | None = None,
         rig: Rig | None = None, **rig_args: Any) -> DemoResult:
    rng = random.Random(seed)
    rig = rig or Rig(seed=seed, **rig_args)
    shots = ScreenRecorder(rig, out / SCREENS if out is not None else None)

    def step(action: Any, *args: Any) -> None:
        action(*args)
        shots.snap()

    rig.start()
    shots.snap()
    step(rig.menu_select, "Presets")
    step(rig.menu_select, f"{players} players")
    step(rig.menu_select, "Use this deck")
    step(rig.menu_select, "Start game")
    seats = list(range(1, players + 1))
    for seat in seats:
        step(rig.press, seat)
    step(rig.click)                                   # deal

    deck: Deck = preset(players)
    cards = list(deck.cards)
    rng.shuffle(cards)
    dealt = {seat: cards[i] for i, seat in enumerate(seats)}
    for seat in rng.sample(seats, len(seats)):       # everyone looks, then presses
        rig.run(rng.uniform(0.5, 2.0))
        step(rig.press, seat)

    while rig.phase == "night":                       # the night, in virtual time
        due = rig.box.scheduler.next_due()
        if due is None:
            break
        rig.run_until(due)
        shots.snap()

    rig.run(5.0)                                      # a discussion cut to seconds
    shots.snap()
    for seat in seats:                                # everyone is ready
        rig.run(rng.uniform(0.2, 1.0))
        step(rig.press, seat)

    intended = _choose_votes(rng, seats, dealt)
    for attempt in range(3):                          # a vote that did not count: again
        opened = rig.run_until_ballot_opens()
        shots.snap()
        for voter, target in intended.items():
            start = opened + rng.uniform(0.05, 0.6)
            rig.panel.edges(voter, taps(rng, target, start, HUMAN))
        while rig.phase == "vote" and not _vote_again(rig):
            rig.run(0.25)
        shots.snap()
        if rig.phase != "vote":
            break
        step(rig.click if attempt < 2 else rig.long_press)
    rig.run_until_phase("result", limit=30.0)
    shots.snap()

    step(rig.turn, 1)
    step(rig.menu_select, "Reveal")
    for seat in seats:
        label = ROLES[dealt[seat]].short
        if dealt[seat] == "doppelganger":   # it copied the card of the seat after it
            step(rig.menu_select, label)
            label = ROLES[dealt[seats[(seats.index(seat) + 1) % len(seats)]]].short
        step(rig.menu_select, label)
    rig.run(1.0)
    shots.snap()
    return DemoResult(rig, dealt, intended, shots.saved)
