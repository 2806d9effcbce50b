"""Where a classic game stands, as one frozen value: the seats, who lives, the deaths so
far, and everything the rules remember between phases (Soulmates, the bitten and the
turned Cursed, the
wounded Tough Guy, the Bodyguard's last choice, the Witch's potions, the Old Hag's
target, the Apprentice Seer, the Prince, the Wolf Cub's revenge, the outcome).

The phases move it on in :mod:`engine.classic.game`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType

from ..outcome import Outcome
from .deaths import Death
from .deck import ClassicDeck, check_classic_deck
from .entries import FIRST_NIGHT, Phase, Seat
from .outcome import Case, is_wolf
from .roles import CLASSIC_ROLES
from .vote import TieRule


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
    #: Cursed seats the wolves have turned: wolves from the night after the attack
    turned: frozenset[Seat] = frozenset()
    #: the Cursed attacked last night: it turns at the start of the next night (until
    #: then, at that dawn and day, it still counts as a villager)
    bitten: Seat | None = None
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
    #: who won (CLASSIC §4), once the game has ended
    outcome: Outcome[Case] | None = None
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
        return seat in self.turned or CLASSIC_ROLES[self.players[seat]].seen_as_wolf

    def is_wolf(self, seat: Seat) -> bool:
        """``seat`` counts as a wolf now (parity, the village's win, the wolves' call)."""
        return is_wolf(seat, self.players, self.turned)

    def wolves(self) -> tuple[Seat, ...]:
        """The living wolves, a turned Cursed among them."""
        return tuple(s for s in sorted(self.alive) if self.is_wolf(s))

    def victims_allowed(self, sacrifice: bool = False) -> int:
        """How many victims the wolves take tonight: none on night 1, two on the night
        after the cub died or after they sacrifice it, else one."""
        return 0 if self.phase.number == 1 else 2 if self.cub_hunt or sacrifice else 1

    def apprentice_after(self, dead: set[Seat]) -> bool:
        """Whether the Apprentice is the Seer once ``dead`` have died: from the next
        night after the Seer's death, if the Apprentice lives."""
        return self.apprentice_is_seer or (
            self.holder("seer") in dead and self.holder("apprentice_seer") in self.alive - dead)

    def cub_died(self, dead: set[Seat]) -> bool:
        return any(self.players[s] == "wolf_cub" for s in dead)

    def at_nightfall(self) -> ClassicGame:
        """The state as night ``phase`` starts: a Cursed bitten last night turns now."""
        if self.bitten is None:
            return self
        turned = self.turned | {self.bitten} if self.bitten in self.alive else self.turned
        return replace(self, turned=turned, bitten=None)
