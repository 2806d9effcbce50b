"""The rules of the day (CLASSIC §3, docs/classic.md §4): who votes, the morning (players
arriving, the vampires' victim, a ban, an elected Mayor), the day's vote of its kind and
its second lynching, the Prince, the protections, the Martyr, the lynch and its chains.
The checks are in :mod:`engine.classic.day_checks`."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from types import MappingProxyType

from .ballots import elimination, pair, point, presses, without
from .dawn import first_dead, successors
from .deaths import Cause, Chains, Death, with_chains
from .dice import DailyChange
from .entries import DayEntries, Seat
from .nominate import NominationCount, count_nomination
from .options import VoteKind
from .protect import Guard
from .shot import hunter_seat, vampire_hunter
from .state import ClassicGame, proxy
from .vote import Count, Lynch, TieRule, count_round


def voters(g: ClassicGame) -> frozenset[Seat]:
    """The seats that vote, and may be voted for, today: the living, less the one sitting
    out and the vampires' victim of the night (with whoever dies with it). The rulebook's
    Vampire: the victim "is not revealed until a nomination occurs; the Vampire's target
    dies right then in the middle of the day", before any vote counts (:func:`morning`)."""
    if g.bitten_by_vampires is not None:
        g = today(g)
    return g.alive - {g.sitting_out} if g.sitting_out is not None else g.alive


def today(g: ClassicGame, before: DayEntries | None = None) -> ClassicGame:
    """The game as the day's vote finds it: :func:`morning` played with its entries
    ``before`` (players arriving, the vampires' victim dead, a ban, an elected Mayor) and
    the day's protections."""
    return morning(g, before or DayEntries(), day_guard(g))[0]


def day_kind(g: ClassicGame, e: DayEntries) -> VoteKind:
    """Today's vote: the daily dice's, else the game's, else what the day's entries hold
    (records written before the variants)."""
    today = g.daily_today()
    if today is DailyChange.INSTANT_LYNCH:
        return VoteKind.NOMINATE
    if today is DailyChange.ELIMINATION:
        return VoteKind.ELIMINATION
    if g.options.vote is not None:
        return g.options.vote
    if e.nominations:
        return VoteKind.NOMINATE
    if e.pair is not None:
        return VoteKind.PAIR
    return VoteKind.ELIMINATION if e.safe else VoteKind.POINT


def chains(g: ClassicGame, shot: Seat | None) -> Chains:
    return Chains(g.soulmates, hunter_seat(g), shot, vampire_hunter(g),
                  tuple(sorted(g.players)), frozenset(g.vampires()))


def day_guard(g: ClassicGame) -> Guard:
    """Today's protections: the Bodyguard's, with its ``bodyguard_day`` alternate, the
    blessing, the Amulet, and the pox against a shot."""
    guarded = g.guarded[1] if g.options.has("bodyguard_day") and g.guarded is not None \
        and g.guarded[0] == g.phase.number else None
    return Guard(guarded=guarded, day=True, blessed=g.blessed, amulet=g.amulet.holder,
                 sitting_out=g.sitting_out)


def morning(g: ClassicGame, e: DayEntries, guard: Guard) -> tuple[ClassicGame, tuple[Death, ...]]:
    """The day before its vote: players arrive, the vampires' victim dies (at the first
    nomination, before any vote counts), the banned player leaves, the elected Mayor
    takes office. Checked entries."""
    if e.arrivals:
        players = {**g.players, **e.arrivals}
        g = replace(g, players=MappingProxyType(dict(sorted(players.items()))),
                    alive=g.alive | set(e.arrivals))
    bite = g.bitten_by_vampires
    if bite is None and e.ban is None and e.mayor is None:
        return g, ()
    first = [Death(g.phase, bite, Cause.VAMPIRES)] if bite in g.alive else []
    deaths = tuple(with_chains(first, g.alive, g.phase, chains(g, e.hunter), guard.stops))
    dead = {d.seat for d in deaths}
    banned = {e.ban} if e.ban is not None else set()
    return replace(g, alive=g.alive - dead - banned, deaths=g.deaths + deaths,
                   gone=g.gone | banned, bitten_by_vampires=None,
                   elected_mayor=e.mayor if e.mayor is not None else g.elected_mayor), deaths


def _pacifist(g: ClassicGame) -> Seat | None:
    return next((s for s in sorted(g.alive) if g.role(s) == "pacifist"), None)


def nomination_count(g: ClassicGame, nominee: Seat, lynch: Collection[Seat],
                     unsure: Collection[Seat] = ()) -> NominationCount:
    """One nominate round counted (CLASSIC §3): the Mayor's press counts twice, the
    Idiot's always, the Pacifist's never, an ``unsure`` one (a press the ballot could not
    trust) not at all. The box counts its rounds with it, as the record's replay does."""
    can = voters(g)
    return count_nomination(nominee, presses(lynch, can, g.idiot(), _pacifist(g)), can,
                            g.mayor(), unsure)


def nomination_rounds(g: ClassicGame, e: DayEntries) -> tuple[NominationCount, ...]:
    """Each nominate round of the day counted, in order (:func:`nomination_count`)."""
    return tuple(nomination_count(g, n.seat, n.lynch) for n in e.nominations)


