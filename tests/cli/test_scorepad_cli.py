"""The Moderator's scorepad after the game: ``nightbox resolve --scorepad`` and ``nightbox
games --scorepad N`` on the games the rig saved (a classic game and a One Night one), as
text of 80 columns in ``--lang``; One Night keeps none and says so in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.classic.record import resolve_classic

from tests.app.test_classic_scorepad_page import RECORD

from .run import nightbox, refused
from .test_demo_state import demo


@pytest.fixture(scope="module")
def state(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A state folder the rig saved a classic game (game 1) and a One Night game (game 2)
    into."""
    root = tmp_path_factory.mktemp("pad")
    for game, players in (("classic", "9"), ("onenight", "5")):
        out = demo(root, "--game", game, "--players", players, "--state-dir",
                   str(root / "state"))
        assert out.returncode == 0, out.stderr
    return root / "state"


def printed(*args: str) -> list[str]:
    out = nightbox(*args)
    assert out.returncode == 0 and out.stderr == "", out.stderr
    return out.stdout.splitlines()


def _classic(state: Path) -> dict[str, object]:
    line = (state / "games.jsonl").read_text().splitlines()[0]
    record: dict[str, object] = json.loads(line)["record"]
    assert record["game"] == "classic"
    return record


def test_the_saved_classic_game_reads_as_the_moderator_wrote_it(state: Path) -> None:
    lines = printed("resolve", "--state-dir", str(state), "--game", "1", "--scorepad",
                    "--lang", "en")
    game = resolve_classic(_classic(state)).game
    assert lines[0] == "Scorepad" and lines[1] == "Players"
    assert all(len(line) <= 80 for line in lines)
    cards = " ".join(lines[2:lines.index("Night 1")])
    for seat in game.players:   # every seat with its card
        assert f"{seat:>2} " in cards
    for death in game.deaths:   # every death with its cause, under its phase
        cause = {"lynch": "lynch", "werewolves": "wolves"}[death.cause.value]
        heading = f"{death.phase.kind.value.title()} {death.phase.number}"
        assert f"  Dead {death.seat}: {cause}" in lines[lines.index(heading):]
    assert game.ended is not None and lines[-2:] == [
        f"  Ended {game.ended}", "  The village wins." if "village" in
        game.outcome.winner_names else "  The werewolves win."]  # type: ignore[union-attr]


def test_games_prints_the_same_pad_by_its_number(state: Path) -> None:
    assert printed("games", "--state-dir", str(state), "--scorepad", "1", "--lang", "en") \
        == printed("resolve", str(state / "games.jsonl"), "--game", "1", "--scorepad",
                   "--lang", "en")


def test_the_pad_is_in_the_language_asked(state: Path) -> None:
    english = printed("resolve", "--state-dir", str(state), "--game", "1", "--scorepad",
                      "--lang", "en")
    german = printed("resolve", "--state-dir", str(state), "--game", "1", "--scorepad",
                     "--lang", "de")
    headings = [line for line in english if not line.startswith(" ")]
    assert len([line for line in german if not line.startswith(" ")]) == len(headings)
    assert german[0] == "Spielbogen" and "Night 1" not in german and "Nacht 1" in german


def test_a_record_file_keeps_its_alternates_amulet_and_seconds(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(RECORD))
    lines = printed("resolve", str(path), "--scorepad", "--lang", "en")
    assert lines[lines.index("Alternates") + 1] == "  Witch: one potion"
    day = lines.index("Day 1")
    assert lines[day + 1:day + 5] == ["  Nominee 4: 4/6", "  By 2, 2nd 3", "  Lynched: 4",
                                      "  Dead 4: lynch"]
    assert lines[lines.index("Now") + 1] == "  Amulet: seat 3"
    assert lines[-2:] == ["Result", "  Not finished."]


def test_one_night_keeps_no_scorepad(state: Path) -> None:
    line = refused("resolve", "--state-dir", str(state), "--scorepad", "--lang", "en")
    assert "game 2" in line and "One Night" in line and "--scorepad" in line
    line = refused("games", "--state-dir", str(state), "--scorepad", "2", "--lang", "en")
    assert "One Night" in line and "leave out --scorepad" in line


def test_a_game_not_saved_is_named_by_its_option(state: Path) -> None:
    line = refused("games", "--state-dir", str(state), "--scorepad", "7", "--lang", "en")
    assert line.endswith("--scorepad 7: " + str(state / "games.jsonl") + " holds games 1 to 2")
