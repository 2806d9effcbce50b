"""Fuzzing classic on the box: random decks of 5 to 16 players from every role, with
random rules (the vote, the tie, the reveal, the daily dice, banning, alternating, a few
alternates), each played to its end through the rig by the scripted table (real gpiozero
on mock pins, the luma dummy, virtual time).

A game so played logs no error (a state that fails sends the box back to the menu; a
screen that fails is never drawn), reaches its end, and its saved record resolves to the
winners the box announced. This is how the lone voter of the elimination and pair votes,
the Prince on a day of two lynchings, the Priest's alternate with the dead revealed and a
big table's winners screen were found (tests/app/test_classic_votes.py and the others)."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import Any

import pytest

from engine.classic.deck import ClassicDeck, deck_problems
from engine.classic.record import resolve_classic
from engine.classic.roles import CLASSIC_ROLE_IDS

from device.core.games import GAMES
from device.core.games.classic.rules import BOX_ALTERNATES
from device.core.games.classic.session import options_of
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start_deck
from hw_mocks.rig import Rig

SPECIAL = [r for r in CLASSIC_ROLE_IDS if r not in ("werewolf", "villager")]
VOTES = ("point", "nominate", "pair", "elimination", "secret")


def random_game(rng: random.Random) -> tuple[tuple[str, ...], dict[str, Any]]:
    """A deck the engine deals and rules the Rules page can set (the Priest's alternate
    only where the dead are not revealed)."""
    while True:
        players = rng.randint(5, 10) if rng.random() < 0.8 else rng.randint(11, 16)
        wolves = rng.randint(1, max(1, players // 3))
        cards = ["werewolf"] * wolves + rng.sample(SPECIAL, rng.randint(0, players - wolves))
        cards += ["villager"] * (players - len(cards))
        rules: dict[str, Any] = {
            "classic_vote": rng.choice(VOTES), "classic_tie": rng.choice(["nobody", "all"]),
            "reveal": rng.choice(["full", "wolf", "none"]),
            "daily_changes": rng.random() < 0.4, "classic_banning": rng.random() < 0.15,
            "classic_alternating": rng.random() < 0.15,
            **dict.fromkeys(rng.sample(sorted(BOX_ALTERNATES), rng.randint(0, 3)), True)}
        if rules.get("alt_priest_learns") and rules["reveal"] == "full":
            rules["reveal"] = "none"
        if not deck_problems(ClassicDeck.of(cards), options_of(GAMES.settings(**rules))):
            return tuple(cards), rules


class Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.seen: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.seen.append(f"{record.name}: {record.getMessage()}")


#: 248: a pair vote with one voter (it asked for a second nominee, again and again)
@pytest.mark.parametrize("seed", [*range(32), 248])   # about 0.3 s a game
def test_a_random_classic_game_ends_as_its_record_resolves(
        seed: int, make_rig: Callable[..., Rig]) -> None:
    rng = random.Random(seed)
    cards, rules = random_game(rng)
    errors = Errors()
    logging.getLogger().addHandler(errors)
    try:
        rig = make_rig(seed=seed)
        shots = ScreenRecorder(rig, None)
        rig.start()
        dealt = start_deck(rig, cards, shots, rng, **rules)
        run_game(ClassicDemo(rig, dealt, rng, clean=True), shots)
        rig.run(1.0)
    finally:
        logging.getLogger().removeHandler(errors)
    assert errors.seen == [], (cards, rules)
    assert rig.phase == "end", (cards, rules)
    resolved = resolve_classic(rig.store.games()[-1]).to_json()
    won = rig.transcript.kinds("winners")[-1]
    assert (resolved["winners"], resolved["winning_seats"], resolved["ended"]) == \
        (won["teams"], won["seats"], won["ended"]), (cards, rules)
