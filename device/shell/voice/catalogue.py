"""Every fixed line the box can say, for ``nightbox voice prepare`` to render ahead.

Built from the sources the box speaks from (the engines' night scripts, the phrases and
the states' lines), never a hand list of sentences: the night of every One Night preset
and of a deck with every role, in both script modes and with and without the lone wolf;
every classic night of every preset; the day and vote lines for every seat; the count-ins.
A line that is not here is still spoken: espeak-ng says it (``device.audio.prepared``).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable
from itertools import combinations

from engine.classic.presets import PRESETS as CLASSIC_PRESETS
from engine.classic.script import ClassicScriptOptions, classic_night
from engine.cues import ScriptMode, count_in_words
from engine.errors import InvalidInput
from engine.onenight.dealing import deal_line
from engine.onenight.deck import MAX_PLAYERS, MIN_PLAYERS, Deck
from engine.onenight.outcome import SIDES
from engine.onenight.presets import PRESETS, preset
from engine.onenight.roles import ROLES
from engine.onenight.script import ScriptOptions, night_script

from engine.words import ENGLISH, Words

from device.core.games import GAMES
from device.i18n.language import _, speaking, words
from device.core.states import hwtest, menu
from device.core.ui import classic_phrases, phrases
from device.core.ui.phrases import (cause_lines, champion_line, deaths_line, deck_set_line,
                                    early_line, first_speaker_line, not_counted_line,
                                    revealed_deaths_line, seat_line, using_deck_line,
                                    winners_line, winning_line)
from device.shell.voice.protocol import COUNT_IN_WORDS

log = logging.getLogger(__name__)

SEATS = range(1, 11)
#: the lines the states say as they are, each a constant beside the state that says it
#: the day's and the vote's fixed lines, the same in both games (warmed at start-up too)
DAY_FIXED = (phrases.ONE_MINUTE, phrases.TEN_SECONDS, phrases.TIME_UP, phrases.ALL_READY,
             phrases.REVOTE_OFFER, phrases.NO_VOTES_OFFER, phrases.VOTE_AGAIN_LINE)
FIXED = (*DAY_FIXED, phrases.SAME_PLAYERS_LINE, phrases.EDITED_DECK_LINE,
         menu.SAMPLE_LINE, menu.CHIPS_RESET_LINE, menu.GOODBYE_LINE,
         hwtest.START_LINE, hwtest.KNOB_LINE)


#: the count-ins of both games (One Night's "three, two, one, vote", classic's pointing),
#: in English (:func:`count_ins` says them in a language)
COUNT_INS: tuple[tuple[str, ...], ...] = (COUNT_IN_WORDS, classic_phrases.POINT_COUNT)


def count_ins(words: Words = ENGLISH) -> list[tuple[str, ...]]:
    """Both games' count-ins in ``words``' language."""
    return [count_in_words(words, count) for count in COUNT_INS]


def warm_lines(words: Words = ENGLISH) -> list[str]:
    """The lines of the seating, the day and the vote that the box renders in the
    background when its voice starts, so the first of them are ready (a night is composed
    while the cards are dealt; the rest come from the cache or espeak-ng on the spot)."""
    with speaking(words):
        return [*(_(game.join_line) for game in GAMES.values()), *map(_, DAY_FIXED),
                deaths_line([]),
                *(deaths_line([n]) for n in SEATS), *(first_speaker_line(n) for n in SEATS)]


def onenight_decks(extra: Iterable[Deck] = ()) -> list[Deck]:
    """Every preset, a deck with every role the rules allow together, and ``extra``."""
    decks = [preset(n) for n in sorted(PRESETS)]
    every = [r for r in ROLES for _ in range(max(1, ROLES[r].max_count))]
    try:
        decks.append(Deck.of(every))
    except InvalidInput as e:  # the table's limits; the presets still cover the roles
        log.debug("no deck with every role: %s", e)
    return decks + list(extra)


def night_lines(decks: Iterable[Deck], words: Words = ENGLISH) -> list[str]:
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


def classic_lines(words: Words = ENGLISH) -> list[str]:
    lines: list[str] = []
    options = ClassicScriptOptions(words=words)
    for p in CLASSIC_PRESETS.values():
        for night in (1, 2):
            lines += classic_night(p.deck, night, options).lines
    for tied in combinations(SEATS, 2):   # a tie between any two seats
        lines += [classic_phrases.lynch_tie_line(tied),
                  classic_phrases.second_tie_all_line(tied)]
    return lines + classic_phrases.sample_lines(SEATS)


def day_lines() -> list[str]:
    lines = [*map(_, FIXED), deaths_line([]), revealed_deaths_line([]),
             *(word for count in count_ins(words()) for word in count)]
    for game in GAMES.values():
        lines += game.lines()
        lines.append(phrases.players_needed_line(game.min_players, game.max_players))
    for seat in SEATS:
        lines += [deaths_line([seat]), early_line([seat]), not_counted_line(seat),
                  first_speaker_line(seat), seat_line(seat), revealed_deaths_line([seat]),
                  winning_line([seat]), champion_line(seat),
                  *cause_lines({0: seat}, [seat])]
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        lines += [using_deck_line(players), deck_set_line(players)]
    teams = list(SIDES)
    for n in range(len(teams) + 1):   # any set of winners the outcome can name, none too
        lines += [winners_line(t.value for t in chosen) for chosen in combinations(teams, n)]
    return lines


def box_lines(decks: Iterable[Deck] = (), words: Words = ENGLISH) -> list[str]:
    """Every line to prepare in ``words``' language, each once, in the order a new box
    first needs them (the day and the vote, then the nights); ``decks``: the table's own
    deck too."""
    with speaking(words):
        lines = day_lines() + night_lines(onenight_decks(decks), words) + classic_lines(words)
    return list(dict.fromkeys(" ".join(line.split()) for line in lines if line.strip()))
