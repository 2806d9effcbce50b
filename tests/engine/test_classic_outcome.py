"""Who wins classic Werewolf (CLASSIC §4): each case of ``engine.classic.outcome`` reached,
in the order the rules read, and both games answering the engine's one ``Outcome``."""

from __future__ import annotations

from collections.abc import Collection

from engine.classic.outcome import Case, Standing
from engine.classic.outcome import outcome as decide
from engine.classic.roles import CLASSIC_ROLES
from engine.onenight import outcome as onenight
from engine.outcome import Outcome
from engine.values import Choice, Team

#: 1 werewolf, 2 minion, 3 seer, 4 cupid, 5 cursed, 6 villager, 7 tanner
PLAYERS = {1: "werewolf", 2: "minion", 3: "seer", 4: "cupid", 5: "cursed", 6: "villager",
           7: "tanner"}
EVERYONE = frozenset(PLAYERS)


def outcome(players: dict[int, str], alive: Collection[int], turned: Collection[int],
            soulmates: tuple[int, int] | None, tanner_died: bool) -> Outcome[Case] | None:
    """CLASSIC §4 for these facts, as the engine's :class:`Standing` holds them: a turned
    seat is a wolf on the werewolf team; every Tanner died when ``tanner_died``."""
    teams = {s: Team.WEREWOLF if s in turned else CLASSIC_ROLES[r].team
             for s, r in players.items()}
    wolves = {s for s, r in players.items() if s in turned or CLASSIC_ROLES[r].wolf}
    tanners = {s for s, r in players.items() if r == "tanner"} if tanner_died else set()
    return decide(Standing(teams, frozenset(alive), wolves=frozenset(wolves),
                           soulmates=(soulmates,) if soulmates else (),
                           tanners_dead=frozenset(tanners)))


def test_the_soulmates_on_two_teams_last_alive_win_alone() -> None:
    """CLASSIC §4.1: Soulmates on different teams win alone as the last two alive; read
    first, so the wolves' parity (1 wolf, 1 other) does not win it."""
    out = outcome(PLAYERS, {1, 3}, (), (1, 3), tanner_died=False)
    assert out is not None and out.case is Case.SOULMATES
    assert out.winners == (Team.SOULMATES,) and out.winning_seats == (1, 3)
    assert out.dead == (2, 4, 5, 6, 7) and out.wolves == (1,)
    assert [s for s, won in out.won.items() if won] == [1, 3] and set(out.won) == EVERYONE
    assert out.reason == "the Soulmates, on two teams, are the last two alive: the Soulmates win"


def test_soulmates_on_one_team_win_with_it() -> None:
    """CLASSIC §4.1 is for Soulmates on two teams; two villagers bound by Cupid win with the
    village (§4.2), the dead among them too."""
    out = outcome(PLAYERS, {3, 6}, (), (3, 6), tanner_died=False)
    assert out is not None and out.case is Case.NO_WOLF_ALIVE
    assert out.winners == (Team.VILLAGE,) and out.winning_seats == (3, 4, 5, 6)


def test_the_village_wins_when_no_wolf_is_alive() -> None:
    """CLASSIC §4.2: no wolf alive: every village seat wins, dead or alive; the Minion,
    alive, is on the werewolf team and loses; the mixed Soulmates (1, 4) are a side of
    their own and win with nobody."""
    out = outcome(PLAYERS, {2, 3, 6}, (), (1, 4), tanner_died=False)
    assert out is not None and out.case is Case.NO_WOLF_ALIVE
    assert out.winners == (Team.VILLAGE,) and out.winning_seats == (3, 5, 6)
    assert out.reason == "no wolf is alive: the village wins"


def test_the_village_s_rule_is_read_first_when_nobody_is_left() -> None:
    """CLASSIC §4: when the village and the wolves would both win at once (nobody alive:
    no wolf, and 0 wolves against 0 others), the village's rule is read first."""
    out = outcome(PLAYERS, (), (), None, tanner_died=False)
    assert out is not None and out.case is Case.NO_WOLF_ALIVE and out.winners == (Team.VILLAGE,)


def test_the_werewolf_team_wins_at_parity() -> None:
    """CLASSIC §4.3: living wolves at least as many as the other living players: every
    werewolf-team seat wins, the dead Minion too."""
    out = outcome(PLAYERS, {1, 3}, (), None, tanner_died=False)
    assert out is not None and out.case is Case.WOLVES_AT_PARITY
    assert out.winners == (Team.WEREWOLF,) and out.winning_seats == (1, 2)
    assert out.reason == "the living wolves are as many as the rest: the werewolves win"


def test_a_turned_cursed_is_a_wolf_for_parity_and_for_the_win() -> None:
    """CLASSIC §4.2-§4.3: a turned Cursed is a wolf: alive with one other it reaches
    parity, and it wins with the werewolf team."""
    out = outcome(PLAYERS, {5, 6}, {5}, None, tanner_died=False)
    assert out is not None and out.case is Case.WOLVES_AT_PARITY
    assert out.winning_seats == (1, 2, 5) and out.wolves == (1, 5)


def test_the_game_goes_on_while_no_rule_holds() -> None:
    """CLASSIC §4: one living wolf against two others, no Soulmates alone: no case, no
    outcome."""
    assert outcome(PLAYERS, {1, 3, 6}, (), (1, 3), tanner_died=False) is None


def test_a_tanner_who_died_wins_too_whoever_else_wins() -> None:
    """CLASSIC §4.4: the Tanner is no case of its own: a Tanner who died is added to the
    winners (in Team order) and to the reason of the case that ended the game."""
    village = outcome(PLAYERS, {3, 6}, (), None, tanner_died=True)
    assert village is not None and village.case is Case.NO_WOLF_ALIVE
    assert village.winners == (Team.VILLAGE, Team.TANNER)
    assert village.winning_seats == (3, 4, 5, 6, 7)
    assert village.reason == "no wolf is alive: the village wins; the Tanner wins too"
    soulmates = outcome(PLAYERS, {1, 3}, (), (1, 3), tanner_died=True)
    assert soulmates is not None and soulmates.winners == (Team.SOULMATES, Team.TANNER)
    assert soulmates.winning_seats == (1, 3, 7)
    alive_tanner = outcome(PLAYERS, {3, 6, 7}, (), None, tanner_died=False)
    assert alive_tanner is not None and Team.TANNER not in alive_tanner.winners


def test_both_games_answer_the_one_outcome_type() -> None:
    """One Night's outcome (RULINGS §4) and classic's (CLASSIC §4) are one type, each with
    a case of its own game's Case enum."""
    classic = outcome(PLAYERS, {3, 6}, (), None, tanner_died=False)
    one_night = onenight.outcome({1: "werewolf", 2: "seer", 3: "villager"}, {}, [1])
    assert classic is not None
    assert type(classic) is type(one_night) is Outcome
    assert isinstance(classic.case, Choice) and isinstance(one_night.case, Choice)
    assert type(classic.case) is Case and type(one_night.case) is onenight.Case
    assert classic.winner_names == one_night.winner_names == ("village",)
