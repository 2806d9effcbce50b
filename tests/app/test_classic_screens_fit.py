"""Every screen of whole classic games fits the 128x64 OLED, with nothing cut (no
ellipsis, no word broken, no glyph on the screen's last column): games at 5 to 10 players
played through the rig to the winner with both votes (the roll call, the asks, the signs,
dawn, the day, the vote, the nominee, the lynch and the end), each screen drawn by the real
renderer on luma's dummy device as it is shown."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from device.core.games import GAMES
from device.display import widgets
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start
from hw_mocks.rig import Rig


@pytest.mark.parametrize("vote", ["nominate", "point"])
@pytest.mark.parametrize("preset", ["basic_5", "shadows", "basic_10", "uncertainty",
                                    "secrets", "guards", "hearts"])
def test_every_screen_of_a_whole_game_fits(preset: str, vote: str,
                                           make_rig: Callable[..., Rig],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Played through the rig to the winner: every screen shown, drawn as it is shown."""
    cut: list[str] = []
    monkeypatch.setattr(widgets, "on_cut", cut.append)
    rig = make_rig(seed=5, settings=GAMES.settings(classic_vote=vote))
    rng = random.Random(5)
    shots = ScreenRecorder(rig, None)
    rig.start()
    demo = ClassicDemo(rig, start(rig, preset, shots, rng), rng)
    run_game(demo, shots)
    shown = {e["screen"] for e in rig.transcript.kinds("show")}
    assert rig.phase == "end" and {"MenuScreen", "MessageScreen", "WinnersScreen"} <= shown
    assert cut == [], sorted(set(cut))[:12]
