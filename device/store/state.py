"""The box's state on disk: settings, chips and one JSON line per game (DESIGN §5).

Files in the state directory, each with a schema version so later versions can migrate::

    settings.json   {"version": 1, "settings": {...}}
    chips.json      {"version": 1, "chips": {"1": 3, "2": 0, ...}}
    games.jsonl     {"version": 1, "record": {...}}      one line per game
    current.json    {"version": 1, "game": {...}}        a many-phase game under way

Writes go through ``atomic`` (temp file, fsync, rename, directory fsync), so after a
crash or a power cut every file parses and everything a save reported is there. Files
are private to the box (``FILE_MODE``); one process at a time writes the folder
(``folder_lock``).

A file that cannot be read or parsed (any exception at all while loading it), or that is
a symlink, is moved aside as ``<name>.corrupt-<UTC time>-<n>`` (a new name each time,
the oldest by ``n`` dropped past ``MAX_CORRUPT``), one warning says where it went, and
the box starts with defaults. It is never overwritten silently: if it cannot be moved
aside, saving over it raises StoreError. Files are opened with ``O_NOFOLLOW``.
``games.jsonl`` is append-only with a checksum and an id per line (``games_file``).
"""

from __future__ import annotations

import errno
import json
import logging
import os
import threading
import time
import weakref
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Final

from engine.seats import MAX_SEATS, InvalidSeat, parse_seat

from . import folder_lock, history, reading
from .atomic import atomic_write_text, fsync_dir, is_temp_for, keep_newest, move_aside
from .errors import StoreError, Unsavable, reason
from .games_file import GamesFile

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

    Safe to share between threads. One process at a time writes a state directory: a
    store takes the folder's lock (``folder_lock``; ``StateBusy`` names the process that
    holds it), and the first store of the folder in a process removes the temp files an
    interrupted save left there.
    """

    def __init__(self, state_dir: str | os.PathLike[str], *,
                 clock: Callable[[], float] = time.time) -> None:
        self.dir = Path(state_dir).expanduser()
        self._clock = clock
        self._lock = threading.RLock()
        #: files that could not be read nor moved aside -> why; saving over them is refused
        self._stuck: dict[str, str] = {}
        self._games = GamesFile(self.dir / GAMES, self._lock,
                                lambda problem: self._quarantine(GAMES, problem), self._stamp)
        #: the ids of game records that could not be saved: the game under way that holds
        #: one is not cleared (it is the game's only copy)
        self._unsaved: set[str] = set()
        self._finalizer: Callable[[], Any] = _nothing
        try:
            self._ensure_dir()
        except OSError as exc:  # saves will raise StoreError with the reason
            log.warning("state directory %s is not usable: %s", self.dir, reason(exc))
            return
        self._take_lock()

    def close(self) -> None:
        """Let the folder's lock go (the last store of the folder in this process)."""
        self._finalizer()

    def _take_lock(self) -> None:
        """Hold the folder's lock; ``StateBusy`` when another process writes there."""
        try:
            taken = folder_lock.acquire(self.dir)
        except folder_lock.StateBusy:
            raise
        except OSError as exc:
            log.warning("state directory %s cannot be locked: %s", self.dir, reason(exc))
            taken = None
        self._finalizer = weakref.finalize(self, folder_lock.release,
                                           taken[0] if taken else (0, 0))
        if taken is not None and taken[1]:
            self._remove_temps()

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
        """Replace the unfinished game (``None``: there is none, which needs no space on
        disk; but a game whose record could not be saved to the history stays, as its
        only copy). StoreError if not saved."""
        problem = _check_current(record)
        if problem:
            raise Unsavable(f"cannot save the game under way: it {problem}")
        if record is not None:
            self._save_doc(CURRENT, "game", dict(record))
            return
        with self._lock:
            if self._unsaved and self._current_id() in self._unsaved:
                log.warning("%s kept: its game is not in %s yet", CURRENT, GAMES)
                return
            self._writable(CURRENT)
            try:
                os.unlink(self.dir / CURRENT)
            except FileNotFoundError:
                return
            except OSError as exc:
                raise StoreError.wrap("save", self.dir / CURRENT, exc) from exc
            fsync_dir(self.dir)

    def _current_id(self) -> str | None:
        """The id of the game in ``current.json`` (``None``: none, or unreadable)."""
        try:
            data = reading.read_bytes_capped(self.dir / CURRENT, reading.LIMITS["state"],
                                             nofollow=True)
            doc = reading.parse_json(reading.decode(data or b"", CURRENT), CURRENT)
            return history.record_id(doc["game"]) if isinstance(doc, dict) else None
        except (OSError, KeyError, TypeError, ValueError):
            return None

    # games

    def games(self) -> list[dict[str, Any]]:
        """Every saved game record, oldest first (reads the whole history: never on the
        event loop; bad lines are set aside, see ``history_check``)."""
        return self._games.records()

    def check_history(self) -> None:
        """Check the whole history and set its bad lines aside: the box runs this in a
        thread of its own at start; saves go on meanwhile. Never raises: what goes wrong
        is one warning."""
        try:
            self._games.check()
        except Exception as exc:  # noqa: BLE001 - a check never stops the box
            log.warning("%s could not be checked: %s", GAMES, reason(exc))

    def append_game(self, record: Mapping[str, Any]) -> str | None:
        """Add a game record. It is on disk when this returns; StoreError if not.

        Reads only the history's end (however long it is). A record among the last ones
        saved (the same id) is not added again. Returns a notice for the host when the
        game is saved but the history needs attention (a damaged line could not be set
        aside for lack of space), else ``None``."""
        if not isinstance(record, Mapping):
            raise Unsavable(f"a game record must be a JSON object, not {type(record).__name__}")
        rid = ""
        try:
            rid = history.record_id(dict(record))
            line = history.encode(dict(record), history.saved_at(self._clock()))
        except history.TooLong as exc:
            self._unsaved.add(rid)
            raise StoreError(f"cannot save {GAMES}: {exc}", err=errno.EFBIG,
                             filename=str(self.dir / GAMES)) from None
        except (TypeError, ValueError) as exc:
            raise Unsavable(f"cannot save the game record as JSON: {exc}") from None
        with self._lock:
            try:
                self._writable(GAMES)
                notice = self._games.append(line, rid)
            except OSError:
                self._unsaved.add(rid)
                raise
            self._unsaved.discard(rid)
            return notice

    def last_game_number(self) -> int:
        """The last One Night game's number in the history (0 if none): read from the
        file's end only, quick however long the history is."""
        return self._games.last_number()

    # internals

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
            made = self._ensure_dir()
        except OSError as exc:
            raise StoreError(f"cannot save {name}: cannot create {self.dir}: {reason(exc)}",
                             err=exc.errno, filename=str(self.dir)) from exc
        if made:   # a new folder: its own lock
            self._finalizer()
            self._take_lock()
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

    def _ensure_dir(self) -> bool:
        """Make the directory if it is not there; whether it was made."""
        if self.dir.is_dir():
            return False
        os.makedirs(self.dir, mode=DIR_MODE, exist_ok=True)
        os.chmod(self.dir, DIR_MODE)
        fsync_dir(self.dir.parent)
        return True

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


def _nothing() -> None:
    """What closing a store that holds no lock does."""


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
