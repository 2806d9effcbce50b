"""Screen values for each state, built from the display layer's screen types.

Their words come out in the current language (``device.core.language``): the states build
them inside an event. Text a caller passes in is shown as given; the few ``N_`` constants
taken (:func:`vote`'s word, :func:`seats_headline`'s templates) are translated here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.onenight.dealing import deck_lines
from engine.onenight.deck import Deck
from engine.onenight.outcome import Case
from engine.onenight.roles import ROLES
from engine.onenight.steps import DOPPEL_PREFIX

from device.core.language import N_, _, n_, words
from device.core.ui.menu import MenuView
from device.display.screens import (
    CountdownScreen,
    DealScreen,
    MenuScreen,
    MessageScreen,
    NightScreen,
    SeatingScreen,
    SignScreen,
    TallyScreen,
    VerdictScreen,
    VoteScreen,
    WinnersScreen,
)

#: the One Night vote's word on the screen (classic passes its own)
VOTE_WORD = N_("VOTE!")
#: the day timer's title
DAY_TITLE = N_("Day")


def menu(view: MenuView) -> MenuScreen:
    return MenuScreen(view.title, view.items, view.cursor, view.editing)


def seating(joined: Iterable[int], cards: int, needed: int, ok: bool, seat_count: int,
            hint: str = "") -> SeatingScreen:
    return SeatingScreen(tuple(sorted(joined)), cards, needed, ok, seat_count, hint)


def deal(joined: Iterable[int], confirmed: Iterable[int], seat_count: int,
         deck: Deck | None = None, page: int = 0) -> DealScreen:
    lines = deck_lines(deck, words()) if deck is not None else ()
    centre = deck.extra_cards if deck is not None else 3
    return DealScreen(tuple(sorted(joined)), tuple(sorted(confirmed)), seat_count, lines,
                      centre, page)


def step_label(step_id: str) -> str:
    if not step_id:
        return _("Eyes closed")
    if step_id.startswith(DOPPEL_PREFIX):
        return _("Doppel: {role}", role=_(ROLES[step_id.removeprefix(DOPPEL_PREFIX)].short))
    return _(ROLES[step_id].short) if step_id in ROLES else step_id


def night(step_id: str, progress: float, paused: bool) -> NightScreen:
    return NightScreen(step_label(step_id), round(progress, 2), paused)


def countdown(seconds_left: int, ready: int, players: int, title: str | None = None
              ) -> CountdownScreen:
    """The day timer; ``title`` is already in the box's language (a game's
    ``day_title``), "Day" when none is given."""
    extra = (_("Ready {ready}/{players}", ready=ready, players=players) if ready
             else _("±30s, press: vote"))
    return CountdownScreen(seconds_left, _(DAY_TITLE) if title is None else title, extra)


def message(title: str, lines: Iterable[str], error: bool = False) -> MessageScreen:
    return MessageScreen(title, tuple(lines), error)


def sign(title: str, sign_text: str, hint: str = "") -> SignScreen:
    """A classic sign for the Moderator: "Seer: seat 4" over "WOLF: thumb DOWN"."""
    return SignScreen(title, sign_text, hint)


def tally(seat_count: int, votes: Mapping[int, int | None], dead: Iterable[int],
          false_starts: Iterable[int], provisional: bool,
          not_counted: Iterable[int] = ()) -> TallyScreen:
    return TallyScreen.from_votes(seat_count, votes, dead, false_starts, provisional,
                                  not_counted)


def vote(mode: str, opened: bool = False, done: int = 0, voters: int = 0,
         note: str = "", word: str = VOTE_WORD) -> VoteScreen:
    """The vote's screen; ``word`` (an ``N_`` constant: "VOTE!", "POINT!") is translated
    here."""
    return VoteScreen(mode, opened, done, voters, note, _(word))


def winners(teams: Iterable[str], seats: Iterable[int], reason: str,
            seat_count: int) -> WinnersScreen:
    return WinnersScreen(tuple(_(TEAM_TITLES[t]) if t in TEAM_TITLES else t for t in teams),
                         tuple(sorted(seats)), reason, seat_count)


#: why the game ended, short enough for the winners screen (the log has the full reason)
CASE_LINES = {
    Case.WOLF_DIED: N_("A werewolf died."),
    Case.TANNER_DIED: N_("A Tanner died."),
    Case.WOLVES_SURVIVED: N_("No werewolf died."),
    Case.MINION_DIED: N_("No wolf; Minion died."),
    Case.MINION_SURVIVED: N_("No wolf, Minion lives"),
    Case.NOBODY_DIED: N_("No wolf, nobody died."),
    Case.SOMEONE_DIED: N_("Someone died, no wolf"),
}


def chips_line(seat: int, chips: int) -> str:
    """``"Seat 3: 1 chip"``, ``"Seat 3: 2 chips"``."""
    return n_("Seat {seat}: {n} chip", "Seat {seat}: {n} chips", chips, seat=seat)


#: how many seats the chips screen lists, the leaders first
CHIPS_ROWS = 4


def scores(chips: Mapping[int, int], target: int) -> MessageScreen:
    """The tournament after a game: a line a seat, the leaders first ("Seat 4: 2 chips"),
    and how many win."""
    ranked = sorted(((s, n) for s, n in chips.items() if n), key=lambda c: (-c[1], c[0]))
    rows = [chips_line(s, n) for s, n in ranked[:CHIPS_ROWS]] or [_("No chips yet")]
    if len(ranked) > CHIPS_ROWS:  # always two or more
        rows[-1] = _("and {n} more seats", n=len(ranked) - CHIPS_ROWS + 1)
    return MessageScreen(_("Chips ({target} to win)", target=target), tuple(rows))


def case_line(case: Case) -> str:
    return _(CASE_LINES[case])


TEAM_TITLES = {"village": N_("Village"), "werewolf": N_("Wolf team"), "tanner": N_("Tanner"),
               "soulmates": N_("Soulmates")}


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


def lynch_verdict(out: Iterable[int], counts: Mapping[int, int]) -> VerdictScreen:
    """The classic day's result, read from a seat: "SEAT 4 IS OUT" or "NOBODY IS OUT", and
    the most-voted seats with their votes (the Mayor's counted twice)."""
    headline = seats_headline(out, N_("NOBODY IS OUT"), N_("SEAT {seat} IS OUT"),
                              N_("SEATS {seats} ARE OUT"))
    return VerdictScreen(headline, most_votes(counts))


#: the body font's cells across the screen (Terminus 6x12 on 128 px)
TEXT_COLUMNS = 21


def most_votes(counts: Mapping[int, int]) -> str:
    """"Seat 4 had 3 votes", "2 votes each: 5 7" (a tie), "6 seats: 1 vote each" (when
    the tied seats would not fit one line), or "No votes"."""
    if not counts:
        return _("No votes")
    top = max(counts.values())
    seats = sorted(s for s, n in counts.items() if n == top)
    if len(seats) == 1:
        return n_("Seat {seat} had {n} vote", "Seat {seat} had {n} votes", top, seat=seats[0])
    tie = n_("{n} vote each: {seats}", "{n} votes each: {seats}", top,
             seats=" ".join(map(str, seats)))
    return tie if len(tie) <= TEXT_COLUMNS else n_(
        "{count} seats: {n} vote each", "{count} seats: {n} votes each", top, count=len(seats))


def verdict(dead: Iterable[int], provisional: bool, not_counted: Iterable[int]) -> VerdictScreen:
    """"SEAT 5 DIES" / "SEATS 3 AND 5 DIE" / "NOBODY DIES", with what may change it."""
    headline = seats_headline(dead, N_("NOBODY DIES"), N_("SEAT {seat} DIES"),
                              N_("SEATS {seats} DIE"))
    detail = missing_line(not_counted) or (_("May change at reveal") if provisional else "")
    return VerdictScreen(headline, detail, _("turn: tally & more"))


def nominee_stays(seat: int, votes: int, needed: int) -> VerdictScreen:
    """A nominate round that did not lynch: "SEAT 4 STAYS", with the count."""
    return VerdictScreen(_("SEAT {seat} STAYS", seat=seat),
                         _("{votes} of {needed} votes needed", votes=votes, needed=needed))
