"""``nightbox``: the command line, one module per sub-command (``run_cmd``, ``sim_cmd``...).

Each sub-command is imported only when it runs, so ``nightbox script`` never loads
gpiozero, luma or pyttsx3. Bad input exits with status 2 and one line on stderr, never a
traceback. The outermost layer: may import everything in ``device``, the engine, and
``hw_mocks`` (only ``sim`` and ``demo``, which run the box on mock pins); nothing imports it.
"""

from __future__ import annotations

import argparse
import errno
import importlib
import os
import signal
import sys
import threading
from collections.abc import Sequence
from typing import Any

from engine.errors import one_line

from device.errors import INPUT_ERRORS

#: sub-command -> (module under device.cli, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "run": ("run_cmd", "the daemon on real hardware (systemd runs this)"),
    "sim": ("sim_cmd", "the appliance on mock pins, in this terminal"),
    "demo": ("demo_cmd", "a whole scripted game in virtual time, no input"),
    "script": ("script_cmd", "print the night script for a deck"),
    "resolve": ("resolve_cmd", "JSON game record in, deaths and winners out"),
    "games": ("games_cmd", ("list the games the box saved (number, date, game, players, "
                            "result)")),
    "ballot": ("ballot_cmd", "decode recorded button events into votes"),
    "check-config": ("config_cmd", "validate a config file"),
    "say": ("say_cmd", "say one line as the box would (espeak-ng or Piper), or write its WAV"),
    "voice": ("voice_cmd", "prepare every line the box says in its voice ahead (or count them)"),
}

EXIT_OK = 0
EXIT_BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    """argparse exits 2 on bad arguments already; keep its message to one line."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: {message}\n")

    def _get_values(self, action: argparse.Action, arg_strings: list[str]) -> Any:
        """An option's value of ``--`` (``--out=--``) is refused. argparse takes ``--``
        out of every option's values as the end of the options (Python 3.11), and hands
        the option an empty list that no ``type`` has seen."""
        if action.option_strings and "--" in arg_strings:
            self.error(f"argument {'/'.join(action.option_strings)}: expected a value, not "
                       "'--', which ends the options")
        return super()._get_values(action, arg_strings)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser; with ``only``, just that command and its options (start-up time), else
    every command's, and the games of the registry for ``nightbox --help``."""
    description = "The werewolf narrator in the middle of the table"
    if only is None:
        from engine.words import Words

        from device.core.games import GAMES

        description += "; it plays " + Words().join(f"{entry.title} (--game {entry.name})"
                                                    for entry in GAMES.entries)
    parser = _Parser(prog="nightbox", description=description + ".")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND",
                                parser_class=_Parser)
    for name, (module, help_text) in COMMANDS.items():
        if only is not None and name != only:
            continue   # a command given: its parser alone (nine more cost the daemon 1.5 ms)
        cmd_parser = sub.add_parser(name, help=help_text, description=help_text)
        mod = importlib.import_module(f"device.cli.{module}")
        mod.add_arguments(cmd_parser)
    return parser


#: write errors that are the output's fault (a full disk, a closed pipe), not ours
OUTPUT_ERRORS = (errno.ENOSPC, errno.EPIPE, errno.EROFS, errno.EACCES, errno.EPERM,
                 errno.EISDIR, errno.ENOTDIR, errno.EDQUOT, errno.EIO, errno.EFBIG)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``nightbox ARGV`` (``sys.argv[1:]`` by default) and return its exit status.

    Nothing is kept between calls, so a program (or a test) may call it many times in one
    process: argparse's own exits (``--help``, a bad flag) are returned as a status, and
    the Ctrl-C handler it sets is put back on return.
    """
    in_main_thread = threading.current_thread() is threading.main_thread()
    previous = signal.getsignal(signal.SIGINT) if in_main_thread else None
    try:  # a Ctrl-C from here to the handler put back is exit status 130
        try:
            if in_main_thread:
                signal.signal(signal.SIGINT, signal.default_int_handler)  # KeyboardInterrupt
            return _run(list(sys.argv[1:] if argv is None else argv))
        finally:
            if previous is not None:
                signal.signal(signal.SIGINT, previous)
    except KeyboardInterrupt:
        return 130


def _run(argv: list[str]) -> int:
    command = "?"
    try:
        parser = build_parser(argv[0] if argv and argv[0] in COMMANDS else None)
        args = parser.parse_args(argv)
        command = args.command
        mod = importlib.import_module(f"device.cli.{COMMANDS[command][0]}")
        code: int = mod.run(args)
        sys.stdout.flush()
    except SystemExit as exc:  # argparse: --help (0) or a bad flag (2, its line printed)
        return _exit_status(exc)
    except INPUT_ERRORS as exc:
        print(f"nightbox {command}: {one_line(str(exc))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as exc:
        if exc.errno not in OUTPUT_ERRORS:
            raise
        _quiet_stdout()
        if exc.errno == errno.EPIPE:  # the reader went away (| head): nothing to say
            return EXIT_BAD_INPUT
        where = f" {exc.filename}" if exc.filename else ""
        print(f"nightbox: cannot write{where}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return code


def _exit_status(exc: SystemExit) -> int:
    """The status ``sys.exit(code)`` would have ended the process with."""
    if exc.code is None or isinstance(exc.code, int):
        return exc.code or 0
    print(exc.code, file=sys.stderr)
    return 1


def _quiet_stdout() -> None:
    """After a failed write to stdout, send what is left to /dev/null (so the flush at
    exit cannot fail a second time, with a traceback)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
