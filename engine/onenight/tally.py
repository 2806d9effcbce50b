"""The vote count and who dies (RULINGS §3).

Without revealed cards every vote is a plain vote. With them, the Bodyguard
protects instead of voting, votes for a Prince do not count, dead Hunters shoot,
and a Cursed who got a wolf's vote turns into a wolf.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ..errors import InvalidRecord
from .reveal import card_role
from .roles import VOTE_CHANGERS, Role

#: Cards that make a vote's deaths provisional until the cards are revealed
#: (the Curator's artifacts can make a Hunter, Bodyguard or Prince).
PROVISIONAL_WITH: frozenset[str] = VOTE_CHANGERS | {"curator"}


@dataclass(frozen=True)
class Tally:
    """The count and the deaths.

    ``counts`` holds every player seat and the votes that count against it;
    ``top`` is the highest count among the seats that can die by vote;
    ``shots`` maps each dead Hunter who shot to the seat they shot (a Hunter
    aiming at a protected seat does not shoot); ``turned`` are the Cursed seats
    that count as wolves.
    """

    counts: Mapping[int, int]
    dead: tuple[int, ...]
    voted_out: tuple[int, ...]
    top: int
    shots: Mapping[int, int]
    protected: tuple[int, ...]
    turned: tuple[int, ...]
    provisional: bool

    def __post_init__(self) -> None:
        object.__setattr__(self, "counts", MappingProxyType(dict(self.counts)))
        object.__setattr__(self, "shots", MappingProxyType(dict(self.shots)))

    def __repr__(self) -> str:
        return (f"Tally(counts={dict(self.counts)!r}, dead={self.dead!r}, "
                f"voted_out={self.voted_out!r}, top={self.top!r}, shots={dict(self.shots)!r}, "
                f"protected={self.protected!r}, turned={self.turned!r}, "
                f"provisional={self.provisional!r})")


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


def role_map(revealed: Mapping[int, Role | str], seats: Iterable[int]) -> dict[int, Role]:
    """Each player's role from ``revealed`` (roles, or cards such as ``"doppelganger:hunter"``)."""
    players = sorted(set(seats))
    extra = sorted(set(revealed) - set(players))
    if extra:
        raise InvalidRecord(f"a card is revealed for seat {extra[0]}, which is not playing")
    missing = [seat for seat in players if seat not in revealed]
    if missing:
        raise InvalidRecord(f"no card revealed for seat {missing[0]}")
    out: dict[int, Role] = {}
    for seat in players:
        value = revealed[seat]
        out[seat] = value if isinstance(value, Role) else card_role(value)
    return out


def cursed_turned(roles: Mapping[int, Role], cast: Mapping[int, int]) -> frozenset[int]:
    """Cursed seats voted for by a wolf seat, who are wolves for the win (RULINGS §3.6)."""
    wolves = {seat for seat, r in roles.items() if r.wolf}
    cursed = {seat for seat, r in roles.items() if r.id == "cursed"}
    turned: set[int] = set()
    grew = True
    while grew:  # a turned Cursed is a wolf seat too
        new = {target for voter, target in cast.items()
               if voter in wolves | turned and target in cursed - turned}
        turned |= new
        grew = bool(new)
    return frozenset(turned)


def _most_votes(counts: Mapping[int, int],
                candidates: Iterable[int]) -> tuple[int, tuple[int, ...]]:
    """``(m, seats with m votes)`` among candidates; nobody when m < 2 (RULINGS §3.4)."""
    pool = sorted(candidates)
    top = max((counts.get(seat, 0) for seat in pool), default=0)
    if top < 2:
        return top, ()
    return top, tuple(seat for seat in pool if counts.get(seat, 0) == top)


def _hunter_chain(voted_out: Iterable[int], cast: Mapping[int, int], roles: Mapping[int, Role],
                  protected: Container[int]) -> tuple[tuple[int, ...], dict[int, int]]:
    """Every death once dead Hunters have shot, chains included (RULINGS §3.5)."""
    dead = set(voted_out)
    hunters = [seat for seat in sorted(dead) if roles[seat].id == "hunter"]
    shots: dict[int, int] = {}
    while hunters:
        hunter = hunters.pop(0)
        target = cast.get(hunter)
        if target is None or target in protected:
            continue
        shots[hunter] = target
        if target not in dead:
            dead.add(target)
            if roles[target].id == "hunter":
                hunters.append(target)
    return tuple(sorted(dead)), shots


def tally(votes: Mapping[int, int | None], seats: Iterable[int],
          revealed: Mapping[int, Role | str] | None = None, *,
          deck: Container[str] | None = None) -> Tally:
    """Count ``votes`` (voter -> target or ``None``) among the player ``seats``.

    Without ``revealed`` it is the plain count, provisional when ``deck`` holds a
    card that could change the deaths. With ``revealed`` it applies RULINGS §3 in full.
    """
    players = tuple(sorted(set(seats)))
    cast = valid_votes(votes, players)
    if revealed is None:
        plain = Counter(cast.values())
        top, voted_out = _most_votes(plain, players)
        provisional = deck is not None and any(r in deck for r in sorted(PROVISIONAL_WITH))
        return Tally({seat: plain[seat] for seat in players}, voted_out, voted_out, top,
                     {}, (), (), provisional)
    roles = role_map(revealed, players)
    guards = {seat for seat in players if roles[seat].id == "bodyguard"}
    princes = {seat for seat in players if roles[seat].id == "prince"}
    protected = {cast[guard] for guard in guards if guard in cast}
    counts = Counter(target for voter, target in cast.items()
                     if voter not in guards and target not in princes)
    candidates = [seat for seat in players if seat not in protected and seat not in princes]
    top, voted_out = _most_votes(counts, candidates)
    dead, shots = _hunter_chain(voted_out, cast, roles, protected)
    turned = cursed_turned(roles, cast)
    return Tally({seat: counts[seat] for seat in players}, dead, voted_out, top, shots,
                 tuple(sorted(protected)), tuple(sorted(turned)), False)
