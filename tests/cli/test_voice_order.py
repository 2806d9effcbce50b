"""``nightbox voice prepare``: what a table hears most comes first, ``--only``/``--roles``
prepare one deck's lines, and the time to ready is estimated for the Pi it runs on."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from engine.words import ENGLISH

from device.cli.voice_cmd import HERE_SECONDS_PER_LINE, clock, lines_to_prepare, time_to_ready
from device.config import load_config
from device.core.games import GAMES
from device.shell.voice.catalogue import box_lines, deck_lines

from .run import nightbox, refused

FIVE = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "villager",
        "villager")


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NIGHTBOX_CACHE_DIR", str(tmp_path / "cache"))   # nothing prepared
    monkeypatch.delenv("CACHE_DIRECTORY", raising=False)
    config = tmp_path / "nightbox.toml"
    config.write_text("")
    monkeypatch.setenv("NIGHTBOX_CONFIG", str(config))
    return tmp_path / "cache"


def args(**given: object) -> argparse.Namespace:
    return argparse.Namespace(**{"game": None, "first": None, "only": None, "roles": None,
                                 **given})


def test_a_deck_s_lines_start_with_the_count_in_then_the_table_then_its_night() -> None:
    lines = deck_lines(ENGLISH, "onenight", FIVE)
    assert lines[:4] == ["Three.", "Two.", "One.", "Vote!"]
    assert lines[4] == "Press your button to join. Then press the knob."
    night = lines.index("Everyone, close your eyes. Stay still and quiet until your role is "
                        "called.")
    assert night > lines.index("One minute left.")
    assert any(line.startswith("Werewolves, wake up.") for line in lines[night:])
    assert not any("Drunk" in line for line in lines)          # no Drunk in this deck
    assert len(set(lines)) == len(lines)


def test_everything_is_prepared_with_the_config_s_game_and_deck_first(tmp_path: Path) -> None:
    config = load_config(None)
    every = box_lines(ENGLISH)
    ordered = lines_to_prepare(args(), config, ENGLISH)
    first = deck_lines(ENGLISH, "onenight", GAMES.game("onenight").cards(config.game))
    assert sorted(ordered) == sorted(every)                    # every line, once
    assert ordered[:len(first)] == first                       # the table's first
    assert ordered[:len(first)] != every[:len(first)]          # which is not the old order
    classic = lines_to_prepare(args(game="classic"), config, ENGLISH)
    assert classic[:4] == ["One.", "Two.", "Three.", "Point!"]
    assert sorted(classic) == sorted(every)


def test_only_and_roles_prepare_one_deck_s_lines(cache: Path) -> None:
    config = load_config(None)
    only = lines_to_prepare(args(only=5), config, ENGLISH)
    assert only == deck_lines(ENGLISH, "onenight", FIVE)
    assert lines_to_prepare(args(roles=",".join(FIVE)), config, ENGLISH) == only
    out = nightbox("voice", "status", "--voice", "espeak", "--only", "5")
    assert out.returncode == 1                                 # nothing prepared yet
    assert f"0 of {len(only)} lines prepared" in out.stdout
    big = nightbox("voice", "status", "--voice", "espeak", "--game", "classic", "--only", "8")
    eight = lines_to_prepare(args(game="classic", only=8), config, ENGLISH)
    assert f"0 of {len(eight)} lines prepared" in big.stdout
    assert eight[:4] == ["One.", "Two.", "Three.", "Point!"] and len(eight) < len(only) * 3


def test_a_deck_the_box_cannot_play_is_one_line(cache: Path) -> None:
    line = refused("voice", "status", "--voice", "espeak", "--only", "42")
    assert "--only 42: onenight has no preset for 42 players" in line
    assert "3, 4, 5, 6, 7, 8, 9, 10" in line
    assert "--roles werewolf,sear" in refused("voice", "status", "--voice", "espeak",
                                                "--roles", "werewolf,sear")
    assert "did you mean 'classic'" in refused("voice", "status", "--voice", "espeak",
                                                 "--game", "clasic")
    assert "--roles" in refused("voice", "status", "--voice", "espeak", "--roles", " , ")


def test_the_time_to_ready_is_estimated_for_the_pi_it_runs_on() -> None:
    here = 974 * HERE_SECONDS_PER_LINE["piper"]
    zero = time_to_ready(974, "piper:en_US-joe-medium", "Raspberry Pi Zero 2 W Rev 1.0")
    assert f"about {clock(here * 20)} on this Raspberry Pi Zero 2 W" in zero
    assert f"({clock(here * 12)} to {clock(here * 40)}" in zero
    pi4 = time_to_ready(974, "piper", "Raspberry Pi 4 Model B Rev 1.4")
    assert f"about {clock(here * 7)} on this Raspberry Pi 4" in pi4
    off = time_to_ready(974, "piper", None)
    assert f"about {clock(here)} on the benchmarks' machine (off a Pi" in off
    pico = time_to_ready(974, "pico", "Raspberry Pi Zero 2 W Rev 1.0")
    assert f"about {clock(974 * HERE_SECONDS_PER_LINE['pico'] * 20)}" in pico
    assert HERE_SECONDS_PER_LINE["pico"] < HERE_SECONDS_PER_LINE["piper"]


def test_the_box_s_preparer_puts_its_game_and_deck_first() -> None:
    from device.shell.voice.preparer import prepare_command
    from device.shell.voice.speaker import first_args

    settings = GAMES.settings(game="classic")
    argv = prepare_command(Path("joe.onnx"), 160, Path("tts"), "de", first_args(settings))
    at = argv.index("--game")
    assert argv[at:] == ["--game", "classic", "--first",
                         ",".join(GAMES.game("classic").cards(settings))]
    assert argv[argv.index("--lang") + 1] == "de"
