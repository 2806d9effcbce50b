"""The classic night composed and played in parts, as One Night's night is, with the sound
bed held through the Moderator's entries (issue 29), on the rig in virtual time: what the
sound is asked to do and when, and the same lines, screens and deaths with the bed on or
off."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.classic.presets import PRESETS
from engine.classic.record import resolve_classic
from engine.classic.script import classic_night, classic_steps
from engine.cues import Pause

from device.audio.timing import estimate_seconds
from device.core.games import GAMES
from device.core.games.classic.book import QUIET_STEPS
from device.core.games.classic.night import parts
from device.display.screens import MenuScreen
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start
from hw_mocks.rig import NightCall, RecordingSound, Rig

PRESET = "secrets"
#: how long the Moderator looks at the first ask of the roll call before answering: far
#: longer than the roll call's pause, so the bed must be held past it
SLOW = 150.0


def night_one(make_rig: Callable[..., Rig], bed: bool, folder: Path) -> tuple[Rig, float, float]:
    """Night 1 of a game, its first entry answered :data:`SLOW` seconds after it was
    asked; the rig once the day has come, when the first ask came and when it was done."""
    rig = make_rig(seed=5, settings=GAMES.settings(sound_bed=bed, classic_vote="point"),
                   state_dir=folder)
    rng = random.Random(5)
    shots = ScreenRecorder(rig, None)
    rig.start()
    demo = ClassicDemo(rig, start(rig, PRESET, shots, rng), rng, clean=True)
    run_game(demo, shots, until=lambda: rig.phase == "night"
             and isinstance(rig.screen, MenuScreen))
    asked = rig.clock.now
    rig.run(SLOW)
    assert rig.phase == "night" and isinstance(rig.screen, MenuScreen)  # still asking
    run_game(demo, shots, until=lambda: rig.phase == "day")
    return rig, asked, asked + SLOW


def calls(rig: Rig, kind: str) -> list[NightCall]:
    assert isinstance(rig.sound, RecordingSound)
    return [c for c in rig.sound.night_calls if c.call == kind]


def entries_in_night_one() -> int:
    """The roles' pauses the Moderator may enter something at (not from the code under
    test: the engine's steps, less those where nobody enters anything)."""
    return len([s for s in classic_steps(PRESETS[PRESET].deck, 1) if s not in QUIET_STEPS])


def test_the_night_plays_in_parts_and_the_bed_is_held_through_an_entry(
        make_rig: Callable[..., Rig], tmp_path: Path) -> None:
    rig, asked, answering = night_one(make_rig, True, tmp_path)
    prepares, plays = calls(rig, "prepare"), calls(rig, "play")
    n = entries_in_night_one() + 1
    assert len(prepares) == len(plays) == n > 3
    # every part with the bed; it fades in at the first part and out at the last only
    assert all(p.bed for p in prepares)
    assert [(p.first, p.last) for p in prepares] == \
        [(k == 0, k == n - 1) for k in range(n)]
    # each part composed while the one before it played
    assert [p.t for p in prepares[1:]] == [p.t for p in plays[:-1]]
    # the bed held on after every part but the last, and never stopped in the night
    assert [p.hold for p in plays] == [True] * (n - 1) + [False]
    assert calls(rig, "stop") == [] and calls(rig, "pause") == []
    # the first part ended as the roll call was asked; the bed held on, with nothing
    # said, through the pause and the Moderator's slow answer, then the next part played
    assert plays[0].t + prepares[0].duration == pytest.approx(asked)
    assert answering < plays[1].t < answering + 10.0
    heard = rig.heard()
    assert not [text for t, text in heard if asked < t < plays[1].t]
    # each part plays once the one before it has ended and its entry is done
    for k in range(1, n):
        assert plays[k].t >= plays[k - 1].t + prepares[k - 1].duration


