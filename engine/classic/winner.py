"""Who wins classic Werewolf (CLASSIC §4), read top to bottom in the rules' order.

Checked after every phase's deaths have settled, chains included:
1. Soulmates on different teams (one on the werewolf team, one not) win alone when they
   are the last two alive; they are a team of their own, so they win with nobody else.
2. The village wins when no wolf is alive (a turned Cursed is a wolf).
3. The werewolf team wins when the living wolves are at least as many as everyone else.
4. A Tanner who has died wins as well, whoever else wins.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from ..values import Choice, Team
from .roles import CLASSIC_ROLES

Seat = int


class Winner(Choice):
    SOULMATES = "soulmates"
    VILLAGE = "village"
    WEREWOLF = "werewolf"
    TANNER = "tanner"


@dataclass(frozen=True)
class Win:
    winners: tuple[Winner, ...]
    seats: tuple[Seat, ...]


def team_of(seat: Seat, players: Mapping[Seat, str], turned: Collection[Seat]) -> Team:
    return Team.WEREWOLF if seat in turned else CLASSIC_ROLES[players[seat]].team


def is_wolf(seat: Seat, players: Mapping[Seat, str], turned: Collection[Seat]) -> bool:
    return seat in turned or CLASSIC_ROLES[players[seat]].wolf


def mixed_soulmates(players: Mapping[Seat, str], turned: Collection[Seat],
                    soulmates: tuple[Seat, Seat] | None) -> bool:
    """Soulmates with one on the werewolf team and one not."""
    if soulmates is None:
        return False
    a, b = ((team_of(s, players, turned) is Team.WEREWOLF) for s in soulmates)
    return a != b


def who_wins(players: Mapping[Seat, str], alive: Collection[Seat], turned: Collection[Seat],
             soulmates: tuple[Seat, Seat] | None, tanner_died: bool) -> Win | None:
    """The winners and every winning seat (dead or alive), or ``None`` while it goes on."""
    mixed = mixed_soulmates(players, turned, soulmates)
    own_team = frozenset(soulmates) if mixed and soulmates else frozenset()
    wolves = [s for s in alive if is_wolf(s, players, turned)]
    winners: list[Winner] = []
    seats: set[Seat] = set()

    def side(team: Team) -> set[Seat]:
        return {s for s in players if team_of(s, players, turned) is team and s not in own_team}

    if mixed and set(alive) == own_team:
        winners.append(Winner.SOULMATES)
        seats |= own_team
    elif not wolves:
        winners.append(Winner.VILLAGE)
        seats |= side(Team.VILLAGE)
    elif len(wolves) >= len(alive) - len(wolves):
        winners.append(Winner.WEREWOLF)
        seats |= side(Team.WEREWOLF)
    else:
        return None
    if tanner_died:
        tanners = {s for s in players if players[s] == "tanner"}
        winners.append(Winner.TANNER)
        seats |= tanners
    return Win(tuple(winners), tuple(sorted(seats)))
