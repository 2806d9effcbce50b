"""Classic's nominate vote (CLASSIC §3, the rulebook's basic vote): in the day the
Moderator presses the knob and enters the nominee; the voice counts "Three. Two. One.
Vote!"; the table's ballot reads each voter's button in press mode (pressed: lynch); a
press the decoder is unsure of is named and the round may run again. The seats beyond the
buttons vote by hand, thumb down to lynch: the Moderator marks them on the knob after the
buttons' round (``device.core.table.hands``). More than half of the possible votes (the
Mayor's twice) lynches; otherwise the day goes on with the time it had, and further
nominations, until the timer ends."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ballot import BallotResult
from engine.classic.day_rules import (
    lynches_wanted,
    nomination_count,
    reveals_the_prince,
    today,
)
from engine.classic.dice import DailyChange
from engine.classic.entries import DayEntries, Nomination
from engine.cues import COUNT_IN_WORDS

from device.core import effects as fx
from device.core.events import Event
from device.core.flow import DAY
from device.core.games.classic import scorepad, views
from device.core.games.classic.common import day_voters
from device.core.games.classic.dice_phrases import SECOND_LYNCHING
from device.core.games.classic.pad_lines import TITLE as PAD_TITLE
from device.core.games.classic.phrases import nominated_line, nominee_stays_line
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.steps import LYNCH
from device.core.machine import Machine, State, session_of
from device.core.table.asks import Ask, Asks, seats_ask, seats_pick
from device.core.table.ballot import BallotRound, BallotState
from device.core.table.hands import Entered, by_hand, on_buttons, with_hands
from device.core.ui.views import VOTE_WORD
from device.events import KnobLongPress, KnobPress, KnobTurn
from device.i18n.language import N_, _

BACK = N_("Back to the day")


def lynch_with_nominations(m: Machine, session: ClassicSession, t: float) -> None:
    """The day ends: the lynch state counts today's rounds (none lynched: nobody)."""
    entries = DayEntries(nominations=tuple(session.nominations))
    session.nominations, session.day_left = [], None
    m.goto(m.flow(LYNCH, session, entries), t)


#: the nominee ask's last answer: the scorepad's pages, then the ask again
SCOREPAD = "scorepad"


class NomineeState(State):
    """The Moderator enters the nominee (a living seat that does not sit out), goes back
    to the day ("Back to the day", or a long press), or looks at the scorepad (its pages
    on the knob; a press comes back to the ask)."""

    name = "nominee"

    def __init__(self, session: ClassicSession) -> None:
        self.session = session
        self.asks = Asks()
        self.nominee: int | str | None = None
        self.pad = scorepad.PadPages()

    def enter(self, m: Machine, t: float) -> None:
        g = self.session.game
        assert g is not None
        m.emit(fx.Leds(on=day_voters(g, self.session.morning)))
        self._ask(m)

    def _ask(self, m: Machine) -> None:
        g = self.session.game
        assert g is not None
        self.pad.page = 0
        ask = seats_ask(_("Nominee?"), day_voters(g, self.session.morning), self._picked,
                        nobody=False)
        ask.options = [*ask.options, (_(BACK), None), (_(PAD_TITLE), SCOREPAD)]
        self.asks.start(m, [ask])

    def _picked(self, seat: object) -> tuple[Ask, ...]:
        self.nominee = seat if isinstance(seat, (int, str)) else None
        return ()

    def on(self, m: Machine, event: Event) -> None:
        if self.pad.showing and isinstance(event, KnobTurn):
            self.pad.turn(m, self.session, event.steps, lambda: self._ask(m))
        elif self.pad.showing and isinstance(event, (KnobPress, KnobLongPress)):
            self._ask(m)
        elif isinstance(event, KnobLongPress):
            m.goto(m.flow(DAY), event.t)
        elif self.asks.handle(m, event) and self.asks.done:
            g = self.session.game
            assert g is not None
            if self.nominee == SCOREPAD:
                self.pad.turn(m, self.session, 1, lambda: self._ask(m))
            elif not isinstance(self.nominee, int):
                m.goto(m.flow(DAY), event.t)
            elif g.daily_today() is DailyChange.INSTANT_LYNCH:   # the dice: no vote
                self.session.nominations.append(Nomination(self.nominee))
                lynch_with_nominations(m, self.session, event.t)
            else:
                m.goto(nominate_vote(self.nominee), event.t)


def thumbs(nominee: int, hands: frozenset[int]) -> Callable[[Entered], list[Ask]]:
    """The ``hands`` whose thumb is down (to lynch ``nominee``), marked on the knob."""

    def asks(entered: Entered) -> list[Ask]:
        def answer(down: Any) -> tuple[Ask, ...]:
            entered.update({s: nominee if s in down else None for s in hands})
            return ()

        return [seats_pick(_("Vote seat {seat} out?", seat=nominee), hands, answer)]

    return asks


def nominate_vote(nominee: int) -> State:
    """One round for ``nominee``: the voters press to lynch."""

    def then(m: Machine, result: BallotResult, t: float) -> None:
        session = session_of(m, ClassicSession)
        g = session.game
        assert g is not None
        now = today(g, session.morning)
        pressed = tuple(s for s, v in result.votes.items() if v is not None)
        count = nomination_count(now, nominee, pressed, tuple(result.invalid))
        session.nominations.append(Nomination(nominee, count.lynch))
        m.emit(fx.Record("nomination", {"seat": nominee, "lynch": list(count.lynch),
                                        "votes": count.votes, "needed": count.needed}))
        out = [n for n in session.nominations
               if nomination_count(now, n.seat, n.lynch).lynched]
        if len(out) >= lynches_wanted(g) or (
                count.lynched and reveals_the_prince(now, (nominee,))):
            lynch_with_nominations(m, session, t)   # the Prince revealed: the day ends
            return
        if count.lynched:        # a day with two lynchings: the day goes on to the second
            m.emit(fx.Say(_(SECOND_LYNCHING)))
            m.goto(m.flow(DAY), t)
            return
        m.emit(fx.Say(nominee_stays_line(nominee)),
               fx.Show(views.nominee_stays(nominee, count.votes, count.needed)))
        m.goto(m.flow(DAY), t)

    def plan(m: Machine) -> BallotRound:
        g = session_of(m, ClassicSession).game
        assert g is not None
        everyone = day_voters(g, session_of(m, ClassicSession).morning)
        hands = by_hand(m, everyone)
        return BallotRound(voters=on_buttons(m, everyone),
                           then=with_hands(then, hands, thumbs(nominee, hands)),
                           mode="press", count_in=COUNT_IN_WORDS, word=VOTE_WORD,
                           lines=(nominated_line(nominee),), nominee=nominee, by_hand=hands)

    return BallotState(plan)


def time_up(m: Machine, t: float) -> None:
    """The day's timer ended with no lynch: the lynch state says nobody is out."""
    lynch_with_nominations(m, session_of(m, ClassicSession), t)
