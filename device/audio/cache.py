"""The TTS cache: one WAV per line on disk, keyed by sha256 of (text, voice, rate).

Volume is not in the key: it is applied by the ALSA mixer or when a night is composed.
Every entry is written atomically (temp file in the cache folder, fsync, rename) and is
already in the composition format (16-bit mono at ``SAMPLE_RATE``), so composing a night
from cached lines only copies samples. A night rendered twice synthesises nothing the
second time.
"""

from __future__ import annotations

import enum
import hashlib
import json
import logging
import os
import shutil
import threading
from array import array
from pathlib import Path

from . import pcm, scratch, sealed
from .errors import BadWav, NoSpeech
from .in_memory import InMemory
from .level import level
from .protocols import SAMPLE_RATE, Clip, Synth
from .tts import clean_text

log = logging.getLogger(__name__)

#: Bump when the stored format changes, so old entries are simply not found.
#: 2: every line trimmed and levelled (``level``).
#: 3: Piper speaks a long sentence in parts, split at its commas (``piper_synth``).
CACHE_VERSION = 3


class Entry(enum.Enum):
    """A line's entry in the cache, as :meth:`CachedVoice.entry` finds it."""

    PREPARED = "prepared"
    MISSING = "missing"
    #: there, but not whole (cut short, its CRC wrong, not a WAV): rendered again
    DAMAGED = "damaged"


def cache_key(text: str, voice: str, rate: int) -> str:
    payload = json.dumps([CACHE_VERSION, clean_text(text), voice, int(rate)])
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class CachedVoice:
    """A :class:`~.protocols.Voice` that renders through ``synth`` once per distinct line."""

    def __init__(self, synth: Synth, directory: Path, *, sample_rate: int = SAMPLE_RATE,
                 levelled: bool = True, in_memory: bool = True) -> None:
        """``levelled=False`` keeps the renderer's own level and silences (for tests of
        the mixing arithmetic with synthetic tones); ``in_memory=False`` raises the
        disk's ``OSError`` rather than saying a line from RAM (``voice prepare``, whose
        lines are only worth anything on disk)."""
        self.synth = synth
        self.in_memory = in_memory
        self.levelled = levelled
        self.directory = Path(directory)
        self.sample_rate = sample_rate
        self._lock = threading.Lock()  # one synthesis at a time; espeak is process-wide
        self._swept = False
        #: lines said from RAM while the cache refuses them (``_refused``: it does now)
        self.memory = InMemory()
        self._refused = False

    def path_for(self, text: str) -> Path:
        return self.directory / f"{cache_key(text, self.synth.voice, self.synth.rate)}.wav"

    def entry(self, text: str) -> Entry:
        """Whether the line is in the cache whole: read and checked as playback checks it
        (:func:`~.sealed.read_sealed`), nothing dropped or rendered."""
        try:
            sealed.read_sealed(self.path_for(text), self.sample_rate)
        except FileNotFoundError:
            return Entry.MISSING
        except (BadWav, OSError):
            return Entry.DAMAGED
        return Entry.PREPARED

    def render(self, text: str) -> Clip:
        """The line's clip: its cached WAV, checked end to end each time it is used (see
        :func:`~.sealed.read_sealed`), else rendered and kept. A bad entry is dropped and
        rendered again, never played."""
        spoken = clean_text(text)
        path = self.path_for(spoken)
        clip = self._load(spoken, path)
        if clip is None:
            with self._lock:
                clip = self._load(spoken, path) or self._synthesize(spoken, path)
        return clip

    def _load(self, text: str, path: Path) -> Clip | None:
        try:
            samples = sealed.read_sealed(path, self.sample_rate)
        except FileNotFoundError:
            return None
        except (BadWav, OSError) as e:
            log.warning("dropping a bad cache entry: %s", e)
            _drop(path)
            return None
        if not samples.sealed:   # kept before entries were sealed: seal it now, once
            try:
                pcm.write_frames(path, bytes(samples.frames), self.sample_rate)
            except OSError as e:
                log.debug("cannot seal %s: %s", path, e)
        return Clip(text, path, len(samples.frames) / 2 / self.sample_rate)

    def _synthesize(self, text: str, path: Path) -> Clip:
        """Render the line into the cache; where the disk refuses (full, read-only,
        failing), render it into RAM and say it from there (:mod:`.in_memory`): logged
        once until the cache takes a line again."""
        kept = self.memory.get(path.name)
        if kept is not None:
            return self._clip(text, kept)
        rendered: list[array[int]] = []   # the samples, once rendered: never twice
        try:
            clip = self._to_cache(text, path, rendered)
        except OSError as e:
            if not self.in_memory:
                raise
            if not self._refused:
                log.warning("the voice cache %s cannot be written (%s); lines are said "
                            "from memory", self.directory, e)
            self._refused = True
            samples = rendered[0] if rendered else self._in_memory(text)
            return self._clip(text, self.memory.keep(
                path.name, pcm.samples_to_bytes(samples), self.sample_rate))
        if self._refused:
            log.info("the voice cache %s is written again", self.directory)
            self._refused = False
        return clip

    def _to_cache(self, text: str, path: Path, rendered: list[array[int]]) -> Clip:
        self.directory.mkdir(parents=True, exist_ok=True)
        if not self._swept:   # what a run stopped mid-render left behind
            scratch.sweep(self.directory)
            self._swept = True
        fd, raw = scratch.temp_file(self.directory, "render")
        os.close(fd)
        try:
            rendered.append(samples := self._samples(text, raw))
            pcm.write_wav(path, samples, self.sample_rate)  # atomic: temp, fsync, rename
        finally:
            raw.unlink(missing_ok=True)
        return Clip(text, path, len(samples) / self.sample_rate)

    def _in_memory(self, text: str) -> array[int]:
        """The line rendered with no file on disk: the renderer writes into RAM."""
        raw = self.memory.keep(".render", b"")
        try:
            return self._samples(text, raw)
        finally:
            self.memory.drop(".render")

    def _samples(self, text: str, raw: Path) -> array[int]:
        """The renderer's WAV at ``raw``, as the cache keeps it."""
        log.debug("synthesising %r", text)
        self.synth.synthesize(text, raw)
        try:
            samples = pcm.read_wav(raw, self.sample_rate)  # converts a foreign format
        except BadWav as e:
            raise NoSpeech(f"the speech renderer wrote an unreadable WAV: {e}") from e
        if not samples:
            raise NoSpeech(f"the speech renderer produced no audio for {text!r}")
        if self.levelled:
            samples = level(samples, self.sample_rate)  # one loudness for every line
        return samples

    def _clip(self, text: str, path: Path) -> Clip:
        frames, rate = pcm.wav_info(path)
        return Clip(text, path, frames / rate)


def _drop(path: Path) -> None:
    """Remove whatever is in a cache entry's place: a file, a FIFO, a directory."""
    try:
        path.unlink(missing_ok=True)
    except IsADirectoryError:
        shutil.rmtree(path, ignore_errors=True)
    except OSError as e:
        log.warning("cannot remove the bad cache entry %s: %s", path, e)
