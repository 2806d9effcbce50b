"""The preparer: the natural voice's missing lines rendered in a child process, only while
the box sits in the menu, and never two at once.

The box itself never loads Piper (onnxruntime is large and slow to start). When lines are
missing from the cache (:class:`Preparation`), it starts ``nightbox voice prepare`` as a
child at the lowest CPU priority. The child holds 143-235 MB (bench/bench_memory.py), more
than a game may share a Pi Zero 2 W with, so it **exits** when a game starts (SIGTERM, then
waited for) and a new one starts back in the menu: the lines it rendered are in the cache
and the one under way is not kept, so the new child goes on where the old one stopped.

One thread owns the child (``nightbox-preparer``): it alone starts and stops it, one change
at a time, so a knob turned eight times leaves one child, of the last language, and the old
one has exited before the next starts. The child gets SIGTERM if that thread (and so the box)
ends without closing it (``PR_SET_PDEATHSIG``).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import os
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.languages import Lang

from device.audio.protocols import Voice
from device.i18n.catalogues import words_for
from device.shell.voice.choice import PreparedVoice, natural_model

log = logging.getLogger(__name__)

#: how long a child gets to exit after SIGTERM before it is killed (SIGTERM ends it at once,
#: the line under way with it); with the rest of a stop this stays within the unit's
#: ``TimeoutStopSec=15s`` (systemd/nightbox.service)
STOP_WAIT_SECONDS = 5.0

#: ``prctl(PR_SET_PDEATHSIG, ...)``: the signal a process gets when its parent thread ends
PR_SET_PDEATHSIG = 1


def _prctl() -> Callable[..., int] | None:
    """libc's ``prctl``, looked up before any fork (a child must not load a library)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
    except OSError:
        return None
    prctl: Callable[..., int] = libc.prctl
    return prctl


PRCTL = _prctl()


