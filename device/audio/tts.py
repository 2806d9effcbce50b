"""Render one line of speech to a WAV: pyttsx3's espeak driver, or the espeak-ng program.

What pyttsx3 2.99's espeak driver does (read from its source, confirmed on espeak-ng 1.51):

* espeak runs in ``AUDIO_OUTPUT_RETRIEVAL`` mode, which is asynchronous: ``runAndWait()``
  ends the loop *before* synthesis starts, so it often returns before the WAV exists
  (pyttsx3 issue #219). The driver writes the file and only then fires
  ``finished-utterance`` on espeak's own thread. So we wait for that event, with a timeout,
  and then also check that the file is a complete WAV (a stray ``completed=False`` event can
  arrive for an earlier utterance, and the event's ``name`` is always ``None``).
* espeak's own thread is still busy for a moment after ``finished-utterance``, and property
  changes are queued to it. ``runAndWait()`` calls the driver's ``stop()``, which cancels
  whatever espeak is doing: a line started too soon comes out empty, and a new rate is lost
  (seen here: a 0-frame WAV, and a rate change ignored). So before setting properties, before
  ``runAndWait()`` and after the event, we wait until ``IsPlaying()`` is false; one warm-up
  utterance at start-up gets the driver out of its "queue everything" first state; and we
  read back the rate espeak is really using (see ``current_rate``), before and after each
  line, and render again once if it was lost.
* ``say('')`` / ``save_to_file('')`` crashes the driver, so blank lines raise :class:`BlankLine`.
* A bad ``voice`` does not raise: the driver reports it as an ``error`` event and speaks with
  the previous voice. We listen for ``error`` and raise :class:`UnknownVoice`.
* The driver writes the header as 22050 Hz mono 16-bit whatever espeak produced, which is
  right for espeak-ng's own voices but wrong for MBROLA voices (16 kHz). MBROLA voices are
  therefore rendered with ``espeak-ng -w`` instead, which writes the true rate.
* The driver ``print``s "Audio saved to ..." for every file; we route that to the debug log.
* The engine is process-wide (espeak can be initialised once); the driver only holds a weak
  reference to it, so we keep one strong reference, created lazily, used under a lock.

The secondary renderer, :class:`EspeakCliSynth` (``espeak-ng -w``), is used when pyttsx3
cannot be imported or initialised but the program exists, for MBROLA voices, and for the
rest of the process after pyttsx3 misses its ``finished-utterance`` timeout or loses the rate
twice (its driver state is then unknown). Its output matches the pyttsx3 path in format and,
for a process's first utterance, byte for byte; later pyttsx3 utterances differ slightly in
prosody (espeak carries intonation state across utterances), not in format.
"""

from __future__ import annotations

import ctypes
import importlib
import io
import logging
import shutil
import subprocess
import threading
import time
import wave
from pathlib import Path
from typing import Any

from .errors import BlankLine, LineTooLong, NoSpeech, UnknownVoice

log = logging.getLogger(__name__)

DEFAULT_VOICE = "en-us"
DEFAULT_RATE = 160  # words per minute; espeak-ng's own default is 175


#: the longest line any voice is given: the longest the box says is 212 characters
#: (tests/device/test_line_cap.py checks the catalogue), so this leaves a wide margin
MAX_LINE_CHARS = 1000


def clean_text(text: str) -> str:
    """The line as spoken: whitespace collapsed. Blank lines raise :class:`BlankLine`,
    lines over ``MAX_LINE_CHARS`` :class:`LineTooLong` (espeak never sees them)."""
    text = str(text)
    if len(text) > 4 * MAX_LINE_CHARS:  # before splitting a huge text
        raise LineTooLong(f"a line of {len(text)} characters; the most is {MAX_LINE_CHARS}")
    cleaned = " ".join(text.split())
    if not cleaned:
        raise BlankLine(f"refusing to speak a blank line ({text!r})")
    if len(cleaned) > MAX_LINE_CHARS:
        raise LineTooLong(f"a line of {len(cleaned)} characters; the most is {MAX_LINE_CHARS}")
    return cleaned


