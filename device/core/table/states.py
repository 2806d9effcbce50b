"""The shared table states, each made (and its module loaded) when the flow first enters
it: a game binds its keys to these (``bind(SEATING, states.seating)``), so a box in the
menu has loaded none of the table's states, views or screens."""

from __future__ import annotations

from device.core.machine import State


def seating() -> State:
    from device.core.table.seating import SeatingState

    return SeatingState()


def deal() -> State:
    from device.core.table.deal import DealState

    return DealState()


def day() -> State:
    from device.core.table.day import DayState

    return DayState()
