"""A whole scripted classic game on mock hardware in virtual time: what
``nightbox demo --game classic`` plays, and what the tests drive.

The host picks Classic and a preset on the knob; players join and look at their cards;
a scripted Moderator answers the box at night (registering each dealt role by seat, then
choosing targets), and the players tap their votes with human timing, until the winner.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.classic.deck import MIN_PLAYERS, ClassicDeck, players_of
from engine.classic.roles import CLASSIC_ROLES
from engine.errors import did_you_mean

from device.core.games.classic.box import BOX_PLAYERS, BOX_PRESETS, box_presets_for
from device.core.games.classic.game import preset_label
from device.core.games.classic.rules import ClassicRules
from device.core.games.classic.session import ClassicSession, options_of
from device.core.machine import session_of
from device.core.table.ballot import BallotState
from device.core.table.day import DayState
from device.core.table.seating import SeatingState
from device.display.screens import MenuScreen, MessageScreen, SignScreen, VerdictScreen
from device.errors import BadInput
from device.i18n.language import speaking

from ..demo import SCREENS, ScreenRecorder
from ..humans import HUMAN, taps
from ..rig import Rig

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
    rig, screen = demo.rig, demo.rig.screen
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
    voter = int(title.split()[1])
    targets = frozenset(int(rig.english(i).split()[1]) for i in screen.items
                        if rig.english(i).startswith("Seat "))
    chosen = demo.round.get(voter)
    if chosen is None:       # no ballot on the buttons this time: the demo chooses now
        chosen = demo.default_votes(frozenset({voter}) | targets, targets).get(voter)
    rig.menu_select(f"Seat {chosen}" if chosen in targets else "Nobody")


def nominate_day(demo: ClassicDemo, shots: ScreenRecorder, rounds: int = 3) -> None:
    """The nominate vote: the Moderator enters a nominee, the voters press to lynch or
    leave it; up to ``rounds`` nominations, then the day's time runs out."""
    rig = demo.rig
    for _ in range(rounds):
        day = rig.machine.state
        assert isinstance(day, DayState), day
        voters = day.voters
        rig.click()                                   # the Moderator: a nomination
        shots.snap()
        nominee = (demo.nominee(voters) if demo.nominee is not None
                   else demo.default_nominee(voters))
        rig.menu_select(f"Seat {nominee}")
        pressing = (demo.presses(nominee, voters) if demo.presses is not None
                    else demo.default_presses(nominee, voters))
        demo.round = dict.fromkeys(pressing, nominee)
        while rig.phase in ("vote", "hands"):
            if answer(demo, shots):                   # the hands beyond the buttons
                continue
            opened = wait_ballot(rig, "open")
            shots.snap()
            for voter in sorted(pressing & rig.buttons):
                at = opened + demo.rng.uniform(0.1, 1.5)
                if demo.clean:
                    rig.panel.tap(voter, 1, at=at)
                else:
                    rig.panel.edges(voter, taps(demo.rng, 1, at, HUMAN))
            wait_ballot(rig, "close")
            rig.run(0.2)
            shots.snap()
            if isinstance(rig.screen, VerdictScreen) and \
                    rig.english(rig.screen.headline) == "VOTE AGAIN?":
                rig.click()                  # a press the box was unsure of: again
        if rig.phase != "day":
            return
        rig.run(2.0)
    while rig.phase == "day":                         # talk until the time is up
        due = rig.box.scheduler.next_due()
        assert due is not None
        rig.run_until(due)


def play_day(demo: ClassicDemo, shots: ScreenRecorder) -> None:
    """Everyone who may vote presses ready, then taps a vote; a revote if tied. With the
    nominate vote, :func:`nominate_day`."""
    rig = demo.rig
    rig.run(3.0)
    shots.snap()
    if rig.machine.table.settings.of(ClassicRules).classic_vote == "nominate":
        nominate_day(demo, shots)
        return
    day = rig.machine.state
    assert isinstance(day, DayState), day
    voters = day.voters
    for seat in sorted(voters & rig.buttons):
        rig.run(demo.rng.uniform(0.2, 0.8))
        rig.press(seat)
    if rig.phase == "day":       # voters without a button: the Moderator calls the vote
        rig.click()
    shots.snap()
    while rig.phase in ("vote", "hands"):
        if answer(demo, shots):                       # the hands beyond the buttons
            continue
        opened = wait_ballot(rig, "open")
        shots.snap()
        chosen = (demo.votes(voters) if demo.votes is not None
                  else demo.default_votes(voters, tied_seats(rig)))
        demo.round = dict(chosen)
        for voter, target in chosen.items():
            if voter not in rig.buttons:
                continue
            at = opened + demo.rng.uniform(0.05, 0.5)
            if demo.clean:
                rig.panel.tap(voter, target, at=at)
            else:
                rig.panel.edges(voter, taps(demo.rng, target, at, HUMAN))
        wait_ballot(rig, "close")
        rig.run(0.1)
        shots.snap()
        if isinstance(rig.screen, VerdictScreen) and \
                    rig.english(rig.screen.headline) == "VOTE AGAIN?":
            rig.click()                      # a vote went missing: the table votes again


def tied_seats(rig: Rig) -> frozenset[int] | None:
    """The seats a revote is among, or ``None`` in a first round."""
    state = rig.machine.state
    return state.round.among if isinstance(state, BallotState) else None


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


