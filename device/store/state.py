"""The box's state on disk: settings, chips and one JSON line per game (DESIGN §5).

Files in the state directory, each with a schema version so later versions can migrate::

    settings.json   {"version": 1, "settings": {...}}
    chips.json      {"version": 1, "chips": {"1": 3, "2": 0, ...}}
    games.jsonl     {"version": 1, "record": {...}}      one line per game
    current.json    {"version": 1, "game": {...} | null}  a many-phase game under way

Writes go through ``atomic`` (temp file, fsync, rename, directory fsync), so after a
crash or a power cut every file parses and everything a save reported is there.

A file that cannot be read or parsed (any exception at all while loading it), or that is
a symlink, is moved aside as ``<name>.corrupt-<UTC time>`` (a new name each time, the
oldest dropped past ``MAX_CORRUPT``), one warning says where it went, and the box starts
with defaults. It is never overwritten silently: if it cannot be moved aside, saving over
it raises StoreError. Files are opened with ``O_NOFOLLOW``. ``games.jsonl`` is
append-only with a checksum and an id per line; a bad line is repaired away into a
set-aside file, and a record already there is not appended again (see ``history``).
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Final

from engine.seats import MAX_SEATS, InvalidSeat, parse_seat

from .atomic import atomic_write_text, fsync_dir, is_temp_for, keep_newest, move_aside
from . import history, reading
from .errors import StoreError, Unsavable, reason

log = logging.getLogger(__name__)

SCHEMA_VERSION: Final = 1
SETTINGS: Final = "settings.json"
CHIPS: Final = "chips.json"
GAMES: Final = "games.jsonl"
CURRENT: Final = "current.json"
#: mode of a state directory the store creates
DIR_MODE: Final = 0o750
#: the set-aside copies of one unreadable state file kept (the oldest are dropped)
MAX_CORRUPT: Final = 5
#: the most chips one seat can hold
MAX_CHIPS: Final = 10**6

Check = Callable[[Any], str | None]


class StateStore:
    """Settings, chips and game records in one directory.

    Safe to share between threads. One process owns a state directory (the daemon): a new
    store removes the temp files an interrupted save left there.
    """

    def __init__(self, state_dir: str | os.PathLike[str], *,
                 clock: Callable[[], float] = time.time) -> None:
        self.dir = Path(state_dir).expanduser()
        self._clock = clock
        self._lock = threading.RLock()
        #: files that could not be read nor moved aside -> why; saving over them is refused
        self._stuck: dict[str, str] = {}
        #: (device, inode, size, mtime) of games.jsonl as last written or checked by us
        self._games_seen: tuple[int, int, int, int] | None = None
        #: the ids of the records in games.jsonl, as of that signature
        self._ids: set[str] = set()
        #: why the history's last repair failed (no space), until an append reports it
        self._history_notice: str | None = None
        #: a repair could not be written: every save reads the history again and retries
        self._repair_pending = False
        try:
            self._ensure_dir()
            self._remove_temps()
        except OSError as exc:  # saves will raise StoreError with the reason
            log.warning("state directory %s is not usable: %s", self.dir, reason(exc))

    # settings and chips

    def load_settings(self) -> dict[str, Any]:
        """The saved settings, or ``{}`` when there are none (or they were unreadable)."""
        with self._lock:
            found = self._load_doc(SETTINGS, "settings", _check_settings)
        return dict(found) if found is not None else {}

    def save_settings(self, settings: Mapping[str, Any]) -> None:
        """Replace the saved settings. Unsavable if not JSON; StoreError if not saved."""
        problem = _check_settings(settings)
        if problem:
            raise Unsavable(f"cannot save settings: they {problem}")
        self._save_doc(SETTINGS, "settings", dict(settings))

    def load_chips(self) -> dict[str, int]:
        """Seat -> chips, or ``{}`` when none are saved (or they were unreadable)."""
        with self._lock:
            found = self._load_doc(CHIPS, "chips", _check_chips)
        return dict(found) if found is not None else {}

    def save_chips(self, chips: Mapping[str, int]) -> None:
        """Replace the saved chips (seat name -> whole number). StoreError if not saved."""
        problem = _check_chips(chips)
        if problem:
            raise Unsavable(f"cannot save chips: they {problem}")
        self._save_doc(CHIPS, "chips", dict(chips))

    # the game under way (classic: saved as each phase ends)

    def load_current(self) -> dict[str, Any] | None:
        """The unfinished game's record, or ``None`` (none, or unreadable: moved aside)."""
        with self._lock:
            found = self._load_doc(CURRENT, "game", _check_current)
        return dict(found) if found is not None else None

    def save_current(self, record: Mapping[str, Any] | None) -> None:
        """Replace the unfinished game (``None``: there is none). StoreError if not saved."""
        problem = _check_current(record)
        if problem:
            raise Unsavable(f"cannot save the game under way: it {problem}")
        self._save_doc(CURRENT, "game", None if record is None else dict(record))

    # games

    def games(self) -> list[dict[str, Any]]:
        """Every saved game record, oldest first (bad lines repaired away, see history)."""
        with self._lock:
            return self._scan_games().records

    def append_game(self, record: Mapping[str, Any]) -> str | None:
        """Add a game record. It is on disk when this returns; StoreError if not.

        A record already in the history (the same id) is not added again. Returns a
        notice for the host when the game is saved but the history needs attention (a
        damaged line could not be set aside for lack of space), else ``None``."""
        if not isinstance(record, Mapping):
            raise Unsavable(f"a game record must be a JSON object, not {type(record).__name__}")
        try:
            line = history.encode(dict(record), history.saved_at(self._clock()))
        except (TypeError, ValueError) as exc:
            raise Unsavable(f"cannot save the game record as JSON: {exc}") from None
        path = self.dir / GAMES
        rid = history.record_id(dict(record))
        with self._lock:
            self._writable(GAMES)
            if not self._games_unchanged():
                self._scan_games()
            if rid in self._ids:
                log.info("game record %s is already in %s; not saved twice", rid, GAMES)
                return None
            try:
                history.append(path, line)
            except OSError as exc:
                raise StoreError.wrap("save", path, exc) from exc
            self._ids.add(rid)
            self._games_seen = None if self._repair_pending else _signature(path)
            notice, self._history_notice = self._history_notice, None
            return notice

    def last_game_number(self) -> int:
        """The last One Night game's number in the history (0 if none): read from the
        file's end only, quick however long the history is."""
        with self._lock:
            return history.last_number(self.dir / GAMES)

    def _scan_games(self) -> history.Scan:
        """Read the history; repair it when a line is bad; quarantine a file that is not one."""
        path = self.dir / GAMES
        self._ids = set()
        try:
            found = history.scan(path, nofollow=True)
        except reading.BadFile as exc:
            self._quarantine(GAMES, str(exc).split(": ", 1)[-1])
            return history.Scan()
        except Exception as exc:  # noqa: BLE001 - the box always boots
            self._quarantine(GAMES, f"cannot be read ({reason(exc)})")
            return history.Scan()
        self._ids = set(found.ids)
        self._repair_pending = False
        problem = found.problem()
        if problem:
            try:
                aside = history.repair(path, found, self._stamp())
            except OSError as exc:  # the next save tries again; appends start a new line
                log.warning("%s %s and could not be repaired (%s): the history needs space",
                            GAMES, problem, reason(exc))
                self._history_notice = (f"Saved, but the history needs space: {GAMES} "
                                        f"{problem} ({reason(exc)})")
                self._repair_pending = True
                return found
            log.warning("%s %s; removed %d bad line(s) into %s and kept the %d good game(s)",
                        GAMES, problem, len(found.bad), aside.name, len(found.records))
        # a last line without its newline makes the next append check again
        self._games_seen = None if found.missing_newline else _signature(path)
        return found

    # internals

    def _games_unchanged(self) -> bool:
        """Whether games.jsonl is as we last wrote or checked it and still readable.

        Then it need not be read or parsed again (its size grows with every game).
        """
        path = self.dir / GAMES
        try:
            if self._games_seen is None or _signature(path) != self._games_seen:
                return False
            os.close(os.open(path, os.O_RDONLY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)))
        except OSError:
            return False
        return True

    def _load_doc(self, name: str, key: str, check: Check) -> Any:
        """The checked ``key`` entry of a state file; anything that fails, however it
        fails, sets the file aside and gives ``None``: the box always boots."""
        try:
            return self._read_doc(name, key, check)
        except Exception as exc:  # noqa: BLE001 - no state file may stop the box
            self._quarantine(name, f"cannot be loaded ({type(exc).__name__}: {reason(exc)})")
            return None

    def _read_doc(self, name: str, key: str, check: Check) -> Any:
        path = self.dir / name
        try:
            data = reading.read_bytes_capped(path, reading.LIMITS["state"], nofollow=True)
        except reading.BadFile as exc:
            self._quarantine(name, str(exc).split(": ", 1)[-1])
            return None
        except OSError as exc:
            self._quarantine(name, f"cannot be read ({reason(exc)})")
            return None
        if data is None:
            return None
        try:
            doc = reading.parse_json(reading.decode(data, name), name)
        except reading.BadFile as exc:
            self._quarantine(name, f"is not valid JSON ({str(exc).split(': ', 1)[-1]})")
            return None
        problem = _check_envelope(doc, key)
        if problem is None and (bad := check(doc[key])):
            problem = f"has bad {key}: they {bad}"
        if problem:
            self._quarantine(name, problem)
            return None
        return doc[key]

    def _save_doc(self, name: str, key: str, value: Any) -> None:
        text = json.dumps({"version": SCHEMA_VERSION, key: value},
                          ensure_ascii=False, indent=2, allow_nan=False) + "\n"
        with self._lock:
            self._writable(name)
            atomic_write_text(self.dir / name, text)

    def set_aside(self, name: str, problem: str) -> None:
        """Move a state file the box cannot use aside (a ``current.json`` the rules
        refuse), with one warning naming ``problem``; it is never rewritten in place."""
        with self._lock:
            self._quarantine(name, problem)

    def _quarantine(self, name: str, problem: str) -> None:
        """Move an unusable file aside and say so once; remember it if that fails."""
        path = self.dir / name
        try:
            aside = move_aside(path, self._stamp())
        except OSError as exc:
            self._stuck[name] = f"it {problem} and could not be moved aside ({reason(exc)})"
            log.warning("%s %s and could not be moved aside (%s); using defaults, and it will "
                        "not be overwritten", name, problem, reason(exc))
            return
        self._stuck.pop(name, None)
        keep_newest(self.dir, f"{name}.corrupt-", MAX_CORRUPT)
        log.warning("%s %s; moved it to %s and started with defaults", name, problem, aside.name)

    def _writable(self, name: str) -> None:
        """Make the directory; refuse to write over an unreadable file still in place."""
        try:
            self._ensure_dir()
        except OSError as exc:
            raise StoreError(f"cannot save {name}: cannot create {self.dir}: {reason(exc)}",
                             err=exc.errno, filename=str(self.dir)) from exc
        if name not in self._stuck:
            return
        try:
            aside = move_aside(self.dir / name, self._stamp())
        except FileNotFoundError:
            del self._stuck[name]
        except OSError as exc:
            raise StoreError(f"cannot save {name}: {self._stuck[name]}",
                             err=exc.errno, filename=str(self.dir / name)) from exc
        else:
            del self._stuck[name]
            log.warning("%s: moved the unreadable file to %s before saving", name, aside.name)

    def _ensure_dir(self) -> None:
        if self.dir.is_dir():
            return
        os.makedirs(self.dir, mode=DIR_MODE, exist_ok=True)
        os.chmod(self.dir, DIR_MODE)
        fsync_dir(self.dir.parent)

    def _remove_temps(self) -> None:
        """Temp files a killed writer left behind (the real files are intact)."""
        for entry in os.listdir(self.dir):
            if is_temp_for(entry, (SETTINGS, CHIPS, GAMES, CURRENT)):
                log.info("removing %s, left by an interrupted save", entry)
                try:
                    os.unlink(self.dir / entry)
                except OSError as exc:
                    log.debug("could not remove %s: %s", entry, exc)

    def _stamp(self) -> str:
        return time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(self._clock()))


