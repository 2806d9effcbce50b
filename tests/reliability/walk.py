"""Random walks over the whole box: hands on the buttons and the knob, and time passing.

A step is a plain tuple, so hypothesis can draw and shrink them and a seeded
``random.Random`` can make long walks. :class:`Invariants` is checked after every event
the box handles (not only after every step):

- at most one ballot is open (``Machine.ballots_open`` and the transcript's ballot
  records agree, and an open never follows an open without a close or a phase change);
- while a ballot is open in tap mode every LED is dark, on the pins and in the last
  ``leds`` record, but for the onset flash that lights every voter alike; in sweep mode
  at most one is lit; the screen is the vote screen, which shows no vote;
- the runtime logged no error (it swallows a failing effect and logs it).

:func:`recover` then proves the box is not stuck: from wherever the walk left it, a
host's gestures (long press; on the result and score screens the "Menu" choice; in the
reveal, entering cards) bring it back to the menu, which still reacts to the knob.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from device.core.table.ballot import FLASH_SECONDS
from hw_mocks.rig import Rig

Step = tuple[Any, ...]

SEATS = st.integers(min_value=1, max_value=10)
_STEPS = [
    st.tuples(st.just("press"), SEATS, st.sampled_from([0.03, 0.12, 0.6])),
    st.tuples(st.just("down"), SEATS),
    st.tuples(st.just("up"), SEATS),
    st.tuples(st.just("tap"), SEATS, st.integers(min_value=1, max_value=12)),
    st.tuples(st.just("chatter"), SEATS, st.integers(min_value=1, max_value=40)),
    st.tuples(st.just("turn"), st.integers(min_value=-6, max_value=6).filter(bool)),
    st.tuples(st.just("spin"), st.integers(min_value=-60, max_value=60).filter(bool)),
    st.tuples(st.just("click")),
    st.tuples(st.just("long")),
    st.tuples(st.just("run"), st.sampled_from([0.005, 0.1, 0.5, 2.0, 10.0, 60.0, 400.0])),
    st.tuples(st.just("next")),
    st.tuples(st.just("advance")),
    st.tuples(st.just("everyone")),
    st.tuples(st.just("stop")),
]
#: clicks, presses of the players and waiting move a game on; give them more weight
step_strategy = st.one_of(*_STEPS, _STEPS[0], _STEPS[7], _STEPS[7], _STEPS[11], _STEPS[12])


def random_step(rng: random.Random) -> Step:
    """The same kinds of step as :data:`step_strategy`, from a seeded generator."""
    kind = rng.choices(
        ["press", "down", "up", "tap", "chatter", "turn", "spin", "click", "long", "run",
         "next", "advance", "everyone", "stop"],
        weights=[8, 2, 2, 4, 2, 6, 1, 10, 3, 5, 4, 4, 5, 0.2])[0]
    seat = rng.randint(1, 10)
    if kind == "press":
        return (kind, seat, rng.choice([0.03, 0.12, 0.6]))
    if kind in ("down", "up"):
        return (kind, seat)
    if kind == "tap":
        return (kind, seat, rng.randint(1, 12))
    if kind == "chatter":
        return (kind, seat, rng.randint(1, 40))
    if kind == "turn":
        return (kind, rng.choice([-3, -2, -1, 1, 1, 2, 3, 6]))
    if kind == "spin":
        return (kind, rng.choice([-60, -20, 20, 60]))
    if kind == "run":
        return (kind, rng.choice([0.005, 0.1, 0.5, 2.0, 10.0, 60.0, 400.0]))
    return (kind,)


class Invariants:
    """Checks the box after each event it handles; counts what it saw."""

    def __init__(self, rig: Rig) -> None:
        self.rig = rig
        self.seen = 0
        self.open = False
        self.mode = ""
        self.opened_at = 0.0
        self.voters: frozenset[int] = frozenset()
        self.last_leds: dict[str, Any] | None = None
        self.last_show: dict[str, Any] | None = None
        self.events = 0
        self.ballots = 0
        self.closed = 0
        self.phases: set[str] = set()

    def __call__(self) -> None:
        rig = self.rig
        entries = rig.transcript.entries
        for e in entries[self.seen:]:
            kind = e["kind"]
            if kind == "ballot" and e["event"] == "open":
                assert not self.open, f"a second ballot opened at {e['t']}"
                self.open, self.mode = True, e["mode"]
                self.opened_at, self.voters = e["t"], frozenset(e["seats"])
                self.ballots += 1
            elif kind == "ballot" and e["event"] == "close":
                assert self.open, f"a ballot closed that was not open, at {e['t']}"
                self.open = False
                self.closed += 1
            elif kind == "phase":
                self.phases.add(e["phase"])
                if e["phase"] != "vote":
                    self.open = False
            elif kind == "leds":
                self.last_leds = e
            elif kind == "show":
                self.last_show = e
        self.seen = len(entries)
        self.events += 1

        open_count = rig.machine.ballots_open
        assert open_count in (0, 1), f"ballots_open is {open_count}"
        assert (open_count == 1) == self.open, (
            f"the machine has {open_count} ballot(s) open, the transcript says "
            f"{'one' if self.open else 'none'}")
        if not self.open:
            return
        lit = rig.panel.lit_seats()
        leds = self.last_leds or {"on": [], "blink": [], "pulse": []}
        flash = rig.clock.now < self.opened_at + FLASH_SECONDS + 1e-6
        taps = self.mode in ("tap", "press")   # press: classic's nominate vote
        if taps and flash and lit:
            # the onset flash: every voter's LED alike, which says nothing of any vote
            assert lit == set(self.voters), f"LEDs {sorted(lit)} lit at the onset"
        elif taps:
            assert not lit, f"LEDs {sorted(lit)} lit while a tap ballot is open"
            assert not (leds["on"] or leds["blink"] or leds["pulse"]), \
                f"the last LED picture {leds} is not dark while a tap ballot is open"
        else:
            assert len(lit) <= 1, f"LEDs {sorted(lit)} lit during a sweep"
            assert len(leds["on"]) <= 1 and not leds["blink"] and not leds["pulse"], leds
        # the vote screen counts the seats that are done and never shows a vote
        assert self.last_show is not None and self.last_show["screen"] == "VoteScreen", \
            f"the screen shows {self.last_show} while a ballot is open"
        assert set(self.last_show) <= {"t", "kind", "screen", "mode", "opened", "done",
                                       "voters", "note", "word"}, self.last_show


def watch(rig: Rig, check: Callable[[], None]) -> None:
    """Run ``check`` after every event the box dispatches."""
    dispatch = rig.box.dispatch

    def checked(event: Any) -> None:
        dispatch(event)
        check()

    rig.box.dispatch = checked  # type: ignore[method-assign]


def do(rig: Rig, step: Step) -> None:
    """Carry out one step with the rig's hands, at the virtual now."""
    kind = step[0]
    if rig.box.done:
        return
    if kind == "press":
        rig.press(step[1], hold=step[2])
    elif kind == "down":
        rig.panel.press(step[1])
        rig.run(0.01)
    elif kind == "up":
        rig.panel.release(step[1])
        rig.run(0.01)
    elif kind == "tap":
        rig.tap(step[1], step[2])
    elif kind == "chatter":
        rig.panel.press(step[1], bounce=step[2])
        rig.panel.release(step[1], bounce=step[2])
        rig.run(0.1)
    elif kind == "turn":
        rig.turn(step[1])
    elif kind == "spin":
        rig.knob.turn(step[1], step_time=0.002)
        rig.run(0.2)
    elif kind == "click":
        rig.click()
    elif kind == "long":
        rig.long_press()
    elif kind == "run":
        rig.run(step[1])
    elif kind == "next":
        due = rig.box.scheduler.next_due()
        rig.run_until(min(due, rig.clock.now + 900) if due is not None else rig.clock.now + 1)
    elif kind == "advance":
        phase, end = rig.phase, rig.clock.now + 600
        while rig.phase == phase and not rig.box.done:
            due = rig.box.scheduler.next_due()
            if due is None or due > end:
                rig.run_until(end)
                break
            rig.run_until(due)
    elif kind == "everyone":
        # the seats with a button: the players beyond the panel are the Moderator's
        for seat in sorted(rig.machine.table.seats & set(rig.panel.seats)) or [1, 2, 3, 4, 5]:
            rig.press(seat)
    elif kind == "stop":
        # a long pause, then everything let go: no button left held into the next step
        for seat in rig.panel.seats:
            rig.panel.release(seat)
        rig.run(1.0)
    else:  # pragma: no cover
        raise ValueError(step)


