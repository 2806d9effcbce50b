"""The typed game record: one way in, one way out, every bad key named."""

from __future__ import annotations

import pytest

from engine.errors import InvalidRecord
from engine.onenight.record import BallotRecord, GameRecord

BASE = GameRecord(game=3, deck=("werewolf", "seer", "robber"), seats=(1, 2, 3), seed=7)


def test_round_trip_through_json() -> None:
    ballot = BallotRecord("tap", {"tap_gap": 1.2}, ({"t": 1.0, "event": "open"},),
                          {1: 2, 2: None}, {2: "started too early"})
    record = BASE.with_(ballots=(ballot,), votes={1: 2, 2: None}, deaths=(2,),
                        revealed={1: "werewolf", 2: "seer"}, final_deaths=(2,),
                        winners=("werewolf",), winning_seats=(1,), chips={1: 1})
    data = record.to_json()
    assert data["votes"] == {"1": 2, "2": None} and data["revealed"]["1"] == "werewolf"
    assert GameRecord.from_json(data) == record
    with pytest.raises(TypeError):
        record.votes[1] = 3  # type: ignore[index]


@pytest.mark.parametrize("bad, message", [
    ({"gaem": 1}, "not a key of a game record: 'gaem'"),
    ({"seats": [0]}, "no seat 0"),
    ({"votes": {"11": 2}}, "no seat 11"),
    ({"seed": 10**5000}, "a huge number"),
    ({"deck": "werewolf"}, "deck must be a list"),
    ({"ballots": [{"events": [3]}]}, "ballots[0].events[0] must be a JSON object"),
])
def test_bad_records_are_refused_by_key(bad: dict[str, object], message: str) -> None:
    data = {**BASE.to_json(), **bad}
    with pytest.raises(InvalidRecord) as caught:
        GameRecord.from_json(data)
    assert message in str(caught.value)
