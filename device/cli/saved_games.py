"""The box's history (``games.jsonl``) as the command line reads it, for ``nightbox games``
and ``nightbox resolve``.

Streamed, a line at a time: the memory a command needs does not grow with the number of
games. Each line is tested as the store tests it (``history.problem_of``: a line the box
wrote by its checksum alone, no JSON parsed), so ``resolve --game N`` parses game N only.
Read only: a bad line is left out with a warning, never repaired from here (the box sets
bad lines aside). Games are numbered from 1, the oldest first, as ``nightbox games``
lists them; lines end at ``\\n`` only, from a file or from standard input alike.
"""

from __future__ import annotations

import io
import os
import stat
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from engine.errors import InvalidInput

from device.cli.errors import BadOption
from device.store import history, reading
from device.store.history import BadLine
from device.store.history_check import describe
from device.store.paths import sim_state_dir, state_dir
from device.store.state import GAMES

#: how a line of the history begins (a cut-off one too)
_ENVELOPE = b'{"version":'


@dataclass(frozen=True)
class SavedGame:
    number: int
    #: when it was saved, ``2026-11-25T09:19:00Z``; ``""`` on lines from before the dates
    saved: str
    record: Any
    #: what is wrong with a line that passed its checksum but cannot be read (no record)
    problem: str | None = None


class History:
    """One history, read as it is asked for (a file or bytes read from stdin)."""

    def __init__(self, name: str, source: Callable[[], BinaryIO] | None,
                 hint: str = "") -> None:
        #: the file, as messages name it
        self.name = name
        self._source = source
        #: where else games may be, when there are none here
        self.hint = hint
        #: the first bad line seen, how many, and whether a good one followed
        self._first_bad: BadLine | None = None
        self._bad = 0
        self._good_after_bad = False

    @property
    def empty(self) -> str:
        """The line that says there are no games here (and where else to look)."""
        return f"{self.name}: no games saved yet" + (f" ({self.hint})" if self.hint else "")

    @property
    def problem(self) -> str | None:
        """What is wrong with the bad lines read so far (left out), or ``None``."""
        if self._first_bad is None:
            return None
        return describe(self._first_bad, self._bad, not self._good_after_bad)

    def numbered(self) -> Iterator[tuple[int, reading.Line]]:
        """``(game number, line)`` of each good line; the bad ones are counted."""
        self._first_bad, self._bad, self._good_after_bad = None, 0, False
        if self._source is None:
            return
        number = 0
        try:
            with self._source() as handle:
                for line in reading.lines_of(handle):
                    if not line.data.strip():
                        continue
                    problem = history.problem_of(line)
                    if problem is not None:
                        self._bad += 1
                        if self._first_bad is None:
                            self._first_bad = BadLine(line.number, problem, line.start,
                                                      line.end)
                        continue
                    self._good_after_bad = self._bad > 0
                    number += 1
                    yield number, line
        except OSError as exc:
            raise reading.BadFile(f"{self.name}: cannot read it ({exc.strerror or exc})") from None

    def games(self) -> Iterator[SavedGame]:
        """Every good game, parsed, oldest first."""
        for number, line in self.numbered():
            yield _parsed(number, line)

    def count(self) -> int:
        """How many good games there are (their checksums read, no JSON parsed)."""
        return sum(1 for _ in self.numbered())

    def pick(self, number: int | None, option: str = "--game") -> SavedGame:
        """Game ``number`` (1 = the oldest, as ``option`` gave it), or the last game;
        one-line errors. Reads up to that game only (to the end for the last, or to name
        how many there are)."""
        last: tuple[int, reading.Line] | None = None
        for found in self.numbered():
            if found[0] == number:
                return self._readable(_parsed(*found))
            last = found
        if last is None:
            raise reading.BadFile(self.empty)
        if number is None:
            return self._readable(_parsed(*last))
        held = "game 1" if last[0] == 1 else f"games 1 to {last[0]}"
        raise BadOption(f"{option} {number}: {self.name} holds {held}")

    def _readable(self, game: SavedGame) -> SavedGame:
        if game.problem is not None:
            raise reading.BadFile(f"{self.name}, game {game.number}: cannot be read: "
                               f"{game.problem}")
        return game

    def warn(self) -> None:
        """One line on stderr when bad lines were left out."""
        if self.problem:
            print(f"warning: {self.name} {self.problem}; left out (the box sets bad lines "
                  "aside when it checks its history)", file=sys.stderr)


def _parsed(number: int, line: reading.Line) -> SavedGame:
    doc, problem = history.parse_envelope(line.data)
    if doc is None:
        return SavedGame(number, "", None, f"line {line.number} {problem}")
    return SavedGame(number, history.saved_of(doc), doc["record"])


def looks_like_history(first_line: bytes) -> bool:
    """Whether a file's first line is a line of the box's history (even cut off)."""
    return first_line.lstrip().startswith(_ENVELOPE)


def is_history_file(path: str) -> bool:
    """Whether ``path`` is a regular file whose first non-blank line is a history line;
    anything unreadable is left for the one-record reader to name."""
    try:
        for line in reading.lines(Path(path), limit=reading.CHUNK):
            if line.data.strip():
                return looks_like_history(line.data)
    except (OSError, InvalidInput, reading.BadFile):
        return False
    return False


def read_file(path: Path) -> History:
    """A ``games.jsonl``, read as it is asked for (it may be larger than a record)."""
    name = str(path)
    try:
        if not _present(path):
            raise reading.BadFile(f"{name}: cannot read it (no such file)")
        reading.open_regular(path).close()
    except OSError as exc:
        raise reading.BadFile(f"{name}: cannot read it ({exc.strerror or exc})") from None
    return History(name, lambda: reading.open_regular(path))


def _present(path: Path) -> bool:
    """Whether ``path`` is there (a dangling link too); ``OSError`` when it cannot be told
    (a folder we may not read)."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return False
    return True


def read_text(name: str, text: str) -> History:
    """The history from text (standard input), its lines read as a file's are."""
    data = text.encode("utf-8")
    return History(name, lambda: io.BytesIO(data))


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
        return History(str(path), None, hint=hint)
    return read_file(path)
