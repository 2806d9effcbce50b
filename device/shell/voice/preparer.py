"""Rendering the natural voice's missing lines in a child process, only while the box idles.

The box itself never loads Piper (onnxruntime is large and slow to start). When lines are
missing from the cache it starts ``nightbox voice prepare`` as a child at the lowest CPU
priority, stops it (SIGSTOP) as soon as a game starts and lets it go on (SIGCONT) back in
the menu, so a game never shares the CPU with synthesis. Each line the child renders is
in the cache for the next night; until then espeak-ng says it.
"""

from __future__ import annotations

import logging
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

log = logging.getLogger(__name__)


def prepare_command(model: Path, rate: int, cache: Path, lang: str = "en") -> list[str]:
    """The child's command line: the same Python, at the lowest priority where ``nice`` is;
    it prepares the lines of the box's language ``lang``."""
    argv = [sys.executable, "-m", "device.cli", "voice", "prepare", "--voice",
            f"piper:{model}", "--rate", str(rate), "--cache", str(cache), "--lang", lang,
            "--quiet"]
    nice = shutil.which("nice")
    return [nice, "-n", "19", *argv] if nice else argv


class Preparer:
    """One child process, paused outside the menu; stopped for good by :meth:`close`."""

    def __init__(self, argv: Sequence[str]) -> None:
        self.argv = list(argv)
        self.child: subprocess.Popen[bytes] | None = None
        self.paused = False

    @property
    def running(self) -> bool:
        return self.child is not None and self.child.poll() is None

    def start(self) -> None:
        if self.child is not None:
            return
        try:
            self.child = subprocess.Popen(self.argv, stdin=subprocess.DEVNULL,
                                          stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL, start_new_session=True)
        except OSError as e:
            log.warning("cannot prepare the natural voice in the background: %s", e)
            return
        log.info("preparing the natural voice's missing lines in the background (pid %s)",
                 self.child.pid)

    def idle(self, in_menu: bool) -> None:
        """Let the child run in the menu; hold it still anywhere else."""
        if not self.running or in_menu != self.paused:
            return
        assert self.child is not None
        try:
            os.kill(self.child.pid, signal.SIGCONT if in_menu else signal.SIGSTOP)
        except ProcessLookupError:
            return
        self.paused = not in_menu
        log.debug("voice preparation %s", "paused" if self.paused else "resumed")

    def close(self) -> None:
        child, self.child = self.child, None
        if child is None or child.poll() is not None:
            return
        try:
            os.kill(child.pid, signal.SIGCONT)
            child.terminate()
            child.wait(timeout=3)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
        except ProcessLookupError:
            pass
