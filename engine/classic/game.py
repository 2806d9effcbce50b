"""The phases of a classic game: each phase's entries in, the next state out.

:func:`check_night` and :func:`check_day` say whether entries keep the rules (an
:class:`~engine.errors.IllegalEntry` names the first that does not), and change nothing.
:func:`play_night` and :func:`play_day` check, then apply the entries in the order CLASSIC
§2-§3 read, then ask :func:`~engine.classic.winner.who_wins` (§4); they return the new
state with what the phase did.
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import IllegalEntry
from .deaths import Death
from .entries import DayEntries, NightEntries
from .rules import Dawn, dawn, day_problems, day_verdict, night_problems
from .state import ClassicGame
from .vote import Lynch
from .winner import who_wins


def check_night(game: ClassicGame, entries: NightEntries) -> None:
    _ready(game, night=True)
    problems = night_problems(game, entries)
    if problems:
        raise IllegalEntry(f"{game.phase}: {problems[0]}")


def check_day(game: ClassicGame, entries: DayEntries) -> None:
    _ready(game, night=False)
    problems = day_problems(game, entries)
    if problems:
        raise IllegalEntry(f"{game.phase}: {problems[0]}")


def shot_targets(game: ClassicGame, entries: NightEntries | DayEntries) -> tuple[int, ...]:
    """The seats the Hunter may shoot in this phase (with these entries), in seat order;
    empty when the Hunter does not die in it. The rules' own check decides each seat, so
    a target offered here is never refused: not the Hunter, nobody dead or dying in the
    phase, never the seat the Old Hag sent out."""
    if isinstance(entries, NightEntries):
        return tuple(s for s in sorted(game.players)
                     if not night_problems(game, replace(entries, hunter=s)))
    return tuple(s for s in sorted(game.players)
                 if not day_problems(game, replace(entries, hunter=s)))


def _ready(game: ClassicGame, night: bool) -> None:
    if game.ended is not None:
        raise IllegalEntry(f"{game.phase}: the game ended at {game.ended}")
    if game.phase.is_night != night:
        raise IllegalEntry(f"it is {game.phase}, not a {'night' if night else 'day'}")


def play_night(game: ClassicGame, entries: NightEntries) -> tuple[ClassicGame, Dawn]:
    """Night ``game.phase``: the new state (at the day, or ended) and its dawn."""
    check_night(game, entries)
    result = dawn(game, entries)
    return _settle(game, result.state), result


def play_day(game: ClassicGame, entries: DayEntries
             ) -> tuple[ClassicGame, Lynch, tuple[Death, ...]]:
    """Day ``game.phase``: the new state (at the next night, or ended), the verdict and
    the deaths (the lynch and its chains)."""
    check_day(game, entries)
    state, lynch, deaths = day_verdict(game, entries)
    return _settle(game, state), lynch, deaths


def _settle(before: ClassicGame, state: ClassicGame) -> ClassicGame:
    """The win check after the phase's deaths have settled (CLASSIC §4)."""
    win = who_wins(state.players, state.alive, state.turned, state.soulmates,
                   state.tanner_died)
    if win is not None:
        return replace(state, win=win, ended=before.phase)
    return replace(state, phase=before.phase.next())
