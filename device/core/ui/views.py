"""Screen values for each state, built from the display layer's screen types."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from device.display.screens import (
    CountdownScreen, DealScreen, MenuScreen, MessageScreen, NightScreen, SeatingScreen,
    SignScreen, TallyScreen, VerdictScreen, VoteScreen, WinnersScreen,
)
from engine.onenight.dealing import deck_lines
from engine.onenight.deck import Deck
from engine.onenight.outcome import Case
from engine.onenight.roles import ROLES
from engine.onenight.steps import DOPPEL_PREFIX

from device.core.ui.menu import MenuView


def menu(view: MenuView) -> MenuScreen:
    return MenuScreen(view.title, view.items, view.cursor, view.editing)


def seating(joined: Iterable[int], cards: int, needed: int, ok: bool, seat_count: int,
            hint: str = "") -> SeatingScreen:
    return SeatingScreen(tuple(sorted(joined)), cards, needed, ok, seat_count, hint)


def deal(joined: Iterable[int], confirmed: Iterable[int], seat_count: int,
         deck: Deck | None = None, page: int = 0) -> DealScreen:
    lines = deck_lines(deck) if deck is not None else ()
    centre = deck.extra_cards if deck is not None else 3
    return DealScreen(tuple(sorted(joined)), tuple(sorted(confirmed)), seat_count, lines,
                      centre, page)


def step_label(step_id: str) -> str:
    if not step_id:
        return "Eyes closed"
    if step_id.startswith(DOPPEL_PREFIX):
        return f"Doppel: {ROLES[step_id.removeprefix(DOPPEL_PREFIX)].short}"
    return ROLES[step_id].short if step_id in ROLES else step_id


def night(step_id: str, progress: float, paused: bool) -> NightScreen:
    return NightScreen(step_label(step_id), round(progress, 2), paused)


def countdown(seconds_left: int, ready: int, players: int, title: str = "Day"
              ) -> CountdownScreen:
    extra = f"Ready {ready}/{players}" if ready else "±30s, press: vote"
    return CountdownScreen(seconds_left, title, extra)


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
         note: str = "", word: str = "VOTE!") -> VoteScreen:
    return VoteScreen(mode, opened, done, voters, note, word)


def winners(teams: Iterable[str], seats: Iterable[int], reason: str,
            seat_count: int) -> WinnersScreen:
    return WinnersScreen(tuple(TEAM_TITLES.get(t, t) for t in teams), tuple(sorted(seats)),
                         reason, seat_count)


#: why the game ended, short enough for the winners screen (the log has the full reason)
CASE_LINES = {
    Case.WOLF_DIED: "A werewolf died.",
    Case.TANNER_DIED: "A Tanner died.",
    Case.WOLVES_SURVIVED: "No werewolf died.",
    Case.MINION_DIED: "No wolf; Minion died.",
    Case.MINION_SURVIVED: "No wolf, Minion lives",
    Case.NOBODY_DIED: "No wolf, nobody died.",
    Case.SOMEONE_DIED: "Someone died, no wolf",
}


def chips_line(seat: int, chips: int) -> str:
    """``"Seat 3: 1 chip"``, ``"Seat 3: 2 chips"``."""
    return f"Seat {seat}: {chips} chip{'' if chips == 1 else 's'}"


#: how many seats the chips screen lists, the leaders first
CHIPS_ROWS = 4


def scores(chips: Mapping[int, int], target: int) -> MessageScreen:
    """The tournament after a game: a line a seat, the leaders first ("Seat 4: 2 chips"),
    and how many win."""
    ranked = sorted(((s, n) for s, n in chips.items() if n), key=lambda c: (-c[1], c[0]))
    rows = [chips_line(s, n) for s, n in ranked[:CHIPS_ROWS]] or ["No chips yet"]
    if len(ranked) > CHIPS_ROWS:
        rows[-1] = f"and {len(ranked) - CHIPS_ROWS + 1} more seats"
    return MessageScreen(f"Chips ({target} to win)", tuple(rows))


def case_line(case: Case) -> str:
    return CASE_LINES[case]


TEAM_TITLES = {"village": "Village", "werewolf": "Wolf team", "tanner": "Tanner",
               "soulmates": "Soulmates"}


def missing_line(not_counted: Iterable[int]) -> str:
    """"No vote: seats 2 4", or the count of them; empty when every vote counted."""
    missing = sorted(not_counted)
    if len(missing) > 3:
        return f"No vote: {len(missing)} seats"
    if missing:
        return "No vote: seat" + ("s " if len(missing) > 1 else " ") + " ".join(map(str, missing))
    return ""


def vote_again(not_counted: Iterable[int]) -> VerdictScreen:
    """A classic round that did not all count: vote it again (knob) or keep it (hold)."""
    return VerdictScreen("VOTE AGAIN?", missing_line(not_counted) or "No votes counted",
                         "knob:again  hold:keep")


def seats_headline(seats: Iterable[int], one: str, many: str) -> str:
    """"SEAT 5 DIES", "SEATS 3 AND 5 DIE" or "NOBODY DIES" (``one`` "DIES", ``many`` "DIE")."""
    s = sorted(seats)
    if not s:
        return f"NOBODY {one}"
    if len(s) == 1:
        return f"SEAT {s[0]} {one}"
    return "SEATS " + ", ".join(map(str, s[:-1])) + f" AND {s[-1]} {many}"


def lynch_verdict(out: Iterable[int], counts: Mapping[int, int]) -> VerdictScreen:
    """The classic day's result, read from a seat: "SEAT 4 IS OUT" or "NOBODY IS OUT", and
    the most-voted seats with their votes (the Mayor's counted twice)."""
    headline = seats_headline(out, "IS OUT", "ARE OUT")
    return VerdictScreen(headline, most_votes(counts))


#: the body font's cells across the screen (Terminus 6x12 on 128 px)
TEXT_COLUMNS = 21


def most_votes(counts: Mapping[int, int]) -> str:
    """"Seat 4 had 3 votes", "2 votes each: 5 7" (a tie), "6 seats: 1 vote each" (when
    the tied seats would not fit one line), or "No votes"."""
    if not counts:
        return "No votes"
    top = max(counts.values())
    seats = sorted(s for s, n in counts.items() if n == top)
    votes = f"{top} vote{'' if top == 1 else 's'}"
    if len(seats) == 1:
        return f"Seat {seats[0]} had {votes}"
    tie = f"{votes} each: {' '.join(map(str, seats))}"
    return tie if len(tie) <= TEXT_COLUMNS else f"{len(seats)} seats: {votes} each"


def verdict(dead: Iterable[int], provisional: bool, not_counted: Iterable[int]) -> VerdictScreen:
    """"SEAT 5 DIES" / "SEATS 3 AND 5 DIE" / "NOBODY DIES", with what may change it."""
    headline = seats_headline(dead, "DIES", "DIE")
    detail = missing_line(not_counted) or ("May change at reveal" if provisional else "")
    return VerdictScreen(headline, detail, "turn: tally & more")


def nominee_stays(seat: int, votes: int, needed: int) -> VerdictScreen:
    """A nominate round that did not lynch: "SEAT 4 STAYS", with the count."""
    return VerdictScreen(f"SEAT {seat} STAYS", f"{votes} of {needed} votes needed")
