"""The voice choice: which engine, and which cached file, speaks a line.

:func:`table_voice` chooses the engine that speaks the box's lines in a language, in one
place: the natural voice (Piper) from the lines prepared in its cache, with espeak-ng for
any line not prepared yet (:class:`PreparedVoice`); else espeak-ng alone; else none (a
text-only voice: the lines are shown). Each language speaks with its own espeak-ng voice
and Piper model (``device.i18n.voices``), so German is never read out by an English voice.
Piper itself is never loaded here: :class:`PiperKey` only names its cache entries, which
``nightbox voice prepare`` (and the preparer's child) render. Every line arrives trimmed
and at the one loudness of ``device.audio.level``, so a night that mixes both stays level.

:class:`TableVoice` is the choice the speaker holds: one render at a time (pyttsx3 is not
thread-safe), made again when the menu changes the voice, the rate or the language.
The speaker, ``say``, ``script --wav`` and ``demo`` all choose here.
"""

from __future__ import annotations

import importlib.util
import logging
import threading
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from engine.languages import EN, Lang

from device.audio.cache import CachedVoice
from device.audio.errors import NoSpeech
from device.audio.factory import make_voice
from device.audio.piper_synth import NATURAL_RATE, find_model, piper_key
from device.audio.protocols import Clip, Voice
from device.audio.silent import TextVoice
from device.audio.tts import FixedVoice
from device.i18n.voices import espeak_voice, piper_model, voice_engine

log = logging.getLogger(__name__)


def table_voice(cache: Path, lang: Lang, voice: str, rate: int, *, engine: str,
                model: str | None) -> Voice:
    """The voice the box speaks ``lang`` with, its lines cached in ``cache/tts`` and its
    Piper voices in ``cache/voices``: with the natural voice installed (``engine``
    "auto" or "piper"), its prepared lines and espeak-ng for the rest; else espeak-ng;
    else the text voice. The log says which."""
    espeak = make_voice(cache / "tts", espeak_voice(lang, voice), rate)
    engine = voice_engine(lang, engine, model)
    if engine == "espeak" or isinstance(espeak, TextVoice):
        log.info("espeak-ng speaks (voice.engine = %s)", engine)
        return espeak
    try:
        path = natural_voice(piper_model(lang, model), [cache / "voices"])
    except NoSpeech as e:
        log.log(logging.WARNING if engine == "piper" else logging.INFO,
                "the natural voice is not installed (%s): espeak-ng speaks", e)
        return espeak
    log.info("the natural voice speaks: Piper, %s, from its prepared lines (espeak-ng for "
             "any line not prepared yet)", path.name)
    return PreparedVoice(CachedVoice(PiperKey(path, rate), cache / "tts"), espeak)


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
    """A :class:`~device.audio.protocols.Voice`: the prepared line when it is in
    ``prepared``'s cache, else ``fallback``'s rendering of it. ``missing`` holds the lines
    that fell back (so the box knows to prepare more), ``found`` those that came
    prepared."""

    def __init__(self, prepared: CachedVoice, fallback: Voice) -> None:
        self.prepared = prepared
        self.fallback = fallback
        self.missing: set[str] = set()
        self.found: set[str] = set()
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


def natural_model(voice: Voice) -> Path | None:
    """The Piper model whose prepared lines ``voice`` plays, or ``None`` (no natural
    voice: espeak-ng or the text voice speaks)."""
    if isinstance(voice, PreparedVoice) and isinstance(voice.prepared.synth, PiperKey):
        return voice.prepared.synth.model
    return None


def voice_name(voice: Voice) -> str:
    """What the System menu shows: "Piper (en_US-joe-medium)", "espeak-ng" or "none"."""
    if isinstance(voice, PreparedVoice):
        key = voice.engine
    elif isinstance(voice, CachedVoice):
        key = voice.synth.voice
    else:
        return "none"
    engine, _, model = key.partition(":")
    return f"Piper ({model})" if engine == "piper" else "espeak-ng"


def spoken_by(voice: Voice) -> str:
    """Which voice said the lines a command rendered: "espeak-ng", "Piper (M)", or, for
    the box's voice, how many lines came prepared and how many espeak-ng said."""
    name = voice_name(voice)
    if not isinstance(voice, PreparedVoice):
        return name
    if not voice.found:
        return (f"espeak-ng: no line prepared in {name} yet (nightbox voice prepare "
                "renders them)")
    if not voice.missing:
        return f"{name}, prepared lines"
    return (f"{name} for {len(voice.found)} prepared lines, espeak-ng for "
            f"{len(voice.missing)} not prepared yet")


#: makes the voice for a voice name, a rate and a language (``table_voice`` with the
#: box's engine, model and cache)
MakeVoice = Callable[[str, int, Lang], Voice]


class TableVoice:
    """The speaker's voice: ``current`` renders one line at a time; ``make`` (when
    given) makes it again for a new voice name, rate or language from the menu."""

    def __init__(self, voice: Voice, make: MakeVoice | None = None,
                 lang: Lang = EN) -> None:
        self.current = voice
        self.make = make
        self.lang = lang  #: the language it speaks: its lines are warmed and prepared
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return voice_name(self.current)

    def render(self, text: str) -> Clip:
        with self._lock:
            return self.current.render(text)

    def change(self, voice: str, rate: int, lang: Lang) -> bool:
        """Speak with ``voice`` at ``rate`` in ``lang`` from the next line on; ``False``
        (logged) when that voice cannot be made, and the one in use stays."""
        if self.make is None:
            return False
        try:
            made = self.make(voice, rate, lang)
        except Exception as exc:  # noqa: BLE001 - keep the voice that works
            log.warning("cannot use voice %s at rate %s: %s", voice, rate, exc)
            return False
        self.current, self.lang = made, lang
        return True

    def warm(self, lines: Iterable[str]) -> None:
        """Render ``lines`` ahead, so they are in the cache when they are said."""
        for text in lines:
            self.render(text)
