"""Startup: process start -> READY (the menu shown) for ``nightbox run``, against a bare import.

``nightbox run`` starts as the service starts it: headless on mock pins, an empty config,
temp state and cache folders, ``NOTIFY_SOCKET`` set, and a fake ``aplay`` that lists one
sound card (so the box builds its real sound, as on a Pi with a speaker). The time runs from
just before ``Popen`` to the READY=1 datagram. The baseline is a bare
``python -c "import gpiozero, luma.oled.device, PIL, pyttsx3"``, from ``Popen`` to its exit.

Bytecode: an installed box has its modules compiled (pip compiles at install), so both run
with ``PYTHONPYCACHEPREFIX`` set to a temp folder that a first run fills; this also keeps
``__pycache__`` out of the work tree, whatever ``PYTHONDONTWRITEBYTECODE`` says.

The two are run in turn, 20 times each (a busy machine then slows both alike); the ratio
is of the medians. That box is a new one; a used box is run too, in turn with the bare
import again: its saved settings hold a deck of their own (a 6-player deck), which is
checked as it is read and so loads One Night's roles and deck before the menu (a new
box's menu loads none of them). The TTS cache is warm (a first start fills it; its time is
reported too).
On a shared machine the wall times swing with the load, so the CPU each costs is measured
too (20 runs each, in turn): ``run()`` in a child up to READY against the bare import, as
``time.process_time()`` (every thread of the process), a ratio the load hardly moves.

Where the time goes: ``nightbox run``'s ``run()`` is run in a child process (5 times) with
its start-up steps wrapped in timers (importing the app, the config, the display, the pins;
loading the config, opening the display, building and starting the box), up to the READY
call. The steps partition the time: each is timed on the main thread before READY with
the steps inside it taken out (the voice, built in a thread after READY, is none), and
"the rest" is what lies between them, never negative. The READY time is converted to each
Pi model by its factor (``device.hw.pi_speed``). Then one run with ``python -X
importtime`` lists what ``nightbox run`` imports that the bare import does not, grouped by
package, and marks what the menu does not need.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import common  # puts the repo on sys.path
from common import Daemon, main_thread_stack, median, record, table, verdict

from engine.onenight.presets import preset

from device.hw.pi_speed import PUBLISHED

#: runs of each, in turn: a shared machine's bursts move a median of 10 by a tenth
RUNS = 20
TARGET_RATIO = 1.5
BASELINE = "import gpiozero, luma.oled.device, PIL, pyttsx3"
#: a used box's saved settings: a deck of its own (One Night's 6-player preset)
USED_SETTINGS = {"version": 1, "settings": {"game": "onenight", "deck": list(preset(6).cards)}}
#: first used after the menu, so never loaded before READY (the bench's last table flags
#: any that is): the voice (until something is said), the vote's decoding, a game's own
#: effects, events, records, table states and screens, the night script and the results,
#: the history's whole check. A name covers its submodules.
NOT_FOR_MENU = ("device.audio", "device.shell.voice.speaker", "pyttsx3", "wave", "hashlib",
                "_hashlib", "_blake2", "engine.ballot", "engine.ballot_tap",
                "engine.ballot_sweep", "engine.ballot_press", "engine.ballot_record",
                "engine.onenight.tally", "engine.onenight.outcome", "engine.onenight.reveal",
                "engine.onenight.script", "engine.onenight.steps", "device.core.game_effects",
                "device.core.game_events", "device.core.records", "device.core.table.views",
                "device.core.table.seating", "device.core.table.deal", "device.core.table.day",
                "device.display.table_screens", "device.display.table_render",
                "device.store.history_check")


def not_for_menu(module: str) -> bool:
    return module in NOT_FOR_MENU or module.startswith(tuple(m + "." for m in NOT_FOR_MENU))


def bytecode_env(folder: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(folder / "pyc")
    return env


HANGS: list[str] = []  # SIGTERM -> no exit: the stderr (thread stacks) of each


def daemon_run(folder: Path, argv: list[str] | None = None,
               sound_card: bool = True) -> tuple[float, str]:
    box = Daemon(folder, argv, sound_card=sound_card)
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(bytecode_env(folder))
    try:
        box.start()
    finally:
        os.environ.clear()
        os.environ.update(saved)
    ready = box.wait_ready()
    rc, err = box.stop()
    if rc != 0:  # the READY time stands; the failed shutdown is reported
        HANGS.append(f"exit {rc}; the main thread:\n{main_thread_stack(err)}")
    return ready, err


def baseline_run(folder: Path, importtime: bool = False) -> tuple[float, str]:
    argv = [sys.executable, *(["-X", "importtime"] if importtime else []), "-c", BASELINE]
    t0 = time.perf_counter()
    done = subprocess.run(argv, env=bytecode_env(folder), capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if done.returncode != 0:
        raise SystemExit(f"the baseline failed: {done.stderr[-2000:]}")
    return wall, done.stderr


PHASE_CHILD = r"""
import argparse, importlib, json, os, sys, threading, time
marks = {}    # step -> seconds of the main thread before READY, nested steps taken out
stack = []    # the nested steps' time, one entry per step running
MAIN = threading.main_thread()
def timed(name, fn):
    if threading.current_thread() is not MAIN:   # the voice, built after READY
        return fn()
    stack.append(0.0)
    t = time.perf_counter()
    try:
        return fn()
    finally:
        spent = time.perf_counter() - t
        inner = stack.pop()
        if stack:
            stack[-1] += spent
        marks[name] = marks.get(name, 0.0) + spent - inner
