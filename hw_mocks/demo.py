"""A whole scripted game on mock hardware in virtual time: what ``nightbox demo`` plays.

The host picks the preset on the knob and starts; players join and confirm on their
buttons; the night plays; the day is cut to seconds; everyone taps a vote with human
timing and contact chatter; the host reveals the cards and the box names the winners.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from engine.onenight.deck import Deck
from engine.onenight.presets import preset
from engine.onenight.roles import ROLES

from .humans import HUMAN, taps
from .rig import Rig


@dataclass
class DemoResult:
    rig: Rig
    dealt: dict[int, str]
    intended: dict[int, int]
    screens: list[Path] = field(default_factory=list)


class ScreenRecorder:
    """Saves a PNG of each distinct screen the box shows, in order."""

    def __init__(self, rig: Rig, folder: Path | None) -> None:
        self.rig, self.folder = rig, folder
        self.seen: set[str] = set()
        self.saved: list[Path] = []
        if folder is not None:
            folder.mkdir(parents=True, exist_ok=True)

    def snap(self) -> None:
        oled = self.rig.oled
        if oled is None or oled.image is None:
            return
        screen = oled.last
        if screen is None:
            return
        # one picture per distinct screen; a moving bar or clock is not a new screen
        key = repr(replace(screen, **{f: 0 for f in ("progress", "seconds_left")  # type: ignore[arg-type]
                                       if hasattr(screen, f)}))
        if key in self.seen:
            return
        self.seen.add(key)
        if self.folder is not None:
            name = type(oled.last).__name__.removesuffix("Screen").lower()
            path = self.folder / f"{len(self.saved) + 1:02d}-{name}.png"
            oled.save_png(path)
            self.saved.append(path)


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
    shots = ScreenRecorder(rig, out / "screens" if out is not None else None)

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
        if dealt[seat] == "doppelganger":
            step(rig.menu_select, label)
            label = ROLES["villager"].short
        step(rig.menu_select, label)
    rig.run(1.0)
    shots.snap()
    return DemoResult(rig, dealt, intended, shots.saved)
