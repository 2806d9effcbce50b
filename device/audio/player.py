"""Play a WAV with ``aplay`` (alsa-utils) as a child process that can be stopped at once.

* ``play(wav, start_at)`` starts ``aplay -q -t wav [-D device] -`` and streams the WAV into its
  stdin from frame ``start_at * rate`` (a fresh header, then the frames): no temp files, so a
  resume on a Pi's SD card costs nothing.
* ``pause()`` stops the child and keeps the position, measured on the monotonic clock passed
  in: ``start + (now - t0 - latency)``. ``resume()`` streams again from that position, backed
  up by ``rewind`` seconds so the word cut by the pause is heard again in full.
* ``stop()`` aborts: SIGTERM now, SIGKILL half a second later if needed; no finished event.
* A watcher thread waits for the child; on a clean exit it enqueues ``PlaybackFinished``.
  If aplay fails (no card, device gone), it enqueues ``PlaybackFailed`` and the rest of the
  session, and every later one, runs on a :class:`SilentPlayer`, keeping the timing.
* Marks (steps, lines, the VOTE moment) are enqueued by a :class:`Ticker` from the clock.
  ``show`` (lines as text) is only used once the player has gone silent.
* ``play(wav, then=tail)`` holds ``tail`` (the night's sound bed) on after the WAV's end;
  a ``play`` while it is held hands the next WAV to the same child, after the current one
  and crossfaded out of the bed (:mod:`.feed`): no gap, no click between a night's parts.
"""

from __future__ import annotations

import logging
import queue
import shutil
import struct
import subprocess
import threading
import time
import wave
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .errors import BadWav
from .feed import ENDLESS, Feed, small_pipe
from .protocols import Mark, PlaybackFailed, PlaybackFinished, Tail
from .silent import SilentPlayer
from .ticker import Ticker

log = logging.getLogger(__name__)

OVERRUN_GRACE = 3.0  # a child still running this long after the end is killed


def wav_header(frames: int, rate: int, channels: int = 1, width: int = 2) -> bytes:
    data = frames * channels * width
    return struct.pack("<4sI4s4sIHHIIHH4sI", b"RIFF", 36 + data, b"WAVE", b"fmt ", 16, 1,
                       channels, rate, rate * channels * width, channels * width, 8 * width,
                       b"data", data)