def test_the_same_lines_screens_and_deaths_with_or_without_the_bed(
        make_rig: Callable[..., Rig], tmp_path: Path) -> None:
    with_bed, _, _ = night_one(make_rig, True, tmp_path / "bed")
    lines, screens, night = told(with_bed)
    without, _, _ = night_one(make_rig, False, tmp_path / "no-bed")
    assert told(without) == (lines, screens, night)
    parts_played = calls(without, "play")
    assert len(parts_played) == entries_in_night_one() + 1    # in parts, as with the bed
    assert not any(p.bed for p in calls(without, "prepare"))  # but no bed, and none held
    assert not any(p.hold for p in parts_played)
    # the lines are the engine's night 1, in order, each once
    script = classic_night(PRESETS[PRESET].deck, 1).lines
    start = lines.index(script[0])
    assert lines[start : start + len(script)] == list(script)
    # and the deaths the dawn showed are the ones the saved night gives
    dead = [d["seat"] for d in resolve_classic(with_bed.store.load_current()).to_json()["deaths"]]
    dawn = [e["lines"][0] for e in screens if e.get("title") == "Dawn 1"]
    assert dead and dawn == [f"Dead: {', '.join(map(str, dead))}"]


def told(rig: Rig) -> tuple[list[str], list[dict[str, Any]], dict[str, Any]]:
    """From nightfall on: what the table heard, what the screen showed (and when), and
    the night's entries as saved."""
    record = rig.store.load_current()
    assert record is not None
    night = next(e["t"] for e in rig.transcript.kinds("phase") if e["phase"] == "night")
    shown = [e for e in rig.transcript.kinds("show") if e["t"] >= night]
    heard = [text for t, text in rig.heard() if t >= night]
    return heard, shown, record["phases"][0]


def test_the_night_is_cut_before_each_pause_where_the_moderator_may_enter() -> None:
    cues = classic_night(PRESETS["guards"].deck, 1, rng=random.Random(1)).cues
    cut = parts(cues)
    assert cut[0][0] == 0 and cut[-1][1] == len(cues)
    for (_, end), (first, _) in itertools.pairwise(cut):
        pause = cues[end]
        assert first == end + 1       # nothing but the entry's pause is left out
        assert isinstance(pause, Pause) and pause.step not in (None, *QUIET_STEPS)
    kept = [c for a, b in cut for c in cues[a:b]]
    assert [c for c in cues if c not in kept] == [cues[end] for _, end in cut[:-1]]


def night_game(make_rig: Callable[..., Rig], folder: Path) -> tuple[Rig, ClassicDemo,
                                                                    ScreenRecorder]:
    """A game of :data:`PRESET` on seed 3, which lasts to night 2 at least."""
    rig = make_rig(seed=3, settings=GAMES.settings(classic_vote="point"), state_dir=folder)
    rng = random.Random(3)
    shots = ScreenRecorder(rig, None)
    rig.start()
    return rig, ClassicDemo(rig, start(rig, PRESET, shots, rng), rng, clean=True), shots


def asking(rig: Rig, night: int) -> bool:
    state = rig.machine.state
    return rig.phase == "night" and isinstance(rig.screen, MenuScreen) \
        and getattr(state, "number", None) == night


def test_two_long_presses_while_the_bed_is_held_stop_it(make_rig: Callable[..., Rig],
                                                     tmp_path: Path) -> None:
    rig, demo, shots = night_game(make_rig, tmp_path)
    run_game(demo, shots, until=lambda: asking(rig, 1))
    held = calls(rig, "play")
    assert held[-1].hold
    rig.long_press()
    assert rig.phase == "night" and calls(rig, "play") == held   # it asks first
    rig.long_press()
    assert rig.phase == "menu"
    assert isinstance(rig.sound, RecordingSound)
    assert rig.sound.night_calls[-1].call == "stop" and calls(rig, "play") == held
    rig.run(60.0)
    assert calls(rig, "play") == held                 # nothing more of the night plays


def test_after_a_pulled_plug_the_night_plays_again_after_the_resumed_line(
        make_rig: Callable[..., Rig], tmp_path: Path) -> None:
    rig, demo, shots = night_game(make_rig, tmp_path)
    run_game(demo, shots, until=lambda: asking(rig, 2))
    again = make_rig(seed=3, settings=GAMES.settings(classic_vote="point"), state_dir=tmp_path)
    again.start()                                     # the plug back in: night 2 again
    again.run_until_phase("night")
    again.run(120.0)
    prepares, plays = calls(again, "prepare"), calls(again, "play")
    assert prepares[0].first and prepares[0].bed and plays[0].hold
    heard = again.heard()
    [(resumed, line)] = [(t, text) for t, text in heard if text.startswith("Welcome back")]
    falls = [t for t, text in heard if text.startswith("Night falls")]
    # the night waits for the resumed line to be said, then starts with its first line
    assert plays[0].t == pytest.approx(resumed + estimate_seconds(line, 160)) == falls[0]
    assert "night 2" in line
