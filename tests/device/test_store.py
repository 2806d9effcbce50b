"""The state store: round trips, atomic writes, write failures, and corrupt files set aside."""

from __future__ import annotations

import errno
import json
import logging
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from device.errors import DeviceError
from device.store import (
    StateStore,
    StoreError,
    append_line,
    atomic_write_json,
    cache_dir,
    history,
    history_check,
    reading,
    state_dir,
)
from device.store.errors import Unsavable

NOW = 1795305599.0  # 2026-11-21 23:59:59 UTC
STAMP = "20261121T235959Z"
FILES = ("settings.json", "chips.json", "games.jsonl")


@pytest.fixture()
def store(tmp_path: Path) -> StateStore:
    return StateStore(tmp_path / "state", clock=lambda: NOW)


def listing(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


def warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name.startswith("device.store") and r.levelno == logging.WARNING]


def fill(store: StateStore) -> None:
    store.save_settings({"pace": "slow", "deck": ["werewolf", "seer"]})
    store.save_chips({"1": 3, "2": 0})
    store.append_game({"game": 1, "winners": [1]})


# round trips


def test_fresh_store_gives_defaults_and_makes_the_directory(tmp_path: Path) -> None:
    store = StateStore(tmp_path / "a" / "state")
    assert store.load_settings() == {}
    assert store.load_chips() == {}
    assert store.games() == []
    assert stat.S_IMODE((tmp_path / "a" / "state").stat().st_mode) == 0o750


def test_round_trips(store: StateStore) -> None:
    settings = {"pace": "slow", "deck": ["werewolf", "doppelganger"], "voice": {"rate": 150},
                "name": "Doppelgänger"}
    store.save_settings(settings)
    store.save_chips({"1": 3, "10": 0})
    records = [{"game": n, "seats": [1, 2, 3], "events": [[0.5, 2, True]]} for n in range(5)]
    for record in records:
        store.append_game(record)
    again = StateStore(store.dir)
    assert again.load_settings() == settings
    assert again.load_chips() == {"1": 3, "10": 0}
    assert again.games() == records
    assert listing(store.dir) == sorted(FILES)


