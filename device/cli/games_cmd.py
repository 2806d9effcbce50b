"""``nightbox games [--state-dir DIR]``: the games the box saved, one line each.

Number (what ``nightbox resolve --game N`` takes), when it was saved (UTC), which game,
how many players, and the result. Without ``--state-dir`` it reads where ``nightbox run``
keeps its state; ``nightbox sim`` and ``nightbox demo --state-dir`` keep theirs elsewhere.
The history is read twice, a line at a time (its games counted by their checksums, then
each row printed as it is read): nothing grows with the number of games.
"""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from device.cli.saved_games import SavedGame, read_box
from engine.classic.record import is_classic, resolve_classic
from engine.errors import InvalidInput
from engine.onenight.record import GameRecord

HEADER = ("#", "saved (UTC)", "game", "players", "result")
#: the names the game column shows
GAME_NAMES = ("One Night", "classic")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--state-dir", type=Path, default=None, metavar="DIR",
                        help="the box's state folder (default: where `nightbox run` keeps it)")


def seats_text(seats: tuple[int, ...] | list[int], verb: str) -> str:
    """``seat 3 died``, ``seats 2 and 4 died``, ``nobody died``."""
    if not seats:
        return f"nobody {verb}"
    shown = [str(s) for s in seats]
    listed = shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]
    return f"seat{'s' if len(shown) > 1 else ''} {listed} {verb}"


def _won(teams: tuple[str, ...] | list[str]) -> str:
    return f"{' and '.join(teams) if teams else 'nobody'} won"


def onenight_summary(data: Any) -> tuple[str, str]:
    """``(players, result)`` of a One Night record."""
    record = GameRecord.from_json(data)
    players = str(len(record.seats))
    if record.final_deaths is not None:
        return players, f"{_won(record.winners)}; {seats_text(record.final_deaths, 'died')}"
    if record.ballots:
        return players, f"{seats_text(record.deaths, 'died')}; not revealed"
    return players, "not played to the vote"


def classic_summary(data: Any) -> tuple[str, str]:
    """``(players, result)`` of a classic record, its phases played through the rules."""
    resolution = resolve_classic(data)
    players = str(len(resolution.game.players))
    win, ended = resolution.game.win, resolution.game.ended
    if win is None:
        phases = len(data.get("phases", []))
        return players, f"unfinished after {phases} phase{'' if phases == 1 else 's'}"
    return players, f"{_won([w.value for w in win.winners])}, {ended}"


def summary(game: SavedGame) -> tuple[str, ...]:
    """One row: number, date, game, players, result (a record it cannot read says so)."""
    saved = game.saved.replace("T", " ")[:16] if game.saved else "-"
    kind = GAME_NAMES[1] if is_classic(game.record) else GAME_NAMES[0]
    try:
        players, result = (classic_summary(game.record) if kind == "classic"
                           else onenight_summary(game.record))
    except InvalidInput as exc:
        players, result = "?", f"cannot be read: {exc}"
    return str(game.number), saved, kind, players, result


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
