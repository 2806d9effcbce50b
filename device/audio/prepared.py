"""The natural voice at the table: only what was rendered before, espeak-ng for the rest.

Piper is too slow to speak live on a Pi Zero 2 W, and onnxruntime is a large import, so
the box never loads it. It plays the lines ``nightbox voice prepare`` rendered into the
cache (keyed by the engine, the model, the text and the rate) and renders any line not
there yet with espeak-ng, that line alone: never silence. Both arrive trimmed and at the
one loudness of ``level``, so a night that mixes them stays level.

:class:`PiperKey` names the Piper cache entries without importing piper;
:func:`natural_voice` says whether the natural voice can be used here at all.
"""

from __future__ import annotations

import importlib.util
import logging
import threading
from collections.abc import Sequence
from pathlib import Path

from .cache import CachedVoice
from .errors import NoSpeech
from .piper_synth import NATURAL_RATE, find_model, piper_key
from .protocols import Clip, Voice
from .tts import FixedVoice

log = logging.getLogger(__name__)


class PiperKey(FixedVoice):
    """The Piper engine's name and rate for the cache, with no synthesis behind it: the
    box looks up what was prepared, and a line that was not raises :class:`NoSpeech`."""

    def __init__(self, model: Path, rate: int = NATURAL_RATE) -> None:
        super().__init__(piper_key(model), rate)
        self.model = model

    def synthesize(self, text: str, out: Path) -> None:
        raise NoSpeech(f"not prepared in the natural voice: {text!r}")


def natural_voice(model: str | None, search: Sequence[Path] = ()) -> Path:
    """The model file of the natural voice, when piper-tts and the model are installed;
    else :class:`NoSpeech` saying what is missing. Imports neither piper nor onnxruntime."""
    if importlib.util.find_spec("piper") is None:
        raise NoSpeech("Piper is not installed (the voice extra)")
    return find_model(model, search)


class PreparedVoice:
    """A :class:`~.protocols.Voice`: the prepared line when it is in ``prepared``'s
    cache, else ``fallback``'s rendering of it. ``missing`` counts the lines that fell back
    (so the box knows to prepare more)."""

    def __init__(self, prepared: CachedVoice, fallback: Voice) -> None:
        self.prepared = prepared
        self.fallback = fallback
        self.missing: set[str] = set()
        self.found: set[str] = set()  #: the lines that came prepared
        self._lock = threading.Lock()

    @property
    def engine(self) -> str:
        return self.prepared.synth.voice

    def render(self, text: str) -> Clip:
        if self.prepared.path_for(text).exists():
            try:
                clip = self.prepared.render(text)
            except NoSpeech:  # removed or unreadable meanwhile: say it all the same
                pass
            else:
                self.found.add(text)
                return clip
        with self._lock:
            if text not in self.missing:
                self.missing.add(text)
                if len(self.missing) == 1:
                    log.info("lines not prepared in the natural voice yet are said by "
                             "espeak-ng (the first: %r)", text)
                else:
                    log.debug("not prepared in the natural voice: %r", text)
        return self.fallback.render(text)
