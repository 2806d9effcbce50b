"""Audio test doubles: a recording voice, a fake player on a virtual clock, and a fake
``aplay`` program for tests and benches that need no sound card.
"""

from __future__ import annotations

import os
import queue
import stat
import sys
import textwrap
import wave
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from device.audio import pcm
from device.audio.protocols import Clip, Mark, PlaybackFinished, PlaybackMark, Tail
from device.audio.timing import estimate_seconds
from device.audio.tts import DEFAULT_RATE, FixedVoice, clean_text


@dataclass(frozen=True)
class SaidLine:
    t: float | None
    text: str
    duration: float


class RecordingVoice:
    """A :class:`~device.audio.protocols.Voice` that records each line with its (virtual)
    time and returns a text-only clip with espeak-like timing."""

    def __init__(self, clock: Callable[[], float] | None = None, rate: int = DEFAULT_RATE) -> None:
        self.clock, self.rate = clock, rate
        self.lines: list[SaidLine] = []

    def render(self, text: str) -> Clip:
        spoken = clean_text(text)
        duration = estimate_seconds(spoken, self.rate)
        self.lines.append(SaidLine(self.clock() if self.clock else None, spoken, duration))
        return Clip(spoken, None, duration)

    @property
    def texts(self) -> list[str]:
        return [line.text for line in self.lines]


class ToneSynth(FixedVoice):
    """A :class:`~device.audio.protocols.Synth` without espeak: writes a tone as long as
    espeak would speak the line, and counts its calls (``calls``)."""

    def __init__(self, voice: str = "tone", rate: int = DEFAULT_RATE, *, amplitude: int = 12000,
                 sample_rate: int = 22050, seconds: float | None = None) -> None:
        super().__init__(voice, rate)
        self.amplitude, self.sample_rate, self.seconds = amplitude, sample_rate, seconds
        self.calls: list[str] = []

    def synthesize(self, text: str, out: Path) -> None:
        spoken = clean_text(text)
        self.calls.append(spoken)
        seconds = (self.seconds if self.seconds is not None
                   else estimate_seconds(spoken, self._rate))
        with wave.open(str(out), "wb") as w:   # in place, as a renderer writes (``out``
            w.setnchannels(1)                   # may be a file in RAM, /proc/*/fd/*)
            w.setsampwidth(2)
            w.setframerate(self.sample_rate)
            w.writeframes(pcm.samples_to_bytes(tone(seconds, self.amplitude,
                                                    self.sample_rate)))


