"""``nightbox script`` and ``nightbox resolve`` with the Vampire box and the Bonus roles:
every new role is accepted, marks are checked, and revealed marks decide the result."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.ballot_record import BallotRecord
from engine.cues import Say
from engine.errors import InvalidInput
from engine.onenight.record import GameRecord
from engine.onenight.roles import ROLES

from device.core.games import GAMES
from device.core.records import ScriptRequest

from . import run
from .run import nightbox

NEW_ROLES = ("copycat", "vampire", "master", "count", "renfield", "diseased", "cupid",
             "instigator", "priest", "assassin", "apprentice_assassin", "marksman",
             "pickpocket", "gremlin", "body_snatcher", "nostradamus", "empath", "family_man",
             "ricochet_rhino", "defender_er", "sponge", "windy_wendy", "innocent_bystander")
SEVEN = "vampire,master,count,cupid,priest,werewolf,seer,robber,villager,villager"
FORMATS = Path(__file__).resolve().parents[2] / "docs" / "formats.md"


@pytest.mark.parametrize("role_id", NEW_ROLES)
def test_script_takes_every_new_role(role_id: str) -> None:
    """A deck with the role gives a night with the role's own step, or its group's (the
    Master: the vampires'), or none for a card that never wakes."""
    night = GAMES.game("onenight").records.script(
        ScriptRequest(f"{role_id},werewolf,werewolf,seer,villager,villager"))
    role = ROLES[role_id]
    called = role.step or role.joins
    if called:
        assert called in night.steps
        said = [cue.text for cue in night.cues if isinstance(cue, Say) and cue.step == called]
        assert said and all(said)
    else:
        assert night.steps == ("werewolf", "seer")


def test_script_prints_the_dusk_of_a_vampire_game_and_the_marks_to_put_out() -> None:
    out = nightbox("script", "--roles", SEVEN, "--format", "steps")
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["vampire", "count", "cupid", "priest", "marks", "lovers",
                                  "werewolf", "seer", "robber"]
    assert ("marks: a Mark of Clarity to each of the 7 players; on the boards: 2 Marks of "
            "Clarity, 1 Mark of the Vampire, 1 Mark of Fear, 2 Marks of Love "
            "(--marks clarity*2,vampire,fear,love*2)") in out.stderr
    checked = nightbox("script", "--roles", SEVEN, "--marks", "clarity*2,vampire,fear,love*2",
                       "--format", "steps")
    assert checked.returncode == 0 and checked.stdout == out.stdout


@pytest.mark.parametrize(("marks", "message"), [
    ("clarity*2,vampire,fear,lov*2", "unknown mark 'lov' (did you mean 'love'?)"),
    ("clarity*2,vampire,fear,love*3", "love: 3 marks; the deck uses 2 (handed out by cupid)"),
    ("clarity*2,vampire,fear,love*2,bat", "bat: 1 mark; the deck uses 0"),
])
def test_a_mark_the_deck_cannot_use_is_one_line_and_exit_2(marks: str, message: str) -> None:
    line = run.refused("script", "--roles", SEVEN, "--marks", marks)
    assert message in line


def test_marks_for_a_deck_without_marks_are_refused() -> None:
    line = run.refused("script", "--roles", "werewolf,werewolf,seer,robber,villager,villager",
                       "--marks", "fear")
    assert "no role of the deck uses marks" in line


def test_resolve_decides_the_vampire_example_of_the_formats_page() -> None:
    blocks = re.findall(r"```json\n(.*?)```", FORMATS.read_text(encoding="utf-8"), re.DOTALL)
    example = next(b for b in blocks if '"marks"' in b and b.startswith('{"players"'))
    shown = json.loads(next(b for b in blocks if b.startswith('{"dead": [1, 2, 4, 5]')))
    out = nightbox("resolve", "-", stdin=example)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert {key: result[key] for key in shown} == shown
    assert result["teams"]["6"] == "vampire" and result["teams"]["7"] == "assassin"


def test_resolve_reads_the_marks_and_draws_the_box_saved() -> None:
    votes: dict[int, int | None] = {1: 5, 2: 5, 3: 5, 4: 1, 5: 1}
    record = GameRecord(
        game=2, deck=("family_man", "werewolf", "seer", "villager", "robber", "cupid",
                      "troublemaker", "villager"), seats=(1, 2, 3, 4, 5), seed=9,
        ballots=(BallotRecord("tap", {}, (), votes, {}),), votes=votes,
        revealed={1: "family_man", 2: "werewolf", 3: "seer", 4: "villager", 5: "robber"},
        marks={5: "love", 3: "love"}).to_json()
    record["draws"] = {"family": "left"}
    out = nightbox("resolve", "-", stdin=json.dumps(record))
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    # seat 5 is voted out and seat 3 dies for love; the Family Man's family (1, 2) lives
    assert result["dead"] == [3, 5] and result["lovers"] == [3]
    assert result["winners"] == ["werewolf", "family_man"] and result["also"] == ["family_man"]


@pytest.mark.parametrize(("record", "message"), [
    ({"players": {"1": "werewolf", "2": "seer", "3": "cupid"}, "marks": {"2": "lvoe"}},
     "key marks.2: unknown mark 'lvoe' (did you mean 'love'?)"),
    ({"players": {"1": "werewolf", "2": "seer", "3": "cupid", "4": "villager", "5": "robber"},
      "marks": {"1": "love", "2": "love", "3": "love", "4": "love", "5": "love"}},
     "key marks: love: 5 marks held; the Vampire box holds 4"),
    ({"players": {"1": "werewolf", "2": "seer", "3": "family_man"}},
     "family_man: the family the box drew is missing"),
    ({"players": {"1": "werewolf", "2": "seer", "3": "nostradamus"},
      "draws": {"nostradamus": {"nostradamus": "wolf"}}},
     "key draws.nostradamus.nostradamus: 'wolf' is not one of"),
])
def test_resolve_refuses_bad_marks_and_draws_in_one_line(record: object, message: str) -> None:
    line = run.refused("resolve", "-", stdin=json.dumps(record))
    assert message in line, line


def test_a_bad_deck_for_the_script_is_still_one_line() -> None:
    with pytest.raises(InvalidInput, match="vampire: 2 cards; at most 1 in a deck"):
        GAMES.game("onenight").records.script(ScriptRequest("vampire*2,seer,villager"))
