"""``nightbox games [--state-dir DIR]``: the games the box saved, one line each.

Number (what ``nightbox resolve --game N`` takes), when it was saved (UTC), which game,
how many players, and the result. Without ``--state-dir`` it reads where ``nightbox run``
keeps its state; ``nightbox sim`` and ``nightbox demo --state-dir`` keep theirs elsewhere.
The history is read twice, a line at a time (its games counted by their checksums, then
each row printed as it is read): nothing grows with the number of games.

``--scorepad N`` prints game N's Moderator's scorepad instead (a classic game; as
``nightbox resolve --game N --scorepad``).
"""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Iterable, Iterator

from device.cli.numbers import whole
from device.cli.paths import path
from device.cli.saved_games import SavedGame, read_box
from device.cli.scorepad import add_scorepad_arguments, print_scorepad
from device.core.games import GAMES
from device.errors import INPUT_ERRORS
from device.i18n.language import _

HEADER = ("#", "saved (UTC)", "game", "players", "result")
#: the names the game column shows: each game's title
GAME_NAMES = tuple(_(entry.title) for entry in GAMES.entries)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--state-dir", type=path, default=None, metavar="DIR",
                        help="the box's state folder (default: where `nightbox run` keeps it)")
    add_scorepad_arguments(parser, {"type": whole, "default": None, "metavar": "N",
                                    "help": "game N's Moderator's scorepad (a classic "
                                            "game), as text in --lang, instead of the list"})


def summary(game: SavedGame) -> tuple[str, ...]:
    """One row: number, date, game, players, result (a record it cannot read says so)."""
    saved = game.saved.replace("T", " ")[:16] if game.saved else "-"
    try:
        of = GAMES.of_record(game.record)
    except INPUT_ERRORS as exc:
        return str(game.number), saved, "?", "?", f"cannot be read: {exc}"
    try:
        players, result = of.records.summary(game.record)
    except INPUT_ERRORS as exc:
        players, result = "?", f"cannot be read: {exc}"
    return str(game.number), saved, _(of.title), players, result


def table(rows: Iterable[tuple[str, ...]], count: int) -> Iterator[str]:
    """The rows as lines, in columns fit for ``count`` games and every game's name
    (the result last, as long as it is): one line at a time, nothing kept."""
    widths = (max(len(HEADER[0]), len(str(count))), len("2026-11-25 09:28"),
              max(len(HEADER[2]), *map(len, GAME_NAMES)), len(HEADER[3]))
    for row in rows:
        yield "  ".join([cell.rjust(widths[0]) if i == 0 else cell.ljust(widths[i])
                         for i, cell in enumerate(row[:-1])] + [row[-1]])


def unreadable(game: SavedGame) -> tuple[str, ...]:
    """The row of a line that passed its checksum but holds no record to read."""
    return str(game.number), "-", "?", "?", f"cannot be read: {game.problem}"


def run(args: argparse.Namespace) -> int:
    saved = read_box(args.state_dir)
    if args.scorepad is not None:
        try:
            game = saved.pick(args.scorepad, "--scorepad")   # read up to that game only
        finally:
            saved.warn()
        return print_scorepad(f"{saved.name}, game {game.number}", game.record, args)
    count = saved.count()
    if not count:
        saved.warn()
        print(saved.empty)
        return 0
    rows = (unreadable(game) if game.problem else summary(game) for game in saved.games())
    for line in table(itertools.chain([HEADER], rows), count):
        print(line)
    saved.warn()
    return 0