def is_complete_wav(wav: Path | bytes) -> bool:
    """True when ``wav`` (a file, or a WAV's bytes) is a readable WAV with frames, and all
    of them are there."""
    try:
        size = len(wav) if isinstance(wav, bytes) else wav.stat().st_size
        with wave.open(io.BytesIO(wav) if isinstance(wav, bytes) else str(wav), "rb") as w:
            frames, width, channels = w.getnframes(), w.getsampwidth(), w.getnchannels()
    except (OSError, EOFError, wave.Error):
        return False
    return frames > 0 and size >= 44 + frames * width * channels


def sized(wav: bytes) -> bytes:
    """A WAV written to a pipe (espeak-ng ``--stdout``), its RIFF and data sizes set to
    what came: a pipe cannot be sought back to write them, so they say "unknown"."""
    if len(wav) < 44 or wav[:4] != b"RIFF" or wav[36:40] != b"data":
        return wav
    return (wav[:4] + (len(wav) - 8).to_bytes(4, "little") + wav[8:40]
            + (len(wav) - 44).to_bytes(4, "little") + wav[44:])


def _is_mbrola(voice: str) -> bool:
    v = voice.lower()
    return v.startswith("mb") or "mbrola" in v


class _Job:
    """One utterance in flight; filled in from espeak's thread."""

    def __init__(self) -> None:
        self.finished = threading.Event()
        self.errors: list[BaseException] = []
        #: where pyttsx3 writes the WAV: memory, never a file (a file that cannot be
        #: written raises inside its ctypes callback, and runAndWait never returns)
        self.wav = io.BytesIO()

    def complete(self) -> bool:
        return is_complete_wav(self.wav.getvalue())


class _Engine:
    """The process-wide pyttsx3 engine and the job its callbacks report to."""

    def __init__(self) -> None:
        self.lock = threading.Lock()  # one utterance at a time
        self._init_lock = threading.Lock()
        self.engine: Any = None
        self.espeak: Any = None  # pyttsx3's ctypes binding, for IsPlaying()
        self._get_parameter: Any = None
        self.job: _Job | None = None

    def get(self, timeout: float = 20.0) -> Any:
        with self._init_lock:
            if self.engine is None:
                self._create(timeout)
            return self.engine

    def _create(self, timeout: float) -> None:
        try:
            # lazily, and only here: nothing else in Nightbox imports pyttsx3
            engine = importlib.import_module("pyttsx3").init("espeak")
            driver = importlib.import_module("pyttsx3.drivers.espeak")
            _espeak = importlib.import_module("pyttsx3.drivers._espeak")
        except Exception as e:  # ImportError, or RuntimeError/OSError without libespeak-ng
            raise NoSpeech(f"pyttsx3 with espeak-ng is not available: {e}") from e
        # its "Audio saved to" print -> our log
        setattr(driver, "print", self._driver_print)  # noqa: B010 - mypy sees no module `print`
        engine.connect("finished-utterance", self._on_finished)
        engine.connect("error", self._on_error)
        self.engine, self.espeak = engine, _espeak
        self._warm_up(timeout)

    def _warm_up(self, timeout: float) -> None:
        """One throw-away utterance: until the first one, pyttsx3 queues property changes
        and applies them inside runAndWait, where its stop() may cancel them (see idle())."""
        job = self.job = _Job()
        try:
            self.idle()
            self.engine.save_to_file("ok", job.wav)
            self.engine.runAndWait()
            ok = job.finished.wait(timeout) and self.idle()
        finally:
            self.job = None
        if not ok:
            self.engine = None
            raise NoSpeech("pyttsx3's espeak driver did not finish its first utterance")

    def idle(self, timeout: float = 2.0) -> bool:
        """Wait until espeak's own thread has nothing queued.

        espeak runs asynchronously: property changes are queued to its thread, and it is
        still busy for a moment after ``finished-utterance``. pyttsx3 2.99's runAndWait calls
        stop(), which cancels whatever espeak is doing, so a new rate or the next line sent
        too early is silently lost (an empty WAV, or the old rate). Waiting here avoids that.
        """
        deadline = time.monotonic() + timeout
        while self.espeak.IsPlaying():
            if time.monotonic() > deadline:
                return False
            time.sleep(0.005)
        return True

    def current_rate(self) -> int | None:
        """The rate espeak is using now, or None if it cannot be read.

        Not ``getProperty('rate')``: pyttsx3 2.99 declares ``espeak_GetParameter`` without
        its ``current`` argument, so it returns the default (175) or the current value at
        random. We call it with a prototype of our own.
        """
        try:
            dll = self.espeak.dll
            if self._get_parameter is None:
                proto = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, ctypes.c_int)
                self._get_parameter = proto(("espeak_GetParameter", dll))
            return int(self._get_parameter(self.espeak.RATE, 1))
        except (AttributeError, OSError, TypeError):
            return None

    @staticmethod
    def _driver_print(*args: object, **_: object) -> None:
        log.debug("pyttsx3: %s", " ".join(map(str, args)))

    def _on_finished(self, completed: bool = True, **_: object) -> None:
        job = self.job
        if job is not None and completed:
            job.finished.set()

    def _on_error(self, exception: BaseException | None = None, **_: object) -> None:
        job = self.job
        if job is not None and exception is not None:
            job.errors.append(exception)


