"""One deck spelling and one Team for both games (issue 20)."""

from __future__ import annotations

import pytest

from engine.classic import roles as classic_roles
from engine.classic.deck import ClassicDeck
from engine.errors import InvalidDeck, UnknownRole
from engine.onenight import roles as onenight_roles
from engine.onenight.deck import Deck
from engine.values import Team


def test_both_games_read_copies_with_a_star() -> None:
    assert Deck.parse("werewolf*2, seer,,villager*3").cards == (
        "werewolf", "werewolf", "seer", "villager", "villager", "villager")
    assert ClassicDeck.parse("seer,werewolf*2,villager*3").cards == (
        "werewolf", "werewolf", "seer", "villager", "villager", "villager")


@pytest.mark.parametrize("text", ["werewolf*0", "werewolf*69", "werewolf*02", "werewolf*x",
                                  "werewolf*", "werewolf*\u00b3", "werewolf*\uff12"])
@pytest.mark.parametrize("parse", [Deck.parse, ClassicDeck.parse])
def test_a_bad_count_is_refused_the_same_way_in_both(text: str, parse: object) -> None:
    with pytest.raises(InvalidDeck, match="id\\*N with N from 1 to 68"):
        parse(text)  # type: ignore[operator]


def test_an_unknown_id_is_named_by_each_game() -> None:
    with pytest.raises(UnknownRole, match="seerr"):
        Deck.parse("werewolf,seerr*2")
    with pytest.raises(UnknownRole, match="classic role 'lycn'"):
        ClassicDeck.parse("werewolf,lycn*2")


def test_one_team_enum_for_both_games() -> None:
    assert onenight_roles.ROLES["tanner"].team is classic_roles.CLASSIC_ROLES["tanner"].team
    assert all(type(r.team) is Team for r in onenight_roles.ROLES.values())
    assert all(type(r.team) is Team for r in classic_roles.CLASSIC_ROLES.values())
