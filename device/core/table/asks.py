"""The Moderator's entries on the knob: a question with its answers (a seat or "nobody"),
or a note to signal and confirm with a press. An answer may lead to further asks.

An ask holds its words in the box's language: its caller makes it inside the event, and
the engine's notes and signs are asked for in that language (``device.i18n.language``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from device.core import effects as fx
from device.core.events import Event
from device.core.machine import Machine
from device.core.ui import views
from device.core.ui.menu import Item, Menu, Page
from device.events import KnobPress, KnobTurn
from device.i18n.language import N_, _

NOBODY = N_("Nobody")


@dataclass
class Ask:
    """``options`` empty: a note (``lines``) the Moderator reads, then presses on; with a
    ``sign``, the sign to give, as big as it fits."""

    title: str
    options: Sequence[tuple[str, Any]] = ()
    then: Callable[[Any], Iterable[Ask]] = lambda _value: ()
    lines: tuple[str, ...] = ()
    sign: str = ""


def seats_ask(title: str, seats: Iterable[int], then: Callable[[Any], Iterable[Ask]],
              nobody: bool = True) -> Ask:
    options: list[tuple[str, Any]] = [(_("Seat {seat}", seat=s), s) for s in sorted(seats)]
    if nobody or not options:
        options.append((_(NOBODY), None))
    return Ask(title, options, then)


DONE_HINT = N_("Press: done")


def note(title: str, *lines: str) -> Ask:
    return Ask(title, (), lambda _value: (), tuple(lines) + (_(DONE_HINT),))


def signal(title: str, sign: str) -> Ask:
    """The sign to give ("WOLF: thumb DOWN"), under ``title`` ("Seer: seat 4")."""
    return Ask(title, (), lambda _value: (), (_(DONE_HINT),), sign)


@dataclass
class Asks:
    """The asks still open, first one on screen."""

    queue: list[Ask] = field(default_factory=list)
    menu: Menu | None = None
    picked: list[Any] = field(default_factory=list)

    @property
    def done(self) -> bool:
        return not self.queue

    def start(self, m: Machine, asks: Iterable[Ask]) -> None:
        self.queue = list(asks) + self.queue
        self._show(m)

    def _show(self, m: Machine) -> None:
        if not self.queue:
            self.menu = None
            return
        ask = self.queue[0]
        if not ask.options:
            self.menu = None
            m.emit(fx.Show(views.sign(ask.title, ask.sign, ask.lines[-1]) if ask.sign
                           else views.message(ask.title, ask.lines)))
            return
        self.picked = []
        self.menu = Menu(Page(ask.title, [Item(label, on_press=self._picker(value))
                                          for label, value in ask.options]))
        m.emit(fx.Show(views.menu(self.menu.view())))

    def _picker(self, value: Any) -> Callable[[], None]:
        return lambda: self.picked.append(value)

    def handle(self, m: Machine, event: Event) -> bool:
        """A knob turn or press for the ask on screen; ``False`` if none is open."""
        if not self.queue or not isinstance(event, (KnobTurn, KnobPress)):
            return False
        ask = self.queue[0]
        if isinstance(event, KnobTurn):
            if self.menu is not None:
                self.menu.turn(event.steps)
                m.emit(fx.Show(views.menu(self.menu.view())))
            return True
        if self.menu is not None:
            self.menu.press()
            if not self.picked:
                return True
            value = self.picked[0]
        else:
            value = None
        self.queue.pop(0)
        self.queue = list(ask.then(value)) + self.queue
        self._show(m)
        return True
