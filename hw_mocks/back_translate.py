"""Reading a screen in another language back into the catalogue's English, so the scripted
player of the demo and the tests (which choose "Presets", answer "Save?") plays a German,
French or Spanish box the same way.

Each translation in the language's catalogue becomes a pattern: its literal text, and a
group for each ``{field}``; a field's own text is read back too ("Sitz 3" in "Sitz 3
stirbt." is "seat 3"). Text that no line of the catalogue makes is returned as it is. A
box whose catalogue cannot be read speaks English (``device.i18n.catalogues.words_for``),
and is read as English.
"""

from __future__ import annotations

import re
import string
from functools import cache

from engine.languages import EN, Lang
from engine.words import parse_lang

from device.i18n.catalogues import read_entries, words_for

_FORMAT = string.Formatter()
_FIELD = re.compile(r"\{[^{}]*\}")


def _pattern(template: str) -> re.Pattern[str] | None:
    parts: list[str] = []
    seen: set[str] = set()
    try:
        parsed = list(_FORMAT.parse(template))
    except ValueError:
        return None
    for literal, name, _spec, _conv in parsed:
        parts.append(re.escape(literal))
        if name is None:
            continue
        if not name.isidentifier():
            return None
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.+?)")
        seen.add(name)
    return re.compile("".join(parts), re.DOTALL)


class BackTranslator:
    """``english(text)``: the English the catalogue of ``lang`` translated into ``text``."""

    def __init__(self, lang: Lang) -> None:
        self.lang = lang
        self.exact: dict[str, str] = {}
        #: a translation with fields, its English, and the English plural (``None``: none)
        self.patterns: list[tuple[re.Pattern[str], str, str | None]] = []
        self._read: dict[str, str] = {}
        if lang is EN or words_for(lang).lang is not lang:   # none, or unreadable
            return
        for e in read_entries(lang):
            if not e.msgid or e.obsolete or not e.translated:
                continue
            for i, text in enumerate(e.strings):
                source = e.msgid if i == 0 or e.plural is None else e.plural
                if "{" not in text:
                    self.exact.setdefault(text, source)
                    continue
                pattern = _pattern(text)
                if pattern is not None and _FIELD.sub("", text).strip():  # some words
                    self.patterns.append((pattern, e.msgid, e.plural))
        # the longest literal text first: the most specific line wins
        self.patterns.sort(key=lambda p: -len(re.sub(r"\(\?P[<=][^)]*\)|\.\+\?", "",
                                                     p[0].pattern)))

    def english(self, text: str) -> str:
        return self._english(text) if self.lang is not EN else text

    def _english(self, text: str) -> str:
        """``text`` read back, each text once (a screen is read again at every step)."""
        if text not in self._read:
            self._read[text] = self._read_back(text)
        return self._read[text]

    def _read_back(self, text: str) -> str:
        if text in self.exact:
            return self.exact[text]
        for pattern, one, many in self.patterns:
            m = pattern.fullmatch(text)
            if m is not None:
                fields = {k: self._english(v) if len(v) < len(text) else v
                          for k, v in m.groupdict().items()}
                source = one if many is None or fields.get("n") == "1" else many
                try:
                    return source.format(**fields)
                except (KeyError, IndexError, ValueError):
                    continue
        label, colon, value = text.partition(": ")   # a menu row: "Label: value"
        if colon and value:
            return f"{self._english(label)}: {self._english(value)}"
        head, space, number = text.rpartition(" ")   # a numbered copy: "Werwolf 2"
        if space and number.isdigit():
            return f"{self._english(head)} {number}"
        return text


@cache
def back_translator(language: str) -> BackTranslator:
    """The reader of a box whose ``language`` setting is ``language``, built once per
    process (its catalogue parsed once, however many rigs and screens read it)."""
    return BackTranslator(parse_lang(language))
