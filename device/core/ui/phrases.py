"""Sentences the box builds from results (deaths, winners, seat lists), the day timer's
lines both games share, and One Night's lines with a number in them (the players, the
champion). Every line here is in the prepare catalogue (``device.shell.voice.catalogue``)
for each seat it can name; tests/device/test_every_line_is_prepared.py checks it.

Each line is a whole template of the catalogue, said in the current language
(``device.i18n.language``): English outside an event, the box's language inside one. The
constants are English, marked with ``N_``: say them with ``_(ONE_MINUTE)``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.words import capital

from device.i18n.language import N_, _, n_, words

#: the day timer's lines, the same in both games
ONE_MINUTE = N_("One minute left.")
TEN_SECONDS = N_("Ten seconds.")
TIME_UP = N_("Time is up.")
ALL_READY = N_("Everyone is ready.")
#: the seating's lines, the same in both games
SAME_PLAYERS_LINE = N_("Same players as last time.")
EDITED_DECK_LINE = N_("The deck does not fit. To use the preset instead, press the knob "
                      "again.")
#: the vote's lines, the same in both games
REVOTE_OFFER = N_("To vote again, press the knob. A long press keeps the count.")
NO_VOTES_OFFER = N_("No votes counted. To vote again, press the knob.")
VOTE_AGAIN_LINE = N_("Let's vote again.")


def deaths_line(dead: Iterable[int]) -> str:
    d = sorted(dead)
    if not d:
        return _("Nobody dies.")
    return capital(n_("{seats} dies.", "{seats} die.", len(d), seats=words().seats(d)))


#: the team words of a win shared by more than one team ("The village and the Tanner win.")
TEAM_WORDS = {"village": N_("the village"), "werewolf": N_("the werewolves"),
              "tanner": N_("the Tanner")}
#: one team's win, a whole sentence each
TEAM_WINS = {"village": N_("The village wins."), "werewolf": N_("The werewolves win."),
             "tanner": N_("The Tanner wins.")}


def winners_line(teams: Iterable[str]) -> str:
    names = list(teams)
    if not names:
        return _("Nobody wins.")
    if len(names) == 1 and names[0] in TEAM_WINS:
        return _(TEAM_WINS[names[0]])
    said = [_(TEAM_WORDS[t]) if t in TEAM_WORDS else t for t in names]
    if len(said) == 1:
        return _("{team} wins.", team=capital(said[0]))
    return _("{teams} win.", teams=capital(words().join(said)))


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


def using_deck_line(players: int) -> str:
    """Seating: the chosen deck does not fit the seats joined, so the preset does."""
    return _("Using the {players} player deck.", players=players)


def deck_set_line(players: int) -> str:
    """The menu: the host picked One Night's preset for ``players``."""
    return _("Deck set for {players} players.", players=players)


def revealed_deaths_line(dead: Iterable[int]) -> str:
    """The score: the deaths again, when the revealed cards changed them."""
    return _("With the cards revealed: {deaths}", deaths=deaths_line(dead))


def winning_line(seats: Iterable[int]) -> str:
    """The score: the seats that won."""
    return _("Winning: {seats}.", seats=words().seats(seats))


def champion_line(seat: int) -> str:
    """The score: a seat reached the chips to win the tournament."""
    return _("Seat {seat} is the champion! A new tournament begins.", seat=seat)


def not_counted_line(seat: int) -> str:
    """Said after the close for each seat whose vote did not count."""
    return _("Seat {seat}, your vote did not count.", seat=seat)


def players_needed_line(low: int, high: int) -> str:
    """Said when the knob is pressed with too few (or too many) players joined."""
    return _("This game needs {low} to {high} players.", low=low, high=high)


def cause_lines(shots: Mapping[int, int], protected: Iterable[int]) -> list[str]:
    """Why the revealed cards changed the deaths: each Hunter's shot, each seat the
    Bodyguard kept safe ("Seat 2 dies: the Hunter's shot.")."""
    lines = [_("Seat {seat} dies: the Hunter's shot.", seat=target)
             for _hunter, target in sorted(shots.items())]
    return lines + [_("Seat {seat} is safe: the Bodyguard.", seat=seat)
                    for seat in sorted(protected)]
