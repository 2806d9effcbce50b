"""Revealed cards: the effective role of each seat at dawn (RULINGS §4).

A card is written as a role id (``"seer"``), as ``"doppelganger:<copied role>"``,
or as ``"paranormal_investigator:werewolf"`` / ``"...:tanner"`` for a P.I. who turned.
An artifact on the card replaces the role, or changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..errors import InvalidRecord, UnknownRole, did_you_mean
from .roles import Role, normalize_role_id, role

#: artifact -> the role it makes its holder, or ``None`` when it changes nothing.
ARTIFACTS: Mapping[str, str | None] = {
    "claw_of_the_werewolf": "werewolf",
    "brand_of_the_villager": "villager",
    "cudgel_of_the_tanner": "tanner",
    "bow_of_the_hunter": "hunter",
    "cloak_of_the_prince": "prince",
    "sword_of_the_bodyguard": "bodyguard",
    "void_of_nothingness": None,
    "mask_of_muting": None,
    "shroud_of_shame": None,
}

#: what a P.I. can turn into.
PI_TURNS: tuple[str, ...] = ("werewolf", "tanner")


def card_role(card: str) -> Role:
    """The role a revealed card stands for: ``"doppelganger:hunter"`` -> Hunter."""
    head, sep, rest = card.partition(":")
    found = role(head)
    if not sep:
        return found
    if found.id == "doppelganger":
        if normalize_role_id(rest.partition(":")[0]) == "doppelganger":
            raise InvalidRecord(f"{card!r}: the Doppelganger cannot copy a Doppelganger")
        return card_role(rest)
    if found.id == "paranormal_investigator":
        turned = normalize_role_id(rest)
        if turned not in PI_TURNS:
            raise UnknownRole(f"{card!r}: a P.I. turns only werewolf or tanner, not {rest!r}"
                              f"{did_you_mean(turned, PI_TURNS)}")
        return role(turned)
    raise InvalidRecord(f"{card!r}: only doppelganger:<role> and "
                        f"paranormal_investigator:werewolf|tanner take a ':'")


def artifact_role(artifact: str) -> str | None:
    """The role id an artifact gives, or ``None`` if it changes nothing; unknown names raise."""
    key = normalize_role_id(artifact)
    if key not in ARTIFACTS:
        raise InvalidRecord(f"unknown artifact {artifact!r}{did_you_mean(key, ARTIFACTS)}")
    return ARTIFACTS[key]


def effective_role(card: str, artifact: str | None = None) -> Role:
    """The role a seat plays for the win: the card, then any artifact on it."""
    base = card_role(card)
    replaced = artifact_role(artifact) if artifact is not None else None
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