def wrap(owner, attr, name):
    f = owner.__dict__[attr]
    setattr(owner, attr, lambda *a, **k: timed(name, lambda: f(*a, **k)))
run_cmd = timed("import: device.cli.run_cmd", lambda: importlib.import_module("device.cli.run_cmd"))
def imports():
    for m in ("device.shell.assemble", "device.shell.loop", "device.core.machine",
              "device.shell.runtime", "device.core.states.menu", "device.shell.transcript",
              "device.store.state", "device.sdnotify"):
        importlib.import_module(m)
timed("import: the app (state machine, menu, runtime)", imports)
asm = sys.modules["device.shell.assemble"]
timed("import: config (and each game's rules)", lambda: importlib.import_module("device.config"))
timed("import: display (luma, PIL)", lambda: importlib.import_module("device.display.oled"))
timed("import: pins (gpiozero)", lambda: (importlib.import_module("device.hw.seats"),
                                          importlib.import_module("device.hw.knob")))
wrap(asm, "load_config", "load the config")
wrap(asm, "load_table", "load settings and chips")
wrap(asm, "build_box", "build the box (the chosen game, its machine, seat panel, knob)")
wrap(run_cmd, "_open_display", "open the display")
loop = sys.modules["device.shell.loop"]
wrap(loop.Box, "start", "start the machine (the menu drawn)")
sdnotify = sys.modules["device.sdnotify"]
def ready(*_args, **_kwargs):
    marks["ready_at"] = time.perf_counter()
    marks["started_at"] = START
    print(json.dumps(marks), flush=True)
    os._exit(0)
sdnotify.ready = ready
p = argparse.ArgumentParser()
run_cmd.add_arguments(p)
run_cmd.run(p.parse_args(["--log-level", "ERROR"]))
"""


#: ``nightbox run``'s own ``run()`` up to READY, then the process's CPU seconds (every
#: thread) on stdout, and out: what the box costs to the menu, whatever the load
AT_READY = r"""
import argparse, os, sys, time
import device.sdnotify as sdnotify
def ready(*_args):
    print(time.process_time(), flush=True)
    sys.stderr.flush()
    os._exit(0)
