"""``nightbox ballot`` as a user runs it: the output format and exit codes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from . import run
from .run import nightbox


def lines(*rows: dict[str, Any]) -> str:
    return "".join(json.dumps(row) + "\n" for row in rows)


def tap(seat: int, start: float, n: int, every: float = 0.3) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for i in range(n):
        rows.append({"t": round(start + i * every, 3), "seat": seat, "edge": "down"})
        rows.append({"t": round(start + i * every + 0.08, 3), "seat": seat, "edge": "up"})
    return rows


def decode(text: str, *args: str) -> dict[str, Any]:
    out = nightbox("ballot", "-", *args, stdin=text)
    assert out.returncode == 0, out.stderr
    result: dict[str, Any] = json.loads(out.stdout)
    assert set(result) == {"votes", "invalid", "false_starts", "noisy", "stuck",
                           "not_counted", "closed_at"}
    return result


def refused(text: str, *args: str) -> str:
    return run.refused("ballot", "-", "--seats", "4", *args, stdin=text)


def test_tap_mode_decodes_votes_invalids_and_false_starts(tmp_path: Path) -> None:
    rows = tap(2, 0.2, 1) + [{"t": 1.0, "event": "open"}]
    rows += tap(1, 1.3, 4) + tap(2, 1.6, 3) + tap(4, 1.1, 4) + tap(3, 1.4, 9, every=0.2)
    path = tmp_path / "events.jsonl"
    path.write_text(lines(*rows))
    out = nightbox("ballot", str(path), "--mode", "tap", "--seats", "4")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["votes"] == {"1": 4, "2": 3, "3": None, "4": None}
    assert result["invalid"] == {"3": "no seat 9 (9 taps)", "4": "own seat (4 taps)"}
    assert result["false_starts"] == [2] and result["stuck"] == []
    # seat 3 releases last, at 1.4 + 8 * 0.2 + 0.08; then tap_gap 1.2
    assert result["closed_at"] == 4.28


def test_tap_parameters_change_the_decoding() -> None:
    text = lines({"t": 0, "event": "open"}, *tap(1, 0.5, 2, every=1.0), *tap(2, 0.5, 1))
    assert decode(text, "--seats", "3")["votes"]["1"] == 2
    assert decode(text, "--seats", "3", "--tap-gap", "0.5")["votes"]["1"] is None
    still_tapping = lines({"t": 0, "event": "open"}, *tap(1, 0.5, 9, every=1.0))
    assert decode(still_tapping, "--seats", "3", "--vote-window", "4")["closed_at"] == 4.0


def test_a_stuck_button() -> None:
    text = lines({"t": 0, "event": "open"}, {"t": 0.5, "seat": 1, "edge": "down"},
                 *tap(2, 0.5, 1))
    result = decode(text, "--seats", "2", "--stuck-after", "2")
    assert result["stuck"] == [1] and result["votes"] == {"1": None, "2": 1}
    assert result["closed_at"] == 2.5


def test_sweep_mode_attributes_presses_to_the_lit_seat() -> None:
    # 3 seats, dwell 0.5: seat 1 lit 0-0.5, seat 2 0.5-1.0, seat 3 1.0-1.5, then lap 2
    text = lines({"t": 0, "event": "open"},
                 {"t": 0.8, "seat": 1, "edge": "down"}, {"t": 0.9, "seat": 1, "edge": "up"},
                 {"t": 0.55, "seat": 3, "edge": "down"}, {"t": 0.6, "seat": 3, "edge": "up"},
                 {"t": 2.7, "seat": 2, "edge": "down"}, {"t": 2.8, "seat": 2, "edge": "up"})
    result = decode(text, "--mode", "sweep", "--seats", "3", "--dwell", "0.5", "--grace", "0.1")
    # seat 3 pressed 50 ms into seat 2's slot: the grace gives it to seat 1
    assert result["votes"] == {"1": 2, "2": 3, "3": 1}
    assert result["closed_at"] == 3.1
    assert decode(text, "--mode", "sweep", "--seats", "3", "--dwell", "0.5",
                  "--grace", "0.01")["votes"]["3"] == 2


def test_bad_lines_name_the_line_and_key() -> None:
    good_open = json.dumps({"t": 0, "event": "open"})
    assert refused(good_open + "\n{\"t\": 1, \"seat\": 2 \"edge\": \"up\"}\n").startswith(
        "nightbox ballot: <stdin>, line 2: malformed JSON")
    assert refused(good_open + '\n{"t": -0.5, "seat": 2, "edge": "up"}\n') == (
        "nightbox ballot: <stdin>, line 2, key 't': negative time -0.5")
    assert "line 2, key 'seat': no seat 7" in refused(
        good_open + '\n{"t": 1, "seat": 7, "edge": "up"}\n')
    assert "key 'sate': unknown key (did you mean 'seat'?)" in refused(
        good_open + '\n{"t": 1, "sate": 2, "edge": "up"}\n')
    assert "key 'edge'" in refused(good_open + '\n{"t": 1, "seat": 2, "edge": "pressed"}\n')
    assert "key 'edge': missing" in refused(good_open + '\n{"t": 1, "seat": 2}\n')
    assert "a second open line" in refused(good_open + "\n" + good_open + "\n")
    assert "goes back in time" in refused(
        good_open + '\n{"t": 2, "seat": 2, "edge": "down"}\n{"t": 1, "seat": 2, "edge": "up"}\n')


def test_a_missing_open_line_is_refused() -> None:
    assert refused('{"t": 1, "seat": 2, "edge": "down"}\n') == (
        'nightbox ballot: <stdin>: no open line such as {"t": 0.0, "event": "open"}')
    assert "no open line" in refused("")


def test_bad_flags_exit_2() -> None:
    text = lines({"t": 0, "event": "open"})
    assert "--seats must be 1 to 10" in refused(text, "--seats", "11")
    assert "tap_gap must be more than 0" in refused(text, "--tap-gap", "0")
    assert "grace" in refused(text, "--mode", "sweep", "--grace", "0.9")
    assert "laps must be a whole number from 1 to 5" in refused(
        text, "--mode", "sweep", "--laps", "10000000")
    assert "lead must be" in refused(text, "--lead", "3")
    # values the decoder takes but the box's settings never allow
    assert refused(text, "--tap-gap", "1e-300") == (
        "nightbox ballot: --tap-gap 1e-300: allowed 0.5 to 3 (the range of the box's "
        "'Tap gap' setting)")
    assert "--lead 1: allowed 0 to 0.5" in refused(text, "--lead", "1")
    assert "--dwell 1e-09: allowed 0.4 to 2" in refused(
        text, "--mode", "sweep", "--dwell", "1e-9", "--grace", "0")
    assert "--vote-window 1: allowed 4 to 30" in refused(text, "--vote-window", "1")
    assert "--grace 0.31: allowed 0 to 0.3" in refused(text, "--mode", "sweep", "--grace", "0.31")
    assert refused(text, "--dwell", "0.9") == (
        "nightbox ballot: --dwell is a sweep mode setting; it does not apply to --mode tap")
    assert "--lead is a tap mode setting" in refused(text, "--mode", "sweep", "--lead", "0.1")
    out = nightbox("ballot", "-", "--seats", "3", "--mode", "vote", stdin=text)
    assert out.returncode == 2 and "Traceback" not in out.stderr


def test_lead_and_the_seats_that_did_not_count() -> None:
    rows = [{"t": 1.0, "event": "open"}] + tap(1, 0.9, 3)  # on the beat, 100 ms early
    rows += tap(2, 0.5, 2) + tap(2, 1.1, 2)  # started too early and ran on: void
    text = lines(*sorted(rows, key=lambda r: r["t"]))
    result = decode(text, "--seats", "4")
    assert result["votes"]["1"] == 3 and result["votes"]["2"] is None
    assert result["false_starts"] == [2] and result["not_counted"] == {"2": "started too early"}
    # with no anticipation window the on-beat burst is a false start as well
    strict = decode(text, "--seats", "4", "--lead", "0")
    assert strict["votes"]["1"] is None and strict["false_starts"] == [1, 2]


def test_help_documents_the_input_format() -> None:
    out = nightbox("ballot", "--help")
    assert out.returncode == 0 and '{"t": 10.0, "event": "open"}' in out.stdout
    assert "--lead" in out.stdout
