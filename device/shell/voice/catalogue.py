"""Every fixed line the box can say, for ``nightbox voice prepare`` to render ahead.

Built from the sources the box speaks from, never a hand list of sentences: the box's own
lines (the menu, the hardware test, the seating, the day and the vote, for every seat),
and each game's, as the game gives them (``Game.lines``: its nights included), with its
count-in and its join line. A line that is not here is still spoken: espeak-ng says it
(``device.shell.voice.choice``).

:func:`prepare_order` puts first what a table hears most (:func:`deck_lines`: the chosen
game's count-in, its seating, day and vote lines, and the chosen deck's night in the
chosen script mode), so a box that is still preparing already speaks its own game
naturally.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from engine.ballot_params import Uncounted
from engine.cues import Say, ScriptMode, count_in_words
from engine.words import ENGLISH, Words

from device.core.games import GAMES, Games
from device.core.records import ScriptRequest
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
                  *phrases.uncounted_lines({seat: Uncounted.OWN_SEAT}, secret=True),
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
    return _once(lines)


def deck_lines(words: Words, game: str, cards: Sequence[str], *,
               mode: ScriptMode = ScriptMode.BEGINNER, lone_wolf: bool = True,
               games: Games = GAMES) -> list[str]:
    """What a table playing ``cards`` in ``game`` hears, most heard first, each once: the
    count-in (every vote), the seating, day and vote lines (:func:`warm_lines`), then the
    deck's night in ``mode`` (with ``lone_wolf`` where the game takes it), then its other
    nights (the other mode, the other lone-wolf rule, a later night where the game has
    one). ``InvalidInput`` (one line) for a deck the game cannot play."""
    chosen = games.game(game)
    lines = list(count_in_words(words, chosen.count_in))
    lines += warm_lines(words, _only(games, game))
    options = chosen.records.script_options
    modes = (mode, *(m for m in ScriptMode if m is not mode))
    wolves = (lone_wolf, not lone_wolf) if "lone_wolf" in options else (lone_wolf,)
    nights = (1, 2) if "night" in options else (None,)
    for m, wolf, night in product(modes, wolves, nights):
        text = chosen.records.script(ScriptRequest(
            roles=",".join(cards), mode=m, words=words, lone_wolf=wolf, night=night))
        lines += [cue.text for cue in text.cues if isinstance(cue, Say)]
    return _once(lines)


def prepare_order(lines: Sequence[str], first: Sequence[str]) -> list[str]:
    """``lines`` (the catalogue), those in ``first`` first and in its order, each once."""
    every = _once(lines)
    known = set(every)
    return _once([*(line for line in _once(first) if line in known), *every])


def _only(games: Games, name: str) -> Games:
    return Games(tuple(e for e in games.entries if e.name == name),
                 {k: v for k, v in games.made.items() if k == name})


def _once(lines: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(" ".join(line.split()) for line in lines if line.strip()))
