"""The keys of the table flow every game has (typed :class:`~device.core.machine.Step`).

A state never imports the next one: it asks the machine for a fresh state by key,
``m.goto(m.flow(DAY), t)``; each game binds these keys (and its own) to its states with
:func:`~device.core.machine.bind`, which mypy checks against the key's argument types.
"""

from __future__ import annotations

from device.core.machine import MENU, VOTE, Step

__all__ = ["DAY", "DEAL", "HWTEST", "MENU", "SEATING", "VOTE"]

#: the hardware test
HWTEST: Step[[]] = Step("hwtest")
#: players press to join (``device.core.table.seating``)
SEATING: Step[[]] = Step("seating")
#: the cards go out (each game's own)
DEAL: Step[[]] = Step("deal")
#: the day's discussion countdown (``device.core.table.day``)
DAY: Step[[]] = Step("day")
