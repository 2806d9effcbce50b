"""Every line of classic's nights, for the catalogue the natural voice prepares: nights 1
and 2 of every preset (a later night says what night 2 says)."""

from __future__ import annotations

from engine.classic.presets import PRESETS
from engine.classic.script import ClassicScriptOptions, classic_night
from engine.words import Words


def night_lines(words: Words) -> list[str]:
    options = ClassicScriptOptions(words=words)
    return [line for p in PRESETS.values() for night in (1, 2)
            for line in classic_night(p.deck, night, options).lines]
