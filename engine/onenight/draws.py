"""What the box draws for a game, where the official app would: the Family Man's family,
the Empath's question, and Nostradamus's team when no team was tapped (docs/rules.md).

Drawn once at the deal from a seeded ``random.Random`` (:func:`draw`), saved in the game
record (:meth:`Draws.to_json`), so the night and the result can be played again exactly.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ..errors import InvalidRecord, did_you_mean
from ..record_json import json_list, json_object, seat, text
from ..values import Choice, Team
from ..words import N_
from .deck import Deck
from .roles import ROLES

#: each side as the voice names it inside a sentence ("Nostradamus is with the vampires.")
TEAM_NAMES: dict[Team, str] = {
    Team.VILLAGE: N_("the village"), Team.WEREWOLF: N_("the werewolves"),
    Team.VAMPIRE: N_("the vampires"), Team.ALIEN: N_("the aliens"),
    Team.TANNER: N_("the Tanner"), Team.ASSASSIN: N_("the Assassin"),
    Team.APPRENTICE_ASSASSIN: N_("the Apprentice Assassin"),
    Team.FAMILY_MAN: N_("the Family Man")}


class Family(Choice):
    """Which neighbours are the Family Man's family (left: the next seat number up)."""

    LEFT = "left"
    RIGHT = "right"
    EACH_SIDE = "each_side"
    LEFT_2 = "left_2"
    RIGHT_2 = "right_2"
    LEFT_3 = "left_3"
    RIGHT_3 = "right_3"
    LEFT_4 = "left_4"
    RIGHT_4 = "right_4"
    EACH_SIDE_2 = "each_side_2"


#: each pick's neighbours, as steps round the table (+1: the player on the left)
FAMILY_STEPS: dict[Family, tuple[int, ...]] = {
    Family.LEFT: (1,), Family.RIGHT: (-1,), Family.EACH_SIDE: (1, -1),
    Family.LEFT_2: (1, 2), Family.RIGHT_2: (-1, -2), Family.LEFT_3: (1, 2, 3),
    Family.RIGHT_3: (-1, -2, -3), Family.LEFT_4: (1, 2, 3, 4),
    Family.RIGHT_4: (-1, -2, -3, -4), Family.EACH_SIDE_2: (1, 2, -1, -2)}

#: what the voice tells the Family Man to look at
FAMILY_LINES: dict[Family, str] = {
    Family.LEFT: N_("the player on your left"), Family.RIGHT: N_("the player on your right"),
    Family.EACH_SIDE: N_("the player on each side of you"),
    Family.LEFT_2: N_("the two players on your left"),
    Family.RIGHT_2: N_("the two players on your right"),
    Family.LEFT_3: N_("the three players on your left"),
    Family.RIGHT_3: N_("the three players on your right"),
    Family.LEFT_4: N_("the four players on your left"),
    Family.RIGHT_4: N_("the four players on your right"),
    Family.EACH_SIDE_2: N_("the two players on each side of you")}


def family_seats(seat_: int, pick: Family, players: Iterable[int]) -> frozenset[int]:
    """The family of the Family Man card at ``seat_`` among ``players`` (seated in number
    order round the table), the Family Man included."""
    ring = sorted(players)
    at = ring.index(seat_)
    return frozenset({seat_} | {ring[(at + step) % len(ring)] for step in FAMILY_STEPS[pick]})


class Askees(Choice):
    """Who the Empath's question is put to."""

    EVERYONE = "everyone"
    ODD = "odd"      #: the players in odd-numbered seats
    EVEN = "even"    #: the players in even-numbered seats
    SEATS = "seats"  #: one to three seats, named


class Question(Choice):
    """What the asked players point at, with their eyes closed."""

    TRUST = "trust"
    SUSPICIOUS = "suspicious"
    WEREWOLF = "werewolf"
    WINNER = "winner"
    POKER_FACE = "poker_face"
    FUNNIEST = "funniest"
    TEAMMATE = "teammate"
    QUIETEST = "quietest"
    POPULAR = "popular"
    EMPATH = "empath"


#: the end of "... point at {question}", our own words
QUESTION_LINES: dict[Question, str] = {
    Question.TRUST: N_("the player you trust the most"),
    Question.SUSPICIOUS: N_("the player who seems the most suspicious"),
    Question.WEREWOLF: N_("the player you think is a werewolf"),
    Question.WINNER: N_("the player you think will win this game"),
    Question.POKER_FACE: N_("the player with the best poker face"),
    Question.FUNNIEST: N_("the funniest player"),
    Question.TEAMMATE: N_("the player you would most like on your team"),
    Question.QUIETEST: N_("the quietest player"),
    Question.POPULAR: N_("the player you think most others point at"),
    Question.EMPATH: N_("the player you think is the Empath")}


@dataclass(frozen=True)
class EmpathAsk:
    """The Empath's question: who is asked (``seats`` when they are named) and what."""

    who: Askees
    question: Question
    seats: tuple[int, ...] = ()


