"""The per-game record: everything a game produced, and its raw ballot replays through
``nightbox ballot`` to the very same votes."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from device.core.settings import Settings
from hw_mocks.humans import HUMAN, taps
from hw_mocks.rig import Rig
from tests.cli.run import Ran, nightbox

from .flows import reveal, to_the_vote

FIVE = (1, 2, 3, 4, 5)


def replay(ballot: dict[str, Any], seats: int) -> dict[str, object]:
    """``nightbox ballot`` on a recorded ballot, with the parameters it was cast under."""
    stdin = "".join(json.dumps(e) + "\n" for e in ballot["events"])
    flags = [f"--{key.replace('_', '-')}={value}" for key, value in ballot["params"].items()]
    out = nightbox("ballot", "-", "--mode", ballot["mode"], "--seats", str(seats), *flags,
                   stdin=stdin)
    assert out.returncode == 0, out.stderr
    result: dict[str, object] = json.loads(out.stdout)
    return result


def test_recorded_tap_ballot_replays_to_the_same_votes(rig: Rig) -> None:
    opened = to_the_vote(rig, FIVE)
    rng = random.Random(5)
    wanted = {1: 2, 2: 5, 3: 2, 4: 1, 5: 3}
    for voter, target in wanted.items():             # human timing, with chatter
        rig.panel.edges(voter, taps(rng, target, opened + rng.uniform(0.0, 0.5), HUMAN))
    rig.run_until_phase("result", limit=20)
    reveal(rig, {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber"})

    record = rig.store.games()[-1]
    assert record["deck"] == ["werewolf", "werewolf", "seer", "robber", "troublemaker",
                              "villager", "villager", "villager"]
    assert record["seats"] == [1, 2, 3, 4, 5]
    assert record["votes"] == {str(k): v for k, v in wanted.items()}
    assert record["revealed"]["4"] == "werewolf" and record["winners"]
    ballot = record["ballots"][-1]
    assert ballot["events"][0]["event"] == "open"
    assert len(ballot["events"]) > 2 * sum(wanted.values())   # chatter is kept raw
    assert replay(ballot, 5)["votes"] == ballot["votes"]


def test_recorded_sweep_ballot_replays_too(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=Settings(vote_mode="sweep"))
    opened = to_the_vote(rig, FIVE)
    for voter, target in {1: 3, 2: 3, 3: 5, 4: 3, 5: 1}.items():
        at = opened + (target - 1) * Settings().dwell + 0.35
        rig.panel.press(voter, at=at, bounce=2)
        rig.panel.release(voter, at=at + 0.09, bounce=2)
    rig.run_until_phase("result", limit=30)
    rig.turn(1)
    rig.menu_select("Menu")                           # saved unscored
    ballot = rig.store.games()[-1]["ballots"][-1]
    assert ballot["votes"] == {"1": 3, "2": 3, "3": 5, "4": 3, "5": 1}
    assert ballot["params"]["dwell"] == Settings().dwell
    assert replay(ballot, 5)["votes"] == ballot["votes"]


def seat_three_dies(rig: Rig) -> None:
    """From the start to the result of a vote that kills seat 3."""
    to_the_vote(rig, FIVE)
    start = rig.clock.now + 0.05
    for voter, target in {1: 3, 2: 3, 3: 1, 4: 3, 5: 4}.items():
        rig.panel.tap(voter, target, at=start)
    rig.run_until_phase("result", limit=20)


def resolve(path: Any) -> Ran:
    return nightbox("resolve", str(path))


def test_resolve_reads_a_record_the_box_wrote(rig: Rig, tmp_path: Any) -> None:
    from engine.onenight.record import GameRecord

    seat_three_dies(rig)
    reveal(rig, {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber"})
    saved = rig.store.games()[-1]
    record = GameRecord.from_json(saved)                 # the typed record, read back
    assert record.to_json() == saved                     # and written the same way
    assert record.votes[1] == 3 and record.revealed[4] == "werewolf"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(saved))
    out = resolve(path)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["dead"] == [3] and result["winners"] == list(record.winners)
    assert result["winning_seats"] == list(record.winning_seats)


def test_resolve_names_a_box_record_that_was_never_revealed(rig: Rig, tmp_path: Any) -> None:
    seat_three_dies(rig)
    rig.turn(1)
    rig.menu_select("Menu")                              # saved unscored
    path = tmp_path / "game.json"
    path.write_text(json.dumps(rig.store.games()[-1]))
    out = resolve(path)
    assert out.returncode == 2 and "was not revealed" in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_the_demo_prints_a_readable_story_or_json(tmp_path: Any) -> None:
    text = nightbox("demo")
    assert text.returncode == 0, text.stderr
    lines = text.stdout.splitlines()
    assert not any(line.lstrip().startswith("{") for line in lines)
    assert any("-- vote --" in line for line in lines)
    assert any("screen   Vote: VOTE! 0/5 done" in line for line in lines)
    assert any("says     Seat" in line and "dies." in line for line in lines)
    assert len(lines) < 120
    as_json = nightbox("demo", "--json")
    rows = [json.loads(line) for line in as_json.stdout.splitlines()]
    assert rows[0]["kind"] == "phase" and len(rows) > len(lines)
