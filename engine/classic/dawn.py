"""What a night does (CLASSIC §2, docs/classic.md §3), in the order the rules read: the
Moderator's own deaths, the wolves' victims, the vampires' bite, the poisons and spells,
the chains, then what the night leaves for the day and the next night. The checks are in
:mod:`engine.classic.night_checks`; ``dawn`` applies entries already checked."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..values import Team
from .deaths import Cause, Chains, Death, as_told, with_chains
from .dice import DailyChange, day_variant
from .entries import NightEntries, Seat
from .protect import Guard
from .shot import hunter_seat, vampire_hunter
from .state import AmuletState, ClassicGame, proxy


@dataclass(frozen=True)
class Dawn:
    """What night N did: the state after it (before the win check), the deaths in the
    order the table hears them (:func:`~engine.classic.deaths.as_told`), and the answers
    the Moderator signalled (seat -> True for "wolf" / "the Seer")."""

    state: ClassicGame
    deaths: tuple[Death, ...]
    seer_saw: tuple[Seat, bool] | None = None
    sorcerer_saw: tuple[Seat, bool] | None = None
    #: the Cursed the wolves attacked: a wolf from the start of the next night
    bitten: Seat | None = None
    wounded: Seat | None = None
    #: each seat a protection saved tonight, and from what
    saved: tuple[tuple[Seat, Cause], ...] = ()


def healed(e: NightEntries) -> frozenset[Seat]:
    """The seats the Witch and the Magician heal tonight (``True``: the only victim)."""
    tonight = e.werewolf + ((e.vampire,) if e.vampire is not None else ())
    seats: set[Seat] = set()
    for save in (e.witch_save, e.magician_save):
        if save is True:
            seats.update(tonight[:1])
        elif isinstance(save, tuple):
            seats.update(save)
        elif save is not False:
            seats.add(save)
    return frozenset(seats)


def _moderator_deaths(g: ClassicGame, e: NightEntries) -> list[Death]:
    """The deaths nothing stops: the Ghost on night 1, the Old Man's night, the Tough Guy's
    wounds, the Masons' society, the cub's sacrifice."""
    phase, n = g.phase, g.phase.number
    out: list[Death] = []
    if n == 1 and g.ghost is not None and not g.options.has("ghost_first_dead"):
        out.append(Death(phase, g.ghost, Cause.GHOST))
    out += [Death(phase, s, Cause.OLD_AGE) for s in sorted(g.alive)
            if g.role(s) == "old_man" and n >= len(g.wolves()) + 1]
    if g.wounded is not None and g.wounded in g.alive:  # whatever protects it
        out.append(Death(phase, g.wounded, Cause.WOUNDS))
    out += [Death(phase, s, Cause.SECRET_SOCIETY) for s in e.secret_society]
    cub = next(iter(g.actors("wolf_cub")), g.holder("wolf_cub"))
    if e.wolf_cub_sacrifice and cub is not None:  # the pack's own kill: nothing stops it
        out.append(Death(phase, cub, Cause.SACRIFICE))
    once: dict[Seat, Death] = {}
    for death in out:
        once.setdefault(death.seat, death)
    return list(once.values())


@dataclass
class _Night:
    """What the night's attacks leave behind, gathered as they are applied."""

    bites: dict[Seat, Team]
    wounded: Seat | None = None
    stripped: frozenset[Seat] = frozenset()
    sick: bool = False
    vampire_bite: Seat | None = None


