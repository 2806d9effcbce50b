"""Classic Ultimate Werewolf as a :class:`~device.core.game.Game`: the deck and its
presets at the menu and the seating, the deal, who votes today and the day's lines, the
nominate vote's day, the ballots kept in the session, resuming a saved game, its lines;
and :data:`GAME`, which binds its states with the table flow every game shares."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from engine.classic.deck import (
    MIN_PLAYERS,
    ClassicDeck,
    deck_problems,
    drunk_pool,
    extra_count,
    players_of,
)
from engine.classic.dice import DailyChange
from engine.classic.options import ClassicOptions, VoteKind
from engine.classic.options import Deal as Drawn
from engine.classic.presets import Preset
from engine.classic.roles import CLASSIC_ROLE_IDS, CLASSIC_ROLES
from engine.words import Words

from device.core import effects as fx
from device.core.events import NightPrepared
from device.core.flow import DAY, DEAL, SEATING, VOTE
from device.core.game import Game
from device.core.game_choices import Deal, PresetChoice, RoleChoice
from device.core.games.classic import dice_phrases, lines, nominate, variable
from device.core.games.classic import phrases as say
from device.core.games.classic.away import ClassicAwayState
from device.core.games.classic.box import (
    BOX_PLAYERS,
    BOX_PRESETS,
    BOX_ROLES,
    box_presets_for,
    on_the_box,
)
from device.core.games.classic.common import day_voters, stop_game, today_vote
from device.core.games.classic.dawn import ClassicDawnState
from device.core.games.classic.end import ClassicEndState
from device.core.games.classic.lynch import ClassicLynchState
from device.core.games.classic.morning import ClassicMorningState
from device.core.games.classic.night import ClassicNightState
from device.core.games.classic.nominate import NomineeState
from device.core.games.classic.records import RECORDS
from device.core.games.classic.resume import ClassicResumeState
from device.core.games.classic.rules import ClassicRules
from device.core.games.classic.session import ClassicSession, options_of
from device.core.games.classic.steps import AWAY, DAWN, END, LYNCH, MORNING, NIGHT, NOMINEE
from device.core.games.classic.vote import vote
from device.core.games.classic.vote_phrases import PAIR_DAY_LINE
from device.core.machine import Machine, State, bind
from device.core.settings import Settings
from device.core.states import BOX_STATES
from device.core.table import states as table_states
from device.core.ui import views
from device.core.ui.menu import Item
from device.display.screens import MessageScreen
from device.i18n.language import N_, _, words

if TYPE_CHECKING:
    from engine.ballot_record import BallotRecord

#: the least discussion time a day goes on with after a nomination that did not lynch
DAY_LEFT_MIN = 10.0
#: how many copies the host may choose, for the roles that come in more than one
#: (eight Werewolves: the "all werewolves" game)
CLASSIC_COPIES = {"villager": tuple(range(9)), "werewolf": tuple(range(9)), "mason": (0, 2, 3)}


def _rules(settings: Settings) -> ClassicRules:
    return settings.of(ClassicRules)


def preset_label(p: Preset) -> str:
    """``"Visions: 6, +0"``: the name, and on the right the players and the deck's balance,
    which the page's title names ("Players, balance")."""
    return _("{name}: {players}, {balance}", name=p.label_in(words()), players=p.players,
             balance=f"{p.deck.balance:+d}")


def drawn(deck: ClassicDeck, options: ClassicOptions, seats: tuple[int, ...],
          rng: random.Random) -> Drawn:
    """What the box draws at the deal: the Drunk's role (told to the Moderator at the roll
    call), and with its alternate the seat made the Idiot in secret."""
    return Drawn(drunk=rng.choice(drunk_pool(deck, options)) if "drunk" in deck else None,
                idiot=rng.choice(seats) if options.has("idiot_secret") else None)


