"""``nightbox voice prepare`` stopped mid-line (issue #34, item 11): it left its temp WAVs
in the cache after each SIGTERM (the box's ``Preparer.close()`` sends one) or SIGKILL.
Now a stop signal unwinds the line under way, which removes its temp files, and a temp
file's name carries its writer's process id, so the next render removes those whose
writer is gone (a SIGKILL, a pulled plug) and never those of a writer still at work."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from device.audio.cache import CachedVoice
from hw_mocks.audio import ToneSynth

HANG = 120  # seconds: reached only by a hang


def test_sigterm_mid_line_leaves_no_temp_file(tmp_path: Path) -> None:
    cache = tmp_path / "tts"
    done = subprocess.run([sys.executable, "-m", "tests.reliability.prepare_child",
                           str(cache)], capture_output=True, text=True, timeout=HANG,
                          check=False)
    names = sorted(p.name for p in cache.iterdir())
    assert all(not n.startswith(".") for n in names), names      # no temp file left
    assert done.returncode == 128 + signal.SIGTERM, done.stderr
    assert "stopped: 2 of" in done.stderr and len(names) == 2    # the lines before kept


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_the_next_render_removes_what_a_killed_run_left(tmp_path: Path) -> None:
    cache = tmp_path / "tts"
    cache.mkdir()
    gone = dead_pid()
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    try:
        left = [cache / f".render.{gone}.k2x9q1ab.tmp", cache / f".{'ab' * 32}.{gone}.zz.tmp"]
        kept = [cache / f".render.{alive.pid}.p0q1r2s3.tmp",   # a writer still at work
                cache / ".render.newlyabc.wav"]                 # old-style, written now
        old_style = cache / ".render.y11wg9zj.wav"              # old-style, hours old
        for path in [*left, *kept, old_style]:
            path.write_bytes(b"RIFF")
        hours_ago = time.time() - 3 * 3600
        os.utime(old_style, (hours_ago, hours_ago))

        voice = CachedVoice(ToneSynth(), cache)
        voice.render("Everyone, wake up!")
        names = {p.name for p in cache.iterdir()}
        assert not any(p.name in names for p in [*left, old_style]), names
        assert all(p.name in names for p in kept), names
    finally:
        alive.kill()
        alive.wait()
