"""The box's own states, shared by every game: the menu (home) and the hardware test.

A game's states live with the game (``device.core.games``). A state may import the
engine, ``device.core`` (machine, effects, events, settings, ui) and ``device.events``;
never another state: it moves on with ``m.goto(m.flow(name), t)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from device.core.machine import State
from device.core.states.hwtest import HardwareTestState
from device.core.states.menu import MenuState

#: the states every game's flow includes, by name
BOX_STATES: Mapping[str, Callable[..., State]] = MappingProxyType({
    "menu": MenuState,
    "hwtest": HardwareTestState,
})
