"""Voice and night audio: lines rendered to WAV (espeak-ng through pyttsx3, SVOX Pico
through ttspico, or Piper), trimmed and levelled (``level``), cached on disk (``cache``),
composed into one timeline per night (``compose``, with the sound ``bed`` and the vote
``count_in``) and played with ``aplay`` (``player``, ``mixer``); ``timing`` estimates how
long a line takes, and ``silent`` stands in when speech or a sound card is missing
(DESIGN §2.4, §5, §6).

May import ``device.errors``, the engine's cues and itself; never the core, the shell or
the other adapters. Nothing here imports pyttsx3, ttspico or piper at module level; they are
loaded on first use (:class:`device.audio.tts.PyttsxSynth`, ``pico_synth``, ``piper_synth``).
"""

from __future__ import annotations

from .errors import BadWav, BlankLine, NoSpeech, UnknownVoice
from .protocols import SAMPLE_RATE, Clip, Mark, Player, Synth, Voice
from .timing import estimate_seconds

__all__ = ["SAMPLE_RATE", "BadWav", "BlankLine", "Clip", "Mark", "NoSpeech", "Player",
           "Synth", "UnknownVoice", "Voice", "estimate_seconds"]
