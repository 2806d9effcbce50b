"""The scripted table's classic day, each vote of the rulebook's "Nominating and voting"
as a table plays it: presses to lynch a nominee, taps for a seat (the point vote and the
secret ballot), thumbs up or down for two nominees, hands lowered one by one (the process
of elimination). The day's vote is the one the box runs today (the rules page's, or the
daily dice's)."""

from __future__ import annotations

from device.core.games.classic.common import today_vote, vote_voters
from device.core.games.classic.elimination import EliminationState
from device.core.games.classic.session import ClassicSession
from device.core.machine import session_of
from device.core.table.ballot import BallotState
from device.core.table.day import DayState
from device.display.table_screens import VerdictScreen

from ...demo import ScreenRecorder
from ...humans import HUMAN, taps
from ...rig import Rig
from .table import ClassicDemo, answer, wait_ballot


def today(rig: Rig) -> str:
    """Today's vote, as the box runs it ("nominate", "point", "secret", "pair",
    "elimination")."""
    g = session_of(rig.machine, ClassicSession).game
    assert g is not None
    return today_vote(rig.machine, g).value


def voters_today(rig: Rig) -> frozenset[int]:
    """Who votes in this vote (on a day with two lynchings, the second among the rest)."""
    return vote_voters(session_of(rig.machine, ClassicSession))


def call_vote(rig: Rig) -> None:
    """The Moderator presses the knob for the vote, unless it started on its own (a day
    of no talk)."""
    if rig.phase == "day":
        rig.click()


def press_round(demo: ClassicDemo, shots: ScreenRecorder, pressing: set[int],
                target: int) -> None:
    """One press ballot (and the hands beyond the buttons): ``pressing`` press, the rest
    leave their buttons; a press the box was unsure of: voted again."""
    rig = demo.rig
    demo.round = dict.fromkeys(pressing, target)
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


def nominate_day(demo: ClassicDemo, shots: ScreenRecorder, rounds: int = 3) -> None:
    """The nominate vote: the Moderator enters a nominee, the voters press to lynch or
    leave it; up to ``rounds`` nominations, then the day's time runs out."""
    rig = demo.rig
    for _ in range(rounds):
        voters = voters_today(rig)
        call_vote(rig)                                # the Moderator: a nomination
        shots.snap()
        nominee = (demo.nominee(voters) if demo.nominee is not None
                   else demo.default_nominee(voters))
        rig.menu_select(f"Seat {nominee}")
        pressing = (demo.presses(nominee, voters) if demo.presses is not None
                    else demo.default_presses(nominee, voters))
        press_round(demo, shots, pressing, nominee)
        if rig.phase != "day":
            return
        rig.run(2.0)
    while rig.phase == "day":                         # talk until the time is up
        due = rig.box.scheduler.next_due()
        assert due is not None
        rig.run_until(due)


def pair_day(demo: ClassicDemo, shots: ScreenRecorder) -> None:
    """Two-player nominations: the Moderator enters the two nominees (``demo.nominee``,
    twice), the voters press for a thumb up (``demo.presses``) or leave it."""
    rig = demo.rig
    call_vote(rig)                                    # the two are nominated and seconded
    while rig.phase == "pair":                        # (twice on a day of two lynchings)
        voters = voters_today(rig)
        shots.snap()
        pick = demo.nominee or demo.default_nominee
        up = pick(voters)
        down = pick(voters - {up})
        rig.menu_select(f"Seat {up}")
        rig.menu_select(f"Seat {down}")
        pressing = (demo.presses(up, voters) if demo.presses is not None
                    else demo.default_presses(up, voters))
        press_round(demo, shots, pressing, up)


def elimination_day(demo: ClassicDemo, shots: ScreenRecorder) -> None:
    """The process of elimination: each seat named safe (``demo.nominee`` among the hands
    still up) presses its button, or the Moderator enters it on the knob (the seats
    beyond the buttons), until one hand is left."""
    rig = demo.rig
    call_vote(rig)                                    # the Moderator starts it
    shots.snap()
    pick = demo.nominee or demo.default_nominee
    while rig.phase == "elimination":                 # (twice on a day of two lynchings)
        state = rig.machine.state
        assert isinstance(state, EliminationState), state
        safe = pick(frozenset(state.left))
        rig.run(demo.rng.uniform(0.5, 2.0))
        if safe in rig.buttons:
            rig.press(safe)
        else:
            rig.menu_select(f"Seat {safe}")
        shots.snap()


def play_day(demo: ClassicDemo, shots: ScreenRecorder) -> None:
    """Everyone who may vote presses ready, then taps a vote; a revote if tied. The other
    votes: :func:`nominate_day`, :func:`pair_day`, :func:`elimination_day`."""
    rig = demo.rig
    day = rig.machine.state
    talk = isinstance(day, DayState) and day.end > rig.clock.now + 0.5
    rig.run(3.0 if talk else 0.0)
    while rig.phase == "day" and not talk:   # a day of no talk: the vote starts at once
        due = rig.box.scheduler.next_due()
        assert due is not None
        rig.run_until(due)
    shots.snap()
    kind = today(rig)
    if kind != "point" and kind != "secret":
        {"nominate": nominate_day, "pair": pair_day, "elimination": elimination_day}[kind](
            demo, shots)
        return
    voters = voters_today(rig)
    for seat in sorted(voters & rig.buttons):
        if rig.phase != "day":
            break
        rig.run(demo.rng.uniform(0.2, 0.8))
        rig.press(seat)
    call_vote(rig)               # voters without a button: the Moderator calls the vote
    shots.snap()
    again = 0
    while rig.phase in ("vote", "hands"):
        if answer(demo, shots):                       # the hands beyond the buttons
            continue
        opened = wait_ballot(rig, "open")
        shots.snap()
        voters = voters_today(rig)
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
            again += 1           # a vote went missing: the table votes again, twice at most,
            (rig.click if again < 3 else rig.long_press)()   # then keeps the count


def tied_seats(rig: Rig) -> frozenset[int] | None:
    """The seats a revote is among, or ``None`` in a first round."""
    state = rig.machine.state
    return state.round.among if isinstance(state, BallotState) else None
