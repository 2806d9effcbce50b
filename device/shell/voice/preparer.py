"""The preparer: the natural voice's missing lines rendered in a child process, only while
the box idles.

The box itself never loads Piper (onnxruntime is large and slow to start). When lines are
missing from the cache (:class:`Preparation`), it starts ``nightbox voice prepare`` as a
child at the lowest CPU priority, stops it (SIGSTOP) as soon as a game starts and lets it
go on (SIGCONT) back in the menu, so a game never shares the CPU with synthesis. Each line
the child renders is in the cache for the next night; until then espeak-ng says it.
"""

from __future__ import annotations

import logging
import os
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from engine.languages import Lang

from device.audio.protocols import Voice
from device.i18n.catalogues import words_for
from device.shell.voice.choice import PreparedVoice, natural_model

log = logging.getLogger(__name__)


def prepare_command(model: Path, rate: int, cache: Path, lang: str = "en",
                    first: Sequence[str] = ()) -> list[str]:
    """The child's command line: the same Python, at the lowest priority where ``nice`` is;
    it prepares the lines of the box's language ``lang``, ``first`` saying which come
    first (``--game``, ``--first``: the box's game and deck)."""
    argv = [sys.executable, "-m", "device.cli", "voice", "prepare", "--voice",
            f"piper:{model}", "--rate", str(rate), "--cache", str(cache), "--lang", lang,
            "--quiet", *first]
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


class Preparation:
    """The speaker's preparer: one child at a time, started when the natural voice has
    lines missing, never once :meth:`close` was called (a voice change racing it)."""

    def __init__(self) -> None:
        self.child: Preparer | None = None
        self._lock = threading.Lock()
        self._closed = False
        #: the child's arguments that put the box's game and deck first
        self.first: tuple[str, ...] = ()

    def start(self, voice: Voice, lang: Lang, rate: int, folder: Path,
              first: Sequence[str] | None = None) -> None:
        """With the natural voice, prepare ``lang``'s lines missing from ``folder`` at
        ``rate`` (for the menu only: :meth:`idle` holds it still elsewhere); ``first``
        (kept for a restart) puts the box's game and deck first."""
        if first is not None:
            self.first = tuple(first)
        from device.shell.voice.catalogue import box_lines

        model = natural_model(voice)
        if model is None:
            return
        assert isinstance(voice, PreparedVoice)
        missing = sum(1 for t in box_lines(words=words_for(lang))
                      if not voice.prepared.path_for(t).exists())
        if not missing:
            log.info("every line is prepared in the natural voice")
            return
        log.info("%d lines are not prepared in the natural voice yet", missing)
        with self._lock:
            if self._closed:
                return
            self.child = Preparer(prepare_command(model, rate, folder, lang.code, self.first))
            self.child.start()

    def restart(self, voice: Voice, lang: Lang, rate: int, folder: Path) -> None:
        """The voice changed: the child preparing the old one's lines stops, and the new
        one's missing lines are counted on a thread (reading the cache takes a moment)."""
        with self._lock:
            child, self.child = self.child, None
        if child is not None:
            child.close()
        threading.Thread(target=self.start, args=(voice, lang, rate, folder),
                         name="nightbox-voice-check", daemon=True).start()

    def idle(self, in_menu: bool) -> None:
        if self.child is not None:
            self.child.idle(in_menu)

    def close(self) -> None:
        with self._lock:
            self._closed = True
            child, self.child = self.child, None
        if child is not None:
            child.close()
