"""What a day's entries may be (CLASSIC §3, docs/classic.md §4): every way they break the
rules, as one-line problems naming the key. What they do is in
:mod:`engine.classic.day_rules`."""

from __future__ import annotations

from dataclasses import replace

from .day_rules import (
    day_guard,
    day_kind,
    day_verdict,
    lynches_wanted,
    morning,
    nomination_rounds,
    reveals_the_prince,
    vote,
    voters,
)
from .deaths import Death
from .dice import DailyChange
from .entries import DayEntries, Seat
from .options import VoteKind
from .roles import CLASSIC_ROLES, MOST_PLAYERS
from .shot import living_target, shot_problems
from .state import ClassicGame
from .vote import Lynch

#: the entries each kind of vote holds
FIELDS = {VoteKind.NOMINATE: "nominations", VoteKind.POINT: "votes",
          VoteKind.SECRET: "votes", VoteKind.PAIR: "pair and votes",
          VoteKind.ELIMINATION: "safe"}


def _voter_problem(g: ClassicGame, key: str, voter: Seat, can: frozenset[Seat]) -> str | None:
    why = living_target(g, key, voter, None)
    if why is None and voter not in can:
        why = f"{key}: seat {voter} sits out today and cannot vote"
    return why


def _candidate(g: ClassicGame, key: str, seat: Seat, can: frozenset[Seat]) -> str | None:
    why = living_target(g, key, seat, None)
    if why is None and seat not in can:
        why = f"{key}: seat {seat} sits out today and cannot be nominated"
    return why


def _kind_problems(g: ClassicGame, e: DayEntries, kind: VoteKind) -> list[str]:
    """Entries of another kind of vote than today's."""
    given = {"nominations": bool(e.nominations), "votes": bool(e.votes) or e.revote is not None,
             "pair": e.pair is not None, "safe": bool(e.safe)}
    if g.options.vote is None and given["votes"] and given["nominations"]:
        return [("nominations: a day holds the point vote (votes) or the nominate vote "
                "(nominations), not both")]
    wanted = {VoteKind.NOMINATE: {"nominations"}, VoteKind.POINT: {"votes"},
              VoteKind.SECRET: {"votes"}, VoteKind.PAIR: {"pair", "votes"},
              VoteKind.ELIMINATION: {"safe"}}[kind]
    wrong = [k for k, v in given.items() if v and k not in wanted]
    if wrong:
        today = g.daily_today()
        why = "" if today is None else f" (the dice's {today.value} day)"
        return [f"{wrong[0]}: today's vote is {kind.value}{why}, which holds {FIELDS[kind]}"]
    return []


def _nominations(g: ClassicGame, e: DayEntries) -> list[str]:
    problems: list[str] = []
    can = voters(g)
    instant = g.daily_today() is DailyChange.INSTANT_LYNCH
    pacifist = g.options.has("pacifist_silent")
    lynched = 0
    for i, (n, count) in enumerate(zip(e.nominations, nomination_rounds(g, e))):
        key = f"nominations[{i}]"
        problems += filter(None, [_candidate(g, f"{key}.seat", n.seat, can)]
                           + [_voter_problem(g, f"{key}.lynch", v, can) for v in n.lynch])
        for part, seat in (("by", n.by), ("second", n.second)):
            if seat is None:
                continue
            why = _voter_problem(g, f"{key}.{part}", seat, can)
            if why is None and seat == n.seat:
                why = f"{key}.{part}: seat {seat} cannot {part} its own nomination"
            if why is None and pacifist and g.role(seat) == "pacifist":
                why = f"{key}.{part}: with its alternate the Pacifist may not nominate or second"
            problems += filter(None, [why])
        if n.by is not None and n.by == n.second:
            problems.append(f"{key}.second: the seconder is another player than the nominator")
        if instant and n.lynch:
            problems.append(f"{key}.lynch: on the dice's instant_lynch day the first nominee "
                            "is lynched with no vote")
        this = instant or count.lynched
        lynched += this
        if lynched >= lynches_wanted(g) or (this and reveals_the_prince(g, (n.seat,))):
            if i + 1 < len(e.nominations):
                problems.append(f"nominations[{i + 1}]: the day ended when seat {n.seat} got "
                                f"{count.votes} of {count.possible} votes")
            break
    return problems


def _votes(g: ClassicGame, e: DayEntries, kind: VoteKind) -> list[str]:
    """The point vote's, the secret ballot's and the two-player nominations' votes."""
    problems: list[str] = []
    can = voters(g)
    pair = e.pair
    if kind is VoteKind.PAIR:
        if pair is None:
            return ["pair: two-player nominations name the two nominees, such as [3, 5]"] \
                if e.votes else []
        problems += filter(None, [_candidate(g, "pair", s, can) for s in pair])
        if pair[0] == pair[1]:
            problems.append("pair: the two nominees are two different players")
    for key, votes in (("votes", e.votes), ("revote", e.revote or {})):
        problems += filter(None, [_voter_problem(g, key, voter, can) for voter in votes])
        problems += [f"{key}.{voter}: a vote for seat {target}, which is not in this game"
                     for voter, target in votes.items()
                     if target is not None and target not in g.players]
        if pair is not None:
            problems += [f"{key}.{voter}: a vote for seat {target}, who is not one of the "
                         f"pair {pair[0]} and {pair[1]}"
                         for voter, target in votes.items()
                         if target is not None and target not in pair]
    if kind in (VoteKind.POINT, VoteKind.SECRET):
        lynch = vote(g, replace(e, revote=None), kind)
        if lynch.first.tied and e.revote is None:
            problems.append(f"votes: seats {' and '.join(map(str, lynch.first.top))} tied; "
                            "add the revote")
        elif not lynch.first.tied and e.revote is not None:
            problems.append("revote: there was no tie to revote")
    elif e.revote is not None:
        problems.append(f"revote: the {kind.value} vote has no revote")
    return problems


