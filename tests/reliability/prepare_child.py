"""Run in a child by ``test_prepare_stopped``: ``nightbox voice prepare`` whose voice (a
tone) receives SIGTERM (as the box's ``Preparer.close()`` sends it) in the middle of its
third line, after the renderer has written its temp file."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Any

import device.cli.say_cmd
from device.audio.cache import CachedVoice
from device.cli import main
from hw_mocks.audio import ToneSynth


class StoppedMidLine(ToneSynth):
    def synthesize(self, text: str, out: Path) -> None:
        super().synthesize(text, out)
        if len(self.calls) == 3:
            os.kill(os.getpid(), signal.SIGTERM)


def tone_voice(_spec: str, rate: int, cache: Path, *_: Any, **__: Any) -> CachedVoice:
    return CachedVoice(StoppedMidLine(rate=rate), cache)


if __name__ == "__main__":
    device.cli.say_cmd.voice_for = tone_voice   # type: ignore[assignment]
    sys.exit(main(["voice", "prepare", "--voice", "espeak", "--cache", sys.argv[1],
                   "--quiet"]))