def die_with_parent(parent: int) -> Callable[[], None]:
    """A child's ``preexec_fn``: SIGTERM to the child when the thread that started it ends,
    and at once if ``parent`` already ended before the child could ask; and the child first
    in line for the kernel's OOM killer (``oom_score_adj`` 1000, which needs no privilege):
    past the unit's ``MemoryMax=`` it is the preparer that goes, never the box."""

    def arm() -> None:
        if PRCTL is not None:
            PRCTL(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
        try:
            with open("/proc/self/oom_score_adj", "w") as f:
                f.write("1000")
        except OSError:
            pass
        if os.getppid() != parent:
            os.kill(os.getpid(), signal.SIGTERM)

    return arm


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
    """One child process, from :meth:`start` until it ends or :meth:`close` ends it."""

    def __init__(self, argv: Sequence[str]) -> None:
        self.argv = list(argv)
        self.child: subprocess.Popen[bytes] | None = None

    @property
    def running(self) -> bool:
        return self.child is not None and self.child.poll() is None

    def start(self) -> None:
        if self.child is not None:
            return
        try:
            self.child = subprocess.Popen(self.argv, stdin=subprocess.DEVNULL,
                                          stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL, start_new_session=True,
                                          # prctl resolved before the fork; glibc resets
                                          # its malloc locks in the child
                                          preexec_fn=die_with_parent(os.getpid()))  # noqa: PLW1509
        except OSError as e:
            log.warning("cannot prepare the natural voice in the background: %s", e)
            return
        log.info("preparing the natural voice's missing lines in the background (pid %s)",
                 self.child.pid)

    def terminate(self) -> None:
        """SIGTERM, not waited for (:meth:`wait`, :meth:`close` wait)."""
        child = self.child
        if child is not None and child.poll() is None:
            try:
                child.terminate()
            except ProcessLookupError:
                pass

    def wait(self, seconds: float) -> bool:
        """Wait at most ``seconds`` for the child to end; whether it has."""
        child = self.child
        if child is None:
            return True
        try:
            child.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            return False
        return True

    def close(self) -> None:
        """SIGTERM, and wait until the child has exited (killed after
        ``STOP_WAIT_SECONDS``): when this returns, its memory is free."""
        child = self.child
        if child is None or child.poll() is not None:
            return
        try:
            child.terminate()
            child.wait(timeout=STOP_WAIT_SECONDS)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
        except ProcessLookupError:
            pass
        log.info("voice preparation stopped (pid %s)", child.pid)


@dataclass(frozen=True)
class Wanted:
    """What the child should prepare: ``lang``'s lines in ``voice`` at ``rate``, ``first``
    first."""

    voice: Voice
    lang: Lang
    rate: int
    folder: Path
    #: ``voice prepare``'s arguments that put the box's game and deck first
    first: tuple[str, ...] = ()


class Preparation:
    """The speaker's preparer: at most one child, run only in the menu, owned by one thread
    that carries out each change in order; nothing starts once :meth:`close` was called."""

    def __init__(self) -> None:
        self.child: Preparer | None = None
        self._wanted: Wanted | None = None
        self._in_menu = True
        self._closed = False
        self._asked = 0       # changes asked for
        self._done = 0        # changes the owner has carried out
        self._changed = threading.Condition()
        self._owner: threading.Thread | None = None
        #: the child's arguments that put the box's game and deck first (kept for a restart)
        self.first: tuple[str, ...] = ()

    def start(self, voice: Voice, lang: Lang, rate: int, folder: Path,
              first: Sequence[str] | None = None) -> None:
        """With the natural voice, prepare ``lang``'s lines missing from ``folder`` at
        ``rate`` (in the menu only: :meth:`idle` stops it elsewhere); ``first`` (kept for a
        restart) puts the box's game and deck first. A child preparing anything else exits
        first."""
        if first is not None:
            self.first = tuple(first)
        self._ask(wanted=Wanted(voice, lang, rate, folder, self.first))

    def restart(self, voice: Voice, lang: Lang, rate: int, folder: Path) -> None:
        """The voice, rate or language changed: the same as :meth:`start`."""
        self.start(voice, lang, rate, folder)

    def idle(self, in_menu: bool) -> None:
        """The box is in the menu (the child may run) or not: then a running child gets
        SIGTERM and is waited for here (a fraction of a second, at "Start game"), so that
        its memory is free before the deal composes the night."""
        self._ask(in_menu=in_menu)   # from here on the owner starts no child
        if in_menu:
            return
        with self._changed:
            child = self.child
        if child is not None:
            child.terminate()
            child.wait(STOP_WAIT_SECONDS)

    def settle(self, timeout: float | None = None) -> bool:
        """Wait until every change asked for so far is carried out; whether it was."""
        with self._changed:
            asked = self._asked
            return self._changed.wait_for(lambda: self._done >= asked, timeout)

    @property
    def pid(self) -> int | None:
        """The running child's process id, if one runs."""
        child = self.child
        if child is None or child.child is None or not child.running:
            return None
        return child.child.pid

    def close(self) -> None:
        """Stop the child and its owner; waits for them (the child for at most
        ``STOP_WAIT_SECONDS`` before it is killed)."""
        self._ask(closed=True)
        owner = self._owner
        if owner is not None and owner is not threading.current_thread():
            owner.join(STOP_WAIT_SECONDS + 1.0)
        child = self.child      # an owner that did not answer: the child goes all the same
        if child is not None:
            child.close()

    def _ask(self, *, wanted: Wanted | None = None, in_menu: bool | None = None,
             closed: bool = False) -> None:
        with self._changed:
            if self._closed:
                return
            if wanted is not None:
                self._wanted = wanted
            if in_menu is not None:
                self._in_menu = in_menu
            self._closed = closed
            self._asked += 1
            self._changed.notify_all()
            if self._owner is None:
                self._owner = threading.Thread(target=self._own, name="nightbox-preparer",
                                               daemon=True)
                self._owner.start()

    def _own(self) -> None:
        """The owner's loop: each round brings the child in line with the latest change."""
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._done < self._asked)
                asked = self._asked
                wanted, in_menu, closed = self._wanted, self._in_menu, self._closed
            try:
                self._follow(wanted if in_menu and not closed else None, asked)
            except OSError as e:   # its cache cannot be read (EIO, EACCES): one line
                log.warning("voice preparation failed: %s", e)
            except Exception:  # the box goes on without the natural voice's new lines
                log.exception("voice preparation failed")
            with self._changed:
                self._done = max(self._done, asked)
                self._changed.notify_all()
            if closed:
                return

    def _follow(self, wanted: Wanted | None, asked: int) -> None:
        argv = _command(wanted) if wanted is not None else None
        child = self.child
        if child is not None and (argv != child.argv or not child.running):
            child.close()            # exited before another starts: never two at once
            self.child = child = None
        if argv is None or child is not None:
            return
        with self._changed:            # started under the lock: :meth:`idle` sees it
            if self._asked != asked:   # changed again while the cache was read: go on
                return
            self.child = Preparer(argv)
            self.child.start()


def _command(wanted: Wanted) -> list[str] | None:
    """The child to run for ``wanted``: none unless it is the natural voice with lines
    missing from the cache."""
    from device.shell.voice.catalogue import box_lines

    model = natural_model(wanted.voice)
    if model is None:
        return None
    assert isinstance(wanted.voice, PreparedVoice)
    prepared = wanted.voice.prepared
    missing = sum(1 for t in box_lines(words=words_for(wanted.lang))
                  if not prepared.path_for(t).exists())
    if not missing:
        log.info("every line is prepared in the natural voice")
        return None
    log.info("%d lines are not prepared in the natural voice yet", missing)
    return prepare_command(model, wanted.rate, wanted.folder, wanted.lang.code, wanted.first)
