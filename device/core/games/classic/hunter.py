"""The Hunter's question, written once: when the Hunter dies, the voice asks the
Moderator for the shot, and the knob offers exactly the seats the engine says may be
shot (``engine.classic.game.shot_targets``), and "Nobody". The device never works out
who may be shot, so a seat it offers is never refused."""

from __future__ import annotations

from collections.abc import Iterable

from device.core import effects as fx
from device.core.events import Event
from device.core.games.classic.phrases import HUNTER_MISS, hunter_line
from device.core.machine import Machine
from device.core.table.asks import Ask, Asks, seats_ask
from device.i18n.language import N_, _

TITLE = N_("Hunter shoots?")


class HunterQuestion:
    """Ask once with :meth:`ask`; feed knob events to :meth:`handle` until it answers."""

    def __init__(self) -> None:
        self.asks = Asks()
        self.shot: int | None = None

    def ask(self, m: Machine, hunter: int, targets: Iterable[int],
            revealed: bool = False) -> None:
        """The voice asks (naming the Hunter unless ``revealed`` just did), the knob offers
        ``targets`` and "Nobody"."""
        m.emit(fx.Say(hunter_line(hunter, revealed)))
        self.asks.start(m, [seats_ask(_(TITLE), targets, self._answer)])

    def _answer(self, seat: object) -> tuple[Ask, ...]:
        self.shot = seat if isinstance(seat, int) else None
        return ()

    def handle(self, m: Machine, event: Event) -> bool:
        """``True`` once the shot is entered (``shot``; ``None``: into the air, said)."""
        if not (self.asks.handle(m, event) and self.asks.done):
            return False
        if self.shot is None:
            m.emit(fx.Say(_(HUNTER_MISS)))
        return True
