"""The rules of the day (CLASSIC §3): who votes, the point vote with the Mayor and the
revote, the nominate vote's rounds, the Prince, the lynch and its chains."""

from __future__ import annotations

from dataclasses import replace

from .deaths import Cause, Death, with_chains
from .entries import DayEntries, Seat
from .nominate import NominationCount, count_nomination
from .shot import living_target, shot_problems
from .state import ClassicGame
from .vote import Count, Lynch, count_round, decide


def voters(g: ClassicGame) -> frozenset[Seat]:
    """The seats that vote, and may be voted for, today: the living, less the one sitting
    out."""
    return g.alive - {g.sitting_out} if g.sitting_out is not None else g.alive


def _mayor(g: ClassicGame) -> Seat | None:
    return g.holder("mayor")


def first_round(g: ClassicGame, e: DayEntries) -> Count:
    can = voters(g)
    return count_round(e.votes, can, can, _mayor(g))


def revote_round(g: ClassicGame, e: DayEntries, tied: tuple[Seat, ...]) -> Count | None:
    if e.revote is None:
        return None
    return count_round(e.revote, voters(g), tied, _mayor(g))


def nomination_rounds(g: ClassicGame, e: DayEntries) -> tuple[NominationCount, ...]:
    """Each nominate round of the day counted, in order (CLASSIC §3)."""
    can = voters(g)
    return tuple(count_nomination(n.seat, n.lynch, can, _mayor(g)) for n in e.nominations)


def _voter_problem(g: ClassicGame, key: str, voter: Seat, can: frozenset[Seat]) -> str | None:
    if voter not in g.players:
        return f"{key}: there is no seat {voter} in this game"
    if voter not in g.alive:
        return f"{key}: seat {voter} is dead and cannot vote"
    if voter not in can:
        return f"{key}: seat {voter} sits out today and cannot vote"
    return None


def _nomination_problems(g: ClassicGame, e: DayEntries) -> list[str]:
    problems: list[str] = []
    can = voters(g)
    if e.votes or e.revote is not None:
        problems.append("nominations: a day holds the point vote (votes) or the nominate "
                        "vote (nominations), not both")
    for i, (n, count) in enumerate(zip(e.nominations, nomination_rounds(g, e))):
        key = f"nominations[{i}]"
        why = living_target(g, f"{key}.seat", n.seat, None)
        if why is None and n.seat not in can:
            why = f"{key}.seat: seat {n.seat} sits out today and cannot be nominated"
        problems += filter(None, [why] + [_voter_problem(g, f"{key}.lynch", v, can)
                                          for v in n.lynch])
        if count.lynched and i + 1 < len(e.nominations):
            problems.append(f"nominations[{i + 1}]: the day ended when seat {n.seat} got "
                            f"{count.votes} of {count.possible} votes")
    return problems


def day_problems(g: ClassicGame, e: DayEntries) -> list[str]:
    """Votes from a seat that may not vote, a missing or needless revote, a nomination
    after the day's lynch, a bad shot."""
    if e.nominations:
        problems = _nomination_problems(g, e)
        if e.hunter is not None and not problems:
            _, _, deaths = day_verdict(g, replace(e, hunter=None))
            problems += shot_problems(g, e.hunter, deaths, sitting_out=g.sitting_out)
        return problems
    problems = []
    can = voters(g)
    for key, votes in (("votes", e.votes), ("revote", e.revote or {})):
        problems += filter(None, [_voter_problem(g, key, voter, can) for voter in votes])
        problems += [f"{key}.{voter}: a vote for seat {target}, which is not in this game"
                     for voter, target in votes.items()
                     if target is not None and target not in g.players]
    first = first_round(g, e)
    if first.tied and e.revote is None:
        problems.append(f"votes: seats {' and '.join(map(str, first.top))} tied; "
                        "add the revote")
    elif not first.tied and e.revote is not None:
        problems.append("revote: there was no tie to revote")
    if e.hunter is not None and not problems:
        _, _, deaths = day_verdict(g, replace(e, hunter=None))
        problems += shot_problems(g, e.hunter, deaths, sitting_out=g.sitting_out)
    return problems


def _nominated(g: ClassicGame, e: DayEntries) -> Lynch:
    """The nominate vote's verdict: the first nominee with more than half the votes."""
    rounds = nomination_rounds(g, e)
    out = next((r.nominee for r in rounds if r.lynched), None)
    counts = {r.nominee: r.votes for r in rounds}
    lynched = () if out is None else (out,)
    return Lynch(lynched, Count(counts, lynched), nominations=rounds)


def day_verdict(g: ClassicGame, e: DayEntries) -> tuple[ClassicGame, Lynch, tuple[Death, ...]]:
    """CLASSIC §3: count (the point vote and its revote, or the nominate rounds), the
    Prince, the lynch and its chains. Checked entries."""
    if e.nominations:
        lynch = _nominated(g, e)
    else:
        first = first_round(g, e)
        lynch = decide(first, revote_round(g, e, first.top) if first.tied else None,
                       g.options.tie)
    prince = g.holder("prince")
    revealed = g.prince_revealed
    lynched = []
    for seat in lynch.lynched:
        if seat == prince and not revealed:
            revealed = True
            continue
        lynched.append(Death(g.phase, seat, Cause.LYNCH))
    deaths = tuple(with_chains(lynched, g.alive, g.phase, g.soulmates, g.holder("hunter"),
                               e.hunter))
    dead = {d.seat for d in deaths}
    state = replace(g, alive=g.alive - dead, deaths=g.deaths + deaths, sitting_out=None,
                    prince_revealed=revealed,
                    apprentice_is_seer=g.apprentice_after(dead),
                    cub_hunt=g.cub_hunt or g.cub_died(dead))
    return state, lynch, deaths
