"""``nightbox voice prepare|status``: render every fixed line into the TTS cache ahead.

``prepare`` renders each line the box can say (``device.shell.voice.catalogue``) that is
not in the cache yet, with a progress bar and the time left on stderr; ``make install``
runs it, and the box runs it in a child process while it sits in the menu. ``status``
counts what is prepared (exit 0 when every line is, 1 when some are missing) and names the
voice that speaks each language. Both read each cached line whole, as playback does
(``CachedVoice.entry``): a damaged one is missing, and ``status`` says how many were
damaged. A line ``prepare`` cannot write (a full disk) is an error, never kept in RAM.
The voice: ``--voice espeak|pico[:VOICE]|piper[:MODEL]``, else the box's own rule
(``device.shell.voice.choice.choose_voices``) with the config's ``voice.engine`` ("auto":
Piper where the language's voice is installed, else SVOX Pico, else espeak-ng) and
``voice.model``. Pico's lines need no preparing (it renders a line in milliseconds), but
may be prepared all the same.

The lines a table hears most come first: the chosen game's count-in, its seating, day and
vote lines and its deck's night (``--game``, ``--first``; by default the config's game and
deck), then every other line. ``--only PLAYERS`` (that many players' preset of the game)
or ``--roles a,b,...`` prepares only what that deck needs. Before the first line the time
to ready is estimated for the Pi it runs on (``device.hw.pi_speed``); then the time left
is measured.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import signal
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from engine.languages import EN, LANGUAGES, Lang
from engine.words import Words

from device.cli.errors import BadOption
from device.cli.lang import add_lang_argument, chosen_lang, words_of
from device.cli.numbers import whole
from device.cli.outputs import output_folder
from device.cli.paths import path
from device.i18n.voices import AUTO, piper_model, voice_engine

if TYPE_CHECKING:
    from device.audio.cache import CachedVoice

log = logging.getLogger(__name__)

BAR = 24


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", choices=["prepare", "status"],
                        help="prepare: render what is missing; status: count it")
    parser.add_argument("--voice", default=None,
                        help="espeak, pico[:VOICE] or piper[:MODEL] (default: the config's "
                             "voice.engine)")
    parser.add_argument("--rate", type=whole, default=None,
                        help="words per minute (default: the config's voice.rate)")
    parser.add_argument("--config", type=path, default=None, help="config file (TOML)")
    parser.add_argument("--cache", type=path, default=None,
                        help="the TTS cache folder (default: the box's)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--game", default=None,
                        help="the game whose lines come first (default: the config's)")
    parser.add_argument("--first", default=None, metavar="ROLES",
                        help="the deck whose night comes first, role ids with commas "
                             "(default: the game's deck in the config)")
    only = parser.add_mutually_exclusive_group()
    only.add_argument("--only", type=whole, default=None, metavar="PLAYERS",
                      help="prepare only the lines of the game's preset for PLAYERS players")
    only.add_argument("--roles", default=None, metavar="ROLES",
                      help="prepare only the lines of this deck (role ids with commas)")
    add_lang_argument(parser)


def choose_voice(spec: str | None, config: Any, voices: Path, lang: Lang = EN) -> str:
    """``--voice`` as given, else what the box's rule prepares for ``lang``
    (:func:`~device.shell.voice.choice.choose_voices`): ``piper:MODEL`` where the language's
    natural voice is installed, else ``pico`` where SVOX Pico is, else ``espeak``. An
    engine the config names ("piper", "pico") is taken as asked, so that a missing one is
    a clear error rather than another voice's lines."""
    from device.shell.voice.choice import choose_voices

    if spec is not None:
        return spec
    engine = voice_engine(lang, config.voice.engine, config.voice.model)
    model = piper_model(lang, config.voice.model) or AUTO
    if engine == "espeak":
        return "espeak"
    chosen = choose_voices(engine, model, [voices], lang.pico)
    if chosen.natural is not None or engine == "piper":
        return f"piper:{model}"
    return "pico" if chosen.fast is not None or engine == "pico" else "espeak"


def each_language(config: Any, voices: Path) -> list[str]:
    """A line per language: the voice that speaks it on this box, by the box's rule, and
    whether its natural voice's model is the file the project pinned."""
    from device.audio.voice_pins import pin_of
    from device.shell.voice.choice import choose_voices

    rows = []
    for lang in LANGUAGES:
        engine = voice_engine(lang, config.voice.engine, config.voice.model)
        if engine == "espeak":
            rows.append(f"  {lang.code}: espeak-ng")
            continue
        chosen = choose_voices(engine, piper_model(lang, config.voice.model) or AUTO,
                               [voices], lang.pico)
        pinned = (f"; its Piper model: {pin_of(chosen.natural).value}"
                  if chosen.natural is not None else "")
        rows.append(f"  {lang.code}: {chosen.describe()}{pinned}")
    return rows


