"""Every line One Night can say, for the prepared voice (``nightbox voice prepare``): its
fixed lines, the deaths, winners and score for every seat, the night of every preset
and of a deck with every role, in both script modes, with and without the lone wolf (the
marks any deck puts out, a sentence a mark and count, and Nostradamus's team for every
team, too).

Built from the sources the states speak from, never a hand list of sentences; a line that
is not here is still spoken (espeak-ng says it).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable
from itertools import combinations

from engine.cues import ScriptMode
from engine.errors import InvalidInput
from engine.onenight import MAX_PLAYERS, MIN_PLAYERS
from engine.onenight.dealing import deal_line, every_marks_sentence
from engine.onenight.deck import Deck
from engine.onenight.draws import NOSTRADAMUS_STEPS, TEAM_NAMES, Draws
from engine.onenight.outcome import SIDES
from engine.onenight.presets import FAMILY_PRESETS, PRESETS, preset
from engine.onenight.roles import ROLES
from engine.onenight.script import ScriptOptions, night_script
from engine.onenight.step_lines import nostradamus_team_lines
from engine.words import Words

from device.core.games.onenight import phrases
from device.core.games.onenight.night import STOPPED_LINE
from device.core.games.onenight.result import PROVISIONAL_LINE
from device.core.games.onenight.reveal import TURN_OVER_LINE
from device.i18n.language import _, speaking

log = logging.getLogger(__name__)

SEATS = range(1, MAX_PLAYERS + 1)
#: the lines the states say as they are
FIXED = (phrases.DEAL_LINE, phrases.HEAR_DECK_LINE, STOPPED_LINE, TURN_OVER_LINE,
         PROVISIONAL_LINE)


def decks() -> list[Deck]:
    """Every preset (the wider family's too), and a deck with every role the rules allow
    together."""
    found = [preset(n) for n in sorted(PRESETS)] + [Deck.of(c) for c in FAMILY_PRESETS.values()]
    every = [r for r in ROLES for _ in range(max(1, ROLES[r].max_count))]
    try:
        found.append(Deck.of(every))
    except InvalidInput as e:  # the table's limits; the presets still cover the roles
        log.debug("no deck with every role: %s", e)
    return found


def night_lines(words: Words, chosen: Iterable[Deck] = ()) -> list[str]:
    """Each deck's night in every script mode, and the deal line that reads the deck out
    (not for a deck of more than 16 cards: nobody deals one, and its one long sentence
    would take Piper more memory than a Pi Zero 2 W has to spare)."""
    lines: list[str] = []
    for deck in [*decks(), *chosen]:
        for mode in ScriptMode:
            for lone_wolf in (True, False):
                options = ScriptOptions(mode=mode, lone_wolf=lone_wolf, words=words,
                                        team_said_live=True)
                lines += night_script(deck, options, random.Random(0)).lines
        if len(deck.cards) <= 16:
            lines.append(deal_line(deck, words))
    return lines + list(every_marks_sentence(words))


def day_lines() -> list[str]:
    """The lines of the deal, the result and the score, for every seat (in the current
    language)."""
    lines = [*map(_, FIXED), phrases.deaths_line([]), phrases.revealed_deaths_line([]),
             _(phrases.NO_VOTES_WHY), _(phrases.SPREAD_WHY)]
    for seat in SEATS:
        lines += [phrases.deaths_line([seat]), phrases.revealed_deaths_line([seat]),
                  phrases.winning_line([seat]), phrases.champion_line(seat),
                  *phrases.cause_lines({0: seat}, [seat], {0: seat}, [seat], [seat])]
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        lines += [phrases.using_deck_line(players), phrases.deck_set_line(players)]
    teams = list(SIDES)
    for n in range(len(teams) + 1):   # any set of winners the outcome can name, none too
        lines += [phrases.winners_line(t.value for t in chosen)
                  for chosen in combinations(teams, n)]
    return lines


def team_lines(words: Words) -> list[str]:
    """Nostradamus's team as the box says it in the night, a sentence at a time: for
    every team, at either step that chooses one."""
    lines: list[str] = []
    for team in TEAM_NAMES:
        for step in NOSTRADAMUS_STEPS:
            lines += nostradamus_team_lines(Draws(nostradamus={step: team}), words)
    return list(dict.fromkeys(lines))


def every_line(words: Words) -> list[str]:
    """Every line, in ``words``' language: the day's first, then the nights."""
    with speaking(words):
        return day_lines() + night_lines(words) + team_lines(words)
