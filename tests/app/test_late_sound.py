"""``nightbox run`` shows the menu first and builds the voice right after."""

from __future__ import annotations

import threading
from typing import Any

from device.shell.voice.deferred import LateSound
from device.shell.voice.captions import TextSound


class Real(TextSound):
    pass


def test_starts_as_text_and_switches_when_built() -> None:
    heard: list[str] = []
    late = LateSound(TextSound(heard.append))
    gate = threading.Event()
    ready: list[Any] = []

    def build() -> Real:
        gate.wait(5)
        return Real(lambda text: heard.append("real: " + text))

    thread = late.build_later(build, on_ready=ready.append)
    late.caption("before")
    gate.set()
    thread.join(5)
    late.caption("after")
    assert heard == ["before", "real: after"]
    assert len(ready) == 1 and isinstance(ready[0], Real)


def test_a_failed_build_keeps_the_text_voice() -> None:
    heard: list[str] = []
    late = LateSound(TextSound(heard.append))

    def build() -> Real:
        raise RuntimeError("no espeak-ng")

    late.build_later(build).join(5)
    late.caption("still here")
    assert heard == ["still here"]
