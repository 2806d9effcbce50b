"""The day's vote, for both games: one state owns the whole ballot.

All dark, the game's lines and its count-in ("Three. Two. One. Vote!" or classic's
"One. Two. Three. Point!"); the ballot opens at the last word. At the onset every
voter's LED flashes once (tap mode) and the screen shows the game's word, in the same
tick. While it is open the screen counts the seats that are done (never what anyone
voted), and a false start is shown and spoken at once, while that seat can still tap
again. Presses during the count-in are kept and fed once the ballot opens (the decoder
judges them against its lead). The raw edges and every seat's status are kept.

At the close a vote that did not count (or no vote at all) is named aloud and shown:
one knob press votes the round again, a long press keeps the count. Then the game's
round says what follows (``BallotRound.then``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias

from engine.ballot import BallotResult, ButtonEvent, Edge, SeatStatus
from engine.ballot_record import BallotRecord
from engine.cues import count_in_words

from device.core import effects as fx
from device.core import game_effects as gfx
from device.core.events import Event, TimerFired
from device.core.game_events import SpeechMark
from device.core.machine import Machine, State
from device.core.table import views as table_views
from device.core.table.stop import StopGuard
from device.core.ui import views
from device.core.ui.phrases import NO_VOTES_OFFER, REVOTE_OFFER, early_line, uncounted_lines
from device.events import KnobLongPress, KnobPress, SeatEdge
from device.i18n.language import _, words

if TYPE_CHECKING:  # a box loads the decoder of the mode it votes in, when the vote opens
    from engine.ballot_press import PressBallot
    from engine.ballot_sweep import SweepBallot
    from engine.ballot_tap import TapBallot

CLOSE, SLOT, FLASH, TICK = "ballot_close", "sweep_slot", "vote_flash", "vote_tick"
FLASH_SECONDS = 0.25  #: how long every LED stays lit at the onset
TICK_SECONDS = 0.25   #: how often the "3/7 done" line is brought up to date

#: what follows a counted ballot: the machine, the result and the time of the close
Then = Callable[[Machine, BallotResult, float], None]


@dataclass(frozen=True)
class BallotRound:
    """One round of the vote, as the game wants it."""

    voters: frozenset[int]
    then: Then
    mode: str = "tap"
    #: the count-in and the screen's word, in English (``N_``): said and shown translated
    count_in: tuple[str, ...] = ()
    word: str = views.VOTE_WORD
    #: said before the count-in (already in the box's language)
    lines: tuple[str, ...] = ()
    #: a second round (a revote), for the record
    revote: bool = False
    #: the seats this round is among (a revote after a tie), when not every seat
    among: frozenset[int] | None = None
    #: press mode (classic's nominate vote): the seat a press votes to lynch
    nominee: int | None = None
    #: the voters without a button, whose votes are entered by hand after this round
    #: (``device.core.table.hands``): a round with no button vote is not voted again
    by_hand: frozenset[int] = frozenset()
    #: a secret ballot: a vote that did not count is named, never whom it was for
    secret: bool = False


#: how a game makes its round when the vote starts
Plan = Callable[[Machine], BallotRound]


AnyBallot: TypeAlias = "TapBallot | SweepBallot | PressBallot"


def make_ballot(m: Machine, r: BallotRound, opened_at: float) -> AnyBallot:
    """The decoder of the round's mode, imported now: a box loads only the one it uses."""
    s = m.table.settings
    if r.mode == "sweep":
        from engine.ballot_sweep import SweepBallot
        return SweepBallot(r.voters, opened_at, s.sweep_params())
    if r.mode == "press":
        from engine.ballot_press import PressBallot
        return PressBallot(r.voters, opened_at, s.tap_params())
    from engine.ballot_tap import TapBallot
    return TapBallot(r.voters, opened_at, s.tap_params(), targets=r.by_hand)