def first_round(g: ClassicGame, e: DayEntries) -> Count:
    """The point vote's first round counted: the Mayor's vote twice, the Pacifist's none."""
    can = voters(g)
    return count_round(without(e.votes, _pacifist(g)), can, can, g.mayor())


def lynches_wanted(g: ClassicGame) -> int:
    """How many lynchings today brings: two after the Troublemaker or the dice's 4."""
    return 2 if g.two_lynchings else 1


def reveals_the_prince(g: ClassicGame, lynched: Collection[Seat]) -> bool:
    """Whether lynching ``lynched`` reveals the Prince, who survives and ends the day
    (CLASSIC §3): no second lynching follows, on a day that brings two."""
    return not g.prince_revealed and any(g.role(s) == "prince" for s in lynched)


def _nominated(g: ClassicGame, e: DayEntries) -> Lynch:
    """The nominate vote's verdict: the first nominees with more than half the votes (the
    first nominee, with no vote, on the dice's "instantly lynched" day)."""
    rounds = nomination_rounds(g, e)
    if g.daily_today() is DailyChange.INSTANT_LYNCH:
        out: tuple[Seat, ...] = (e.nominations[0].seat,) if e.nominations else ()
    else:
        out = tuple(r.nominee for r in rounds if r.lynched)[:lynches_wanted(g)]
    counts = {r.nominee: r.votes for r in rounds}
    return Lynch(out, Count(counts, out), nominations=rounds)


def vote(g: ClassicGame, e: DayEntries, kind: VoteKind) -> Lynch:
    """Whom the day's vote of ``kind`` lynches (the first vote only, for the kinds that
    hold their second lynching's vote in ``second``)."""
    can = voters(g)
    votes = without(e.votes, _pacifist(g))
    revote = None if e.revote is None else without(e.revote, _pacifist(g))
    if kind is VoteKind.NOMINATE:
        return _nominated(g, e)
    if kind is VoteKind.PAIR:
        return pair(e.pair, votes, can, g.mayor()) if e.pair is not None \
            else Lynch((), Count({}, ()))
    if kind is VoteKind.ELIMINATION:
        return elimination(e.safe, can) if e.safe else Lynch((), Count({}, ()))
    tie = TieRule.ALL if kind is VoteKind.SECRET else g.options.tie
    return point(votes, revote, can, g.mayor(), tie)


def _lynch(g: ClassicGame, e: DayEntries, lynched: tuple[Seat, ...], guard: Guard
           ) -> tuple[list[Death], bool, bool]:
    """The lynched seats' fate: the deaths, whether the Prince was revealed (the day
    ends), and whether the day had its lynch (a lynch the Amulet turns away counts)."""
    prince_out = g.prince_revealed
    martyr = next((s for s in sorted(g.alive) if g.role(s) == "martyr"), None)
    out: list[Death] = []
    for seat in lynched:
        if g.role(seat) == "prince" and not prince_out:
            return out, True, True
        if seat in {d.seat for d in out} or guard.stops(seat, Cause.LYNCH):
            continue
        if seat == e.martyr and martyr is not None and martyr not in lynched:
            out.append(Death(g.phase, martyr, Cause.MARTYR))
        else:
            out.append(Death(g.phase, seat, Cause.LYNCH))
    return out, False, bool(lynched)


def day_verdict(g: ClassicGame, e: DayEntries) -> tuple[ClassicGame, Lynch, tuple[Death, ...]]:
    """CLASSIC §3: the morning, the count (and the second lynching's), the Prince, the
    protections, the Martyr, the lynch and its chains. Checked entries."""
    guard = day_guard(g)
    g1, first = morning(g, e, guard)
    kind = day_kind(g, e)
    lynch = vote(g1, e, kind)
    lynched = lynch.lynched
    if e.second is not None and kind is not VoteKind.NOMINATE and lynched:
        after = replace(g1, alive=g1.alive - set(lynched))
        lynched += vote(after, e.second, kind).lynched
        lynch = replace(lynch, lynched=lynched)
    own, revealed, _ = _lynch(g1, e, lynched, guard)
    deaths = first + tuple(with_chains(own, g1.alive, g.phase, chains(g1, e.hunter),
                                       guard.stops))
    dead = {d.seat for d in deaths}
    took = dict(g1.took)
    doppel = g1.holder("doppelganger")
    if g1.copying in dead and doppel in g1.alive - dead and doppel not in took:
        took[doppel] = g1.role(g1.copying)
    living = g1.alive - dead
    amulet = g1.amulet
    if amulet.holder in dead:
        amulet = replace(amulet, holder=None)
    elif guard.hit:
        amulet = replace(amulet, hit=True)
    state = replace(g1, alive=living, deaths=g.deaths + deaths, sitting_out=None,
                    prince_revealed=g.prince_revealed or revealed,
                    apprentice_is_seer=g1.apprentice_after(dead),
                    cub_hunt=g.cub_hunt or g1.cub_died(dead), took=proxy(took),
                    blessed=guard.blessed, amulet=amulet, muted=None, two_lynchings=False,
                    cult_leaders=successors(g1, g1.cult, living),
                    ghost=first_dead(g, deaths) if g.ghost is None else g.ghost)
    return state, lynch, deaths
