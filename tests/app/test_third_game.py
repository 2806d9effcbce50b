"""A third game plugs in from its own test package (``tests.third_game``): registered with
``GAMES.plus``, chosen in the settings, and played on the rig through the shared seating,
deal, the night composed at the deal, the shared day and ballot, and its own result. No
shared module knows it: the architecture test holds the shared layers to that, and this
game's modules live only under ``tests/``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from device.core.games import GAMES
from hw_mocks.rig import Rig
from tests.app.flows import tap_votes, to_the_vote
from tests.third_game.lantern import LANTERN, LanternSession

GAMES_WITH_LANTERN = GAMES.plus(LANTERN)


def test_a_third_game_plays_through_the_shared_table_flow(
        make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(games=GAMES_WITH_LANTERN,
                   settings=GAMES_WITH_LANTERN.settings(game="lantern", first_speaker=False))
    assert rig.machine.game is LANTERN
    phases: list[str] = []
    opened = to_the_vote(rig, (1, 2, 3))   # menu, seating, deal, the night, the day, the vote
    phases += [e["phase"] for e in rig.transcript.kinds("phase")]
    assert phases[:6] == ["menu", "seating", "deal", "night", "day", "vote"]
    assert opened > 0
    # the night was the game's own, composed at the deal and played as one timeline
    heard = [text for _t, text in rig.sound.spoken]   # type: ignore[attr-defined]
    assert rig.sound.nights_played == [0.0]           # type: ignore[attr-defined]
    assert "Keeper, wake up and light the lantern." in heard
    assert heard.index("Everyone, close your eyes.") < heard.index("Everyone, wake up.")
    assert isinstance(rig.machine.table.session, LanternSession)
    tap_votes(rig, {1: 2, 2: 3, 3: 2})      # the shared ballot, tapped
    assert rig.phase == "result"
    assert rig.machine.table.session is not None
    assert rig.machine.table.session.votes == {1: 2, 2: 3, 3: 2}   # type: ignore[attr-defined]
    assert rig.said()[-1] == "Out: 2."
    assert rig.screen.lines == ("Out: 2",)
    rig.click()
    assert rig.phase == "menu"


def test_the_third_game_is_a_choice_of_the_menu_and_its_deck_is_checked(
        make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(games=GAMES_WITH_LANTERN)
    rig.start()
    rig.menu_select("Game")                      # the game row lists every registered game
    assert rig.screen.editing and rig.screen.items[1] == "Game: One Night"
    rig.turn(2)
    assert rig.screen.items[1] == "Game: Lantern"
    rig.click()
    assert rig.machine.table.settings.game == "lantern" and rig.machine.game is LANTERN
    settings = GAMES_WITH_LANTERN.settings(game="lantern", lantern_deck=["villager", "keeper"])
    assert settings.value("lantern_deck") == ("keeper", "villager")  # in the game's order
    assert LANTERN.deck_fits(settings, 2) and not LANTERN.deck_fits(settings, 3)


def test_the_third_game_lives_only_in_its_own_test_package() -> None:
    package = Path(__file__).resolve().parents[1] / "third_game"
    assert Path(type(LANTERN).__module__.replace(".", "/") + ".py").parent.name == package.name
    assert LANTERN.name not in GAMES.names          # the box's own registry is untouched
