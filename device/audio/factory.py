"""Pick the real voice and player when this machine can use them, else the fallbacks.

The app calls these once at start-up with values from the config (``voice.voice``,
``voice.rate``, ``audio.device``, ``audio.volume``, ``paths.cache_dir``).
"""

from __future__ import annotations

import logging
import queue
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .cache import CachedVoice
from .errors import NoSpeech, UnknownVoice
from .silent import SilentPlayer, TextVoice
from .mixer import AlsaMixer, find_mixer
from .pico_synth import PicoSynth, PicoVoice, find_pico, pico_key
from .piper_synth import piper_key
from .player import AplayPlayer, probe_audio
from .protocols import Player, Voice
from .tts import DEFAULT_RATE, DEFAULT_VOICE, PyttsxSynth

log = logging.getLogger(__name__)


def make_voice(cache_dir: Path, voice: str = DEFAULT_VOICE,
               rate: int = DEFAULT_RATE, *, engine: str = "espeak",
               model: str | None = None, voices: Path | None = None) -> Voice:
    """A cached voice: Piper (``engine`` "piper", or "auto" where Piper and its model are
    installed) or espeak-ng; a :class:`TextVoice` (logged once) when there is neither.
    The log says which. An unknown espeak-ng voice name is a config error and is raised.
    """
    if engine in ("auto", "piper"):
        from .piper_synth import PiperSynth, find_model

        try:
            piper = PiperSynth(find_model(model, [voices] if voices else []), rate)
        except NoSpeech as e:
            if engine == "piper":
                raise
            log.info("the natural voice is not installed (%s): espeak-ng speaks", e)
        else:
            log.info("the natural voice speaks: Piper, %s", piper.model.name)
            return CachedVoice(piper, cache_dir)
    synth = PyttsxSynth(voice, rate)
    try:
        synth.check()
    except UnknownVoice:
        raise
    except NoSpeech as e:
        log.warning("no speech (%s); lines will be shown instead", e)
        return TextVoice(rate)
    return CachedVoice(synth, cache_dir)


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
    """The rule, for the box and every command: the most intelligible voice installed
    speaks. Piper's prepared lines where piper-tts and the language's Piper voice are
    installed (``engine`` "auto" or "piper"); every other line in the best fast voice
    installed: SVOX Pico where it and the language's voice ``pico`` are (``engine`` "auto",
    "pico" or "piper"), else espeak-ng. A missing Pico is one warning line in the log,
    saying how to install it. Imports neither piper nor Pico."""
    from .prepared import natural_voice

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


def make_table_voice(cache_dir: Path, voice: str = DEFAULT_VOICE, rate: int = DEFAULT_RATE,
                     *, engine: str = "auto", model: str | None = None,
                     voices: Path | None = None, pico: str | None = None) -> Voice:
    """The voice the box itself speaks with (:func:`choose_voices`), which never loads
    Piper: the lines prepared in Piper's cache (:class:`~.prepared.PreparedVoice`) and, for
    any line not prepared, Pico's voice ``pico`` live, else espeak-ng. The log says which."""
    from .prepared import PiperKey, PreparedVoice

    chosen = (Chosen(None, None) if engine == "espeak" else
              choose_voices(engine, model, [voices] if voices else [], pico))
    fast = (CachedVoice(PicoSynth(chosen.fast, rate), cache_dir) if chosen.fast else
            make_voice(cache_dir, voice, rate))
    if chosen.natural is None or isinstance(fast, TextVoice):
        log.info("%s speaks (voice.engine = %s)", voice_name(fast), engine)
        return fast
    log.info("the natural voice speaks: Piper, %s, from its prepared lines (%s for any "
             "line not prepared yet)", chosen.natural.name, voice_name(fast))
    return PreparedVoice(CachedVoice(PiperKey(chosen.natural, rate), cache_dir), fast)


def voice_name(voice: Voice) -> str:
    """What the System menu shows: "Piper (en_US-joe-medium)", "SVOX Pico (de-DE)",
    "espeak-ng" or "none"."""
    from .prepared import PreparedVoice

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
    from .prepared import PreparedVoice

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


@dataclass(frozen=True)
class Output:
    """The player, and the gain to compose with (1.0 when the ALSA mixer sets the volume)."""

    player: Player
    compose_volume: float
    reason: str | None  # why there is no sound, or None
    #: the ALSA control that sets the volume (``None``: the volume is in the samples)
    mixer: AlsaMixer | None = None


def make_output(events: queue.Queue[Any], *, device: str | None = None, volume: float = 1.0,
                mixer: str = "", clock: Callable[[], float] = time.monotonic,
                show: Callable[[str], None] | None = None) -> Output:
    """aplay (volume on the ALSA ``mixer`` control, or found), else a silent player.

    ``volume`` is 0..1 (config ``audio.volume`` / 100).
    """
    reason = probe_audio(device)
    if reason is not None:
        log.warning("no audio output (%s); lines will be shown instead", reason)
        return Output(SilentPlayer(events, clock=clock, show=show), volume, reason)
    alsa = find_mixer(device, control=mixer)
    if alsa is not None and alsa.set_volume(volume):
        log.info("volume %.0f%% on ALSA control %s", volume * 100, alsa.control)
        compose_volume = 1.0
    else:
        compose_volume, alsa = volume, None
    return Output(AplayPlayer(events, device=device, clock=clock, show=show),
                  compose_volume, None, alsa)
