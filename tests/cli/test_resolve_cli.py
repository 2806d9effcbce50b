"""``nightbox resolve`` as a user runs it: the output format and exit codes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from . import run
from .run import nightbox

REQUIRED = {"dead", "winners", "winning_seats", "counts", "reason"}


def resolve(record: Any) -> dict[str, Any]:
    out = nightbox("resolve", "-", stdin=json.dumps(record))
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    result: dict[str, Any] = json.loads(out.stdout)
    assert set(result) >= REQUIRED
    return result


def refused(text: str, *args: str) -> str:
    return run.refused("resolve", *(args or ("-",)), stdin=text)


def test_the_issue_example_with_hunter_and_claw(tmp_path: Path) -> None:
    record = {"players": {"1": "werewolf", "2": "doppelganger:hunter", "3": "seer",
                          "4": "tanner", "5": "villager"},
              "votes": {"1": 2, "2": 1, "3": 2, "4": 2, "5": 3},
              "artifacts": {"3": "claw_of_the_werewolf"},
              "options": {"minion_rule": "official"}}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record, indent=2))
    out = nightbox("resolve", str(path))
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    # seat 2 (a Hunter) is voted out and shoots seat 1, a werewolf; seat 3 holds the claw
    assert result["dead"] == [1, 2]
    assert result["winners"] == ["village"]
    assert result["winning_seats"] == [2, 5]
    assert result["counts"] == {"1": 1, "2": 3, "3": 1, "4": 0, "5": 0}
    assert result["reason"] == "a Werewolf died: the village wins"
    assert result["won"]["3"] is False


def test_only_players_is_required() -> None:
    result = resolve({"players": {"1": "werewolf", "2": "seer", "3": "robber"}})
    assert result["dead"] == [] and result["winners"] == ["werewolf"]
    assert result["winning_seats"] == [1]


def test_several_teams_and_the_house_rule() -> None:
    tanner_and_wolf = resolve({"players": {"1": "werewolf", "2": "tanner", "3": "seer",
                                           "4": "villager"},
                               "votes": {"1": 2, "2": 1, "3": 1, "4": 2}})
    assert tanner_and_wolf["winners"] == ["village", "tanner"]
    assert tanner_and_wolf["winning_seats"] == [2, 3, 4]
    minion = {"players": {"1": "minion", "2": "seer", "3": "robber", "4": "villager"},
              "votes": {"2": 1, "3": 1, "4": 1, "1": 2}}
    assert resolve(minion)["winners"] == []
    minion["options"] = {"minion_rule": "village_must_kill_minion"}
    assert resolve(minion)["winning_seats"] == [2, 3, 4]


def test_a_stored_game_record_with_more_keys_is_accepted() -> None:
    result = resolve({"players": {"1": "werewolf", "2": "seer", "3": "villager"},
                      "votes": {"2": 1, "3": 1, "1": None}, "deck": ["werewolf"], "seats": 3})
    assert result["dead"] == [1]


def test_malformed_json_names_the_line() -> None:
    line = refused('{"players": {"1": "werewolf",\n "2": "seer"\n "3": "robber"}}')
    assert line.startswith("nightbox resolve: <stdin>, line 3: malformed JSON")


def test_an_unknown_role_names_the_file_line_key_and_a_suggestion(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text('{\n  "players": {\n    "1": "werewolf",\n    "2": "seeer"\n  }\n}\n')
    line = refused("", str(path))
    assert line == (f"nightbox resolve: {path}, line 4, key players.2: "
                    "unknown role 'seeer' (did you mean 'seer'?)")


def test_unknown_seat_keys_are_refused() -> None:
    assert "unknown seat key '11'" in refused('{"players": {"1": "werewolf", "11": "seer"}}')
    assert "unknown seat key 'one'" in refused('{"players": {"one": "werewolf"}}')
    line = refused('{"players": {"1": "werewolf", "2": "seer"},\n"votes": {"3": 1}}')
    assert "line 2, key votes.3" in line and "not among the players" in line


def test_other_bad_values_are_refused() -> None:
    assert "unknown artifact" in refused(
        '{"players": {"1": "werewolf"}, "artifacts": {"1": "claw"}}')
    # issue 34, item 11: the Curator has one token of each artifact
    line = refused('{"players": {"1": "werewolf", "2": "curator", "3": "villager"}, '
                   '"artifacts": {"1": "claw_of_the_werewolf", "3": "claw_of_the_werewolf"}}')
    assert "key artifacts.3: claw_of_the_werewolf is on seat 1 already" in line
    assert "did you mean 'village_must_kill_minion'" in refused(
        '{"players": {"1": "werewolf"}, "options": {"minion_rule": "village_must_kill"}}')
    assert "missing key 'players'" in refused('{"votes": {}}')
    assert "did you mean 'votes'" in refused('{"players": {"1": "werewolf"}, "vote": {}}')
    assert "a vote is a seat number" in refused(
        '{"players": {"1": "werewolf", "2": "seer"}, "votes": {"1": 1.5}}')
    assert "JSON object" in refused("[1, 2]")
    assert "cannot read" in refused("", "/nonexistent/game.json")


def test_an_apprentice_tanner_with_no_tanner_is_a_tanner() -> None:
    # RULINGS §4: no Tanner among the players, so the Apprentice's death stops the wolves
    result = resolve({"players": {"1": "werewolf", "2": "apprentice_tanner", "3": "seer",
                                  "4": "villager", "5": "villager"},
                      "votes": {"1": 2, "2": 1, "3": 2, "4": 2, "5": 1}})
    assert result["dead"] == [2]
    assert result["winners"] == ["tanner"] and result["winning_seats"] == [2]


def test_a_hunter_shot_kills_a_prince() -> None:
    # RULINGS §3.5: the Prince is only spared from votes; a Hunter's shot kills
    result = resolve({"players": {"1": "werewolf", "2": "hunter", "3": "prince",
                                  "4": "villager", "5": "villager"},
                      "votes": {"1": 2, "2": 3, "3": 2, "4": 2, "5": 1}})
    assert result["dead"] == [2, 3] and result["shots"] == {"2": 3}
