"""The table voice in a language: the box's voice settings, with the language's own
espeak-ng voice, Piper model and Pico voice (``device.i18n.voices``), so German is never
read out by an English voice. The speaker, ``say``, ``script --wav`` and ``demo``'s night
open it here.
"""

from __future__ import annotations

from pathlib import Path

from device.audio.protocols import Voice
from device.i18n.voices import VOICES, espeak_voice, piper_model
from engine.words import Lang


def lang_table_voice(cache: Path, lang: Lang, voice: str, rate: int, *, engine: str,
                     model: str | None) -> Voice:
    """``make_table_voice`` for ``lang``, its lines in ``cache/tts`` and its Piper voices
    in ``cache/voices``."""
    from device.audio.factory import make_table_voice

    return make_table_voice(cache / "tts", espeak_voice(lang, voice), rate, engine=engine,
                            model=piper_model(lang, model), voices=cache / "voices",
                            pico=VOICES[lang].pico)
