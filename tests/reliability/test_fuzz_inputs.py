"""Fuzzing the box's inputs (issue 7): config files, ``resolve`` records, ballot streams.

Each input ends in a valid result or a clear error: an input error, the engine's or the
appliance's (``device.errors.INPUT_ERRORS``: exit status 2 at the command line), with
one-line, printable messages. Never a traceback, never a hang.
The commands run in-process for many examples and as real subprocesses for a few.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import tempfile
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hypothesis import Phase, given
from hypothesis import strategies as st

from engine.ballot import BallotResult, ButtonEvent, Edge, decode
from engine.ballot_params import SweepParams, TapParams
from engine.ballot_sweep import SweepBallot
from engine.ballot_tap import TapBallot
from engine.errors import InvalidInput
from engine.onenight.outcome import MinionRule, Resolution, resolve_game

from device.config import Config, ConfigError, parse_config
from device.config.load import RESERVED_WHY
from device.errors import BadInput
from tests.cli.run import nightbox

from .conftest import fuzz, no_hang
from .inputs import (
    TIMES,
    ballot_files,
    config_docs,
    config_files,
    games,
    pin_docs,
    raw_rows,
    record_texts,
    seat_streams,
    toml_document,
)

ROOT = Path(__file__).resolve().parents[2]
#: a subprocess per example makes shrinking take minutes; the failing sample is shown whole
NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)


def one_line(text: str) -> bool:
    """A message a terminal shows on one line: no line breaks, no control characters."""
    return (bool(text.strip()) and len(text.splitlines()) == 1
            and not any(unicodedata.category(ch) in ("Cc", "Zl", "Zp") for ch in text))


def run_cli(argv: Sequence[str]) -> tuple[int, str, str]:
    """``nightbox ARGV`` in this process: (exit status, stdout, stderr)."""
    out = nightbox(*argv)
    return out.returncode, out.stdout, out.stderr


def run_subprocesses(jobs: list[tuple[list[str], bytes | None]]) -> list[tuple[int, str, str]]:
    """``python -m device.cli ARGV`` for each job, all at once; (status, stdout, stderr)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NIGHTBOX_CONFIG": "/nonexistent"}
    procs = [subprocess.Popen([sys.executable, "-m", "device.cli", *argv], cwd=ROOT, env=env,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE)
             for argv, _ in jobs]
    results = []
    for proc, (_, data) in zip(procs, jobs):
        out, err = proc.communicate(data or b"", timeout=60)
        results.append((proc.returncode, out.decode(), err.decode(errors="replace")))
    return results


def assert_clean_exit(code: int, out: str, err: str, prefix: str) -> None:
    assert "Traceback" not in err, err
    assert code in (0, 2), (code, out, err)
    if code == 2:
        lines = err.splitlines()
        assert lines and all(one_line(line) for line in lines), err
        assert all(line.startswith(prefix) for line in lines), err
        assert out == ""


# ---------------------------------------------------------------- config files

def check_config_text(text: str) -> Config | None:
    try:
        config = parse_config(text, "fuzz.toml", environ={})
    except ConfigError as exc:
        assert isinstance(exc, BadInput) and isinstance(exc, ValueError)
        assert exc.errors and all(one_line(e) for e in exc.errors), exc.errors
        assert one_line(str(exc)) and str(exc).startswith("fuzz.toml: "), str(exc)
        return None
    assert_valid_config(config)
    return config


def assert_valid_config(config: Config) -> None:
    """What every accepted config promises the hardware layer."""
    pins = config.pins()
    assert len(set(pins.values())) == len(pins), f"a GPIO used twice: {pins}"
    assert not set(pins.values()) & set(RESERVED_WHY), pins
    assert all(4 <= gpio <= 27 for gpio in pins.values()), pins
    seats = config.seats
    assert 3 <= seats.count <= 10
    assert len(seats.buttons) == len(seats.leds) == seats.count
    game = config.game
    assert game.grace < game.dwell and game.tap_gap < game.vote_window
    assert all(math.isfinite(v) for v in (game.tap_gap, game.vote_window, game.dwell,
                                          game.grace, game.min_gap, game.min_press,
                                          game.stuck_after))