def run_game(demo: ClassicDemo, shots: ScreenRecorder, limit: int = 4000,
             until: Callable[[], bool] = lambda: False) -> None:
    """From the deal on: answer the box until the game ends (or ``until()``)."""
    rig = demo.rig
    for _ in range(limit):
        if rig.phase in ("end", "menu") or until():
            return
        if answer(demo, shots):
            continue
        if rig.phase == "day":
            play_day(demo, shots)
            continue
        due = rig.box.scheduler.next_due()
        if due is None:
            raise AssertionError(f"stuck in {rig.phase}: {rig.screen!r}")
        rig.run_until(due)
        shots.snap()
    raise AssertionError("the classic game did not end")


def start(rig: Rig, preset: str, shots: ScreenRecorder, rng: random.Random) -> dict[int, str]:
    """From the menu: Classic, the preset, seating and the deal; the cards dealt."""
    rig.menu_select("Game")
    rig.turn(1)
    rig.click()
    shots.snap()
    rig.menu_select("Presets")
    shots.snap()
    p = BOX_PRESETS[preset]
    with speaking(rig.machine.words):   # the label as the box shows it, in its language
        label = preset_label(p)
    rig.menu_select(label)
    return deal(rig, p.players, shots, rng)


def start_deck(rig: Rig, cards: tuple[str, ...], shots: ScreenRecorder, rng: random.Random,
               **rules: Any) -> dict[int, str]:
    """From the menu: Classic with the host's own deck and rules rows set (as the Roles
    and Rules pages would), seating and the deal; the cards dealt."""
    rig.menu_select("Game")
    rig.turn(1)
    rig.click()
    m = rig.machine
    settings = m.game.with_cards(m.table.settings, cards)
    m.table.settings = settings.with_rules(settings.of(ClassicRules).replace(**rules))
    deck = ClassicDeck.of(list(cards))
    return deal(rig, players_of(deck, options_of(m.table.settings)), shots, rng)


def deal(rig: Rig, players: int, shots: ScreenRecorder, rng: random.Random) -> dict[int, str]:
    """Start the game, seat ``players``, deal the session's cards (those variable roles
    kept; one left over with the Amulet's or Cupid's extra card); the cards dealt."""
    rig.menu_select("Start game")
    seats = list(range(1, players + 1))
    panel = rig.buttons
    for seat in seats:
        if seat in panel:
            rig.press(seat)
    extra = players - len(panel & set(seats))
    if extra:                         # the players beyond the buttons, on the knob
        seating = rig.machine.state
        assert isinstance(seating, SeatingState), seating
        rig.reach(extra, BOX_PLAYERS - len(panel) + 1, lambda: seating.extra)
    shots.snap()
    rig.click()
    shots.snap()
    shuffled = list(session_of(rig.machine, ClassicSession).deck.cards)
    rng.shuffle(shuffled)
    dealt = dict(zip(seats, shuffled))
    for seat in rng.sample(seats, len(seats)):
        if seat in panel:
            rig.run(rng.uniform(0.3, 1.0))
            rig.press(seat)
    if extra:                         # they look without a button: the Moderator starts
        rig.run(2.0)
        rig.click()
    shots.snap()
    return dealt


def chosen_preset(players: int | None, preset: str | None) -> str:
    """``nightbox demo``'s preset: named, or the first for ``players``; one-line errors."""
    if preset is not None and preset not in BOX_PRESETS:
        raise BadInput(f"--preset {preset}: allowed {', '.join(BOX_PRESETS)}"
                       + did_you_mean(preset, BOX_PRESETS))
    if players is not None and not MIN_PLAYERS <= players <= BOX_PLAYERS:
        raise BadInput(f"--players {players}: classic seats {MIN_PLAYERS} to {BOX_PLAYERS}")
    if preset is None and players is not None and not box_presets_for(players):
        counts = sorted({p.players for p in BOX_PRESETS.values()})
        raise BadInput(f"--players {players}: the box has no preset for {players} players; "
                       f"allowed {', '.join(map(str, counts))}")
    if preset is None:
        return box_presets_for(players)[0].id if players is not None else "secrets"
    if players is not None and BOX_PRESETS[preset].players != players:
        raise BadInput(f"--players {players}: the preset {preset} is for "
                       f"{BOX_PRESETS[preset].players} players")
    return preset


def check(players: int | None, preset: str | None) -> None:
    """``nightbox demo``'s options for classic; one line for a bad one."""
    chosen_preset(players, preset)


def demo(players: int | None, preset: str | None, seed: int, out: Path | None,
         **rig_args: Any) -> ClassicDemo:
    """The demo's game: the preset named, or the first for ``players``."""
    return play(preset=chosen_preset(players, preset), seed=seed, out=out, **rig_args)


def play(preset: str = "secrets", seed: int = 1, out: Path | None = None,
         rig: Rig | None = None, **rig_args: Any) -> ClassicDemo:
    rng = random.Random(seed)
    rig = rig or Rig(seed=seed, **rig_args)
    shots = ScreenRecorder(rig, out / SCREENS if out is not None else None)
    rig.start()
    shots.snap()
    dealt = start(rig, preset, shots, rng)
    demo = ClassicDemo(rig, dealt, rng)
    run_game(demo, shots)
    rig.run(2.0)
    shots.snap()
    demo.screens = shots.saved
    return demo
