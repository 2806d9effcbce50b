"""One Night's round of the table's ballot: every seat of the game votes, in the vote
mode of the settings (tap or sweep), and the tally follows."""

from __future__ import annotations

from engine.ballot import BallotResult

from device.core.games.onenight.session import OneNightSession
from device.core.games.onenight.steps import RESULT
from device.core.machine import Machine, State, session_of
from device.core.table.ballot import BallotRound, BallotState


def _result(m: Machine, result: BallotResult, t: float) -> None:
    m.goto(m.flow(RESULT, session_of(m, OneNightSession), result), t)


def _round(m: Machine) -> BallotRound:
    return BallotRound(voters=m.table.seats, then=_result, mode=m.table.settings.vote_mode,
                       count_in=m.game.count_in, word=m.game.vote_word)


def vote() -> State:
    """The day's vote (bound to the table flow's ``VOTE``)."""
    return BallotState(_round)
