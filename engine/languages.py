"""The languages the box speaks: one table, :data:`LANGUAGES`, a :class:`Lang` row each.

A language is its row here and its catalogue,
``device/locale/<code>/LC_MESSAGES/nightbox.po`` (English, the catalogues' source
language, has none). Everything else is read from the rows: the ``--lang`` and
``language`` setting choices, the name the menu and ``--help`` show, the "did you mean" of
a name someone types (``engine.words``), the voices that speak it
(``device.i18n.voices``) and the plural rule ``python -m tools.i18n update`` writes in a
new catalogue's header. A row without its catalogue is refused by the tools that read it
and spoken in English by the box (``device.i18n.catalogues``).

Pure data: the voices are names here (espeak-ng's, Piper's, SVOX Pico's); the pinned
voice files are named as ``device/config/voices.sha256`` names them, the lock holding
their hashes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

#: gettext's plural rule of a language with one form for 1 and another for the rest
ONE_AND_MANY: Final = "nplurals=2; plural=(n != 1);"


@dataclass(frozen=True)
class Lang:
    """One language the box speaks: its code and all the box needs to speak it."""

    #: its ISO 639-1 code: the catalogue's folder, ``--lang`` and the ``language`` setting
    code: str
    #: its name in itself, as the menu and ``--help`` show it
    own_name: str = field(repr=False)
    #: espeak-ng's voice for it (``espeak-ng --voices=CODE`` lists others)
    espeak: str = field(repr=False)
    #: gettext's ``Plural-Forms`` of its catalogue
    plural: str = field(default=ONE_AND_MANY, repr=False)
    #: the mark between a number's whole part and its fraction ("1,2 s")
    decimal_mark: str = field(default=".", repr=False)
    #: other names people type for it, in lower case, besides its code and own name
    typed: tuple[str, ...] = field(default=(), repr=False)
    #: the Piper voice ``voice.model = "auto"`` takes (a name of Piper's voice list);
    #: ``None``: no Piper voice speaks it, espeak-ng does
    piper: str | None = field(default=None, repr=False)
    #: SVOX Pico's voice for it (``pico2wave -l``); ``None``: Pico does not speak it
    pico: str | None = field(default=None, repr=False)
    #: its voice files pinned in ``device/config/voices.sha256``, as the lock names them
    voice_files: tuple[str, ...] = field(default=(), repr=False)
    #: zero to twelve in words, plain letters, with a space between: how a listener writes
    #: a number it heard (``bench/bench_intelligibility.py`` compares them)
    numbers: str = field(default="", repr=False)


#: English, the catalogues' source language: the lines are written in it
EN: Final = Lang("en", "English", espeak="en", typed=("eng",), piper="en_US-joe-medium",
                 pico="en-US",
                 voice_files=("en_US-joe-medium.onnx", "en_US-joe-medium.onnx.json"),
                 numbers="zero one two three four five six seven eight nine ten eleven twelve")

#: every language the box speaks, in the order the menu offers them
LANGUAGES: tuple[Lang, ...] = (
    EN,
    Lang("de", "Deutsch", espeak="de", decimal_mark=",", typed=("german", "ger", "deu"),
         piper="de_DE-thorsten-medium", pico="de-DE",
         numbers="null eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf"),
    Lang("fr", "Français", espeak="fr", decimal_mark=",", plural="nplurals=2; plural=(n > 1);",
         typed=("french", "francais", "fra", "fre"), piper="fr_FR-siwis-medium",
         pico="fr-FR",
         numbers="zero un deux trois quatre cinq six sept huit neuf dix onze douze"),
    Lang("es", "Español", espeak="es", decimal_mark=",",
         typed=("spanish", "espanol", "spa", "castellano"), piper="es_ES-davefx-medium",
         pico="es-ES",
         numbers="cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce"),
)
