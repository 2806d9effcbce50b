"""What the box says and asks in classic's other day votes (the rulebook's "Nominating and
voting"): the secret ballot, two-player nominations and the process of elimination. Short,
our own words; no line names how a seat voted."""

from __future__ import annotations

from collections.abc import Iterable

from device.i18n.language import N_, _

#: the secret ballot: tapped unseen, counted by the box; the screen shows only how many
#: have voted, and the verdict only the most-voted seats
SECRET_LINE = N_("Secret ballot. Hide your hand. On Vote, tap your button once for each "
                 "number of the seat you vote for.")
#: two-player nominations: the day, the two nominees, the vote
PAIR_DAY_LINE = N_("Talk it over. Nominate and second two players, then the Moderator "
                   "presses the knob.")
PAIR_TIE = N_("A tie: both are out.")
THUMB_UP = N_("Thumb up: seat?")
THUMB_DOWN = N_("Thumb down: seat?")
#: the process of elimination
ELIMINATION_LINE = N_("Process of elimination. Everyone raises a hand. Name a player who "
                      "is safe; that player presses the button and lowers the hand.")
SAFE_ASK = N_("Safe? {n} left")
UNDO = N_("Undo last")
#: the hands beyond the buttons in a secret ballot: the Moderator reads each paper
BALLOT_ASK = N_("Seat {seat}'s ballot?")


def pair_line(first: int, second: int) -> str:
    """The two nominees and how to vote: a press for the first (thumb up)."""
    return _("Seat {first} or seat {second}. On Vote, press your button to vote out seat "
             "{first}. Leave it, to vote out seat {second}.", first=first, second=second)


def safe_line(seat: int) -> str:
    """A seat declared safe, who names the next."""
    return _("Seat {seat} is safe, and names the next.", seat=seat)


def undone_line(seat: int) -> str:
    """The Moderator took back the last seat declared safe."""
    return _("Seat {seat} raises the hand again.", seat=seat)


def sample_lines(seats: Iterable[int]) -> list[str]:
    """Every line this module can say, for ``seats`` (the prepared voice)."""
    s = sorted(seats)
    lines = [_(SECRET_LINE), _(PAIR_DAY_LINE), _(PAIR_TIE), _(ELIMINATION_LINE)]
    lines += [line for seat in s for line in (safe_line(seat), undone_line(seat))]
    lines += [pair_line(a, b) for a in s for b in s if a != b]
    return lines
