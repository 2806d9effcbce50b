"""The voice choice: which engine, and which cached file, speaks a line.

:func:`choose_voices` is the one rule, for the box and every command: the most
intelligible voice installed speaks. :func:`table_voice` applies it to the box's lines in
a language: the natural voice (Piper) from the lines prepared in its cache, with the best
fast voice installed for any line not prepared yet (:class:`PreparedVoice`): SVOX Pico,
else espeak-ng; else that fast voice alone; else none (a text-only voice: the lines are
shown). Each language speaks with its own voices (its row of ``engine.languages``, read by
``device.i18n.voices``), so German is never read out by an English voice.
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
from dataclasses import dataclass
from pathlib import Path

from engine.languages import EN, Lang

from device.audio.cache import CachedVoice
from device.audio.errors import NoSpeech
from device.audio.factory import make_voice
from device.audio.pico_synth import PicoSynth, PicoVoice, find_pico, pico_key
from device.audio.piper_synth import NATURAL_RATE, find_model, piper_key
from device.audio.protocols import Clip, Voice
from device.audio.silent import TextVoice
from device.audio.tts import FixedVoice
from device.i18n.voices import espeak_voice, piper_model, voice_engine

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Chosen:
    """The voices that speak a language, by the one rule of :func:`choose_voices`."""

    #: Piper's model, whose prepared lines are played (``None``: no natural voice)
    natural: Path | None
    #: Pico's voice, for every line not prepared (``None``: espeak-ng says them)
    fast: PicoVoice | None

    def describe(self) -> str:
        """Which voice says what: "Piper (M), prepared lines; SVOX Pico (V) for the rest",
        "SVOX Pico (V)" or "espeak-ng"."""
        fast = engine_name(pico_key(self.fast.name) if self.fast else "espeak")
        if self.natural is None:
            return fast
        return f"{engine_name(piper_key(self.natural))}, prepared lines; {fast} for the rest"


def choose_voices(engine: str, model: str | None, voices: Sequence[Path],
                  pico: str | None) -> Chosen:
    """The rule: the most intelligible voice installed speaks. Piper's prepared lines
    where piper-tts and the language's Piper voice are installed (``engine`` "auto" or
    "piper"); every other line in the best fast voice installed: SVOX Pico where it and
    the language's voice ``pico`` are (``engine`` "auto", "pico" or "piper"), else
    espeak-ng. A missing Pico is one warning line in the log, saying how to install it.
    Imports neither piper nor Pico."""
    natural = fast = None
    if engine in ("auto", "piper"):
        try:
            natural = natural_voice(model, voices)
        except NoSpeech as e:
            log.log(logging.WARNING if engine == "piper" else logging.INFO,
                    "the natural voice is not installed (%s)", e)
    if engine in ("auto", "pico", "piper") and pico:
        try:
            fast = find_pico(pico)
        except NoSpeech as e:
            log.warning("espeak-ng speaks %s: %s", "the lines not prepared in Piper yet"
                        if natural else "instead", e)
    return Chosen(natural, fast)


def table_voice(cache: Path, lang: Lang, voice: str, rate: int, *, engine: str,
                model: str | None) -> Voice:
    """The voice the box speaks ``lang`` with (:func:`choose_voices`), its lines cached in
    ``cache/tts`` and its Piper voices in ``cache/voices``: the natural voice's prepared
    lines where it is installed, the fast voice (Pico, else espeak-ng) for the rest; else
    the fast voice alone; else the text voice. Piper is never loaded here. The log says
    which."""
    espeak = make_voice(cache / "tts", espeak_voice(lang, voice), rate)
    engine = voice_engine(lang, engine, model)
    if engine == "espeak" or isinstance(espeak, TextVoice):
        log.info("espeak-ng speaks (voice.engine = %s)", engine)
        return espeak
    chosen = choose_voices(engine, piper_model(lang, model), [cache / "voices"], lang.pico)
    fast: Voice = (CachedVoice(PicoSynth(chosen.fast, rate), cache / "tts")
                   if chosen.fast else espeak)
    if chosen.natural is None:
        log.info("%s speaks (voice.engine = %s)", voice_name(fast), engine)
        return fast
    log.info("the natural voice speaks: Piper, %s, from its prepared lines (%s for any "
             "line not prepared yet)", chosen.natural.name, voice_name(fast))
    return PreparedVoice(CachedVoice(PiperKey(chosen.natural, rate), cache / "tts"), fast)


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
        if self._there(text):
            try:
                clip = self.prepared.render(text)
            except (NoSpeech, OSError):  # removed or unreadable meanwhile: say it all the same
                pass
            else:
                self.found.add(text)
                return clip
        with self._lock:
            if text not in self.missing:
                self.missing.add(text)
                if len(self.missing) == 1:
                    log.info("lines not prepared in the natural voice yet are said by "
                             "%s (the first: %r)", voice_name(self.fallback), text)
                else:
                    log.debug("not prepared in the natural voice: %r", text)
        return self.fallback.render(text)


    def _there(self, text: str) -> bool:
        """Whether the line was prepared; a cache that cannot be looked in (EIO, EACCES)
        has none, and the fallback says it."""
        try:
            return self.prepared.path_for(text).exists()
        except OSError as e:
            log.debug("cannot look for %r in the cache: %s", text, e)
            return False


def natural_model(voice: Voice) -> Path | None:
    """The Piper model whose prepared lines ``voice`` plays, or ``None`` (no natural
    voice: espeak-ng or the text voice speaks)."""
    if isinstance(voice, PreparedVoice) and isinstance(voice.prepared.synth, PiperKey):
        return voice.prepared.synth.model
    return None


def voice_name(voice: Voice) -> str:
    """What the System menu shows: "Piper (en_US-joe-medium)", "SVOX Pico (de-DE)",
    "espeak-ng" or "none"."""
    if isinstance(voice, PreparedVoice):
        key = voice.engine
    elif isinstance(voice, CachedVoice):
        key = voice.synth.voice
    else:
        return "none"
    return engine_name(key)


def engine_name(key: str) -> str:
    """A voice's name from its cache key: "Piper (M)", "SVOX Pico (V)" or "espeak-ng"."""
    engine, _, model = key.partition(":")
    return {"piper": f"Piper ({model})", "pico": f"SVOX Pico ({model})"}.get(engine,
                                                                             "espeak-ng")


def spoken_by(voice: Voice) -> str:
    """Which voice said the lines a command rendered: "espeak-ng", "SVOX Pico (V)",
    "Piper (M)", or, for the box's voice, how many lines came prepared and how many the
    fast voice (Pico or espeak-ng) said."""
    name = voice_name(voice)
    if not isinstance(voice, PreparedVoice):
        return name
    fast = voice_name(voice.fallback)
    if not voice.found:
        return (f"{fast}: no line prepared in {name} yet (nightbox voice prepare "
                "renders them)")
    if not voice.missing:
        return f"{name}, prepared lines"
    return (f"{name} for {len(voice.found)} prepared lines, {fast} for "
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
