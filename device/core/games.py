"""The One Night game's flow: every state of the box by name.

States move on with ``m.goto(m.flow("result", ballot), t)``, never by importing the
next state, so no state module imports another. A second game adds its own flow.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from device.core.machine import State
from device.core.states.day import DayState
from device.core.states.deal import DealState
from device.core.states.hwtest import HardwareTestState
from device.core.states.menu import MenuState
from device.core.states.night import NightState
from device.core.states.result import ResultState
from device.core.states.reveal import RevealState
from device.core.states.score import ScoreState
from device.core.states.seating import SeatingState
from device.core.states.vote import VoteState

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
