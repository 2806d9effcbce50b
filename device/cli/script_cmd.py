"""``nightbox script``: the night script for a deck, as text, JSON lines, or step ids."""

from __future__ import annotations

import argparse
import json
import random
import sys

from engine.cues import Pause, Say
from engine.onenight.deck import Deck, check_deck
from engine.errors import InvalidInput
from engine.cues import Pace, ScriptMode
from engine.onenight.script import NightScript, ScriptOptions, estimate_speech_seconds, night_script

FORMATS = ("text", "json", "steps")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--roles", required=True,
                        help="role ids, comma separated; repeat an id for copies")
    parser.add_argument("--players", type=int, default=None,
                        help="player count (default: cards - 3, or - 4 with the Alpha Wolf)")
    parser.add_argument("--format", choices=FORMATS, default="text")
    parser.add_argument("--no-lone-wolf", action="store_true",
                        help="leave out the lone-wolf center-card option")
    parser.add_argument("--pace", choices=[p.value for p in Pace], default=Pace.NORMAL.value)
    parser.add_argument("--mode", choices=[m.value for m in ScriptMode], default=ScriptMode.BEGINNER.value,
                        help="beginner explains each action; expert only wakes and sleeps")
    parser.add_argument("--seed", type=int, default=0, help="seed for the pause jitter")


def _text(script: NightScript) -> str:
    out = []
    for cue in script.cues:
        if isinstance(cue, Say):
            tag = f"[{cue.step}] " if cue.step else ""
            out.append(f"{tag}{cue.text}")
        else:
            out.append(f"    ... pause {cue.seconds:.1f} s")
    total = script.pause_seconds + sum(estimate_speech_seconds(t) for t in script.lines)
    out.append(f"# {len(script.steps)} steps, about {total / 60:.1f} minutes")
    return "\n".join(out)


def _json_lines(script: NightScript) -> str:
    rows = []
    for cue in script.cues:
        if isinstance(cue, Say):
            row = {"step": cue.step, "kind": "say", "text": cue.text,
                   "seconds": estimate_speech_seconds(cue.text)}
        else:
            assert isinstance(cue, Pause)
            row = {"step": cue.step, "kind": "pause", "text": "", "seconds": cue.seconds}
        rows.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(rows)


def run(args: argparse.Namespace) -> int:
    deck = Deck.parse(args.roles)
    if not len(deck):
        raise InvalidInput("--roles is empty: give role ids such as werewolf,werewolf,seer")
    check = check_deck(deck, args.players)
    check.raise_for_errors()
    for issue in check.warnings:
        print(f"warning: {issue.message}", file=sys.stderr)
    options = ScriptOptions(pace=Pace(args.pace), mode=ScriptMode(args.mode),
                            lone_wolf=not args.no_lone_wolf)
    script = night_script(deck, options, random.Random(args.seed))
    if args.format == "steps":
        print("\n".join(step.id for step in script.steps))
    elif args.format == "json":
        print(_json_lines(script))
    else:
        print(_text(script))
    return 0
