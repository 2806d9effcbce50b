"""One Night Ultimate Werewolf: its deal, night, result, reveal and score, one module per
state, its round of the shared ballot, and :data:`ONE_NIGHT`, the game that binds them
with the shared table flow (``device.core.table``: seating, day, ballot).

States move on with ``m.goto(m.flow(RESULT, ballot), t)`` (typed keys in ``steps``),
never by importing the next state, so no state module imports another. May import the
engine, ``device.core`` and ``device.events``; never another game.
"""

from __future__ import annotations

from types import MappingProxyType

from device.core.flow import DAY, DEAL, SEATING, VOTE
from device.core.games.onenight.deal import DealState
from device.core.games.onenight.game import OneNight
from device.core.games.onenight.night import NightState
from device.core.games.onenight.pages import PAGES
from device.core.games.onenight.result import ResultState
from device.core.games.onenight.reveal import RevealState
from device.core.games.onenight.score import ScoreState
from device.core.games.onenight.steps import NIGHT, RESULT, REVEAL, SCORE
from device.core.games.onenight.vote import vote
from device.i18n.language import N_
from device.core.machine import bind
from device.core.states import BOX_STATES
from device.core.table.day import DayState
from device.core.table.seating import SeatingState

ONE_NIGHT = OneNight("onenight", N_("One Night"), pages=PAGES, flow=MappingProxyType(dict([
    *BOX_STATES,
    bind(SEATING, SeatingState),
    bind(DEAL, DealState),
    bind(NIGHT, NightState),
    bind(DAY, DayState),
    bind(VOTE, vote),
    bind(RESULT, ResultState),
    bind(REVEAL, RevealState),
    bind(SCORE, ScoreState),
])))
