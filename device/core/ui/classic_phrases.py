"""What the box says and shows in classic Werewolf, in our own words: the dawn, the day,
the vote, the lynch and the winner. Short, pronoun-neutral lines with seat numbers."""

from __future__ import annotations

from collections.abc import Iterable

from engine.classic.deaths import Cause, Death
from engine.classic.roles import CLASSIC_ROLES, Team

from device.core.ui.phrases import seat_list

NOBODY_DIED = "Everyone made it through the night."
DAY_LINE = "Talk it over. Press your button when you are ready to vote."
VOTE_LINE = "On the count, tap the seat number of the player you point at."
REVOTE_LINE = "A tie between {seats}. Vote again, for one of them only."
NO_VOTES = "No votes counted. Nobody is out today."
SECOND_TIE_NOBODY = "A tie again. Nobody is out today."
HUNTER_LINE = "Seat {seat} was the Hunter. Moderator, enter the Hunter's shot."
HUNTER_MISS = "The Hunter shoots into the air."
PRINCE_LINE = "Seat {seat} is the Prince, shows the card, and stays in the game."
SIT_OUT_LINE = "Seat {seat} sits out today: no vote, and nobody may vote for that seat."
GAME_OVER = "The game is over."
RESUMED = "Welcome back. The game goes on from {phase}."

TEAM_NAMES = {"village": "the village side", "werewolf": "the werewolf side",
              "tanner": "on their own side"}
WIN_WORDS = {"village": "The village wins.", "werewolf": "The werewolves win.",
             "soulmates": "The Soulmates win, together.", "tanner": "The Tanner wins too."}
WIN_TITLES = {"village": "Village", "werewolf": "Wolf team", "soulmates": "Soulmates",
              "tanner": "Tanner"}


def death_line(death: Death) -> str:
    """One death as the voice says it; the night's causes are not told apart."""
    seat = death.seat
    if death.cause is Cause.HEARTBREAK:
        return f"Seat {seat} dies of a broken heart."
    if death.cause is Cause.HUNTER:
        return f"The Hunter's shot takes seat {seat}."
    if death.cause is Cause.LYNCH:
        return f"Seat {seat} is out, by the vote."
    return f"Seat {seat} did not survive the night."


def reveal_line(seat: int, role_id: str, mode: str, turned: bool = False) -> str | None:
    """What the dead seat was (reveal ``full``), its side (``team``), or nothing."""
    role = CLASSIC_ROLES[role_id]
    if mode == "full":
        name = "a turned Cursed" if turned else f"the {role.name}"
        return f"Seat {seat} was {name}."
    if mode == "team":
        team = Team.WEREWOLF.value if turned else role.team.value
        side = TEAM_NAMES[team]
        return f"Seat {seat} was {'' if team == 'tanner' else 'on '}{side}."
    return None


def lynch_tie_line(seats: Iterable[int]) -> str:
    return REVOTE_LINE.format(seats=seat_list(seats).lower())


def second_tie_all_line(seats: Iterable[int]) -> str:
    return f"A tie again. {seat_list(seats)} are out."


def winners_lines(winners: Iterable[str]) -> list[str]:
    return [GAME_OVER] + [WIN_WORDS[w] for w in winners]


def win_title(winners: Iterable[str]) -> tuple[str, ...]:
    return tuple(WIN_TITLES[w] for w in winners)
