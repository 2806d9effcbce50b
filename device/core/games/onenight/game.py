"""One Night Ultimate Werewolf as a :class:`~device.core.game.Game`: the deck and its
presets at the menu and the seating, the deal (its record begun, its night composed while
the cards go out), the ballots kept in the game's record, and :data:`GAME`, which binds
its states with the table flow every game shares.

The box starts on the menu's first page, which shows no deck: the engine's deck, roles and
presets are loaded when a page or the seating first asks for them (a saved deck of the
box's own is checked as the settings are read, which loads the deck and the roles)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from engine.onenight import MAX_PLAYERS, MIN_PLAYERS
from engine.words import Words

from device.core import effects as fx
from device.core.events import NightPrepared
from device.core.flow import DAY, DEAL, SEATING, VOTE
from device.core.game import Game
from device.core.game_records import Records, RecordsOnUse
from device.core.games.onenight.rules import OneNightRules
from device.core.games.onenight.session import OneNightSession
from device.core.games.onenight.steps import NIGHT, RESULT, REVEAL, SCORE
from device.core.machine import Machine, State, bind
from device.core.settings import Settings
from device.core.states import BOX_STATES
from device.core.table import states as table_states
from device.i18n.language import N_, _, n_, words

if TYPE_CHECKING:
    from engine.ballot import BallotResult
    from engine.ballot_record import BallotRecord
    from engine.onenight.deck import Deck
    from engine.onenight.outcome import Resolution

    from device.core.game_choices import Deal, PresetChoice, RoleChoice
    from device.display.table_screens import DealScreen

#: how many copies the host may choose for each role (the rest: in or out)
COPIES = {"villager": (0, 1, 2, 3), "werewolf": (0, 1, 2), "mason": (0, 2)}


def _rules(settings: Settings) -> OneNightRules:
    return settings.of(OneNightRules)


def _preset_choice(label: str, deck: Deck) -> PresetChoice:
    from engine.onenight.dealing import deck_lines

    from device.core.game_choices import PresetChoice
    from device.core.games.onenight.phrases import deck_set_line

    players = deck.default_players
    return PresetChoice(label, deck.cards, deck_set_line(players),
                        tuple(deck_lines(deck, words())),
                        _("{players} players, {cards} cards", players=players,
                          cards=len(deck)))


@dataclass(frozen=True)
class OneNight(Game[OneNightSession]):
    """One Night Ultimate Werewolf, as the box runs it: the deal, one night, one vote, the
    result and the score."""

    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS

    # -- the menu -----------------------------------------------------------
    def cards(self, settings: Settings) -> tuple[str, ...]:
        return _rules(settings).deck

    def with_cards(self, settings: Settings, cards: Iterable[str]) -> Settings:
        from engine.onenight.deck import Deck

        return settings.with_rules(_rules(settings).replace(deck=Deck.of(cards).cards))

    def deck_title(self, settings: Settings) -> str:
        """``"8 cards/5 players ✓"``: the deck's size, the players it is for, and
        whether the deck rules allow it."""
        from engine.onenight.deck import check_deck

        deck = _rules(settings).the_deck
        players = deck.default_players
        mark = "✓" if check_deck(deck, players).ok else "✗"
        return _("{cards} cards/{players} players {mark}", cards=len(deck),
                 players=players, mark=mark)

    def role_choices(self) -> tuple[RoleChoice, ...]:
        """A page a box of cards (the base game, Daybreak, Vampire, the Bonus Roles)."""
        from engine.onenight.roles import ROLE_IDS, ROLES

        from device.core.game_choices import RoleChoice
        from device.core.games.onenight.phrases import EDITIONS

        return tuple(RoleChoice(r, ROLES[r].short, COPIES.get(r, ()), EDITIONS[edition])
                     for edition in EDITIONS for r in ROLE_IDS
                     if ROLES[r].edition is edition)

    def preset_choices(self) -> tuple[PresetChoice, ...]:
        """Each preset opens on its cards, with "Use this deck" last: a preset a player
        count, then the wider family's (a Vampire game with a dusk, a game of Bonus
        roles)."""
        from engine.onenight.deck import Deck
        from engine.onenight.presets import FAMILY_PRESETS, preset

        from device.core.games.onenight.phrases import EDITIONS

        family = [(_("{edition} ({players})", edition=_(EDITIONS[edition]),
                     players=Deck.of(cards).default_players), Deck.of(cards))
                  for edition, cards in FAMILY_PRESETS.items()]
        return tuple(_preset_choice(label, deck) for label, deck in (
            *((n_("{n} player", "{n} players", n), preset(n))
              for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)), *family))

    def rules_rows(self) -> tuple[str, ...]:
        """Its rules, and the chips a tournament is played to (One Night awards them)."""
        return (*super().rules_rows(), "chip_target")

    # -- the seating ----------------------------------------------------------
    def cards_needed(self, settings: Settings, players: int) -> int:
        from engine.onenight.deck import cards_needed

        return cards_needed(players, "alpha_wolf" in _rules(settings).deck)

    def deck_fits(self, settings: Settings, players: int) -> bool:
        from engine.onenight.deck import check_deck

        return check_deck(_rules(settings).the_deck, players).ok

    def deck_is_preset(self, settings: Settings) -> bool:
        from engine.onenight.presets import FAMILY_PRESETS, PRESETS

        deck = sorted(_rules(settings).deck)
        return any(deck == sorted(cards)
                   for cards in (*PRESETS.values(), *FAMILY_PRESETS.values()))

    def with_preset(self, settings: Settings, players: int) -> tuple[Settings, str] | None:
        from engine.onenight.presets import PRESETS, preset

        from device.core.games.onenight.phrases import using_deck_line

        if players not in PRESETS:
            return None
        return (settings.with_rules(_rules(settings).replace(deck=preset(players).cards)),
                using_deck_line(players))

    # -- the deal -------------------------------------------------------------
    def deal(self, m: Machine) -> Deal:
        """The game's record begins; the night is scripted in the box's language, its
        jitter from a seed the record keeps, and composed while the cards go out."""
        from engine.onenight.dealing import marks_said
        from engine.onenight.draws import draw
        from engine.onenight.record import GameRecord
        from engine.onenight.script import night_script

        from device.core.game_choices import Deal
        from device.core.games.onenight.phrases import DEAL_LINE, HEAR_DECK_LINE
        from device.core.games.onenight.records import script_options

        rules = _rules(m.table.settings)
        seed = m.rng.randrange(2**32)
        options = dataclasses.replace(script_options(m.table.settings), words=words(),
                                      team_said_live=True)
        drawn = draw(rules.the_deck, m.table.seats, random.Random(seed))
        script = night_script(rules.the_deck, options, random.Random(seed), drawn)
        m.table.session = OneNightSession(GameRecord(
            game=m.table.game_number, deck=tuple(rules.deck),
            seats=tuple(sorted(m.table.seats)), steps=tuple(s.id for s in script.steps),
            seed=seed, minion_rule=rules.minion_rule, draws=drawn))
        marks = marks_said(rules.the_deck, len(m.table.seats), words())
        return Deal((_(DEAL_LINE), *marks, _(HEAR_DECK_LINE)),
                    night=script.cues)

    def deal_screen(self, m: Machine, confirmed: frozenset[int], page: int) -> DealScreen:
        from device.core.games.onenight import views

        return views.deal(m.table.seats, confirmed, m.table.seat_count,
                          _rules(m.table.settings).the_deck, page)

    def deal_turn(self, m: Machine, page: int, steps: int) -> int:
        """The deck, a page at a time (a line a role)."""
        from device.core.games.onenight import views
        from device.display.table_screens import deal_page_count

        deck = _rules(m.table.settings).the_deck
        return (page + steps) % deal_page_count(len(views.deal_lines(deck,
                                                                     len(m.table.seats))))

    def deal_press(self, m: Machine) -> bool:
        """Hear the whole deck once, and the marks to put out."""
        from device.core.games.onenight.phrases import deck_said

        for line in deck_said(_rules(m.table.settings).the_deck, len(m.table.seats)):
            m.emit(fx.Say(line))
        return False

    def start_night(self, m: Machine, prepared: NightPrepared | None, t: float) -> None:
        assert prepared is not None, "One Night's night is composed at the deal"
        m.goto(m.flow(NIGHT, prepared), t)

    # -- the vote -------------------------------------------------------------
    def keep_ballot(self, m: Machine, record: BallotRecord) -> None:
        from engine.ballot_record import within_budget

        session = self.session(m)
        session.record = session.record.with_(
            ballots=within_budget((*session.record.ballots, record)))

    # -- the voice ------------------------------------------------------------
    def lines(self, words: Words) -> Iterable[str]:
        from device.core.games.onenight.lines import every_line

        return every_line(words)


# The states after the deal, and the records, are loaded when first made: they need the
# whole engine (the night's script, the tally, the outcome, the chips), the menu none of it.
def _night(prepared: NightPrepared) -> State:
    from device.core.games.onenight.night import NightState

    return NightState(prepared)


def _vote() -> State:
    from device.core.games.onenight.vote import vote

    return vote()


def _result(session: OneNightSession, ballot: BallotResult) -> State:
    from device.core.games.onenight.result import ResultState

    return ResultState(session, ballot)


def _reveal(session: OneNightSession, votes: dict[int, int | None]) -> State:
    from device.core.games.onenight.reveal import RevealState

    return RevealState(session, votes)


def _score(session: OneNightSession, resolution: Resolution) -> State:
    from device.core.games.onenight.score import ScoreState

    return ScoreState(session, resolution)


def _records() -> Records:
    from device.core.games.onenight.records import RECORDS

    return RECORDS


GAME = OneNight("onenight", N_("One Night"), session_type=OneNightSession,
                rules=OneNightRules, records=RecordsOnUse(_records), flow=MappingProxyType(dict([
                    *BOX_STATES,
                    bind(SEATING, table_states.seating),
                    bind(DEAL, table_states.deal),
                    bind(NIGHT, _night),
                    bind(DAY, table_states.day),
                    bind(VOTE, _vote),
                    bind(RESULT, _result),
                    bind(REVEAL, _reveal),
                    bind(SCORE, _score),
                ])))