def _attacks(g: ClassicGame, e: NightEntries, guard: Guard, first: list[Death]) -> _Night:
    """The wolves' victims, the vampires' bite, the poisons and spells, in that order."""
    phase = g.phase
    saved = healed(e)
    out = _Night({})
    variant = g.daily_tonight()
    harmless = g.sick and not g.options.full_reveal  # sick wolves: their victim lives
    martyr = next(iter(g.actors("martyr")), None)

    def dead(seat: Seat) -> bool:
        return any(d.seat == seat for d in first)

    for victim in e.werewolf:
        role = g.role(victim)
        if victim == e.bodyguard or dead(victim) or harmless or g.is_vampire(victim):
            continue  # no attack: the Vampires are not the wolves' prey
        if (role == "cursed" and victim not in g.turned) \
                or variant is DailyChange.NEW_WEREWOLF:
            out.bites[victim] = Team.WEREWOLF  # a healing potion has nothing to heal
        elif variant is DailyChange.LOSES_POWER:
            out.stripped |= {victim}
        elif victim in saved:
            continue
        elif victim == e.martyr and martyr is not None:
            first.append(Death(phase, martyr, Cause.MARTYR))
        elif guard.stops(victim, Cause.WEREWOLVES):
            continue
        elif role == "tough_guy":
            out.wounded = victim
        else:
            first.append(Death(phase, victim, Cause.WEREWOLVES))
            out.sick = out.sick or role == "diseased"
    bite = e.vampire
    if bite is not None and bite != e.bodyguard and not dead(bite) and bite not in saved:
        if g.role(bite) == "cursed" and bite not in g.turned:
            out.bites[bite] = Team.VAMPIRE
        elif not guard.stops(bite, Cause.VAMPIRES):
            out.vampire_bite = bite
    kills = ([(e.witch_kill, Cause.WITCH)] if e.witch_kill is not None else []) \
        + [(k, Cause.MAGICIAN) for k in e.magician_kill]
    for seat, cause in kills:
        if not dead(seat) and not guard.stops(seat, cause):
            first.append(Death(phase, seat, cause))
    return out


def _spells(g: ClassicGame, e: NightEntries) -> dict[Seat, tuple[int, int]]:
    spells = dict(g.spells)
    uses = ((g.actors("witch"), 0 if e.witch_save is False else 1, int(e.witch_kill is not None)),
            (g.actors("magician"), 0 if e.magician_save is False else
             len(e.magician_save) if isinstance(e.magician_save, tuple) else 1,
             len(e.magician_kill)))
    for seats, heals, kills in uses:
        if seats and (heals or kills):
            h, k = g.spell_count(seats[0])
            spells[seats[0]] = (h + heals, k + kills)
    return spells


def _amulet(g: ClassicGame, e: NightEntries, dead: set[Seat], hit: bool) -> AmuletState:
    """The pass, last of the night: to a player who never held it, or the Amulet is
    destroyed; kept unless it turned a death away since it was passed."""
    amulet = g.amulet
    if amulet.holder is None:
        return amulet
    if amulet.holder in dead:
        return replace(amulet, holder=None)
    if e.amulet is not None:
        if e.amulet in amulet.had:
            return replace(amulet, holder=None)
        return AmuletState(e.amulet, amulet.had | {e.amulet})
    return replace(amulet, holder=None) if hit else amulet


def _cult(g: ClassicGame, e: NightEntries, dead: set[Seat]) -> tuple[tuple[Seat, ...],
                                                                     tuple[Seat, ...]]:
    """The cult after tonight's recruit, and its leaders: with the alternate, the first
    living recruit leads once every leader is dead."""
    cult = g.cult + ((e.cult_leader,) if e.cult_leader is not None else ())
    return cult, successors(g, cult, g.alive - dead)


def successors(g: ClassicGame, cult: tuple[Seat, ...], living: frozenset[Seat]
               ) -> tuple[Seat, ...]:
    leaders = g.cult_leaders
    if g.options.has("cult_successor") and leaders and not set(leaders) & living:
        heir = next((s for s in cult if s in living), None)
        if heir is not None:
            return leaders + (heir,)
    return leaders


def first_dead(g: ClassicGame, deaths: tuple[Death, ...]) -> Seat | None:
    """The Ghost after ``deaths``: with its alternate, the first player to die."""
    if g.ghost is None and g.options.has("ghost_first_dead") and deaths:
        return deaths[0].seat
    return g.ghost


