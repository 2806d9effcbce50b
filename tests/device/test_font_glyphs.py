"""Every letter German, French and Spanish need is drawn by each font the screen uses: a
glyph a font lacks comes out as its missing-glyph box (or nothing), so each letter's
bitmap is compared with the one the font draws for a character it has no glyph for."""

from __future__ import annotations

import pytest

from engine.languages import EN, LANGUAGES, Lang

from device.display import fonts
from device.i18n.catalogues import po_path
from device.i18n.po import read_po

#: the letters and marks the three languages add to English
ACCENTS = "äöüÄÖÜßéèêëàâçîïôûùœÉÈÀÇñÑ¿¡«»"
#: the faces the renderer draws with: body text, bold titles, the big words and digits
FACES = {"text": fonts.text, "title": fonts.title, "digits": lambda: fonts.digits(30)}
#: characters no font here has a glyph for (a private-use one, a noncharacter)
NO_GLYPH = ("\ue000", "\uffff")


def bitmap(font: fonts.Font, char: str) -> tuple[tuple[int, int], bytes]:
    mask = font.getmask(char)
    return mask.size, bytes(mask)


def missing(font: fonts.Font, chars: str) -> list[str]:
    notdef = {bitmap(font, c) for c in NO_GLYPH}
    return [c for c in sorted(set(chars)) if not c.isspace() and bitmap(font, c) in notdef]


def catalogue_text(lang: Lang) -> str:
    path = po_path(lang)
    return "".join("".join(e.strings) for e in read_po(path.read_text(encoding="utf-8"),
                                                        str(path)))


@pytest.mark.parametrize("face", sorted(FACES))
def test_every_accent_has_a_glyph(face: str) -> None:
    assert missing(FACES[face](), ACCENTS) == []


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang is not EN],
                         ids=lambda lang: lang.code)
@pytest.mark.parametrize("face", sorted(FACES))
def test_every_character_of_the_catalogues_has_a_glyph(face: str, lang: Lang) -> None:
    text = catalogue_text(lang)
    assert len(set(text)) > 40
    assert missing(FACES[face](), text) == []


@pytest.mark.parametrize("face", sorted(FACES))
def test_a_missing_glyph_is_caught(face: str) -> None:
    """The check can fail: a character outside every font here (Hangul, a Han character) is
    reported, and a plain letter is not."""
    font = FACES[face]()
    assert missing(font, "A\u3131\u4e00") == ["\u3131", "\u4e00"]
