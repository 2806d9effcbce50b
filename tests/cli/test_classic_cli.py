"""Classic Werewolf at the command line: ``nightbox resolve`` on every case of CLASSIC
§2-§4 (tests/engine/classic_cases.py), its refusals, and ``nightbox script --game
classic``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from device.cli import main
from tests.engine.classic_cases import CASES, ILLEGAL

from .run import process


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("name", list(CASES))
def test_resolve_answers_each_rule(name: str, capsys: pytest.CaptureFixture[str],
                                   tmp_path: Path) -> None:
    record, deaths, winners, seats, ended = CASES[name]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    code, out, err = run(capsys, "resolve", str(path))
    assert code == 0 and err == ""
    assert json.loads(out) == {"deaths": deaths, "winners": winners, "winning_seats": seats,
                               "ended": ended}


@pytest.mark.parametrize("name", list(ILLEGAL))
def test_resolve_refuses_in_one_line(name: str, capsys: pytest.CaptureFixture[str],
                                     tmp_path: Path) -> None:
    record, words = ILLEGAL[name]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    code, out, err = run(capsys, "resolve", str(path))
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    for word in words:
        assert word in err, err


def test_a_classic_record_from_stdin_as_a_subprocess() -> None:
    record = CASES["the tanner wins as well when it has died"][0]
    out = process("resolve", "-", stdin=json.dumps(record, indent=2))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["winners"] == ["village", "tanner"]


def test_script_steps_for_night_one_and_later(capsys: pytest.CaptureFixture[str]) -> None:
    roles = "werewolf,wolf_cub,cupid,seer,apprentice_seer,hunter,mayor,villager*3"
    code, out, err = run(capsys, "script", "--game", "classic", "--roles", roles,
                         "--format", "steps")
    assert code == 0
    assert out.split() == ["roll_call", "cupid", "soulmates", "werewolf", "seer"]
    assert "balance +2" in err  # -6 -8 -3 +7 +4 +3 +2 +3
    code, out, _ = run(capsys, "script", "--game", "classic", "--roles", roles, "--night", "2",
                       "--format", "steps")
    assert out.split() == ["werewolf", "seer"]


def test_script_night_one_in_the_rulebooks_roll_calling_order(
        capsys: pytest.CaptureFixture[str]) -> None:
    roles = "werewolf,cupid,mason*2,bodyguard,cursed,witch,seer,sorcerer,old_hag"
    code, out, _ = run(capsys, "script", "--game", "classic", "--roles", roles,
                       "--night", "1", "--format", "steps")
    assert code == 0
    assert out.split() == ["roll_call", "cupid", "soulmates", "mason", "bodyguard",
                           "werewolf", "cursed", "witch", "seer", "sorcerer", "old_hag"]
    code, out, _ = run(capsys, "script", "--game", "classic", "--roles",
                       "werewolf,seer,apprentice_seer,villager*3", "--night", "3",
                       "--format", "json")
    rows = [json.loads(line) for line in out.splitlines()]
    assert rows and not any(r["step"] == "apprentice_seer" for r in rows)
    assert not any("Apprentice" in r.get("text", "") for r in rows)


def test_script_seats_up_to_68_with_the_rest_villagers(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``--players N``: the seats the cards leave get Villagers (the rulebook's basic
    setup); every role of the book is accepted, and its night is the roll calling order."""
    code, out, err = run(capsys, "script", "--game", "classic", "--roles",
                         "werewolf*3,sorcerer,seer,witch,hunter,mayor", "--players", "16",
                         "--night", "2", "--format", "steps")
    assert code == 0 and out.split() == ["werewolf", "witch", "seer", "sorcerer"]
    assert "16 players, balance +3" in err
    roles = ("werewolf*6,wolf_cub,minion,sorcerer,vampire*5,seer*2,apprentice_seer,aura_seer,"
             "pi,lycan,bodyguard,priest,witch,magician,cupid*2,mason*3,hunter,mayor,prince,"
             "old_hag,spellcaster,tough_guy,martyr,diseased,old_man,ghost,troublemaker,idiot,"
             "pacifist,cursed*2,drunk,cult_leader,hoodlum,tanner,amulet")
    code, out, err = run(capsys, "script", "--game", "classic", "--roles", roles,
                         "--players", "68", "--night", "2", "--format", "steps")
    assert code == 0 and "68 players" in err and "Drunk" in err
    assert out.split()[:4] == ["priest", "bodyguard", "werewolf", "vampire"]
    assert out.split()[-1] == "amulet_pass"


@pytest.mark.parametrize("args, words", [
    (("--roles", "werewolf,seer,villager"), ("5 to 68",)),
    (("--roles", "werewolf,seer,villager*3", "--players", "4"), ("--players 4", "5 to 68")),
    (("--roles", "werewolf,seer,villager*6", "--players", "7"), ("--players 7", "seats 8")),
    (("--roles", "werewolf,seer,villagr*3"), ("did you mean 'villager'",)),
    (("--roles", "werewolf,seer,villager*3", "--night", "0"), ("--night",)),
])
def test_script_refuses_in_one_line(args: tuple[str, ...], words: tuple[str, ...],
                                    capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "script", "--game", "classic", *args)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1
    for word in words:
        assert word in err, err


@pytest.mark.parametrize("args, words", [
    (("--game", "classic", "--preset", "dom"), ("--preset dom", "did you mean 'doom'")),
    (("--preset", "doom"), ("--preset doom", "--game classic")),
    (("--game", "classic", "--players", "4"), ("--players 4", "5 to 68")),
    (("--game", "classic", "--players", "17"), ("--players 17", "no preset", "16")),
    (("--game", "classic", "--players", "7", "--preset", "doom"), ("doom", "9 players")),
])
def test_demo_refuses_in_one_line(args: tuple[str, ...], words: tuple[str, ...],
                                  capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "demo", *args, "--out", str(tmp_path / "out"))
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    for word in words:
        assert word in err
    assert not (tmp_path / "out").exists()


def test_demo_plays_the_preset_for_the_players(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    code, out, _ = run(capsys, "demo", "--game", "classic", "--players", "7",
                       "--out", str(tmp_path))
    record = json.loads((tmp_path / "game.json").read_text())
    assert code == 0 and record["game"] == "classic" and len(record["players"]) == 7
    assert re.search(r" wins( too)?: seats? \d", out.splitlines()[-1])  # the seats named
