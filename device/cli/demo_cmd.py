"""``nightbox demo``: a whole scripted game on mock hardware, in virtual time, no input.

Prints the transcript (one JSON line per effect) and writes into ``--out``: a PNG of
each distinct screen, the game record, the transcript, and the night as a WAV when
espeak-ng is present.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from engine.deck import MAX_PLAYERS, MIN_PLAYERS
from engine.errors import InvalidInput


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=Path, default=None, help="folder for PNGs, WAV, record")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)


def run(args: argparse.Namespace) -> int:
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        raise InvalidInput(f"--players {args.players}: allowed {MIN_PLAYERS} to {MAX_PLAYERS}")
    os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
    from gpiozero import Device
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    from hw_mocks.demo import play

    out: Path | None = args.out
    if out is not None:
        _check_out(out)
    Device.pin_factory = MockFactory(pin_class=MockPWMPin)
    state = Path(tempfile.mkdtemp(prefix="nightbox-demo-"))
    result = play(players=args.players, seed=args.seed, out=out,
                  state_dir=state, transcript_stream=sys.stdout)
    record = result.rig.store.games()[-1]
    if out is not None:
        (out / "game.json").write_text(json.dumps(record, indent=2) + "\n")
        with open(out / "transcript.jsonl", "w") as f:
            for row in result.rig.transcript.entries:
                f.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")
        wav = _night_wav(record, result.rig.machine.table.settings, out)
        print(f"# wrote {len(result.screens)} screens, game.json, transcript.jsonl"
              + (f", {wav.name}" if wav else " (no espeak-ng: no night.wav)")
              + f" into {out}", file=sys.stderr)
    result.rig.close()
    return 0


def _night_wav(record: dict[str, object], settings: Any, out: Path) -> Path | None:
    """Render the demo's night with the real voice, when espeak-ng is here."""
    from device.shell.voice.espeak import render_night_wav
    from engine.record import GameRecord

    return render_night_wav(GameRecord.from_json(record), settings, out / "night.wav")


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
