"""Classic Ultimate Werewolf, the box's second game: the deal, night N with the
Moderator's entries, dawn, its round of the shared ballot, the lynch and the end, each
with the shared table flow (``device.core.table``: seating, day, ballot, the Hunter's
question); resumed after a pulled plug from the record saved as each phase ends.
:data:`CLASSIC` binds its states.

States move on by typed key (``m.flow(DAWN, session, book)``, keys in ``steps``).
It may import the engine, ``device.core`` and ``device.events``; never another game.
"""

from __future__ import annotations

from types import MappingProxyType

from device.core.flow import DAY, DEAL, SEATING, VOTE
from device.core.games.classic.dawn import ClassicDawnState
from device.core.games.classic.deal import ClassicDealState
from device.core.games.classic.end import ClassicEndState
from device.core.games.classic.game import Classic
from device.core.games.classic.lynch import ClassicLynchState
from device.core.games.classic.night import ClassicNightState
from device.core.games.classic.nominate import NomineeState
from device.core.games.classic.pages import PAGES
from device.core.games.classic.steps import DAWN, END, LYNCH, NIGHT, NOMINEE
from device.core.games.classic.vote import vote
from device.core.language import N_
from device.core.machine import bind
from device.core.states import BOX_STATES
from device.core.table.day import DayState
from device.core.table.seating import SeatingState

CLASSIC = Classic("classic", N_("Classic"), pages=PAGES, flow=MappingProxyType(dict([
    *BOX_STATES,
    bind(SEATING, SeatingState),
    bind(DEAL, ClassicDealState),
    bind(NIGHT, ClassicNightState),
    bind(DAWN, ClassicDawnState),
    bind(DAY, DayState),
    bind(VOTE, vote),
    bind(NOMINEE, NomineeState),
    bind(LYNCH, ClassicLynchState),
    bind(END, ClassicEndState),
])))
