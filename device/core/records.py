"""What the command line and the store ask of a game with no table: its records (which
are its, a line for ``nightbox games``, what ``nightbox resolve`` prints, the Moderator's
scorepad for the games that keep one, what to resume after a pulled plug) and its night as
a script (``nightbox script``).

Each game's package implements :class:`Records` (its ``records.py``); the
:class:`~device.core.game.Game` carries it as ``game.records``. Pure: values in, values
out; input errors are ``engine.errors.InvalidInput`` with one line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.cues import Cue, Pace, ScriptMode
from engine.words import ENGLISH, Words

from device.core.settings import Settings

#: where each key of a JSON record stands: the key's path -> its line in the file
KeyLines = Mapping[tuple[str, ...], int]


@dataclass(frozen=True)
class ScriptRequest:
    """``nightbox script``'s request: the deck as typed, and the options."""

    roles: str
    pace: Pace = Pace.NORMAL
    mode: ScriptMode = ScriptMode.BEGINNER
    seed: int = 0
    words: Words = ENGLISH
    #: the options only some games take (``Records.script_options`` names them)
    players: int | None = None
    night: int | None = None
    lone_wolf: bool = True
    #: the marks the table put on the boards, as typed (``"vampire,fear,love*2"``)
    marks: str | None = None


@dataclass(frozen=True)
class NightText:
    """A night as ``nightbox script`` shows it: its cues, its steps, and notes for stderr
    (a deck's warnings, its balance)."""

    cues: tuple[Cue, ...]
    steps: tuple[str, ...]
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Resumable:
    """What the box does at start-up with a saved game under way: offer ``record`` for
    resuming (``None``: nothing), set the saved file aside first when ``problem`` says why,
    and save ``record`` as the game under way when it is a shorter, legal part of it."""

    record: Mapping[str, Any] | None
    problem: str | None = None
    rewrite: bool = False


def seats_text(seats: Sequence[int], verb: str) -> str:
    """``seat 3 died``, ``seats 2 and 4 died``, ``nobody died`` (the command line's
    English)."""
    if not seats:
        return f"nobody {verb}"
    shown = [str(s) for s in seats]
    listed = shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]
    return f"seat{'s' if len(shown) > 1 else ''} {listed} {verb}"


def won_text(teams: Sequence[str]) -> str:
    """``village won``, ``werewolf and tanner won``, ``nobody won``."""
    return f"{' and '.join(teams) if teams else 'nobody'} won"


class Records(Protocol):
    """A game's records and script, without a table."""

    @property
    def script_options(self) -> frozenset[str]:
        """The options of :class:`ScriptRequest` this game's script takes ("players",
        "night", "lone_wolf", "marks")."""
        ...

    def owns(self, record: Mapping[str, Any]) -> bool:
        """``record`` is one of this game's (a saved record, or one written by hand)."""
        ...

    def summary(self, record: Any) -> tuple[str, str]:
        """``(players, result)`` for ``nightbox games``; ``InvalidInput`` if unreadable."""
        ...

    def resolve(self, name: str, record: Any, lines: KeyLines | None) -> dict[str, Any]:
        """What ``nightbox resolve`` prints for ``record`` (read from ``name``, each key at
        its line in ``lines`` when known); ``InvalidInput`` naming the key otherwise."""
        ...

    def scorepad(self, name: str, record: Any, words: Words) -> tuple[str, ...] | None:
        """The Moderator's scorepad of ``record`` (read from ``name``) as text lines of 80
        columns at most, in ``words``' language; ``None``: this game keeps none;
        ``InvalidInput`` naming ``name`` if the record does not resolve."""
        ...

    def resumable(self, record: Mapping[str, Any], seat_count: int) -> Resumable:
        """The saved game under way, checked by the rules, as the box resumes it."""
        ...

    def script(self, request: ScriptRequest) -> NightText:
        """The night for ``request``'s deck; ``InvalidInput`` for a bad deck."""
        ...

    def night(self, record: Mapping[str, Any], settings: Settings,
              words: Words) -> tuple[Cue, ...] | None:
        """The night a saved game played, as the box composed it with ``settings``, in
        ``words``' language (``None``: the record does not say)."""
        ...


class RecordsOnUse:
    """A game's :class:`Records`, loaded by ``load`` the first time one is asked: they need
    the game's whole engine (its outcome, its script), which the menu does not."""

    def __init__(self, load: Callable[[], Records]) -> None:
        self._load = load
        self._records: Records | None = None

    @property
    def loaded(self) -> Records:
        if self._records is None:
            self._records = self._load()
        return self._records

    @property
    def script_options(self) -> frozenset[str]:
        return self.loaded.script_options

    def owns(self, record: Mapping[str, Any]) -> bool:
        return self.loaded.owns(record)

    def summary(self, record: Any) -> tuple[str, str]:
        return self.loaded.summary(record)

    def resolve(self, name: str, record: Any, lines: KeyLines | None) -> dict[str, Any]:
        return self.loaded.resolve(name, record, lines)

    def scorepad(self, name: str, record: Any, words: Words) -> tuple[str, ...] | None:
        return self.loaded.scorepad(name, record, words)

    def resumable(self, record: Mapping[str, Any], seat_count: int) -> Resumable:
        return self.loaded.resumable(record, seat_count)

    def script(self, request: ScriptRequest) -> NightText:
        return self.loaded.script(request)

    def night(self, record: Mapping[str, Any], settings: Settings,
              words: Words) -> tuple[Cue, ...] | None:
        return self.loaded.night(record, settings, words)
