"""Each line of ``games.jsonl`` says when it was saved; lines from before say nothing."""

from __future__ import annotations

from pathlib import Path

from device.store import StateStore, history, history_check

NOW = 1795305599.0  # 2026-11-21 23:59:59 UTC


def test_a_saved_game_carries_its_date_outside_its_record(tmp_path: Path) -> None:
    store = StateStore(tmp_path, clock=lambda: NOW)
    store.append_game({"game": 1, "winners": ["village"]})
    found = history_check.scan(tmp_path / "games.jsonl", records=True)
    assert found.saved == ["2026-11-21T23:59:59Z"]
    assert found.records == [{"game": 1, "winners": ["village"]}]  # the record is unchanged
    assert store.games() == found.records


def test_a_line_from_before_the_dates_reads_with_no_date(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    path.write_bytes(history.encode({"game": 1})
                     + history.encode({"game": 2}, "2026-01-02T03:04:05Z"))
    found = history_check.scan(path, records=True)
    assert found.records == [{"game": 1}, {"game": 2}] and not found.bad
    assert found.saved == ["", "2026-01-02T03:04:05Z"]
