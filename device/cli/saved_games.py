"""The box's history (``games.jsonl``) as the command line reads it, for ``nightbox games``
and ``nightbox resolve``.

Read only, through the store's own reader (``device.store.history``): a bad line is left
out with a warning, never repaired from here (the box repairs its history when it next
saves). Games are numbered from 1, the oldest first, as ``nightbox games`` lists them.
"""

from __future__ import annotations

import os
import stat
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from device.store import history, reading
from device.store.paths import sim_state_dir, state_dir
from device.store.state import GAMES
from device.cli.errors import BadOption

#: how a line of the history begins (a cut-off one too)
_ENVELOPE = b'{"version":'


@dataclass(frozen=True)
class SavedGame:
    number: int
    #: when it was saved, ``2026-11-25T09:19:00Z``; ``""`` on lines from before the dates
    saved: str
    record: Any


@dataclass(frozen=True)
class History:
    #: the file, as messages name it
    name: str
    games: tuple[SavedGame, ...]
    #: what is wrong with its bad lines (left out), or ``None``
    problem: str | None = None
    #: where else games may be, when there are none here
    hint: str = ""

    @property
    def empty(self) -> str:
        """The line that says there are no games here (and where else to look)."""
        return f"{self.name}: no games saved yet" + (f" ({self.hint})" if self.hint else "")

    def pick(self, number: int | None) -> SavedGame:
        """Game ``number`` (1 = the oldest), or the last game; one-line errors."""
        if not self.games:
            raise reading.BadFile(self.empty)
        if number is None:
            return self.games[-1]
        if not 1 <= number <= len(self.games):
            held = "game 1" if len(self.games) == 1 else f"games 1 to {len(self.games)}"
            raise BadOption(f"--game {number}: {self.name} holds {held}")
        return self.games[number - 1]

    def warn(self) -> None:
        """One line on stderr when bad lines were left out."""
        if self.problem:
            print(f"warning: {self.name} {self.problem}; left out (the box sets bad lines "
                  "aside when it next saves)", file=sys.stderr)


def looks_like_history(first_line: bytes) -> bool:
    """Whether a file's first line is a line of the box's history (even cut off)."""
    return first_line.lstrip().startswith(_ENVELOPE)


def is_history_file(path: str) -> bool:
    """Whether ``path`` is a regular file whose first non-blank line is a history line;
    anything unreadable is left for the one-record reader to name."""
    try:
        for _, raw, _ in reading.lines(Path(path), limit=reading.CHUNK):
            if raw.strip():
                return looks_like_history(raw)
    except (OSError, reading.BadFile):
        return False
    return False


def read_file(path: Path) -> History:
    """Every good game of a ``games.jsonl``, streamed (it may be larger than a record)."""
    name = str(path)
    try:
        if not _present(path):
            raise reading.BadFile(f"{name}: cannot read it (no such file)")
        return _history(name, history.scan(path))
    except OSError as exc:
        raise reading.BadFile(f"{name}: cannot read it ({exc.strerror or exc})") from None


def _present(path: Path) -> bool:
    """Whether ``path`` is there (a dangling link too); ``OSError`` when it cannot be told
    (a folder we may not read)."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return False
    return True


def read_text(name: str, text: str) -> History:
    """The history from text (standard input), each line read by the store's line reader."""
    found = history.Scan()
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        doc, problem = history.parse_envelope(line.encode("utf-8"))
        if doc is None:
            found.bad.append((number, problem or "is not a game record", b""))
            continue
        found.good_after_bad = bool(found.bad)
        found.records.append(doc["record"])
        found.saved.append(history.saved_of(doc))
    return _history(name, found)


def _history(name: str, found: history.Scan) -> History:
    games = tuple(SavedGame(i, saved, record) for i, (saved, record)
                  in enumerate(zip(found.saved, found.records), start=1))
    return History(name, games, found.problem())


def games_file(folder: Path | None) -> Path:
    """``games.jsonl`` in ``--state-dir``, else where ``nightbox run`` keeps it."""
    if folder is not None:
        try:
            mode = os.stat(folder).st_mode
        except FileNotFoundError:
            raise BadOption(f"--state-dir {folder}: no such directory") from None
        except OSError as exc:
            raise BadOption(f"--state-dir {folder}: cannot read it "
                            f"({exc.strerror or exc})") from None
        if not stat.S_ISDIR(mode):
            raise BadOption(f"--state-dir {folder}: not a directory")
        return folder / GAMES
    from device.config import load_config

    return state_dir(load_config(None).paths.state_dir or None) / GAMES


def read_box(folder: Path | None) -> History:
    """The history of the box (``--state-dir``, else the box's own); an absent
    ``games.jsonl`` is an empty history, and its message says where else to look."""
    path = games_file(folder)
    try:
        present = _present(path)
    except OSError as exc:
        raise reading.BadFile(f"{path}: cannot read it ({exc.strerror or exc})") from None
    if not present:
        hint = "" if folder is not None else (
            f"nightbox sim keeps its games in {sim_state_dir()}: give --state-dir")
        return History(str(path), (), hint=hint)
    return read_file(path)
