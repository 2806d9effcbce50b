"""A sound that starts as the text voice and becomes the real one once it is built.

Building the real voice (the espeak-ng check, the aplay probe, the count-in) takes a
noticeable part of start-up, and the menu says nothing, so ``nightbox run`` shows the
menu first and builds the voice on a thread right after.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence

from engine.cues import Cue

from device.shell.voice.protocol import COUNT_IN_WORDS, CountInAudio, NightAudio, Sound

log = logging.getLogger(__name__)


#: how long closing waits for a voice still being built (and its preparer child): with the
#: rest of a stop, well within the unit's ``TimeoutStopSec=15s`` (systemd/nightbox.service),
#: whatever the build is waiting for (a stalled sound card, a clock stepped under it)
BUILD_WAIT_SECONDS = 5.0


class LateSound:
    """A :class:`Sound` that hands every call to the voice it holds now: the text voice
    first, the real one once :meth:`build_later` has built it."""

    def __init__(self, first: Sound) -> None:
        self.current: Sound = first
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._closed = False

    @property
    def name(self) -> str:
        return self.current.name

    @property
    def shows_lines(self) -> bool:
        return self.current.shows_lines

    def caption(self, text: str) -> None:
        self.current.caption(text)

    def configure(self, *, voice: str | None = None, rate: int | None = None,
                  volume: int | None = None, language: str | None = None) -> None:
        self.current.configure(voice=voice, rate=rate, volume=volume, language=language)

    def idle(self, in_menu: bool) -> None:
        self.current.idle(in_menu)

    def prepare_night(self, cues: Sequence[Cue], sound_bed: bool, *, first: bool = True,
                      last: bool = True) -> NightAudio:
        return self.current.prepare_night(cues, sound_bed, first=first, last=last)

    def play_night(self, position: float, hold: bool = False) -> None:
        self.current.play_night(position, hold)

    def pause(self) -> None:
        self.current.pause()

    def stop(self) -> None:
        self.current.stop()

    def speak(self, text: str) -> float:
        return self.current.speak(text)

    def count_in(self, words: tuple[str, ...] = COUNT_IN_WORDS) -> CountInAudio:
        return self.current.count_in(words)

    def build_later(self, build: Callable[[], Sound],
                    on_ready: Callable[[Sound], None] | None = None) -> threading.Thread:
        """Build the real sound on a thread; switch to it when it is ready."""

        def run() -> None:
            try:
                real = build()
            except Exception:  # keep the text voice
                log.exception("could not build the voice; lines will be shown")
                return
            with self._lock:
                closed = self._closed
                if not closed:
                    self.current = real
            if closed:  # the box stopped while it was built: its child must not outlive it
                real.close()
                return
            if on_ready is not None:
                on_ready(real)

        thread = threading.Thread(target=run, name="nightbox-voice", daemon=True)
        self._thread = thread
        thread.start()
        return thread

    def close(self) -> None:
        """Close the voice in use; a voice still being built is waited for (at most
        ``BUILD_WAIT_SECONDS``) and closed too, so no background child (the voice
        preparer) outlives the box; a build that ends later closes its voice itself."""
        with self._lock:
            self._closed = True
            current = self.current
        current.close()
        thread = self._thread
        if thread is not None and thread.ident is not None:
            thread.join(BUILD_WAIT_SECONDS)
            if thread.is_alive():   # it closes what it builds, if it ever ends
                log.warning("the voice was still being built after %.0f s; stopping without "
                            "it", BUILD_WAIT_SECONDS)
