"""The store, round 2: any failure loading a file sets it aside, symlinks are never
followed, chips are checked, appends are never glued, a record is saved once."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from device.store import StateStore, history, history_check, reading
from device.store.state import MAX_CORRUPT

NOW = 1795305599.0  # 2026-11-21 23:59:59 UTC
STAMP = "20261121T235959Z"


@pytest.fixture()
def store(tmp_path: Path) -> StateStore:
    return StateStore(tmp_path / "state", clock=lambda: NOW)


def warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name.startswith("device.store") and r.levelno == logging.WARNING]


def chips_file(store: StateStore, chips: object) -> bytes:
    data = json.dumps({"version": 1, "chips": chips}).encode()
    (store.dir / "chips.json").write_bytes(data)
    return data


@pytest.mark.parametrize("chips", [{"0": 3}, {"-1": 4}, {"1": -2}, {"01": 1}, {"\u00b3": 1},
                                   {"11": 1}, {"1": 10**7}])
def test_chips_outside_the_rules_are_set_aside(store: StateStore, chips: object,
                                               caplog: pytest.LogCaptureFixture) -> None:
    data = chips_file(store, chips)
    assert store.load_chips() == {}
    assert (store.dir / f"chips.json.corrupt-{STAMP}").read_bytes() == data
    [warning] = warnings(caplog)
    assert "chips.json" in warning and "corrupt" in warning


def test_good_chips_load(store: StateStore) -> None:
    chips_file(store, {"1": 0, "10": 4})
    assert store.load_chips() == {"1": 0, "10": 4}


def test_any_exception_loading_a_file_sets_it_aside(
        store: StateStore, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    (store.dir / "current.json").write_text('{"version": 1, "game": {"game": "classic"}}')

    def broken(text: str, name: str) -> object:
        raise RuntimeError("a bug nobody foresaw")

    monkeypatch.setattr(reading, "parse_json", broken)
    assert store.load_current() is None
    monkeypatch.undo()
    [warning] = warnings(caplog)
    assert "current.json cannot be loaded (RuntimeError: a bug nobody foresaw)" in warning
    assert (store.dir / f"current.json.corrupt-{STAMP}").exists()
    assert not (store.dir / "current.json").exists()


def test_set_aside_copies_are_bounded_and_never_overwritten(store: StateStore) -> None:
    for n in range(MAX_CORRUPT + 3):
        (store.dir / "settings.json").write_text(f"broken {n}")
        assert store.load_settings() == {}
    kept = sorted(store.dir.glob("settings.json.corrupt-*"))
    assert len(kept) == MAX_CORRUPT
    assert {p.read_text() for p in kept} == {f"broken {n}" for n in range(3, MAX_CORRUPT + 3)}


@pytest.mark.parametrize("name", ["settings.json", "chips.json", "current.json", "games.jsonl"])
def test_a_symlinked_state_file_is_set_aside_not_followed(
        store: StateStore, tmp_path: Path, name: str) -> None:
    target = tmp_path / "elsewhere"
    target.write_bytes(b"precious\n")
    (store.dir / name).symlink_to(target)
    if name == "games.jsonl":
        assert store.games() == []
        store.append_game({"game": 1})
        assert store.games() == [{"game": 1}]
    else:
        {"settings.json": store.load_settings, "chips.json": store.load_chips,
         "current.json": store.load_current}[name]()
    assert target.read_bytes() == b"precious\n"
    [aside] = store.dir.glob(f"{name}.corrupt-*")
    assert aside.is_symlink()


def test_an_append_after_a_failed_repair_starts_a_new_line(
        store: StateStore, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    store.append_game({"game": 1})
    path = store.dir / "games.jsonl"
    with open(path, "ab") as handle:
        handle.write(b'{"version":1,"record":{"ga')   # a torn tail

    def no_inodes(*args: object) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(history_check, "publish_new", no_inodes)
    store.append_game({"game": 2})
    assert "the history needs space" in warnings(caplog)[0]
    data = path.read_bytes()              # the fragment, then the new game on a line of its own
    assert b'{"ga\n{"version":1,' in data and data.endswith(b'"record":{"game":2}}\n')
    monkeypatch.undo()
    assert store.games() == [{"game": 1}, {"game": 2}]   # repaired: the fragment set aside
    assert StateStore(store.dir).games() == [{"game": 1}, {"game": 2}]
    [aside] = store.dir.glob("games.jsonl.set-aside-*")
    assert aside.read_bytes() == b'{"version":1,"record":{"ga\n'


def test_a_record_already_in_the_history_is_not_appended_again(store: StateStore) -> None:
    record = {"game": "classic", "players": {"1": "werewolf"}, "phases": [{"night": 1}]}
    store.append_game(record)
    store.append_game(dict(record))
    StateStore(store.dir).append_game(record)   # after a restart too
    assert store.games() == [record]
    line = (store.dir / "games.jsonl").read_bytes()
    assert json.loads(line)["id"] == history.record_id(record)
    store.append_game({**record, "phases": [{"night": 1}, {"day": 1}]})
    assert len(store.games()) == 2


def test_the_history_is_never_written_through_a_symlink(tmp_path: Path) -> None:
    target = tmp_path / "target.jsonl"
    target.write_bytes(b"not a record\n" * 3)
    link = tmp_path / "games.jsonl"
    link.symlink_to(target)
    with pytest.raises(OSError):
        history.append(link, history.encode({"game": 1}))
    assert target.read_bytes() == b"not a record\n" * 3
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(OSError):
        history.append(fifo, history.encode({"game": 1}))


def test_the_last_game_number_is_read_from_the_end_of_the_history(store: StateStore) -> None:
    assert store.last_game_number() == 0
    for n in (1, 2, 3):
        store.append_game({"game": n, "deck": ["werewolf"]})
    store.append_game({"game": "classic", "players": {"1": "werewolf"}, "phases": []})
    assert store.last_game_number() == 3
    filler = {"game": "classic", "players": {"1": "werewolf"}, "note": "x" * 1000}
    # saved games past what the tail read sees, as the store writes them (at once: the
    # 266 fsyncs of saving them one by one test nothing more)
    with open(store.dir / "games.jsonl", "ab") as handle:
        handle.writelines(history.encode({**filler, "n": n}, "2026-11-25T09:28:04Z")
                          for n in range(history.TAIL_BYTES // 1000 + 10))
    assert store.last_game_number() == 0
    store.append_game({"game": 4})
    with open(store.dir / "games.jsonl", "ab") as handle:
        handle.write(b'{"version":1,"record":{"game":9')      # a torn tail is skipped
    assert store.last_game_number() == 4
