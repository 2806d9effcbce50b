"""``nightbox resolve FILE|-``: a JSON game record in, deaths and winners out.

A classic Werewolf record (``"game": "classic"`` with ``phases``, CLASSIC's §5 form) is
resolved phase by phase instead: ``{"deaths": [...], "winners": [...], "winning_seats":
[...], "ended": "day 3"}``.

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
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path as FilePath
from typing import Any

from device.cli import saved_games
from device.cli.errors import BadOption
from device.store import reading
from engine.onenight.deck import MAX_PLAYERS, MIN_PLAYERS
from engine.classic.record import is_classic, resolve_classic
from engine.errors import InvalidInput, did_you_mean, show
from engine.seats import MAX_SEATS, InvalidSeat, canonical_number, parse_seat
from engine.onenight.outcome import MinionRule, resolve_game
from engine.onenight.record import GameRecord
from engine.onenight.reveal import artifact_role, card_role

TOP_KEYS = ("players", "votes", "artifacts", "options")
#: keys only a record the box saved has
BOX_KEYS = frozenset({"revealed", "ballots", "deck", "seed", "steps"})
OPTION_KEYS = ("minion_rule",)
_WS = re.compile(r"[ \t\n\r]*")

Path = tuple[str, ...]


def _misspelt(key: str, known: tuple[str, ...]) -> bool:
    """A near miss of a known key; other keys (a stored record has more) are ignored."""
    return bool(difflib.get_close_matches(key, known, n=1, cutoff=0.8))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE|-", nargs="?", default=None,
                        help="a JSON game record, or the box's games.jsonl (or its state "
                             "folder); - reads stdin (default: the box's games.jsonl)")
    parser.add_argument("--game", type=int, default=None, metavar="N",
                        help="from a games.jsonl: game N as `nightbox games` lists them "
                             "(default: the last)")
    parser.add_argument("--state-dir", type=FilePath, default=None, metavar="DIR",
                        help="without FILE: the state folder whose games.jsonl to read")


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


class Record:
    """Checks one parsed record, naming the file, line and key of any problem (``lines``:
    the line of each key, or ``None`` when the record is one line of a history)."""

    def __init__(self, name: str, data: Any, lines: dict[Path, int] | None) -> None:
        self.name = name
        self.data: Any = data
        self.lines = lines
        #: a saved record's keys as the file spells them, by the key they are read as
        self.spelt: dict[str, Path] = {}

    def bad(self, path: Path, message: str) -> reading.BadFile:
        if path and path[0] in self.spelt:
            path = self.spelt[path[0]] + path[1:]
        where = f", key {'.'.join(path)}" if path else ""
        if self.lines is None:
            return reading.BadFile(f"{self.name}{where}: {message}")
        line = next((self.lines[path[:n]] for n in range(len(path), 0, -1)
                     if path[:n] in self.lines), 1)
        return reading.BadFile(f"{self.name}, line {line}{where}: {message}")

    def section(self, key: str, required: bool = False) -> Mapping[str, Any]:
        value = self.data.get(key)
        if value is None:
            if required:
                raise self.bad((), f"missing key {key!r}: the revealed card of each seat, "
                                   f'such as {{"1": "werewolf"}}')
            return {}
        if not isinstance(value, dict):
            raise self.bad((key,), f"{key} must be a JSON object, not {json.dumps(value)}")
        return value

    def seat(self, path: Path, players: Mapping[int, str] | None = None) -> int:
        key = path[-1]
        try:
            seat = parse_seat(key, MAX_SEATS)
        except InvalidSeat:
            raise self.bad(path, f"unknown seat key {show(key, ascii_only=True)} (seats are '1' to "
                                 f"'{MAX_SEATS}', in plain digits)") from None
        if players is not None and seat not in players:
            raise self.bad(path, f"seat {seat} is not among the players")
        return seat

    def text_value(self, path: Path, value: Any) -> str:
        if not isinstance(value, str):
            raise self.bad(path, f"expected a string, not {json.dumps(value)}")
        return value

    def parse(self) -> tuple[dict[int, str], dict[int, int | None], dict[int, str], MinionRule]:
        if not isinstance(self.data, dict):
            raise self.bad((), "a game record must be a JSON object with a 'players' key")
        if "players" not in self.data and BOX_KEYS & set(self.data):
            self._from_box_record()
        for key in self.data:
            if key not in TOP_KEYS and _misspelt(key, TOP_KEYS):
                raise self.bad((key,), f"unknown key {key!r}{did_you_mean(key, TOP_KEYS)}")
        players = self._players()
        found = players, self._votes(players), self._artifacts(players), self._options()
        if len(players) < MIN_PLAYERS:  # last: a more precise problem is named first
            raise self.bad(("players",), f"{len(players)} players; a game has "
                                         f"{MIN_PLAYERS} to {MAX_PLAYERS}")
        return found

    def _from_box_record(self) -> None:
        """A record the box saved: checked as a ``GameRecord``, its revealed cards read
        as the players."""
        try:
            record = GameRecord.from_json(self.data)
        except InvalidInput as exc:   # "revealed.2: unknown role ...": name the key
            key, sep, message = str(exc).partition(": ")
            if sep and key.replace(".", "").replace("_", "").isalnum():
                raise self.bad(tuple(key.split(".")), message) from None
            raise self.bad((), f"a saved game record, but {exc}") from None
        if not record.revealed:
            raise self.bad((), f"game {record.game} was not revealed: its record has no "
                               "cards to resolve (reveal and score it on the box first)")
        self.data = {"players": {str(k): v for k, v in record.revealed.items()},
                     "votes": {str(k): v for k, v in record.votes.items()},
                     "artifacts": {str(k): v for k, v in record.artifacts.items()},
                     "options": {"minion_rule": record.minion_rule}}
        self.spelt = {"players": ("revealed",), "options": ()}

    def _players(self) -> dict[int, str]:
        raw = self.section("players", required=True)
        if len(raw) > MAX_PLAYERS:  # before reading them: a record may hold thousands
            raise self.bad(("players",), f"{len(raw)} players; a game has "
                                         f"{MIN_PLAYERS} to {MAX_PLAYERS}")
        players: dict[int, str] = {}
        for key, value in raw.items():
            path = ("players", key)
            players[self.seat(path)] = self._named(path, value, card_role)
        return dict(sorted(players.items()))

    def _by_seat(self, name: str, players: Mapping[int, str]
                 ) -> Iterator[tuple[Path, int, Any]]:
        """``(path, seat, value)`` for each entry of the section ``name``, its seat one
        of the players."""
        for key, value in self.section(name).items():
            path = (name, key)
            yield path, self.seat(path, players), value

    def _votes(self, players: Mapping[int, str]) -> dict[int, int | None]:
        votes: dict[int, int | None] = {}
        for path, seat, value in self._by_seat("votes", players):
            if value is None:
                votes[seat] = None
                continue
            number = canonical_number(value)
            if number is None:
                raise self.bad(path, f"a vote is a seat number or null, not "
                                     f"{json.dumps(value)[:40]}")
            if number not in players:
                shown = str(number) if abs(number) < 10**6 else "a huge number"
                raise self.bad(path, f"a vote for seat {shown}, which is not among the "
                                     f"players ({', '.join(map(str, players))})")
            votes[seat] = number
        return votes

    def _artifacts(self, players: Mapping[int, str]) -> dict[int, str]:
        artifacts: dict[int, str] = {}
        for path, seat, value in self._by_seat("artifacts", players):
            if value is None:
                continue
            artifacts[seat] = self._named(path, value, artifact_role)
        return artifacts

    def _named(self, path: Path, value: Any, check: Callable[[str], object]) -> str:
        """A card or artifact name, which ``check`` knows (else one line naming the key)."""
        name = self.text_value(path, value)
        try:
            check(name)
        except InvalidInput as exc:
            raise self.bad(path, str(exc)) from None
        return name

    def _options(self) -> MinionRule:
        options = self.section("options")
        for key in options:
            if key not in OPTION_KEYS and _misspelt(key, OPTION_KEYS):
                raise self.bad(("options", key),
                               f"unknown option {key!r}{did_you_mean(key, OPTION_KEYS)}")
        value = options.get("minion_rule", MinionRule.OFFICIAL.value)
        path = ("options", "minion_rule")
        try:
            return MinionRule.parse(self.text_value(path, value))
        except InvalidInput as exc:
            raise self.bad(path, str(exc)) from None


def _classic(name: str, data: Any) -> dict[str, Any]:
    """A classic record (CLASSIC §5): deaths, winners, winning seats, and where it ended."""
    try:
        resolution = resolve_classic(data)
    except InvalidInput as exc:
        raise reading.BadFile(f"{name}: {exc}") from None
    return resolution.to_json()


def run(args: argparse.Namespace) -> int:
    if args.file is not None and args.state_dir is not None:
        raise BadOption(f"--state-dir {args.state_dir}: give FILE or --state-dir, not both")
    if args.file is None or (args.file != "-" and FilePath(args.file).is_dir()):
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
            print(json.dumps(resolve(name, data, key_lines(text)), ensure_ascii=False))
            return 0
        saved = saved_games.read_text(name, text)
    saved.warn()
    game = saved.pick(args.game)
    result = resolve(f"{saved.name}, game {game.number}", game.record, None)
    print(json.dumps(result, ensure_ascii=False))
    return 0


def resolve(name: str, data: Any, lines: dict[Path, int] | None) -> dict[str, Any]:
    """What ``nightbox resolve`` prints for one record, One Night or classic."""
    if is_classic(data):
        return _classic(name, data)
    players, votes, artifacts, rule = Record(name, data, lines).parse()
    game = resolve_game(players, votes, artifacts, minion_rule=rule)
    tally, outcome = game.tally, game.outcome
    result = {
        "dead": list(tally.dead),
        "winners": list(outcome.winner_names),
        "winning_seats": list(outcome.winning_seats),
        "counts": {str(seat): count for seat, count in tally.counts.items()},
        "reason": outcome.reason,
        "won": {str(seat): won for seat, won in outcome.won.items()},
        "wolves": list(outcome.wolves),
        "protected": list(tally.protected),
        "shots": {str(hunter): target for hunter, target in tally.shots.items()},
    }
    return result
