"""The state machine: the one owner of all game state, and the types it runs.

``Machine.dispatch(event)`` hands the event to the current state and returns the
effects it produced. States are small classes (``device.core.states`` for the box's own,
``device.core.table`` for the table flow both games share, ``device.core.games.<game>``
for a game's own); they emit effects with ``m.emit`` and move on with
``m.goto(m.flow(STEP, *args), t)``, where ``STEP`` is a typed key (:class:`Step`, the
shared ones in :mod:`device.core.flow`): mypy checks the arguments against the state the
game binds to it. Which state a key means is the chosen :class:`Game`'s business; the
game under way is its :class:`Session`.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, ParamSpec, Protocol

from engine.ballot_record import BallotRecord
from engine.cues import COUNT_IN_WORDS
from engine.languages import EN, Lang
from engine.words import ENGLISH, Words, parse_lang

from device.core import effects as fx
from device.i18n.language import N_, _, speaking
from device.core.events import Event, StopRequested
from device.core.settings import Settings
from device.core.ui import views
from device.core.ui.menu import Item, Page

log = logging.getLogger(__name__)

P = ParamSpec("P")


class State:
    """One state of the box. Subclasses override ``enter``, ``on`` and ``leave``."""

    name = "state"

    def enter(self, m: Machine, t: float) -> None:
        """Called once when the machine moves into this state."""

    def on(self, m: Machine, event: Event) -> None:
        """Handle one event."""

    def leave(self, m: Machine, t: float) -> None:
        """Called once when the machine moves on (cancel timers here)."""

    @property
    def ballot_open(self) -> bool:
        """A ballot is open in this state (the vote says so while it is)."""
        return False


class Step(Generic[P]):
    """A state of a game's flow by name, typed by the arguments it is made with:
    ``DAWN: Step[[ClassicSession, NightBook]] = Step("dawn")``."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"Step({self.name!r})"


#: one row of a game's flow: a key's name and what makes its state
Binding = tuple[str, Callable[..., State]]


def bind(step: Step[P], make: Callable[P, State]) -> Binding:
    """The row of a game's flow for ``step``: mypy checks ``make`` takes its arguments."""
    return step.name, make


#: the main menu: where the box starts, and goes back to after a fault
MENU: Step[[]] = Step("menu")
#: the day's vote (``device.core.table.ballot``, with the game's round)
VOTE: Step[[]] = Step("vote")


@dataclass(frozen=True)
class Kept:
    """What a game under way keeps when a state fails: the effects that save it, and the
    record to offer for resuming (``None``: it cannot be resumed)."""

    effects: tuple[fx.Effect, ...] = ()
    resume: Mapping[str, Any] | None = None


class Session(Protocol):
    """The game under way, whatever the game: what the machine needs of it."""

    def fault(self, state: str, error: str) -> Kept:
        """A state failed: what to save, and what to offer to resume."""
        ...

    def stopped(self) -> tuple[fx.Effect, ...]:
        """The box is stopping (SIGTERM, quit): what to save of the game."""
        ...


@dataclass(frozen=True)
class MenuPages:
    """A game's pages in the menu: the Roles page (its title says whether the deck is
    good), the presets and the rules."""

    deck_title: Callable[[Machine], str]
    role_items: Callable[[Machine, Callable[[], None]], list[Item]]
    presets: Callable[[Machine, Callable[[], None]], Page]
    rules: Callable[[Callable[[str], Item]], Page]


