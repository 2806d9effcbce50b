"""Every fixed line the box can say, for ``nightbox voice prepare`` to render ahead.

Built from the sources the box speaks from (the phrases, the states' lines, and each
game's own lines and nights: ``Game.lines``), never a hand list of sentences: the day and
vote lines for every seat, the count-ins, and every game's lines (One Night's night of
every preset and of a deck with every role in both script modes, classic's every night of
every preset). A line that is not here is still spoken: espeak-ng says it
(``device.shell.voice.choice``).
"""

from __future__ import annotations

from itertools import combinations

from engine.cues import count_in_words
from engine.values import Team
from engine.words import ENGLISH, Words

from device.core.games import GAMES
from device.i18n.language import _, speaking, words
from device.core.states import hwtest, menu
from device.core.ui import phrases
from device.core.ui.phrases import (cause_lines, champion_line, deaths_line, early_line,
                                    first_speaker_line, not_counted_line,
                                    revealed_deaths_line, seat_line, winners_line,
                                    winning_line)

SEATS = range(1, 11)
#: the lines the states say as they are, each a constant beside the state that says it
#: the day's and the vote's fixed lines, the same in both games (warmed at start-up too)
DAY_FIXED = (phrases.ONE_MINUTE, phrases.TEN_SECONDS, phrases.TIME_UP, phrases.ALL_READY,
             phrases.REVOTE_OFFER, phrases.NO_VOTES_OFFER, phrases.VOTE_AGAIN_LINE)
FIXED = (*DAY_FIXED, phrases.SAME_PLAYERS_LINE, phrases.EDITED_DECK_LINE,
         menu.SAMPLE_LINE, menu.CHIPS_RESET_LINE, menu.GOODBYE_LINE,
         hwtest.START_LINE, hwtest.KNOB_LINE)


#: every game's count-in (One Night's "three, two, one, vote", classic's pointing), in
#: English (:func:`count_ins` says them in a language)
COUNT_INS: tuple[tuple[str, ...], ...] = tuple(dict.fromkeys(g.count_in for g in GAMES.values()))


def count_ins(words: Words = ENGLISH) -> list[tuple[str, ...]]:
    """Every game's count-in in ``words``' language."""
    return [count_in_words(words, count) for count in COUNT_INS]


def warm_lines(words: Words = ENGLISH) -> list[str]:
    """The lines of the seating, the day and the vote that the box renders in the
    background when its voice starts, so the first of them are ready (a night is composed
    while the cards are dealt; the rest come from the cache or espeak-ng on the spot)."""
    with speaking(words):
        return [*(_(game.join_line) for game in GAMES.values()), *map(_, DAY_FIXED),
                deaths_line([]),
                *(deaths_line([n]) for n in SEATS), *(first_speaker_line(n) for n in SEATS)]


def day_lines() -> list[str]:
    """The lines of the table flow both games share, in the box's language."""
    lines = [*map(_, FIXED), deaths_line([]), revealed_deaths_line([]),
             *(word for count in count_ins(words()) for word in count)]
    for game in GAMES.values():
        lines.append(phrases.players_needed_line(game.min_players, game.max_players))
    for seat in SEATS:
        lines += [deaths_line([seat]), early_line([seat]), not_counted_line(seat),
                  first_speaker_line(seat), seat_line(seat), revealed_deaths_line([seat]),
                  winning_line([seat]), champion_line(seat),
                  *cause_lines({0: seat}, [seat])]
    teams = list(Team)
    for n in range(len(teams) + 1):   # any set of winners the outcome can name, none too
        lines += [winners_line(t.value for t in chosen) for chosen in combinations(teams, n)]
    return lines


def box_lines(words: Words = ENGLISH) -> list[str]:
    """Every line to prepare in ``words``' language, each once, in the order a new box
    first needs them (the day and the vote, then each game's own lines and nights)."""
    with speaking(words):
        lines = day_lines() + [line for game in GAMES.values() for line in game.lines()]
    return list(dict.fromkeys(" ".join(line.split()) for line in lines if line.strip()))
