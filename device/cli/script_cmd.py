"""``nightbox script``: the night script for a deck, as text, JSON lines, or step ids.

``--game classic --roles ... --night N`` gives classic Werewolf's night N instead (one
card per player; ``id*N`` for copies; night 1 starts with the ``roll_call``).

``--wav FILE [--voice espeak|pico[:VOICE]|piper[:MODEL]] [--no-bed]`` writes the night as the box
composes it (the cached, levelled lines, the script's pauses, the sound bed under them).

``--lang de|fr|es`` says the night in that language, with that edition's role names
(default: the box's ``game.language``, as for ``say``; English without a config).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from device.cli.lang import add_lang_argument, chosen_lang, words_of
from device.cli.numbers import whole
from engine.cues import Pause, Say
from engine.onenight.deck import Deck, check_deck
from engine.classic.deck import ClassicDeck, deck_problems
from engine.classic.script import ClassicNight, ClassicScriptOptions, classic_night
from device.cli.outputs import output_file
from engine.errors import InvalidInput
from engine.cues import Pace, ScriptMode
from engine.onenight.script import NightScript, ScriptOptions, estimate_speech_seconds, night_script
from engine.words import Lang

if TYPE_CHECKING:
    from device.config.schema import Config

FORMATS = ("text", "json", "steps")
GAMES = ("onenight", "classic")
#: flags that belong to one game only, refused with the other
_ONENIGHT_ONLY = (("players", None), ("no_lone_wolf", False))
_CLASSIC_ONLY = (("night", None),)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", choices=GAMES, default=GAMES[0],
                        help="onenight (default) or classic Ultimate Werewolf")
    parser.add_argument("--night", type=whole, default=None,
                        help="classic: which night (1 starts with the roll call)")
    parser.add_argument("--roles", required=True,
                        help="role ids, comma separated; id*N (or the id repeated) for copies")
    parser.add_argument("--players", type=whole, default=None,
                        help="player count (default: cards - 3, or - 4 with the Alpha Wolf)")
    parser.add_argument("--format", choices=FORMATS, default="text")
    parser.add_argument("--no-lone-wolf", action="store_true",
                        help="leave out the lone-wolf center-card option")
    parser.add_argument("--pace", choices=[p.value for p in Pace], default=Pace.NORMAL.value)
    parser.add_argument("--mode", choices=[m.value for m in ScriptMode], default=ScriptMode.BEGINNER.value,
                        help="beginner explains each action; expert only wakes and sleeps")
    parser.add_argument("--seed", type=whole, default=0, help="seed for the pause jitter")
    parser.add_argument("--wav", type=Path, default=None,
                        help="write the composed night as a WAV here")
    parser.add_argument("--voice", default=None,
                        help="with --wav: espeak, pico[:VOICE] or piper[:MODEL] (renders "
                             "with Piper; default: as the box speaks, the prepared lines, "
                             "else Pico, else espeak-ng)")
    parser.add_argument("--no-bed", action="store_true",
                        help="with --wav: leave the sound bed out")
    add_lang_argument(parser)


def _text(script: NightScript | ClassicNight, steps: int) -> str:
    out = []
    for cue in script.cues:
        if isinstance(cue, Say):
            tag = f"[{cue.step}] " if cue.step else ""
            out.append(f"{tag}{cue.text}")
        else:
            out.append(f"    ... pause {cue.seconds:.1f} s")
    pauses = sum(c.seconds for c in script.cues if isinstance(c, Pause))
    total = pauses + sum(estimate_speech_seconds(t) for t in script.lines)
    out.append(f"# {steps} steps, about {total / 60:.1f} minutes")
    return "\n".join(out)


def _json_lines(script: NightScript | ClassicNight) -> str:
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


def _refuse(args: argparse.Namespace, flags: tuple[tuple[str, object], ...]) -> None:
    for name, default in flags:
        if getattr(args, name) != default:
            flag = "--" + name.replace("_", "-")
            raise InvalidInput(f"{flag} is not an option of --game {args.game}")


def _classic(args: argparse.Namespace, lang: Lang, config: Config | None) -> int:
    _refuse(args, _ONENIGHT_ONLY)
    deck = ClassicDeck.parse(args.roles)
    problems = deck_problems(deck)
    if problems:
        raise InvalidInput(f"--roles: {problems[0]}")
    night = 1 if args.night is None else args.night
    if night < 1:
        raise InvalidInput(f"--night must be 1 or more, not {night}")
    options = ClassicScriptOptions(pace=Pace(args.pace), mode=ScriptMode(args.mode),
                                   words=words_of(lang))
    script = classic_night(deck, night, options, random.Random(args.seed))
    print(f"# balance {deck.balance:+d} (the village impact sum; near 0 is even)",
          file=sys.stderr)
    return _print(args, script, script.steps, lang, config)


def _wav(args: argparse.Namespace, script: NightScript | ClassicNight, lang: Lang,
         config: Config) -> int:
    """The night as the box composes it, written to ``--wav``, in ``lang``'s voice."""
    from device.audio.bed import Bed
    from device.audio.compose import compose
    from device.audio.errors import NoSpeech
    from device.audio.factory import spoken_by
    from device.cli.say_cmd import command_voice

    output_file(args.wav, "--wav")
    spec = args.voice or "espeak"
    voice = command_voice(args.voice, config.game.rate, config, lang)  # bad: exit 2
    try:
        timeline = compose(script.cues, voice, args.wav,
                           bed=None if args.no_bed else Bed())
    except NoSpeech as exc:
        raise InvalidInput(f"--voice {spec}: {exc}") from None
    except OSError as exc:
        raise InvalidInput(f"--wav {args.wav}: cannot write it ({exc.strerror})") from None
    minutes, seconds = divmod(round(timeline.duration), 60)
    print(f"{args.wav}: {minutes}:{seconds:02d}, {len(timeline.lines)} lines, "
          f"{spoken_by(voice)}, {'no bed' if args.no_bed else 'sound bed'}")
    return 0


def _print(args: argparse.Namespace, script: NightScript | ClassicNight,
           steps: tuple[str, ...], lang: Lang, config: Config | None) -> int:
    if args.wav is not None:
        assert config is not None  # run() reads it for --wav
        return _wav(args, script, lang, config)
    fmt = args.format
    if fmt == "steps":
        print("\n".join(steps))
    elif fmt == "json":
        print(_json_lines(script))
    else:
        print(_text(script, len(steps)))
    return 0


def run(args: argparse.Namespace) -> int:
    if args.wav is None and (args.voice is not None or args.no_bed):
        raise InvalidInput(f"{'--voice' if args.voice is not None else '--no-bed'} needs "
                           "--wav FILE (the WAV to write)")
    config = None
    if args.wav is not None or args.lang is None:  # the voice, or the box's language
        from device.config import load_config

        config = load_config()
    lang = chosen_lang(args, config)  # an unknown one: one line, exit 2
    if args.game == "classic":
        return _classic(args, lang, config)
    _refuse(args, _CLASSIC_ONLY)
    deck = Deck.parse(args.roles)
    if not len(deck):
        raise InvalidInput("--roles is empty: give role ids such as werewolf,werewolf,seer")
    check = check_deck(deck, args.players)
    check.raise_for_errors()
    for issue in check.warnings:
        print(f"warning: {issue.message}", file=sys.stderr)
    options = ScriptOptions(pace=Pace(args.pace), mode=ScriptMode(args.mode),
                            lone_wolf=not args.no_lone_wolf, words=words_of(lang))
    script = night_script(deck, options, random.Random(args.seed))
    return _print(args, script, tuple(step.id for step in script.steps), lang, config)
