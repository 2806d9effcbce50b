"""A broken ``.po`` never stops the demo (issue 34, item 11): the box speaks English when
its catalogue cannot be read, and the demo's scripted players read what it shows, as
English; they read the catalogue unguarded before and the demo crashed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.words import parse_lang

from device.cli import main
from device.i18n import catalogues
from hw_mocks.back_translate import back_translator

BROKEN = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
          'msgid "Seat {seat} dies."\nmsgstr "Sitz {seat} stirbt.\n')


@pytest.fixture()
def broken_german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setattr(catalogues, "LOCALE_DIR", tmp_path)
    path = catalogues.po_path(parse_lang("de"))
    path.parent.mkdir(parents=True)
    path.write_text(BROKEN, encoding="utf-8")
    catalogues.words_for.cache_clear()
    back_translator.cache_clear()
    yield path
    catalogues.words_for.cache_clear()
    back_translator.cache_clear()


def test_the_demo_plays_in_english_with_a_broken_catalogue(
        broken_german: Path, capsys: pytest.CaptureFixture[str],
        caplog: pytest.LogCaptureFixture) -> None:
    assert main(["demo", "--lang", "de", "--json"]) == 0
    out = capsys.readouterr().out
    assert '"text": "The werewolves win."' in out or '"text": "The village wins."' in out
    assert "Sitz" not in out
    [logged] = [r.getMessage() for r in caplog.records if r.levelname == "ERROR"]
    assert logged.startswith(f"the de catalogue cannot be read, speaking English: "
                             f"{broken_german}:6: expected a quoted string")
