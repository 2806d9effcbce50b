"""The natural voice's prepared lines when their cache cannot be looked in (an I/O error,
a name the file system refuses): the fast voice says the line, never a skipped line."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from device.audio.cache import CachedVoice
from device.shell.voice.choice import PiperKey, PreparedVoice
from hw_mocks.audio import ToneSynth


def test_a_cache_that_cannot_be_looked_in_falls_back_to_the_fast_voice(
        tmp_path: Path) -> None:
    unreadable = tmp_path / ("x" * 300)        # stat fails: ENAMETOOLONG, not "missing"
    fast = CachedVoice(ToneSynth(), tmp_path / "fast")
    voice = PreparedVoice(CachedVoice(PiperKey(Path("/models/joe-test.onnx")), unreadable),
                          fast)
    clip = voice.render("Seer, wake up.")
    assert clip.path is not None and clip.path.parent == tmp_path / "fast"
    assert clip.duration > 0.3
    assert voice.missing == {"Seer, wake up."} and not voice.found


def test_the_preparer_on_a_cache_it_cannot_read_is_one_line(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    from engine.languages import EN

    from device.shell.voice.preparer import Preparation

    unreadable = tmp_path / ("x" * 300)
    voice = PreparedVoice(CachedVoice(PiperKey(Path("/models/joe-test.onnx")), unreadable),
                          CachedVoice(ToneSynth(), tmp_path / "fast"))
    caplog.set_level(logging.DEBUG, logger="device")
    preparing = Preparation()
    preparing.start(voice, EN, 160, unreadable)
    assert preparing.settle(60)
    assert preparing.pid is None                       # no child: nothing to go on from
    preparing.close()
    [warning] = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert "File name too long" in warning.getMessage() and warning.exc_info is None
