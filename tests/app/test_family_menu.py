"""The Roles page lists One Night's roles a box at a time, by the published editions'
names, every role of the wider family selectable; the Presets page ends with a Vampire
game of seven with a dusk and a game of four of the new Bonus roles."""

from __future__ import annotations

from engine.onenight.role import Edition
from engine.onenight.roles import ROLE_IDS, ROLES

from hw_mocks.rig import Rig

EDITION_PAGES = {"Base game": Edition.BASE, "Daybreak": Edition.DAYBREAK,
                 "Vampire": Edition.VAMPIRE, "Bonus Roles": Edition.BONUS}


def deck(rig: Rig) -> tuple[str, ...]:
    """The deck the box holds now, as it saved it."""
    return rig.machine.game.cards(rig.machine.table.settings)


def shown(rig: Rig) -> dict[str, object]:
    return rig.transcript.kinds("show")[-1]


def test_each_edition_has_a_page_of_its_roles(rig: Rig) -> None:
    rig.start()
    rig.menu_select("Roles")
    assert shown(rig)["items"] == [f"{page} >" for page in EDITION_PAGES]
    listed: list[str] = []
    for page, edition in EDITION_PAGES.items():
        rig.menu_select(page)
        items = [str(i).removeprefix("[ ] ").removeprefix("[x] ").split(":")[0]
                 for i in shown(rig)["items"]]       # type: ignore[attr-defined]
        want = [ROLES[r].short for r in ROLE_IDS if ROLES[r].edition is edition]
        assert items == want
        listed += items
        rig.long_press()
    assert len(listed) == len(ROLE_IDS)


def test_a_new_role_is_selectable(rig: Rig) -> None:
    rig.start()
    rig.menu_select("Roles")
    rig.menu_select("Vampire")
    rig.menu_select("[ ] Cupid")
    assert "[x] Cupid" in shown(rig)["items"]       # type: ignore[operator]
    assert shown(rig)["title"] == "9 cards/6 players ✓"
    rig.long_press()
    rig.menu_select("Bonus Roles")
    rig.menu_select("[ ] The Sponge")
    assert "[x] The Sponge" in shown(rig)["items"]  # type: ignore[operator]
    assert deck(rig).count("cupid") == 1 and "sponge" in deck(rig)


def test_the_family_presets(rig: Rig) -> None:
    rig.start()
    rig.menu_select("Presets")
    items = shown(rig)["items"]
    assert items[-2:] == ["Vampire (7) >", "Bonus Roles (6) >"]  # type: ignore
    rig.menu_select("Vampire (7)")
    assert shown(rig)["title"] == "7 players, 10 cards"
    rig.menu_select("Use this deck")
    cards = deck(rig)
    assert {"vampire", "count", "cupid", "diseased", "priest"} <= set(cards)
    assert any("Deck set for 7 players." in line for _, line in rig.sound.spoken)
    rig.menu_select("Presets")
    rig.menu_select("Bonus Roles (6)")
    rig.menu_select("Use this deck")
    cards = deck(rig)
    new_bonus = {"family_man", "nostradamus", "empath", "ricochet_rhino"}
    assert new_bonus <= set(cards) and len(cards) == 9