def dawn(g: ClassicGame, e: NightEntries) -> Dawn:
    """The night step by step; ``e`` must already be checked; ``g`` is the state at
    nightfall (a seat bitten the night before has already turned)."""
    phase, n = g.phase, g.phase.number
    learns = g.options.has("priest_learns")
    guard = Guard(guarded=e.bodyguard, amulet=g.amulet.holder,
                  blessed=e.priest if e.priest is not None and not learns else g.blessed)
    first = _moderator_deaths(g, e)
    night = _attacks(g, e, guard, first)
    chains = Chains(g.soulmates, hunter_seat(g), e.hunter, vampire_hunter(g),
                    tuple(sorted(g.players)), frozenset(g.vampires()))
    deaths = tuple(with_chains(first, g.alive, phase, chains, guard.stops))  # rule order
    dead = {d.seat for d in deaths}
    told = as_told(deaths)
    cult, leaders = _cult(g, e, dead)
    took = dict(g.took)
    copying = e.doppelganger if e.doppelganger is not None else g.copying
    doppel = g.holder("doppelganger")
    if copying in dead and doppel in g.alive - dead and doppel not in took:
        took[doppel] = g.role(copying)
    cupid = g.holder("cupid")
    if n == 1 and g.options.has("cupid_card") and g.deal.cupid and cupid in g.alive - dead:
        took[cupid] = g.deal.cupid
    seer = g.seer()
    look = e.apprentice_seer if e.apprentice_seer is not None and g.apprentice_is_seer \
        else e.seer
    daily = g.daily
    if g.options.daily_changes and g.options.seed is not None:
        daily += (day_variant(g.options.seed, n, daily[-1] if daily else None),)
    spent = g.spent | {(role, s) for role, used in (("priest", e.priest is not None),
                                                   ("pi", e.pi is not None),
                                                   ("troublemaker", e.troublemaker))
                       if used for s in g.actors(role)[:1]}
    pox = e.old_hag if e.old_hag not in dead else None
    state = replace(
        g, alive=g.alive - dead, deaths=g.deaths + told,
        soulmates=g.soulmates + tuple(p for p in (e.cupid, e.cupid_2) if p is not None),
        bites=proxy({s: t for s, t in night.bites.items() if s not in dead}),
        wounded=night.wounded,
        guarded=(n, e.bodyguard) if e.bodyguard is not None else g.guarded,
        guarded_ever=g.guarded_ever | ({e.bodyguard} if e.bodyguard is not None else set()),
        spells=proxy(_spells(g, e)), sitting_out=pox,
        pox_from=pox if g.options.has("old_hag_passes") else None,
        apprentice_is_seer=g.apprentice_after(dead),
        apprentice_looks=g.apprentice_looks | (
            {e.apprentice_seer} if e.apprentice_seer is not None and not g.apprentice_is_seer
            else set()),
        cub_hunt=g.cub_died(dead) and not e.wolf_cub_sacrifice, sick=night.sick,
        took=proxy(took), copying=copying, stripped=g.stripped | night.stripped,
        blessed=guard.blessed if not learns else None, spent=spent,
        amulet=_amulet(g, e, dead, g.amulet.hit or guard.hit),
        muted=e.spellcaster, muted_ever=g.muted_ever | (
            {e.spellcaster} if e.spellcaster is not None else set()),
        two_lynchings=e.troublemaker or (daily[-1:] == (DailyChange.TWO_LYNCHINGS,)
                                         and len(daily) == n),
        cult=cult, cult_leaders=leaders, marks=e.hoodlum or g.marks,
        bitten_by_vampires=night.vampire_bite,
        ghost=first_dead(g, deaths),
        daily=daily, seer_looked=next((s for s in (look, e.seer_2) if s is not None),
                                      g.seer_looked),
        lost=g.lost | {d.seat for d in deaths if d.cause is Cause.SECRET_SOCIETY},
        minions=g.minions | ({e.minion} if e.minion is not None else set()))
    bitten = state.bitten
    return Dawn(state, told,
                seer_saw=None if look is None or seer is None
                else (look, g.seen_as_wolf(look)),
                sorcerer_saw=None if e.sorcerer is None
                else (e.sorcerer, e.sorcerer in g.seers()),
                bitten=bitten, wounded=night.wounded, saved=tuple(guard.saved))
