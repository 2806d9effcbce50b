"""Every line of One Night's nights, for the catalogue the natural voice prepares: the
night of every preset and of a deck with every role, in both script modes, with and
without the lone wolf, and the deal line that reads each deck out."""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable

from engine.cues import ScriptMode
from engine.errors import InvalidInput
from engine.onenight.dealing import deal_line
from engine.onenight.deck import Deck
from engine.onenight.presets import PRESETS, preset
from engine.onenight.roles import ROLES
from engine.onenight.script import ScriptOptions, night_script
from engine.words import Words

log = logging.getLogger(__name__)


def onenight_decks(extra: Iterable[Deck] = ()) -> list[Deck]:
    """Every preset, a deck with every role the rules allow together, and ``extra``."""
    decks = [preset(n) for n in sorted(PRESETS)]
    every = [r for r in ROLES for _ in range(max(1, ROLES[r].max_count))]
    try:
        decks.append(Deck.of(every))
    except InvalidInput as e:  # the table's limits; the presets still cover the roles
        log.debug("no deck with every role: %s", e)
    return decks + list(extra)


def night_lines(decks: Iterable[Deck], words: Words) -> list[str]:
    """Each deck's night in every script mode, and the deal line that reads the deck out
    (not for a deck of more than 16 cards: nobody deals one, and its one long sentence
    would take Piper more memory than a Pi Zero 2 W has to spare)."""
    lines: list[str] = []
    for deck in decks:
        for mode in ScriptMode:
            for lone_wolf in (True, False):
                options = ScriptOptions(mode=mode, lone_wolf=lone_wolf, words=words)
                lines += night_script(deck, options, random.Random(0)).lines
        if len(deck.cards) <= 16:
            lines.append(deal_line(deck, words))
    return lines
