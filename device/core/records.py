"""What the command line and the store ask of a game with no table: its records (which
are its, a line for ``nightbox games``, what ``nightbox resolve`` prints, the Moderator's
scorepad for the games that keep one, what to resume after a pulled plug) and its night as
a script (``nightbox script``).

Here are the values they take and give; each game's package implements the protocol,
:class:`~device.core.game_records.Records` (its ``records.py``), and the
:class:`~device.core.game.Game` carries it as ``game.records``. Pure: values in, values
out; input errors are ``engine.errors.InvalidInput`` with one line.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.cues import Cue, Pace, ScriptMode
from engine.words import ENGLISH, Words

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
