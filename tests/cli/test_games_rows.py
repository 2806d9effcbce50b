"""``nightbox games``: the row of each kind of saved game, from records built here."""

from __future__ import annotations

from typing import Any

import pytest

from engine.onenight.record import GameRecord

from device.cli.games_cmd import summary
from device.cli.saved_games import SavedGame

DECK = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "tanner", "villager",
        "villager")
DEALT = GameRecord(game=1, deck=DECK, seats=(1, 2, 3, 4, 5))
BALLOT: dict[str, Any] = {"mode": "tap", "params": {}, "events": []}
VOTED = GameRecord.from_json({**DEALT.to_json(), "ballots": [BALLOT], "deaths": [3, 4]})
SCORED = VOTED.with_(final_deaths=(3,), winners=("werewolf", "tanner"),
                     revealed={1: "werewolf", 2: "seer", 3: "tanner", 4: "villager",
                               5: "robber"})
CLASSIC = {"game": "classic", "players": {"1": "werewolf", "2": "seer", "3": "villager",
                                          "4": "villager", "5": "villager"},
           "phases": [{"night": 1, "seer": 1}]}
WON = {**CLASSIC, "phases": [{"night": 1, "seer": 1}, {"day": 1, "votes": {
    "2": 1, "3": 1, "4": 1, "5": 1}}]}


@pytest.mark.parametrize(("record", "row"), [
    (DEALT.to_json(), ("One Night", "5", "not played to the vote")),
    (VOTED.to_json(), ("One Night", "5", "seats 3 and 4 died; not revealed")),
    (SCORED.to_json(), ("One Night", "5", "werewolf and tanner won; seat 3 died")),
    (CLASSIC, ("Classic", "5", "unfinished after 1 phase")),
    (WON, ("Classic", "5", "village won, day 1")),
    ({"game": 2, "deck": "x"}, ("One Night", "?", "cannot be read: deck must be a list")),
])
def test_each_kind_of_game_has_its_row(record: Any, row: tuple[str, ...]) -> None:
    assert summary(SavedGame(7, "2026-11-25T09:28:04Z", record)) == (
        "7", "2026-11-25 09:28", *row)


def test_a_game_saved_before_the_dates_shows_none() -> None:
    assert summary(SavedGame(1, "", DEALT.to_json()))[1] == "-"
