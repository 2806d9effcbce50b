"""One Night Ultimate Werewolf: seating, deal, night, day, vote, result, reveal and score,
one module per state, and :data:`ONE_NIGHT`, the game that names them.

States move on with ``m.goto(m.flow("result", ballot), t)``, never by importing the
next state, so no state module imports another. May import the engine, ``device.core``
and ``device.events``.
"""

from __future__ import annotations

from types import MappingProxyType

from device.core.games.onenight.day import DayState
from device.core.games.onenight.deal import DealState
from device.core.games.onenight.night import NightState
from device.core.games.onenight.result import ResultState
from device.core.games.onenight.reveal import RevealState
from device.core.games.onenight.score import ScoreState
from device.core.games.onenight.seating import SeatingState
from device.core.games.onenight.vote import VoteState
from device.core.machine import Game
from device.core.states import BOX_STATES

ONE_NIGHT = Game("onenight", "One Night", MappingProxyType({
    **BOX_STATES,
    "seating": SeatingState,
    "deal": DealState,
    "night": NightState,
    "day": DayState,
    "vote": VoteState,
    "result": ResultState,
    "reveal": RevealState,
    "score": ScoreState,
}))