def _parse(kind: type[Choice], value: Any, where: str) -> Any:
    raw = text(value, where)
    allowed = [c.value for c in kind]
    if raw not in allowed:
        raise InvalidRecord(f"{where}: {raw!r} is not one of {', '.join(allowed)}"
                            f"{did_you_mean(raw, allowed)}")
    return kind(raw)


@dataclass(frozen=True)
class Draws:
    """The game's draws: the family, the Empath's question, and Nostradamus's team by the
    step that chose it (``"nostradamus"``, ``"doppelganger_nostradamus"``)."""

    family: Family | None = None
    empath: EmpathAsk | None = None
    nostradamus: Mapping[str, Team] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "nostradamus", MappingProxyType(dict(self.nostradamus)))

    def __bool__(self) -> bool:
        return bool(self.family or self.empath or self.nostradamus)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.family is not None:
            out["family"] = self.family.value
        if self.empath is not None:
            asked: dict[str, Any] = {"who": self.empath.who.value,
                                     "question": self.empath.question.value}
            if self.empath.seats:
                asked["seats"] = list(self.empath.seats)
            out["empath"] = asked
        if self.nostradamus:
            out["nostradamus"] = {step: team.value for step, team in self.nostradamus.items()}
        return out

    @classmethod
    def from_json(cls, data: Any, where: str = "draws") -> Draws:
        """The draws of a record; a bad value raises naming its key."""
        data = json_object(data, where)
        unknown = sorted(set(data) - {"family", "empath", "nostradamus"})
        if unknown:
            raise InvalidRecord(f"{where}.{unknown[0]}: not a draw (family, empath, "
                                "nostradamus)")
        family = data.get("family")
        empath = None
        if "empath" in data:
            asked = json_object(data["empath"], f"{where}.empath")
            seats = tuple(seat(s, f"{where}.empath.seats[]")
                          for s in json_list(asked.get("seats", []), f"{where}.empath.seats"))
            empath = EmpathAsk(_parse(Askees, asked.get("who"), f"{where}.empath.who"),
                               _parse(Question, asked.get("question"),
                                      f"{where}.empath.question"), seats)
        teams = json_object(data.get("nostradamus", {}), f"{where}.nostradamus")
        for step in teams:
            if step not in NOSTRADAMUS_STEPS:
                raise InvalidRecord(f"{where}.nostradamus.{step}: not a step that chooses a "
                                    f"team ({', '.join(NOSTRADAMUS_STEPS)})")
        return cls(None if family is None else _parse(Family, family, f"{where}.family"),
                   empath, {step: _parse(Team, value, f"{where}.nostradamus.{step}")
                            for step, value in teams.items()})


#: the steps at which a Nostradamus chooses a team
NOSTRADAMUS_STEPS: tuple[str, ...] = ("nostradamus", "doppelganger_nostradamus")


def team_choices(deck: Deck) -> tuple[Team, ...]:
    """The teams Nostradamus can be on: those of the deck's cards, in Team order (a tap
    count picks one: one tap the first)."""
    teams = {ROLES[r].team for r in deck.roles}
    return tuple(team for team in Team if team in teams)


def tapped_team(deck: Deck, taps: int) -> Team | None:
    """The team ``taps`` taps choose (one tap the first of :func:`team_choices`), or
    ``None`` for a count no team has (the drawn team then stands)."""
    choices = team_choices(deck)
    return choices[taps - 1] if 1 <= taps <= len(choices) else None


def family_choices(players: int) -> tuple[Family, ...]:
    """The picks that leave at least one player out of the family."""
    return tuple(pick for pick in Family if len(FAMILY_STEPS[pick]) <= players - 2)


def draw(deck: Deck, seats: Iterable[int], rng: random.Random) -> Draws:
    """The draws ``deck`` needs for the players at ``seats`` (nothing for a deck with none
    of the Family Man, the Empath and Nostradamus)."""
    players = sorted(seats)
    family = rng.choice(family_choices(len(players))) if "family_man" in deck else None
    empath = None
    if "empath" in deck:
        groups = [Askees.EVERYONE, Askees.SEATS] + [
            who for who, parity in ((Askees.ODD, 1), (Askees.EVEN, 0))
            if sum(1 for s in players if s % 2 == parity) >= 2]
        who = rng.choice(groups)
        named = tuple(sorted(rng.sample(players, rng.randint(1, min(3, len(players) - 1)))))
        empath = EmpathAsk(who, rng.choice(list(Question)),
                           named if who is Askees.SEATS else ())
    teams = {}
    if "nostradamus" in deck:
        steps = NOSTRADAMUS_STEPS if "doppelganger" in deck else NOSTRADAMUS_STEPS[:1]
        teams = {step: rng.choice(team_choices(deck)) for step in steps}
    return Draws(family, empath, teams)
