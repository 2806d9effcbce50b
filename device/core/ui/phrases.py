"""Sentences the box builds from results (deaths, winners, seat lists), the day timer's
lines both games share, and One Night's lines with a number in them (the players, the
champion). Every line here is in the prepare catalogue (``device.shell.voice.catalogue``)
for each seat it can name; tests/device/test_every_line_is_prepared.py checks it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping


#: the day timer's lines, the same in both games
ONE_MINUTE = "One minute left."
TEN_SECONDS = "Ten seconds."
TIME_UP = "Time is up."
ALL_READY = "Everyone is ready."
#: the seating's lines, the same in both games
SAME_PLAYERS_LINE = "Same players as last time."
EDITED_DECK_LINE = "The deck does not fit. To use the preset instead, press the knob again."
#: the vote's lines, the same in both games
REVOTE_OFFER = "To vote again, press the knob. A long press keeps the count."
NO_VOTES_OFFER = "No votes counted. To vote again, press the knob."
VOTE_AGAIN_LINE = "Let's vote again."


def seat_list(seats: Iterable[int]) -> str:
    """``[2]`` -> ``"Seat 2"``; ``[2, 4, 7]`` -> ``"Seats 2, 4 and 7"``."""
    s = sorted(seats)
    if len(s) == 1:
        return f"Seat {s[0]}"
    return "Seats " + ", ".join(map(str, s[:-1])) + f" and {s[-1]}"


def deaths_line(dead: Iterable[int]) -> str:
    d = sorted(dead)
    if not d:
        return "Nobody dies."
    return f"{seat_list(d)} {'dies' if len(d) == 1 else 'die'}."


TEAM_WORDS = {"village": "the village", "werewolf": "the werewolves", "tanner": "the Tanner"}


def winners_line(teams: Iterable[str]) -> str:
    words = [TEAM_WORDS.get(t, t) for t in teams]
    if not words:
        return "Nobody wins."
    text = words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" and {words[-1]}"
    return f"{text[0].upper()}{text[1:]} win{'s' if len(words) == 1 and words[0] != 'the werewolves' else ''}."


def early_line(seats: Iterable[int]) -> str:
    """Said at once when seats start tapping before "VOTE!": they can still vote."""
    s = sorted(seats)
    if len(s) > 3:
        return f"{len(s)} seats too early. Tap again."
    return f"{seat_list(s)}, too early. Tap again."


def first_speaker_line(seat: int) -> str:
    """Said as the day starts, when the box picks who speaks first."""
    return f"Seat {seat} speaks first."


def seat_line(seat: int) -> str:
    """A seat's number alone, as the hardware test says it for each button."""
    return f"Seat {seat}."


def using_deck_line(players: int) -> str:
    """Seating: the chosen deck does not fit the seats joined, so the preset does."""
    return f"Using the {players} player deck."


def deck_set_line(players: int) -> str:
    """The menu: the host picked One Night's preset for ``players``."""
    return f"Deck set for {players} players."


def revealed_deaths_line(dead: Iterable[int]) -> str:
    """The score: the deaths again, when the revealed cards changed them."""
    return f"With the cards revealed: {deaths_line(dead)}"


def winning_line(seats: Iterable[int]) -> str:
    """The score: the seats that won."""
    return f"Winning: {seat_list(seats).lower()}."


def champion_line(seat: int) -> str:
    """The score: a seat reached the chips to win the tournament."""
    return f"Seat {seat} is the champion! A new tournament begins."


def not_counted_line(seat: int) -> str:
    """Said after the close for each seat whose vote did not count."""
    return f"Seat {seat}, your vote did not count."


def players_needed_line(low: int, high: int) -> str:
    """Said when the knob is pressed with too few (or too many) players joined."""
    return f"This game needs {low} to {high} players."


def cause_lines(shots: Mapping[int, int], protected: Iterable[int]) -> list[str]:
    """Why the revealed cards changed the deaths: each Hunter's shot, each seat the
    Bodyguard kept safe ("Seat 2 dies: the Hunter's shot.")."""
    lines = [f"Seat {target} dies: the Hunter's shot." for _, target in sorted(shots.items())]
    return lines + [f"Seat {seat} is safe: the Bodyguard." for seat in sorted(protected)]