def _safe(g: ClassicGame, e: DayEntries) -> list[str]:
    if not e.safe:
        return []
    can = voters(g)
    problems = list(filter(None, [_voter_problem(g, "safe", s, can) for s in e.safe]))
    if len(set(e.safe)) != len(e.safe):
        problems.append("safe: each player is declared safe once")
    elif not problems and len(can - set(e.safe)) != 1:
        problems.append(f"safe: every voter but one is declared safe; "
                        f"{len(can - set(e.safe))} are left")
    return problems


def _ballot(g: ClassicGame, e: DayEntries, kind: VoteKind) -> list[str]:
    problems = _kind_problems(g, e, kind)
    if problems:
        return problems
    if kind is VoteKind.NOMINATE:
        return _nominations(g, e)
    if kind is VoteKind.ELIMINATION:
        return _safe(g, e)
    return _votes(g, e, kind)


def _morning(g: ClassicGame, e: DayEntries) -> list[str]:
    """Arrivals, the ban and the elected Mayor."""
    problems: list[str] = []
    if (e.arrivals or e.ban is not None) and not g.options.banning:
        problems.append(f"{'arrivals' if e.arrivals else 'ban'}: players come and go between "
                        "villages only with the banning variant")
    for seat, role in e.arrivals.items():
        if seat in g.players:
            problems.append(f"arrivals.{seat}: seat {seat} is taken; give the newcomer a "
                            "seat of its own")
        elif seat > MOST_PLAYERS:
            problems.append(f"arrivals.{seat}: seats are 1 to {MOST_PLAYERS}")
        elif CLASSIC_ROLES[role].extra:
            problems.append(f"arrivals.{seat}: {role} is no role a player holds")
    if e.ban is not None:
        problems += filter(None, [_voter_problem(g, "ban", e.ban, voters(g))])
    if e.mayor is not None:
        why = None
        if not g.options.has("mayor_elected"):
            why = "mayor: the village elects a Mayor only with the alternate mayor_elected"
        elif g.mayor() is not None:
            why = f"mayor: seat {g.mayor()} is the Mayor while it lives"
        problems += filter(None, [why or _voter_problem(g, "mayor", e.mayor, voters(g))])
    return problems


def _second(g: ClassicGame, e: DayEntries, kind: VoteKind) -> list[str]:
    if e.second is None:
        return []
    if kind is VoteKind.NOMINATE:
        return ["second: with the nominate vote the nominations go on in nominations"]
    if lynches_wanted(g) < 2:
        return ["second: today brings one lynching"]
    first = vote(g, e, kind)
    if not first.lynched:
        return ["second: the second lynching's vote follows a first lynching"]
    after = replace(g, alive=g.alive - set(first.lynched))
    return [f"second.{p}" for p in _ballot(after, e.second, kind)]


def _martyr(g: ClassicGame, e: DayEntries, lynched: tuple[Seat, ...]) -> list[str]:
    if e.martyr is None:
        return []
    martyr = next((s for s in sorted(g.alive) if g.role(s) == "martyr"), None)
    if martyr is None:
        return ["martyr: there is no living martyr in this game"]
    if g.options.has("martyr_night"):
        return ["martyr: with its alternate the Martyr takes a victim's place at night"]
    if e.martyr not in lynched or e.martyr == martyr:
        return [f"martyr: seat {e.martyr} is not a player lynched today"]
    if martyr in lynched:
        return [f"martyr: the Martyr (seat {martyr}) is lynched itself today"]
    return []


#: a day's verdict: the state after it, the lynch, the deaths
Verdict = tuple[ClassicGame, Lynch, tuple[Death, ...]]


def day_problems(g: ClassicGame, e: DayEntries) -> list[str]:
    """Every way ``e`` breaks the rules at day ``g.phase``: the morning's entries, votes
    from seats that may not vote, a vote of another kind than today's, a missing or
    needless revote, a nomination after the day's last lynch, a second lynching's vote
    without the day for it, a day without a lynch when votes alternate, a bad shot."""
    return checked_day(g, e)[0]


def checked_day(g: ClassicGame, e: DayEntries) -> tuple[list[str], Verdict | None]:
    """:func:`day_problems`, and the day's verdict when there are none (worked out once,
    for the check and the play)."""
    problems = _morning(g, e)
    if problems:
        return problems, None
    g1, _ = morning(g, e, day_guard(g))
    kind = day_kind(g, e)
    problems = _ballot(g1, e, kind) + _second(g1, e, kind)
    if problems:
        return problems, None
    plain = day_verdict(g, replace(e, hunter=None, martyr=None))
    _, lynch, deaths = plain
    problems = _martyr(g1, e, lynch.lynched)
    if g.options.alternating and not lynch.lynched:
        problems.append("votes: with alternating votes and nights a day ends only with a lynch")
    if problems:
        return problems, None
    if e.hunter is None and e.martyr is None:
        return [], plain
    if e.martyr is not None:
        _, _, deaths = day_verdict(g, replace(e, hunter=None))
    if e.hunter is not None:
        problems = shot_problems(g1, e.hunter, deaths, sitting_out=g.sitting_out)
    return problems, None if problems else day_verdict(g, e)
