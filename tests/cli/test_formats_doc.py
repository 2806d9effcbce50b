"""Every example of docs/formats.md runs as the page says."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from . import run

DOC = Path(__file__).resolve().parents[2] / "docs" / "formats.md"


def blocks() -> list[str]:
    return re.findall(r"```[a-z]*\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)


def nightbox(*args: str, stdin: str) -> Any:
    out = run.nightbox(*args, stdin=stdin)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_the_saved_record_resolves_as_the_page_says() -> None:
    record = json.loads(blocks()[0])
    from engine.onenight.record import GameRecord

    assert GameRecord.from_json(record).to_json() == record
    result = nightbox("resolve", "-", stdin=json.dumps(record))
    assert result["dead"] == [3] and result["winners"] == ["werewolf"]
    assert result["winning_seats"] == [1, 4]


def test_the_resolve_input_gives_what_the_page_says() -> None:
    example = next(b for b in blocks() if b.startswith('{"players"'))
    result = nightbox("resolve", "-", stdin=example)
    assert result["dead"] == [1] and result["winners"] == ["village"]


def test_the_ballot_example_decodes_to_the_output_shown() -> None:
    events = next(b for b in blocks() if b.startswith('{"t": 10.0'))
    shown = json.loads(next(b for b in blocks() if b.startswith('{"votes"')))
    assert nightbox("ballot", "-", "--seats", "3", stdin=events) == shown


def test_the_classic_records_resolve_to_the_answers_shown() -> None:
    examples = [b for b in blocks() if b.startswith('{"game": "classic"')]
    answers = [json.loads(b) for b in blocks() if b.startswith('{"deaths"')]
    assert len(examples) == len(answers) == 4
    for example, shown in zip(examples, answers):
        assert nightbox("resolve", "-", stdin=example) == shown
    assert answers[0]["winners"] == ["village"] and answers[0]["ended"] == "day 1"
    assert [d["cause"] for d in answers[1]["deaths"]] == [
        "witch", "lynch", "sacrifice", "werewolves", "lynch"]


def test_the_classic_record_the_engine_writes_is_the_one_shown() -> None:
    """The nominate examples are what engine.classic.record_write writes for their
    phases (the deal too)."""
    from engine.classic.record import (
        read_day,
        read_deal,
        read_night,
        read_options,
        read_players,
    )
    from engine.classic.record_write import classic_record, day_json, night_json

    for block in [b for b in blocks() if b.startswith('{"game": "classic"')][1:]:
        record = json.loads(block)
        phases = [night_json(p["night"], read_night(p, "")) if "night" in p
                  else day_json(p["day"], read_day(p, "")) for p in record["phases"]]
        options, deal = read_options(record["options"]), read_deal(record.get("deal", {}))
        written = classic_record(read_players(record["players"], options, deal), options,
                                 phases, deal)
        assert written == record
