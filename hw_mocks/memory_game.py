"""A whole 10-player game with the natural voice, its memory measured: for the memory
test (tests/app/test_memory_budget.py) and bench/bench_memory.py.

``python -m hw_mocks.memory_game FOLDER`` is the box as ``nightbox run`` builds it (the
real ``SpeakerSound``: espeak-ng for the lines Piper has not prepared, the preparer's child
running ``nightbox voice prepare`` with Piper, the night composed at software volume into a
RAM folder) on mock pins, played by One Night's scripted table (the registry's ``mocks``). A
thread samples the resident memory of the process and of every process under it (/proc)
with the RAM folder's files, tagged with the box's state, and the end prints one JSON line:
the peak of the sum by phase. Only one thing is faked: ``aplay``, which reads its input to
the end and plays nothing (there is no sound card).
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

#: the memory budget of the box and everything it starts through a game, in MB (wiring.md)
BUDGET_MB = 200.0
#: what the natural voice's preparer may add in the menu, in MB: Piper loaded holds ~145 MB,
#: ~150 MB between lines, ~235 MB at the peak of the longest line (bench/bench_memory.py,
#: wiring.md; ~310 MB before glibc's heap was bounded, device/audio/heap.py)
PREPARER_MB = 250.0
#: the preparer's child has loaded Piper when it holds this much (MB)
LOADED_MB = 120.0
#: how often the memory is read
SAMPLE_SECONDS = 0.02

FAKE_APLAY = """#!/bin/sh
[ "$1" = "-l" ] && { echo "card 0: Fake [Fake], device 0: Fake [Fake]"; exit 0; }
exec cat > /dev/null
"""


def tree_rss_kb(root: int) -> tuple[int, int, int]:
    """The resident memory (kB) of ``root`` and of every process under it, summed; that
    of ``root`` alone; how many processes."""
    parents: dict[int, int] = {}
    rss: dict[int, int] = {}
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            fields = dict(line.split(":", 1) for line in status.read_text().splitlines()
                          if ":" in line)
        except OSError:
            continue
        pid = int(status.parent.name)
        parents[pid] = int(fields.get("PPid", "0"))
        rss[pid] = int(fields.get("VmRSS", "0 kB").split()[0])
    tree = {root}
    grew = True
    while grew:
        more = {pid for pid, parent in parents.items() if parent in tree} - tree
        tree |= more
        grew = bool(more)
    return sum(rss.get(p, 0) for p in tree), rss.get(root, 0), len(tree)


def folder_kb(folder: Path | None) -> int:
    """What the files in ``folder`` (a RAM folder: they hold memory) take, in kB."""
    if folder is None:
        return 0
    return sum(f.stat().st_size for f in folder.glob("*") if f.is_file()) // 1024


def hwm_mb() -> float:
    """The most this process was ever resident, in MB (the kernel's count: no sample
    misses it)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


class Sampler:
    """Samples the tree's memory on a thread; the peak of each phase ``phase()`` names."""

    def __init__(self, phase: Callable[[], str], ram: Path | None) -> None:
        self.phase = phase
        self.ram = ram
        self.peaks: dict[str, dict[str, float]] = {}
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="memory-sampler", daemon=True)

    def start(self) -> Sampler:
        self._thread.start()
        return self

    def stop(self) -> dict[str, dict[str, float]]:
        self._stop.set()
        self._thread.join()
        return self.peaks

    def sample(self) -> None:
        """Read the memory now (the thread does every ``SAMPLE_SECONDS``; the box at each
        change of phase, so that no phase goes unmeasured)."""
        with self._lock:
            phase = self.phase()
            total, box, count = tree_rss_kb(os.getpid())
            ram = folder_kb(self.ram)
            peak = self.peaks.setdefault(phase, {"sum_mb": 0.0, "box_mb": 0.0,
                                                  "children_mb": 0.0, "ram_files_mb": 0.0,
                                                  "processes": 0, "samples": 0})
            peak["sum_mb"] = max(peak["sum_mb"], (total + ram) / 1024)
            peak["box_mb"] = max(peak["box_mb"], box / 1024)
            peak["children_mb"] = max(peak["children_mb"], (total - box) / 1024)
            peak["ram_files_mb"] = max(peak["ram_files_mb"], ram / 1024)
            peak["processes"] = max(peak["processes"], count)
            peak["samples"] += 1

    def _run(self) -> None:
        while not self._stop.is_set():
            self.sample()
            time.sleep(SAMPLE_SECONDS)