@dataclass(frozen=True)
class Classic(Game[ClassicSession]):
    min_players: int = MIN_PLAYERS
    max_players: int = BOX_PLAYERS
    #: English (``N_``), said and shown in the box's language where used
    count_in: tuple[str, ...] = say.POINT_COUNT
    vote_word: str = say.POINT_WORD
    join_line: str = say.JOIN_LINE
    rules_title: str = N_("Classic rules")
    #: what the right of each preset's line is: its players and its deck's balance
    presets_title: str = N_("Players, balance")

    # -- the menu -----------------------------------------------------------
    def cards(self, settings: Settings) -> tuple[str, ...]:
        return _rules(settings).classic_deck

    def with_cards(self, settings: Settings, cards: Iterable[str]) -> Settings:
        rules = _rules(settings)
        return settings.with_rules(rules.replace(classic_deck=ClassicDeck.of(list(cards)).cards))

    def deck_title(self, settings: Settings) -> str:
        """``"7 cards balance +2 ✓"``: the deck's size, balance and whether it is good."""
        deck = _rules(settings).deck
        bad = deck_problems(deck, options_of(settings)) or not on_the_box(deck)
        mark = "✗" if bad else "✓"
        return _("{cards} cards balance {balance} {mark}", cards=len(deck),
                 balance=f"{deck.balance:+d}", mark=mark)

    def role_choices(self) -> tuple[RoleChoice, ...]:
        return tuple(RoleChoice(r, CLASSIC_ROLES[r].short, CLASSIC_COPIES.get(r, ()))
                     for r in CLASSIC_ROLE_IDS if r in BOX_ROLES)

    def preset_choices(self) -> tuple[PresetChoice, ...]:
        """Each preset picked with one press, by player count (the rulebook's first)."""
        ordered = sorted(BOX_PRESETS.values(),
                         key=lambda p: (p.players, p.source != "rulebook"))
        return tuple(PresetChoice(preset_label(p), p.deck.cards, say.preset_set_line(p))
                     for p in ordered)

    def rules_pages(self, m: Machine, save: Callable[[], None]) -> tuple[Item, ...]:
        """The variable cards' page, after the rows."""
        return (variable.variable_item(m, save),)

    # -- the seating ----------------------------------------------------------
    def cards_needed(self, settings: Settings, players: int) -> int:
        """A card each, and the Amulet beside them (its holder plays the card left over)."""
        return players + extra_count(_rules(settings).deck, options_of(settings))

    def deck_fits(self, settings: Settings, players: int) -> bool:
        deck, options = _rules(settings).deck, options_of(settings)
        return players_of(deck, options) == players and not deck_problems(deck, options) \
            and on_the_box(deck) and variable.mix_fits(_rules(settings))

    def rules_conflict(self, settings: Settings) -> str | None:
        """The Priest's alternate with a game that reveals the dead: the one pair of rules
        the engine refuses together (``ClassicOptions.problems``)."""
        return _(say.PRIEST_REVEAL_LINE) if options_of(settings).problems() else None

    def deck_is_preset(self, settings: Settings) -> bool:
        cards = sorted(_rules(settings).classic_deck)
        return any(cards == sorted(p.deck.cards) for p in BOX_PRESETS.values())

    def with_preset(self, settings: Settings, players: int) -> tuple[Settings, str] | None:
        fits = box_presets_for(players)
        if not fits:
            return None
        rules = _rules(settings).replace(classic_deck=fits[0].deck.cards)
        return settings.with_rules(rules), say.using_deck_line(fits[0])

    # -- the deal -------------------------------------------------------------
    def deal(self, m: Machine) -> Deal:
        """One card per player (with variable roles, the cards the draw keeps); the
        Moderator keeps nothing yet (night 1 registers the roles); the game kept from
        before is dropped."""
        m.emit(fx.SaveCurrent(None))
        seats = tuple(sorted(m.table.seats))
        rules, options = _rules(m.table.settings), options_of(m.table.settings)
        if variable.needs_seed(rules, options):
            options = replace(options, seed=m.rng.randrange(variable.SEEDS))
        deck, options = variable.dealt(rules, options)
        m.table.session = ClassicSession(seats, deck, options,
                                         deal=drawn(deck, options, seats, m.rng))
        return Deal((_(say.DEAL_LINE),))

    def _deal_pages(self, m: Machine, confirmed: frozenset[int]) -> tuple[MessageScreen, ...]:
        """The deal's screen; with variable roles, the cards set aside and those in play
        on the pages the knob turns to."""
        session = self.session(m)
        deck = session.deck
        lines = (_("{n} cards, balance {balance}", n=len(deck), balance=f"{deck.balance:+d}"),
                 _("Looked: {done}/{seats}", done=len(confirmed), seats=len(m.table.seats)),
                 _("Knob: start now"))
        said = variable.moderator_lines(session.options)
        if not said:
            return (views.message(_("Deal"), lines),)
        told = views.pages(_("Cards"), said)
        last = views.message(_("Deal"), (*lines, _("Turn: cards set aside")))
        n = 1 + len(told)   # the cards first: the Moderator sets them aside before dealing
        return (*(replace(p, pages=n) for p in told), replace(last, page=n - 1, pages=n))

    def deal_screen(self, m: Machine, confirmed: frozenset[int], page: int) -> MessageScreen:
        screens = self._deal_pages(m, confirmed)
        return screens[min(page, len(screens) - 1)]

    def deal_turn(self, m: Machine, page: int, steps: int) -> int:
        """The knob turns through the deal's pages (the cards set aside, with variable
        roles)."""
        return max(0, min(page + steps, len(self._deal_pages(m, frozenset())) - 1))

    def start_night(self, m: Machine, prepared: NightPrepared | None, t: float) -> None:
        m.goto(m.flow(NIGHT, self.session(m)), t)

    # -- the day --------------------------------------------------------------
    def voters(self, m: Machine) -> frozenset[int]:
        g = self.session(m).game
        return day_voters(g, self.session(m).morning) if g is not None else m.table.seats

    def day_title(self, m: Machine) -> str:
        g = self.session(m).game
        if g is None:
            return _(views.DAY_TITLE)
        return dice_phrases.day_title(g.phase.number, g.daily_today(), g.seer_looked)

    def day_goes_on(self, m: Machine) -> bool:
        """After a nomination, and on the dice's day of no talk (nothing is said: the
        vote starts at once)."""
        return self.session(m).day_left is not None or self._no_talk(m)

    def day_lines(self, m: Machine) -> tuple[str, ...]:
        g = self.session(m).game
        kind = today_vote(m, g) if g is not None else None
        line = _(say.NOMINATE_DAY_LINE if kind is VoteKind.NOMINATE
                 else PAIR_DAY_LINE if kind is VoteKind.PAIR else say.DAY_LINE)
        if g is not None and g.sitting_out is not None:
            return (say.sit_out_line(g.sitting_out), line)
        return (line,)

    def _nominate(self, m: Machine) -> bool:
        g = self.session(m).game
        return g is not None and today_vote(m, g) is VoteKind.NOMINATE

    def _no_talk(self, m: Machine) -> bool:
        g = self.session(m).game
        return g is not None and g.daily_today() is DailyChange.NO_DISCUSSION

    def day_seconds(self, m: Machine) -> float:
        """The talk's time: the day's setting, none on the dice's day of no discussion
        (the vote starts at once), or what was left when a nomination, or the two
        nominees of the pair vote, was asked."""
        left = self.session(m).day_left
        if left is not None:
            return left
        return 0.0 if self._no_talk(m) else float(m.table.settings.day_seconds)

    def day_press(self, m: Machine, left: float, t: float) -> None:
        session = self.session(m)
        if not self._nominate(m):
            g = session.game
            if g is not None and today_vote(m, g) is VoteKind.PAIR:
                # the two nominees are asked first: backing out of it, the day goes on
                session.day_left = max(left, DAY_LEFT_MIN)
            super().day_press(m, left, t)
            return
        session.day_left = max(left, DAY_LEFT_MIN)
        m.goto(m.flow(NOMINEE, session), t)

    def time_up(self, m: Machine, t: float) -> None:
        session = self.session(m)
        if self._nominate(m) and self._no_talk(m) and session.day_left is None:
            session.day_left = DAY_LEFT_MIN     # no talk: the nominations start at once
            m.goto(m.flow(NOMINEE, session), t)
        elif self._nominate(m):
            nominate.time_up(m, t)
        else:
            super().time_up(m, t)

    def stop_game(self, m: Machine, t: float) -> None:
        stop_game(m, self.session(m), t)

    def keep_ballot(self, m: Machine, record: BallotRecord) -> None:
        self.session(m).ballots.append(record)

    # -- saved games, the voice -------------------------------------------------
    def resume_state(self, record: Mapping[str, Any]) -> State | None:
        return ClassicResumeState(record)

    def lines(self, words: Words) -> Iterable[str]:
        return lines.every_line(words)


GAME = Classic("classic", N_("Classic"), session_type=ClassicSession, rules=ClassicRules,
               records=RECORDS, flow=MappingProxyType(dict([
                   *BOX_STATES,
                   bind(SEATING, table_states.seating),
                   bind(DEAL, table_states.deal),
                   bind(NIGHT, ClassicNightState),
                   bind(DAWN, ClassicDawnState),
                   bind(DAY, table_states.day),
                   bind(VOTE, vote),
                   bind(NOMINEE, NomineeState),
                   bind(MORNING, ClassicMorningState),
                   bind(AWAY, ClassicAwayState),
                   bind(LYNCH, ClassicLynchState),
                   bind(END, ClassicEndState),
               ])))
