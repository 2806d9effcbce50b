"""Classic's own screens: the day's lynch, a nominee who stays, and the winners' team
titles (the table flow's screens are ``device.core.ui.views``). Built in the current
language, inside an event."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from device.core.table.views import seats_headline
from device.display.table_screens import VerdictScreen
from device.i18n.language import N_, _, n_

#: each side's title on the winners screen
TEAM_TITLES = {"village": N_("Village"), "werewolf": N_("Wolf team"), "tanner": N_("Tanner"),
               "soulmates": N_("Soulmates"), "vampire": N_("Vampires"),
               "lone_wolf": N_("Lone Wolf"), "cult": N_("Cult"), "hoodlum": N_("Hoodlum")}


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


def nominee_stays(seat: int, votes: int, needed: int) -> VerdictScreen:
    """A nominate round that did not lynch: "SEAT 4 STAYS", with the count."""
    return VerdictScreen(_("SEAT {seat} STAYS", seat=seat),
                         _("{votes} of {needed} votes needed", votes=votes, needed=needed))
