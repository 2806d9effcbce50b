"""A whole scripted classic game on mock hardware in virtual time: what
``nightbox demo --game classic`` plays, and what the tests drive.

The host picks Classic and a preset on the knob; players join and look at their cards;
a scripted Moderator answers the box at night (registering each dealt role by seat, then
choosing targets), and the players tap their votes with human timing, until the winner.

Its modules: ``table`` (the players and the Moderator's answers), ``days`` (each day's
vote as the table plays it). It may import everything, as all of ``hw_mocks`` may.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.classic.deck import MIN_PLAYERS, ClassicDeck, players_of
from engine.errors import did_you_mean

from device.core.games.classic.box import BOX_PLAYERS, BOX_PRESETS, box_presets_for
from device.core.games.classic.game import preset_label
from device.core.games.classic.rules import ClassicRules
from device.core.games.classic.session import ClassicSession, options_of
from device.core.machine import session_of
from device.core.table.seating import SeatingState
from device.errors import BadInput
from device.i18n.language import speaking

from ...demo import SCREENS, ScreenRecorder
from ...rig import Rig
from .days import play_day
from .table import ClassicDemo, answer, wait_ballot

__all__ = ["ClassicDemo", "answer", "check", "demo", "play", "run_game", "start",
           "start_deck", "wait_ballot"]


def run_game(demo: ClassicDemo, shots: ScreenRecorder, limit: int = 4000,
             until: Callable[[], bool] = lambda: False) -> None:
    """From the deal on: answer the box until the game ends (or ``until()``)."""
    rig = demo.rig
    for _ in range(limit):
        if rig.phase in ("end", "menu") or until():
            return
        if answer(demo, shots):
            continue
        if rig.phase in ("day", "vote", "nominee", "pair", "elimination"):
            play_day(demo, shots)      # (a day of no talk is already at its vote)
            continue
        due = rig.box.scheduler.next_due()
        if due is None:
            raise AssertionError(f"stuck in {rig.phase}: {rig.screen!r}")
        rig.run_until(due)
        shots.snap()
    raise AssertionError("the classic game did not end")


def start(rig: Rig, preset: str, shots: ScreenRecorder, rng: random.Random) -> dict[int, str]:
    """From the menu: Classic, the preset, seating and the deal; the cards dealt."""
    rig.menu_select("Game")
    rig.turn(1)
    rig.click()
    shots.snap()
    rig.menu_select("Presets")
    shots.snap()
    p = BOX_PRESETS[preset]
    with speaking(rig.machine.words):   # the label as the box shows it, in its language
        label = preset_label(p)
    rig.menu_select(label)
    return deal(rig, p.players, shots, rng)


def start_deck(rig: Rig, cards: tuple[str, ...], shots: ScreenRecorder, rng: random.Random,
               **rules: Any) -> dict[int, str]:
    """From the menu: Classic with the host's own deck and rules rows set (as the Roles
    and Rules pages would), seating and the deal; the cards dealt."""
    rig.menu_select("Game")
    rig.turn(1)
    rig.click()
    m = rig.machine
    settings = m.game.with_cards(m.table.settings, cards)
    m.table.settings = settings.with_rules(settings.of(ClassicRules).replace(**rules))
    deck = ClassicDeck.of(list(cards))
    return deal(rig, players_of(deck, options_of(m.table.settings)), shots, rng)


def deal(rig: Rig, players: int, shots: ScreenRecorder, rng: random.Random) -> dict[int, str]:
    """Start the game, seat ``players``, deal the session's cards (those variable roles
    kept; one left over with the Amulet's or Cupid's extra card); the cards dealt."""
    rig.menu_select("Start game")
    seats = list(range(1, players + 1))
    panel = rig.buttons
    for seat in seats:
        if seat in panel:
            rig.press(seat)
    extra = players - len(panel & set(seats))
    if extra:                         # the players beyond the buttons, on the knob
        seating = rig.machine.state
        assert isinstance(seating, SeatingState), seating
        rig.reach(extra, BOX_PLAYERS - len(panel) + 1, lambda: seating.extra)
    shots.snap()
    rig.click()
    shots.snap()
    shuffled = list(session_of(rig.machine, ClassicSession).deck.cards)
    rng.shuffle(shuffled)
    session = session_of(rig.machine, ClassicSession)
    # the Amulet, and Cupid with its extra card, are dealt to a seat with a second card
    for card in ("amulet", *(("cupid",) if session.options.has("cupid_card") else ())):
        if card in shuffled[len(seats):]:
            i, j = shuffled.index(card, len(seats)), rng.randrange(len(seats))
            shuffled[i], shuffled[j] = shuffled[j], shuffled[i]
    dealt = dict(zip(seats, shuffled))
    for seat in rng.sample(seats, len(seats)):
        if seat in panel:
            rig.run(rng.uniform(0.3, 1.0))
            rig.press(seat)
    if extra:                         # they look without a button: the Moderator starts
        rig.run(2.0)
        rig.click()
    shots.snap()
    return dealt


def chosen_preset(players: int | None, preset: str | None) -> str:
    """``nightbox demo``'s preset: named, or the first for ``players``; one-line errors."""
    if preset is not None and preset not in BOX_PRESETS:
        raise BadInput(f"--preset {preset}: allowed {', '.join(BOX_PRESETS)}"
                       + did_you_mean(preset, BOX_PRESETS))
    if players is not None and not MIN_PLAYERS <= players <= BOX_PLAYERS:
        raise BadInput(f"--players {players}: classic seats {MIN_PLAYERS} to {BOX_PLAYERS}")
    if preset is None and players is not None and not box_presets_for(players):
        counts = sorted({p.players for p in BOX_PRESETS.values()})
        raise BadInput(f"--players {players}: the box has no preset for {players} players; "
                       f"allowed {', '.join(map(str, counts))}")
    if preset is None:
        return box_presets_for(players)[0].id if players is not None else "secrets"
    if players is not None and BOX_PRESETS[preset].players != players:
        raise BadInput(f"--players {players}: the preset {preset} is for "
                       f"{BOX_PRESETS[preset].players} players")
    return preset


def check(players: int | None, preset: str | None) -> None:
    """``nightbox demo``'s options for classic; one line for a bad one."""
    chosen_preset(players, preset)


def demo(players: int | None, preset: str | None, seed: int, out: Path | None,
         **rig_args: Any) -> ClassicDemo:
    """The demo's game: the preset named, or the first for ``players``."""
    return play(preset=chosen_preset(players, preset), seed=seed, out=out, **rig_args)


def play(preset: str = "secrets", seed: int = 1, out: Path | None = None,
         rig: Rig | None = None, **rig_args: Any) -> ClassicDemo:
    rng = random.Random(seed)
    rig = rig or Rig(seed=seed, **rig_args)
    shots = ScreenRecorder(rig, out / SCREENS if out is not None else None)
    rig.start()
    shots.snap()
    dealt = start(rig, preset, shots, rng)
    demo = ClassicDemo(rig, dealt, rng)
    run_game(demo, shots)
    rig.run(2.0)
    shots.snap()
    demo.screens = shots.saved
    return demo
