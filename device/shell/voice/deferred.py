"""A sound that starts as the text voice and becomes the real one once it is built.

Building the real voice (the espeak-ng check, the aplay probe, the count-in) takes a
noticeable part of start-up, and the menu says nothing, so ``nightbox run`` shows the
menu first and builds the voice on a thread right after.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)


#: how long closing waits for a voice still being built (and its preparer child)
BUILD_WAIT_SECONDS = 30.0


class LateSound:
    def __init__(self, first: Any) -> None:
        self.current = first
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._closed = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self.current, name)

    def build_later(self, build: Callable[[], Any],
                    on_ready: Callable[[Any], None] | None = None) -> threading.Thread:
        """Build the real sound on a thread; switch to it when it is ready."""

        def run() -> None:
            try:
                real = build()
            except Exception:  # noqa: BLE001 - keep the text voice
                log.exception("could not build the voice; lines will be shown")
                return
            with self._lock:
                closed = self._closed
                if not closed:
                    self.current = real
            if closed:  # the box stopped while it was built: its child must not outlive it
                real.close()
                return
            if on_ready is not None:
                on_ready(real)

        thread = threading.Thread(target=run, name="nightbox-voice", daemon=True)
        self._thread = thread
        thread.start()
        return thread

    def close(self) -> None:
        """Close the voice in use; a voice still being built is waited for and closed too,
        so no background child (the voice preparer) outlives the box."""
        with self._lock:
            self._closed = True
            current = self.current
        current.close()
        thread = self._thread
        if thread is not None and thread.ident is not None:
            thread.join(BUILD_WAIT_SECONDS)
