"""Each game's rules table is light (the registry reads them all at start-up): it spells
out the engine's names and its default deck instead of loading the engine, and these
tests hold them to the engine's."""

from __future__ import annotations

from engine.classic.options import Fun, Reveal
from engine.classic.presets import PRESETS
from engine.classic.vote import TieRule
from engine.onenight.outcome import MinionRule
from engine.onenight.presets import preset

from device.core.games import GAMES
from device.core.games.classic import rules as classic
from device.core.games.onenight import rules as onenight
from device.core.setting_table import Kind


def test_the_names_are_the_engine_s() -> None:
    ties, reveals = classic.CLASSIC_TIES, classic.CLASSIC_REVEALS
    assert tuple(t.value for t in TieRule) == ties
    assert (Reveal.FULL.value, Reveal.WOLF.value, Reveal.TEAM.value, Reveal.NONE.value) == reveals
    assert tuple(r.value for r in MinionRule) == onenight.MINION_RULES
    assert ("off", *(f.value for f in Fun)) == classic.CLASSIC_FUN


def test_the_alternates_are_the_engine_s_less_those_the_box_does_not_run() -> None:
    from engine.classic.alternates import ALTERNATE_IDS

    not_run = {"doppelganger_now"}
    assert set(classic.MENU_LABELS) == set(ALTERNATE_IDS) - not_run
    assert set(classic.BOX_ALTERNATES.values()) == set(classic.MENU_LABELS)


def test_the_default_decks_are_the_engine_s_presets() -> None:
    assert PRESETS["basic_5"].deck.cards == classic.BASIC_5
    assert preset(5).cards == onenight.PRESET_5


def test_every_game_s_default_deck_is_a_deck_of_its_game() -> None:
    """The table checks every other default when it is first read; a deck's is checked
    here (checking it there would load the game's roles at every start)."""
    decks = set()
    for rules in GAMES.rules():
        for row in rules.rows().values():
            if row.kind is Kind.CARDS:    # its deck, and classic's variable cards
                decks.add(rules.GAME)
                assert row.check(row.default) == row.default, row.key
    assert decks == set(GAMES.names)
