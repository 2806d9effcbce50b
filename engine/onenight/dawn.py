"""The table at dawn: what each player is for the vote and the win, from the card, the mark
and the artifact in front of them (docs/rules.md, "Who is what at dawn").

A card gives the role and its powers; a mark or a snatch changes the team, never the
powers; an artifact overrides both (one that names a role replaces the role, so its Mark
of the Vampire no longer counts). :func:`dawn` reads it all once into a :class:`Dawn`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from ..errors import InvalidRecord
from ..values import Team
from .draws import Draws
from .mark import Mark, mark
from .reveal import Artifact, Card, artifact, read_card
from .role import Role
from .roles import ROLES

#: the teams that count their members as monsters: a dead member is what the others want
MONSTERS: tuple[Team, ...] = (Team.WEREWOLF, Team.VAMPIRE, Team.ALIEN)
#: cards that change sides when a monster votes for them
TURNCOATS: frozenset[str] = frozenset({"cursed", "windy_wendy"})


@dataclass(frozen=True)
class Standing:
    """One player at dawn: the ``card`` turned over, the ``role`` whose powers apply, the
    ``team`` they win with, the monster they count as (``kind``: a wolf, a vampire, an
    alien, or ``None``), the ``mark`` held and whether they are a traitor."""

    card: Card
    role: Role
    team: Team
    kind: Team | None
    mark: Mark = Mark.CLARITY
    traitor: bool = False

    def is_(self, role_id: str) -> bool:
        return self.role.id == role_id


@dataclass(frozen=True)
class Dawn:
    """Every player's :class:`Standing`, by seat, and the game's draws."""

    standing: Mapping[int, Standing]
    draws: Draws = field(default_factory=Draws)

    def __post_init__(self) -> None:
        object.__setattr__(self, "standing", MappingProxyType(dict(sorted(
            self.standing.items()))))

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(self.standing)

    def having(self, role_id: str) -> frozenset[int]:
        return frozenset(s for s, p in self.standing.items() if p.is_(role_id))

    def holding(self, held: Mark) -> frozenset[int]:
        return frozenset(s for s, p in self.standing.items() if p.mark is held)

    def counted_as(self, kind: Team) -> frozenset[int]:
        return frozenset(s for s, p in self.standing.items() if p.kind is kind)

    def on(self, team: Team) -> frozenset[int]:
        return frozenset(s for s, p in self.standing.items() if p.team is team)


def _checked(name: str, values: Mapping[int, str], players: Mapping[int, object]) -> None:
    for seat in values:
        if seat not in players:
            raise InvalidRecord(f"{name} is on seat {seat}, which is not playing")


def dawn(revealed: Mapping[int, Role | str], *, marks: Mapping[int, str] | None = None,
         artifacts: Mapping[int, str] | None = None, draws: Draws | None = None) -> Dawn:
    """Each player's standing from the revealed cards (roles, or cards such as
    ``"copycat:seer"``), the marks turned over (a seat not named holds Clarity), the
    artifacts and the draws."""
    marks, artifacts, draws = marks or {}, artifacts or {}, draws or Draws()
    _checked("an artifact", artifacts, revealed)
    _checked("a mark", marks, revealed)
    cards = {s: read_card(v) if isinstance(v, str) else Card(v, v)
             for s, v in revealed.items()}
    held = {s: mark(marks[s]) if s in marks else Mark.CLARITY for s in revealed}
    arts: dict[int, Artifact] = {s: artifact(a) for s, a in artifacts.items()}
    first: dict[int, tuple[Role, Team | None, bool]] = {}
    for s, card in cards.items():
        art = arts.get(s, Artifact())
        r = ROLES[art.role] if art.role else card.role
        kind = r.monster
        if not art.role:   # a mark or a snatch counts unless an artifact named a role
            kind = Team.ALIEN if card.snatched else kind
            kind = Team.VAMPIRE if held[s] is Mark.VAMPIRE else kind
        first[s] = (r, art.team or kind, held[s] is Mark.TRAITOR or art.traitor)
    vampires = any(kind is Team.VAMPIRE for _r, kind, _t in first.values())
    assassins = any(r.id == "assassin" for r, _k, _t in first.values())
    marked = Mark.ASSASSIN in held.values()
    standing = {}
    for s, (r, kind, traitor) in first.items():
        team = kind or _team(r, cards[s], draws, vampires=vampires, assassins=assassins,
                             marked=marked)
        standing[s] = Standing(cards[s], r, team, kind, held[s], traitor)
    return Dawn(standing, draws)


def _team(r: Role, card: Card, draws: Draws, *, vampires: bool, assassins: bool,
          marked: bool) -> Team:
    """The team of a player who counts as no monster: the role's, but for the roles whose
    team depends on the table (docs/rules.md)."""
    if r.id == "renfield":
        return Team.VAMPIRE if vampires else Team.VILLAGE
    if r.id == "assassin":
        return Team.ASSASSIN if marked else Team.VILLAGE
    if r.id == "apprentice_assassin":
        return Team.APPRENTICE_ASSASSIN if assassins or marked else Team.VILLAGE
    if r.id == "nostradamus":
        step = "doppelganger_nostradamus" if card.head.id == "doppelganger" else "nostradamus"
        return draws.nostradamus.get(step, Team.VILLAGE)
    return r.team


def turned(d: Dawn, cast: Mapping[int, int]) -> dict[int, Team]:
    """Cursed and Windy Wendy seats voted for by a wolf or a vampire, with the team they
    join: the one whose members cast more votes for them, the werewolves on a tie
    (docs/rules.md). A turned seat is a monster too, and turns others in its turn."""
    kinds = {s: p.kind for s, p in d.standing.items()}
    out: dict[int, Team] = {}
    grew = True
    while grew:
        grew = False
        for seat, p in d.standing.items():
            if p.role.id not in TURNCOATS or p.kind is not None or seat in out:
                continue
            by = [kinds[v] for v, target in cast.items() if target == seat
                  and kinds[v] in (Team.WEREWOLF, Team.VAMPIRE)]
            if by:
                wolves, vampires = by.count(Team.WEREWOLF), by.count(Team.VAMPIRE)
                out[seat] = Team.WEREWOLF if wolves >= vampires else Team.VAMPIRE
                kinds[seat] = out[seat]
                grew = True
    return out


def after_votes(d: Dawn, cast: Mapping[int, int]) -> Dawn:
    """The dawn with each Cursed or Windy Wendy a monster voted for on that monster's team."""
    flips = turned(d, cast)
    return replace(d, standing={s: replace(p, team=flips[s], kind=flips[s]) if s in flips
                                else p for s, p in d.standing.items()})
