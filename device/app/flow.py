"""The One Night game's flow: every state of the box by name.

States move on with ``m.goto(m.flow("result", ballot), t)``, never by importing the
next state, so no state module imports another. A second game adds its own flow.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from .machine import State
from .states.day import DayState
from .states.deal import DealState
from .states.hwtest import HardwareTestState
from .states.menu import MenuState
from .states.night import NightState
from .states.result import ResultState
from .states.reveal import RevealState
from .states.score import ScoreState
from .states.seating import SeatingState
from .states.vote import VoteState

ONE_NIGHT: Mapping[str, Callable[..., State]] = MappingProxyType({
    "menu": MenuState,
    "seating": SeatingState,
    "deal": DealState,
    "night": NightState,
    "day": DayState,
    "vote": VoteState,
    "result": ResultState,
    "reveal": RevealState,
    "score": ScoreState,
    "hwtest": HardwareTestState,
})
