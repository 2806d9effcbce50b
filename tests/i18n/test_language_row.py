"""A row of the language table without its catalogue (Italian, patched in before anything
reads the table: ``tests.i18n.extra_row``): every command still runs in its default
language, ``--lang it`` is one line and exit status 2, and a box whose settings name it
speaks English, says so once in its log, and never offers it in its menu."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import require_espeak

REPO = Path(__file__).resolve().parents[2]
DECK = "werewolf,werewolf,seer,robber,troublemaker,villager,villager,villager"
MISSING = ("no catalogue for language 'it' (Italiano): "
           "device/locale/it/LC_MESSAGES/nightbox.po is missing")


def with_row(*args: str, tmp: Path | None = None,
             env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``nightbox ARGS`` (or the box check) with the Italian row in the table; ``{tmp}`` in
    an argument is ``tmp``, which also holds an empty config (the built-in defaults)."""
    more = dict(env or {})
    if tmp is not None:
        (tmp / "empty.toml").write_text("")
        more.setdefault("NIGHTBOX_CONFIG", str(tmp / "empty.toml"))
        more.setdefault("NIGHTBOX_CACHE_DIR", str(tmp / "cache"))
        args = tuple(arg.format(tmp=tmp) for arg in args)
    return subprocess.run([sys.executable, "-m", "tests.i18n.extra_row", *args], cwd=REPO,
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, **more})


def test_the_row_is_in_the_table_of_the_commands_run() -> None:
    """The patch takes: a name typed for Italian finds its row."""
    out = with_row("script", "--roles", DECK, "--lang", "italian")
    assert out.returncode == 2 and "did you mean 'it'" in out.stderr, out.stderr


@pytest.mark.parametrize(("args", "said"), [
    (("--help",), "nightbox"),
    (("script", "--help"), "--lang en|de|fr|es"),
    (("script", "--roles", DECK), "[seer] Seer, wake up."),
    (("script", "--game", "classic", "--roles", "werewolf,seer,villager*4"),
     "Night falls. Everyone, close your eyes."),
    (("games", "--state-dir", "{tmp}"), "no games saved yet"),
    (("check-config",), "ok: "),
    (("demo", "--players", "3"), "says     Press your button to join."),
    (("demo", "--game", "classic", "--players", "5"), "says     The game is over.")],
    ids=lambda value: " ".join(value) if isinstance(value, tuple) else "")
def test_every_command_still_runs_in_its_default_language(args: tuple[str, ...], said: str,
                                                          tmp_path: Path) -> None:
    out = with_row(*args, tmp=tmp_path)
    assert out.returncode == 0, out.stderr
    assert said in out.stdout
    assert "Traceback" not in out.stderr and "catalogue" not in out.stderr
    assert "Italiano" not in out.stdout      # --help lists the languages the box speaks


def test_say_still_writes_its_wav(tmp_path: Path) -> None:
    require_espeak()
    out = with_row("say", "Hello.", "--voice", "espeak", "--wav", "{tmp}/hello.wav",
                   tmp=tmp_path)
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "hello.wav").stat().st_size > 1000


@pytest.mark.parametrize("args", [
    ("script", "--roles", DECK), ("say", "Ciao.", "--wav", "{tmp}/ciao.wav"),
    ("demo",), ("sim",), ("voice", "status")], ids=lambda args: args[0])
def test_lang_it_is_one_line_and_exit_2(args: tuple[str, ...], tmp_path: Path) -> None:
    out = with_row(*args, "--lang", "it", tmp=tmp_path)
    assert out.returncode == 2, out.stdout
    assert out.stderr.splitlines() == [
        f"nightbox {args[0]}: {MISSING}; the box speaks: en, de, fr, es"]


def test_a_config_naming_it_is_valid_and_spoken_in_english(tmp_path: Path) -> None:
    """The box would speak English: check-config says so, and a command that speaks the
    config's language speaks English, with one line saying why."""
    config = tmp_path / "nightbox.toml"
    config.write_text('[game]\nlanguage = "it"\n')
    checked = with_row("check-config", str(config), tmp=tmp_path)
    assert checked.returncode == 0 and checked.stdout.startswith("ok: "), checked.stderr
    assert checked.stderr.splitlines() == [
        f"warning: game.language: {MISSING}; the box speaks English"]
    script = with_row("script", "--roles", DECK, tmp=tmp_path,
                      env={"NIGHTBOX_CONFIG": str(config)})
    assert script.returncode == 0, script.stderr
    assert "[seer] Seer, wake up." in script.stdout
    assert script.stderr.splitlines() == [f"{MISSING}; speaking English"]


def test_the_box_whose_settings_name_it_speaks_english(tmp_path: Path) -> None:
    out = with_row("box", str(tmp_path / "state"))
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout)
    assert seen["setting"] == "it" and seen["speaks"] == "en"
    assert seen["root"][0] == "Start game" and seen["root"][-1] == "System >"
    assert seen["offered"] == ["en", "de", "fr", "es"]          # never Italian
    assert seen["logged"] == [f"{MISSING}; speaking English"]  # once, however often read
