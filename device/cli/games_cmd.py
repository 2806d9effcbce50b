"""``nightbox games [--state-dir DIR]``: the games the box saved, one line each.

Number (what ``nightbox resolve --game N`` takes), when it was saved (UTC), which game,
how many players, and the result. Without ``--state-dir`` it reads where ``nightbox run``
keeps its state; ``nightbox sim`` and ``nightbox demo --state-dir`` keep theirs elsewhere.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from engine.errors import InvalidInput

from device.cli.saved_games import SavedGame, read_box
from device.core.games import GAMES
from device.i18n.language import _

HEADER = ("#", "saved (UTC)", "game", "players", "result")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--state-dir", type=Path, default=None, metavar="DIR",
                        help="the box's state folder (default: where `nightbox run` keeps it)")


def summary(game: SavedGame) -> tuple[str, ...]:
    """One row: number, date, game, players, result (a record it cannot read says so)."""
    saved = game.saved.replace("T", " ")[:16] if game.saved else "-"
    try:
        of = GAMES.of_record(game.record)
    except InvalidInput as exc:
        return str(game.number), saved, "?", "?", f"cannot be read: {exc}"
    try:
        players, result = of.records.summary(game.record)
    except InvalidInput as exc:
        players, result = "?", f"cannot be read: {exc}"
    return str(game.number), saved, _(of.title), players, result


def table(rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(HEADER) - 1)]
    return "\n".join("  ".join([cell.rjust(widths[0]) if i == 0 else cell.ljust(widths[i])
                                for i, cell in enumerate(row[:-1])] + [row[-1]])
                     for row in rows)


def run(args: argparse.Namespace) -> int:
    saved = read_box(args.state_dir)
    saved.warn()
    if not saved.games:
        print(saved.empty)
        return 0
    print(table([HEADER, *(summary(game) for game in saved.games)]))
    return 0