@dataclass(frozen=True)
class Game:
    """A game the box runs: its flow (every key bound to a state), and what the shared
    table flow asks of it. A game overrides what it does differently; the rest is the
    table flow's. Subclass it, bind the keys, and add one row to
    ``device.core.games.GAMES``."""

    name: str
    title: str
    flow: Mapping[str, Callable[..., State]] = field(repr=False)
    pages: MenuPages = field(repr=False)
    min_players: int = 3
    max_players: int = 10
    #: the vote's count-in, and the word the screen shows as the ballot opens (English:
    #: said and shown in the box's language)
    count_in: tuple[str, ...] = COUNT_IN_WORDS
    vote_word: str = views.VOTE_WORD
    #: said as the seating opens (in English: the table flow says it with ``_()``)
    join_line: str = N_("Press your button to join. Then press the knob.")

    def __post_init__(self) -> None:
        if MENU.name not in self.flow:
            raise ValueError(f"game {self.name!r} has no {MENU.name!r} state")

    def make(self, step: Step[P], *args: P.args, **kwargs: P.kwargs) -> State:
        try:
            make = self.flow[step.name]
        except KeyError:
            raise LookupError(f"no state {step.name!r} in the flow of {self.name}") from None
        return make(*args, **kwargs)

    # -- the deck, at the seating -----------------------------------------
    def deck_size(self, settings: Settings) -> int:
        """How many cards the chosen deck has."""
        raise NotImplementedError

    def cards_needed(self, settings: Settings, players: int) -> int:
        """How many cards ``players`` players need."""
        return players

    def deck_fits(self, settings: Settings, players: int) -> bool:
        """The chosen deck can be dealt to ``players`` players."""
        raise NotImplementedError

    def deck_is_preset(self, settings: Settings) -> bool:
        """The chosen deck is one of the game's presets (not edited by hand)."""
        raise NotImplementedError

    def with_preset(self, settings: Settings, players: int) -> tuple[Settings, str] | None:
        """The settings with the preset deck for ``players``, and the line that says so;
        ``None`` when the game has none for that many."""
        raise NotImplementedError

    # -- the day ------------------------------------------------------------
    def voters(self, m: Machine) -> frozenset[int]:
        """The seats that vote today (every seat of the game, unless the game says)."""
        return m.table.seats

    def day_title(self, m: Machine) -> str:
        """The day timer's title, in the box's language."""
        return _(views.DAY_TITLE)

    def day_lines(self, m: Machine) -> tuple[str, ...]:
        """Said as the day starts, before the first speaker."""
        return ()

    def day_goes_on(self, m: Machine) -> bool:
        """The day state starts again within the same day (after a vote that did not
        end it): nothing is said again, nobody is picked to speak first."""
        return False

    def day_seconds(self, m: Machine) -> float:
        """How long the day's discussion has left as the day state starts."""
        return float(m.table.settings.day_seconds)

    def day_press(self, m: Machine, left: float, t: float) -> None:
        """The knob in the day (or every voter ready): the vote, unless the game says."""
        m.goto(m.flow(VOTE), t)

    def time_up(self, m: Machine, t: float) -> None:
        """The day's time ran out: the vote, unless the game says."""
        m.goto(m.flow(VOTE), t)

    def stop_game(self, m: Machine, t: float) -> None:
        """A long press in the middle of the game: back to the menu (a game may keep
        what was played first)."""
        m.goto(m.flow(MENU), t)

    def keep_ballot(self, m: Machine, record: BallotRecord) -> None:
        """Every closed ballot, raw edges and all, for the game's record."""

    # -- saved games ----------------------------------------------------------
    def resume_state(self, record: Mapping[str, Any]) -> State | None:
        """The state that takes up ``record`` after a pulled plug (``None``: the game
        cannot be taken up)."""
        return None

    # -- the voice ------------------------------------------------------------
    def lines(self) -> Iterable[str]:
        """Every fixed line the game's states say (for the prepared voice)."""
        return ()


@dataclass
class Table:
    """Everything that outlives a single state: settings, seats, chips, the game."""

    settings: Settings
    seat_count: int
    chips: dict[int, int] = field(default_factory=dict)
    #: the seats of the game under way (or about to be dealt)
    seats: frozenset[int] = frozenset()
    #: the seats of the last game played, offered again at the next seating
    last_seats: frozenset[int] = frozenset()
    game_number: int = 0
    #: the game under way (from the deal on), or ``None``
    session: Session | None = None
    #: what speaks, for the System menu ("Piper (en_US-joe-medium)", "espeak-ng"...)
    voice: str = ""
    #: a game the store kept unfinished (a pulled plug, a fault): its record, resumed
    #: at the start of its phase
    resume: Mapping[str, Any] | None = None
    #: the catalogues: the shell passes ``device.i18n.catalogues.words_for``; the core
    #: reads no file, so without it the box speaks English
    catalogues: Callable[[Lang], Words] = field(default=lambda lang: ENGLISH, repr=False)
    #: the languages the menu offers, those with a catalogue: the shell passes
    #: ``device.i18n.catalogues.spoken()``; without it, English alone
    languages: tuple[Lang, ...] = (EN,)


