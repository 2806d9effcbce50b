"""Every option of every command, given ``--`` or an empty path (issue 34, items 5 and 10).

argparse hands an option written ``--opt=--`` an empty list that its ``type`` never saw:
29 options gave a traceback and five took it silently. ``Path("")`` is the current
folder: ``voice prepare --cache ''`` filled it with WAVs. Each is one line and exit 2 now.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from device.cli import COMMANDS, build_parser, main
from device.cli.paths import path
from device.core.games import GAMES


def options() -> Iterator[tuple[str, argparse.Action]]:
    """``(command, option)`` for every option that takes a value, of every command.
    argparse has no public way to list a parser's options: its ``_actions`` is read."""
    parser = build_parser()
    [commands] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    for name, command in commands.choices.items():
        for action in command._actions:
            if action.option_strings and action.nargs != 0:
                yield name, action


EVERY_OPTION = list(options())


@pytest.fixture(autouse=True)
def no_command_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A command given a bad value must never start (``run`` would start the box)."""
    def ran(args: argparse.Namespace) -> int:
        raise AssertionError(f"nightbox {args.command} ran with {vars(args)}")

    for module, _help in COMMANDS.values():
        monkeypatch.setattr(importlib.import_module(f"device.cli.{module}"), "run", ran)


def refused_by_argparse(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2
    out = capsys.readouterr()
    assert out.out == "" and "Traceback" not in out.err
    [line] = out.err.strip().splitlines()
    return line


def test_every_command_and_its_options_are_listed() -> None:
    assert {name for name, _ in EVERY_OPTION} == set(COMMANDS) - {"check-config"}
    assert len(EVERY_OPTION) >= 50


@pytest.mark.parametrize(("command", "action"), EVERY_OPTION,
                         ids=[f"{c} {a.option_strings[-1]}" for c, a in EVERY_OPTION])
def test_dashes_as_an_option_s_value_are_one_line(
        command: str, action: argparse.Action, capsys: pytest.CaptureFixture[str]) -> None:
    option = action.option_strings[-1]
    line = refused_by_argparse([command, f"{option}=--"], capsys)
    assert line == (f"nightbox {command}: argument {option}: expected a value, not '--', "
                    "which ends the options")


def test_an_abbreviated_option_is_refused_alike(capsys: pytest.CaptureFixture[str]) -> None:
    line = refused_by_argparse(["demo", "--se=--"], capsys)
    assert line.startswith("nightbox demo: argument --seed: expected a value, not '--'")


def test_every_path_option_reads_through_the_one_path_type() -> None:
    paths = [(c, a.option_strings[-1]) for c, a in EVERY_OPTION if a.type is Path]
    assert paths == []
    assert len([a for _, a in EVERY_OPTION if a.type is path]) >= 12


@pytest.mark.parametrize(("command", "option"),
                         [(c, a.option_strings[-1]) for c, a in EVERY_OPTION if a.type is path])
def test_an_empty_path_is_refused_and_nothing_is_written_here(
        command: str, option: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    argv = [command, *(["status"] if command == "voice" else []), f"{option}="]
    line = refused_by_argparse(argv, capsys)
    assert line == (f"nightbox {command}: argument {option}: an empty path; name a file or "
                    "folder (. for the current folder)")
    assert list(tmp_path.iterdir()) == []


def test_voice_prepare_with_an_empty_cache_writes_nothing_here(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    line = refused_by_argparse(["voice", "prepare", "--cache", "", "--voice", "espeak",
                                "--quiet"], capsys)
    assert "argument --cache: an empty path" in line
    assert list(tmp_path.iterdir()) == []


def test_check_config_with_an_empty_file_names_it(capsys: pytest.CaptureFixture[str]) -> None:
    line = refused_by_argparse(["check-config", ""], capsys)
    assert line == ("nightbox check-config: argument FILE: an empty path; name a file or "
                    "folder (. for the current folder)")


def test_every_option_says_what_it_does() -> None:
    """Issue 34, item 18: ``demo --seed`` and ``script --format`` had no help."""
    assert [f"{c} {a.option_strings[-1]}" for c, a in EVERY_OPTION if not a.help] == []


def test_the_help_names_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 34, item 18: ``nightbox --help`` named One Night only."""
    assert main(["--help"]) == 0
    shown = " ".join(capsys.readouterr().out.split())
    assert all(f"{entry.title} (--game {entry.name})" in shown for entry in GAMES.entries)
    assert len(GAMES.entries) >= 2
