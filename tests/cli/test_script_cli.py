"""``nightbox script``: formats and exit codes."""

from __future__ import annotations

import json

from .run import nightbox

EXAMPLE = "doppelganger,werewolf,werewolf,minion,seer,robber,troublemaker,insomniac,villager"


def test_steps_format_prints_the_rulings_example() -> None:
    out = nightbox("script", "--roles", EXAMPLE, "--format", "steps")
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == [
        "doppelganger", "doppelganger_minion", "werewolf", "minion", "seer", "robber",
        "troublemaker", "insomniac", "doppelganger_insomniac",
    ]


def test_one_night_reads_copies_with_a_star_as_classic_does() -> None:
    starred = EXAMPLE.replace("werewolf,werewolf", "werewolf*2")
    out = nightbox("script", "--roles", starred, "--format", "steps")
    assert out.returncode == 0, out.stderr
    assert out.stdout == nightbox("script", "--roles", EXAMPLE, "--format", "steps").stdout
    bad = nightbox("script", "--roles", EXAMPLE.replace("werewolf,werewolf", "werewolf*02"))
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1
    assert "werewolf*02" in bad.stderr and "Traceback" not in bad.stderr


def test_json_format_is_one_cue_per_line() -> None:
    out = nightbox("script", "--roles", EXAMPLE, "--format", "json", "--seed", "4")
    assert out.returncode == 0, out.stderr
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert {tuple(sorted(r)) for r in rows} == {("kind", "seconds", "step", "text")}
    assert rows[0]["step"] is None and rows[0]["kind"] == "say"
    pauses = [r for r in rows if r["kind"] == "pause"]
    assert pauses and all(r["seconds"] > 0 and r["text"] == "" for r in pauses)
    steps_in_order = []
    for r in rows:
        if r["step"] and r["step"] not in steps_in_order:
            steps_in_order.append(r["step"])
    assert steps_in_order[:2] == ["doppelganger", "doppelganger_minion"]
    again = nightbox("script", "--roles", EXAMPLE, "--format", "json", "--seed", "4")
    assert again.stdout == out.stdout


def test_text_format_shows_lines_and_pauses() -> None:
    out = nightbox("script", "--roles", EXAMPLE)
    assert out.returncode == 0
    assert "Everyone, close your eyes." in out.stdout
    assert "pause" in out.stdout
    assert "[seer] Seer, wake up." in out.stdout


def test_no_lone_wolf_and_expert() -> None:
    lone = nightbox("script", "--roles", EXAMPLE, "--mode", "expert")
    none = nightbox("script", "--roles", EXAMPLE, "--mode", "expert", "--no-lone-wolf")
    assert "only werewolf" in lone.stdout
    assert "only werewolf" not in none.stdout


def test_players_defaults_from_the_card_count() -> None:
    assert nightbox("script", "--roles", EXAMPLE, "--players", "6").returncode == 0
    bad = nightbox("script", "--roles", EXAMPLE, "--players", "5")
    assert bad.returncode == 2
    assert "9 cards for 5 players" in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1


def test_unknown_role_exits_2_with_a_suggestion() -> None:
    out = nightbox("script", "--roles", "werewolf,werewolf,seeer,robber,troublemaker,villager")
    assert out.returncode == 2
    assert out.stderr.strip() == (
        "nightbox script: unknown role 'seeer' (did you mean 'seer'?)")
    assert "Traceback" not in out.stderr


def test_invalid_deck_exits_2() -> None:
    out = nightbox("script", "--roles", "werewolf,werewolf,werewolf,seer,robber,villager")
    assert out.returncode == 2
    assert "werewolf: 3 cards" in out.stderr and "Traceback" not in out.stderr


def test_bad_flag_value_exits_2() -> None:
    out = nightbox("script", "--roles", EXAMPLE, "--format", "yaml")
    assert out.returncode == 2
    assert "Traceback" not in out.stderr


def test_warnings_go_to_stderr_and_still_exit_0() -> None:
    out = nightbox("script", "--roles", "seer,robber,troublemaker,villager,villager,villager",
                   "--format", "steps")
    assert out.returncode == 0
    assert out.stdout.split() == ["seer", "robber", "troublemaker"]
    assert out.stderr.startswith("warning: 0 wolf cards")
