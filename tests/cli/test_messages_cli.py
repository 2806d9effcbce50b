"""The messages of issue 22 item 8, run as a user would: each says what is wrong, on one
line with exit status 2, with a "did you mean" where one fits."""

from __future__ import annotations

from pathlib import Path

from .run import nightbox, refused


def test_a_deck_too_small_for_any_table_says_so_of_its_cards() -> None:
    line = refused("script", "--roles", "werewolf")
    assert line == ("nightbox script: 1 card: a deck has 6 to 13 (players + 3, "
                    "for 3 to 10 players)")


def test_every_problem_of_a_deck_is_named() -> None:
    line = refused("script", "--roles", "werewolf,seer", "--players", "11")
    assert line == ("nightbox script: 2 problems: 1) 11 players: allowed 3 to 10; "
                    "2) 2 cards for 11 players; the deck needs 14 (players + 3)")
    line = refused("script", "--roles", "werewolf,werewolf,werewolf,seer,robber,troublemaker",
                   "--players", "11")
    assert "1) 11 players" in line and "2) werewolf: 3 cards; at most 2" in line
    assert "3) 6 cards for 11 players" in line and "more problem" not in line


def test_a_misspelt_voice_gets_a_did_you_mean() -> None:
    line = refused("say", "--voice", "espek", "hello")
    assert line == ("nightbox say: --voice 'espek': allowed espeak, pico, pico:VOICE, piper or "
                    "piper:MODEL (did you mean 'espeak'?)")
    assert "(did you mean 'piper'?)" in refused("say", "--voice", "pipr:x.onnx", "hello")


def test_a_config_key_that_is_one_word_of_a_key_suggests_it(tmp_path: Path) -> None:
    config = tmp_path / "nightbox.toml"
    config.write_text("[game]\nday = 300\n")
    out = nightbox("check-config", str(config))
    assert out.returncode == 2
    assert out.stderr.startswith(f"{config}: game.day: unknown key; did you mean "
                                 "'day_seconds'?")


def test_an_empty_file_says_it_is_empty(tmp_path: Path) -> None:
    empty = tmp_path / "game.json"
    empty.write_text("")
    assert refused("resolve", str(empty)) == f"nightbox resolve: {empty}: empty (no JSON in it)"
    assert refused("resolve", "-", stdin="\n  \n") == (
        "nightbox resolve: <stdin>: only blank space (no JSON in it)")
    assert refused("ballot", "--seats", "5", str(empty)) == (
        f'nightbox ballot: {empty}: empty, so no open line such as '
        '{"t": 0.0, "event": "open"}')
    config = tmp_path / "empty.toml"
    config.write_text("")
    out = nightbox("check-config", str(config))
    assert out.returncode == 0
    assert out.stdout.startswith(f"ok: {config}: empty, so the built-in defaults: 10 seats")
