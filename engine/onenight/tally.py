"""The vote count and who dies (RULINGS §3, docs/rules.md §3).

Without revealed cards every vote is a plain vote. With them, in the order the rules page
reads: the Bodyguard and the Defender-er protect instead of voting, and a Master a vampire
voted for is protected; votes for a Prince or the Sponge do not count; the most votes die
(in an epic battle the second most too); Ricochet Rhino sends its death to the seat it
voted for; dead Hunters shoot, lovers die together; a Cursed or a Windy Wendy a monster
voted for joins that monster's team.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ..errors import InvalidRecord
from ..values import Team
from .dawn import MONSTERS, Dawn, dawn, turned
from .mark import Mark
from .role import Role
from .roles import ROLES, VOTE_CHANGERS

#: Cards that make a vote's deaths provisional until the cards are revealed
#: (the Curator's artifacts can make a Hunter, Bodyguard or Prince).
PROVISIONAL_WITH: frozenset[str] = VOTE_CHANGERS | {"curator"}
#: whose vote protects the seat it points at
GUARDS: frozenset[str] = frozenset({"bodyguard", "defender_er"})
#: the votes for whom do not count
UNCOUNTED: frozenset[str] = frozenset({"prince", "sponge"})

#: what a deck's revealed cards may be given as: roles or cards by seat, or a dawn
Revealed = Mapping[int, Role | str] | Dawn


@dataclass(frozen=True)
class Tally:
    """The count and the deaths.

    ``counts`` holds every player seat and the votes that count against it;
    ``top`` is the highest count among the seats that can die by vote;
    ``shots`` maps each dead Hunter who shot to the seat they shot (a Hunter
    aiming at a protected seat does not shoot); ``turned`` are the Cursed seats
    that count as wolves; ``ricochet`` maps a Ricochet Rhino voted out to the seat that
    died instead, ``lovers`` are the seats that died for love, and ``epic`` says the
    second most votes killed too.
    """

    counts: Mapping[int, int]
    dead: tuple[int, ...]
    voted_out: tuple[int, ...]
    top: int
    shots: Mapping[int, int]
    protected: tuple[int, ...]
    turned: tuple[int, ...]
    provisional: bool
    ricochet: Mapping[int, int] = field(default_factory=dict)
    lovers: tuple[int, ...] = ()
    epic: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "counts", MappingProxyType(dict(self.counts)))
        object.__setattr__(self, "shots", MappingProxyType(dict(self.shots)))
        object.__setattr__(self, "ricochet", MappingProxyType(dict(self.ricochet)))

    @property
    def second_most(self) -> tuple[int, ...]:
        """The seats the epic battle voted out with the second most votes (§3.5)."""
        return tuple(s for s in self.voted_out if self.epic and self.counts[s] < self.top)

    def __repr__(self) -> str:
        return (f"Tally(counts={dict(self.counts)!r}, dead={self.dead!r}, "
                f"voted_out={self.voted_out!r}, top={self.top!r}, shots={dict(self.shots)!r}, "
                f"protected={self.protected!r}, turned={self.turned!r}, "
                f"provisional={self.provisional!r}, ricochet={dict(self.ricochet)!r}, "
                f"lovers={self.lovers!r}, epic={self.epic!r})")


def valid_votes(votes: Mapping[int, int | None], seats: Iterable[int]) -> dict[int, int]:
    """The votes that point at another player (RULINGS §3.1); the rest are no vote."""
    players = set(seats)
    cast: dict[int, int] = {}
    for voter, target in votes.items():
        if voter not in players:
            raise InvalidRecord(f"seat {voter} has a vote but is not playing")
        if target is not None and target != voter and target in players:
            cast[voter] = target
    return cast


def dawn_of(revealed: Revealed, seats: Iterable[int]) -> Dawn:
    """The dawn of ``revealed`` for the player ``seats``: every player has a card, and no
    card lies before a seat that is not playing."""
    players = sorted(set(seats))
    given = revealed.standing if isinstance(revealed, Dawn) else revealed
    extra = sorted(set(given) - set(players))
    if extra:
        raise InvalidRecord(f"a card is revealed for seat {extra[0]}, which is not playing")
    missing = [seat for seat in players if seat not in given]
    if missing:
        raise InvalidRecord(f"no card revealed for seat {missing[0]}")
    return revealed if isinstance(revealed, Dawn) else dawn(revealed)


def epic_battle(d: Dawn) -> bool:
    """Three main teams are held by players (the village and two monsters, or three
    monsters): the epic battle of the Vampire rules."""
    held = [team for team in MONSTERS if d.counted_as(team)]
    return len(held) + (1 if d.on(Team.VILLAGE) else 0) >= 3


def _ranks(counts: Mapping[int, int], candidates: Iterable[int],
           epic: bool) -> tuple[int, tuple[int, ...]]:
    """``(m, seats voted out)``: those with the most votes m, when m is at least two
    (RULINGS §3.4); in an epic battle the second most too, even one vote, unless the most
    is a tie."""
    pool = sorted(candidates)
    top = max((counts.get(seat, 0) for seat in pool), default=0)
    if top < 2:
        return top, ()
    first = tuple(seat for seat in pool if counts.get(seat, 0) == top)
    rest = [counts.get(seat, 0) for seat in pool if counts.get(seat, 0) < top]
    if not epic or len(first) > 1 or not rest or max(rest) < 1:
        return top, first
    second = max(rest)
    return top, tuple(s for s in pool if counts.get(s, 0) in (top, second))


def _chain(voted_out: Iterable[int], cast: Mapping[int, int], d: Dawn,
           protected: Container[int]) -> tuple[tuple[int, ...], dict[int, int], tuple[int, ...]]:
    """Every death once dead Hunters have shot, chains included (RULINGS §3.5), and lovers
    died together (a lover dies even when protected)."""
    dead = set(voted_out)
    lovers = d.holding(Mark.LOVE)
    shots: dict[int, int] = {}
    for_love: set[int] = set()
    grew = True
    while grew:
        grew = False
        for hunter in sorted(s for s in dead if d.standing[s].is_("hunter") and s not in shots):
            target = cast.get(hunter)
            if target is not None and target not in protected:
                shots[hunter] = target
                grew |= target not in dead
                dead.add(target)
        if len(lovers) > 1 and lovers & dead and lovers - dead:
            for_love |= lovers - dead
            dead |= lovers
            grew = True
    return tuple(sorted(dead)), shots, tuple(sorted(for_love))


def provisional_with(deck: Container[str]) -> bool:
    """The deck holds a card that the revealed cards may turn into other deaths: a vote
    changer, the Curator, or two monsters (an epic battle)."""
    if any(r in deck for r in sorted(PROVISIONAL_WITH)):
        return True
    kinds = {r.monster for r in ROLES.values() if r.id in deck} - {None}
    return len(kinds) >= 2


def tally(votes: Mapping[int, int | None], seats: Iterable[int],
          revealed: Revealed | None = None, *, deck: Container[str] | None = None) -> Tally:
    """Count ``votes`` (voter -> target or ``None``) among the player ``seats``.

    Without ``revealed`` it is the plain count, provisional when ``deck`` holds a
    card that could change the deaths. With ``revealed`` (each player's card, or the
    whole :class:`~engine.onenight.dawn.Dawn` with the marks) it applies the rules in full.
    """
    players = tuple(sorted(set(seats)))
    cast = valid_votes(votes, players)
    if revealed is None:
        plain = Counter(cast.values())
        top, voted_out = _ranks(plain, players, False)
        provisional = deck is not None and provisional_with(deck)
        return Tally({seat: plain[seat] for seat in players}, voted_out, voted_out, top,
                     {}, (), (), provisional)
    d = dawn_of(revealed, players)
    vampires = d.counted_as(Team.VAMPIRE)
    guards = {s for s, p in d.standing.items() if p.role.id in GUARDS}
    uncounted = {s for s, p in d.standing.items() if p.role.id in UNCOUNTED}
    protected = {cast[guard] for guard in guards if guard in cast} | {
        master for master in d.having("master")
        if any(cast.get(v) == master for v in vampires - {master})}
    counts = Counter(target for voter, target in cast.items()
                     if voter not in guards and target not in uncounted)
    candidates = [seat for seat in players if seat not in protected and seat not in uncounted]
    epic = epic_battle(d)
    top, voted_out = _ranks(counts, candidates, epic)
    ricochet = {rhino: cast[rhino] for rhino in voted_out
                if d.standing[rhino].is_("ricochet_rhino") and rhino in cast}
    caught = {ricochet.get(s, s) for s in voted_out} - protected
    dead, shots, lovers = _chain(caught, cast, d, protected)
    return Tally({seat: counts[seat] for seat in players}, dead, voted_out, top, shots,
                 tuple(sorted(protected)), tuple(sorted(turned(d, cast))), False,
                 ricochet, lovers, epic)