_ENGINE = _Engine()


class FixedVoice:
    """A synth's voice and rate, set when it is made and read-only after (a new voice or
    rate means a new synth, so a cache key never changes under a render)."""

    def __init__(self, voice: str, rate: int) -> None:
        self._voice, self._rate = voice, int(rate)

    @property
    def voice(self) -> str:
        return self._voice

    @property
    def rate(self) -> int:
        return self._rate


class EspeakCliSynth(FixedVoice):
    """``espeak-ng -w``: the secondary renderer (see the module docstring for when)."""

    def __init__(self, voice: str = DEFAULT_VOICE, rate: int = DEFAULT_RATE, *,
                 timeout: float = 20.0, exe: str = "espeak-ng") -> None:
        super().__init__(voice, rate)
        self.timeout, self.exe = timeout, exe

    def available(self) -> bool:
        return shutil.which(self.exe) is not None

    def synthesize(self, text: str, out: Path) -> None:
        """Render ``text`` to ``out``: espeak-ng writes the WAV to a pipe and it is written
        here, so a disk that refuses it raises its ``OSError`` (not a failed render)."""
        wav = self.wav(text)
        with open(out, "wb") as f:
            f.write(wav)

    def wav(self, text: str) -> bytes:
        """``text`` as a WAV's bytes, no file written; :class:`NoSpeech` if impossible."""
        text = clean_text(text)
        cmd = [self.exe, "-v", self._voice, "-s", str(self._rate), "-b", "1", "--stdout"]
        try:
            proc = subprocess.run(cmd, input=text.encode("utf-8"), capture_output=True,
                                  timeout=self.timeout, check=False)
        except FileNotFoundError as e:
            raise NoSpeech(f"{self.exe} is not installed") from e
        except subprocess.TimeoutExpired as e:
            raise NoSpeech(f"{self.exe} took more than {self.timeout} s") from e
        err = proc.stderr.decode("utf-8", "replace").strip()
        wav = sized(proc.stdout)
        if proc.returncode != 0 or not is_complete_wav(wav):
            if "voice does not exist" in err:
                raise UnknownVoice(f"voice {self._voice!r} is not an espeak-ng voice "
                                   "(see `espeak-ng --voices`)")
            raise NoSpeech(f"{self.exe} failed (status {proc.returncode}): {err or 'no WAV'}")
        return wav


