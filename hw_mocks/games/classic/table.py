"""The scripted classic table's players and Moderator: who was dealt what, how they
vote, and what the Moderator answers on the knob; the ballot's moments in the transcript."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from engine.classic.roles import CLASSIC_ROLES

from device.display.screens import MenuScreen, MessageScreen
from device.display.table_screens import SignScreen

from ...demo import ScreenRecorder
from ...rig import Rig

SHORT = {r.short: r.id for r in CLASSIC_ROLES.values()}
#: a Moderator's pick: (title, options) -> the option's label ("" for the demo's own)
Picker = Callable[[str, tuple[str, ...]], str]


@dataclass
class ClassicDemo:
    rig: Rig
    dealt: dict[int, str]
    rng: random.Random
    #: the day's votes, voter -> seat tapped (``None``: chosen by the demo)
    votes: Callable[[frozenset[int]], Mapping[int, int]] | None = None
    #: the nominate vote: who is nominated, and who presses to lynch (``None``: the demo's)
    nominee: Callable[[frozenset[int]], int] | None = None
    presses: Callable[[int, frozenset[int]], set[int]] | None = None
    pick: Picker | None = None
    #: clean taps (the tests) instead of human timing with contact chatter (the demo)
    clean: bool = False
    screens: list[Path] = field(default_factory=list)
    used: set[int] = field(default_factory=set)
    #: this round's choices (seat -> seat voted for), the hands beyond the buttons too
    round: dict[int, int] = field(default_factory=dict)

    def registration(self, title: str, options: tuple[str, ...]) -> str:
        role = SHORT[re.sub(r" \d+$", "", title.removesuffix(" seat?"))]
        seat = next((s for s, r in sorted(self.dealt.items()) if r == role
                     and s not in self.used), None)
        if seat is None:   # the card in the Moderator's hand (the Amulet's), or Cupid's
            return next(o for o in options if o in ("Left over", "Cupid's hand"))
        self.used.add(seat)
        return f"Seat {seat}"

    def choose(self, title: str, options: tuple[str, ...]) -> str:
        if title.endswith(" seat?"):
            return self.registration(title, options)
        if title.endswith(": card?"):   # a player arriving (banning), with the last card
            self.dealt[int(title.split()[1].rstrip(":"))] = SHORT[options[-1]]
            return options[-1]
        if self.pick is not None:
            chosen = self.pick(title, options)
            if chosen:
                return chosen
        if title.startswith("Spoke of the Masons"):
            return "Done"                 # nobody named them
        seats = [o for o in options if o.lower().startswith("seat ")]
        if title.startswith(("Wolves'", "1st victim", "2nd victim", "Hunter")):
            prey = [o for o in seats if self.dealt[int(o.split()[1])] in ("seer", "witch")]
            return self.rng.choice(prey or seats) if seats else options[-1]
        if title.startswith("Save"):
            return options[0] if self.rng.random() < 0.6 else options[-1]
        if title.startswith(("Witch poisons", "Old Hag", "A player arrives")):
            return "Nobody" if self.rng.random() < 0.6 or not seats else self.rng.choice(seats)
        return self.rng.choice(seats) if seats else options[-1]

    def living(self) -> frozenset[int]:
        leds = self.rig.transcript.kinds("leds")
        return frozenset(leds[-1]["on"]) | frozenset(leds[-1]["blink"]) if leds else frozenset()

    def default_nominee(self, voters: frozenset[int]) -> int:
        """A wolf 40% of the time, else any voter."""
        wolves = [s for s in sorted(voters) if CLASSIC_ROLES[self.dealt[s]].wolf]
        if wolves and self.rng.random() < 0.4:
            return self.rng.choice(wolves)
        return self.rng.choice(sorted(voters))

    def default_presses(self, nominee: int, voters: frozenset[int]) -> set[int]:
        """The wolves spare a wolf and vote out anyone else; the rest press 60% of the
        time (a wolf nominee 80%)."""
        wolf = CLASSIC_ROLES[self.dealt[nominee]].wolf
        out: set[int] = set()
        for voter in voters:
            if CLASSIC_ROLES[self.dealt[voter]].wolf:
                if not wolf:
                    out.add(voter)
            elif self.rng.random() < (0.8 if wolf else 0.6):
                out.add(voter)
        return out

    def default_votes(self, voters: frozenset[int],
                      tied: frozenset[int] | None = None) -> dict[int, int]:
        """Each voter picks a seat, a wolf 30% of the time if one is known; in a revote,
        one of the ``tied`` seats."""
        pool = tied or voters
        wolves = [s for s in pool if CLASSIC_ROLES[self.dealt[s]].wolf]
        out = {}
        for voter in sorted(voters):
            others = sorted(pool - {voter}) or sorted(pool)
            wolf = CLASSIC_ROLES[self.dealt[voter]].wolf
            suspects = [s for s in wolves if s != voter and not wolf]
            out[voter] = (self.rng.choice(suspects) if suspects and self.rng.random() < 0.3
                          else self.rng.choice(others))
        return out


def answer(demo: ClassicDemo, shots: ScreenRecorder) -> bool:
    """Answer the ask on screen, if any; ``True`` when something was done."""
    rig = demo.rig
    screen = rig.screen
    if isinstance(screen, MenuScreen) and rig.phase == "hands":
        hands(demo, rig.english(screen.title), screen)
        shots.snap()
        return True
    if isinstance(screen, MenuScreen) and rig.phase in ("night", "dawn", "lynch", "morning") \
            and rig.english(screen.title) != "Nominee?":
        label = demo.choose(rig.english(screen.title),
                            tuple(rig.english(item) for item in screen.items))
        rig.menu_select(label)
        shots.snap()
        return True
    done = (isinstance(screen, MessageScreen) and screen.lines and \
        rig.english(screen.lines[-1]) == "Press: done") or \
        (isinstance(screen, SignScreen) and rig.english(screen.hint) == "Press: done")
    if (done and rig.phase == "night") or rig.phase == "away":   # back from the next village
        rig.run(demo.rng.uniform(0.5, 1.5))
        rig.click()
        shots.snap()
        return True
    return False


def hands(demo: ClassicDemo, title: str, screen: MenuScreen) -> None:
    """The Moderator enters the hands of the seats beyond the buttons: the thumbs down
    for the nominee (marked, then "Done"), or the seat one finger points at."""
    rig = demo.rig
    if title.startswith("Vote seat "):
        voters = [int(rig.english(i).split()[1]) for i in screen.items[:-1]]
        for voter in voters:
            if voter in demo.round:
                rig.menu_select(f"Seat {voter}")
        rig.menu_select("Done")
        return
    voter = int(re.findall(r"\d+", title)[0])
    targets = frozenset(int(rig.english(i).split()[1]) for i in screen.items
                        if rig.english(i).startswith("Seat "))
    chosen = demo.round.get(voter)
    if chosen is None:       # no ballot on the buttons this time: the demo chooses now
        chosen = demo.default_votes(frozenset({voter}) | targets, targets).get(voter)
    rig.menu_select(f"Seat {chosen}" if chosen in targets else "Nobody")


def wait_ballot(rig: Rig, event: str, limit: float = 60.0) -> float:
    """Run until the next ballot ``event`` ("open", "close"); return its moment."""
    seen = sum(1 for e in rig.transcript.kinds("ballot") if e.get("event") == event)
    end = rig.clock.now + limit
    while sum(1 for e in rig.transcript.kinds("ballot") if e.get("event") == event) <= seen:
        due = rig.box.scheduler.next_due()
        if due is None or due > end:
            raise AssertionError(f"no ballot {event}")
        rig.run_until(due)
    return rig.clock.now
