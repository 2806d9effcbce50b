"""The screen words of the table flow and the games' states fit the OLED in every language
as well as in English: each line of the catalogue written in those states, filled in with
the widest values, is drawn as a menu title (the tightest place: one line, or two for a
question too long for one); a translation may be cut only where its English fits one line
(the long spoken lines do not, and are not shown there)."""

from __future__ import annotations

import string

import pytest

from engine.languages import EN, LANGUAGES, Lang

from device.core.ui import views
from device.core.ui.menu import Item, Menu, Page
from device.display import widgets
from device.display.render import render_image, title_lines
from device.i18n.catalogues import po_path
from device.i18n.po import Entry, read_po

#: the states that build screens from their own words (a game's spoken lines, in its
#: phrases and lines modules, are heard, not shown)
STATE_FILES = ("device/core/games/", "device/core/table/")
SPOKEN_FILES = ("/phrases.py", "/lines.py")
#: the widest value of each field
WIDEST = {"seat": 10, "n": 10, "seats": "1, 2", "role": "Bodyguard", "step": "Bodyguard",
          "balance": "+12", "done": 10}


def cut_as_title(text: str, monkeypatch: pytest.MonkeyPatch) -> bool:
    cut: list[str] = []
    monkeypatch.setattr(widgets, "on_cut", cut.append)
    render_image(views.menu(Menu(Page(text, [Item("x")])).view()))
    return bool(cut)


def one_line_title(text: str, monkeypatch: pytest.MonkeyPatch) -> bool:
    return not title_lines(text) and not cut_as_title(text, monkeypatch)


def filled(text: str) -> str | None:
    names = [n for _, n, _, _ in string.Formatter().parse(text) if n]
    if any(n not in WIDEST for n in names):
        return None
    return text.format(**{n: WIDEST[n] for n in names})


def state_entries(lang: Lang) -> list[Entry]:
    entries = read_po(po_path(lang).read_text(encoding="utf-8"))
    return [e for e in entries if e.msgid and e.plural is None and e.strings[0]
            and any(r.startswith(STATE_FILES) and not r.endswith(SPOKEN_FILES)
                    for r in e.refs)]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang is not EN])
def test_a_translated_screen_word_fits_where_its_english_does(
        lang: Lang, monkeypatch: pytest.MonkeyPatch) -> None:
    entries = state_entries(lang)
    assert len(entries) > 50, "too few of the states' lines translated to be checking them"
    cut: list[str] = []
    for e in entries:
        english, translated = filled(e.msgid), filled(e.strings[0])
        if english is None or translated is None:
            continue
        if cut_as_title(translated, monkeypatch) and one_line_title(english, monkeypatch):
            cut.append(translated)
    assert cut == [], cut
