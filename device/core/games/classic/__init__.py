"""Classic Ultimate Werewolf, the box's second game: seating, deal, night N with the
Moderator's entries, dawn, day, vote and lynch, until the winner; resumed after a pulled
plug from the record saved as each phase ends. :data:`CLASSIC` names its states.

States move on by name (``m.flow("dawn", session, book)``). May import the engine,
``device.core`` and ``device.events``; never another game.
"""

from __future__ import annotations

from types import MappingProxyType

from device.core.games.classic.dawn import ClassicDawnState
from device.core.games.classic.day import ClassicDayState
from device.core.games.classic.deal import ClassicDealState
from device.core.games.classic.end import ClassicEndState
from device.core.games.classic.lynch import ClassicLynchState
from device.core.games.classic.night import ClassicNightState
from device.core.games.classic.resume import ClassicResumeState
from device.core.games.classic.seating import ClassicSeatingState
from device.core.games.classic.vote import ClassicVoteState
from device.core.machine import Game
from device.core.states import BOX_STATES

CLASSIC = Game("classic", "Classic", MappingProxyType({
    **BOX_STATES,
    "seating": ClassicSeatingState,
    "deal": ClassicDealState,
    "night": ClassicNightState,
    "dawn": ClassicDawnState,
    "day": ClassicDayState,
    "vote": ClassicVoteState,
    "lynch": ClassicLynchState,
    "end": ClassicEndState,
    "resume": ClassicResumeState,
}))
