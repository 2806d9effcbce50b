"""The box's own states, shared by every game: the menu (home) and the hardware test.

A game's states live with the game (``device.core.games``), the table flow both games
share in ``device.core.table``. A state may import the engine, ``device.core`` (machine,
effects, events, settings, ui) and ``device.events``; never another state: it moves on
with ``m.goto(m.flow(KEY), t)``.
"""

from __future__ import annotations

from device.core.flow import HWTEST, MENU
from device.core.machine import Binding, bind
from device.core.states.hwtest import HardwareTestState
from device.core.states.menu import MenuState

#: the states every game's flow includes
BOX_STATES: tuple[Binding, ...] = (
    bind(MENU, MenuState),
    bind(HWTEST, HardwareTestState),
)
