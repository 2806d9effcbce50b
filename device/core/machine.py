"""The state machine: the one owner of all game state.

``Machine.dispatch(event)`` hands the event to the current state and returns the
effects it produced. States are small classes (``device.core.states`` for the box's own,
``device.core.games.<game>`` for a game's); they emit effects with ``m.emit`` and move
on with ``m.goto(m.flow(name), t)``. Which state a name means is the :class:`Game`'s
business: the machine consults the game it was given.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.onenight.deck import Deck, check_deck
from engine.onenight.record import GameRecord

from device.core import effects as fx
from device.core.ui import views
from device.core.events import Event, StopRequested
from device.core.settings import Settings

log = logging.getLogger(__name__)


class State:
    """One state of the box. Subclasses override ``enter`` and ``on``."""

    name = "state"

    def enter(self, m: Machine, t: float) -> None:
        """Called once when the machine moves into this state."""

    def on(self, m: Machine, event: Event) -> None:
        """Handle one event."""

    def leave(self, m: Machine, t: float) -> None:
        """Called once when the machine moves on (cancel timers here)."""


@dataclass
class Table:
    """Everything that outlives a single state: settings, seats, chips, the game."""

    settings: Settings
    seat_count: int
    chips: dict[int, int] = field(default_factory=dict)
    seats: frozenset[int] = frozenset()
    game_number: int = 0
    #: the game under way (from the deal on), or ``None``
    game: GameRecord | None = None
    #: what speaks, for the System menu ("Piper (en_US-joe-medium)", "espeak-ng"...)
    voice: str = ""
    #: a game the store kept unfinished (a pulled plug): its record, resumed at the start
    resume: Mapping[str, Any] | None = None

    @property
    def deck(self) -> Deck:
        return self.settings.the_deck


#: where the box starts and goes back to after a fault, in every game
HOME = "menu"


@dataclass(frozen=True)
class Game:
    """A game the box can run: every state of its flow by name (``"menu"``, ``"vote"``...).

    States move on by name, so a state never imports the next one; a second game is a
    second ``Game`` with its own states (and the box's shared ones, ``BOX_STATES``).
    """

    name: str
    title: str
    states: Mapping[str, Callable[..., State]] = field(repr=False)

    def __post_init__(self) -> None:
        if HOME not in self.states:
            raise ValueError(f"game {self.name!r} has no {HOME!r} state")


class Machine:
    """The one owner of the game state; ``game`` says which state each name means."""

    def __init__(self, table: Table, rng: random.Random | None = None,
                 game: Game | None = None, games: Mapping[str, Game] | None = None) -> None:
        self.table = table
        self.rng = rng or random.Random()
        self.game = game
        #: the games the host may choose between (the ``game`` setting names one)
        self.games: Mapping[str, Game] = games if games is not None else (
            {game.name: game} if game is not None else {})
        self.state: State = State()
        self._out: list[fx.Effect] = []
        self.stopped = False
        self.ballots_open = 0
        self.faults = 0

    def flow(self, name: str, *args: Any) -> State:
        """A fresh state of the game's flow, by name: ``m.flow("result", ballot)``.

        The game is the one the ``game`` setting names, when the box has it."""
        chosen = self.games.get(getattr(self.table.settings, "game", ""))
        if chosen is not None:
            self.game = chosen
        try:
            make = (self.game.states if self.game else {})[name]
        except KeyError:
            game = self.game.name if self.game else "no game"
            raise LookupError(f"no state {name!r} in the flow of {game}") from None
        return make(*args)

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

    def deck_status(self, players: int | None = None) -> tuple[bool, str]:
        """``(ok, "8 cards/5 players ✓")`` for the live deck check (one line of the menu)."""
        deck = self.table.deck
        players = deck.default_players if players is None else players
        check = check_deck(deck, players)
        mark = "✓" if check.ok else "✗"
        return check.ok, f"{len(deck)} cards/{players} players {mark}"

    # -- used by the loop -------------------------------------------------
    def start(self, state: State | None, t: float) -> list[fx.Effect]:
        """Enter ``state``, or the game's home (the menu) when it is ``None``; an unfinished
        game the store kept (``table.resume``) goes on in its game's ``resume`` state."""
        saved, self.table.resume = self.table.resume, None
        if state is None and saved is not None:
            game = self.games.get(str(saved.get("game")))
            if game is not None and "resume" in game.states:
                self.update_settings(game=game.name)
                state = self.flow("resume", saved)
        self.goto(state if state is not None else self.flow(HOME), t)
        return self._take()

    def dispatch(self, event: Event) -> list[fx.Effect]:
        if isinstance(event, StopRequested):
            self.state.leave(self, event.t)
            self.emit(fx.StopAudio(), fx.DARK, fx.SaveSettings(self.table.settings.to_dict()),
                      fx.SaveChips({str(k): v for k, v in self.table.chips.items()}),
                      fx.Shutdown())
            self.stopped = True
        else:
            try:
                self.state.on(self, event)
            except Exception as exc:  # noqa: BLE001 - no input may stop the box
                self._fault(exc, getattr(event, "t", 0.0))
        return self._take()

    def _fault(self, exc: Exception, t: float) -> None:
        """A state failed on an event: log it, keep the game record, show an error screen
        and go back to the menu. The effects the failing state emitted are dropped."""
        self.faults += 1
        where = self.state.name
        log.exception("the %s state failed; back to the menu", where)
        self._out.clear()
        text = f"{type(exc).__name__}: {exc}"[:200]
        self.emit(fx.Record("error", {"state": where, "error": text}))
        game = self.table.game
        if game is not None:
            game = game.with_(errors=game.errors + ({"state": where, "error": text},))
            self.emit(fx.SaveGame(game.to_json()))
            self.table.game = None
        self.ballots_open = 0
        failed, self.state = self.state, State()
        try:
            failed.leave(self, t)
        except Exception:  # noqa: BLE001 - leaving a broken state must not fail too
            log.exception("leaving the %s state failed as well", where)
        self.emit(fx.StopAudio(), fx.DARK)
        if self.game is not None:
            self.goto(self.flow(HOME), t)
        self.emit(fx.Show(views.message("Error", (f"Something went wrong in {where}.",
                                                  "Back to the menu. Turn the knob."),
                                        error=True)))

    def _take(self) -> list[fx.Effect]:
        out, self._out = self._out, []
        return out
