"""A short list of choices on the knob, used after the vote and after the score."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from device.events import KnobPress, KnobTurn
from device.core import effects as fx
from device.core.events import Event
from device.core.ui import views
from device.core.machine import Machine
from device.core.ui.menu import Item, Menu, Page


class Choices:
    """Turn to see and move through the choices, press to pick one."""

    def __init__(self, title: str, options: list[tuple[str, Callable[[float], None]]]) -> None:
        self.options = options
        self.chosen: Callable[[float], None] | None = None
        self.menu = Menu(Page(title, [Item(label, on_press=self._picker(f))
                                      for label, f in options]))
        self.visible = False

    def _picker(self, f: Callable[[float], None]) -> Callable[[], None]:
        def pick() -> None:
            self.chosen = f

        return pick

    def show(self, m: Machine) -> None:
        self.visible = True
        m.emit(fx.Show(views.menu(self.menu.view())))

    def turn(self, m: Machine, steps: int) -> None:
        if self.visible:
            self.menu.turn(steps)
        self.show(m)

    def handle(self, m: Machine, event: Event) -> bool:
        """Turns and presses of the knob; ``False`` for any other event."""
        if isinstance(event, KnobTurn):
            self.turn(m, event.steps)
        elif isinstance(event, KnobPress):
            self.press(m, event.t)
        else:
            return False
        return True

    def press(self, m: Machine, t: float) -> None:
        if not self.visible:
            self.show(m)
            return
        self.menu.press()
        if self.chosen is not None:
            f, self.chosen = self.chosen, None
            f(t)


def play_again(m: Machine, t: float) -> None:
    """Same seats and deck, straight to the deal."""
    m.goto(m.flow("deal"), t)


def to_menu(m: Machine, t: float) -> None:
    m.goto(m.flow("menu"), t)
