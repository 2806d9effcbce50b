"""``nightbox demo``: a whole scripted game on mock hardware, in virtual time, no input.

Prints what the box did, a line per moment (``--json``: the transcript, one JSON line per
effect), and writes into ``--out``: a PNG of each distinct screen, the game record, the
transcript, and the night as a WAV when espeak-ng is present.

The box keeps its state (settings, the game under way, ``games.jsonl``) in ``--state-dir``
as it would on the table, so ``nightbox games`` and ``nightbox resolve`` read it there;
without ``--state-dir`` it plays in a temporary folder removed at the end.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from device.cli.errors import BadOption
from device.cli.lang import add_lang_argument, chosen_lang, words_of
from device.cli.numbers import whole
from device.cli.outputs import no_links_in, output_folder
from device.cli.paths import path
from device.core.games import GAMES
from device.store.atomic import atomic_write_bytes

if TYPE_CHECKING:
    from device.core.settings import Settings


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=path, default=None, help="folder for PNGs, WAV, record")
    parser.add_argument("--game", choices=GAMES.names, default=GAMES.first,
                        help="the game to play (classic: a whole many-night game)")
    parser.add_argument("--players", type=whole, default=None,
                        help="One Night: 3-10 (default 5); classic: 5-10, the preset for "
                             "that many")
    parser.add_argument("--preset", default=None,
                        help="classic only: the preset to deal (default secrets)")
    parser.add_argument("--seed", type=whole, default=1,
                        help="another number plays another game: the deal, the players' "
                             "timing and votes (default 1)")
    add_lang_argument(parser)
    parser.add_argument("--config", type=path, default=None,
                        help="config file whose voice the demo's night.wav uses")
    parser.add_argument("--json", action="store_true",
                        help="print the transcript as JSON lines instead of text")
    parser.add_argument("--state-dir", type=path, default=None, metavar="DIR",
                        help="play as the box and save the game here (default: a temporary "
                             "folder, removed at the end)")


def demo_table(game: str) -> ModuleType:
    """The game's scripted table (``hw_mocks.games.<game>``: ``check`` and ``demo``), by
    the registry's entry."""
    return importlib.import_module(GAMES.entry(game).mocks)


def run(args: argparse.Namespace) -> int:
    demo_table(args.game).check(args.players, args.preset)   # one line, exit 2
    os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
    from gpiozero import Device
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    out: Path | None = args.out
    if out is not None:
        _check_out(out)
    if args.state_dir is not None:
        output_folder(args.state_dir, "--state-dir")
    saved, Device.pin_factory = Device.pin_factory, MockFactory(pin_class=MockPWMPin)
    try:
        with ExitStack() as stack:
            state = args.state_dir if args.state_dir is not None else Path(
                stack.enter_context(tempfile.TemporaryDirectory(prefix="nightbox-demo-")))
            return _play(args, out, state)
    finally:  # the process's pin factory as it was: main() may run again in it
        Device.pin_factory.close()
        Device.pin_factory = saved


def _play(args: argparse.Namespace, out: Path | None, state: Path) -> int:
    """Play the scripted game with the box's state in ``state``; print and write it."""
    from device.config import load_config
    from device.store.paths import cache_dir

    config = load_config(args.config)  # ConfigError: exit 2 with every problem
    game = config.game
    lang = chosen_lang(args, config)   # an unknown --lang: one line, exit 2
    # the scripted game is always the same; only the voice and language come from the
    # config (or --lang)
    settings = GAMES.settings(voice=game.voice, rate=game.rate, engine=game.engine,
                              model=game.model, language=lang.code)
    if args.state_dir is not None:
        _take_over(state, settings)
    stream = sys.stdout if args.json else None
    result = demo_table(args.game).demo(args.players, args.preset, args.seed, out,
                                        state_dir=state, transcript_stream=stream,
                                        settings=settings)
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
        # each a new file renamed into place: a symbolic link there is never written through
        atomic_write_bytes(out / "game.json", (json.dumps(record, indent=2) + "\n").encode(),
                           mode=0o644)
        atomic_write_bytes(out / "transcript.jsonl", "".join(
            json.dumps(row, ensure_ascii=False, default=str) + "\n"
            for row in result.rig.transcript.entries).encode(), mode=0o644)
        night = _night_wav(args.game, record, result.rig.machine.table.settings, out,
                           cache_dir(config.paths.cache_dir or None))
        print(f"# wrote {len(result.screens)} screens, game.json, transcript.jsonl"
              + (f", {night[0].name} (voice: {night[1]})" if night
                 else " (no voice here: no night.wav)")
              + f" into {out}", file=sys.stderr)
    result.rig.close()
    return 0


def _take_over(state: Path, settings: Settings) -> None:
    """Ready a kept state folder for the scripted game: its settings become the demo's (as
    the demo's menu presses would set them); a game under way there is left alone."""
    from device.store.state import StateStore

    store = StateStore(state)
    if store.load_current() is not None:
        raise BadOption(f"--state-dir {state}: a game is under way there (current.json); "
                        "finish it on the box or give another folder")
    store.save_settings(settings.to_dict())


def _night_wav(game: str, record: dict[str, object], settings: Settings, out: Path,
               cache: Path) -> tuple[Path, str] | None:
    """The demo's night as the box speaks it, and which voice spoke (``None`` without
    any, or when the game cannot say which night the record played: ``Records.night``).
    As at the table, the natural voice only from its prepared lines in ``cache``,
    espeak-ng for the rest: Piper is never loaded here."""
    import shutil

    from engine.words import parse_lang

    if shutil.which("espeak-ng") is None and settings.engine == "espeak":
        return None

    from device.audio.bed import Bed
    from device.audio.compose import compose
    from device.audio.silent import TextVoice
    from device.shell.voice.choice import spoken_by, table_voice

    lang = parse_lang(settings.language)
    cues = GAMES.game(game).records.night(record, settings, words_of(lang))
    if cues is None:
        return None
    voice = table_voice(cache, lang, settings.voice, settings.rate,
                        engine=settings.engine, model=settings.model)
    if isinstance(voice, TextVoice):
        return None
    path = out / NIGHT_WAV
    compose(cues, voice, path, bed=Bed() if settings.sound_bed else None)
    path.chmod(0o644)  # like every other output of the demo
    return path, spoken_by(voice)


#: what the demo writes into ``--out`` (and its screens' folder, ``hw_mocks.demo.SCREENS``)
NIGHT_WAV = "night.wav"
OUT_FILES = ("game.json", "transcript.jsonl", NIGHT_WAV)


def _check_out(out: Path) -> None:
    """``--out`` is a folder we can write into, made if its parent exists, with no symbolic
    link where the demo writes; else one line, exit 2 (``device.cli.outputs``)."""
    from hw_mocks.demo import SCREENS

    output_folder(out, "--out")
    no_links_in(out, "--out", OUT_FILES, folders=(SCREENS,))


SHOWN = {"MenuScreen": "title", "NightScreen": "step_label", "VerdictScreen": "headline",
         "MessageScreen": "title", "CountdownScreen": "extra", "SignScreen": "sign"}
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
            detail = f"{entry.get('word')} {entry.get('done')}/{entry.get('voters')} done"
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
