"""Run in a child by ``test_full_disk_voice``: the real espeak-ng through pyttsx3, warmed
up, then a file-size limit (RLIMIT_FSIZE, SIGXFSZ ignored) as a disk that is full: every
write past 4 KB fails with EFBIG, as a full SD card's fail with ENOSPC. Prints one JSON
object with what happened."""

from __future__ import annotations

import json
import logging
import queue
import resource
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any

from engine.cues import Pause, Say

from device.audio.cache import CachedVoice
from device.audio.factory import Output
from device.audio.tts import PyttsxSynth
from device.shell.voice.speaker import SpeakerSound
from hw_mocks.audio import FakePlayer

LIMIT = 4096
NEW_LINE = "The werewolves wake up and look at each other, then close their eyes again."


def fill_the_disk() -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))


def synth(folder: Path) -> dict[str, Any]:
    """The renderer alone: pyttsx3 saving a line that does not fit."""
    renderer = PyttsxSynth("en-us", 160, timeout=20)
    renderer.check()
    fill_the_disk()
    try:
        renderer.synthesize(NEW_LINE, folder / "line.wav")
    except OSError as e:
        return {"raised": type(e).__name__, "errno": e.errno, "renderer": renderer.renderer}
    return {"raised": None, "renderer": renderer.renderer}


def speaker(folder: Path) -> dict[str, Any]:
    """The day's lines through the speaker: one cached before the disk filled, one new."""
    logs: list[str] = []
    handler = logging.Handler()
    handler.emit = lambda record: logs.append(record.getMessage())  # type: ignore[method-assign]
    logging.getLogger("device").addHandler(handler)
    logging.getLogger("device").setLevel(logging.WARNING)
    renderer = PyttsxSynth("en-us", 160, timeout=20)
    renderer.check()
    voice = CachedVoice(renderer, folder / "tts")
    events: queue.Queue[Any] = queue.Queue()
    speech = FakePlayer(events, clock=time.monotonic)
    sound = SpeakerSound(voice, Output(FakePlayer(events, clock=time.monotonic), 1.0, None),
                         speech, folder)
    for thread in threading.enumerate():
        if thread.name == "nightbox-warm":
            thread.join(120)
    kept = sound.speak("Everyone, wake up!")   # cached before the disk filled
    fill_the_disk()
    new = sound.speak(NEW_LINE)
    again = sound.speak("Everyone, wake up!")
    night = sound.prepare_night([Say("werewolf", NEW_LINE), Pause("werewolf", 2.0),
                                 Say("seer", "Seer, wake up.")], sound_bed=True)
    sound.close()
    return {"kept": kept, "new": new, "again": again, "logs": logs,
            "night": night.duration, "steps": [s for s, _ in night.step_starts]}


if __name__ == "__main__":
    what, folder = sys.argv[1], Path(sys.argv[2])
    result = synth(folder) if what == "synth" else speaker(folder)
    print(json.dumps(result))