def wait_for(check: Callable[[], bool], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if check():
            return True
        time.sleep(0.1)
    return check()


def main(folder: Path) -> int:
    """Play the game in ``folder`` (its cache, state, RAM folder, fake aplay); print the
    peaks as JSON."""
    os.environ["GPIOZERO_PIN_FACTORY"] = "mock"
    bin_dir = folder / "bin"
    bin_dir.mkdir(parents=True, exist_ok=True)
    (bin_dir / "aplay").write_text(FAKE_APLAY)
    (bin_dir / "aplay").chmod(0o755)
    os.environ["PATH"] = f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"
    shm = Path("/dev/shm")
    # systemd's RuntimeDirectory is in RAM: so is this one, where there is a /dev/shm
    ram = shm / f"nightbox-memory-{os.getpid()}" if shm.is_dir() else folder / "run"
    ram.mkdir(parents=True, exist_ok=True)
    os.environ["RUNTIME_DIRECTORY"] = str(ram)

    from gpiozero.pins.mock import MockFactory, MockPWMPin

    from engine.languages import EN

    from device.config import defaults
    from device.core.games import GAMES
    from device.i18n.catalogues import words_for
    from device.shell.voice.catalogue import box_lines
    from device.shell.voice.choice import PreparedVoice
    from device.shell.voice.speaker import SpeakerSound
    from hw_mocks.rig import Rig

    base = defaults()
    config = dataclasses.replace(base, paths=dataclasses.replace(
        base.paths, cache_dir=str(folder / "cache")))
    settings = GAMES.settings().replace(engine="auto", model="joe", volume=70)
    sound = SpeakerSound.open(config, settings, on_line=lambda _: None)
    rig = Rig(seats=10, state_dir=folder / "state", settings=settings, sound=sound,
              display=True, pin_factory=MockFactory(pin_class=MockPWMPin))
    now = {"game": False, "label": "start", "phase": "menu"}
    box_idle = sound.idle

    def idle(in_menu: bool) -> None:
        """A phase's samples start once the box has carried its change out (the preparer
        gone), as the players see it: the new screen is shown right after."""
        box_idle(in_menu)
        now["phase"] = rig.phase
        sampler.sample()

    sound.idle = idle  # type: ignore[method-assign]
    sampler = Sampler(lambda: str(now["phase"] if now["game"] else now["label"]), ram).start()
    natural = sound.voice.current
    assert isinstance(natural, PreparedVoice), "no natural voice: is piper-tts installed?"
    lines = box_lines(words=words_for(EN))

    def rendered() -> int:
        """The lines Piper has prepared into the cache."""
        return sum(1 for t in lines if natural.prepared.path_for(t).exists())

    def preparer_mb() -> float:
        pid = sound.preparing.pid
        return tree_rss_kb(pid)[0] / 1024 if pid is not None else 0.0

    first = rendered()
    child, stopped_in_game, back = None, False, False
    try:
        now["label"] = "menu"
        # the preparer's child runs in the menu: wait until Piper is loaded and has
        # rendered a line or two
        wait_for(lambda: preparer_mb() >= LOADED_MB and rendered() >= first + 2, 300)
        child = sound.preparing.pid
        now["game"] = True
        # One Night's scripted table, by the registry's entry (as ``nightbox demo`` finds it)
        table = importlib.import_module(GAMES.entry("onenight").mocks)
        table.play(players=10, rig=rig)
        rig.click()
        rig.menu_select("Menu")
        now["game"], now["label"] = False, "menu again"
        stopped_in_game = child is not None and not Path(f"/proc/{child}").exists()
        back = wait_for(lambda: preparer_mb() >= LOADED_MB, 300)
        wait_for(lambda: False, 5.0)
    finally:
        peaks = sampler.stop()
        sound.close()
        for f in ram.glob("*"):
            f.unlink()
        ram.rmdir()
    print(json.dumps({"peaks": peaks, "box_hwm_mb": hwm_mb(), "preparer_pid": child,
                      "preparer_stopped_in_game": stopped_in_game,
                      "preparer_back_in_menu": back, "lines_rendered": rendered() - first,
                      "final_phase": rig.phase}))
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
