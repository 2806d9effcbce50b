"""The preparer's lifecycle: one child at most, of the last voice and language asked for,
only in the menu; it exits (and frees its memory) when a game starts, comes back in the
menu, and never outlives the box."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Sequence
from pathlib import Path

import pytest

from engine.languages import LANGUAGES, Lang

from device.audio.cache import CachedVoice
from device.shell.voice import preparer
from device.shell.voice.choice import PiperKey, PreparedVoice
from device.shell.voice.preparer import Preparation
from hw_mocks.audio import ToneSynth

ROOT = Path(__file__).resolve().parents[2]
MARK = "nightbox-test-preparer"


def sleeping_child(model: Path, rate: int, cache: Path, lang: str = "en",
                   first: Sequence[str] = ()) -> list[str]:
    """A stand-in for ``nightbox voice prepare``: sleeps, its language on its command line."""
    return [sys.executable, "-c", "import time; time.sleep(120)", MARK, lang]


def children() -> list[tuple[int, list[str]]]:
    """This process's stand-in children that still run (not zombies): pid and argv."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            argv = (stat.parent / "cmdline").read_bytes().decode().rstrip("\0").split("\0")
        except (OSError, IndexError):
            continue
        if int(fields[1]) == os.getpid() and fields[0] != "Z" and MARK in argv:
            found.append((int(stat.parent.name), argv))
    return found


@pytest.fixture()
def natural(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> PreparedVoice:
    """The natural voice with every line missing; its child is the stand-in."""
    monkeypatch.setattr(preparer, "prepare_command", sleeping_child)
    key = CachedVoice(PiperKey(tmp_path / "en_US-joe-medium.onnx"), tmp_path / "tts")
    return PreparedVoice(key, CachedVoice(ToneSynth(), tmp_path / "tts"))


def test_the_knob_turned_eight_times_leaves_one_child_of_the_last_language(
        natural: PreparedVoice, tmp_path: Path) -> None:
    preparing = Preparation()
    try:
        langs: list[Lang] = [LANGUAGES[i % len(LANGUAGES)] for i in range(8)]
        for lang in langs:                        # as fast as the menu hands them over
            preparing.restart(natural, lang, 160, tmp_path / "tts")
        assert preparing.settle(30)
        running = children()
        assert len(running) == 1, running
        assert running[0][1][-1] == langs[-1].code
    finally:
        preparing.close()
    assert children() == []


def test_a_game_start_stops_the_child_and_the_menu_brings_it_back(
        natural: PreparedVoice, tmp_path: Path) -> None:
    preparing = Preparation()
    try:
        preparing.start(natural, LANGUAGES[0], 160, tmp_path / "tts")
        assert preparing.settle(30)
        first = children()
        assert len(first) == 1 and preparing.pid == first[0][0]
        preparing.idle(False)                     # a game starts: it exits, it is reaped
        assert preparing.settle(30)
        assert children() == [] and preparing.pid is None
        assert not Path(f"/proc/{first[0][0]}").exists()
        preparing.idle(True)                      # back in the menu: a new one goes on
        assert preparing.settle(30)
        again = children()
        assert len(again) == 1 and again[0][0] != first[0][0]
    finally:
        preparing.close()
    assert children() == []
    preparing.start(natural, LANGUAGES[0], 160, tmp_path / "tts")   # closed: never again
    assert preparing.settle(30) and children() == []


def test_the_child_does_not_outlive_a_box_that_dies_without_closing(tmp_path: Path) -> None:
    script = textwrap.dedent("""
        import os, sys, time
        from device.shell.voice.preparer import Preparer
        child = Preparer([sys.executable, "-c", "import time; time.sleep(120)"])
        child.start()
        print(child.child.pid, flush=True)
        time.sleep(0.5)
        os._exit(9)                               # killed: nothing is closed
    """)
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    pid = int(out.stdout.split()[0])
    for _ in range(500):                          # the kernel sends SIGTERM at once
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            break
        if state == "Z":
            break
        time.sleep(0.02)
    else:
        os.kill(pid, signal.SIGKILL)
        pytest.fail(f"the preparer's child {pid} outlived the box")


def test_a_stopped_prepare_keeps_what_it_rendered_and_the_next_clears_its_leftover(
        tmp_path: Path) -> None:
    from ..conftest import require_espeak

    require_espeak()
    cache = tmp_path / "tts"
    cache.mkdir()
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    # a killed run's (its writer gone), and one this process is writing now
    old, fresh = cache / f".seer.{gone}.a1b2.tmp", cache / f".robber.{os.getpid()}.c3d4.tmp"
    for tmp in (old, fresh):
        tmp.write_bytes(b"RIFF")
    child = subprocess.Popen([sys.executable, "-m", "device.cli", "voice", "prepare",
                              "--voice", "espeak", "--cache", str(cache), "--quiet"],
                             cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(3000):                         # until a few lines are in the cache
        if len(list(cache.glob("*.wav"))) >= 3 or child.poll() is not None:
            break
        time.sleep(0.02)
    child.terminate()                             # as the box does when a game starts
    child.wait(timeout=60)
    assert len(list(cache.glob("*.wav"))) >= 3    # what it rendered is kept
    assert not old.exists() and fresh.exists()    # one being written now is left alone


def test_a_voice_built_during_a_game_learns_it_is_not_in_the_menu(
        mock_factory: object) -> None:
    from device.shell.loop import VoiceChanged
    from hw_mocks.rig import RecordingSound, Rig

    told: list[bool] = []

    class Voice(RecordingSound):
        def idle(self, in_menu: bool) -> None:
            told.append(in_menu)

    rig = Rig(pin_factory=mock_factory)
    try:
        rig.start()
        rig.menu_select("Start game")
        assert rig.phase == "seating"
        rig.box.runtime.hw.sound = Voice(rig.clock)   # built while the seats join
        rig.events.put(VoiceChanged(rig.clock.now, False, "Piper (joe)"))
        rig.run(0.1)
        assert told == [False]                        # its preparer must not start
    finally:
        rig.box.close()
