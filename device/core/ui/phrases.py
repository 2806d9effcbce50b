"""The lines of the table flow every game shares: the seating, the day timer, the vote,
the seats named in a sentence. A game's own lines are in its package
(``device.core.games.<game>.phrases``). Every line here is in the prepare catalogue
(``device.shell.voice.catalogue``) for each seat it can name;
tests/device/test_every_line_is_prepared.py checks it.

Each line is a whole template of the catalogue, said in the current language
(``device.i18n.language``): English outside an event, the box's language inside one. The
constants are English, marked with ``N_``: say them with ``_(ONE_MINUTE)``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.ballot_params import Uncounted
from engine.words import capital

from device.i18n.language import N_, _, words

#: the day timer's lines, the same in every game
ONE_MINUTE = N_("One minute left.")
TEN_SECONDS = N_("Ten seconds.")
TIME_UP = N_("Time is up.")
ALL_READY = N_("Everyone is ready.")
#: the seating's lines, the same in every game
SAME_PLAYERS_LINE = N_("Same players as last time.")
EDITED_DECK_LINE = N_("The deck does not fit. To use the preset instead, press the knob "
                      "again.")
#: the vote's lines, the same in every game
REVOTE_OFFER = N_("To vote again, press the knob. A long press keeps the count.")
NO_VOTES_OFFER = N_("No votes counted. To vote again, press the knob.")
VOTE_AGAIN_LINE = N_("Let's vote again.")
#: after the buttons' ballot, at a table bigger than the panel (``table.hands``)
HANDS_LINE = N_("Moderator: enter the hands of the seats without a button.")


def early_line(seats: Iterable[int]) -> str:
    """Said at once when seats start tapping before "VOTE!": they can still vote."""
    s = sorted(seats)
    if len(s) > 3:
        return _("{n} seats too early. Tap again.", n=len(s))
    return capital(_("{seats}, too early. Tap again.", seats=words().seats(s)))


def first_speaker_line(seat: int) -> str:
    """Said as the day starts, when the box picks who speaks first."""
    return _("Seat {seat} speaks first.", seat=seat)


def seat_line(seat: int) -> str:
    """A seat's number alone, as the hardware test says it for each button."""
    return _("Seat {seat}.", seat=seat)


#: why a vote did not count, a line a kind of reason (one for a vote for your own seat and
#: for a seat nobody plays, one for a button the box could not read)
UNCOUNTED_LINES = {
    Uncounted.OWN_SEAT: N_("{seats}: your own seat, or a seat not playing, does not count."),
    Uncounted.NO_SEAT: N_("{seats}: your own seat, or a seat not playing, does not count."),
    Uncounted.CUT_OFF: N_("{seats}: still tapping when the vote closed."),
    Uncounted.TOO_LATE: N_("{seats}: pressed after the last light."),
    Uncounted.TOO_EARLY: N_("{seats}: started too early, and did not tap again."),
    Uncounted.NOISY: N_("{seats}: the button could not be read."),
    Uncounted.STUCK: N_("{seats}: the button could not be read."),
    Uncounted.PRESSED_EARLY: N_("{seats}: pressed before the count."),
    Uncounted.NOISY_CONTACT: N_("{seats}: the button could not be read."),
    Uncounted.HELD_DOWN: N_("{seats}: the button could not be read."),
}


#: a secret ballot's vote for a seat that cannot be voted for: named, never why
SECRET_UNCOUNTED = N_("{seats}: this vote does not count.")
#: the reasons that tell whom a vote was for
_TARGETS = (Uncounted.OWN_SEAT, Uncounted.NO_SEAT)


def uncounted_lines(why: Mapping[int, Uncounted], secret: bool = False) -> list[str]:
    """Said after the close: why the votes that did not count did not, once for each
    reason, naming its seats ("Seats 2 and 6: your own seat, or a seat not playing, does
    not count."), in the order of their first seat. In a ``secret`` ballot a vote for a
    seat that cannot be voted for is only named: its reason would tell whom it was for."""
    seats: dict[str, list[int]] = {}
    for seat, kind in sorted(why.items()):
        line = SECRET_UNCOUNTED if secret and kind in _TARGETS else UNCOUNTED_LINES[kind]
        seats.setdefault(line, []).append(seat)
    return [capital(_(line, seats=words().seats(named))) for line, named in seats.items()]


def players_needed_line(low: int, high: int) -> str:
    """Said when the knob is pressed with too few (or too many) players joined."""
    return _("This game needs {low} to {high} players.", low=low, high=high)