def result_of(ballot: AnyBallot, r: BallotRound) -> BallotResult:
    """The closed ballot as votes (a press ballot's presses are votes for the nominee)."""
    if r.mode == "press":
        from engine.ballot_press import PressBallot, as_votes
        assert isinstance(ballot, PressBallot) and r.nominee is not None
        return as_votes(ballot.result(), r.voters, r.nominee)
    result = ballot.result()
    assert isinstance(result, BallotResult), f"a {r.mode} ballot's result"
    return result


class BallotState(State):
    name = "vote"

    def __init__(self, plan: Plan) -> None:
        self.plan = plan

    @property
    def ballot_open(self) -> bool:
        return self.ballot is not None and not self.ballot.closed

    def enter(self, m: Machine, t: float) -> None:
        self.round = r = self.plan(m)
        self.ballot: AnyBallot | None = None
        self.early: list[ButtonEvent] = []
        self.events: list[dict[str, Any]] = []
        self.last_edge: dict[int, float] = {}
        self.opened_at: float | None = None
        self.params: dict[str, Any] = {}
        self.warned: set[int] = set()
        self.shown: Any = None
        self.stop = StopGuard()
        #: a closed round whose votes did not all count, until the knob says what to do
        self.held: BallotResult | None = None
        if not r.voters:   # every voter votes by hand: nothing to count on the panel
            r.then(m, BallotResult({}, {}, (), (), t), t)
            return
        m.emit(*(fx.Say(line) for line in r.lines))
        m.emit(fx.DARK, fx.Show(table_views.vote(r.mode, word=r.word)),
               gfx.CountIn(words=count_in_words(words(), r.count_in or m.game.count_in)))

    def leave(self, m: Machine, t: float) -> None:
        m.emit(fx.CancelTimer(CLOSE), fx.CancelTimer(SLOT), fx.CancelTimer(FLASH),
               fx.CancelTimer(TICK))

    def _open(self, m: Machine, t: float) -> None:
        r = self.round
        self.opened_at = t
        self.ballot = make_ballot(m, r, t)
        self.params = dataclasses.asdict(self.ballot.params)
        m.emit(fx.Record("ballot", {"event": "open", "mode": r.mode,
                                    "seats": sorted(r.voters), "revote": r.revote,
                                    "params": self.params}))
        if r.mode != "sweep":  # the moment is visible: every LED, once
            m.emit(fx.Leds(on=r.voters), fx.StartTimer(FLASH, t + FLASH_SECONDS))
        self._live(m, t)
        for event in self.early:
            self.ballot.feed(event)
        self.early.clear()
        if r.mode == "sweep":
            self._sweep(m, t)
        m.emit(fx.StartTimer(TICK, t + TICK_SECONDS))
        self._check(m, t)

    def _live(self, m: Machine, now: float) -> None:
        """The screen while the ballot is open, and an early tap named at once."""
        assert self.ballot is not None
        status = self.ballot.status(now)
        done = sum(1 for s in status.values() if s is SeatStatus.DONE)
        early = sorted(s for s, st in status.items() if st is SeatStatus.FALSE_START)
        fresh = [s for s in early if s not in self.warned]
        if fresh:
            self.warned.update(fresh)
            m.emit(fx.Record("ballot", {"event": "false_start", "seats": fresh}),
                   fx.Say(early_line(fresh)))
        screen = table_views.vote(self.round.mode, opened=True, done=done, voters=len(status),
                            note=early_line(early) if early else "", word=self.round.word)
        if screen != self.shown:
            self.shown = screen
            m.emit(fx.Show(screen))

    def _sweep(self, m: Machine, now: float) -> None:
        from engine.ballot_sweep import SweepBallot  # loaded by make_ballot
        assert isinstance(self.ballot, SweepBallot)
        lit = self.ballot.lit(now)
        m.emit(fx.Leds(on=frozenset({lit}) if lit else frozenset()))
        upcoming = [s.start for s in self.ballot.slots if s.start > now + 1e-9]
        if upcoming:
            m.emit(fx.StartTimer(SLOT, upcoming[0]))

    def _check(self, m: Machine, now: float) -> None:
        assert self.ballot is not None
        if self.ballot.advance(now):
            self._close(m, now)
        else:
            m.emit(fx.StartTimer(CLOSE, self.ballot.closes_at))

    def _close(self, m: Machine, now: float) -> None:
        assert self.ballot is not None and self.opened_at is not None
        result = result_of(self.ballot, self.round)
        missing = result.not_counted()
        m.emit(fx.DARK, fx.Record("ballot", {
            "event": "close", "closed_at": round(result.closed_at - self.opened_at, 3),
            "votes": _keys(result.votes), "invalid": _keys(result.invalid),
            "false_starts": list(result.false_starts), "noisy": list(result.noisy),
            "stuck": list(result.stuck), "not_counted": _keys(missing)}))
        m.game.keep_ballot(m, BallotRecord.of(
            self.round.mode, self.params,
            [{"t": self.opened_at, "event": "open"}, *self.events], result))
        if missing or not (any(v is not None for v in result.votes.values())
                           or self.round.by_hand):
            # nothing is miscounted in silence: the seats are named, and one knob press
            # votes this round again (a long press keeps the count as it is)
            self.held = result
            m.emit(*(fx.Say(line) for line in uncounted_lines(result.why_not(), self.round.secret)))
            m.emit(fx.Say(_(REVOTE_OFFER if missing else NO_VOTES_OFFER)),
                   fx.Show(table_views.vote_again(missing)))
            return
        self.round.then(m, result, now)

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, SpeechMark) and event.tag == "vote" and self.ballot is None:
            self._open(m, event.t)
        elif isinstance(event, SeatEdge) and event.seat in self.round.voters:
            if self.held is not None or (self.ballot is not None and self.ballot.closed):
                return
            # an edge stamped before the seat's last one (chatter read on two threads) is
            # taken at that last moment: the decoder reads each seat's edges in order
            t = max(event.t, self.last_edge.get(event.seat, event.t))
            self.last_edge[event.seat] = t
            button = ButtonEvent(t, event.seat, Edge.DOWN if event.pressed else Edge.UP)
            self.events.append({"t": t, "seat": event.seat, "edge": button.edge.value})
            if self.ballot is None:
                self.early.append(button)
            else:
                self.ballot.feed(button)
                self._live(m, event.t)
                self._check(m, event.t)
        elif isinstance(event, TimerFired) and self.ballot_open:
            assert self.ballot is not None
            if event.name == FLASH:
                m.emit(fx.DARK)
            if event.name == SLOT:
                self._sweep(m, event.t)
            if event.name == TICK:
                self._live(m, event.t)
                m.emit(fx.StartTimer(TICK, event.t + TICK_SECONDS))
            if event.name in (CLOSE, SLOT, TICK):
                self._check(m, event.t)
        elif isinstance(event, KnobPress) and self.stop.go_on(event.t):
            self.shown = None   # the screen under the question, drawn again
            if self.held is not None:
                m.emit(fx.Show(table_views.vote_again(self.held.not_counted())))
            elif self.ballot_open:
                self._live(m, event.t)
        elif self.held is not None and isinstance(event, KnobPress):
            m.goto(BallotState(self.plan), event.t)
        elif self.held is not None and isinstance(event, KnobLongPress):
            held, self.held = self.held, None
            self.round.then(m, held, event.t)
        elif (isinstance(event, KnobLongPress) and not self.ballot_open
              and self.stop.long_press(m, event.t)):
            # an open ballot keeps its screen: it closes within seconds
            m.game.stop_game(m, event.t)


def _keys(seats: Mapping[int, Any]) -> dict[str, Any]:
    return {str(k): v for k, v in seats.items()}