sdnotify.ready = ready
from device.cli import run_cmd
parser = argparse.ArgumentParser()
run_cmd.add_arguments(parser)
run_cmd.run(parser.parse_args(["--log-level", "ERROR"]))
"""
BARE_CPU = BASELINE + "; import time; print(time.process_time())"


def child_env(folder: Path) -> dict[str, str]:
    """The daemon's environment with no ``NOTIFY_SOCKET``, for a child run in place."""
    box = Daemon(folder)
    env = {**bytecode_env(folder), **box.env()}
    box.sock.close()
    env.pop("NOTIFY_SOCKET", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def at_ready(folder: Path, code: str, importtime: bool = False) -> tuple[float, str]:
    """CPU seconds of a child to its print (``AT_READY``: to READY), and its stderr."""
    argv = [sys.executable, *(["-X", "importtime"] if importtime else []), "-c", code]
    done = subprocess.run(argv, env=child_env(folder), capture_output=True, text=True,
                          cwd=str(common.ROOT))
    if done.returncode != 0:
        raise SystemExit(f"the child failed: {done.stderr[-2000:]}")
    return float(done.stdout.strip().splitlines()[-1]), done.stderr


def phase_runs(folder: Path, runs: int = 5) -> dict[str, float]:
    """Milliseconds per start-up step, each the median of ``runs`` children.

    The steps partition the time from ``Popen`` to READY: the interpreter's start, then
    each step timed on the main thread alone (a step inside another is taken out of it;
    the voice, built in a thread after READY, is no step), then what no step covers. So
    the rows add up to READY in every run; the medians nearly so.
    """
    env = child_env(folder)
    rows: list[dict[str, float]] = []
    for _ in range(runs):
        t0 = time.perf_counter()
        # START: when the child's first line runs (the interpreter's own start-up is before)
        code = "import time; START = time.perf_counter()\n" + PHASE_CHILD
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                              text=True, cwd=str(common.ROOT))
        if done.returncode != 0 or not done.stdout.strip():
            print(f"(no start-up breakdown: {done.stderr.strip().splitlines()[-1:]})")
            return {}
        marks = json.loads(done.stdout.strip().splitlines()[-1])
        # perf_counter is CLOCK_MONOTONIC on Linux: the same clock in both processes
        ready, started = marks.pop("ready_at") - t0, marks.pop("started_at") - t0
        steps = {"interpreter start-up": started, **marks}
        rest = ready - sum(steps.values())
        assert rest >= 0, f"the steps overlap: {steps} against READY at {ready}"
        steps["the rest (between the steps)"] = rest
        steps["process start -> READY"] = ready
        rows.append(steps)
    return {k: median(r[k] for r in rows if k in r) for k in rows[0]}


def parse_importtime(text: str) -> list[tuple[str, int, int]]:
    """``(module, self us, cumulative us)`` in import order."""
    out = []
    for line in text.splitlines():
        m = re.match(r"import time:\s+(\d+) \|\s+(\d+) \|\s*(\S+)", line)
        if m:
            out.append((m[3], int(m[1]), int(m[2])))
    return out