def clock(seconds: float) -> str:
    s = max(0, round(seconds))
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else \
        f"{s // 60}:{s % 60:02d}"


class Progress:
    """One line on ``out``, redrawn in place on a terminal, else every tenth."""

    def __init__(self, total: int, out: TextIO, quiet: bool) -> None:
        self.total, self.out, self.quiet = total, out, quiet
        self.tty = out.isatty()
        self.start = time.monotonic()
        self.shown = -1

    def show(self, done: int, rendered: int) -> None:
        if self.quiet or not self.total:
            return
        tenth = done * 10 // self.total
        if not self.tty and (tenth == self.shown or (done < self.total and tenth == 0)):
            return
        self.shown = tenth
        elapsed = time.monotonic() - self.start
        left = elapsed / rendered * (self.total - done) if rendered else 0.0
        filled = BAR * done // self.total
        line = (f"[{'#' * filled}{'.' * (BAR - filled)}] {done}/{self.total} lines, "
                f"{clock(left)} left")
        self.out.write(f"\r{line}" if self.tty else f"{line}\n")
        self.out.flush()

    def end(self) -> None:
        if self.tty and not self.quiet and self.total:
            self.out.write("\n")


class Stopped(KeyboardInterrupt):
    """A stop signal (SIGTERM, SIGHUP) while lines are prepared: it unwinds like a Ctrl-C,
    so the line under way removes its temp files (the box's preparer stops its child with
    SIGTERM). A SIGKILL leaves them: the next render sweeps them (``device.audio.scratch``)."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.signal = number


def _stop(number: int, _frame: object) -> None:
    raise Stopped(number)


@contextlib.contextmanager
def stopping_on_signals() -> Iterator[None]:
    """Within, SIGTERM and SIGHUP raise :class:`Stopped` (in the main thread only); the
    handlers from before are put back after."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    numbers = (signal.SIGTERM, signal.SIGHUP)
    previous = {number: signal.getsignal(number) for number in numbers}
    for number in numbers:
        signal.signal(number, _stop)
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


def run(args: argparse.Namespace) -> int:
    from device.audio.cache import Entry
    from device.cli.say_cmd import voice_for
    from device.config import load_config
    from device.hw.pi_speed import model_name
    from device.shell.voice.choice import voice_name
    from device.store.paths import cache_dir, cache_rule, voices_dir

    config = load_config(args.config)  # ConfigError: exit 2 with every problem
    rate = config.game.rate if args.rate is None else args.rate
    if not 80 <= rate <= 450:
        raise BadOption(f"--rate {rate}: allowed 80-450 words per minute")
    voices = voices_dir(config.paths.cache_dir or None)
    lang = chosen_lang(args, config)
    spec = choose_voice(args.voice, config, voices, lang)
    folder = output_folder(args.cache, "--cache", write=args.action == "prepare") \
        if args.cache else \
        cache_dir(config.paths.cache_dir or None) / "tts"
    voice = voice_for(spec, rate, folder, voices, lang)  # a bad engine or model: exit 2
    voice.in_memory = False   # a line kept in RAM is not prepared: a full disk is exit 2
    lines = lines_to_prepare(args, config, words_of(lang))
    found = [voice.entry(t) for t in lines]   # each read whole: a damaged one is missing
    missing = [t for t, entry in zip(lines, found) if entry is not Entry.PREPARED]
    damaged = found.count(Entry.DAMAGED)
    name = voice_name(voice)
    if args.action == "status":
        rule = "--cache" if args.cache else cache_rule(config.paths.cache_dir or None)
        print(f"{len(lines) - len(missing)} of {len(lines)} lines prepared for {name} at "
              f"{rate} wpm in {folder} ({rule}); the lines in {lang.own_name}"
              + (f"; {damaged} damaged, to prepare again" if damaged else ""))
        print("the voice of each language:", *each_language(config, voices), sep="\n")
        return 0 if not missing else 1
    if missing and not args.quiet:
        print(time_to_ready(len(missing), spec, model_name()), file=sys.stderr, flush=True)
    return prepare(voice, spec, rate, lines, missing, args.quiet)


