"""What the box says and shows in classic Werewolf, in our own words: the dawn, the day,
the vote, the lynch and the winner. Short, pronoun-neutral lines with seat numbers."""

from __future__ import annotations

from collections.abc import Iterable

from engine.classic.deaths import Cause, Death
from engine.classic.entries import Phase, PhaseKind
from engine.classic.presets import PRESETS, Preset
from engine.classic.roles import CLASSIC_ROLES
from engine.values import Team

from device.core.ui.phrases import (ALL_READY, NO_VOTES_OFFER, ONE_MINUTE, REVOTE_OFFER,
                                    TEN_SECONDS, TIME_UP, seat_list)

JOIN_LINE = "Classic Werewolf. Press your button to join. Then press the knob."
USING_DECK = "Using the deck {name}."
DEAL_LINE = "Deal one card to each player. Look at yours, then press your button."
GAME_STOPPED = "Game stopped. It is kept in the history."
NOBODY_DIED = "Everyone made it through the night."
DAY_LINE = "Talk it over. Press your button when you are ready to vote."
VOTE_LINE = ("Time to vote. On Point, tap your button once for each number of the seat "
             "you point at.")
#: the day vote's count-in: the ballot opens as "Point!" starts
POINT_COUNT = ("One.", "Two.", "Three.", "Point!")
POINT_WORD = "POINT!"
REVOTE_LINE = "A tie between {seats}. Vote again, for one of them only."
NO_VOTES = "No votes counted. Nobody is out today."
#: the nominate vote (CLASSIC §3): the day's line, the vote, and how a round ended
NOMINATE_DAY_LINE = ("Talk it over. To put a player to the vote, nominate and second, "
                     "then the Moderator presses the knob.")
NOMINATED = ("Seat {seat} is nominated. On Vote, press your button to vote out. "
             "Leave it, to let the seat live.")
NOMINEE_STAYS = "Seat {seat} stays: not enough votes."
NOBODY_OUT = "Nobody is out today."
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
             "soulmates": "The Soulmates win together.", "tanner": "The Tanner wins too."}
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


def preset_set_line(preset: Preset) -> str:
    """The menu: the host picked a classic preset."""
    return f"Deck set: {preset.name}, for {preset.players} players."


def lynch_tie_line(tied: Iterable[int]) -> str:
    return REVOTE_LINE.format(seats=seat_list(tied).lower())


def second_tie_all_line(tied: Iterable[int]) -> str:
    return f"A tie again. {seat_list(tied)} are out."


def win_line(winner: str, seats: Iterable[int]) -> str:
    """One side's win with its seats, dead or alive: "The village wins: seats 1, 3 and 5."
    (without seats, the words alone)."""
    if not list(seats):
        return WIN_WORDS[winner]
    return f"{WIN_WORDS[winner].removesuffix('.')}: {seat_list(seats).lower()}."


def win_title(winners: Iterable[str]) -> tuple[str, ...]:
    return tuple(WIN_TITLES[w] for w in winners)


def sample_lines(seats: Iterable[int] = (1, 2, 10)) -> list[str]:
    """Every line this module can build, for a few seats: the fixed lines, each death, each
    reveal of each role in each mode, the ties and every winner. For checking and
    pre-rendering the voice; the night's own lines come from ``engine.classic.script``."""
    lines = [JOIN_LINE, DEAL_LINE, GAME_STOPPED, ONE_MINUTE, TEN_SECONDS,
             TIME_UP, ALL_READY, NOBODY_DIED, DAY_LINE, VOTE_LINE, NO_VOTES, REVOTE_OFFER,
             NOMINATE_DAY_LINE, NOBODY_OUT,
             NO_VOTES_OFFER,
             SECOND_TIE_NOBODY, HUNTER_MISS, GAME_OVER, *WIN_WORDS.values(), *POINT_COUNT]
    lines += [USING_DECK.format(name=p.name) for p in PRESETS.values()]
    lines += [preset_set_line(p) for p in PRESETS.values()]
    lines += [win_line(w, [seat]) for w in WIN_WORDS for seat in seats]
    lines += [RESUMED.format(phase=str(Phase(n, kind))) for kind in PhaseKind for n in (1, 2)]
    seats = sorted(seats)
    for seat in seats:
        lines += [NOMINATED.format(seat=seat), NOMINEE_STAYS.format(seat=seat)]
        lines += [HUNTER_LINE.format(seat=seat), PRINCE_LINE.format(seat=seat),
                  SIT_OUT_LINE.format(seat=seat)]
        lines += [death_line(Death(Phase(1, PhaseKind.NIGHT), seat, cause)) for cause in Cause]
        for role_id in CLASSIC_ROLES:
            for mode in ("full", "team"):
                lines.append(reveal_line(seat, role_id, mode) or "")
            lines.append(reveal_line(seat, "cursed", "full", turned=True) or "")
    lines += [lynch_tie_line(seats[:2]), second_tie_all_line(seats[:2]), lynch_tie_line(seats)]
    return list(dict.fromkeys(line for line in lines if line))
