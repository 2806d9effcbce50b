"""Screen values for the table flow every game shares (the seating, the day timer, the
vote, the tally, the winners, a verdict, a Moderator's sign), built from the table's
screen types (:mod:`device.display.table_screens`); the box's own are in
:mod:`device.core.ui.views`.

Their words come out in the current language (``device.i18n.language``): the states build
them inside an event. Text a caller passes in is shown as given; the few ``N_`` constants
taken (:func:`vote`'s word, :func:`winners`' team titles, :func:`seats_headline`'s
templates) are translated here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from device.core.ui.views import DAY_TITLE, VOTE_WORD
from device.display.table_screens import (
    WINNERS_ROWS,
    CountdownScreen,
    SeatingScreen,
    SignScreen,
    TallyScreen,
    VerdictScreen,
    VoteScreen,
    WinnersScreen,
)
from device.i18n.language import _, n_, words


def seating(joined: Iterable[int], cards: int, needed: int, ok: bool, seat_count: int,
            hint: str = "", extra: int = 0) -> SeatingScreen:
    """``joined``: the button seats joined; ``extra``: the players beyond the buttons."""
    return SeatingScreen(tuple(sorted(joined)), cards, needed, ok, seat_count, hint, extra)


def countdown(seconds_left: int, ready: int, players: int, title: str | None = None
              ) -> CountdownScreen:
    """The day timer; ``title`` is already in the box's language (a game's
    ``day_title``), "Day" when none is given."""
    extra = (_("Ready {ready}/{players}", ready=ready, players=players) if ready
             else _("±30s, press: vote"))
    return CountdownScreen(seconds_left, _(DAY_TITLE) if title is None else title, extra)


def sign(title: str, sign_text: str, hint: str = "") -> SignScreen:
    """A classic sign for the Moderator: "Seer: seat 4" over "WOLF: thumb DOWN"."""
    return SignScreen(title, sign_text, hint)


def tally(seats: int | Iterable[int], votes: Mapping[int, int | None], dead: Iterable[int],
          false_starts: Iterable[int], provisional: bool,
          not_counted: Iterable[int] = ()) -> TallyScreen:
    """The tally, a column a playing seat (``seats``; a number N: seats 1..N)."""
    return TallyScreen.from_votes(seats, votes, dead, false_starts, provisional,
                                  not_counted)


def vote(mode: str, opened: bool = False, done: int = 0, voters: int = 0,
         note: str = "", word: str = VOTE_WORD) -> VoteScreen:
    """The vote's screen; ``word`` (an ``N_`` constant: "VOTE!", "POINT!") is translated
    here."""
    return VoteScreen(mode, opened, done, voters, note, _(word))


def winners(teams: Iterable[str], seats: Iterable[int], reason: str, seat_count: int,
            titles: Mapping[str, str]) -> WinnersScreen:
    """The winners: each team by the game's title for it (``titles``: ``N_`` constants,
    translated here), the winning seats, and why the game ended."""
    return WinnersScreen(tuple(_(titles[t]) if t in titles else t for t in teams),
                         tuple(sorted(seats)), reason, seat_count)


def winners_pages(teams: Iterable[str], seats: Iterable[int], lines: Iterable[str],
                  seat_count: int, titles: Mapping[str, str]) -> tuple[WinnersScreen, ...]:
    """The winners (as :func:`winners`) with ``lines``: why the game ended, then what won
    or lost a player beside it, a row each, :data:`WINNERS_ROWS` to a page."""
    first = winners(teams, seats, "", seat_count, titles)
    rows = list(lines)
    chunks = [rows[i:i + WINNERS_ROWS] for i in range(0, len(rows), WINNERS_ROWS)] or [[]]
    return tuple(replace(first, reason=chunk[0] if page == 0 else "",
                         notes=tuple(chunk[1:] if page == 0 else chunk),
                         page=page, pages=len(chunks))
                 for page, chunk in enumerate(chunks))


def missing_line(not_counted: Iterable[int]) -> str:
    """"No vote: seats 2 4", or the count of them; empty when every vote counted."""
    missing = sorted(not_counted)
    if len(missing) > 3:
        return _("No vote: {n} seats", n=len(missing))
    if missing:
        return n_("No vote: seat {seats}", "No vote: seats {seats}", len(missing),
                  seats=" ".join(map(str, missing)))
    return ""


def vote_again(not_counted: Iterable[int]) -> VerdictScreen:
    """A classic round that did not all count: vote it again (knob) or keep it (hold)."""
    return VerdictScreen(_("VOTE AGAIN?"), missing_line(not_counted) or _("No votes counted"),
                         _("knob:again  hold:keep"))


def seats_headline(seats: Iterable[int], nobody: str, one: str, many: str) -> str:
    """"SEAT 5 DIES", "SEATS 3 AND 5 DIE" or "NOBODY DIES", from three whole templates
    (``one`` has ``{seat}``, ``many`` ``{seats}``: "3 AND 5", the list in capitals)."""
    s = sorted(seats)
    if not s:
        return _(nobody)
    if len(s) == 1:
        return _(one, seat=s[0])
    return _(many, seats=words().join(map(str, s)).upper())
