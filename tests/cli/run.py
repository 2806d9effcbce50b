"""The command line as a user runs it, in this process: ``nightbox`` calls the CLI's
``main(argv)`` with stdin, stdout and stderr as a process would have them, and
``refused`` checks that bad input got one line and exit status 2, never a traceback.

No start-up per call (a ``python -m device.cli`` process costs about a second of CPU);
the tests of the process itself (signals, pipes, a full stdout, the console script) run
real processes. What a command may set for its whole process (the environment, the
working directory, the stop signals' handlers, the root logger) is put back after each
call, so one call never changes the next test. A crash is not turned into a status: the
exception reaches the test, with its traceback.
"""

from __future__ import annotations

import io
import logging
import os
import signal
import subprocess
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass

from device.cli import main

#: the handlers a command may install for its process (``nightbox run``, ``sim``)
SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


@dataclass(frozen=True)
class Ran:
    """What ``nightbox ARGS`` did: its exit status and what it printed (as text, with the
    newlines a text-mode pipe reads, as ``subprocess.run(..., text=True)`` gives them)."""

    returncode: int
    stdout: str
    stderr: str


def nightbox(*args: str, stdin: str | bytes | None = None,
             env: Mapping[str, str | None] | None = None) -> Ran:
    """``nightbox ARGS`` with ``stdin`` (empty when None) and ``env`` (None removes a
    variable) for this call only."""
    data = stdin.encode() if isinstance(stdin, str) else (stdin or b"")
    out, err = io.BytesIO(), io.BytesIO()
    with _process_kept(), _environment(env or {}):
        streams = (io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"),
                   io.TextIOWrapper(out, encoding="utf-8", write_through=True),
                   io.TextIOWrapper(err, encoding="utf-8", errors="backslashreplace",
                                    write_through=True))
        saved = sys.stdin, sys.stdout, sys.stderr
        sys.stdin, sys.stdout, sys.stderr = streams
        # what a process without logging set up prints: WARNING and up, the message alone
        last_resort = logging.StreamHandler(streams[2])
        last_resort.setLevel(logging.WARNING)
        logging.getLogger().addHandler(last_resort)
        try:
            code = main(list(args))
            for stream in streams[1:]:
                stream.flush()
        finally:
            logging.getLogger().removeHandler(last_resort)
            sys.stdin, sys.stdout, sys.stderr = saved
    return Ran(code, _text(out.getvalue()), _text(err.getvalue(), "backslashreplace"))


def refused(*args: str, stdin: str | None = None,
            env: Mapping[str, str | None] | None = None) -> str:
    """The one line ``nightbox ARGS`` printed when it refused with exit status 2."""
    out = nightbox(*args, stdin=stdin, env=env)
    assert out.returncode == 2, out.stdout
    assert "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    return lines[0]


def process(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """``nightbox ARGS`` as a process of its own (``python -m device.cli``), for what only a
    process shows: its pipes, its exit status, what it prints as it ends."""
    return subprocess.run([sys.executable, "-m", "device.cli", *args], input=stdin,
                          capture_output=True, text=True, timeout=120)


def _text(data: bytes, errors: str = "strict") -> str:
    """``data`` read as a text-mode pipe reads it (universal newlines)."""
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors=errors).read()


@contextmanager
def _environment(changes: Mapping[str, str | None]) -> Iterator[None]:
    """``os.environ`` with ``changes`` inside; afterwards exactly as before, whatever the
    command set."""
    before = dict(os.environ)
    for key, value in changes.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value
    try:
        yield
    finally:
        if dict(os.environ) != before:
            os.environ.clear()
            os.environ.update(before)


@contextmanager
def _process_kept() -> Iterator[None]:
    """The working directory, the stop signals' handlers and the root logger put back."""
    cwd = os.getcwd()
    handlers = {number: signal.getsignal(number) for number in SIGNALS}
    root = logging.getLogger()
    level, root_handlers = root.level, list(root.handlers)
    try:
        yield
    finally:
        os.chdir(cwd)
        for number, handler in handlers.items():
            if handler is not None:
                signal.signal(number, handler)
        for extra in set(root.handlers) - set(root_handlers):
            root.removeHandler(extra)
        root.setLevel(level)
