"""Every fixed line the box can say, for ``nightbox voice prepare`` to render ahead.

Built from the sources the box speaks from, never a hand list of sentences: the box's own
lines (the menu, the hardware test, the seating, the day and the vote, for every seat),
and each game's, as the game gives them (``Game.lines``: its nights included), with its
count-in and its join line. A line that is not here is still spoken: espeak-ng says it
(``device.shell.voice.choice``).
"""

from __future__ import annotations

from engine.ballot import Uncounted
from engine.cues import count_in_words
from engine.words import ENGLISH, Words

from device.core.games import GAMES, Games
from device.core.states import hwtest, menu
from device.core.ui import phrases
from device.i18n.language import _, speaking

SEATS = range(1, 11)
#: the day's and the vote's fixed lines, the same in every game (warmed at start-up too)
DAY_FIXED = (phrases.ONE_MINUTE, phrases.TEN_SECONDS, phrases.TIME_UP, phrases.ALL_READY,
             phrases.REVOTE_OFFER, phrases.NO_VOTES_OFFER, phrases.VOTE_AGAIN_LINE)
#: the lines the box's own states say as they are
FIXED = (*DAY_FIXED, phrases.SAME_PLAYERS_LINE, phrases.EDITED_DECK_LINE, phrases.HANDS_LINE,
         menu.SAMPLE_LINE, menu.CHIPS_RESET_LINE, menu.GOODBYE_LINE,
         hwtest.START_LINE, hwtest.KNOB_LINE)


def count_ins(words: Words = ENGLISH, games: Games = GAMES) -> list[tuple[str, ...]]:
    """Each game's count-in in ``words``' language (once each)."""
    return list(dict.fromkeys(count_in_words(words, game.count_in) for game in games))


def warm_lines(words: Words = ENGLISH, games: Games = GAMES) -> list[str]:
    """The lines of the seating, the day and the vote that the box renders in the
    background when its voice starts, so the first of them are ready (a night is composed
    while the cards are dealt; the rest come from the cache or espeak-ng on the spot)."""
    with speaking(words):
        return [*(_(game.join_line) for game in games), *map(_, DAY_FIXED),
                *(phrases.first_speaker_line(n) for n in SEATS)]


def table_lines(games: Games = GAMES) -> list[str]:
    """The box's own lines, for every seat, in the current language."""
    lines = list(map(_, FIXED))
    for seat in SEATS:
        lines += [phrases.early_line([seat]),
                  *(line for kind in Uncounted for line in phrases.uncounted_lines({seat: kind})),
                  phrases.first_speaker_line(seat), phrases.seat_line(seat)]
    for game in games:
        lines += [_(game.join_line), phrases.players_needed_line(game.min_players,
                                                                 game.max_players)]
    return lines


def box_lines(words: Words = ENGLISH, games: Games = GAMES) -> list[str]:
    """Every line to prepare in ``words``' language, each once, in the order a new box
    first needs them: the box's own and the count-ins, then each game's (the day's first,
    then its nights)."""
    with speaking(words):
        lines = table_lines(games)
    lines += [word for count in count_ins(words, games) for word in count]
    for game in games:
        lines += game.lines(words)
    return list(dict.fromkeys(" ".join(line.split()) for line in lines if line.strip()))