def group_of(module: str) -> str:
    parts = module.split(".")
    if parts[0] in ("device", "engine") and len(parts) > 1:
        deep = parts[1] in ("app", "audio") and len(parts) > 2
        return ".".join(parts[:3] if deep else parts[:2])
    return parts[0]


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="nightbox-bench-startup-") as tmp:
        folder = Path(tmp)
        first, _ = daemon_run(folder)          # fills the TTS cache and the bytecode
        baseline_run(folder)                   # compiles nothing, but warms the page cache
        second, _ = daemon_run(folder)
        ready, base = [], []
        for _ in range(RUNS):
            ready.append(daemon_run(folder)[0])
            base.append(baseline_run(folder)[0])
        used = folder / "used"
        (used / "state").mkdir(parents=True)
        (used / "state" / "settings.json").write_text(json.dumps(USED_SETTINGS))
        daemon_run(used)                       # its own bytecode and TTS cache
        used_ready, used_base = [], []
        for _ in range(RUNS):
            used_ready.append(daemon_run(used)[0])
            used_base.append(baseline_run(folder)[0])
        cpu_box, cpu_base = [], []
        for _ in range(RUNS):
            cpu_box.append(at_ready(folder, AT_READY)[0])
            cpu_base.append(at_ready(folder, BARE_CPU)[0])
        phases = phase_runs(folder)
        _, box_imports = at_ready(folder, AT_READY, importtime=True)   # up to READY only
        _, base_imports = baseline_run(folder, importtime=True)

    ratio = median(ready) / median(base)
    ok = ratio <= TARGET_RATIO
    table(f"Startup: process start -> READY (menu shown), {RUNS} runs each, in turn",
          ["", "median s", "min s", "max s", "ratio", "target", ""],
          [["nightbox run (mock pins, warm cache)", median(ready), min(ready), max(ready),
            ratio, f"<= {TARGET_RATIO}", verdict(ok)],
           [f'python -c "{BASELINE}"', median(base), min(base), max(base), 1.0, "", ""],
           ["nightbox run, a used box (a saved deck of its own)", median(used_ready),
            min(used_ready), max(used_ready), median(used_ready) / median(used_base), "",
            "(its own bare runs)"],
           ["nightbox run, first start (cold TTS cache)", first, first, first,
            first / median(base), "", ""],
           ["CPU to READY (run() in a child, every thread)", median(cpu_box), min(cpu_box),
            max(cpu_box), median(cpu_box) / median(cpu_base), "", "(load-proof)"],
           ["CPU of the bare import", median(cpu_base), min(cpu_base), max(cpu_base), 1.0,
            "", ""]])

    table("READY on a Pi (an estimate: the median here times the model's factor, "
          "device/hw/pi_speed.py)", ["model", "factor", "READY s", "range s"],
          [[p.name, f"{p.factor:g}x ({p.low:g}-{p.high:g}x)", p.factor * median(ready),
            f"{p.low * median(ready):.1f}-{p.high * median(ready):.1f}"] for p in PUBLISHED])

    if phases:
        wall = phases["process start -> READY"]
        table("Where the start-up time goes (median of 5 runs of run() in a child; the "
              "steps partition the time to READY)", ["step", "ms", "% of READY"],
              [[k, v * 1000, 100 * v / wall] for k, v in phases.items()])

    box = parse_importtime(box_imports)
    base_mods = {m for m, _, _ in parse_importtime(base_imports)}
    extra = [(m, s) for m, s, _ in box if m not in base_mods]
    groups: dict[str, int] = defaultdict(int)
    counts: dict[str, int] = defaultdict(int)
    for m, s in extra:
        groups[group_of(m)] += s
        counts[group_of(m)] += 1
    total_box = sum(s for _, s, _ in box)
    total_extra = sum(groups.values())
    idle_for_menu = sum(s for m, s in extra if not_for_menu(m))
    rows = [[g, str(counts[g]), us / 1000, 100 * us / total_box,
             "yes" if not_for_menu(g) else ""]
            for g, us in sorted(groups.items(), key=lambda kv: -kv[1])[:18]]
    table("What nightbox run imports up to READY that the bare import does not (python -X "
          "importtime, self time, one run; importtime's own overhead inflates every figure "
          "alike)",
          ["package", "modules", "ms", "% of all imports", "not needed for the menu"], rows)
    print(f"imports: {total_box / 1000:.0f} ms in all, {total_extra / 1000:.0f} ms "
          f"({100 * total_extra / total_box:.0f}%) in modules the bare import does not load, "
          f"{idle_for_menu / 1000:.0f} ms ({100 * idle_for_menu / total_box:.0f}%) in modules "
          f"the menu does not need")
    figures: dict[str, Any] = {
        "runs": RUNS, "ready_median_s": median(ready), "ready_runs_s": ready,
        "baseline_median_s": median(base), "baseline_runs_s": base, "ratio": ratio,
        "first_start_ready_s": first, "second_start_ready_s": second,
        "used_ready_median_s": median(used_ready), "used_baseline_median_s": median(used_base),
        "used_ratio": median(used_ready) / median(used_base),
        "cpu_to_ready_median_s": median(cpu_box), "cpu_bare_median_s": median(cpu_base),
        "cpu_ratio": median(cpu_box) / median(cpu_base),
        "phases_ms": {k: v * 1000 for k, v in phases.items()},
        "imports_total_ms": total_box / 1000, "imports_extra_ms": total_extra / 1000,
        "imports_not_for_menu_ms": idle_for_menu / 1000,
        "imports_extra_by_package_ms": {g: us / 1000 for g, us in groups.items()},
    }
    figures["sigterm_failures"] = len(HANGS)
    figures["daemon_runs"] = 2 * RUNS + 4
    if HANGS:
        print(f"WARNING: {len(HANGS)} of {2 * RUNS + 4} runs did not exit 0 on SIGTERM; the first:")
        print(HANGS[0])
    print(f"startup ratio {ratio:.2f} (target <= {TARGET_RATIO}: {verdict(ok)})")
    record("startup", figures)


if __name__ == "__main__":
    main()
