"""The Moderator's scorepad on the knob at night and by day, through the rig: at night a
turn with nothing to enter shows it, by day the nominee's ask offers it; it is never
spoken, the lights stay as they were, and the game goes on where it was."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.classic.scorepad import scorepad

from device.core.games import GAMES
from device.core.games.classic.night import ClassicNightState
from device.core.games.classic.pad_lines import pad_lines
from device.core.ui import views
from device.display.screens import MenuScreen, MessageScreen
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start
from hw_mocks.rig import Rig


def _demo(make_rig: Callable[..., Rig]) -> tuple[ClassicDemo, ScreenRecorder]:
    rig = make_rig(seed=5, settings=GAMES.settings(classic_vote="nominate"))
    rng = random.Random(5)
    shots = ScreenRecorder(rig, None)
    rig.start()
    return ClassicDemo(rig, start(rig, "guards", shots, rng), rng, clean=True), shots


def _where(rig: Rig) -> tuple[object, ...]:
    """What the game is: its state, the phases saved, the seats lit, what was said."""
    leds = rig.transcript.kinds("leds")
    return (rig.phase, rig.store.load_current(), leds[-1]["on"] if leds else None,
            len(rig.said()))


def _pad(rig: Rig) -> tuple[MessageScreen, ...]:
    current = rig.store.load_current()
    assert current is not None
    return views.pages("Scorepad", pad_lines(scorepad(current)))


def test_the_scorepad_by_day_from_the_nominee_ask(make_rig: Callable[..., Rig]) -> None:
    demo, shots = _demo(make_rig)
    rig = demo.rig
    run_game(demo, shots, until=lambda: rig.phase == "day")
    before = _where(rig)
    rig.click()                                      # the knob: a nomination...
    assert rig.phase == "nominee" and isinstance(rig.screen, MenuScreen)
    said = len(rig.said())
    rig.menu_select("Scorepad")                      # ...or the scorepad
    pad = _pad(rig)
    screen = rig.screen
    assert isinstance(screen, MessageScreen) and screen == pad[0] and screen.pages == len(pad)
    assert "Night 1" in screen.lines
    for page in pad[1:]:                             # every page, in turn
        rig.turn(1)
        assert rig.screen == page
    rig.turn(1)                                      # past the last: the ask again
    assert isinstance(rig.screen, MenuScreen) and rig.english(rig.screen.title) == "Nominee?"
    rig.menu_select("Scorepad")
    rig.click()                                      # a press: the ask again
    assert isinstance(rig.screen, MenuScreen) and rig.phase == "nominee"
    assert len(rig.said()) == said                   # nothing spoken
    rig.menu_select("Back to the day")               # back to the day, as it was
    assert _where(rig)[:3] == before[:3] and rig.phase == "day"
    run_game(demo, shots, until=lambda: rig.phase == "night")
    assert not rig.transcript.kinds("error")


def test_the_scorepad_at_night_and_back(make_rig: Callable[..., Rig]) -> None:
    demo, shots = _demo(make_rig)
    rig = demo.rig

    def wolves_entered_on_night_two() -> bool:
        state = rig.machine.state
        return isinstance(state, ClassicNightState) and state.number == 2 \
            and bool(state.book.entries.werewolf) and state.asks.done \
            and not isinstance(rig.screen, MenuScreen)

    run_game(demo, shots, until=wolves_entered_on_night_two)
    state = rig.machine.state
    assert isinstance(state, ClassicNightState)
    victims = ", ".join(map(str, state.book.entries.werewolf))
    own = rig.screen
    before = _where(rig)
    rows: list[str] = []
    for _page in _pad(rig):                          # the pages of the phases played...
        rig.turn(1)
        assert isinstance(rig.screen, MessageScreen) and rig.screen.title == "Scorepad"
        rows += rig.screen.lines
    assert "Day 1" in rows
    while isinstance(rig.screen, MessageScreen) and rig.screen.title == "Scorepad":
        rig.turn(1)                                  # ...then tonight's entries so far
        rows += rig.screen.lines if rig.screen.title == "Scorepad" else []
    assert rows[rows.index("Night 2") + 1] == f"Werewolf: {victims}"
    assert rig.screen == own and _where(rig) == before   # past the last: the night's own
    run_game(demo, shots)
    assert rig.phase == "end" and not rig.transcript.kinds("error")