@fuzz(max_examples=400)
@given(config_files)
def test_config_text_is_a_config_or_a_clear_error(text: str) -> None:
    with no_hang(10):
        check_config_text(text)


@fuzz(max_examples=300)
@given(config_docs | pin_docs)
def test_config_structures_are_a_config_or_a_clear_error(doc: dict[str, Any]) -> None:
    with no_hang(10):
        check_config_text(toml_document(doc))


@fuzz(max_examples=200)
@given(pin_docs)
def test_a_shared_pin_is_always_named(doc: dict[str, Any]) -> None:
    text = toml_document(doc)
    pins: list[int] = []
    for section in doc.values():
        for value in section.values():
            if isinstance(value, list):
                pins += value
            elif section is doc["knob"]:
                pins.append(value)
    config = check_config_text(text)
    if config is None:
        return
    if len([p for p in pins if p >= 0]) != len({p for p in pins if p >= 0}):
        raise AssertionError(f"pins {pins} are shared, but the config was accepted")


@fuzz(max_examples=120)
@given(config_files | st.binary(max_size=120))
def test_check_config_exits_0_or_2(content: str | bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp, no_hang(10):
        path = Path(tmp) / "fuzz.toml"
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        code, out, err = run_cli(["check-config", str(path)])
        assert_clean_exit(code, out, err, f"{path}: ")
        if code == 0:
            assert out.startswith(f"ok: {path}: ") and err == ""


@fuzz(max_examples=1, phases=NO_SHRINK)
@given(st.lists(config_files, min_size=6, max_size=6))
def test_check_config_as_a_command(texts: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        jobs: list[tuple[list[str], bytes | None]] = []
        for n, text in enumerate(texts):
            path = Path(tmp) / f"c{n}.toml"
            path.write_text(text, encoding="utf-8")
            jobs.append((["check-config", str(path)], None))
        for (argv, _), (code, out, err) in zip(jobs, run_subprocesses(jobs)):
            assert_clean_exit(code, out, err, f"{argv[1]}: ")


# ---------------------------------------------------------------- resolve records

def assert_resolution(game: Resolution, players: dict[int, str]) -> None:
    seats = set(players)
    assert set(game.roles) == seats
    assert set(game.tally.dead) <= seats and set(game.tally.counts) == seats
    assert set(game.outcome.winning_seats) <= seats and set(game.outcome.won) == seats
    assert all(game.outcome.won[s] == (s in game.outcome.winning_seats) for s in seats)


@fuzz(max_examples=500)
@given(games(), st.sampled_from(list(MinionRule)))
def test_resolve_game_gives_winners_or_a_clear_error(
        game: tuple[dict[int, str], dict[int, int | None], dict[int, str]],
        rule: MinionRule) -> None:
    players, votes, artifacts = game
    try:
        resolved = resolve_game(players, votes, artifacts, minion_rule=rule)
    except InvalidInput as exc:
        assert one_line(str(exc)), str(exc)
        return
    assert_resolution(resolved, players)


RESOLVE_KEYS = {"dead", "winners", "winning_seats", "counts", "reason", "won", "wolves",
                "protected", "shots", "case", "also", "teams", "epic", "lovers", "ricochet"}


@fuzz(max_examples=200)
@given(record_texts())
def test_resolve_command_gives_json_or_one_line(text: str) -> None:
    with tempfile.TemporaryDirectory() as tmp, no_hang(10):
        path = Path(tmp) / "game.json"
        path.write_text(text, encoding="utf-8")
        code, out, err = run_cli(["resolve", str(path)])
    assert_clean_exit(code, out, err, "nightbox resolve: ")
    if code == 0:
        assert err == "" and len(out.splitlines()) == 1
        assert set(json.loads(out)) == RESOLVE_KEYS
    else:
        assert len(err.splitlines()) == 1


@fuzz(max_examples=1, phases=NO_SHRINK)
@given(st.lists(record_texts(), min_size=6, max_size=6))
def test_resolve_as_a_command_on_stdin(texts: list[str]) -> None:
    jobs: list[tuple[list[str], bytes | None]] = [(["resolve", "-"], t.encode()) for t in texts]
    for code, out, err in run_subprocesses(jobs):
        assert_clean_exit(code, out, err, "nightbox resolve: ")
        if code == 0:
            assert set(json.loads(out)) == RESOLVE_KEYS
        else:
            assert len(err.splitlines()) == 1


# ---------------------------------------------------------------- ballot event streams

def interleave(streams: dict[int, list[tuple[float, str]]], order: list[int]
               ) -> list[ButtonEvent]:
    """Merge the seats' streams, taking from the seat ``order`` names (own order kept)."""
    queues = {seat: list(edges) for seat, edges in streams.items() if edges}
    out: list[ButtonEvent] = []
    picks = iter(order)
    while queues:
        pick = next(picks, None)
        seats = sorted(queues)
        seat = seats[pick % len(seats)] if pick is not None else seats[0]
        t, edge = queues[seat].pop(0)
        out.append(ButtonEvent(t, seat, Edge(edge)))
        if not queues[seat]:
            del queues[seat]
    return out


def make_ballot(mode: str, seats: int, opened_at: float,
                params: dict[str, float]) -> TapBallot | SweepBallot:
    if mode == "tap":
        return TapBallot(range(1, seats + 1), opened_at,
                         TapParams(**{k: v for k, v in params.items()
                                      if k in ("tap_gap", "vote_window", "stuck_after")}))
    return SweepBallot(range(1, seats + 1), opened_at,
                       SweepParams(**{k: v for k, v in params.items()
                                      if k in ("dwell", "grace", "stuck_after")}))


def assert_result(result: BallotResult, seats: int, ballot: TapBallot | SweepBallot) -> None:
    members = set(range(1, seats + 1))
    assert set(result.votes) == members
    for voter, vote in result.votes.items():
        assert vote is None or (vote in members and vote != voter), (voter, vote)
    assert set(result.invalid) <= members
    assert all(result.votes[s] is None for s in result.invalid)
    assert set(result.false_starts) <= members and set(result.stuck) <= members
    assert all(result.votes[s] is None for s in result.stuck)
    assert ballot.opened_at <= result.closed_at and math.isfinite(result.closed_at)


BALLOT_PARAMS = st.fixed_dictionaries({}, optional={
    "tap_gap": st.sampled_from([0.3, 1.2, 5.0, 0.0, -1.0, math.nan]),
    "vote_window": st.sampled_from([2.0, 8.0, 60.0, 1e300, math.inf]),
    "dwell": st.sampled_from([0.2, 0.7, 5.0, 1e-9]),
    "grace": st.sampled_from([0.0, 0.12, 0.9]),
    "stuck_after": st.sampled_from([1.0, 5.0, 0.01]),
})


@fuzz(max_examples=200)
@given(st.sampled_from(["tap", "sweep"]), st.integers(min_value=1, max_value=10), st.data())
def test_decoders_do_not_care_how_seats_interleave(mode: str, seats: int,
                                                   data: st.DataObject) -> None:
    """Any merge of the seats' streams, with any edge repeated, decodes the same."""
    streams = data.draw(seat_streams(seats))
    params = data.draw(BALLOT_PARAMS)
    opened_at = data.draw(st.floats(min_value=-1.0, max_value=2.0))
    orders = [data.draw(st.lists(st.integers(min_value=0, max_value=9), max_size=250))
              for _ in range(2)]
    repeats = {seat: data.draw(st.sets(st.integers(min_value=0, max_value=30)))
               for seat in streams}
    twice = {seat: [e for i, edge in enumerate(edges)
                    for e in ([edge, edge] if i in repeats[seat] else [edge])]
             for seat, edges in streams.items()}
    with no_hang(10):
        try:
            ballot = make_ballot(mode, seats, opened_at, params)
        except InvalidInput:
            return
        first = decode(ballot, interleave(streams, orders[0]))
        assert_result(first, seats, ballot)
        again = make_ballot(mode, seats, opened_at, params)
        second = decode(again, interleave(twice, orders[1]))
    assert repr(second) == repr(first)


@fuzz(max_examples=400)
@given(st.sampled_from(["tap", "sweep"]), st.integers(min_value=1, max_value=10),
       st.lists(st.tuples(TIMES | st.sampled_from([math.nan, math.inf]),
                          st.integers(min_value=-1, max_value=12), st.sampled_from(list(Edge))),
                max_size=40),
       TIMES, BALLOT_PARAMS)
def test_decoders_give_a_result_or_a_clear_error(
        mode: str, seats: int, events: list[tuple[float, int, Edge]], opened_at: float,
        params: dict[str, float]) -> None:
    """Any edges in any order, unknown seats, any times: a result or an InvalidInput."""
    with no_hang(10):
        try:
            ballot = make_ballot(mode, seats, opened_at, params)
            result = decode(ballot, [ButtonEvent(t, seat, edge) for t, seat, edge in events])
        except InvalidInput as exc:
            assert one_line(str(exc)), str(exc)
            return
    assert_result(result, seats, ballot)


BALLOT_FLAGS = st.lists(st.sampled_from([
    ["--tap-gap", "0.5"], ["--tap-gap", "-1"], ["--tap-gap", "nan"], ["--vote-window", "1e308"],
    ["--dwell", "0.2"], ["--dwell", "0"], ["--laps", "0"], ["--laps", "3"], ["--grace", "2"],
    ["--stuck-after", "inf"], ["--min-gap", "0"], ["--seats", "x"], ["--mode", "vote"],
    ["--seats", "03"], ["--seats", "\u0665"], ["--seats", "\uff15"], ["--tap-gap", "1e-300"],
    ["--lead", "\u0660.\u0661"], ["--laps", "\u00b2"],
]), max_size=2)


def ballot_args(path: str, mode: str, seats: int, flags: list[list[str]]) -> list[str]:
    return ["ballot", path, "--mode", mode, "--seats", str(seats),
            *[part for flag in flags for part in flag]]


@fuzz(max_examples=150)
@given(ballot_files() | raw_rows().map(lambda rows: ("\n".join(map(json.dumps, rows)), 5)),
       st.sampled_from(["tap", "sweep"]), st.sampled_from([0, 0, 0, 0, -1, 1, 11]),
       BALLOT_FLAGS)
def test_ballot_command_gives_votes_or_one_line(sample: tuple[str, int], mode: str,
                                                seats_off: int, flags: list[list[str]]) -> None:
    text, seats = sample
    seats += seats_off
    with tempfile.TemporaryDirectory() as tmp, no_hang(10):
        path = Path(tmp) / "events.jsonl"
        path.write_text(text, encoding="utf-8")
        code, out, err = run_cli(ballot_args(str(path), mode, seats, flags))
    assert "Traceback" not in err and code in (0, 2), (code, err)
    if code == 0:
        result = json.loads(out)
        assert set(result["votes"]) == {str(s) for s in range(1, seats + 1)}
    else:
        assert len(err.splitlines()) == 1 and one_line(err.strip()), err


@fuzz(max_examples=1, phases=NO_SHRINK)
@given(st.lists(st.tuples(ballot_files(), st.sampled_from(["tap", "sweep"])),
                min_size=6, max_size=6))
def test_ballot_as_a_command_on_stdin(samples: list[tuple[tuple[str, int], str]]) -> None:
    jobs: list[tuple[list[str], bytes | None]] = [
        (ballot_args("-", mode, seats, []), text.encode())
        for (text, seats), mode in samples]
    for code, out, err in run_subprocesses(jobs):
        assert_clean_exit(code, out, err, "nightbox ballot: ")
        if code == 0:
            assert set(json.loads(out)) == {"votes", "invalid", "false_starts", "noisy",
                                            "stuck", "not_counted", "closed_at"}
