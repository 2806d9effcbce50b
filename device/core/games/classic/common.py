"""What the classic states share: the living seats lit, the deaths spoken with the
reveal mode, the end of a phase (saved at once, then the winner or the next phase), and
a game stopped with a long press (kept in the history, not resumed)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from engine.classic.day_rules import day_kind, lynches_wanted, reveals_the_prince, today, voters
from engine.classic.day_rules import vote as count_vote
from engine.classic.deaths import Death
from engine.classic.entries import DayEntries
from engine.classic.options import VoteKind
from engine.classic.reveal import revealed
from engine.classic.shot import vampire_hunter
from engine.classic.state import ClassicGame

from device.core import effects as fx
from device.core import game_effects as gfx
from device.core.events import Event
from device.core.flow import MENU, VOTE
from device.core.games.classic.dice_phrases import SECOND_LYNCHING
from device.core.games.classic.hunter import HunterQuestion
from device.core.games.classic.phrases import GAME_STOPPED, death_line, reveal_line
from device.core.games.classic.rules import ClassicRules
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.steps import END, LYNCH, MORNING, NIGHT
from device.core.machine import Machine, State
from device.core.table.stop import StopGuard
from device.events import KnobLongPress, KnobPress
from device.i18n.language import _


def day_voters(game: ClassicGame, before: DayEntries | None = None) -> frozenset[int]:
    """Who votes, and may be voted for, today: the living, less the seat sitting out,
    the vampires' victim and the player banned (the engine's ``today``)."""
    return voters(today(game, before))


def today_vote(m: Machine, game: ClassicGame) -> VoteKind:
    """Today's vote, as the engine reads it: the daily dice's (the instant lynch is
    nominated; the process of elimination), else the game's (a game saved before the box
    wrote its vote: the rules page's)."""
    if game.options.vote is None:
        vote = VoteKind(m.table.settings.of(ClassicRules).classic_vote)
        game = replace(game, options=replace(game.options, vote=vote))
    return today_vote_of(game)


def vote_voters(session: ClassicSession) -> frozenset[int]:
    """Who votes, and may be voted for, in this vote: today's voters, less the seats the
    day's first vote lynched on a day with two (the engine holds the second vote among
    the players left)."""
    g = session.game
    assert g is not None
    everyone = day_voters(g, session.morning)
    if session.first_vote is None:
        return everyone
    return everyone - set(count_vote(today(g, session.morning), session.first_vote,
                                     today_vote_of(g)).lynched)


def today_vote_of(game: ClassicGame) -> VoteKind:
    """Today's vote of a game that writes it (:func:`today_vote`)."""
    return day_kind(today(game), DayEntries())


def counted(m: Machine, session: ClassicSession, entries: DayEntries, t: float) -> None:
    """A vote is counted: on a day with two lynchings whose first vote lynched someone
    (and did not reveal the Prince, which ends the day), the vote is held again among the
    players left (its entries the day's ``second``); then the lynch state."""
    g = session.game
    assert g is not None
    first, session.first_vote = session.first_vote, None
    if first is not None:
        entries = replace(first, second=entries)
    elif lynches_wanted(g) > 1 and _second_follows(today(g, session.morning), entries,
                                                   today_vote(m, g)):
        session.first_vote = entries
        m.emit(fx.Say(_(SECOND_LYNCHING)))
        m.goto(m.flow(VOTE), t)
        return
    m.goto(m.flow(LYNCH, session, entries), t)


def _second_follows(now: ClassicGame, entries: DayEntries, kind: VoteKind) -> bool:
    """The first vote of a day with two lynchings lynched someone, and not the Prince
    (whose reveal ends the day)."""
    lynched = count_vote(now, entries, kind).lynched
    return bool(lynched) and not reveals_the_prince(now, lynched)


def lit(m: Machine, game: ClassicGame | None, seats: Iterable[int] = (),
        blink: Iterable[int] = ()) -> None:
    """The living seats lit (or ``seats``), the dead dark."""
    on = frozenset(seats) if game is None else game.alive
    m.emit(fx.Leds(on=on - frozenset(blink), blink=frozenset(blink) & on))


def announce(m: Machine, after: ClassicGame, deaths: Iterable[Death]) -> None:
    """Each death, then what the seat was (the reveal mode decides how much)."""
    for death in deaths:
        m.emit(fx.Say(death_line(death)))
        shown = revealed(after, death.seat)   # full: the role; wolf: werewolf or villager
        role = shown if shown is not None and after.options.reveal in ("full", "wolf") \
            else after.players[death.seat]
        line = reveal_line(death.seat, role, after.options.reveal, death.seat in after.turned,
                           copies=list(after.players.values()).count(role))
        if line:
            m.emit(fx.Say(line))


def stop_game(m: Machine, session: ClassicSession, t: float) -> None:
    """A long press stops the game: the phases played go to the history as they are (the
    record has no winner), nothing is left to resume, and the menu comes back."""
    m.table.session = None
    if session.game is not None and session.phases:
        m.emit(gfx.SaveGame(session.record()))
    m.emit(fx.StopAudio(), fx.SaveCurrent(None), fx.Say(_(GAME_STOPPED)))
    m.goto(m.flow(MENU), t)


def end_phase(m: Machine, session: ClassicSession, phase: dict[str, object], after: ClassicGame,
              t: float) -> None:
    """The phase is over: keep it (saved at once), then the winner or the next phase (a
    new day's talk starts whole)."""
    session.game, session.day_left = after, None
    session.phases.append(phase)
    session.morning = DayEntries()
    record = session.record()
    m.emit(fx.SaveCurrent(record), fx.Record("classic_phase", dict(phase)))
    if after.ended is not None:
        m.goto(m.flow(END, session), t)
    elif after.phase.is_night:
        m.goto(m.flow(NIGHT, session), t)
    else:
        m.goto(m.flow(MORNING, session), t)


class DeathsState(State):
    """Dawn and the lynch: the phase's deaths are said, the Hunter's question is asked
    if the Hunter is among them, and then the phase is saved (:meth:`shot` with the
    Hunter's answer). Two long presses in a row stop the game (:mod:`device.core.table.stop`)."""

    def __init__(self, session: ClassicSession) -> None:
        self.session = session
        self.hunter = HunterQuestion()
        self.stop = StopGuard()

    def ask_hunter(self, m: Machine, before: ClassicGame, deaths: Iterable[Death],
                   targets: Iterable[int]) -> bool:
        """Ask for the shot if the Hunter dies; ``False`` when there is nothing to ask (a
        Vampire Hunter does not shoot: the engine takes the Vampire seated nearest)."""
        hunter = before.holder("hunter")
        if hunter is None or hunter not in {d.seat for d in deaths} or vampire_hunter(before):
            return False
        self.hunter.ask(m, hunter, targets, revealed=before.options.reveal == "full")
        return True

    def shot(self, m: Machine, seat: int | None, t: float) -> None:
        """The Hunter's answer is in: play the phase again with it, and save it."""
        raise NotImplementedError

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, KnobLongPress):
            if self.stop.long_press(m, event.t):
                stop_game(m, self.session, event.t)
        elif isinstance(event, KnobPress) and self.stop.go_on(event.t):
            self.hunter.asks.redraw(m)
        elif self.hunter.handle(m, event):
            self.shot(m, self.hunter.shot, event.t)
