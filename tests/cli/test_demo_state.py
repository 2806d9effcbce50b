"""``nightbox demo`` and its state: a temporary folder removed at the end, or
``--state-dir`` kept, where the box's history grows a game per demo (both games)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from .run import Ran, nightbox


def demo(tmp_path: Path, *args: str) -> Ran:
    """The demo as a user runs it, with its temporary files under ``tmp_path/tmp`` (as
    ``TMPDIR`` would put them in a process of its own)."""
    scratch = tmp_path / "tmp"
    scratch.mkdir(exist_ok=True)
    saved, tempfile.tempdir = tempfile.tempdir, str(scratch)
    try:
        return nightbox("demo", *args)
    finally:
        tempfile.tempdir = saved


def test_the_demo_leaves_no_temporary_folder(tmp_path: Path) -> None:
    out = demo(tmp_path)
    assert out.returncode == 0, out.stderr
    assert "-- vote --" in out.stdout          # it played
    assert list((tmp_path / "tmp").iterdir()) == []


def test_a_refused_demo_leaves_no_temporary_folder_either(tmp_path: Path) -> None:
    config = tmp_path / "bad.toml"
    config.write_text("[voice]\nrat = 3\n")
    out = demo(tmp_path, "--config", str(config))
    assert out.returncode == 2 and "voice.rat" in out.stderr
    assert list((tmp_path / "tmp").iterdir()) == []


def test_the_demo_saves_each_game_in_its_state_dir(tmp_path: Path) -> None:
    state = tmp_path / "state"
    for game in ("onenight", "classic", "onenight"):
        out = demo(tmp_path, "--game", game, "--state-dir", str(state))
        assert out.returncode == 0, out.stderr
    lines = (state / "games.jsonl").read_text().splitlines()
    kinds = [json.loads(line)["record"]["game"] for line in lines]
    assert len(kinds) == 3 and kinds[1] == "classic"
    assert all(isinstance(kind, int) for kind in (kinds[0], kinds[2]))
    assert list((tmp_path / "tmp").iterdir()) == []


def test_the_demo_leaves_a_game_under_way_alone(tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    under_way = {"version": 1, "game": {"game": "classic", "players": {"1": "werewolf"},
                                        "phases": []}}
    (state / "current.json").write_text(json.dumps(under_way))
    out = demo(tmp_path, "--state-dir", str(state))
    assert out.returncode == 2 and "a game is under way there" in out.stderr
    assert json.loads((state / "current.json").read_text()) == under_way


def test_the_demo_leaves_the_process_s_pin_factory_as_it_was(tmp_path: Path) -> None:
    from gpiozero import Device

    before = Device.pin_factory
    assert demo(tmp_path).returncode == 0
    assert Device.pin_factory is before                 # main() may run again in it
