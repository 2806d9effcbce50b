"""A whole box on mock hardware in virtual time: for tests, the demo and benchmarks.

Real gpiozero devices on ``MockFactory`` pins, the real luma renderer on a ``dummy``
device, the real state machine and runtime; only time is virtual and the voice is
text. Hands (``press``, ``tap``, ``turn``, ``click``) act at the virtual "now" and the
clock then runs on to the moment the hands let go.

    rig = Rig(state_dir=tmp_path)
    rig.start()
    rig.click()              # "Start game"
    for seat in (1, 2, 3, 4, 5):
        rig.press(seat)
"""

from __future__ import annotations

import io
import queue
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from engine.cues import Cue

from device.config import defaults
from device.core.games import GAMES, Games
from device.core.settings import Settings
from device.core.ui.knob_speed import FAST_FROM, FAST_STEP
from device.shell.assemble import Pins, build_box
from device.shell.transcript import Transcript
from device.shell.voice.captions import TextSound
from device.shell.voice.protocol import NightAudio, Sound

from .back_translate import back_translator
from .display import DummyOled
from .knob import MockKnob
from .panel import MockSeatPanel


def mock_pins(factory: Any = None) -> Pins:
    """The mock seat panel and knob on gpiozero's ``MockFactory`` (``factory``, or
    ``Device.pin_factory`` when it is one), for :func:`~device.shell.assemble.build_box`."""
    return Pins(MockSeatPanel, MockKnob, factory)


