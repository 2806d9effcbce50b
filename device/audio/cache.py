"""The TTS cache: one WAV per line on disk, keyed by sha256 of (text, voice, rate).

Volume is not in the key: it is applied by the ALSA mixer or when a night is composed.
Every entry is written atomically (temp file in the cache folder, fsync, rename) and is
already in the composition format (16-bit mono at ``SAMPLE_RATE``), so composing a night
from cached lines only copies samples. A night rendered twice synthesises nothing the
second time.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import threading
from pathlib import Path

from . import pcm, scratch, sealed
from .errors import BadWav, NoSpeech
from .level import level
from .protocols import SAMPLE_RATE, Clip, Synth
from .tts import clean_text

log = logging.getLogger(__name__)

#: Bump when the stored format changes, so old entries are simply not found.
#: 2: every line trimmed and levelled (``level``).
#: 3: Piper speaks a long sentence in parts, split at its commas (``piper_synth``).
CACHE_VERSION = 3


def cache_key(text: str, voice: str, rate: int) -> str:
    payload = json.dumps([CACHE_VERSION, clean_text(text), voice, int(rate)])
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class CachedVoice:
    """A :class:`~.protocols.Voice` that renders through ``synth`` once per distinct line."""

    def __init__(self, synth: Synth, directory: Path, *, sample_rate: int = SAMPLE_RATE,
                 levelled: bool = True) -> None:
        """``levelled=False`` keeps the renderer's own level and silences (for tests of
        the mixing arithmetic with synthetic tones)."""
        self.synth = synth
        self.levelled = levelled
        self.directory = Path(directory)
        self.sample_rate = sample_rate
        self._lock = threading.Lock()  # one synthesis at a time; espeak is process-wide
        self._swept = False

    def path_for(self, text: str) -> Path:
        return self.directory / f"{cache_key(text, self.synth.voice, self.synth.rate)}.wav"

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
        self.directory.mkdir(parents=True, exist_ok=True)
        if not self._swept:   # what a run stopped mid-render left behind
            scratch.sweep(self.directory)
            self._swept = True
        fd, raw = scratch.temp_file(self.directory, "render")
        os.close(fd)
        try:
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
            pcm.write_wav(path, samples, self.sample_rate)  # atomic: temp, fsync, rename
        finally:
            raw.unlink(missing_ok=True)
        return Clip(text, path, len(samples) / self.sample_rate)


def _drop(path: Path) -> None:
    """Remove whatever is in a cache entry's place: a file, a FIFO, a directory."""
    try:
        path.unlink(missing_ok=True)
    except IsADirectoryError:
        shutil.rmtree(path, ignore_errors=True)
    except OSError as e:
        log.warning("cannot remove the bad cache entry %s: %s", path, e)
