"""``nightbox demo``: a whole scripted game on mock hardware, in virtual time, no input.

Prints what the box did, a line per moment (``--json``: the transcript, one JSON line per
effect), and writes into ``--out``: a PNG of each distinct screen, the game record, the
transcript, and the night as a WAV when espeak-ng is present.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from engine.onenight.deck import MAX_PLAYERS, MIN_PLAYERS
from engine.errors import InvalidInput, did_you_mean


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=Path, default=None, help="folder for PNGs, WAV, record")
    parser.add_argument("--game", choices=["onenight", "classic"], default="onenight",
                        help="the game to play (classic: a whole many-night game)")
    parser.add_argument("--players", type=int, default=None,
                        help="One Night: 3-10 (default 5); classic: 5-10, the preset for "
                             "that many")
    parser.add_argument("--preset", default=None,
                        help="classic only: the preset to deal (default secrets)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--config", type=Path, default=None,
                        help="config file whose voice the demo's night.wav uses")
    parser.add_argument("--json", action="store_true",
                        help="print the transcript as JSON lines instead of text")


def classic_preset(preset: str | None, players: int | None) -> str:
    """The classic preset to play: named, or the first for ``players``; one-line errors."""
    from engine.classic.deck import MAX_PLAYERS as MOST, MIN_PLAYERS as FEWEST
    from engine.classic.presets import PRESETS, presets_for

    if preset is not None and preset not in PRESETS:
        raise InvalidInput(f"--preset {preset}: allowed {', '.join(PRESETS)}"
                           + did_you_mean(preset, PRESETS))
    if players is not None and not FEWEST <= players <= MOST:
        raise InvalidInput(f"--players {players}: classic seats {FEWEST} to {MOST}")
    if preset is None:
        return presets_for(players)[0].id if players is not None else "secrets"
    if players is not None and PRESETS[preset].players != players:
        raise InvalidInput(f"--players {players}: the preset {preset} is for "
                           f"{PRESETS[preset].players} players")
    return preset


def run(args: argparse.Namespace) -> int:
    preset = ""
    if args.game == "classic":
        preset = classic_preset(args.preset, args.players)
    else:
        if args.preset is not None:
            raise InvalidInput(f"--preset {args.preset}: presets are for --game classic "
                               "(One Night takes --players)")
        args.players = 5 if args.players is None else args.players
        if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
            raise InvalidInput(f"--players {args.players}: allowed {MIN_PLAYERS} to "
                               f"{MAX_PLAYERS}")
    os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
    from gpiozero import Device
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    from hw_mocks.classic_demo import play as play_classic
    from hw_mocks.demo import play

    out: Path | None = args.out
    if out is not None:
        _check_out(out)
    Device.pin_factory = MockFactory(pin_class=MockPWMPin)
    state = Path(tempfile.mkdtemp(prefix="nightbox-demo-"))
    from device.config import load_config
    from device.store.paths import cache_dir

    config = load_config(args.config)  # ConfigError: exit 2 with every problem
    game = config.game
    # the scripted game is always the same; only the voice comes from the config
    settings = type(game)().replace(voice=game.voice, rate=game.rate, engine=game.engine,
                                    model=game.model)
    stream = sys.stdout if args.json else None
    result: Any
    if args.game == "classic":
        result = play_classic(preset=preset, seed=args.seed, out=out, state_dir=state,
                              transcript_stream=stream, settings=settings)
    else:
        result = play(players=args.players, seed=args.seed, out=out, state_dir=state,
                      transcript_stream=stream, settings=settings)
    if not args.json:
        start = result.rig.transcript.entries[0]["t"] if result.rig.transcript.entries else 0
        last: dict[str, str] = {}
        for entry in result.rig.transcript.entries:
            line = readable(entry, start)
            kind = entry.get("kind", "")
            if line and line[10:] != last.get(kind):  # the same picture again: once
                print(line)
                last[kind] = line[10:]
    record = result.rig.store.games()[-1]
    if out is not None:
        (out / "game.json").write_text(json.dumps(record, indent=2) + "\n")
        with open(out / "transcript.jsonl", "w") as f:
            for row in result.rig.transcript.entries:
                f.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")
        night = (_night_wav(record, result.rig.machine.table.settings, out,
                            cache_dir(config.paths.cache_dir or None))
                 if args.game == "onenight" else None)
        print(f"# wrote {len(result.screens)} screens, game.json, transcript.jsonl"
              + (f", {night[0].name} (voice: {night[1]})" if night
                 else " (no voice here: no night.wav)")
              + f" into {out}", file=sys.stderr)
    result.rig.close()
    return 0


def _night_wav(record: dict[str, object], settings: Any, out: Path,
               cache: Path) -> tuple[Path, str] | None:
    """Render the demo's night as the box speaks it (the prepared lines of the natural
    voice, espeak-ng for the rest), when espeak-ng is here."""
    from device.shell.voice.espeak import render_night_wav
    from engine.onenight.record import GameRecord

    return render_night_wav(GameRecord.from_json(record), settings, out / "night.wav", cache)


def _check_out(out: Path) -> None:
    """``--out`` is a directory we can write into, made if needed; else one line, exit 2."""
    if out.exists() and not out.is_dir():
        raise InvalidInput(f"--out {out}: not a directory")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InvalidInput(f"--out {out}: cannot make the directory "
                           f"({exc.strerror or exc})") from None
    if not os.access(out, os.W_OK | os.X_OK):
        raise InvalidInput(f"--out {out}: cannot write into it (permission denied)")


SHOWN = {"MenuScreen": "title", "NightScreen": "step_label", "VerdictScreen": "headline",
         "MessageScreen": "title", "CountdownScreen": "extra"}
#: transcript kinds printed as their JSON gist
GIST = ("result", "winners", "chips", "champion", "warning", "error", "saved", "lynch",
        "classic_phase")


def readable(entry: dict[str, Any], start: float) -> str:
    """One transcript entry as a line a person reads: time, what, the gist."""
    kind = entry.get("kind", "")
    t = f"{entry.get('t', start) - start:7.1f} s  "
    if kind == "say":
        return f"{t}says     {entry.get('text', '')}"
    if kind == "phase":
        return f"{t}-- {entry.get('phase', '')} --"
    if kind == "show":
        screen = entry.get("screen", "")
        detail = entry.get(SHOWN.get(screen, ""), "")
        if screen == "VoteScreen" and entry.get("opened"):
            detail = f"VOTE! {entry.get('done')}/{entry.get('voters')} done"
        return f"{t}screen   {screen.removesuffix('Screen')}" + (f": {detail}" if detail else "")
    if kind == "leds":
        lit = ", ".join(f"{k} {v}" for k in ("on", "blink", "pulse") if (v := entry.get(k)))
        return f"{t}lights   {lit or 'dark'}"
    if kind == "ballot":
        votes = entry.get("votes")
        return f"{t}ballot   {entry.get('event', '')}" + (f" {votes}" if votes else "")
    if kind in GIST:
        gist = {k: v for k, v in entry.items() if k not in ("t", "kind")}
        return f"{t}{kind:<8} {json.dumps(gist, ensure_ascii=False)[:160]}"
    return ""
