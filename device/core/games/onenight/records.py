"""One Night's records for the command line and the store: which records are One Night's
(a saved ``GameRecord``, or one written by hand), a line for ``nightbox games``, what
``nightbox resolve`` prints (the revealed cards, the votes and the artifacts read and
checked, each problem naming its file, line and key), and the night as a script."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from engine.cues import Cue, Pace, ScriptMode
from engine.errors import InvalidInput, did_you_mean, show
from engine.onenight import MAX_PLAYERS, MIN_PLAYERS
from engine.onenight.board import board, check_board, check_held, parse_marks, uses_marks
from engine.onenight.deck import Deck, check_deck
from engine.onenight.draws import Draws, draw
from engine.onenight.mark import MARK_NAMES, mark
from engine.onenight.outcome import MinionRule, resolve_game
from engine.onenight.record import GameRecord
from engine.onenight.reveal import artifact_role, card_role
from engine.onenight.script import ScriptOptions, night_script
from engine.seats import MAX_SEATS, InvalidSeat, canonical_number, parse_seat
from engine.words import Words

from device.core.games.onenight.rules import OneNightRules
from device.core.records import KeyLines, NightText, Resumable, ScriptRequest, seats_text, won_text
from device.core.settings import Settings
from device.errors import BadInput

TOP_KEYS = ("players", "votes", "artifacts", "marks", "draws", "options")
#: keys only a record the box saved has
BOX_KEYS = frozenset({"revealed", "ballots", "deck", "seed", "steps"})
OPTION_KEYS = ("minion_rule",)

Path = tuple[str, ...]


@dataclass(frozen=True)
class Parsed:
    """A record read and checked: what :func:`~engine.onenight.outcome.resolve_game` takes."""

    players: dict[int, str]
    votes: dict[int, int | None]
    artifacts: dict[int, str]
    marks: dict[int, str]
    draws: Draws
    rule: MinionRule


def script_options(settings: Settings) -> ScriptOptions:
    """The night's options from the settings: the pace, the wording, the lone wolf."""
    return ScriptOptions(pace=Pace(settings.pace),
                         mode=ScriptMode.BEGINNER if settings.beginner else ScriptMode.EXPERT,
                         lone_wolf=settings.of(OneNightRules).lone_wolf)


def _misspelt(key: str, known: tuple[str, ...]) -> bool:
    """A near miss of a known key; other keys (a stored record has more) are ignored."""
    import difflib  # only when a record is read: start-up does not pay for it

    return bool(difflib.get_close_matches(key, known, n=1, cutoff=0.8))


class Record:
    """Checks one parsed record, naming the file, line and key of any problem (``lines``:
    the line of each key, or ``None`` when the record is one line of a history)."""

    def __init__(self, name: str, data: Any, lines: KeyLines | None) -> None:
        self.name = name
        self.data: Any = data
        self.lines = lines
        #: a saved record's keys as the file spells them, by the key they are read as
        self.spelt: dict[str, Path] = {}

    def bad(self, path: Path, message: str) -> BadInput:
        if path and path[0] in self.spelt:
            path = self.spelt[path[0]] + path[1:]
        where = f", key {'.'.join(path)}" if path else ""
        if self.lines is None:
            return BadInput(f"{self.name}{where}: {message}")
        line = next((self.lines[path[:n]] for n in range(len(path), 0, -1)
                     if path[:n] in self.lines), 1)
        return BadInput(f"{self.name}, line {line}{where}: {message}")

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

    def parse(self) -> Parsed:
        if not isinstance(self.data, dict):
            raise self.bad((), "a game record must be a JSON object with a 'players' key")
        if "players" not in self.data and BOX_KEYS & set(self.data):
            self._from_box_record()
        for key in self.data:
            if key not in TOP_KEYS and _misspelt(key, TOP_KEYS):
                raise self.bad((key,), f"unknown key {key!r}{did_you_mean(key, TOP_KEYS)}")
        players = self._players()
        found = Parsed(players, self._votes(players), self._artifacts(players),
                       self._marks(players), self._draws(players), self._options())
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
                     "marks": {str(k): v for k, v in record.marks.items()},
                     "draws": record.draws.to_json(),
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
            name = self._named(path, value, artifact_role)
            twice = [s for s, other in artifacts.items() if other == name]
            if twice:
                raise self.bad(path, f"{name} is on seat {twice[0]} already: there is one "
                                     "token of each artifact")
            artifacts[seat] = name
        return artifacts

    def _marks(self, players: Mapping[int, str]) -> dict[int, str]:
        """Each seat's mark, a seat not named holding a Mark of Clarity; no more of a mark
        than the Vampire box holds."""
        marks: dict[int, str] = {}
        for path, seat, value in self._by_seat("marks", players):
            if value is not None:
                marks[seat] = self._named(path, value, mark)
        try:
            check_held([mark(m) for m in marks.values()], None, len(players))
        except InvalidInput as exc:
            raise self.bad(("marks",), str(exc)) from None
        return marks

    def _draws(self, players: Mapping[int, str]) -> Draws:
        """What the box drew (the family, the Empath's question, Nostradamus's team)."""
        value = self.data.get("draws", {})
        try:
            draws = Draws.from_json(value)
        except InvalidInput as exc:   # "draws.family: ...": name the key
            key, sep, message = str(exc).partition(": ")
            path = tuple(key.split(".")) if sep and key.startswith("draws") else ("draws",)
            raise self.bad(path, message if sep else str(exc)) from None
        stray = [s for s in (draws.empath.seats if draws.empath else ()) if s not in players]
        if stray:
            raise self.bad(("draws", "empath", "seats"), f"seat {stray[0]} is not among the "
                                                         "players")
        return draws

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


