"""``nightbox script``: the night script for a deck, as text, JSON lines, or step ids.

``--game NAME`` picks the game (the registry's: One Night by default); each game reads its
own deck and its own options (``Records.script``): ``--game classic --roles ... --night N``
gives classic Werewolf's night N (one card per player; ``id*N`` for copies; night 1 starts
with the ``roll_call``).

``--wav FILE [--voice espeak|pico[:VOICE]|piper[:MODEL]] [--no-bed]`` writes the night as the box
composes it (the cached, levelled lines, the script's pauses, the sound bed under them).
A classic night is written whole: where the box holds the bed while the Moderator enters
something, the WAV simply goes on after that role's pause.

``--lang de|fr|es`` says the night in that language, with that edition's role names
(default: the box's ``game.language``, as for ``say``; English without a config).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

from engine.cues import Pace, Pause, Say, ScriptMode, estimate_speech_seconds
from engine.languages import Lang

from device.cli.errors import BadOption
from device.cli.lang import add_lang_argument, chosen_lang, words_of
from device.cli.numbers import whole
from device.cli.outputs import output_file
from device.cli.paths import path
from device.core.games import GAMES
from device.core.records import NightText, ScriptRequest

if TYPE_CHECKING:
    from device.config.schema import Config

FORMATS = ("text", "json", "steps")
#: the options some games take, by their name in ``ScriptRequest``: their argument, their
#: flag and its default
GAME_OPTIONS = {"players": ("players", "--players", None),
                "lone_wolf": ("no_lone_wolf", "--no-lone-wolf", False),
                "night": ("night", "--night", None),
                "marks": ("marks", "--marks", None)}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", choices=GAMES.names, default=GAMES.first,
                        help=f"the game: {' or '.join(GAMES.names)} (default {GAMES.first})")
    parser.add_argument("--night", type=whole, default=None,
                        help="classic: which night (1 starts with the roll call)")
    parser.add_argument("--roles", required=True,
                        help="role ids, comma separated; id*N (or the id repeated) for copies")
    parser.add_argument("--players", type=whole, default=None,
                        help="player count (default: cards - 3, or - 4 with the Alpha Wolf)")
    parser.add_argument("--marks", default=None,
                        help="one night: the marks put on the boards, checked against the "
                             "deck (mark ids, id*N for copies: vampire,fear,clarity*2)")
    parser.add_argument("--format", choices=FORMATS, default="text",
                        help="text: the lines and the pauses (default); json: a JSON line "
                             "per line or pause; steps: the roles woken, in order")
    parser.add_argument("--no-lone-wolf", action="store_true",
                        help="leave out the lone-wolf center-card option")
    parser.add_argument("--pace", choices=[p.value for p in Pace], default=Pace.NORMAL.value,
                        help="how long the pauses for each action are (default normal)")
    parser.add_argument("--mode", choices=[m.value for m in ScriptMode],
                        default=ScriptMode.BEGINNER.value,
                        help="beginner explains each action; expert only wakes and sleeps")
    parser.add_argument("--seed", type=whole, default=0, help="seed for the pause jitter")
    parser.add_argument("--wav", type=path, default=None,
                        help="write the composed night as a WAV here, with the sound bed "
                             "(classic: the whole night, each Moderator's entry simply "
                             "going on after its role's pause)")
    parser.add_argument("--voice", default=None,
                        help="with --wav: espeak, pico[:VOICE] or piper[:MODEL] (renders "
                             "with Piper; default: as the box speaks, the prepared lines, "
                             "else Pico, else espeak-ng)")
    parser.add_argument("--no-bed", action="store_true",
                        help="with --wav: leave the sound bed out")
    add_lang_argument(parser)


def _text(script: NightText, steps: int) -> str:
    out = []
    for cue in script.cues:
        if isinstance(cue, Say):
            tag = f"[{cue.step}] " if cue.step else ""
            out.append(f"{tag}{cue.text}")
        else:
            out.append(f"    ... pause {cue.seconds:.1f} s")
    pauses = sum(c.seconds for c in script.cues if isinstance(c, Pause))
    total = pauses + sum(estimate_speech_seconds(c.text) for c in script.cues
                         if isinstance(c, Say))
    out.append(f"# {steps} steps, about {total / 60:.1f} minutes")
    return "\n".join(out)


def _json_lines(script: NightText) -> str:
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


def _wav(args: argparse.Namespace, script: NightText, lang: Lang, config: Config) -> int:
    """The night as the box composes it, written to ``--wav``, in ``lang``'s voice."""
    from device.audio.bed import Bed
    from device.audio.compose import compose
    from device.audio.errors import NoSpeech
    from device.cli.say_cmd import command_voice
    from device.shell.voice.choice import spoken_by

    output_file(args.wav, "--wav")
    spec = args.voice or "espeak"
    voice = command_voice(args.voice, config.game.rate, config, lang)  # bad: exit 2
    try:
        timeline = compose(script.cues, voice, args.wav,
                           bed=None if args.no_bed else Bed())
    except NoSpeech as exc:
        raise BadOption(f"--voice {spec}: {exc}") from None
    except OSError as exc:
        raise BadOption(f"--wav {args.wav}: cannot write it ({exc.strerror})") from None
    minutes, seconds = divmod(round(timeline.duration), 60)
    print(f"{args.wav}: {minutes}:{seconds:02d}, {len(timeline.lines)} lines, "
          f"{spoken_by(voice)}, {'no bed' if args.no_bed else 'sound bed'}")
    return 0


def _print(args: argparse.Namespace, script: NightText, lang: Lang,
           config: Config | None) -> int:
    if args.wav is not None:
        assert config is not None  # run() reads it for --wav
        return _wav(args, script, lang, config)
    fmt = args.format
    if fmt == "steps":
        print("\n".join(script.steps))
    elif fmt == "json":
        print(_json_lines(script))
    else:
        print(_text(script, len(script.steps)))
    return 0


def run(args: argparse.Namespace) -> int:
    if args.wav is None and (args.voice is not None or args.no_bed):
        raise BadOption(f"{'--voice' if args.voice is not None else '--no-bed'} needs "
                        "--wav FILE (the WAV to write)")
    config = None
    if args.wav is not None or args.lang is None:  # the voice, or the box's language
        from device.config import load_config

        config = load_config()
    lang = chosen_lang(args, config)  # an unknown one: one line, exit 2
    records = GAMES.game(args.game).records
    for option, (dest, flag, default) in GAME_OPTIONS.items():
        if option not in records.script_options and vars(args)[dest] != default:
            raise BadOption(f"{flag} is not an option of --game {args.game}")
    script = records.script(ScriptRequest(
        args.roles, pace=Pace(args.pace), mode=ScriptMode(args.mode), seed=args.seed,
        words=words_of(lang), players=args.players, night=args.night,
        lone_wolf=not args.no_lone_wolf, marks=args.marks))
    for note in script.notes:
        print(note, file=sys.stderr)
    return _print(args, script, lang, config)