def test_every_file_carries_a_schema_version(store: StateStore) -> None:
    fill(store)
    assert json.loads((store.dir / "settings.json").read_text())["version"] == 1
    assert json.loads((store.dir / "chips.json").read_text())["version"] == 1
    lines = (store.dir / "games.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["version"] for line in lines] == [1]


def test_a_save_replaces_the_previous_one(store: StateStore) -> None:
    store.save_chips({"1": 1})
    store.save_chips({"2": 2})
    assert store.load_chips() == {"2": 2}


@pytest.mark.parametrize("call", [
    lambda s: s.save_chips({"1": "3"}),
    lambda s: s.save_chips({"1": True}),
    lambda s: s.save_chips({1: 3}),
    lambda s: s.save_chips({"1": 2.5}),
    lambda s: s.save_settings({"when": object()}),
    lambda s: s.save_settings({"x": float("nan")}),
    lambda s: s.save_settings(["pace"]),
    lambda s: s.append_game(["not", "a", "dict"]),
    lambda s: s.append_game({"x": {1, 2}}),
])
def test_bad_values_are_refused_before_touching_disk(store: StateStore,
                                                     call: Callable[[Any], None]) -> None:
    fill(store)
    before = {name: (store.dir / name).read_bytes() for name in FILES}
    with pytest.raises(Unsavable):
        call(store)
    assert {name: (store.dir / name).read_bytes() for name in FILES} == before


# atomic writes and failures

SAVES: dict[str, Callable[[StateStore], None]] = {
    "settings.json": lambda s: s.save_settings({"pace": "fast"}),
    "chips.json": lambda s: s.save_chips({"1": 99}),
    "games.jsonl": lambda s: s.append_game({"game": 2}),
}


#: the files saved by a rename (the history is appended to, see test_history_*)
RENAMED = ("settings.json", "chips.json")


@pytest.mark.parametrize("name", RENAMED)
def test_a_failed_rename_leaves_the_old_file_and_no_temp(
        store: StateStore, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    fill(store)
    before = (store.dir / name).read_bytes()

    def broken(src: Any, dst: Any) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(StoreError, match=rf"^cannot save {name}: Input/output error$"):
        SAVES[name](store)
    assert (store.dir / name).read_bytes() == before
    assert listing(store.dir) == sorted(FILES)


@pytest.mark.parametrize("name", FILES)
def test_disk_full_raises_store_error_and_keeps_the_old_state(
        store: StateStore, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    fill(store)
    before = {n: (store.dir / n).read_bytes() for n in FILES}

    def full(fd: int, data: Any) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(StoreError) as caught:
        SAVES[name](store)
    assert str(caught.value) == f"cannot save {name}: No space left on device"
    assert caught.value.errno == errno.ENOSPC
    assert isinstance(caught.value, OSError) and isinstance(caught.value, DeviceError)
    monkeypatch.undo()
    assert {n: (store.dir / n).read_bytes() for n in FILES} == before
    assert listing(store.dir) == sorted(FILES)
    again = StateStore(store.dir)
    assert again.load_chips() == {"1": 3, "2": 0}
    assert again.games() == [{"game": 1, "winners": [1]}]


def test_a_short_write_is_finished(store: StateStore, monkeypatch: pytest.MonkeyPatch) -> None:
    real_write = os.write

    def one_byte(fd: int, data: Any) -> int:
        return real_write(fd, bytes(data[:1]))

    monkeypatch.setattr(os, "write", one_byte)
    store.save_settings({"pace": "slow"})
    monkeypatch.undo()
    assert store.load_settings() == {"pace": "slow"}


def test_a_failed_fsync_is_an_error(store: StateStore, monkeypatch: pytest.MonkeyPatch) -> None:
    fill(store)
    before = (store.dir / "chips.json").read_bytes()

    def failing(fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "fsync", failing)
    with pytest.raises(StoreError, match=r"^cannot save chips\.json: Input/output error$"):
        store.save_chips({"1": 5})
    assert (store.dir / "chips.json").read_bytes() == before
    assert listing(store.dir) == sorted(FILES)


@pytest.mark.parametrize("name", RENAMED)
def test_file_then_directory_are_fsynced_around_the_rename(
        store: StateStore, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    fill(store)
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("fsync dir" if stat.S_ISDIR(os.fstat(fd).st_mode) else "fsync file")
        real_fsync(fd)

    def replace(src: Any, dst: Any) -> None:
        calls.append(f"replace {Path(dst).name}")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    SAVES[name](store)
    assert calls == ["fsync file", f"replace {name}", "fsync dir"]


def test_directory_fsync_is_of_the_state_directory(
        store: StateStore, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[tuple[int, int]] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            synced.append((info.st_dev, info.st_ino))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    store.save_settings({})
    info = store.dir.stat()
    assert synced == [(info.st_dev, info.st_ino)]


def test_an_unwritable_directory_is_a_store_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    store = StateStore(blocker / "state")  # warns, does not raise
    assert store.load_chips() == {}
    with pytest.raises(StoreError, match=r"^cannot save chips.json: cannot create .*state: "):
        store.save_chips({"1": 1})


def test_temp_files_left_by_a_killed_writer_are_removed(tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    (state / ".chips.json.0123abcd.tmp").write_text("{half")
    (state / ".other.0123abcd.tmp").write_text("not ours")
    StateStore(state)
    assert listing(state) == [".other.0123abcd.tmp"]


# corrupt files

CORRUPT: dict[str, bytes] = {
    "bad json": b'{"version": 1, "settings": {"pace": ',
    "truncated": b'{"version": 1, "chips": {"1": 3}',
    "binary": bytes(range(256)) * 4,
    "empty": b"",
    "a list": b"[1, 2, 3]",
    "no version": b'{"settings": {}, "chips": {}}',
    "newer version": b'{"version": 7, "settings": {}, "chips": {}}',
    "missing entry": b'{"version": 1}',
    "wrong type": b'{"version": 1, "settings": [1], "chips": [1]}',
    "deeply nested": b"[" * 100_000,
}


@pytest.mark.parametrize("kind", CORRUPT)
@pytest.mark.parametrize("name", ["settings.json", "chips.json"])
def test_a_corrupt_file_is_moved_aside_once_and_defaults_are_used(
        store: StateStore, name: str, kind: str, caplog: pytest.LogCaptureFixture) -> None:
    (store.dir / name).write_bytes(CORRUPT[kind])
    load = store.load_settings if name == "settings.json" else store.load_chips
    with caplog.at_level(logging.INFO):
        assert load() == {}
    aside = store.dir / f"{name}.corrupt-{STAMP}"
    assert aside.read_bytes() == CORRUPT[kind]
    assert not (store.dir / name).exists()
    [warning] = warnings(caplog)
    assert name in warning and aside.name in warning
    SAVES[name](store)  # and the box goes on
    assert load() != {}
    assert aside.read_bytes() == CORRUPT[kind]


@pytest.mark.parametrize("chips", [
    b'{"version": 1, "chips": {"1": "3"}}',
    b'{"version": 1, "chips": {"1": true}}',
    b'{"version": 1, "chips": {"1": 2.5}}',
    b'{"version": 1, "chips": {"": 2}}',
])
def test_chips_of_the_wrong_type_are_corrupt(store: StateStore, chips: bytes,
                                             caplog: pytest.LogCaptureFixture) -> None:
    (store.dir / "chips.json").write_bytes(chips)
    assert store.load_chips() == {}
    assert (store.dir / f"chips.json.corrupt-{STAMP}").read_bytes() == chips
    assert len(warnings(caplog)) == 1


def test_an_unreadable_file_is_moved_aside(store: StateStore, monkeypatch: pytest.MonkeyPatch,
                                           caplog: pytest.LogCaptureFixture) -> None:
    fill(store)

    real = reading.read_bytes_capped

    def denied(path: Any, limit: int, **options: bool) -> bytes | None:
        if Path(path).name == "settings.json":
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real(path, limit, **options)

    monkeypatch.setattr(reading, "read_bytes_capped", denied)
    assert store.load_settings() == {}
    [warning] = warnings(caplog)
    assert "settings.json cannot be read (Permission denied)" in warning
    assert f"settings.json.corrupt-{STAMP}" in warning
    assert (store.dir / f"settings.json.corrupt-{STAMP}").exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their mode")
def test_a_file_without_read_permission_is_moved_aside(store: StateStore) -> None:
    fill(store)
    (store.dir / "chips.json").chmod(0)
    assert store.load_chips() == {}
    assert (store.dir / f"chips.json.corrupt-{STAMP}").exists()


def test_a_directory_in_place_of_a_file_is_moved_aside(
        store: StateStore, caplog: pytest.LogCaptureFixture) -> None:
    (store.dir / "settings.json").mkdir()
    assert store.load_settings() == {}
    assert (store.dir / f"settings.json.corrupt-{STAMP}").is_dir()
    assert len(warnings(caplog)) == 1
    store.save_settings({"pace": "slow"})
    assert store.load_settings() == {"pace": "slow"}


def test_an_earlier_corrupt_copy_is_never_overwritten(store: StateStore) -> None:
    for n in range(3):
        (store.dir / "chips.json").write_bytes(b"garbage %d" % n)
        assert store.load_chips() == {}
    assert [(store.dir / f"chips.json.corrupt-{STAMP}{suffix}").read_bytes()
            for suffix in ("", "-1", "-2")] == [b"garbage 0", b"garbage 1", b"garbage 2"]


def test_a_corrupt_file_that_cannot_be_moved_is_never_overwritten(
        store: StateStore, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    (store.dir / "chips.json").write_bytes(b"garbage")

    def read_only(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "link", read_only)
    monkeypatch.setattr(os, "rename", read_only)
    assert store.load_chips() == {}
    [warning] = warnings(caplog)
    assert "chips.json" in warning and "could not be moved aside" in warning
    with pytest.raises(StoreError, match=r"^cannot save chips\.json: .*could not be moved aside"):
        store.save_chips({"1": 1})
    assert (store.dir / "chips.json").read_bytes() == b"garbage"
    monkeypatch.undo()
    store.save_chips({"1": 1})  # once it can be moved, it is, and the save goes through
    assert (store.dir / f"chips.json.corrupt-{STAMP}").read_bytes() == b"garbage"
    assert store.load_chips() == {"1": 1}


# the game records


def games_file(store: StateStore, *lines: bytes) -> bytes:
    data = b"".join(lines)
    (store.dir / "games.jsonl").write_bytes(data)
    return data


def line(n: int) -> bytes:
    return b'{"version":1,"record":{"game":%d}}\n' % n


ASIDE = f"games.jsonl.set-aside-{STAMP}"


def test_a_corrupt_middle_line_is_removed_and_set_aside_alone(
        store: StateStore, caplog: pytest.LogCaptureFixture) -> None:
    games_file(store, line(1), b'{"version":1,"rec\xff\n', line(3))
    assert store.games() == [{"game": 1}, {"game": 3}]
    assert (store.dir / ASIDE).read_bytes() == b'{"version":1,"rec\xff\n'
    assert (store.dir / "games.jsonl").read_bytes() == line(1) + line(3)
    [warning] = warnings(caplog)
    assert "games.jsonl line 2" in warning and ASIDE in warning
    assert "kept the 2 good game(s)" in warning
    assert store.games() == [{"game": 1}, {"game": 3}]
    assert len(warnings(caplog)) == 1


def test_a_torn_last_line_is_truncated_in_place(store: StateStore,
                                                caplog: pytest.LogCaptureFixture) -> None:
    games_file(store, line(1), line(2), b'{"version":1,"record":{"ga')
    inode = (store.dir / "games.jsonl").stat().st_ino
    assert store.games() == [{"game": 1}, {"game": 2}]
    [warning] = warnings(caplog)
    assert "cut-off line 3" in warning
    assert (store.dir / ASIDE).read_bytes() == b'{"version":1,"record":{"ga\n'
    assert (store.dir / "games.jsonl").stat().st_ino == inode   # truncated, not rewritten
    store.append_game({"game": 3})
    assert store.games() == [{"game": 1}, {"game": 2}, {"game": 3}]


def test_a_save_repairs_the_end_and_the_whole_check_the_middle(
        store: StateStore, caplog: pytest.LogCaptureFixture) -> None:
    games_file(store, line(1), b"[]\n", line(3), b"\x00\x01")
    store.append_game({"game": 4})
    assert (store.dir / ASIDE).read_bytes() == b"\x00\x01\n"      # the cut-off end, at the save
    assert b"\n[]\n" in (store.dir / "games.jsonl").read_bytes()  # a save never reads the middle
    store.check_history()                                         # the box's check at start
    assert (store.dir / f"{ASIDE}-1").read_bytes() == b"[]\n"
    assert (store.dir / "games.jsonl").read_bytes() == b"".join(
        line(n) for n in (1, 3)) + history.encode({"game": 4}, "2026-11-21T23:59:59Z")
    assert store.games() == [{"game": 1}, {"game": 3}, {"game": 4}]
    assert len(warnings(caplog)) == 2


def test_a_line_that_fails_its_checksum_is_bad(store: StateStore) -> None:
    store.append_game({"game": 1, "winners": ["village"]})
    path = store.dir / "games.jsonl"
    path.write_bytes(path.read_bytes().replace(b"village", b"vilbage"))
    store.append_game({"game": 2})
    assert store.games() == [{"game": 2}]
    assert b"vilbage" in (store.dir / ASIDE).read_bytes()


def test_repairs_never_overwrite_a_set_aside_file_and_keep_the_newest(store: StateStore) -> None:
    for n in range(8):
        path = store.dir / "games.jsonl"
        path.write_bytes(path.read_bytes() + b'{"cut%d' % n if path.exists() else b"{")
        store.append_game({"game": n})
    kept = [f"{ASIDE}-{n}" for n in range(3, 8)]   # a new name each time, the 5 newest
    assert listing(store.dir) == sorted(["games.jsonl", *kept])
    assert [(store.dir / name).read_bytes() for name in kept] == [
        b'{"cut%d\n' % n for n in range(3, 8)]
    assert [g["game"] for g in store.games()] == list(range(8))


@pytest.mark.parametrize("bad", [
    b'{"version":2,"record":{}}\n', b'{"record":{}}\n', b'{"version":1,"record":[]}\n',
    b'{"version":1}\n', b"42\n",
])
def test_lines_that_are_json_but_not_records_are_corrupt(store: StateStore, bad: bytes) -> None:
    games_file(store, line(1), bad)
    assert store.games() == [{"game": 1}]
    assert (store.dir / "games.jsonl").read_bytes() == line(1)


def test_blank_lines_and_a_missing_final_newline_are_fine(
        store: StateStore, caplog: pytest.LogCaptureFixture) -> None:
    games_file(store, line(1), b"\n", line(2).rstrip(b"\n"))
    assert store.games() == [{"game": 1}, {"game": 2}]
    store.append_game({"game": 3})
    assert store.games() == [{"game": 1}, {"game": 2}, {"game": 3}]
    assert warnings(caplog) == []
    assert listing(store.dir) == ["games.jsonl"]


def test_an_unreadable_games_file_is_moved_aside(
        store: StateStore, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    games_file(store, line(1))

    def denied(path: Any, **options: Any) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied", str(path))

    monkeypatch.setattr(history_check, "scan", denied)
    assert store.games() == []
    monkeypatch.undo()
    assert (store.dir / f"games.jsonl.corrupt-{STAMP}").read_bytes() == line(1)
    store.append_game({"game": 2})
    assert store.games() == [{"game": 2}]
    assert len(warnings(caplog)) == 1


# the helpers


def test_append_line(tmp_path: Path) -> None:
    path = tmp_path / "log.jsonl"
    append_line(path, '{"a": 1}')
    path.write_bytes(path.read_bytes() + b'{"b": 2}')  # no final newline
    append_line(path, '{"c": 3}')
    assert path.read_bytes() == b'{"a": 1}\n{"b": 2}\n{"c": 3}\n'
    with pytest.raises(ValueError):
        append_line(path, '{"a": 1}\n{"b": 2}')


def test_atomic_write_json(tmp_path: Path) -> None:
    atomic_write_json(tmp_path / "x.json", {"é": [1, 2]})
    assert json.loads((tmp_path / "x.json").read_text(encoding="utf-8")) == {"é": [1, 2]}
    assert listing(tmp_path) == ["x.json"]


def test_store_error_is_one_line(store: StateStore, monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(*args: Any, **kwargs: Any) -> int:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), "/somewhere/.x.tmp")

    monkeypatch.setattr(os, "open", read_only)
    with pytest.raises(StoreError) as caught:
        store.save_settings({})
    assert str(caught.value) == "cannot save settings.json: Read-only file system"
    assert caught.value.errno == errno.EROFS


# where the state lives


@pytest.mark.parametrize(("configured", "environ", "expected"), [
    (None, {"STATE_DIRECTORY": "/var/lib/nightbox:/x", "NIGHTBOX_STATE_DIR": "/n"},
     "/var/lib/nightbox"),
    ("/etc-set", {"STATE_DIRECTORY": "/sd", "NIGHTBOX_STATE_DIR": "/n"}, "/sd"),
    ("/etc-set", {"NIGHTBOX_STATE_DIR": "/n", "HOME": "/home/p"}, "/etc-set"),
    (None, {"NIGHTBOX_STATE_DIR": "/n", "HOME": "/home/p"}, "/n"),
    (None, {"HOME": "/home/p"}, "/home/p/.local/state/nightbox"),
    (None, {"HOME": "/home/p", "XDG_STATE_HOME": "/xdg"}, "/xdg/nightbox"),
    (None, {"HOME": "/home/p", "XDG_STATE_HOME": "relative"}, "/home/p/.local/state/nightbox"),
])
def test_state_dir(configured: str | None, environ: dict[str, str], expected: str) -> None:
    assert state_dir(configured, environ) == Path(expected)


@pytest.mark.parametrize(("environ", "expected"), [
    ({"CACHE_DIRECTORY": "/var/cache/nightbox", "NIGHTBOX_CACHE_DIR": "/n"},
     "/var/cache/nightbox"),
    ({"NIGHTBOX_CACHE_DIR": "/n", "HOME": "/home/p"}, "/n"),
    ({"HOME": "/home/p"}, "/home/p/.cache/nightbox"),
])
def test_cache_dir(environ: dict[str, str], expected: str) -> None:
    assert cache_dir(None, environ) == Path(expected)


def test_an_unreadable_games_file_that_cannot_be_moved_is_never_overwritten(
        store: StateStore, monkeypatch: pytest.MonkeyPatch) -> None:
    games_file(store, line(1))

    def fails(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(history_check, "scan", fails)
    monkeypatch.setattr(os, "link", fails)
    monkeypatch.setattr(os, "rename", fails)
    assert store.games() == []
    with pytest.raises(StoreError, match=r"^cannot save games\.jsonl: .*could not be moved aside"):
        store.append_game({"game": 2})
    monkeypatch.undo()
    assert (store.dir / "games.jsonl").read_bytes() == line(1)


@pytest.mark.parametrize("name", FILES)
def test_a_state_directory_removed_while_running_is_made_again(
        store: StateStore, name: str) -> None:
    store.dir.rmdir()
    SAVES[name](store)
    assert listing(store.dir) == [name]
    assert stat.S_IMODE(store.dir.stat().st_mode) == 0o750


def test_a_games_file_changed_behind_the_stores_back_is_checked_again(
        store: StateStore, caplog: pytest.LogCaptureFixture) -> None:
    store.append_game({"game": 1})
    store.append_game({"game": 2})
    path = store.dir / "games.jsonl"
    path.write_bytes(path.read_bytes() + b"{oops}\n")
    store.append_game({"game": 3})
    assert store.games() == [{"game": 1}, {"game": 2}, {"game": 3}]
    assert (store.dir / ASIDE).read_bytes() == b"{oops}\n"
    assert len(warnings(caplog)) == 1
