"""The language a line is said in: a code read as its row of ``engine.languages``
(:func:`parse_lang`), and :class:`Words`, the one value every sentence the box speaks or
shows is built with.

Sentences are whole templates with named fields (``"Seat {seat} dies."``), never glued from
translated pieces, so a translator can put the fields where the language wants them.
Seats, lists and plurals are formatted here, per language, from templates of the same
catalogue ("Sitz 3", "les sièges 2 et 5", "los asientos 2 y 5").

The engine stays pure: a :class:`Words` holds a catalogue that the device loaded (the
stdlib's ``gettext.GNUTranslations`` from a ``.mo`` file); without one it speaks English,
the catalogue's source language. The markers follow gettext's keywords, so ``xgettext
-k_ -kN_ -kn_:1,2`` (or ``tools/i18n.py extract``) finds every line:

* ``words._("text", field=value)``: a line, translated and filled in;
* ``words.n_("one {n}", "many {n}", n)``: a line with a count, in the language's plural;
* ``N_("text")``: marks a line kept in a table (a role's action, a constant) to be
  translated where it is used, with ``words._(TABLE_VALUE)``.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol

from .errors import InvalidInput, did_you_mean
from .languages import EN, LANGUAGES, Lang

#: every language's code, in the table's order
LANG_CODES: tuple[str, ...] = tuple(lang.code for lang in LANGUAGES)
_BY_CODE: dict[str, Lang] = {lang.code: lang for lang in LANGUAGES}
#: names people type for a language (its own name too) -> its code, for "did you mean"
_NAMES_TYPED: dict[str, str] = {name: lang.code for lang in LANGUAGES
                                for name in (lang.own_name.lower(), *lang.typed)}


def lang_hint(typed: str) -> str:
    """`` (did you mean 'de'?)`` for "german", "Deutsch", "ger" or "dee"; else ``""``."""
    key = typed.strip().lower()
    if key in _NAMES_TYPED:
        return f" (did you mean {_NAMES_TYPED[key]!r}?)"
    return did_you_mean(key, LANG_CODES)


class UnknownLanguage(InvalidInput):
    """A language code that is no row of the table (``engine.languages``)."""

    def __init__(self, code: str) -> None:
        self.code = code
        super().__init__(f"unknown language {code!r}{lang_hint(code)}; the box speaks: "
                         f"{', '.join(LANG_CODES)}")


def parse_lang(code: str) -> Lang:
    """``"de"``, ``"DE"`` or ``"de_DE"`` -> German's row; :class:`UnknownLanguage`
    otherwise."""
    try:
        return _BY_CODE[code.strip().lower().replace("-", "_").split("_")[0]]
    except KeyError:
        raise UnknownLanguage(code) from None


class Catalogue(Protocol):
    """What a catalogue answers: the stdlib's ``gettext.NullTranslations`` and
    ``GNUTranslations`` both are one."""

    def gettext(self, message: str, /) -> str: ...

    def ngettext(self, msgid1: str, msgid2: str, n: int, /) -> str: ...


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue; it is translated where it is used."""
    return message


@dataclass(frozen=True)
class Words:
    """Lines in one language. ``Words()`` is English (the catalogue's source)."""

    lang: Lang = EN
    catalogue: Catalogue = field(default_factory=gettext.NullTranslations, repr=False,
                                 compare=False)

    def _(self, message: str, /, **fields: object) -> str:
        """``message`` in this language, its ``{fields}`` filled in."""
        text = self.catalogue.gettext(message) if message else ""
        return text.format(**fields) if fields else text

    def n_(self, singular: str, plural: str, n: int, /, **fields: object) -> str:
        """The plural form for ``n`` (``{n}`` is filled in too)."""
        return self.catalogue.ngettext(singular, plural, n).format(n=n, **fields)

    def join(self, items: Iterable[str], *, last: str = "and") -> str:
        """``["2", "4", "7"]`` -> ``"2, 4 and 7"`` in this language (``last="or"``:
        ``"2, 4 or 7"``)."""
        parts = list(items)
        if len(parts) <= 1:
            return "".join(parts)
        head = self._(", ").join(parts[:-1])
        if last == "or":
            return self._("{items} or {last}", items=head, last=parts[-1])
        return self._("{items} and {last}", items=head, last=parts[-1])

    def number(self, value: float) -> str:
        """``1.2`` as this language writes it: "1.2", "1,2" (whole numbers without a
        fraction: "8")."""
        return f"{value:g}".replace(".", self.lang.decimal_mark)

    def seat(self, seat: int) -> str:
        """One seat inside a sentence: "seat 3", "Sitz 3"."""
        return self._("seat {seat}", seat=seat)

    def seats(self, seats: Iterable[int], *, start: bool = False) -> str:
        """Seats inside a sentence: "seat 2", "seats 2, 4 and 7" (``start``: "Seat 2",
        to begin a sentence)."""
        s = sorted(seats)
        text = self.n_("seat {seats}", "seats {seats}", len(s),
                       seats=self.join(str(x) for x in s))
        return capital(text) if start else text


def capital(text: str) -> str:
    """``text`` with its first letter in upper case (the rest unchanged)."""
    return text[:1].upper() + text[1:]


ENGLISH = Words()
