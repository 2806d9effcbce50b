"""Classic Ultimate Werewolf as a :class:`~device.core.machine.Game`: what the shared
table flow asks of it (the deck, who votes today, the day's lines, the menu pages), the
ballots kept in the session, resuming a saved game, and its fixed lines."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from engine.ballot_record import BallotRecord
from engine.classic.deck import MAX_PLAYERS, MIN_PLAYERS, ClassicDeck, deck_problems
from engine.classic.presets import PRESETS, presets_for
from engine.classic.day_rules import voters

from device.core.games.classic import nominate
from device.core.games.classic.common import stop_game
from device.core.games.classic.night_lines import night_lines
from device.core.games.classic.steps import NOMINEE
from device.core.games.classic.resume import ClassicResumeState
from device.core.games.classic.session import session_of
from device.i18n.language import _, words
from device.core.machine import Game, Machine, State
from device.core.settings import Settings
from device.core.ui import classic_phrases as say, views


#: the least discussion time a day goes on with after a nomination that did not lynch
DAY_LEFT_MIN = 10.0


@dataclass(frozen=True)
class Classic(Game):
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS
    #: English (``N_``), said and shown in the box's language where used
    count_in: tuple[str, ...] = say.POINT_COUNT
    vote_word: str = say.POINT_WORD
    join_line: str = say.JOIN_LINE

    def deck_size(self, settings: Settings) -> int:
        return len(settings.classic_deck)

    def deck_fits(self, settings: Settings, players: int) -> bool:
        deck = ClassicDeck.of(settings.classic_deck)
        return len(deck) == players and not deck_problems(deck)

    def deck_is_preset(self, settings: Settings) -> bool:
        return any(sorted(settings.classic_deck) == sorted(p.deck.cards)
                   for p in PRESETS.values())

    def with_preset(self, settings: Settings, players: int) -> tuple[Settings, str] | None:
        fits = presets_for(players)
        if not fits:
            return None
        return (settings.replace(classic_deck=fits[0].deck.cards),
                say.using_deck_line(fits[0]))

    def voters(self, m: Machine) -> frozenset[int]:
        g = session_of(m).game
        return voters(g) if g is not None else m.table.seats

    def day_title(self, m: Machine) -> str:
        g = session_of(m).game
        return _("Day {n}", n=g.phase.number) if g is not None else _(views.DAY_TITLE)

    def day_goes_on(self, m: Machine) -> bool:
        return session_of(m).day_left is not None   # after a nomination

    def day_lines(self, m: Machine) -> tuple[str, ...]:
        session = session_of(m)
        g = session.game
        line = _(say.NOMINATE_DAY_LINE if self._nominate(m) else say.DAY_LINE)
        if g is not None and g.sitting_out is not None:
            return (say.sit_out_line(g.sitting_out), line)
        return (line,)

    def _nominate(self, m: Machine) -> bool:
        return m.table.settings.classic_vote == "nominate"

    def day_seconds(self, m: Machine) -> float:
        left = session_of(m).day_left
        return left if left is not None else float(m.table.settings.day_seconds)

    def day_press(self, m: Machine, left: float, t: float) -> None:
        if not self._nominate(m):
            super().day_press(m, left, t)
            return
        session = session_of(m)
        session.day_left = max(left, DAY_LEFT_MIN)
        m.goto(m.flow(NOMINEE, session), t)

    def time_up(self, m: Machine, t: float) -> None:
        if self._nominate(m):
            nominate.time_up(m, t)
        else:
            super().time_up(m, t)

    def stop_game(self, m: Machine, t: float) -> None:
        stop_game(m, session_of(m), t)

    def keep_ballot(self, m: Machine, record: BallotRecord) -> None:
        session_of(m).ballots.append(record)

    def resume_state(self, record: Mapping[str, Any]) -> State | None:
        return ClassicResumeState(record)

    def lines(self) -> Iterable[str]:
        seats = range(1, MAX_PLAYERS + 1)
        yield from say.sample_lines(seats)
        for tied in combinations(seats, 2):   # a tie between any two seats
            yield say.lynch_tie_line(tied)
            yield say.second_tie_all_line(tied)
        yield from night_lines(words())
