"""``nightbox resolve FILE|-``: a JSON game record in, deaths and winners out.

The record's game reads it (``Records.resolve``, the registry finding whose it is). A
classic Werewolf record (``"game": "classic"`` with ``phases``, CLASSIC's §5 form) is
resolved phase by phase: ``{"deaths": [...], "winners": [...], "winning_seats": [...],
"ended": "day 3"}``.

Input: ``{"players": {"1": "werewolf", "2": "doppelganger:hunter", ...},
"votes": {"1": 2, ...}, "artifacts": {"3": "claw_of_the_werewolf"},
"options": {"minion_rule": "official"}}``; only ``players`` is required. A record the
box saved (a line of ``games.jsonl``: :class:`engine.onenight.record.GameRecord`) is read too:
its ``revealed`` cards are the players. Bad input names the file, line and key, as the
file spells it (``revealed.2`` in a saved record).

The box's history is read too: ``nightbox resolve STATE/games.jsonl`` resolves its last
game (``--game N``: game N, as ``nightbox games`` numbers them), and with no FILE the box's
own ``games.jsonl`` (``--state-dir DIR`` for another), printing what the same record as a
file prints. docs/formats.md has both forms with examples.

``--scorepad`` prints a classic game's Moderator's scorepad instead, as text in ``--lang``
(:mod:`device.cli.scorepad`).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import stat
from pathlib import Path as FilePath
from typing import Any

from device.cli import saved_games
from device.cli.errors import BadOption
from device.cli.numbers import whole
from device.cli.paths import path
from device.cli.scorepad import add_scorepad_arguments, print_scorepad
from device.core.games import GAMES
from device.core.records import KeyLines
from device.store import reading

_WS = re.compile(r"[ \t\n\r]*")

Path = tuple[str, ...]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE|-", nargs="?", default=None,
                        help="a JSON game record, or the box's games.jsonl (or its state "
                             "folder); - reads stdin (default: the box's games.jsonl)")
    parser.add_argument("--game", type=whole, default=None, metavar="N",
                        help="from a games.jsonl: game N as `nightbox games` lists them "
                             "(default: the last)")
    parser.add_argument("--state-dir", type=path, default=None, metavar="DIR",
                        help="without FILE: the state folder whose games.jsonl to read")
    add_scorepad_arguments(parser, {"action": "store_true",
                                    "help": "a classic game's Moderator's scorepad, as "
                                            "text in --lang, instead of its result"})


def read_text(path: str) -> tuple[str, str]:
    """``(name for messages, text)`` of a file, or of stdin for ``-``, through the one
    way in (``device.store.reading``: regular files only, 8 MB at most, UTF-8)."""
    return reading.read_text(path, "record")


def key_lines(text: str) -> dict[Path, int]:
    """The line of every object key in valid JSON ``text``, by key path."""
    lines: dict[Path, int] = {}
    decoder = json.JSONDecoder()
    seen = [0, 1]  # a position and its line: keys come in order, so counting is linear

    def line_of(i: int) -> int:
        seen[1] += text.count("\n", seen[0], i)
        seen[0] = i
        return seen[1]

    def skip(i: int) -> int:
        match = _WS.match(text, i)
        return match.end() if match else i

    def walk(i: int, path: Path) -> int:
        i = skip(i)
        if not text.startswith("{", i):
            return int(decoder.raw_decode(text, i)[1])
        i = skip(i + 1)
        if text.startswith("}", i):
            return i + 1
        while True:
            key, after = json.decoder.scanstring(text, i + 1)  # type: ignore[attr-defined]
            lines[path + (key,)] = line_of(i)
            i = walk(skip(after) + 1, path + (key,))
            i = skip(i)
            if text.startswith("}", i):
                return i + 1
            i = skip(i + 1)

    walk(0, ())
    return lines


def run(args: argparse.Namespace) -> int:
    if args.file is not None and args.state_dir is not None:
        raise BadOption(f"--state-dir {args.state_dir}: give FILE or --state-dir, not both")
    if args.file is None or (args.file != "-" and _is_folder(args.file)):
        # no FILE: the box's history; a state folder: the history in it
        folder = args.state_dir if args.file is None else FilePath(args.file)
        saved = saved_games.read_box(folder)
    elif args.file != "-" and saved_games.is_history_file(args.file):
        saved = saved_games.read_file(FilePath(args.file))
    else:
        name, text = read_text(args.file)
        first = text.lstrip().split("\n", 1)[0].encode("utf-8")
        if not saved_games.looks_like_history(first):
            if args.game is not None:
                raise BadOption(f"--game {args.game}: {name} is one game record, not the "
                                "box's history (games.jsonl)")
            data = reading.parse_json(text, name)
            if args.scorepad:
                return print_scorepad(name, data, args)
            print(json.dumps(resolve(name, data, key_lines(text)), ensure_ascii=False))
            return 0
        saved = saved_games.read_text(name, text)
    try:
        game = saved.pick(args.game)   # read up to that game only
    finally:
        saved.warn()
    if args.scorepad:
        return print_scorepad(f"{saved.name}, game {game.number}", game.record, args)
    result = resolve(f"{saved.name}, game {game.number}", game.record, None)
    print(json.dumps(result, ensure_ascii=False))
    return 0


def _is_folder(path: str) -> bool:
    """Whether FILE is a folder; a path that cannot be looked at is one line naming why
    (a name too long, a folder we may not enter)."""
    try:
        return stat.S_ISDIR(os.stat(path).st_mode)
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise reading.BadFile(f"{path}: cannot read it "
                           f"({exc.strerror or exc})") from None


def resolve(name: str, data: Any, lines: KeyLines | None) -> dict[str, Any]:
    """What ``nightbox resolve`` prints for one record, of whichever game it is (what is
    not even a JSON object, the box's first game refuses in its own words)."""
    game = GAMES.of_record(data) if isinstance(data, dict) else GAMES.game(GAMES.first)
    return game.records.resolve(name, data, lines)