def _last_show(rig: Rig) -> dict[str, Any]:
    shown = rig.transcript.kinds("show")
    return shown[-1] if shown else {}


def recover(rig: Rig, tries: int = 80) -> list[str]:
    """Bring the box back to the menu with a host's gestures; the phases it went through."""
    path = [rig.phase]
    for seat in rig.panel.seats:  # hands off the buttons first
        rig.panel.release(seat)
    rig.run(0.1)
    for _ in range(tries):
        if rig.box.done or rig.phase == "menu":
            break
        phase = rig.phase
        if phase in ("result", "score"):
            rig.turn(1)                     # shows the choices
            rig.menu_select("Menu")
        elif phase == "end":                # classic's winners: any press
            rig.click()
        elif phase == "reveal":
            screen = _last_show(rig)
            if not screen.get("editing"):
                rig.turn(-int(screen.get("cursor", 0)) or -1)
            rig.click()                     # the first card left (or the end of an edit)
        else:
            rig.long_press()
        rig.run(1.0)
        path.append(rig.phase)
    return path


def assert_not_stuck(rig: Rig) -> None:
    """From wherever the box is: back to the menu, which then reacts and stays put."""
    path = recover(rig)
    if rig.box.done:  # the walk chose "Shut down": a clean, deliberate end
        assert "shutdown" in [e["kind"] for e in rig.transcript.entries[-3:]]
        return
    assert rig.phase == "menu", f"stuck: {' -> '.join(path)}"
    assert rig.machine.ballots_open == 0
    shows = len(rig.transcript.kinds("show"))
    rig.turn(1)
    assert len(rig.transcript.kinds("show")) > shows, "the menu does not react to the knob"
    rig.run(1200)
    assert rig.phase == "menu" and not rig.box.done
