"""A saved setting out of its row's limits never stops the box (it used to crash every vote)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hw_mocks.rig import Rig

from .flows import seat_players, tap_votes, through_night, vote_now

BAD_SAVED: list[dict[str, Any]] = [
    {"tap_gap": 0}, {"laps": 0}, {"vote_window": -1}, {"dwell": "fast"},
    {"tap_gap": 1e308}, {"min_press": 5}, {"grace": 0.9, "dwell": 0.4},
]


@pytest.mark.parametrize("saved", BAD_SAVED, ids=",".join)
@pytest.mark.parametrize("mode", ["tap", "sweep"])
def test_a_bad_saved_setting_cannot_stop_the_vote(make_rig: Callable[..., Rig], tmp_path: Path,
                                                  saved: dict[str, Any], mode: str) -> None:
    state = tmp_path / "state"
    state.mkdir()
    data = {"vote_mode": mode, "first_speaker": False, **saved}
    (state / "settings.json").write_text(json.dumps({"version": 1, "settings": data}))
    rig = make_rig()
    rig.start()
    assert rig.machine.table.settings.vote_mode == mode
    seat_players(rig, range(1, 6))
    through_night(rig)
    vote_now(rig)
    if mode == "tap":
        tap_votes(rig, {1: 2, 2: 3, 3: 2, 4: 2, 5: 4})
    else:  # nobody pressed: named, and a long press keeps the (empty) count
        rig.run(60)
        assert "No votes counted. To vote again, press the knob." in rig.said()
        rig.long_press()
    assert rig.phase == "result"
