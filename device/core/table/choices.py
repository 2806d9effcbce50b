"""A short list of choices on the knob, used after the vote and after the score.

The order never changes, so a hand that turned and pressed in the last game does the
same in this one. A choice that throws something away asks for a second press: its
label says so after the first, and any turn takes that back.

The title and the labels come in the box's language: the state makes its choices as it
is entered, inside the event (``device.i18n.language``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from device.core import effects as fx
from device.core.events import Event
from device.core.flow import DEAL, MENU
from device.core.machine import Machine
from device.core.ui import views
from device.core.ui.menu import Item, Menu, Page
from device.events import KnobLongPress, KnobPress, KnobTurn

if TYPE_CHECKING:
    from device.display.table_screens import Screen


@dataclass(frozen=True)
class Choice:
    """One choice: its label, what it does (at the time of the press), and the label
    shown after a first press when it takes a second (``confirm``). A choice that only
    shows something (the chips, the winners) says so with ``shows``: the next press or long
    press brings the list back. A choice that shows ``pages`` shows the first; while it
    is up the knob turns through them (a turn brings the list back when there is one)."""

    label: str
    act: Callable[[float], None]
    confirm: str | None = None
    shows: bool = False
    pages: tuple[Screen, ...] = ()


def showing(label: str, m: Machine, pages: Iterable[Screen]) -> Choice:
    """A choice that shows ``pages`` (one or more), the first when it is picked."""
    screens = tuple(pages)
    return Choice(label, lambda at: m.emit(fx.Show(screens[0])), shows=True, pages=screens)


class Choices:
    """Turn to see and move through the choices, press to pick one."""

    def __init__(self, title: str, options: list[Choice]) -> None:
        self.options = options
        self.chosen: Choice | None = None
        #: the choice pressed once that waits for its second press
        self.armed: Choice | None = None
        self.menu = Menu(Page(title, [Item(self._label(c), on_press=self._picker(c))
                                      for c in options]))
        self.visible = False
        self._shown_once = False
        #: the choice whose pages are up, and the page shown
        self.paging: Choice | None = None
        self.page = 0

    def _label(self, c: Choice) -> Callable[[], str]:
        return lambda: c.confirm if c is self.armed and c.confirm else c.label

    def _picker(self, c: Choice) -> Callable[[], None]:
        def pick() -> None:
            self.chosen = c

        return pick

    def show(self, m: Machine) -> None:
        self.visible = True
        self._shown_once = True
        self.paging = None
        m.emit(fx.Show(views.menu(self.menu.view())))

    def turn(self, m: Machine, steps: int) -> None:
        paging = self.paging
        if not self.visible and paging is not None and len(paging.pages) > 1:
            self.page = (self.page + steps) % len(paging.pages)
            m.emit(fx.Show(paging.pages[self.page]))
            return
        if self.visible:
            self.menu.turn(steps)
        self.armed = None
        self.show(m)

    def handle(self, m: Machine, event: Event) -> bool:
        """Turns and presses of the knob, and a long press while a choice's screen is up
        (back to the list); ``False`` for any other event."""
        if isinstance(event, KnobTurn):
            self.turn(m, event.steps)
        elif isinstance(event, KnobPress):
            self.press(m, event.t)
        elif isinstance(event, KnobLongPress) and not self.visible and self.shown_once:
            self.show(m)
        else:
            return False
        return True

    def up(self, choice: Choice) -> None:
        """``choice``'s first page is on the screen already (the state showed it as it was
        entered): a turn goes to its next page, a press brings the list."""
        self.visible, self.paging, self.page = False, choice, 0

    @property
    def shown_once(self) -> bool:
        """The list has been on the screen (so a long press can go back to it)."""
        return self._shown_once

    def press(self, m: Machine, t: float) -> None:
        if not self.visible:
            self.show(m)
            return
        self.menu.press()
        chosen, self.chosen = self.chosen, None
        if chosen is None:
            return
        if chosen.confirm and self.armed is not chosen:
            self.armed = chosen
            self.show(m)
            return
        self.armed = None
        if chosen.shows:
            self.visible = False   # its screen is up: any press brings the list back
            self.paging, self.page = chosen, 0
        chosen.act(t)


def play_again(m: Machine, t: float) -> None:
    """Same seats and deck, straight to the deal."""
    m.goto(m.flow(DEAL), t)


def to_menu(m: Machine, t: float) -> None:
    m.goto(m.flow(MENU), t)
