"""The runtime: carries the machine's effects out on the hardware, one by one.

Every effect is also written to the transcript. Audio moments (step starts, the
"VOTE!" of the count-in, the end of the night) are scheduled on the same scheduler as
the state timers, from durations known before playback.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from device.core import effects as fx
from device.core.events import Caption, NightPrepared, SpeechDone, TimerFired
from device.display.protocols import Display
from device.display.screens import MessageScreen
from device.hw.protocols import Knob, SeatPanel
from device.i18n.language import _
from device.shell.timers import Scheduler
from device.shell.transcript import Transcript
from device.shell.voice.protocol import NightAudio, Sound

if TYPE_CHECKING:
    from device.core.game_effects import GameEffect, PrepareNight, SaveGame

log = logging.getLogger(__name__)


class Store(Protocol):
    """What the runtime saves through (``device.store.StateStore``)."""

    def save_settings(self, settings: Mapping[str, Any]) -> None: ...

    def save_chips(self, chips: Mapping[str, int]) -> None: ...

    def append_game(self, record: Mapping[str, Any]) -> str | None: ...

    def save_current(self, record: Mapping[str, Any] | None) -> None: ...


class Hardware:
    """The parts the runtime drives. ``store`` may be ``None`` (nothing is saved); the
    knob only sends events, and is here so the box can close it."""

    def __init__(self, panel: SeatPanel, display: Display, sound: Sound,
                 store: Store | None = None, knob: Knob | None = None) -> None:
        self.panel = panel
        self.display = display
        self.sound = sound
        self.store = store
        self.knob = knob

    def close(self) -> None:
        """Dark and cleared at once (the LEDs off, the screen blank), then each part
        released in the reverse order of opening: the knob, the panel, the voice, the
        display (``nightbox run`` opens the display first, the voice, then the panel and
        the knob)."""
        for step in (self.panel.all_off, self.display.clear,
                     self.knob.close if self.knob else None, self.panel.close,
                     self.sound.close, self.display.close):
            if step is None:
                continue
            try:
                step()
            except Exception:  # close the rest whatever one part does
                log.exception("closing %r failed", step)


class Runtime:
    def __init__(self, hw: Hardware, scheduler: Scheduler, clock: Callable[[], float],
                 transcript: Transcript, post: Callable[[Any], None] | None = None,
                 on_phase: Callable[[str], object] | None = None,
                 background_prepare: bool = False) -> None:
        self.hw = hw
        self.scheduler = scheduler
        self.clock = clock
        self.transcript = transcript
        self.post = post
        self.on_phase = on_phase
        self.background_prepare = background_prepare
        self.speech_until = 0.0
        self.night: NightAudio | None = None
        self.stops = 0  #: StopAudio effects so far: a night composed before one is stale
        self.leds: fx.Leds | None = None
        self.shutdown: fx.Shutdown | None = None
        self.store_failed = False
        #: no voice: show each line on the screen while it would be spoken (DESIGN §6)
        self.captions_on_screen = False
        self.screen: Any = None

    def apply(self, effects: list[fx.Effect]) -> None:
        for effect in effects:
            now = self.clock()
            self.transcript.write(effect, now)
            try:
                self._apply(effect, now)
            except Exception:  # one broken part must not stop the box
                log.exception("could not carry out %r", effect)

    # -- one effect -------------------------------------------------------
    def _apply(self, e: fx.Effect, now: float) -> None:
        if isinstance(e, fx.Show):
            self.screen = e.screen
            self.scheduler.cancel("caption:end")
            self.hw.display.show(e.screen)
        elif isinstance(e, fx.Leds):
            if e != self.leds:
                self.leds = e
                # the seats beyond the panel's (entered on the knob) have no light
                panel = frozenset(self.hw.panel.seats)
                self.hw.panel.show(lit=e.on & panel, blinking=e.blink & panel,
                                   pulsing=e.pulse & panel)
        elif isinstance(e, fx.Say):
            start, end = self._queue_speech(now, self.hw.sound.speak(e.text))
            if self.captions_on_screen or self._shows_lines:
                self.scheduler.post_at(f"caption:{start}", start,
                                       Caption(start, e.text, end - start))
            if e.tag:
                self.scheduler.post_at(f"speech:{e.tag}", end, SpeechDone(end, e.tag))
        elif isinstance(e, fx.StartTimer):
            self.scheduler.post_at(f"timer:{e.name}", e.at, TimerFired(e.at, e.name))
        elif isinstance(e, fx.CancelTimer):
            self.scheduler.cancel(f"timer:{e.name}")
        elif isinstance(e, fx.StopAudio):
            self.scheduler.cancel_prefix("audio:")
            self.scheduler.cancel_prefix("speech:")
            self.scheduler.cancel_prefix("caption:")  # a line cut off is not shown either
            self.speech_until = now
            self.stops += 1
            self.hw.sound.stop()
        elif isinstance(e, (fx.SaveSettings, fx.SaveChips, fx.SaveCurrent)):
            if isinstance(e, fx.SaveSettings):
                self._voice_settings(e.settings)
            self._save(e)
        elif isinstance(e, fx.Phase):
            if self.on_phase is not None:
                self.on_phase(e.name)
            self.hw.sound.idle(e.name == "menu")
        elif isinstance(e, fx.Shutdown):
            self.shutdown = e
        elif not isinstance(e, fx.Record):   # a Record is the transcript's alone
            self._apply_game(e, now)

    def _apply_game(self, e: GameEffect, now: float) -> None:
        """A game's effect: the count-in, the night's audio, a finished game saved (their
        module is loaded with the first a game emits)."""
        from device.core import game_effects as gfx
        from device.core.game_events import SpeechMark

        if isinstance(e, gfx.CountIn):
            audio = self.hw.sound.count_in(e.words)
            start, end = self._queue_speech(now, audio.duration)
            at = start + audio.vote_at
            if self._shows_lines:  # each word at the moment it would be heard
                for offset, word in audio.captions:
                    self.scheduler.post_at(f"caption:{start + offset}", start + offset,
                                           Caption(start + offset, word))
            self.scheduler.post_at(f"speech:mark:{e.tag}", at, SpeechMark(at, e.tag))
            self.scheduler.post_at(f"speech:{e.tag}", end, SpeechDone(end, e.tag))
        elif isinstance(e, gfx.PrepareNight):
            self._prepare(e, now)
        elif isinstance(e, gfx.PlayNight):
            self._play(e.position, e.hold, now)
        elif isinstance(e, gfx.AfterSpeech):
            at = max(now, self.speech_until)
            self.scheduler.post_at(f"speech:{e.tag}", at, SpeechDone(at, e.tag))
        elif isinstance(e, gfx.PauseAudio):
            self.scheduler.cancel_prefix("audio:")
            self.hw.sound.pause()
        elif isinstance(e, gfx.SaveGame):
            self._save(e)

    @property
    def _shows_lines(self) -> bool:
        """A voice that prints lines (no audio): each line goes out at its moment."""
        return self.hw.sound.shows_lines

    def caption(self, event: Caption) -> None:
        """A line to show instead of speaking it (night lines, and day lines when
        ``captions_on_screen``), or the end of one (``text == ""``)."""
        if event.text and self._shows_lines:
            self.hw.sound.caption(event.text)
        if not self.captions_on_screen or (event.text and event.seconds <= 0):
            return  # the count-in's words are printed only: the screen shows the vote
        if event.text:
            self.hw.display.show(MessageScreen("", (event.text,)))
            end = event.t + max(event.seconds, 1.0)
            self.scheduler.post_at("caption:end", end, Caption(end, ""))
        elif self.screen is not None:
            self.hw.display.show(self.screen)

    def _voice_settings(self, settings: dict[str, Any]) -> None:
        """Volume, rate, voice and language changed in the menu apply at once: the voice
        is the one that speaks the box's language."""
        self.hw.sound.configure(voice=settings.get("voice"), rate=settings.get("rate"),
                                volume=settings.get("volume"),
                                language=settings.get("language"))

    def _queue_speech(self, now: float, duration: float) -> tuple[float, float]:
        start = max(now, self.speech_until)
        self.speech_until = start + duration
        return start, self.speech_until

    def _prepare(self, e: PrepareNight, now: float) -> None:
        def work() -> NightAudio:
            return self.hw.sound.prepare_night(e.cues, e.sound_bed, first=e.first,
                                               last=e.last)

        if self.background_prepare and self.post is not None:
            post = self.post
            stops = self.stops

            def run() -> None:
                audio = work()
                if stops == self.stops:  # a StopAudio since drops it, as it drops the rest
                    post(NightPrepared(self.clock(), audio))

            threading.Thread(target=run, name="nightbox-compose", daemon=True).start()
        else:
            audio = work()
            self.scheduler.post_at("audio:prepared", now,
                                   NightPrepared(now, audio))

    def prepared(self, event: NightPrepared) -> None:
        """The loop tells the runtime which night is ready, before the machine sees it."""
        self.night = event.audio

    def _play(self, position: float, hold: bool, now: float) -> None:
        from device.core.game_events import NightDone, StepStarted

        night = self.night
        if night is None:
            log.warning("no night audio is prepared")
            return
        self.scheduler.cancel_prefix("audio:")
        self.hw.sound.play_night(position, hold)
        current = None
        for i, (step, start) in enumerate(night.step_starts):
            if start <= position:
                current = (step, start)
                continue
            at = now + start - position
            self.scheduler.post_at(f"audio:step:{i}", at, StepStarted(at, step, start))
        if current is not None:
            self.scheduler.post_at("audio:step:now", now, StepStarted(now, *current))
        for i, (start, text) in enumerate(night.captions):
            if start >= position:
                at = now + start - position
                seconds = (night.captions[i + 1][0] if i + 1 < len(night.captions)
                           else night.duration) - start
                self.scheduler.post_at(f"audio:line:{i}", at, Caption(at, text, seconds))
        end = now + max(0.0, night.duration - position)
        self.scheduler.post_at("audio:done", end, NightDone(end))

    def _save(self, e: fx.SaveSettings | fx.SaveChips | fx.SaveCurrent | SaveGame) -> None:
        store = self.hw.store
        if store is None:
            return
        try:
            if isinstance(e, fx.SaveSettings):
                store.save_settings(e.settings)
            elif isinstance(e, fx.SaveChips):
                store.save_chips(e.chips)
            elif isinstance(e, fx.SaveCurrent):
                store.save_current(e.record)
            else:   # a finished game
                notice = store.append_game(e.record)
                if notice:   # saved, but the host must know the history needs space
                    log.warning("%s", notice)
                    self.transcript.write(fx.Record("warning", {"message": notice}),
                                          self.clock())
                    self.apply([fx.Show(MessageScreen(_("History full"), (notice,),
                                                      error=True))])
        except OSError as exc:  # StoreError is an OSError: log and show it once
            log.error("%s", exc)
            if not self.store_failed:
                self.store_failed = True
                self.transcript.write(fx.Record("warning", {"message": str(exc)}), self.clock())
                self.apply([fx.Show(MessageScreen(_("Not saved"), (str(exc),), error=True))])
        else:
            self.store_failed = False
