"""The box's own history at the command line: ``nightbox resolve STATE/games.jsonl`` prints
what ``nightbox resolve game.json`` prints for the same game (both games), and ``nightbox
games`` lists what the box saved. Each run as a user would."""

from __future__ import annotations

import json
import re
import zlib
from pathlib import Path

import pytest

from .run import Ran
from .test_demo_state import demo
from .test_resolve_cli import nightbox, refused


@pytest.fixture(scope="module")
def box(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A state folder holding a One Night game then a classic one, each also written as
    ``game.json`` by ``--out`` (``out-onenight``, ``out-classic``)."""
    root = tmp_path_factory.mktemp("box")
    for game in ("onenight", "classic"):
        out = demo(root, "--game", game, "--state-dir", str(root / "state"),
                   "--out", str(root / f"out-{game}"))
        assert out.returncode == 0, out.stderr
    return root


def printed(*args: str, stdin: str | None = None) -> str:
    out = nightbox(*args, stdin=stdin)
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    return out.stdout


def test_resolve_reads_the_last_game_of_the_history_as_its_own_file(box: Path) -> None:
    history = str(box / "state" / "games.jsonl")
    classic = printed("resolve", str(box / "out-classic" / "game.json"))
    assert printed("resolve", history) == classic
    assert printed("resolve", history, "--game", "2") == classic
    assert json.loads(classic)["ended"]                     # a classic answer, not an error


def test_resolve_game_n_is_the_same_game_as_its_file(box: Path) -> None:
    onenight = printed("resolve", str(box / "out-onenight" / "game.json"))
    assert set(json.loads(onenight)) >= {"dead", "winners", "winning_seats"}
    assert printed("resolve", str(box / "state" / "games.jsonl"), "--game", "1") == onenight
    assert printed("resolve", "--state-dir", str(box / "state"), "--game", "1") == onenight
    assert printed("resolve", str(box / "state"), "--game", "1") == onenight
    whole = (box / "state" / "games.jsonl").read_text()
    assert printed("resolve", "-", "--game", "1", stdin=whole) == onenight
    first_line = whole.splitlines()[0]
    assert printed("resolve", "-", stdin=first_line + "\n") == onenight
    one = box / "one-line.json"
    one.write_text(first_line + "\n")
    assert printed("resolve", str(one)) == onenight


def test_games_lists_number_date_game_players_and_result(box: Path) -> None:
    rows = printed("games", "--state-dir", str(box / "state")).splitlines()
    assert rows[0].split() == ["#", "saved", "(UTC)", "game", "players", "result"]
    assert len(rows) == 3
    date = r"\d{4}-\d\d-\d\d \d\d:\d\d"
    assert re.match(rf"1  {date}  One Night  5 +\S", rows[1]), rows[1]
    assert re.match(rf"2  {date}  Classic    10 +\S", rows[2]), rows[2]
    for row, game in ((rows[1], "onenight"), (rows[2], "classic")):
        winners = json.loads(printed("resolve", str(box / f"out-{game}" / "game.json")))
        assert f"{' and '.join(winners['winners'])} won" in row


def test_a_game_number_outside_the_history_names_what_it_holds(box: Path) -> None:
    line = refused("", str(box / "state" / "games.jsonl"), "--game", "3")
    assert line.endswith("--game 3: " + str(box / "state" / "games.jsonl")
                         + " holds games 1 to 2")
    line = refused("", str(box / "out-classic" / "game.json"), "--game", "1")
    assert "is one game record, not the box's history" in line


def test_no_history_says_so_and_where_else_to_look(tmp_path: Path) -> None:
    out = nightbox("games", "--state-dir", str(tmp_path))
    assert out.returncode == 0 and "no games saved yet" in out.stdout
    assert "no games saved yet" in refused("", "--state-dir", str(tmp_path))
    assert "--state-dir " + str(tmp_path / "nope") + ": no such directory" in refused(
        "", "--state-dir", str(tmp_path / "nope"))


def _line(record: dict[str, object]) -> str:
    body = json.dumps(record, separators=(",", ":"))
    return json.dumps({"version": 1, "crc32": zlib.crc32(body.encode()), "record": record})


def test_an_error_in_a_saved_game_names_the_key_as_the_file_spells_it(box: Path,
                                                                       tmp_path: Path) -> None:
    record = json.loads((box / "out-onenight" / "game.json").read_text())
    record["revealed"]["2"] = "wolf"
    history = tmp_path / "games.jsonl"
    history.write_text(_line(record) + "\n")
    line = refused("", str(history))
    assert line.endswith(f"{history}, game 1, key revealed.2: unknown role 'wolf' "
                         "(did you mean 'werewolf'?)")
    as_file = tmp_path / "game.json"
    as_file.write_text(json.dumps(record, indent=2))
    line = refused("", str(as_file))
    assert ", key revealed.2: unknown role 'wolf'" in line and "players" not in line
    want = 1 + next(i for i, text in enumerate(as_file.read_text().splitlines())
                    if '"wolf"' in text)
    assert f"game.json, line {want}, key revealed.2" in line
    record["revealed"]["2"] = "werewolf"
    record["minion_rule"] = "offical"
    as_file.write_text(json.dumps(record))
    assert "key minion_rule: " in refused("", str(as_file))


def test_a_bad_line_is_left_out_with_a_warning_and_never_repaired(box: Path,
                                                                  tmp_path: Path) -> None:
    lines = (box / "state" / "games.jsonl").read_text().splitlines()
    history = tmp_path / "games.jsonl"
    text = lines[0] + "\n" + '{"version":1,"crc32":1,"rec' + "\n" + lines[1] + "\n"
    history.write_text(text)
    out = nightbox("resolve", str(history), "--game", "2")
    assert out.returncode == 0, out.stderr
    assert out.stdout == printed("resolve", str(box / "out-classic" / "game.json"))
    assert out.stderr.startswith("warning: ") and "line 2" in out.stderr
    assert len(out.stderr.splitlines()) == 1
    listed = nightbox("games", "--state-dir", str(tmp_path))
    assert listed.returncode == 0 and len(listed.stdout.splitlines()) == 3
    assert history.read_text() == text                       # read only
    piped = nightbox("resolve", "-", stdin=text)
    assert piped.returncode == 0 and piped.stdout == out.stdout
    assert piped.stderr.startswith("warning: <stdin> line 2 is not valid JSON")


def test_games_reads_the_box_s_own_folder_and_points_at_the_sim_s(tmp_path: Path) -> None:
    config = tmp_path / "nightbox.toml"
    config.write_text(f'[paths]\nstate_dir = "{tmp_path / "box"}"\n')
    env = {"STATE_DIRECTORY": None, "NIGHTBOX_STATE_DIR": None,
           "NIGHTBOX_CONFIG": str(config), "XDG_STATE_HOME": str(tmp_path / "xdg")}

    def games() -> Ran:
        return nightbox("games", env=env)

    none = games()
    assert none.returncode == 0
    assert none.stdout.strip() == (
        f"{tmp_path / 'box' / 'games.jsonl'}: no games saved yet (nightbox sim keeps its "
        f"games in {tmp_path / 'xdg' / 'nightbox' / 'sim'}: give --state-dir)")
    assert demo(tmp_path, "--state-dir", str(tmp_path / "box")).returncode == 0
    listed = games()
    assert listed.returncode == 0 and len(listed.stdout.splitlines()) == 2
    assert "One Night" in listed.stdout.splitlines()[1]
