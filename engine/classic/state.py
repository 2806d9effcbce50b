"""Where a classic game stands, as one frozen value: the seats, who lives, the deaths so
far, and everything the rules remember between phases (Soulmates, the bitten and the
turned, the wounded Tough Guy, the Bodyguard's last choice, the potions and spells, the
Old Hag's target, the Apprentice Seer, the Prince, the Wolf Cub's revenge, the Amulet,
the cult, the Hoodlum's marks, the roles taken over, the daily dice, the outcome).

What each seat is now (its role, its team, what the Seer sees) is read here; the phases
move it on in :mod:`engine.classic.game`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from types import MappingProxyType
from typing import TypeVar

from ..errors import InvalidDeck
from ..outcome import Outcome
from ..values import Team
from .deaths import Death
from .deck import ClassicDeck, check_classic_deck, deal_problems
from .dice import DailyChange
from .entries import FIRST_NIGHT, Phase, Seat
from .options import ClassicOptions, Deal, Fun
from .outcome import Case, Standing
from .roles import CLASSIC_ROLES

__all__ = ["AmuletState", "ClassicGame", "ClassicOptions", "Deal"]

#: the roles whose call wakes a pack: a Doppelganger that copies one wakes with it
PACKS = ("werewolf", "vampire")


@dataclass(frozen=True)
class AmuletState:
    """The Amulet of Protection: who holds it, who ever held it, and whether it turned a
    death away since it was last passed (its holder must then pass it, or lose it)."""

    holder: Seat | None = None
    had: frozenset[Seat] = frozenset()
    hit: bool = False

    @property
    def destroyed(self) -> bool:
        return self.holder is None and bool(self.had)


V = TypeVar("V")


def _empty() -> Mapping[Seat, V]:
    return MappingProxyType({})


def proxy(mapping: Mapping[Seat, V]) -> Mapping[Seat, V]:
    """``mapping`` frozen, in seat order."""
    return MappingProxyType(dict(sorted(mapping.items())))


@dataclass(frozen=True)
class ClassicGame:
    """Where a classic game stands at the start of ``phase``."""

    players: Mapping[Seat, str]
    options: ClassicOptions = field(default_factory=ClassicOptions)
    phase: Phase = FIRST_NIGHT
    alive: frozenset[Seat] = frozenset()
    deaths: tuple[Death, ...] = ()
    deal: Deal = field(default_factory=Deal)
    #: Cupid's pairs (two Cupids, two pairs)
    soulmates: tuple[tuple[Seat, Seat], ...] = ()
    #: the seats turned (the Cursed, a target of the daily "new werewolf"): their new team,
    #: from the night after the attack
    turned: Mapping[Seat, Team] = field(default_factory=_empty)
    #: attacked last night: each turns at the start of the next night, to the team that
    #: bit it (until then, at that dawn and day, it is what it was)
    bites: Mapping[Seat, Team] = field(default_factory=_empty)
    #: the Tough Guy attacked last night: dies at the coming dawn
    wounded: Seat | None = None
    #: the Bodyguard's last protection, and the night it was given
    guarded: tuple[int, Seat] | None = None
    #: every player the Bodyguard protected (its ``bodyguard_once`` alternate)
    guarded_ever: frozenset[Seat] = frozenset()
    #: the heals and kills each Witch or Magician seat has used
    spells: Mapping[Seat, tuple[int, int]] = field(default_factory=_empty)
    #: the seat the Old Hag named: it sits out the day of this phase's number
    sitting_out: Seat | None = None
    #: who names tonight's pox victim (``old_hag_passes``: last night's victim)
    pox_from: Seat | None = None
    apprentice_is_seer: bool = False
    #: the seats the Apprentice looked at (its ``apprentice_looks`` alternate)
    apprentice_looks: frozenset[Seat] = frozenset()
    prince_revealed: bool = False
    #: the Wolf Cub died: the wolves take two victims at the next night
    cub_hunt: bool = False
    #: the wolves ate the Diseased: tonight they are sick
    sick: bool = False
    #: who won (CLASSIC §4), once the game has ended
    outcome: Outcome[Case] | None = None
    ended: Phase | None = None
    #: the seats banned to another village: out of this game, neither dead nor winners
    gone: frozenset[Seat] = frozenset()
    #: roles taken over: the Doppelganger's, Cupid's card after night 1
    took: Mapping[Seat, str] = field(default_factory=_empty)
    #: the seat the Doppelganger chose
    copying: Seat | None = None
    #: the seats that lost their power (the daily "loses his special ability")
    stripped: frozenset[Seat] = frozenset()
    #: the Priest's blessing, until it turns a death away
    blessed: Seat | None = None
    #: the once-a-game powers used, as (role, seat)
    spent: frozenset[tuple[str, Seat]] = frozenset()
    amulet: AmuletState = field(default_factory=AmuletState)
    #: silenced today (the Spellcaster), and every seat it ever silenced
    muted: Seat | None = None
    muted_ever: frozenset[Seat] = frozenset()
    #: today brings two lynchings (the Troublemaker, the daily dice)
    two_lynchings: bool = False
    #: the Cult Leaders (the first, then its successors) and the recruits, in order
    cult_leaders: tuple[Seat, ...] = ()
    cult: tuple[Seat, ...] = ()
    #: the players the Hoodlum marked
    marks: tuple[Seat, ...] = ()
    #: the Vampires' victim: dies at the day's first vote
    bitten_by_vampires: Seat | None = None
    #: the seat that writes the Ghost's letters
    ghost: Seat | None = None
    #: the Mayor the village elected (the ``mayor_elected`` alternate)
    elected_mayor: Seat | None = None
    #: the day variant of each day so far (the daily dice), day 1 first
    daily: tuple[DailyChange, ...] = ()
    #: the seat the Seer last looked at
    seer_looked: Seat | None = None
    #: killed by the Masons' secret society: they lose, whoever wins
    lost: frozenset[Seat] = frozenset()
    #: players the wolves made their Minion (``minion_chosen``)
    minions: frozenset[Seat] = frozenset()

    @classmethod
    def start(cls, players: Mapping[Seat, str], options: ClassicOptions | None = None,
              deal: Deal | None = None) -> ClassicGame:
        """A new game at night 1; the cards (the seats' and the deal's) must make a good
        classic deck."""
        options = options or ClassicOptions()
        deal = deal or Deal()
        check_classic_deck(ClassicDeck.of([*players.values(), *deal.extra_cards()]), options)
        problems = deal_problems(players, options, deal)
        if problems:
            raise InvalidDeck(problems[0])
        seats = MappingProxyType(dict(sorted(players.items())))
        roles = set(seats.values()) | {deal.drunk}
        game = cls(seats, options, alive=frozenset(players), deal=deal,
                   amulet=AmuletState(deal.amulet, frozenset(
                       {deal.amulet} if deal.amulet is not None else ())),
                   apprentice_is_seer="apprentice_seer" in roles and "seer" not in roles)
        leader = game.holder("cult_leader")
        ghost = game.holder("ghost")
        return replace(game, cult_leaders=(leader,) if leader is not None else (),
                       ghost=None if options.has("ghost_first_dead") else ghost)

    @cached_property
    def deck(self) -> ClassicDeck:
        """Every card in play: the seats', the deal's extra cards and the Drunk's role."""
        drunk = (self.deal.drunk,) if self.deal.drunk else ()
        return ClassicDeck.of([*self.players.values(), *self.deal.extra_cards(), *drunk])

    # -- what each seat is now ---------------------------------------------------
    def role(self, seat: Seat) -> str:
        """The role ``seat`` holds now: the card dealt, the Drunk's drawn role, a role
        taken over, a plain Villager once its power is lost."""
        return self._roles[seat]

    @cached_property
    def _roles(self) -> dict[Seat, str]:
        return {s: "villager" if s in self.stripped else self._card(s) for s in self.players}

    def _card(self, seat: Seat) -> str:
        if seat in self.took:
            return self.took[seat]
        card = self.players[seat]
        return self.deal.drunk if card == "drunk" and self.deal.drunk else card

    def team(self, seat: Seat) -> Team:
        """The team ``seat`` is on now: turned, made a Minion, or its role's."""
        if seat in self.turned:
            return self.turned[seat]
        if seat in self.cult_leaders:
            return Team.CULT
        if seat in self.minions:
            return self.options.minion_side
        role = self._card(seat)
        return self.options.minion_side if role == "minion" else CLASSIC_ROLES[role].team

    def is_wolf(self, seat: Seat) -> bool:
        """``seat`` counts as a wolf now (parity, the village's win, the wolves' call)."""
        if seat in self.turned:
            return self.turned[seat] is Team.WEREWOLF
        return CLASSIC_ROLES[self.role(seat)].wolf

    def is_vampire(self, seat: Seat) -> bool:
        if seat in self.turned:
            return self.turned[seat] is Team.VAMPIRE
        return self.role(seat) == "vampire"

    def seen_as_wolf(self, seat: Seat) -> bool:
        """What the Seer (and the P.I.) is told of ``seat``: a Vampire looks like a wolf."""
        return seat in self.turned or CLASSIC_ROLES[self.role(seat)].seen_as_wolf

    def holder(self, role_id: str) -> Seat | None:
        """The seat dealt ``role_id`` (the first, for Werewolves and Masons)."""
        return next((s for s, r in self.players.items() if r == role_id), None)

    def awake(self, seat: Seat) -> bool:
        """``seat`` may act tonight: a Drunk sleeps through nights 1 and 2."""
        return not (self.players[seat] == "drunk" and self.phase.number < 3)

    def actors(self, role_id: str) -> tuple[Seat, ...]:
        """The living seats that act at ``role_id``'s call tonight, in seat order (a
        Doppelganger that took a role at once acts at its own call, unless it joined a
        pack)."""
        at_once = self.options.has("doppelganger_now")
        return tuple(s for s in sorted(self.alive) if self.role(s) == role_id
                     and self.awake(s) and not (at_once and self.players[s] == "doppelganger"
                                                and role_id not in PACKS))

    def seers(self) -> tuple[Seat, ...]:
        """The living seats that are the Seer now: the Seers, and the Apprentice once it
        took over."""
        seats = set(self.actors("seer"))
        apprentice = self.holder("apprentice_seer")
        if self.apprentice_is_seer and apprentice in self.alive:
            seats.add(apprentice)
        return tuple(sorted(seats))

    def seer(self) -> Seat | None:
        """The seat that is the Seer now (the first, with two): the Seer, or the
        Apprentice once it took over; the dead Seer's seat when none lives."""
        found = self.seers()
        if found:
            return found[0]
        return self.holder("apprentice_seer") if self.apprentice_is_seer else self.holder("seer")

    @property
    def tanner_died(self) -> bool:
        return any(self.role(d.seat) == "tanner" for d in self.deaths)

    def wolves(self) -> tuple[Seat, ...]:
        """The living wolves, a turned Cursed among them."""
        return tuple(s for s in sorted(self.alive) if self.is_wolf(s))

    def pack(self) -> tuple[Seat, ...]:
        """The living wolves awake tonight (a Drunk wolf sleeps nights 1 and 2)."""
        return tuple(s for s in self.wolves() if self.awake(s))

    def vampires(self) -> tuple[Seat, ...]:
        return tuple(s for s in sorted(self.alive) if self.is_vampire(s))

    def mayor(self) -> Seat | None:
        """The seat whose vote counts twice: the living Mayor, or the one elected."""
        if self.options.has("mayor_elected"):
            return self.elected_mayor if self.elected_mayor in self.alive else None
        return next((s for s in sorted(self.alive) if self.role(s) == "mayor"), None)

    def idiot(self) -> Seat | None:
        """The seat whose vote always lynches: the Idiot, or the seat made it in secret."""
        if self.options.has("idiot_secret"):
            return self.deal.idiot
        return next((s for s in sorted(self.alive) if self.role(s) == "idiot"), None)

    def spell_count(self, seat: Seat | None) -> tuple[int, int]:
        """The heals and kills ``seat`` has used."""
        return (0, 0) if seat is None else self.spells.get(seat, (0, 0))

    @property
    def witch_saved(self) -> bool:
        return self.spell_count(self.holder("witch"))[0] > 0

    @property
    def witch_killed(self) -> bool:
        return self.spell_count(self.holder("witch"))[1] > 0

    def daily_today(self) -> DailyChange | None:
        """The daily dice's variant for the day of this phase's number."""
        return self.daily[self.phase.number - 1] if len(self.daily) >= self.phase.number \
            else None

    def daily_tonight(self) -> DailyChange | None:
        """The variant of the day before tonight, which "the next night" rolls act on."""
        n = self.phase.number - 1
        return self.daily[n - 1] if self.phase.is_night and 1 <= n <= len(self.daily) \
            else None

    def victims_allowed(self, sacrifice: bool = False) -> int:
        """How many victims the wolves take tonight: none on night 1 or when sick with
        roles revealed, two on the night after the cub died or after they sacrifice it,
        else one."""
        if self.phase.number == 1 or (self.sick and self.options.full_reveal):
            return 0
        return 2 if self.cub_hunt or sacrifice else 1

    def apprentice_after(self, dead: set[Seat]) -> bool:
        """Whether the Apprentice is the Seer once ``dead`` have died: from the next
        night after a Seer's death, if the Apprentice lives."""
        return self.apprentice_is_seer or (
            any(self.role(s) == "seer" for s in dead)
            and self.holder("apprentice_seer") in self.alive - dead)

    def cub_died(self, dead: set[Seat]) -> bool:
        return any(self.role(s) == "wolf_cub" for s in dead)

    def at_nightfall(self) -> ClassicGame:
        """The state as night ``phase`` starts: a seat bitten last night turns now."""
        turned = {s: t for s, t in self.bites.items() if s in self.alive}
        if not turned and not self.bites:
            return self
        return replace(self, turned=proxy({**self.turned, **turned}),
                       bites=MappingProxyType({}))

    @property
    def bitten(self) -> Seat | None:
        """The first seat bitten last night, which turns at the start of this night."""
        return next(iter(sorted(self.bites)), None)

    def standing(self) -> Standing:
        """The facts :func:`~engine.classic.outcome.outcome` decides a win from."""
        seats = tuple(self.players)
        hoodlum = self.holder("hoodlum")
        return Standing(
            teams={s: self.team(s) for s in seats}, alive=self.alive,
            wolves=frozenset(s for s in seats if self.is_wolf(s)),
            vampires=frozenset(s for s in seats if self.is_vampire(s)),
            soulmates=self.soulmates, cult=frozenset(self.cult) | set(self.cult_leaders),
            tanners_dead=frozenset(d.seat for d in self.deaths if self.role(d.seat) == "tanner"),
            hoodlum=hoodlum, marks=self.marks,
            hoodlum_alone=self.options.has("hoodlum_four"), lost=self.lost, gone=self.gone,
            phantom=self.options.fun is Fun.NO_WEREWOLVES)
