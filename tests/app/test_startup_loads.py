"""What ``nightbox run`` has loaded when it says READY (the menu shown): the start-up pays
only for what the menu needs (issue #30; figures in bench/bench_startup.py).

Each case starts the real ``run()`` in a fresh interpreter on mock pins, with its own state
and cache folders, stops it at READY and lists its modules and the collector's state.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

#: the child: ``nightbox run`` up to READY, then what it has loaded
AT_READY = """
import argparse, gc, json, os, sys
import device.sdnotify as sdnotify
def ready(*_args):
    print(json.dumps({"modules": sorted(sys.modules), "gc": gc.isenabled()}), flush=True)
    os._exit(0)
sdnotify.ready = ready
from device.cli import run_cmd
parser = argparse.ArgumentParser()
run_cmd.add_arguments(parser)
run_cmd.run(parser.parse_args(["--log-level", "ERROR"]))
"""


def at_ready(tmp_path: Path, config: str = "") -> dict[str, Any]:
    tmp_path.mkdir(parents=True, exist_ok=True)
    conf = tmp_path / "nightbox.toml"
    conf.write_text(config)
    env = {k: v for k, v in os.environ.items()
           if k not in ("CACHE_DIRECTORY", "STATE_DIRECTORY", "NOTIFY_SOCKET")}
    env.update(GPIOZERO_PIN_FACTORY="mock", NIGHTBOX_CONFIG=str(conf),
               NIGHTBOX_STATE_DIR=str(tmp_path / "state"),
               NIGHTBOX_CACHE_DIR=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", AT_READY], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


DECODERS = ("engine.ballot_tap", "engine.ballot_sweep", "engine.ballot_press")


def test_no_vote_decoder_is_loaded_before_a_vote(tmp_path: Path) -> None:
    """The decoder of the vote's mode is loaded when the vote opens, and only that one
    (``device.core.table.ballot.make_ballot``): the menu loads none (nor, with One Night,
    the vote's state: its round is bound when the vote begins), nor the decoding they
    share (the settings read only the modes' timings, ``engine.ballot_params``)."""
    found = at_ready(tmp_path)
    modules = set(found["modules"])
    assert "engine.ballot_params" in modules            # the settings' timings are there...
    assert not modules & {*DECODERS, "engine.ballot", "engine.ballot_record"}  # ...no decoding


#: the table flow's states, views, screens and their drawing, a game's own effects and its
#: records' values: each loaded when a game first enters the state, shows the screen or
#: emits the effect (``device.core.table.states``)
TABLE = ("device.core.table.seating", "device.core.table.deal", "device.core.table.day",
         "device.core.table.views", "device.display.table_screens",
         "device.display.table_render", "device.display.deal_screen",
         "device.display.vote_screen", "device.core.game_effects", "device.core.game_events",
         "device.core.records", "device.core.game_choices")


def test_the_menu_loads_none_of_the_table_s_states_screens_or_effects(tmp_path: Path) -> None:
    modules = set(at_ready(tmp_path)["modules"])
    assert {"device.core.table.states", "device.display.screens",
            "device.display.render"} <= modules
    assert [m for m in TABLE if m in modules] == []


def test_the_collector_runs_again_after_start_up(tmp_path: Path) -> None:
    """Start-up runs with the collector off (``run_cmd.run``); at READY it is on again."""
    found = at_ready(tmp_path)
    assert found["gc"] is True


#: loaded on first use, never for the menu: a "did you mean" (difflib), a catalogue's
#: reader (an English box reads none), the history's whole check (after READY, in a
#: thread of its own)
NOT_FOR_THE_MENU = ("difflib", "device.i18n.po", "device.store.history_check")


def test_an_english_box_starts_without_what_the_menu_never_uses(tmp_path: Path) -> None:
    modules = set(at_ready(tmp_path)["modules"])
    assert "device.i18n.catalogues" in modules
    assert [m for m in NOT_FOR_THE_MENU if m in modules] == []


def test_a_vote_loads_only_its_own_decoder() -> None:
    """Opening a vote of each mode loads that mode's decoder and no other (a press
    ballot is built on the tap decoder's counting)."""
    code = """
import json, sys
from types import SimpleNamespace
from device.core.table.ballot import BallotRound, make_ballot
from device.core.games import GAMES
settings = GAMES.settings()
machine = SimpleNamespace(table=SimpleNamespace(settings=settings))
before = {m for m in sys.modules if m.startswith("engine.ballot_")}
round = BallotRound(mode=sys.argv[1], voters=frozenset({1, 2, 3}), then=None, nominee=1)
ballot = make_ballot(machine, round, 0.0)
after = {m for m in sys.modules if m.startswith("engine.ballot_")}
print(json.dumps({"type": type(ballot).__name__, "new": sorted(after - before),
                  "before": sorted(before)}))
"""
    expected = {"tap": ("TapBallot", ["engine.ballot_tap"]),
                "sweep": ("SweepBallot", ["engine.ballot_sweep"]),
                "press": ("PressBallot", ["engine.ballot_press", "engine.ballot_tap"])}
    for mode, (kind, loaded) in expected.items():
        done = subprocess.run([sys.executable, "-c", code, mode], capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 0, done.stderr[-3000:]
        found = json.loads(done.stdout.strip().splitlines()[-1])
        assert found["type"] == kind
        assert [m for m in found["before"] if m in DECODERS] == []
        assert [m for m in found["new"] if m in DECODERS] == loaded


CLASSIC = '[game]\ngame = "classic"\n'


def test_a_box_loads_the_rules_of_its_own_game_only(tmp_path: Path) -> None:
    """One Night's box never loads classic's engine, nor classic's box One Night's: the
    registry reads every game's light rules table, and the chosen game only is loaded;
    saved settings holding the other game's default deck change nothing."""
    onenight = set(at_ready(tmp_path / "onenight")["modules"])
    assert "device.core.games.onenight.game" in onenight
    assert [m for m in onenight if m.startswith("engine.classic")] == []
    classic = set(at_ready(tmp_path / "classic", CLASSIC)["modules"])
    assert "engine.classic.script" in classic
    assert [m for m in classic if m.startswith("engine.onenight")] == []
    saved = tmp_path / "saved"
    (saved / "state").mkdir(parents=True)
    (saved / "state" / "settings.json").write_text(json.dumps({"version": 1, "settings": {
        "game": "onenight", "classic_deck": ["werewolf", "seer", "villager", "villager",
                                             "villager"]}}))
    again = set(at_ready(saved)["modules"])
    assert [m for m in again if m.startswith("engine.classic")] == []


#: One Night's roles, deck and presets (and its phrases, which say them)
DECK = ("engine.onenight.roles", "engine.onenight.deck", "engine.onenight.presets",
        "engine.onenight.dealing", "device.core.games.onenight.phrases")
#: One Night's engine past the deck: the night's script, the draws, the record, the tally,
#: the outcome, the chips; loaded at the deal, the vote and the result, never for the menu
AFTER_THE_MENU = ("engine.onenight.script", "engine.onenight.draws", "engine.onenight.record",
                  "engine.onenight.tally", "engine.onenight.outcome", "engine.outcome",
                  "engine.onenight.tournament", "device.core.games.onenight.records",
                  "device.core.games.onenight.lines", "device.core.games.onenight.night",
                  "device.core.games.onenight.result", "device.core.games.onenight.views")


def test_one_night_s_menu_loads_none_of_its_engine_until_a_deck_is_read(
        tmp_path: Path) -> None:
    """The menu's first page shows no deck: One Night's roles, deck and presets are loaded
    when a page or the seating asks for them, or when saved settings hold a deck of
    their own (it is checked as it is read)."""
    modules = set(at_ready(tmp_path / "fresh")["modules"])
    assert "device.core.games.onenight.game" in modules
    assert [m for m in (*DECK, *AFTER_THE_MENU) if m in modules] == []
    saved = tmp_path / "saved"
    (saved / "state").mkdir(parents=True)
    (saved / "state" / "settings.json").write_text(json.dumps({"version": 1, "settings": {
        "game": "onenight", "deck": ["werewolf", "werewolf", "seer", "robber", "drunk",
                                     "troublemaker", "villager", "villager", "villager"]}}))
    used = set(at_ready(saved)["modules"])
    assert "engine.onenight.deck" in used
    assert [m for m in AFTER_THE_MENU if m in used] == []
