"""The box: the machine, the runtime, the scheduler and the one event queue, wired up.

``run_forever`` is the real loop: it sleeps on the queue until the next timer is due.
``run_until`` drives the same box in virtual time for tests, the demo and benchmarks.
"""

from __future__ import annotations

import logging
import queue
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias

from device.core.events import Caption, NightPrepared, StopRequested
from device.core.machine import Machine, State
from device.events import SeatEdge, StuckButton
from device.i18n.language import speaking
from device.shell.faults import ButtonFaults
from device.shell.runtime import Hardware, Runtime
from device.shell.timers import Scheduler
from device.shell.transcript import Transcript

if TYPE_CHECKING:
    from device.core.events import Event

log = logging.getLogger(__name__)

EventQueue = queue.SimpleQueue[Any] | queue.Queue[Any]


@dataclass(frozen=True)
class VoiceChanged:
    """The voice was (re)built on its own thread: whether lines must now be shown on the
    screen, since there is no sound. Put on the queue, so only the loop touches the
    runtime (and tells the new voice whether the box is in the menu)."""

    t: float
    captions_on_screen: bool
    #: what speaks now, for the System menu
    name: str = ""


#: what the loop reads from its queue: the machine's events and its own
LoopEvent: TypeAlias = "Event | VoiceChanged"


class Box:
    def __init__(self, machine: Machine, hw: Hardware, clock: Callable[[], float],
                 events: EventQueue | None = None, transcript: Transcript | None = None,
                 *, background_prepare: bool = False,
                 on_phase: Callable[[str], object] | None = None,
                 heartbeat: Callable[[], object] | None = None,
                 heartbeat_every: float | None = None) -> None:
        self.machine = machine
        self.clock = clock
        # a SimpleQueue's put() is reentrant: safe from a signal handler
        self.events: EventQueue = events if events is not None else queue.SimpleQueue()
        self.scheduler = Scheduler()
        self.transcript = transcript or Transcript()
        self.runtime = Runtime(hw, self.scheduler, clock, self.transcript,
                               post=self.events.put, on_phase=on_phase,
                               background_prepare=background_prepare)
        self.heartbeat = heartbeat
        self.heartbeat_every = heartbeat_every
        self.faults = ButtonFaults()

    @property
    def done(self) -> bool:
        return self.runtime.shutdown is not None

    def start(self, state: State | None = None) -> None:
        """Enter ``state``, or the game's home (the menu)."""
        with speaking(self.machine.words):
            self.runtime.apply(self.machine.start(state, self.clock()))

    def close(self) -> None:
        """Release the hardware: dark, cleared, closed (reverse order of opening)."""
        self.runtime.hw.close()

    def dispatch(self, event: LoopEvent) -> None:
        """Handle one event, and draw and say what it asks for, in the box's language
        (the screens render their words as they are drawn)."""
        with speaking(self.machine.words):
            self._dispatch(event)

    def _dispatch(self, event: LoopEvent) -> None:
        if isinstance(event, VoiceChanged):
            self.runtime.captions_on_screen = event.captions_on_screen
            self.machine.table.voice = event.name or self.machine.table.voice
            # the new voice's preparer runs only in the menu: a game may be under way already
            self.runtime.hw.sound.idle(self.machine.state.name == "menu")
            return
        if isinstance(event, NightPrepared):
            self.runtime.prepared(event)
        if isinstance(event, Caption):
            self.runtime.caption(event)
            return
        if isinstance(event, StuckButton):
            self._stuck(event)
            return
        if isinstance(event, SeatEdge):
            self._time_stuck(event)
            self.runtime.apply(self.faults.check(event))
        self.runtime.apply(self.machine.dispatch(event))

    def _time_stuck(self, edge: SeatEdge) -> None:
        """A press starts the seat's stuck timer (DESIGN §6); its release stops it."""
        name = f"stuck:{edge.seat}"
        if edge.pressed:
            at = edge.t + self.machine.table.settings.stuck_after
            self.scheduler.post_at(name, at, StuckButton(at, edge.seat))
        else:
            self.scheduler.cancel(name)

    def _stuck(self, event: StuckButton) -> None:
        self.runtime.apply(self.faults.stuck(event))

    def stop(self) -> None:
        """Ask the loop to save and leave (SIGTERM, quit)."""
        self.events.put(StopRequested(self.clock()))

    # -- real time --------------------------------------------------------
    def run_forever(self) -> None:
        while not self.done:
            due = self.scheduler.next_due()
            timeout = None if due is None else max(0.0, due - self.clock())
            if self.heartbeat_every is not None:
                timeout = self.heartbeat_every if timeout is None else min(timeout,
                                                                           self.heartbeat_every)
            try:
                self.dispatch(self.events.get(timeout=timeout))
            except queue.Empty:
                pass
            while (event := self.scheduler.pop_due(self.clock())) is not None:
                self.dispatch(event)
            if self.heartbeat is not None:
                self.heartbeat()

    # -- virtual time -----------------------------------------------------
    def drain(self) -> None:
        """Handle every event already queued (their stamps are the virtual clock's)."""
        while not self.done:
            try:
                self.dispatch(self.events.get_nowait())
            except queue.Empty:
                return

    def run_until(self, t: float, advance: Callable[[float], None]) -> None:
        """Fire everything due up to ``t``, moving the virtual clock with ``advance``."""
        self.drain()
        while not self.done:
            due = self.scheduler.next_due()
            if due is None or due > t:
                break
            advance(max(due, self.clock()))
            event = self.scheduler.pop_due(self.clock())
            if event is not None:
                self.dispatch(event)
            self.drain()
        if not self.done:
            advance(max(t, self.clock()))
            self.drain()