class PyttsxSynth(FixedVoice):
    """pyttsx3 ``save_to_file`` with the espeak driver, waiting for ``finished-utterance``.

    espeak always renders at full amplitude here; the volume is applied by the ALSA mixer or
    when the night is composed, so it is not part of the cache key.
    """

    def __init__(self, voice: str = DEFAULT_VOICE, rate: int = DEFAULT_RATE, *,
                 timeout: float = 20.0, cli: EspeakCliSynth | None = None) -> None:
        super().__init__(voice, rate)
        self.timeout = timeout
        self.cli = cli if cli is not None else EspeakCliSynth(voice, rate, timeout=timeout)
        self._use_cli = _is_mbrola(voice)

    @property
    def renderer(self) -> str:
        return "espeak-ng -w" if self._use_cli else "pyttsx3"

    def check(self) -> None:
        """Initialise now and render a probe word; raises :class:`NoSpeech` if impossible."""
        if self._wav("ok") is None:
            self.cli.wav("ok")   # in memory: a full /tmp is not a voice missing

    def synthesize(self, text: str, out: Path) -> None:
        """Render ``text`` to ``out``. pyttsx3 renders into memory and the file is written
        here, so a disk that is full raises ``OSError`` at once (see :class:`_Job`)."""
        text = clean_text(text)
        with open(out, "wb"):   # emptied, so a whole WAV there is this utterance's
            pass                # (not unlinked: ``out`` may be a file in RAM, /proc/*/fd/*)
        wav = self._wav(text)
        if wav is None:
            self.cli.synthesize(text, out)
            return
        with open(out, "wb") as f:
            f.write(wav)

    def _wav(self, text: str) -> bytes | None:
        """The WAV pyttsx3 renders for ``text``; None when the CLI renderer is to do it."""
        if self._use_cli:
            return None
        try:
            engine = _ENGINE.get(self.timeout)
        except NoSpeech:
            if not self.cli.available():
                raise
            log.warning("pyttsx3 unavailable; rendering with %s -w", self.cli.exe)
            self._use_cli = True
            return None
        return self._render(engine, text)

    def _render(self, engine: Any, text: str) -> bytes | None:
        """The WAV pyttsx3 rendered; None to hand over to the CLI renderer."""
        for attempt in (1, 2):
            with _ENGINE.lock:
                job = _ENGINE.job = _Job()
                try:
                    done = self._render_once(engine, text, job)
                except Exception as e:  # noqa: BLE001 - a driver in a bad state; do not trust it again
                    log.warning("pyttsx3 failed: %s", e)
                    done = None
                finally:
                    _ENGINE.job = None
            if job.errors:
                raise UnknownVoice(f"voice {self._voice!r} is not an espeak-ng voice "
                                   f"(see `espeak-ng --voices`): {job.errors[0]}")
            if done:
                return job.wav.getvalue()
            if done is False and attempt == 1:
                log.info("pyttsx3 lost the rate setting; rendering %r again", text)
                continue
            break
        if not self.cli.available():
            raise NoSpeech(f"pyttsx3 did not render {text!r} within {self.timeout} s")
        log.warning("pyttsx3 is unreliable here; using %s -w from now on", self.cli.exe)
        self._use_cli = True
        return None

    def _render_once(self, engine: Any, text: str, job: _Job) -> bool | None:
        """True: done. False: rendered at the wrong rate. None: no finished-utterance."""
        if not _ENGINE.idle():
            return None
        engine.setProperty("voice", self._voice)
        engine.setProperty("rate", self._rate)
        engine.setProperty("volume", 1.0)
        if not _ENGINE.idle():  # the properties are applied by espeak's thread
            return None
        if _ENGINE.current_rate() not in (None, self._rate):
            return False
        engine.save_to_file(text, job.wav)  # wave.open takes a file object as well
        engine.runAndWait()  # may return before the audio exists: wait below
        if not (self._wait(job) and _ENGINE.idle()):
            return None
        return bool(job.errors) or _ENGINE.current_rate() in (None, self._rate)

    def _wait(self, job: _Job) -> bool:
        deadline = time.monotonic() + self.timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not job.finished.wait(left):
                log.warning("no finished-utterance from pyttsx3 within %s s", self.timeout)
                return False
            if job.errors or job.complete():
                return True
            job.finished.clear()  # a stray event for another utterance: keep waiting


def default_synth(voice: str = DEFAULT_VOICE, rate: int = DEFAULT_RATE) -> PyttsxSynth:
    """A checked renderer: pyttsx3, else ``espeak-ng -w``; :class:`NoSpeech` if neither."""
    synth = PyttsxSynth(voice, rate)
    synth.check()
    return synth
