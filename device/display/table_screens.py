"""The screens of a game under way (the table's): the day timer, the night, the tally, the
winners, the seating, the deal, the vote, a verdict and a Moderator's sign, as frozen,
comparable dataclasses like the box's own (:mod:`device.display.screens`). Loaded when a
game first shows one.

Seats are numbered 1..N, as printed on the box.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import get_args

from device.display.screens import MenuScreen, MessageScreen


@dataclass(frozen=True)
class CountdownScreen:
    """The day timer: big ``M:SS`` digits, a ``label`` above and an ``extra`` line below."""

    seconds_left: int
    label: str = "Day"
    extra: str = ""


@dataclass(frozen=True)
class NightScreen:
    """The night: the current step, a progress bar (``progress`` 0..1) and a pause mark."""

    step_label: str
    progress: float
    paused: bool = False


@dataclass(frozen=True)
class TallyScreen:
    """The vote result, a column a playing seat: ``seats`` (seats 1..N when empty, N being
    ``len(counts)``).

    ``counts[i]`` is the number of votes the seat of column i received; ``votes[i]`` is
    the seat it voted for, or ``None`` for no (or an invalid) vote. ``deaths`` and
    ``false_starts`` are seat numbers. ``provisional`` marks a result the host may still
    re-run.
    """

    counts: tuple[int, ...]
    votes: tuple[int | None, ...]
    deaths: tuple[int, ...] = ()
    false_starts: tuple[int, ...] = ()
    provisional: bool = False
    #: seats whose vote did not count (false start, noisy, stuck, invalid)
    not_counted: tuple[int, ...] = ()
    seats: tuple[int, ...] = ()

    @property
    def columns(self) -> tuple[int, ...]:
        """The seat of each column."""
        return self.seats or tuple(range(1, len(self.counts) + 1))

    @classmethod
    def from_votes(
        cls,
        seats: int | Iterable[int],
        votes: Mapping[int, int | None],
        deaths: Iterable[int] = (),
        false_starts: Iterable[int] = (),
        provisional: bool = False,
        not_counted: Iterable[int] = (),
    ) -> TallyScreen:
        """Build from ``{voter: target or None}`` for the playing ``seats`` (a number N:
        seats 1..N); a vote for a seat not among them is dropped."""
        playing = tuple(range(1, seats + 1)) if isinstance(seats, int) else tuple(sorted(seats))
        targets = tuple(votes.get(seat) for seat in playing)
        valid = tuple(t if t in playing else None for t in targets)
        counts = tuple(sum(1 for t in valid if t == seat) for seat in playing)
        return cls(counts, valid, tuple(sorted(set(deaths))), tuple(sorted(set(false_starts))),
                   provisional, tuple(sorted(set(not_counted))),
                   () if isinstance(seats, int) else playing)


@dataclass(frozen=True)
class WinnersScreen:
    """Who won: the winning ``teams`` (e.g. ``("Village",)``), the winning seats and why.

    With ``seat_count`` the seat row shows every seat and highlights the winners;
    without it only the winning seats are shown. ``notes`` are short lines of one row
    each under the reason (what won or lost a player beside it): a title of two lines is
    then drawn in the body font, and the seat row gives way to them only when a big
    table's seats take more than a row (the seats' lights still show the winners). One
    of the ``pages`` of a longer list (``page`` from 0) shows its number beside the title.
    """

    teams: tuple[str, ...]
    winners: tuple[int, ...]
    reason: str = ""
    seat_count: int = 0
    notes: tuple[str, ...] = ()
    page: int = 0
    pages: int = 1


#: the rows of reason and notes a winners page holds (two fit under a two-line title)
WINNERS_ROWS = 2


@dataclass(frozen=True)
class SeatingScreen:
    """Seating: which seats have joined, and whether the deck fits the players.

    ``cards`` is the deck size, ``needed`` what the joined players need (players + 3, +1
    with the Alpha Wolf) and ``ok`` the verdict. ``hint`` replaces the default bottom line.
    ``extra``: the players beyond the buttons, entered on the knob (seats
    ``seat_count + 1`` on); they count as players.
    """

    joined: tuple[int, ...]
    cards: int
    needed: int
    ok: bool
    seat_count: int = 10
    hint: str = ""
    extra: int = 0

    @property
    def players(self) -> int:
        return len(self.joined) + self.extra


#: deck lines a deal page shows (the center note is one more line on the last page)
DEAL_ROWS = 3


def deal_page_count(deck_lines: int) -> int:
    return -(-(deck_lines + 1) // DEAL_ROWS)


@dataclass(frozen=True)
class DealScreen:
    """Dealing: the deck to deal (``deck``: one line per role, ``"2 Werewolves"``, shown a
    ``page`` at a time), the cards that go to the center, and how many of the joined
    seats have pressed after looking at their card."""

    joined: tuple[int, ...]
    confirmed: tuple[int, ...]
    seat_count: int = 10
    deck: tuple[str, ...] = ()
    centre: int = 3
    page: int = 0


@dataclass(frozen=True)
class VoteScreen:
    """The vote. Before the onset (``opened`` false): get ready and how to vote. From the
    onset of "VOTE!": the word in the largest type that fits, and how many of ``voters``
    seats are ``done`` (never what anyone voted; in ``press`` mode, where leaving the
    button is a vote, what a press means instead). ``note`` is a warning line, such as a
    false start the seat can still correct. ``word`` is the moment's word: "VOTE!" in One
    Night, "POINT!" in classic."""

    mode: str = "tap"
    opened: bool = False
    done: int = 0
    voters: int = 0
    note: str = ""
    word: str = "VOTE!"


@dataclass(frozen=True)
class VerdictScreen:
    """The result as it reads from a seat: ``headline`` ("SEAT 5 DIES"), its seat numbers
    as tall as the screen leaves them, then a ``detail`` line and a knob ``hint`` (either
    may be empty). ``provisional``: the result may change at the reveal, marked in the
    top corner (a verdict with nothing else to say says so in the detail, in words)."""

    headline: str
    detail: str = ""
    hint: str = ""
    provisional: bool = False


@dataclass(frozen=True)
class SignScreen:
    """The sign the Moderator gives at night (classic): ``title`` names the call and the
    seat ("Seer: seat 4"), ``sign`` is what to show ("WOLF: thumb DOWN") in the largest
    type that fits, ``hint`` the knob's line."""

    title: str
    sign: str
    hint: str = ""


#: Any screen value a :class:`~device.display.protocols.Display` can show: the box's own
#: and a game's (annotations name it under ``if TYPE_CHECKING:``, so the menu loads none
#: of the table's).
Screen = (MenuScreen | CountdownScreen | NightScreen | TallyScreen | WinnersScreen
          | MessageScreen | SeatingScreen | DealScreen | VoteScreen | VerdictScreen
          | SignScreen)

SCREEN_TYPES: tuple[type, ...] = get_args(Screen)
