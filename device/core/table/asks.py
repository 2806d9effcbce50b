"""The Moderator's entries on the knob: a question with its answers (a seat or "nobody"),
a question whose answers are picked in any number (the seats whose thumb is down), or a
note to signal and confirm with a press. An answer may lead to further asks. A long list
(a seat of 68) is crossed by ten at a fast turn (:mod:`device.core.ui.knob_speed`).

An ask holds its words in the box's language: its caller makes it inside the event, and
the engine's notes and signs are asked for in that language (``device.i18n.language``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from device.core import effects as fx
from device.core.events import Event
from device.core.machine import Machine
from device.core.table import views as table_views
from device.core.ui import views
from device.core.ui.knob_speed import KnobSpeed
from device.core.ui.menu import Item, Menu, Page
from device.events import KnobPress, KnobTurn
from device.i18n.language import N_, _

NOBODY = N_("Nobody")


@dataclass
class Ask:
    """``options`` empty: a note (``lines``) the Moderator reads, then presses on; with a
    ``sign``, the sign to give, as big as it fits. ``many``: a press marks or unmarks an
    option, and the last one ("Done") answers with the marked values, in a frozenset."""

    title: str
    options: Sequence[tuple[str, Any]] = ()
    then: Callable[[Any], Iterable[Ask]] = lambda _value: ()
    lines: tuple[str, ...] = ()
    sign: str = ""
    many: bool = False


def seats_ask(title: str, seats: Iterable[int], then: Callable[[Any], Iterable[Ask]],
              nobody: bool = True) -> Ask:
    options: list[tuple[str, Any]] = [(_("Seat {seat}", seat=s), s) for s in sorted(seats)]
    if nobody or not options:
        options.append((_(NOBODY), None))
    return Ask(title, options, then)


DONE_HINT = N_("Press: done")
DONE = N_("Done")
#: the mark beside a picked option of a ``many`` ask
MARK = "✓"


def seats_pick(title: str, seats: Iterable[int],
               then: Callable[[Any], Iterable[Ask]]) -> Ask:
    """Any number of ``seats`` marked, then "Done": ``then`` gets the frozenset."""
    return Ask(title, [(_("Seat {seat}", seat=s), s) for s in sorted(seats)], then,
               many=True)


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
    #: the values marked so far in the ``many`` ask on screen
    marked: set[Any] = field(default_factory=set)
    speed: KnobSpeed = field(default_factory=KnobSpeed)

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
            self.redraw(m)
            return
        self.picked = []
        self.marked = set()
        items = [Item(self._label(ask, label, value), on_press=self._picker(ask, value))
                 for label, value in ask.options]
        if ask.many:
            items.append(Item(_(DONE), on_press=lambda: self.picked.append(
                frozenset(self.marked))))
        self.menu = Menu(Page(ask.title, items))
        self.redraw(m)

    def redraw(self, m: Machine) -> bool:
        """Draw the ask on screen again as it stands (another screen covered it);
        ``False`` when no ask is open."""
        if not self.queue:
            return False
        ask = self.queue[0]
        if self.menu is not None:
            m.emit(fx.Show(views.menu(self.menu.view())))
        else:
            m.emit(fx.Show(table_views.sign(ask.title, ask.sign, ask.lines[-1]) if ask.sign
                           else views.message(ask.title, ask.lines)))
        return True

    def _label(self, ask: Ask, label: str, value: Any) -> Callable[[], str] | str:
        if not ask.many:
            return label
        return lambda: f"{label} {MARK}" if value in self.marked else label

    def _picker(self, ask: Ask, value: Any) -> Callable[[], None]:
        if ask.many:
            return lambda: self.marked.symmetric_difference_update({value})
        return lambda: self.picked.append(value)

    def handle(self, m: Machine, event: Event) -> bool:
        """A knob turn or press for the ask on screen; ``False`` if none is open."""
        if not self.queue or not isinstance(event, (KnobTurn, KnobPress)):
            return False
        ask = self.queue[0]
        if isinstance(event, KnobTurn):
            if self.menu is not None:
                items = len(self.menu.page.item_list())
                self.menu.turn(self.speed.move(event.t, event.steps, items))
                m.emit(fx.Show(views.menu(self.menu.view())))
            return True
        if self.menu is not None:
            self.menu.press()
            if not self.picked:
                if ask.many:   # a mark set or taken back
                    m.emit(fx.Show(views.menu(self.menu.view())))
                return True
            value = self.picked[0]
        else:
            value = None
        self.queue.pop(0)
        self.queue = list(ask.then(value)) + self.queue
        self._show(m)
        return True
