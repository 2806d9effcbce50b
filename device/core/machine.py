"""The state machine: the one owner of all game state, and the types it runs.

``Machine.dispatch(event)`` hands the event to the current state and returns the
effects it produced. States are small classes (``device.core.states`` for the box's own,
``device.core.table`` for the table flow every game shares, ``device.core.games.<game>``
for a game's own); they emit effects with ``m.emit`` and move on with
``m.goto(m.flow(STEP, *args), t)``, where ``STEP`` is a typed key (:class:`Step`, the
shared ones in :mod:`device.core.flow`): mypy checks the arguments against the state the
game binds to it. Which state a key means is the chosen game's business
(:class:`~device.core.game.Game`, from the registry the machine is given); the game under
way is its :class:`Session`.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, ParamSpec, Protocol, TypeVar

from engine.languages import EN, Lang
from engine.words import ENGLISH, Words, parse_lang

from device.core import effects as fx
from device.core.events import Event, StopRequested
from device.core.settings import Settings
from device.core.ui import views
from device.i18n.language import _, speaking

if TYPE_CHECKING:   # types only: the game and the registry import this module
    from device.core.game import Game
    from device.core.games import Games

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


SessionT = TypeVar("SessionT", bound=Session)


def session_of(m: Machine, kind: type[SessionT]) -> SessionT:
    """The game under way, of the game whose session type is ``kind`` (the one way a
    state or a game reaches it): a ``LookupError`` when there is none of that kind."""
    session = m.table.session
    if not isinstance(session, kind):
        raise LookupError(f"no game with a {kind.__name__} is under way")
    return session


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
    """The one owner of the game state; the ``game`` setting names the game it runs,
    among ``games`` (the registry, ``device.core.games.GAMES``, or a test's)."""

    def __init__(self, table: Table, games: Games, rng: random.Random | None = None) -> None:
        self.table = table
        self.rng = rng or random.Random()
        #: the games the host may choose between (the ``game`` setting names one)
        self.games = games
        self.state: State = State()
        self._out: list[fx.Effect] = []
        self.stopped = False
        self.faults = 0

    @property
    def game(self) -> Game[Any]:
        """The game the ``game`` setting names (the first of ``games`` when it names one
        this box does not have)."""
        name = self.table.settings.game
        return self.games.game(name if name in self.games else self.games.first)

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
        try:
            game = self.games.of_record(saved)
        except LookupError:
            log.warning("the saved game under way is of no game this box runs")
            return None
        state = game.resume_state(saved)
        if state is not None:
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
        log.error("the %s state failed; back to the menu", where, exc_info=exc)
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
        except Exception:  # leaving a broken state must not fail too
            log.exception("leaving the %s state failed as well", where)
        self.emit(fx.StopAudio(), fx.DARK)
        self.goto(self.flow(MENU), t)
        self.emit(fx.Show(views.message(_("Error"), (
            _("Something went wrong in {where}.", where=where),
            _("Back to the menu. Turn the knob.")), error=True)))

    def _take(self) -> list[fx.Effect]:
        out, self._out = self._out, []
        return out