class OneNightRecords:
    """One Night's :class:`~device.core.game_records.Records`."""

    script_options = frozenset({"players", "lone_wolf", "marks"})

    def owns(self, record: Mapping[str, Any]) -> bool:
        """A One Night record names no game (its ``game`` is the game's number) and has
        no phases (a night, a vote: the whole game is one record)."""
        return not isinstance(record.get("game"), str) and "phases" not in record

    def summary(self, record: Any) -> tuple[str, str]:
        game = GameRecord.from_json(record)
        players = str(len(game.seats))
        if game.final_deaths is not None:
            return players, f"{won_text(game.winners)}; {seats_text(game.final_deaths, 'died')}"
        if game.ballots:
            return players, f"{seats_text(game.deaths, 'died')}; not revealed"
        return players, "not played to the vote"

    def resolve(self, name: str, record: Any, lines: KeyLines | None) -> dict[str, Any]:
        reader = Record(name, record, lines)
        found = reader.parse()
        try:
            game = resolve_game(found.players, found.votes, found.artifacts, marks=found.marks,
                                draws=found.draws, minion_rule=found.rule)
        except InvalidInput as exc:   # what only the whole game shows (a missing draw)
            raise reader.bad((), str(exc)) from None
        tally, outcome = game.tally, game.outcome
        assert game.dawn is not None  # resolve_game keeps the dawn
        return {
            "dead": list(tally.dead),
            "winners": list(outcome.winner_names),
            "winning_seats": list(outcome.winning_seats),
            "counts": {str(seat): count for seat, count in tally.counts.items()},
            "reason": outcome.reason,
            "won": {str(seat): won for seat, won in outcome.won.items()},
            "wolves": list(outcome.wolves),
            "protected": list(tally.protected),
            "shots": {str(hunter): target for hunter, target in tally.shots.items()},
            "case": outcome.case.name.lower(),
            "also": [case.name.lower() for case in outcome.also],
            "teams": {str(seat): p.team.value for seat, p in game.dawn.standing.items()},
            "epic": tally.epic,
            "lovers": list(tally.lovers),
            "ricochet": {str(rhino): seat for rhino, seat in tally.ricochet.items()},
        }

    def scorepad(self, name: str, record: Any, words: Words) -> tuple[str, ...] | None:
        """One Night keeps no scorepad: one night, one vote, all in ``resolve``."""
        return None

    def resumable(self, record: Mapping[str, Any], seat_count: int) -> Resumable:
        """A One Night game is never resumed: a fault saves it to the history."""
        return Resumable(None)

    def script(self, request: ScriptRequest) -> NightText:
        deck = Deck.parse(request.roles)
        if not len(deck):
            raise BadInput("--roles is empty: give role ids such as werewolf,werewolf,seer")
        check = check_deck(deck, request.players)
        check.raise_for_errors()
        if request.marks is not None:
            check_board(deck, parse_marks(request.marks))
        options = ScriptOptions(pace=request.pace, mode=request.mode,
                                lone_wolf=request.lone_wolf, words=request.words)
        draws = draw(deck, range(1, check.players + 1), random.Random(request.seed))
        script = night_script(deck, options, random.Random(request.seed), draws)
        return NightText(script.cues, tuple(step.id for step in script.steps),
                         tuple(f"warning: {issue.message}" for issue in check.warnings)
                         + _marks_notes(deck, check.players))


    def night(self, record: Mapping[str, Any], settings: Settings,
              words: Words) -> tuple[Cue, ...] | None:
        """The record's deck and seed give the very script the box played."""
        game = GameRecord.from_json(record)
        options = dataclasses.replace(script_options(settings), words=words)
        return night_script(Deck.of(game.deck), options, random.Random(game.seed),
                            game.draws or None).cues


def _marks_notes(deck: Deck, players: int) -> tuple[str, ...]:
    """What to put out for a deck that uses marks: a Mark of Clarity to each player and
    the marks on the boards (``nightbox script``'s notes)."""
    if not uses_marks(deck):
        return ()
    on_boards = board(deck)
    listed = ", ".join(f"{n} {MARK_NAMES[m].replace('Mark ', 'Marks ', n > 1)}"
                       for m, n in on_boards.items()) or "none"
    typed = ",".join(m.value if n == 1 else f"{m.value}*{n}" for m, n in on_boards.items())
    return (f"marks: a Mark of Clarity to each of the {players} players; on the boards: "
            f"{listed}" + (f" (--marks {typed})" if typed else ""),)


RECORDS = OneNightRecords()