def _signature(path: Path) -> tuple[int, int, int, int] | None:
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def _check_envelope(doc: Any, key: str) -> str | None:
    if not isinstance(doc, dict):
        return f"is not a JSON object (it holds a {type(doc).__name__})"
    version = doc.get("version")
    if type(version) is not int:
        return "has no schema version"
    if version > SCHEMA_VERSION:
        return f"was written by a newer Nightbox (schema version {version})"
    if version < 1:
        return f"has an unknown schema version {version}"
    if key not in doc:
        return f"has no {key!r} entry"
    return None


def _check_settings(value: Any) -> str | None:
    if not isinstance(value, Mapping):
        return f"are not a JSON object (they are a {type(value).__name__})"
    for key in value:
        if not isinstance(key, str):
            return f"have a key that is not text: {key!r}"
    try:
        json.dumps(dict(value), allow_nan=False)
    except (TypeError, ValueError) as exc:
        return f"cannot be saved as JSON ({exc})"
    return None


def _check_chips(value: Any) -> str | None:
    if not isinstance(value, Mapping):
        return f"are not a JSON object (they are a {type(value).__name__})"
    for seat, chips in value.items():
        try:
            if not isinstance(seat, str):
                raise InvalidSeat(f"{seat!r} is not text")
            parse_seat(seat, MAX_SEATS)
        except InvalidSeat:
            return f"have a seat that is not one: {str(seat)[:20]!r} (seats are 1 to {MAX_SEATS})"
        if type(chips) is not int or not 0 <= chips <= MAX_CHIPS:
            return (f"give seat {seat!r} {str(chips)[:20]}, not a whole number of chips "
                    f"from 0 to {MAX_CHIPS}")
    return None


def _check_current(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        return f"is not a JSON object (it is a {type(value).__name__})"
    try:
        json.dumps(dict(value), allow_nan=False)
    except (TypeError, ValueError) as exc:
        return f"cannot be saved as JSON ({exc})"
    return None
