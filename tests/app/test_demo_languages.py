"""A whole One Night and a whole classic game, scripted, in German, French and Spanish:
the same game as in English (the scripted players read the screens back into English),
every line said and every title shown in the language, the record the same."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from device.core.settings import Settings
from engine.words import Lang
from hw_mocks.classic_demo import play as play_classic
from hw_mocks.demo import play
from hw_mocks.rig import Rig

OTHERS = [lang for lang in Lang if lang is not Lang.EN]
#: what reads the same in every language: the box's name, the game's name, digits
SAME = {"Nightbox", "One Night"}


def game(kind: str, lang: Lang, folder: Path) -> Rig:
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    pins = MockFactory(pin_class=MockPWMPin)
    settings = Settings().replace(language=lang.value)
    if kind == "classic":
        return play_classic(seed=3, settings=settings, state_dir=folder, pin_factory=pins).rig
    return play(players=6, seed=3, settings=settings, state_dir=folder, pin_factory=pins).rig


def titles(rig: Rig) -> Iterator[str]:
    for shown in rig.transcript.kinds("show"):
        for key in ("title", "headline"):
            text: Any = shown.get(key)
            if isinstance(text, str) and text.strip() and not text.strip().isdigit():
                yield text


@pytest.fixture(scope="module")
def english(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Rig]:
    return {kind: game(kind, Lang.EN, tmp_path_factory.mktemp(kind))
            for kind in ("onenight", "classic")}


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["onenight", "classic"])
@pytest.mark.parametrize("lang", OTHERS, ids=lambda lang: lang.value)
def test_a_whole_game_in_the_language(kind: str, lang: Lang, english: dict[str, Rig],
                                      tmp_path: Path) -> None:
    rig, en = game(kind, lang, tmp_path), english[kind]
    try:
        # the same game: the same phases, deaths and winners, whatever the language
        assert [e["phase"] for e in rig.transcript.kinds("phase")] == \
            [e["phase"] for e in en.transcript.kinds("phase")]
        record, en_record = rig.store.games()[-1], en.store.games()[-1]
        for key in ("deaths", "final_deaths", "winners", "winning_seats"):
            assert record.get(key) == en_record.get(key), key
        said, en_said = rig.said(), en.said()
        assert len(said) == len(en_said) > 10
        english_lines = set(en_said)
        assert [line for line in said if line in english_lines] == []   # no silent English
        shown, en_shown = set(titles(rig)), set(titles(en))
        assert len(shown) > 10
        assert sorted(shown & en_shown - SAME) == []
        assert rig.english(said[-1]) == en_said[-1]    # and it says what English says
    finally:
        rig.close()
