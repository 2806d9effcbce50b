"""The rules that win or lose a player beside the case that decided the game
(docs/rules.md §4, "Beside the teams"), applied in their order by :func:`beside`:
Nostradamus wins only alive; a traitor wins only if a teammate died; the Assassin, the
Apprentice Assassin and the Family Man win by their own conditions, with whichever team
wins; and whoever voted for the Diseased or the Mark of Disease cannot win at all.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..errors import InvalidRecord
from ..values import Team
from ..words import N_, Words
from .cases import Case
from .dawn import Dawn
from .draws import family_seats
from .mark import Mark

#: the note each side of one adds to the reason when it wins
_OWN_WIN = {Case.ASSASSIN: N_("the Assassin wins"),
            Case.APPRENTICE_ASSASSIN: N_("the Apprentice Assassin wins"),
            Case.FAMILY_MAN: N_("the Family Man wins")}
_OWN_TEAM = {Case.ASSASSIN: Team.ASSASSIN, Case.APPRENTICE_ASSASSIN: Team.APPRENTICE_ASSASSIN,
             Case.FAMILY_MAN: Team.FAMILY_MAN}


def _own_winners(d: Dawn, died: frozenset[int]) -> dict[Case, frozenset[int]]:
    """The seats that win by their own condition, by the rule that wins it for them."""
    marked = d.holding(Mark.ASSASSIN)
    # the Apprentice's target: the Assassin, or with no Assassin playing the marked player
    target = d.having("assassin") or marked
    out = {Case.ASSASSIN: d.on(Team.ASSASSIN) if marked & died else frozenset(),
           Case.APPRENTICE_ASSASSIN: d.on(Team.APPRENTICE_ASSASSIN) if target & died
           else frozenset()}
    family_men = d.on(Team.FAMILY_MAN)
    if family_men and d.draws.family is None:
        raise InvalidRecord("family_man: the family the box drew is missing "
                            "(draws.family: left, right, each_side, ...)")
    out[Case.FAMILY_MAN] = frozenset(
        s for s in family_men if d.draws.family is not None
        and not family_seats(s, d.draws.family, d.players) & died)
    return {case: seats for case, seats in out.items() if seats}


def traitors(d: Dawn, died: frozenset[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The traitors whose mark counts (a teammate plays, and not a dead Nostradamus), in
    seat order: those a teammate's death wins for, and those it does not."""
    won: list[int] = []
    lost: list[int] = []
    barred = d.having("nostradamus") & died
    for s, p in sorted(d.standing.items()):
        mates = d.on(p.team) - {s}
        if not p.traitor or not mates or s in barred:
            continue   # the mark of a player alone on a team changes nothing
        (won if mates & died else lost).append(s)
    return tuple(won), tuple(lost)


def beside(d: Dawn, died: frozenset[int], cast: Mapping[int, int], decided: frozenset[int],
           w: Words, reason: str) -> tuple[frozenset[int], set[Team], list[Case], str]:
    """The winning seats once the rules beside the case are applied to ``decided`` (the
    seats the case made win), the sides of one that won, the rules that changed anything,
    in order, and ``reason`` with what they add."""
    seats, teams, also = set(decided), set[Team](), list[Case]()

    def note(text: str) -> None:
        nonlocal reason
        reason = w._("{reason}; {note}", reason=reason, note=text)

    barred = d.having("nostradamus") & died   # no later rule wins for a dead Nostradamus
    dead_prophets = sorted(barred & seats)
    if dead_prophets:
        seats -= set(dead_prophets)
        also.append(Case.NOSTRADAMUS)
        note(w._("Nostradamus died and does not win"))
    won, lost = traitors(d, died)
    if (set(won) - seats) or (set(lost) & seats):
        also.append(Case.TRAITOR)
        seats = (seats | set(won)) - set(lost)
        if won:
            note(w.n_("{seats} is a traitor, and a teammate died: a win",
                      "{seats} are traitors, and a teammate died: a win", len(won),
                      seats=w.seats(won, start=True)))
        if lost:
            note(w.n_("{seats} is a traitor, and no teammate died: no win",
                      "{seats} are traitors, and no teammate died: no win", len(lost),
                      seats=w.seats(lost, start=True)))
    for case, winners in _own_winners(d, died).items():
        seats |= winners
        teams.add(_OWN_TEAM[case])
        also.append(case)
        note(w._(_OWN_WIN[case]))
    diseased = d.having("diseased") | d.holding(Mark.DISEASE)
    voters = sorted(v for v, target in cast.items() if target in diseased and v in seats)
    if voters:
        seats -= set(voters)
        also.append(Case.DISEASED)
        note(w.n_("{seats} voted for the Diseased and cannot win",
                  "{seats} voted for the Diseased and cannot win", len(voters),
                  seats=w.seats(voters, start=True)))
    return frozenset(seats), teams, also, reason