class VirtualClock:
    """Monotonic time that moves only when told to."""

    def __init__(self, start: float = 100.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def monotonic(self) -> float:
        return self.now

    def advance_to(self, t: float) -> None:
        self.now = max(self.now, t)


@dataclass(frozen=True)
class NightCall:
    """One call the runtime made on the night's audio, at its virtual time ``t``:
    ``prepare`` (a night or a part of one: its length, with the bed or not, the night's
    first or last part), ``play`` (from ``position``, the bed held after it or not),
    ``pause`` or ``stop``."""

    t: float
    call: str
    position: float = 0.0
    hold: bool = False
    bed: bool = False
    first: bool = True
    last: bool = True
    duration: float = 0.0


class RecordingSound(TextSound):
    """The text voice, remembering each line with the virtual time it was given, and
    each call on the night's audio (:class:`NightCall`)."""

    def __init__(self, clock: VirtualClock, rate: int = 160) -> None:
        self.clock = clock
        self.spoken: list[tuple[float, str]] = []
        super().__init__(on_line=lambda text: self.spoken.append((clock.now, text)), rate=rate)
        self.nights_played: list[float] = []
        self.night_calls: list[NightCall] = []

    def prepare_night(self, cues: Sequence[Cue], sound_bed: bool, *, first: bool = True,
                      last: bool = True) -> NightAudio:
        audio = super().prepare_night(cues, sound_bed, first=first, last=last)
        self.night_calls.append(NightCall(self.clock.now, "prepare", bed=sound_bed,
                                          first=first, last=last, duration=audio.duration))
        return audio

    def play_night(self, position: float, hold: bool = False) -> None:
        super().play_night(position, hold)
        self.nights_played.append(position)
        self.night_calls.append(NightCall(self.clock.now, "play", position, hold))

    def pause(self) -> None:
        super().pause()
        self.night_calls.append(NightCall(self.clock.now, "pause"))

    def stop(self) -> None:
        super().stop()
        self.night_calls.append(NightCall(self.clock.now, "stop"))


class Rig:
    def __init__(self, *, seats: int = 10, state_dir: Path | None = None,
                 settings: Settings | None = None, seed: int = 0, display: bool = True,
                 sound: Sound | None = None, transcript_stream: TextIO | None = None,
                 pin_factory: Any = None, games: Games = GAMES) -> None:
        self.clock = VirtualClock()
        self.events: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self.oled: DummyOled | None = DummyOled() if display else None
        self.sound: Sound = sound if sound is not None else RecordingSound(self.clock)
        self.store: Any = None
        if state_dir is not None:
            from device.store.state import StateStore

            self.store = StateStore(state_dir)
        self.transcript = Transcript(transcript_stream)
        self.box = build_box(defaults(), seats=seats, clock=self.clock,
                             pins=mock_pins(pin_factory), display=self.oled, sound=self.sound,
                             store=self.store, settings=settings or games.settings(),
                             seed=seed, events=self.events, transcript=self.transcript,
                             games=games)
        self.machine = self.box.machine
        self.panel: MockSeatPanel = self.box.runtime.hw.panel  # type: ignore[assignment]
        self.knob: MockKnob = self.box.runtime.hw.knob  # type: ignore[assignment]

    # -- time -------------------------------------------------------------
    def start(self) -> None:
        self.box.start()

    def run(self, seconds: float) -> None:
        self.run_until(self.clock.now + seconds)

    def run_until(self, t: float) -> None:
        self.box.run_until(t, self.clock.advance_to)

    def run_until_phase(self, phase: str, limit: float = 3600.0) -> None:
        """Run until the machine is in ``phase`` (or fail after ``limit`` seconds)."""
        end = self.clock.now + limit
        while self.phase != phase:
            due = self.box.scheduler.next_due()
            if due is None or due > end:
                raise AssertionError(f"stuck in {self.phase!r}, waiting for {phase!r}")
            self.run_until(due)

    def run_until_ballot_opens(self, limit: float = 30.0) -> float:
        """Run until the count-in reaches "VOTE!"; return the moment it opened."""
        end = self.clock.now + limit
        while not self.transcript.kinds("ballot") or \
                self.transcript.kinds("ballot")[-1].get("event") != "open":
            due = self.box.scheduler.next_due()
            if due is None or due > end:
                raise AssertionError("the ballot never opened")
            self.run_until(due)
        return self.clock.now

    @property
    def phase(self) -> str:
        return self.machine.state.name

    @property
    def buttons(self) -> frozenset[int]:
        """The seats with a button on the rig's panel."""
        return frozenset(range(1, self.machine.table.seat_count + 1))

    # -- hands ------------------------------------------------------------
    def _settle(self, end: float) -> None:
        self.run_until(max(end, self.clock.now) + 0.05)

    def press(self, seat: int, hold: float = 0.12) -> None:
        """A clean press and release of a seat button."""
        start = self.clock.now
        self.panel.press(seat, at=start)
        self.panel.release(seat, at=start + hold)
        self._settle(start + hold)

    def tap(self, seat: int, n: int) -> None:
        self._settle(self.panel.tap(seat, n, at=self.clock.now))

    def turn(self, steps: int) -> None:
        self._settle(self.knob.turn(steps, at=self.clock.now) + 0.05)

    def click(self) -> None:
        self._settle(self.knob.click(at=self.clock.now))

    def long_press(self) -> None:
        self._settle(self.knob.long_press(at=self.clock.now))

    def english(self, text: str) -> str:
        """What the box shows, read back into the catalogue's English (the box may speak
        another language; the scripted players choose by the English labels)."""
        return back_translator(self.machine.table.settings.language).english(text)

    def menu_select(self, label: str) -> None:
        """Turn to the menu item starting with ``label`` (in English, whatever the box's
        language) and press it.

        It reads the menu from the transcript, so it works without a display too.
        """
        shown = self.transcript.kinds("show")
        screen = shown[-1] if shown else {}
        items = list(screen.get("items", ()))
        wanted = label.lower()
        matches = [i for i, text in enumerate(items) if text.startswith(label)
                   or self.english(text.removesuffix(" >")).lower().startswith(wanted)]
        if not matches:
            raise AssertionError(f"no item {label!r} on {screen!r}")
        self.reach(matches[0], len(items), self._cursor)
        self.click()

    def _cursor(self) -> int:
        return int(self.transcript.kinds("show")[-1]["cursor"])

    def reach(self, target: int, items: int, where: Callable[[], int]) -> None:
        """Bring ``where()`` (a cursor, a count) to ``target`` in a list of ``items`` as a
        hand does: a fast turn by tens where the list is long (its first detent moves one;
        a list the knob does not speed up moves one a detent), then slow detents."""
        left = target - where()
        if items > FAST_FROM and abs(left) > FAST_STEP:
            self.turn((1 if left > 0 else -1) * ((abs(left) - 1) // FAST_STEP + 1))
            left = target - where()
        for _ in range(abs(left)):
            self.turn(1 if left > 0 else -1)

    # -- eyes -------------------------------------------------------------
    @property
    def screen(self) -> Any:
        return self.oled.last if self.oled is not None else None

    def said(self) -> list[str]:
        """The lines the states said (``fx.Say``, and the count-in as one line)."""
        return [e["text"] for e in self.transcript.kinds("say")]

    def heard(self) -> list[tuple[float, str]]:
        """Every line the table heard, with its moment, in order: the night's (composed,
        so never in :meth:`said`), the day's, and each word of a count-in."""
        if not isinstance(self.sound, RecordingSound):
            raise TypeError("only the rig's own RecordingSound keeps what was heard")
        return list(self.sound.spoken)

    def close(self) -> None:
        self.panel.close()
        self.knob.close()


def transcript_text(rig: Rig) -> str:
    out = io.StringIO()
    for row in rig.transcript.entries:
        out.write(f"{row}\n")
    return out.getvalue()
