"""Revealed cards: the effective role of each seat at dawn (RULINGS §4, docs/rules.md).

A card is written as a role id (``"seer"``); a copier as the copier and what it copied,
``"doppelganger:<role>"`` or ``"copycat:<role>"`` (a copy of a copier names what that one
copied: ``"doppelganger:copycat:seer"``); a P.I. who turned as
``"paranormal_investigator:werewolf"`` / ``"...:tanner"``; and a card the Body Snatcher
took as that card with ``":snatched"`` after it (``"seer:snatched"``). An artifact on the
card replaces the role, puts its holder on another team, or changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..errors import InvalidRecord, UnknownRole, did_you_mean
from ..values import Team
from .deck import Deck
from .role import Role
from .roles import ROLES, normalize_role_id, role


@dataclass(frozen=True)
class Artifact:
    """What a Curator's artifact does: make its holder ``role``, or put its holder on
    ``team`` with the card's powers kept, or make its holder a traitor; ``needs`` is the
    monster a card of the deck must count as for the artifact to be used."""

    role: str | None = None
    team: Team | None = None
    traitor: bool = False
    needs: Team | None = None


#: every artifact, Daybreak's and the Bonus Roles'
ARTIFACT_TABLE: Mapping[str, Artifact] = {
    "claw_of_the_werewolf": Artifact("werewolf"),
    "brand_of_the_villager": Artifact("villager"),
    "cudgel_of_the_tanner": Artifact("tanner"),
    "bow_of_the_hunter": Artifact("hunter"),
    "cloak_of_the_prince": Artifact("prince"),
    "sword_of_the_bodyguard": Artifact("bodyguard"),
    "void_of_nothingness": Artifact(),
    "mask_of_muting": Artifact(),
    "shroud_of_shame": Artifact(),
    "mist_of_the_vampire": Artifact("vampire", needs=Team.VAMPIRE),
    "dagger_of_the_traitor": Artifact(traitor=True),
    "alien_artifact": Artifact(team=Team.ALIEN, needs=Team.ALIEN),
}

#: artifact -> the role it makes its holder, or ``None`` when it leaves the role as it is.
ARTIFACTS: Mapping[str, str | None] = {name: a.role for name, a in ARTIFACT_TABLE.items()}

#: what a P.I. can turn into.
PI_TURNS: tuple[str, ...] = ("werewolf", "tanner")
#: the cards that copy another: the Doppelganger a player's, the Copycat a center card
COPIERS: tuple[str, ...] = ("doppelganger", "copycat")
SNATCHED = ":snatched"


@dataclass(frozen=True)
class Card:
    """A revealed card: the card itself (``head``), the role it plays (``role``: what a
    copier copied, what a P.I. turned into) and whether the Body Snatcher took it."""

    head: Role
    role: Role
    snatched: bool = False


def read_card(card: str) -> Card:
    """The revealed card ``card`` stands for; a bad one raises naming it."""
    text, snatched = card, False
    if normalize_role_id(card).endswith(SNATCHED):
        text, snatched = card[:-len(SNATCHED)], True
    head, sep, rest = text.partition(":")
    found = role(head)
    if not sep:
        return Card(found, found, snatched)
    if found.id in COPIERS:
        if normalize_role_id(rest.partition(":")[0]) == found.id:
            raise InvalidRecord(f"{card!r}: the {found.id} cannot copy itself")
        return Card(found, read_card(rest).role, snatched)
    if found.id == "paranormal_investigator":
        turned = normalize_role_id(rest)
        if turned not in PI_TURNS:
            raise UnknownRole(f"{card!r}: a P.I. turns only werewolf or tanner, not {rest!r}"
                              f"{did_you_mean(turned, PI_TURNS)}")
        return Card(found, role(turned), snatched)
    raise InvalidRecord(f"{card!r}: only doppelganger:<role>, copycat:<role>, "
                        f"paranormal_investigator:werewolf|tanner and <card>{SNATCHED} "
                        f"take a ':'")


def card_role(card: str) -> Role:
    """The role a revealed card stands for: ``"doppelganger:hunter"`` -> Hunter."""
    return read_card(card).role


def artifact(name: str) -> Artifact:
    """The artifact ``name`` is; an unknown name raises with a "did you mean"."""
    key = normalize_role_id(name)
    if key not in ARTIFACT_TABLE:
        raise InvalidRecord(f"unknown artifact {name!r}{did_you_mean(key, ARTIFACT_TABLE)}")
    return ARTIFACT_TABLE[key]


def artifact_role(name: str) -> str | None:
    """The role id an artifact gives, or ``None`` if it leaves the role; unknown names raise."""
    return artifact(name).role


def artifacts_for(deck: Deck) -> tuple[str, ...]:
    """The artifacts a Curator can hand out with ``deck``: the Mist of the Vampire only with
    a vampire card in it, the Alien Artifact only with an alien card."""
    kinds = {ROLES[r].monster for r in deck.roles}
    return tuple(name for name, a in ARTIFACT_TABLE.items() if a.needs is None or a.needs in kinds)


def effective_role(card: str, artifact_name: str | None = None) -> Role:
    """The role a seat plays for the win: the card, then any artifact on it."""
    base = card_role(card)
    replaced = artifact_role(artifact_name) if artifact_name is not None else None
    return role(replaced) if replaced is not None else base


def effective_roles(players: Mapping[int, str],
                    artifacts: Mapping[int, str] | None = None) -> dict[int, Role]:
    """Each player seat's effective role; artifacts may name player seats only."""
    artifacts = artifacts or {}
    for seat in artifacts:
        if seat not in players:
            raise InvalidRecord(f"an artifact is on seat {seat}, which is not playing")
    return {seat: effective_role(players[seat], artifacts.get(seat))
            for seat in sorted(players)}
