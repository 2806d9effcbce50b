"""Each language's voices: espeak-ng's voice, the Piper voice ``voice.model = "auto"``
picks (``make install`` fetches it for the configured language, with its pinned sha256 in
``systemd/locks/voices.sha256``), and SVOX Pico's voice (``make install`` builds Pico with
all of them). Adding a language adds a row here.

The ``voice`` setting is an espeak-ng voice; it is used when it speaks the box's language
(``en-gb`` for English), else the language's own voice is, so German is never read out by
an English voice.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.words import Lang


@dataclass(frozen=True)
class LangVoices:
    #: espeak-ng's voice for the language (``espeak-ng --voices=LANG`` lists others)
    espeak: str
    #: the Piper voice for ``voice.model = "auto"`` (a name of Piper's voice list)
    piper: str
    #: SVOX Pico's voice for the language (its files ``NAME_ta.bin``, ``NAME_*_sg.bin``)
    pico: str


VOICES: dict[Lang, LangVoices] = {
    Lang.EN: LangVoices("en", "en_US-joe-medium", "en-US"),
    Lang.DE: LangVoices("de", "de_DE-thorsten-medium", "de-DE"),
    Lang.FR: LangVoices("fr", "fr_FR-siwis-medium", "fr-FR"),
    Lang.ES: LangVoices("es", "es_ES-davefx-medium", "es-ES"),
}

#: the model setting that lets the language choose
AUTO = "auto"


def speaks(voice: str, lang: Lang) -> bool:
    """Whether the espeak-ng voice ``voice`` (``en-gb``, ``fr-be``, ``mb-de1``) speaks ``lang``."""
    name = voice.lower().removeprefix("mb-").replace("_", "-")
    return name.split("-")[0].rstrip("0123456789") == lang.value


def espeak_voice(lang: Lang, voice: str) -> str:
    """The espeak-ng voice to speak ``lang`` with: the ``voice`` setting if it speaks the
    language, else the language's own."""
    return voice if voice and speaks(voice, lang) else VOICES[lang].espeak


def piper_model(lang: Lang, model: str | None) -> str | None:
    """The Piper model to look for: a model the settings name (not ``auto``) as it is;
    for English, ``None`` (the bundled voice, else any installed one, as before); for
    another language, that language's voice by name, so an English model is never used to
    read German."""
    if model and model != AUTO:
        return model
    return None if lang is Lang.EN else VOICES[lang].piper