def probe_audio(device: str | None = None, *, aplay: str = "aplay") -> str | None:
    """None when aplay can play here, else the reason (for the log and the fallback)."""
    if shutil.which(aplay) is None:
        return f"{aplay} is not installed (apt install alsa-utils)"
    if device and device != "default" and not device.startswith(("hw:", "plughw:")):
        return None  # a named PCM (dmix, bluealsa...) may work without a listed card
    try:
        proc = subprocess.run([aplay, "-l"], capture_output=True, timeout=5, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"{aplay} -l failed: {e}"
    listing = proc.stdout.decode("utf-8", "replace")
    if "card " not in listing:
        err = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        return f"no sound card ({err[-1] if err else 'aplay -l lists none'})"
    return None


class AplayPlayer:
    """A :class:`~.protocols.Player` on ``aplay``. Events go on ``events``."""

    def __init__(self, events: queue.Queue[Any], *, device: str | None = None,
                 clock: Callable[[], float] = time.monotonic, aplay: str = "aplay",
                 rewind: float = 0.1, latency: float = 0.0,
                 show: Callable[[str], None] | None = None) -> None:
        self.events, self.device, self.clock, self.aplay = events, device, clock, aplay
        self.rewind, self.latency, self.show = rewind, latency, show
        self._lock = threading.RLock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._ticker: Ticker | None = None
        self._fallback: SilentPlayer | None = None
        self._wav: Path | None = None
        self._token = ""
        self._rate, self._frames, self._channels, self._width = 1, 0, 1, 2
        self._marks: list[Mark] = []
        self._state = "idle"  # idle | playing | paused | done
        self._position = 0.0
        self._tail: Tail | None = None  # held on after the WAV, until the next play
        self._feed: Feed | None = None

    @property
    def silent(self) -> bool:
        """True once aplay failed and playback went on without sound."""
        return self._fallback is not None

    @property
    def duration(self) -> float:
        return self._frames / self._rate

    def play(self, wav: Path, start_at: float = 0.0, *, token: str = "",
             marks: Sequence[Mark] = (), then: Tail | None = None) -> None:
        with self._lock:
            if self._fallback is not None:
                self._fallback.play(wav, start_at, token=token, marks=marks, then=then)
                return
            try:
                with wave.open(str(wav), "rb") as w:
                    shape = (w.getframerate(), w.getnchannels(), w.getsampwidth())
                    frames = w.getnframes()
            except (OSError, EOFError, wave.Error) as e:   # gone, unreadable: one line
                raise BadWav(f"cannot play {wav}: {e}") from e
            held = self._state == "playing" and self._feed is not None \
                and shape == (self._rate, self._channels, self._width)
            if not held:
                self.stop()
            self._rate, self._channels, self._width = shape
            self._frames, self._wav, self._token, self._tail = frames, Path(wav), token, then
            start = min(max(0.0, start_at), self.duration)
            self._marks = sorted((m for m in marks if m.position >= start),
                                 key=lambda m: m.position)
            if held and self._hand_over(start):
                return
            self.stop()
            self._start(start)

    def _hand_over(self, start: float) -> bool:
        """The child plays the bed after the last WAV: give it this one next."""
        assert self._feed is not None and self._wav is not None
        if not self._feed.hand_over(self._wav, round(start * self._rate), self._tail):
            return False
        if self._ticker is not None:
            self._ticker.cancel()
        self._ticker = self._tick(start)
        return True

    def _tick(self, start: float) -> Ticker:
        """The marks (and, with nothing held after the WAV, its overrun) on the clock."""
        end = None if self._tail is not None else self.duration + OVERRUN_GRACE
        return Ticker(self.events, self.clock, self._token, self._marks, start=start,
                      t0=self.clock() + self.latency, end=end, on_end=self._overrun).begin()

    def _start(self, start: float) -> None:
        cmd = [self.aplay, "-q", "-t", "wav", *(["-D", self.device] if self.device else []), "-"]
        log.debug("starting %s from %.3f s", cmd, start)
        try:
            proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.PIPE)
        except OSError as e:
            self._go_silent(start, f"cannot run {self.aplay}: {e}")
            return
        self._proc, self._state = proc, "playing"
        self._ticker = self._tick(start)
        first = min(self._frames, round(start * self._rate))
        assert self._wav is not None and proc.stdin is not None
        length = ENDLESS // self._width if self._tail is not None else self._frames - first
        self._feed = Feed(self._wav, first, self._tail,
                          wav_header(length, self._rate, self._channels, self._width))
        small_pipe(proc.stdin)
        threading.Thread(target=self._feed.run, args=(proc.stdin,), name="aplay-feed",
                         daemon=True).start()
        threading.Thread(target=self._watch, args=(proc,), name="aplay-watch",
                         daemon=True).start()

    def _watch(self, proc: subprocess.Popen[bytes]) -> None:
        err = proc.stderr.read() if proc.stderr is not None else b""
        rc = proc.wait()
        with self._lock:
            if proc is not self._proc or self._state != "playing":
                return  # we stopped it ourselves
            ticker, self._ticker = self._ticker, None
            if rc == 0:
                if ticker is not None:
                    ticker.flush(self.duration)  # marks the clock has not reached yet
                    ticker.cancel()
                self._proc, self._state, self._position = None, "done", self.duration
                self._feed = None
                self.events.put(PlaybackFinished(self.clock(), self._token))
                return
            position = self._clock_position(ticker)
            if ticker is not None:
                ticker.cancel()
                self._marks = ticker.remaining()
            reason = err.decode("utf-8", "replace").strip().splitlines()
            self._go_silent(position, f"aplay exited with {rc}: "
                                      f"{reason[-1] if reason else 'no message'}")

    def _go_silent(self, position: float, reason: str) -> None:
        log.warning("audio output failed (%s); going on without sound", reason)
        self._proc, self._state = None, "idle"
        # silent before the event says so: whoever reads it finds the player silent
        self._fallback = SilentPlayer(self.events, clock=self.clock, show=self.show)
        self.events.put(PlaybackFailed(self.clock(), self._token, reason))
        if self._wav is not None:
            try:
                self._fallback.play(self._wav, position, token=self._token, marks=self._marks)
            except BadWav as e:   # gone meanwhile: nothing left to keep the timing of
                log.warning("%s", e)

    def _overrun(self, ticker: Ticker, t: float) -> None:
        with self._lock:
            if ticker is not self._ticker or self._state != "playing":
                return
            log.warning("aplay still running %.1f s after the end; stopping it", OVERRUN_GRACE)
            self._kill()
            self._state, self._position = "done", self.duration
            self.events.put(PlaybackFinished(t, self._token))

    def _clock_position(self, ticker: Ticker | None) -> float:
        if ticker is None:
            return self._position
        return min(self.duration, max(ticker.start_pos,
                                      ticker.start_pos + self.clock() - ticker.t0))

    def _kill(self) -> None:
        proc, self._proc = self._proc, None
        feed, self._feed = self._feed, None
        if feed is not None:
            feed.close()
        ticker, self._ticker = self._ticker, None
        if ticker is not None:
            ticker.cancel()
            self._marks = ticker.remaining()
        if proc is None or proc.poll() is not None:
            return
        proc.terminate()

        def kill_if_still_there() -> None:
            if proc.poll() is None:
                proc.kill()

        threading.Timer(0.5, kill_if_still_there).start()

    def pause(self) -> float:
        with self._lock:
            if self._fallback is not None:
                return self._fallback.pause()
            if self._state != "playing":
                return self._position
            self._position = self._clock_position(self._ticker)
            self._kill()
            self._state = "paused"
            return self._position

    def resume(self) -> None:
        with self._lock:
            if self._fallback is not None:
                self._fallback.resume()
            elif self._state == "paused":
                self._start(max(0.0, self._position - self.rewind))

    def stop(self) -> float:
        with self._lock:
            if self._fallback is not None:
                return self._fallback.stop()
            if self._state == "playing":
                self._position = self._clock_position(self._ticker)
                self._kill()
            self._state = "idle"
            return self._position

    def position(self) -> float:
        with self._lock:
            if self._fallback is not None:
                return self._fallback.position()
            if self._state == "playing":
                return self._clock_position(self._ticker)
            return self._position

    @property
    def is_playing(self) -> bool:
        if self._fallback is not None:
            return self._fallback.is_playing
        return self._state == "playing"