def tone(seconds: float, amplitude: int = 12000, rate: int = 22050,
         period: int = 50) -> array[int]:
    """A square wave of ``amplitude`` (a loud, easy-to-measure stand-in for speech)."""
    half = period // 2
    cycle = array("h", [amplitude] * half + [-amplitude] * (period - half))
    n = round(seconds * rate)
    return (cycle * (n // period + 1))[:n]


@dataclass(frozen=True)
class Segment:
    """What would have played: ``wav`` from ``start`` to ``end`` seconds, and how it ended."""

    wav: Path
    start: float
    end: float
    t_start: float
    t_end: float
    how: str  # finished | paused | stopped

    @property
    def seconds(self) -> float:
        return self.end - self.start


_EPSILON = 1e-9


class FakePlayer:
    """A :class:`~device.audio.protocols.Player` on a virtual clock.

    Nothing runs by itself: call :meth:`pump` after moving the clock (or advance the clock to
    :meth:`next_due`) and the due marks and the finished event are put on ``events``, stamped
    with the exact moment they were due. ``durations`` gives a length for WAVs that do not
    exist on disk.
    """

    def __init__(self, events: queue.Queue[Any], clock: Callable[[], float], *,
                 durations: dict[Path, float] | None = None) -> None:
        self.events, self.clock = events, clock
        self.durations = durations or {}
        self.segments: list[Segment] = []
        self._wav: Path | None = None
        self._token = ""
        self._duration = 0.0
        self._marks: list[Mark] = []
        self._start = 0.0
        self._t0 = 0.0
        self._position = 0.0
        self._state = "idle"
        self.held: Tail | None = None

    def play(self, wav: Path, start_at: float = 0.0, *, token: str = "",
             marks: Sequence[Mark] = (), then: Tail | None = None) -> None:
        """``then`` is kept in :attr:`held` (what would play on after the WAV)."""
        self.stop()
        self.held = then
        wav = Path(wav)
        self._wav, self._token = wav, token
        self._duration = self.durations.get(wav) or pcm.wav_seconds(wav)
        start = min(max(0.0, start_at), self._duration)
        self._marks = sorted((m for m in marks if m.position >= start), key=lambda m: m.position)
        self._run(start)

    def _run(self, start: float) -> None:
        self._start, self._t0, self._state = start, self.clock(), "playing"

    def _end(self, how: str, position: float, t: float) -> None:
        assert self._wav is not None
        self.segments.append(Segment(self._wav, self._start, position, self._t0, t, how))
        self._position = position

    def position(self) -> float:
        if self._state == "playing":
            return min(self._duration, self._start + self.clock() - self._t0)
        return self._position

    def next_due(self) -> float | None:
        """The clock time of the next event, or None when nothing is playing."""
        if self._state != "playing":
            return None
        nxt = self._marks[0].position if self._marks else self._duration
        return self._t0 + (min(nxt, self._duration) - self._start)

    def pump(self) -> None:
        if self._state != "playing":
            return
        position = self.position() + _EPSILON  # clock arithmetic in floats
        while self._marks and self._marks[0].position <= position:
            m = self._marks.pop(0)
            self.events.put(PlaybackMark(self._t0 + m.position - self._start, self._token,
                                         m.kind, m.value, m.position))
        if position >= self._duration:
            t = self._t0 + self._duration - self._start
            self._end("finished", self._duration, t)
            self._state = "done"
            self.events.put(PlaybackFinished(t, self._token))

    def pause(self) -> float:
        self.pump()
        if self._state == "playing":
            self._end("paused", self.position(), self.clock())
            self._state = "paused"
        return self._position

    def resume(self) -> None:
        if self._state == "paused":
            self._run(self._position)

    def stop(self) -> float:
        if self._state == "playing":
            self.pump()
        if self._state == "playing":
            self._end("stopped", self.position(), self.clock())
        self._state = "idle"
        return self._position

    @property
    def is_playing(self) -> bool:
        return self._state == "playing"


_FAKE_APLAY = r'''
    import json, os, signal, struct, sys, time

    LOG = os.environ.get("FAKE_APLAY_LOG")
    DUMP = os.environ.get("FAKE_APLAY_DUMP")
    start = time.monotonic()

    def record(event, **extra):
        if LOG:
            with open(LOG, "a") as f:
                f.write(json.dumps(dict(event=event, pid=os.getpid(), argv=sys.argv[1:],
                                        start=start, t=time.monotonic(), **extra)) + "\n")

    def on_term(signum, frame):
        record("killed", signal=signum)
        sys.exit(128 + signum)

    signal.signal(signal.SIGTERM, on_term)
    record("start")
    if os.environ.get("FAKE_APLAY_FAIL"):
        if "-l" in sys.argv[1:]:
            print("aplay: device_list:274: no soundcards found...", file=sys.stderr)
            sys.exit(1)
        print("aplay: main:831: audio open error: No such file or directory", file=sys.stderr)
        record("failed")
        sys.exit(1)
    if "-l" in sys.argv[1:]:
        print("**** List of PLAYBACK Hardware Devices ****")
        print("card 0: Fake [Fake Audio], device 0: Fake PCM [Fake PCM]")
        sys.exit(0)
    src = sys.argv[-1]
    pace = float(os.environ.get("FAKE_APLAY_PACE", "0"))
    if src == "-" and pace:  # read as a speaker would: a chunk, then its length in sleep
        parts = [sys.stdin.buffer.read(44)]
        per_second = struct.unpack("<I", parts[0][28:32])[0]
        while chunk := sys.stdin.buffer.read(4096):
            parts.append(chunk)
            time.sleep(len(chunk) / per_second * pace)
        data = b"".join(parts)
    else:
        data = sys.stdin.buffer.read() if src == "-" else open(src, "rb").read()
    rate, bits = struct.unpack("<I", data[24:28])[0], struct.unpack("<H", data[34:36])[0]
    frames = (len(data) - 44) // (bits // 8)
    if DUMP:
        with open(os.path.join(DUMP, f"{os.getpid()}.wav"), "wb") as f:
            f.write(data)
    record("data", frames=frames, rate=rate, header_frames=struct.unpack("<I", data[40:44])[0]
           // (bits // 8))
    time.sleep(frames / rate * float(os.environ.get("FAKE_APLAY_SPEED", "1")))
    record("end")
'''


def write_fake_aplay(folder: Path) -> Path:
    """Write an executable ``aplay`` into ``folder`` (put it first on PATH).

    It logs JSON lines to ``$FAKE_APLAY_LOG`` (start, data: frames and rate received, end or
    killed), saves what it was sent into ``$FAKE_APLAY_DUMP/<pid>.wav``, sleeps for the audio's
    length times ``$FAKE_APLAY_SPEED``, and fails like a machine without a sound card when
    ``$FAKE_APLAY_FAIL`` is set. ``aplay -l`` lists one fake card (none when failing). With
    ``$FAKE_APLAY_PACE`` it reads stdin as a speaker plays it, a chunk at a time, each
    followed by its length times that factor in sleep (an endless stream is read until it
    ends).
    """
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "aplay"
    path.write_text(f"#!{sys.executable}\n" + textwrap.dedent(_FAKE_APLAY))
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def fake_aplay_env(folder: Path) -> dict[str, str]:
    """Environment additions for a fake aplay in ``folder`` (PATH first, log, dump)."""
    dump = folder / "dump"
    dump.mkdir(parents=True, exist_ok=True)
    return {"PATH": f"{folder}{os.pathsep}{os.environ.get('PATH', '')}",
            "FAKE_APLAY_LOG": str(folder / "aplay.log"), "FAKE_APLAY_DUMP": str(dump)}
