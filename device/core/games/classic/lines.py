"""Every line classic can say, for the prepared voice (``nightbox voice prepare``): its
fixed lines, the deaths, reveals, ties and winners for each of the panel's seats, the
first two nights of every preset, and every role's call. A seat beyond the panel's (a big
table's, entered on the knob) is said by the fallback voice: preparing every line for 68
seats (2,278 ties) would cost the preparer many times its time and disk for lines few
tables hear.

Built from the sources the states speak from, never a hand list of sentences; a line that
is not here is still spoken (espeak-ng says it).
"""

from __future__ import annotations

from itertools import combinations

from engine.classic.deck import ClassicDeck
from engine.classic.options import ClassicOptions
from engine.classic.roles import CLASSIC_ROLE_IDS
from engine.classic.script import ClassicScriptOptions, classic_night
from engine.seats import MAX_SEATS
from engine.words import Words

from device.core.games.classic import dice_phrases, phrases, vote_phrases
from device.core.games.classic.box import BOX_PRESETS
from device.i18n.language import speaking

#: the seats whose lines are prepared: the panel's
SEATS = range(1, MAX_SEATS + 1)


#: a deck of every role, and the Alternates that give a role a call of its own: its
#: first three nights hold every role's call (the Drunk's is on night 3)
EVERY_ROLE = ClassicDeck.of(list(CLASSIC_ROLE_IDS))
CALLING = ClassicOptions(alternates=frozenset({"apprentice_looks", "martyr_night"}))


def night_lines(words: Words) -> list[str]:
    """The first two nights of every preset the box deals, and the first three of a deck
    of every role, in ``words``' language."""
    options = ClassicScriptOptions(words=words)
    every = ClassicScriptOptions(words=words, rules=CALLING)
    return [line for p in BOX_PRESETS.values() for night in (1, 2)
            for line in classic_night(p.deck, night, options).lines] + [
        line for night in (1, 2, 3) for line in classic_night(EVERY_ROLE, night, every).lines]


def every_line(words: Words) -> list[str]:
    """Every line, in ``words``' language: the day's first, then the nights."""
    with speaking(words):
        lines = [*phrases.sample_lines(SEATS), *vote_phrases.sample_lines(SEATS),
                 *dice_phrases.sample_lines()]
        for tied in combinations(SEATS, 2):   # a tie between any two seats
            lines += [phrases.lynch_tie_line(tied), phrases.second_tie_all_line(tied)]
    return lines + night_lines(words)