def prepare(voice: CachedVoice, spec: str, rate: int, lines: list[str], missing: list[str],
            quiet: bool) -> int:
    """Render each of ``missing`` (of ``lines``) with ``voice`` (``--voice spec``); the
    exit status. A SIGTERM (the box's preparer at "Start game") stops it as a Ctrl-C does:
    the line under way removes its temp file; a SIGKILL's are swept by the next render."""
    from device.audio.errors import NoSpeech
    from device.shell.voice.choice import voice_name

    name = voice_name(voice)
    progress = Progress(len(missing), sys.stderr, quiet)
    started = time.monotonic()
    seconds = 0.0
    failed = 0
    done = 0
    try:
        with stopping_on_signals():
            for done, text in enumerate(missing, 1):
                try:
                    seconds += voice.render(text).duration
                except NoSpeech as e:
                    failed += 1
                    log.warning("could not render %r: %s", text, e)
                    if failed == 1 and done == 1:  # the voice itself does not work
                        raise BadOption(f"--voice {spec}: {e}") from None
                progress.show(done, done)
    except KeyboardInterrupt as stop:  # the line under way is not kept; the rest are
        progress.end()
        print(f"stopped: {len(lines) - len(missing) + max(0, done - 1 - failed)} of "
              f"{len(lines)} lines prepared; run it again to go on", file=sys.stderr)
        return 128 + stop.signal if isinstance(stop, Stopped) else 130
    progress.end()
    took = time.monotonic() - started
    print(f"prepared {len(missing) - failed} lines ({clock(seconds)} of speech) in "
          f"{clock(took)} for {name} at {rate} wpm; {len(lines) - len(missing)} were "
          f"already there" + (f"; {failed} failed" if failed else ""))
    return 0 if not failed else 1


def lines_to_prepare(args: argparse.Namespace, config: Any, words: Words) -> list[str]:
    """The lines ``prepare`` renders, in its order: with ``--only``/``--roles`` only that
    deck's (:func:`~device.shell.voice.catalogue.deck_lines`), else every line the box can
    say with the chosen game and deck first."""
    from engine.cues import ScriptMode
    from engine.errors import InvalidInput

    from device.core.games import GAMES
    from device.shell.voice.catalogue import box_lines, deck_lines, prepare_order

    settings = config.game
    name = args.game or settings.game
    game = GAMES.game(name)             # UnknownGame: exit 2, naming the games
    if args.only is not None:
        flag, cards = f"--only {args.only}", preset_cards(game, settings, args.only)
    elif args.roles is not None:
        flag, cards = f"--roles {args.roles}", role_list(args.roles, "--roles")
    elif args.first is not None:
        flag, cards = f"--first {args.first}", role_list(args.first, "--first")
    else:
        flag, cards = f"the config's {name} deck", game.cards(settings)
    mode = ScriptMode.BEGINNER if settings.beginner else ScriptMode.EXPERT
    try:
        first = deck_lines(words, name, cards, mode=mode)
    except InvalidInput as e:
        raise BadOption(f"{flag}: {e}") from None
    if args.only is not None or args.roles is not None:
        return first
    return prepare_order(box_lines(words=words), first)


def role_list(text: str, flag: str) -> tuple[str, ...]:
    roles = tuple(r.strip() for r in text.split(",") if r.strip())
    if not roles:
        raise BadOption(f"{flag} {text!r}: give role ids with commas (werewolf,seer,...)")
    return roles


def preset_cards(game: Any, settings: Any, players: int) -> tuple[str, ...]:
    """The cards of ``game``'s first preset for ``players`` players."""
    extra = game.cards_needed(settings, players) - players   # One Night's centre cards
    presets = game.preset_choices()
    for preset in presets:
        if len(preset.cards) - extra == players:
            cards: tuple[str, ...] = preset.cards
            return cards
    counts = sorted({len(p.cards) - extra for p in presets})
    raise BadOption(f"--only {players}: {game.name} has no preset for {players} players; "
                    f"it has presets for {', '.join(map(str, counts))}")


#: CPU seconds (user + system) a line costs ``voice prepare`` on the benchmarks' machine
#: (the README's 2-core x86_64 VM), the engine's load included, for the English catalogue
#: (974 lines, about 48 min of speech) from an empty cache. espeak-ng and Pico: every line,
#: 2026-11-26 at load ~10 (13.0 s and 33.6 s). Piper: its quiet-machine figure (0.16 s a
#: line of 2.3 s of speech, README "Performance") at today's 3.0 s a line; at load 10-12 its
#: first 320 lines cost 0.54 s each. A Pi core takes its model's factor times as long.
HERE_SECONDS_PER_LINE = {"piper": 0.21, "pico": 0.035, "espeak": 0.013}


def time_to_ready(lines: int, spec: str, model: str | None) -> str:
    """The estimate shown before the first line: the time ``lines`` take in ``spec``'s
    engine on the Pi ``model`` names, by its factor (``device.hw.pi_speed``), or on the
    benchmarks' machine off a Pi."""
    from device.hw.pi_speed import speed_of

    engine = spec.partition(":")[0]
    here = lines * HERE_SECONDS_PER_LINE.get(engine, HERE_SECONDS_PER_LINE["piper"])
    speed = speed_of(model)
    if speed is None:
        where = f"this {model} has no estimate" if model else "off a Pi"
        return (f"{lines} lines to prepare: about {clock(here)} on the benchmarks' machine "
                f"({where}; the time left is measured as they render)")
    estimate, low, high = speed.scale(here)
    return (f"{lines} lines to prepare: about {clock(estimate)} on this {speed.name} "
            f"({clock(low)} to {clock(high)}: its core {speed.factor:g}x slower than the "
            f"benchmarks' machine, device/hw/pi_speed.py)")
