"""``nightbox voice prepare|status``: render every fixed line into the TTS cache ahead.

``prepare`` renders each line the box can say (``device.shell.voice.catalogue``) that is
not in the cache yet, with a progress bar and the time left on stderr; ``make install``
runs it, and the box runs it in a child process while it sits in the menu. ``status``
counts what is prepared (exit 0 when every line is, 1 when some are missing) and names the
voice that speaks each language. The voice: ``--voice espeak|pico[:VOICE]|piper[:MODEL]``,
else the box's own rule (``device.shell.voice.choice.choose_voices``) with the config's
``voice.engine`` ("auto": Piper where the language's voice is installed, else SVOX Pico,
else espeak-ng) and ``voice.model``. Pico's lines need no preparing (it renders a line in
milliseconds), but may be prepared all the same.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from engine.languages import EN, LANGUAGES, Lang

from device.cli.errors import BadOption
from device.cli.lang import add_lang_argument, chosen_lang, words_of
from device.cli.numbers import whole
from device.cli.outputs import output_folder
from device.cli.paths import path
from device.i18n.voices import AUTO, piper_model, voice_engine

if TYPE_CHECKING:
    from device.audio.cache import CachedVoice

log = logging.getLogger(__name__)

#: a half-written line older than this is a stopped run's, not one being written
LEFTOVER_SECONDS = 600.0

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
    """A line per language: the voice that speaks it on this box, by the box's rule."""
    from device.shell.voice.choice import choose_voices

    rows = []
    for lang in LANGUAGES:
        engine = voice_engine(lang, config.voice.engine, config.voice.model)
        if engine == "espeak":
            rows.append(f"  {lang.code}: espeak-ng")
            continue
        chosen = choose_voices(engine, piper_model(lang, config.voice.model) or AUTO,
                               [voices], lang.pico)
        rows.append(f"  {lang.code}: {chosen.describe()}")
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


def remove_leftovers(folder: Path, older_than: float = LEFTOVER_SECONDS) -> int:
    """Remove the half-written files (``.*.tmp``) a stopped ``prepare`` left in ``folder``
    (the box's preparer ends it with SIGTERM when a game starts: the line under way is not
    kept); only old ones, so a line the box is writing now is left alone. How many."""
    removed = 0
    now = time.time()
    for tmp in folder.glob(".*.tmp"):
        try:
            if now - tmp.stat().st_mtime > older_than:
                tmp.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def run(args: argparse.Namespace) -> int:
    from device.cli.say_cmd import voice_for
    from device.config import load_config
    from device.shell.voice.catalogue import box_lines
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
    lines = box_lines(words=words_of(lang))
    missing = [t for t in lines if not voice.path_for(t).exists()]
    name = voice_name(voice)
    if args.action == "status":
        rule = "--cache" if args.cache else cache_rule(config.paths.cache_dir or None)
        print(f"{len(lines) - len(missing)} of {len(lines)} lines prepared for {name} at "
              f"{rate} wpm in {folder} ({rule}); the lines in {lang.own_name}")
        print("the voice of each language:", *each_language(config, voices), sep="\n")
        return 0 if not missing else 1
    remove_leftovers(folder)
    return prepare(voice, spec, rate, lines, missing, args.quiet)


def prepare(voice: CachedVoice, spec: str, rate: int, lines: list[str], missing: list[str],
            quiet: bool) -> int:
    """Render each of ``missing`` (of ``lines``) with ``voice`` (``--voice spec``); the
    exit status."""
    from device.audio.errors import NoSpeech
    from device.shell.voice.choice import voice_name

    name = voice_name(voice)

    progress = Progress(len(missing), sys.stderr, quiet)
    started = time.monotonic()
    seconds = 0.0
    failed = 0
    done = 0
    try:
        for done, text in enumerate(missing, 1):
            try:
                seconds += voice.render(text).duration
            except NoSpeech as e:
                failed += 1
                log.warning("could not render %r: %s", text, e)
                if failed == 1 and done == 1:  # the voice itself does not work
                    raise BadOption(f"--voice {spec}: {e}") from None
            progress.show(done, done)
    except KeyboardInterrupt:  # the line under way is not kept; the rest are
        progress.end()
        print(f"stopped: {len(lines) - len(missing) + max(0, done - 1 - failed)} of "
              f"{len(lines)} lines prepared; run it again to go on", file=sys.stderr)
        return 130
    progress.end()
    took = time.monotonic() - started
    print(f"prepared {len(missing) - failed} lines ({clock(seconds)} of speech) in "
          f"{clock(took)} for {name} at {rate} wpm; {len(lines) - len(missing)} were "
          f"already there" + (f"; {failed} failed" if failed else ""))
    return 0 if not failed else 1
