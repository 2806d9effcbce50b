"""One classic game as a frozen value: each phase's entries in, the next state out.

:meth:`ClassicGame.check_night` and :meth:`ClassicGame.check_day` say whether entries keep
the rules (an :class:`~engine.errors.IllegalEntry` names the first that does not);
:meth:`ClassicGame.night` and :meth:`ClassicGame.day` check, then apply them in the order
CLASSIC §2-§4 read, and return the new state with the phase's deaths and answers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from ..errors import IllegalEntry
from .deck import ClassicDeck, check_classic_deck
from .entries import FIRST_NIGHT, DayEntries, NightEntries, Phase, Seat
from .deaths import Death
from .rules import Dawn, dawn, day_problems, day_verdict, night_problems
from .vote import Lynch, TieRule
from .winner import Win, who_wins


@dataclass(frozen=True)
class ClassicOptions:
    """``tie``: what a second tied vote does; ``reveal``: what the voice says of the dead
    ("full": their role, "team": their side, "none": nothing)."""

    tie: TieRule = TieRule.NOBODY
    reveal: str = "full"


@dataclass(frozen=True)
class ClassicGame:
    """Where a classic game stands at the start of ``phase``."""

    players: Mapping[Seat, str]
    options: ClassicOptions = ClassicOptions()
    phase: Phase = FIRST_NIGHT
    alive: frozenset[Seat] = frozenset()
    deaths: tuple[Death, ...] = ()
    soulmates: tuple[Seat, Seat] | None = None
    #: Cursed seats the wolves have turned
    turned: frozenset[Seat] = frozenset()
    #: the Tough Guy attacked last night: dies at the coming dawn
    wounded: Seat | None = None
    #: the Bodyguard's last protection, and the night it was given
    guarded: tuple[int, Seat] | None = None
    witch_saved: bool = False
    witch_killed: bool = False
    #: the seat the Old Hag named: it sits out the day of this phase's number
    sitting_out: Seat | None = None
    apprentice_is_seer: bool = False
    prince_revealed: bool = False
    #: the Wolf Cub died: the wolves take two victims at the next night
    cub_hunt: bool = False
    win: Win | None = None
    ended: Phase | None = None

    @classmethod
    def start(cls, players: Mapping[Seat, str], options: ClassicOptions | None = None
              ) -> ClassicGame:
        """A new game at night 1; the cards must make a good classic deck."""
        check_classic_deck(ClassicDeck.of(list(players.values())))
        return cls(MappingProxyType(dict(sorted(players.items()))),
                   options or ClassicOptions(), alive=frozenset(players))

    @property
    def deck(self) -> ClassicDeck:
        return ClassicDeck.of(list(self.players.values()))

    def holder(self, role_id: str) -> Seat | None:
        """The seat dealt ``role_id`` (the first, for Werewolves and Masons)."""
        return next((s for s, r in self.players.items() if r == role_id), None)

    def seer(self) -> Seat | None:
        """The seat that is the Seer now: the Seer, or the Apprentice once it took over."""
        return self.holder("apprentice_seer") if self.apprentice_is_seer else self.holder("seer")

    @property
    def tanner_died(self) -> bool:
        return any(self.players[d.seat] == "tanner" for d in self.deaths)

    def seen_as_wolf(self, seat: Seat) -> bool:
        """What the Seer is told of ``seat``."""
        from .roles import CLASSIC_ROLES
        return seat in self.turned or CLASSIC_ROLES[self.players[seat]].seen_as_wolf

    def victims_allowed(self) -> int:
        return 0 if self.phase.number == 1 else 2 if self.cub_hunt else 1

    # -- checking --------------------------------------------------------------------
    def check_night(self, entries: NightEntries) -> None:
        problems = night_problems(self, entries)
        if problems:
            raise IllegalEntry(f"{self.phase}: {problems[0]}")

    def check_day(self, entries: DayEntries) -> None:
        problems = day_problems(self, entries)
        if problems:
            raise IllegalEntry(f"{self.phase}: {problems[0]}")

    def _ready(self, night: bool) -> None:
        if self.ended is not None:
            raise IllegalEntry(f"{self.phase}: the game ended at {self.ended}")
        if self.phase.is_night != night:
            raise IllegalEntry(f"it is {self.phase}, not a {'night' if night else 'day'}")

    # -- applying ----------------------------------------------------------------------
    def night(self, entries: NightEntries) -> tuple[ClassicGame, Dawn]:
        """Apply night ``phase``'s entries: the new state (at the day) and its dawn."""
        self._ready(True)
        self.check_night(entries)
        result = dawn(self, entries)
        return self._settle(result.state, result.deaths), result

    def day(self, entries: DayEntries) -> tuple[ClassicGame, Lynch, tuple[Death, ...]]:
        """Apply day ``phase``'s votes: the new state (at the next night), the verdict and
        the deaths (the lynch and its chains)."""
        self._ready(False)
        self.check_day(entries)
        state, lynch, deaths = day_verdict(self, entries)
        return self._settle(state, deaths), lynch, deaths

    def _settle(self, state: ClassicGame, deaths: tuple[Death, ...]) -> ClassicGame:
        win = who_wins(state.players, state.alive, state.turned, state.soulmates,
                       state.tanner_died)
        if win is not None:
            return replace(state, win=win, ended=self.phase)
        return replace(state, phase=self.phase.next())
