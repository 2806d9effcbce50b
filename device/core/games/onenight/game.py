"""One Night Ultimate Werewolf as a :class:`~device.core.machine.Game`: what the shared
table flow asks of it (the deck, the vote, the menu pages), the ballots kept in the
game's record, and every fixed line its states say."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.ballot_record import BallotRecord
from engine.onenight.deck import MAX_PLAYERS, MIN_PLAYERS, cards_needed, check_deck
from engine.onenight.presets import PRESETS, preset

from device.core.games.onenight import deal, night, result, reveal
from device.core.games.onenight.night_lines import night_lines, onenight_decks
from device.core.games.onenight.session import session_of
from device.i18n.language import _, words
from device.core.machine import Game, Machine
from device.core.settings import Settings
from device.core.ui.phrases import deck_set_line, using_deck_line


@dataclass(frozen=True)
class OneNight(Game):
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS

    def deck_size(self, settings: Settings) -> int:
        return len(settings.deck)

    def cards_needed(self, settings: Settings, players: int) -> int:
        return cards_needed(players, "alpha_wolf" in settings.deck)

    def deck_fits(self, settings: Settings, players: int) -> bool:
        return check_deck(settings.the_deck, players).ok

    def deck_is_preset(self, settings: Settings) -> bool:
        return any(sorted(settings.deck) == sorted(cards) for cards in PRESETS.values())

    def with_preset(self, settings: Settings, players: int) -> tuple[Settings, str] | None:
        if players not in PRESETS:
            return None
        return settings.replace(deck=preset(players).cards), using_deck_line(players)

    def keep_ballot(self, m: Machine, record: BallotRecord) -> None:
        session = session_of(m)
        if session is not None:
            game = session.record
            session.record = game.with_(ballots=game.ballots + (record,))


    def lines(self) -> Iterable[str]:
        yield from (_(line) for line in (
            self.join_line, deal.DEAL_LINE, deal.HEAR_DECK_LINE, night.STOPPED_LINE,
            reveal.TURN_OVER_LINE, result.PROVISIONAL_LINE))
        for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
            yield using_deck_line(n)
            yield deck_set_line(n)
        yield from night_lines(onenight_decks(), words())
