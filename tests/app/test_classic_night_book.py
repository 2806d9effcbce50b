"""Classic's night book for the newer roles, played in the rig (#33, phase 2a): a
10-player game with the Cult Leader, the Doppelgänger, the Drunk and the Amulet of
Protection, the Moderator answering on the knob, to its end; the scorepad of the record
the box saved matches what the Moderator entered and what the voice said."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from engine.classic.scorepad import scorepad

from device.core.games import GAMES
from device.core.games.classic.night import ClassicNightState
from device.display.screens import MessageScreen
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start_deck
from hw_mocks.rig import Rig

#: ten players and the Amulet: the eleventh card stays in the Moderator's hand
DECK = ("werewolf", "werewolf", "seer", "cult_leader", "doppelganger", "drunk", "amulet",
        "villager", "villager", "villager", "villager")


class Moderator(ClassicDemo):
    """The scripted Moderator, keeping every answer it gave: (night, title, answer)."""

    answers: list[tuple[int, str, str]]

    def choose(self, title: str, options: tuple[str, ...]) -> str:
        label = super().choose(title, options)
        state = self.rig.machine.state
        night = state.number if isinstance(state, ClassicNightState) else 0
        self.answers.append((night, title, label))
        return label


def play_book(make_rig: Callable[..., Rig], seed: int) -> tuple[Moderator, dict[str, object]]:
    rig = make_rig(seed=seed, settings=GAMES.settings(classic_vote="point"))
    rng = random.Random(seed)
    shots = ScreenRecorder(rig, None)
    rig.start()
    dealt = start_deck(rig, DECK, shots, rng)
    demo = Moderator(rig, dealt, rng, clean=True)
    demo.answers = []
    run_game(demo, shots)
    assert rig.phase == "end"
    return demo, rig.store.games()[-1]


def seats_picked(demo: Moderator, title: str) -> dict[int, int]:
    """Night -> the seat the Moderator entered at ``title``."""
    return {n: int(found[1]) for n, t, label in demo.answers
            if t == title and (found := re.match(r"Seat (\d+)", label))}


def test_a_game_with_the_cult_the_doppelganger_the_drunk_and_the_amulet(
        make_rig: Callable[..., Rig]) -> None:
    demo, record = play_book(make_rig, seed=5)
    pad = scorepad(record)
    dealt = demo.dealt
    players = {int(s): r for s, r in pad["players"].items()}
    amulet = next(s for s, r in dealt.items() if r == "amulet")
    left_over = [c for c in DECK if c != "amulet"]
    for card in dealt.values():
        if card in left_over:
            left_over.remove(card)
    # the roll call: every card in its seat; the Amulet's holder plays the card left over
    assert pad["deal"]["amulet"] == amulet
    assert players[amulet] == left_over[0]
    assert {s: r for s, r in players.items() if s != amulet} == \
        {s: r for s, r in dealt.items() if s != amulet}
    assert pad["deal"]["drunk"] in ("werewolf", "villager") or pad["deal"]["drunk"] not in DECK
    # each night's targets on the scorepad are the seats the Moderator entered
    for title, key in (("Cult Leader recruits?", "cult_leader"),
                       ("Doppel copies?", "doppelganger"), ("Seer looks at?", "seer"),
                       ("Amulet passed to?", "amulet")):
        entered = seats_picked(demo, title)
        written = {n["night"]: n["targets"][key] for n in pad["nights"] if key in n["targets"]}
        assert written == entered, key
    assert seats_picked(demo, "Doppel copies?").keys() <= {1}
    assert any(t == "Cult Leader recruits?" for _n, t, _l in demo.answers)
    # every death on the scorepad was said, by seat, and the winners are the engine's
    said = demo.rig.said()
    for death in pad["deaths"]:
        assert any(f"eat {death['seat']}" in line for line in said), death
    won = demo.rig.transcript.kinds("winners")[-1]
    assert pad["winners"] == won["teams"] and pad["ended"] == won["ended"]


def test_the_knob_turns_the_scorepad_at_night_never_said(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(seed=2, settings=GAMES.settings(classic_vote="point"))
    rng = random.Random(2)
    shots = ScreenRecorder(rig, None)
    rig.start()
    dealt = start_deck(rig, DECK, shots, rng)
    demo = ClassicDemo(rig, dealt, rng, clean=True)
    run_game(demo, shots, until=lambda: rig.phase == "day")
    run_game(demo, shots, until=lambda: rig.phase == "night")
    said = len(rig.said())
    rig.turn(1)
    screen = rig.screen
    assert isinstance(screen, MessageScreen) and rig.english(screen.title) == "Scorepad"
    assert any(rig.english(line) == "Night 1" for line in screen.lines)
    assert len(rig.said()) == said
