"""The phases of a classic game: each phase's entries in, the next state out.

:func:`check_night` and :func:`check_day` say whether entries keep the rules (an
:class:`~engine.errors.IllegalEntry` names the first that does not), and change nothing.
:func:`play_night` and :func:`play_day` check, then apply the entries in the order CLASSIC
§2-§3 read, then ask :func:`~engine.classic.outcome.outcome` (§4); they return the new
state with what the phase did.
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import IllegalEntry
from .dawn import Dawn, dawn
from .day_checks import Verdict, checked_day
from .day_rules import day_verdict, morning
from .deaths import Death
from .entries import DayEntries, NightEntries, Seat
from .night_checks import night_problems
from .outcome import outcome
from .protect import Guard
from .shot import legal_shots
from .state import ClassicGame
from .vote import Lynch


def check_night(game: ClassicGame, entries: NightEntries) -> None:
    _ready(game, night=True)
    problems = night_problems(game, entries)
    if problems:
        raise IllegalEntry(f"{game.phase}: {problems[0]}")


def check_day(game: ClassicGame, entries: DayEntries) -> None:
    _checked_day(game, entries)


def _checked_day(game: ClassicGame, entries: DayEntries) -> Verdict:
    _ready(game, night=False)
    problems, verdict = checked_day(game, entries)
    if problems or verdict is None:
        raise IllegalEntry(f"{game.phase}: {problems[0]}")
    return verdict


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
    the deaths (the vampires' victim, the lynch and their chains)."""
    state, lynch, deaths = _checked_day(game, entries)
    return _settle(game, state), lynch, deaths


def _settle(before: ClassicGame, state: ClassicGame) -> ClassicGame:
    """The win check after the phase's deaths have settled (CLASSIC §4)."""
    ended = outcome(state.standing())
    if ended is not None:
        return replace(state, outcome=ended, ended=before.phase)
    after = replace(state, phase=before.phase.next())
    return after.at_nightfall() if after.phase.is_night else after


def shot_targets(game: ClassicGame, entries: NightEntries | DayEntries) -> tuple[Seat, ...]:
    """Who the Hunter may shoot in ``game.phase`` given the phase's (checked) entries, the
    shot left out, in seat order; empty when the Hunter does not die. The one answer the
    box offers, decided by the rules' own shot check, so a seat offered is never refused:
    the living, less the Hunter, those who die with it, and the seat the Old Hag named."""
    if isinstance(entries, NightEntries):
        deaths = dawn(game, replace(entries, hunter=None)).deaths
        return legal_shots(game, deaths, entries.old_hag)
    after, _ = morning(game, entries, Guard())
    return legal_shots(after, day_verdict(game, replace(entries, hunter=None))[2],
                       game.sitting_out)