class Machine:
    """The one owner of the game state; the ``game`` setting names the game it runs."""

    def __init__(self, table: Table, rng: random.Random | None = None,
                 game: Game | None = None, games: Mapping[str, Game] | None = None) -> None:
        self.table = table
        self.rng = rng or random.Random()
        #: the games the host may choose between (the ``game`` setting names one)
        self.games: Mapping[str, Game] = games if games is not None else (
            {game.name: game} if game is not None else {})
        self._fallback = game if game is not None else next(iter(self.games.values()), None)
        self.state: State = State()
        self._out: list[fx.Effect] = []
        self.stopped = False
        self.faults = 0

    @property
    def game(self) -> Game:
        """The game the ``game`` setting names (the box's only game when it has one)."""
        chosen = self.games.get(self.table.settings.game, self._fallback)
        if chosen is None:
            raise LookupError("this box has no game")
        return chosen

    @property
    def ballots_open(self) -> int:
        """How many ballots are open: the state says (0 or 1)."""
        return 1 if self.state.ballot_open else 0

    @property
    def words(self) -> Words:
        """The language the ``language`` setting names, as :class:`Words`."""
        return self.table.catalogues(parse_lang(self.table.settings.language))

    def flow(self, step: Step[P], *args: P.args, **kwargs: P.kwargs) -> State:
        """A fresh state of the game's flow: ``m.flow(RESULT, ballot)``."""
        return self.game.make(step, *args, **kwargs)

    # -- used by states ---------------------------------------------------
    def emit(self, *effects: fx.Effect) -> None:
        self._out.extend(effects)

    def goto(self, state: State, t: float) -> None:
        self.state.leave(self, t)
        self.state = state
        self.emit(fx.Phase(state.name))
        log.info("phase %s", state.name)
        state.enter(self, t)

    def update_settings(self, **changes: Any) -> None:
        self.table.settings = self.table.settings.replace(**changes)

    def save_settings(self) -> None:
        self.emit(fx.SaveSettings(self.table.settings.to_dict()))

    # -- used by the loop -------------------------------------------------
    def start(self, state: State | None, t: float) -> list[fx.Effect]:
        """Enter ``state``, or the home (the menu) when it is ``None``; an unfinished
        game the store kept (``table.resume``) goes on in its game's resume state."""
        with speaking(self.words):
            if state is None and self.table.resume is not None:
                state = self.resume(self.table.resume)
            self.goto(state if state is not None else self.flow(MENU), t)
        return self._take()

    def resume(self, saved: Mapping[str, Any]) -> State | None:
        """The state that takes up a saved game (its game chosen), or ``None``."""
        self.table.resume = None
        game = self.games.get(str(saved.get("game")))
        state = game.resume_state(saved) if game is not None else None
        if game is not None and state is not None:
            self.update_settings(game=game.name)
        return state

    def dispatch(self, event: Event) -> list[fx.Effect]:
        """Handle one event in the box's language; the effects it asks for."""
        with speaking(self.words):
            self._dispatch(event)
        return self._take()

    def _dispatch(self, event: Event) -> None:
        if isinstance(event, StopRequested):
            self.state.leave(self, event.t)
            self.emit(fx.StopAudio(), fx.DARK, fx.SaveSettings(self.table.settings.to_dict()),
                      fx.SaveChips({str(k): v for k, v in self.table.chips.items()}))
            if self.table.session is not None:
                self.emit(*self.table.session.stopped())
            self.emit(fx.Shutdown())
            self.stopped = True
        else:
            try:
                self.state.on(self, event)
            except Exception as exc:  # noqa: BLE001 - no input may stop the box
                self._fault(exc, event.t)

    def _fault(self, exc: Exception, t: float) -> None:
        """A state failed on an event: log it, keep the game (its session says how),
        show an error screen and go back to the menu. The effects the failing state
        emitted are dropped."""
        self.faults += 1
        where = self.state.name
        log.exception("the %s state failed; back to the menu", where)
        self._out.clear()
        text = f"{type(exc).__name__}: {exc}"[:200]
        self.emit(fx.Record("error", {"state": where, "error": text}))
        session, self.table.session = self.table.session, None
        if session is not None:
            kept = session.fault(where, text)
            self.emit(*kept.effects)
            self.table.resume = kept.resume
        failed, self.state = self.state, State()
        try:
            failed.leave(self, t)
        except Exception:  # noqa: BLE001 - leaving a broken state must not fail too
            log.exception("leaving the %s state failed as well", where)
        self.emit(fx.StopAudio(), fx.DARK)
        if self.games:
            self.goto(self.flow(MENU), t)
        self.emit(fx.Show(views.message(_("Error"), (
            _("Something went wrong in {where}.", where=where),
            _("Back to the menu. Turn the knob.")), error=True)))

    def _take(self) -> list[fx.Effect]:
        out, self._out = self._out, []
        return out
