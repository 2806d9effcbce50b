"""Pick the real voice and player when this machine can use them, else the fallbacks.

The app calls these once at start-up with values from the config (``voice.voice``,
``voice.rate``, ``audio.device``, ``audio.volume``, ``paths.cache_dir``).
"""

from __future__ import annotations

import logging
import queue
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .cache import CachedVoice
from .errors import NoSpeech, UnknownVoice
from .mixer import AlsaMixer, find_mixer
from .player import AplayPlayer, probe_audio
from .protocols import Player, Voice
from .silent import SilentPlayer, TextVoice
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
