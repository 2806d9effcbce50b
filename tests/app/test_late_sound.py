"""``nightbox run`` shows the menu first and builds the voice right after."""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any

import pytest

from device.shell.voice import deferred
from device.shell.voice.captions import TextSound
from device.shell.voice.deferred import LateSound
from device.shell.voice.protocol import Sound
from device.shell.voice.speaker import SpeakerSound
from hw_mocks.rig import RecordingSound


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


def protocol_members() -> set[str]:
    return {name for name in vars(Sound) if not name.startswith("_")}


def test_every_voice_has_every_call_the_runtime_makes() -> None:
    """Each voice implements the whole ``Sound`` protocol (nothing is probed with
    ``getattr``), and ``LateSound`` hands on each call with a method of its own."""
    members = protocol_members()
    assert {"name", "shows_lines", "caption", "configure", "idle", "speak", "close"} <= members
    for voice in (TextSound, SpeakerSound, LateSound, RecordingSound):
        missing = {name for name in members if not hasattr(voice, name)}
        assert not missing, (voice.__name__, missing)
    assert members <= set(vars(LateSound)), members - set(vars(LateSound))
    assert "__getattr__" not in vars(LateSound)


def test_the_late_voice_hands_on_each_call() -> None:
    heard: list[str] = []
    first = TextSound(heard.append, rate=100)
    late = LateSound(first)
    late.configure(rate=300)
    assert first.rate == 300
    assert late.shows_lines and late.name == "lines shown"
    assert late.speak("a few words here") == first.speak("a few words here") > 0
    late.play_night(2.5)
    assert first.playing_from == 2.5
    late.stop()
    assert first.playing_from is None
class Closing(TextSound):
    """A built voice that says when it is closed (its preparer child stops there)."""

    def __init__(self, closed: list[str]) -> None:
        super().__init__(lambda text: None)
        self.closed = closed

    def close(self) -> None:
        self.closed.append("real")
        super().close()


def test_closing_while_the_voice_is_built_waits_and_closes_it_too() -> None:
    closed: list[str] = []
    gate = threading.Event()

    class First(TextSound):
        def close(self) -> None:      # the box is closing: only now may the build end
            closed.append("first")
            gate.set()

    late = LateSound(First(lambda text: None))
    ready: list[Any] = []

    def build() -> Closing:
        gate.wait(5)
        return Closing(closed)

    thread = late.build_later(build, on_ready=ready.append)
    late.close()
    assert not thread.is_alive()                        # close waited for the build
    assert closed == ["first", "real"] and ready == []   # and closed what it built


def test_closing_waits_for_a_stalled_build_only_within_the_unit_s_stop_budget(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """Issue 34, item 11: closing waited 30 s for a build that did not end, past the
    unit's TimeoutStopSec=15s; systemd killed the box mid-stop."""
    unit = (Path(__file__).resolve().parents[2] / "systemd" / "nightbox.service").read_text()
    [stop] = re.findall(r"^TimeoutStopSec=(\d+)s$", unit, re.MULTILINE)
    wait = deferred.BUILD_WAIT_SECONDS
    assert wait <= int(stop) / 3                     # room for the rest of the stop
    monkeypatch.setattr(deferred, "BUILD_WAIT_SECONDS", 0.01)
    closed: list[str] = []
    stalled = threading.Event()

    def build() -> Closing:
        stalled.wait(30)
        return Closing(closed)

    late = LateSound(TextSound(lambda text: None))
    thread = late.build_later(build)
    late.close()
    assert "the voice was still being built after 0 s; stopping without it" in caplog.text
    stalled.set()                                    # the build ends after the box stopped:
    thread.join(30)
    assert closed == ["real"]                        # its voice is closed all the same
