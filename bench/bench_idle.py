"""The idle box: ``nightbox run`` headless on mock pins, sitting in the menu.

``nightbox run`` is started as the service starts it (``GPIOZERO_PIN_FACTORY=mock``, temp
state and cache folders, an empty config, ``NOTIFY_SOCKET`` set), and:

1. **First start** (empty TTS cache): after READY the box pre-renders the day's lines in the
   background. Reported: how long until the process goes quiet, and the CPU it took.
2. **Idle** (the cache warm, as on every later boot): READY, 2 s to settle, then a 30 s
   window in the menu. Reported: CPU% of one core (utime + stime from /proc/PID/stat),
   wakeups per second (voluntary + nonvoluntary context switches summed over every
   /proc/PID/task/*/status, per thread), the thread count, and peak RSS (VmHWM).
3. SIGTERM: the exit status must be 0.
4. **Where the wakeups come from**: 11 gpiozero ``Button``s (10 seats and the knob's switch,
   as the box has) idle on mock pins in a child process, against 11 ``DigitalInputDevice``s
   (the same pins, no hold support), which is what the box's seat buttons are.
   gpiozero gives every ``Button`` a hold thread that polls every 100 ms
   (``HoldThread.held``: ``holding.wait(0.1)``), pressed or not.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import common  # noqa: F401  (puts the repo on sys.path)
from common import (
    Daemon,
    main_thread_stack,
    proc_cpu_seconds,
    proc_status,
    record,
    table,
    task_switches,
    verdict,
)

WINDOW = 30.0
SETTLE = 2.0
TARGET_CPU_PCT, TARGET_RSS_MB = 0.5, 60.0


def first_start(folder: Path) -> dict[str, Any]:
    """Start with an empty cache; wait until a whole second passes with no CPU used."""
    box = Daemon(folder).start()
    ready = box.wait_ready()
    pid = box.proc.pid
    t_ready = time.perf_counter()
    cpu_ready = proc_cpu_seconds(pid)
    last, quiet_since = cpu_ready, None
    deadline = t_ready + 120.0
    while time.perf_counter() < deadline:
        time.sleep(0.25)
        cpu = proc_cpu_seconds(pid)
        if cpu - last <= 0.0:
            quiet_since = quiet_since or time.perf_counter()
            if time.perf_counter() - quiet_since >= 1.0:
                break
        else:
            quiet_since = None
        last = cpu
    busy_for = (quiet_since or time.perf_counter()) - t_ready
    rc, err = box.stop()
    files = len(list((folder / "cache" / "tts").glob("*.wav")))
    return {"ready_s": ready, "busy_after_ready_s": busy_for, "cpu_to_ready_s": cpu_ready,
            "cpu_after_ready_s": last - cpu_ready, "tts_files": files, "exit": rc,
            "stderr": err}


def idle(folder: Path, window: float) -> dict[str, Any]:
    box = Daemon(folder).start()
    ready = box.wait_ready()
    pid = box.proc.pid
    time.sleep(SETTLE)
    t0, cpu0, sw0 = time.perf_counter(), proc_cpu_seconds(pid), task_switches(pid)
    time.sleep(window)
    t1, cpu1, sw1 = time.perf_counter(), proc_cpu_seconds(pid), task_switches(pid)
    status = proc_status(pid)
    span = t1 - t0
    per_thread = []
    for tid, (name, n) in sw1.items():
        before = sw0.get(tid, (name, 0))[1]
        per_thread.append((tid, name, n - before))
    gone = [tid for tid in sw0 if tid not in sw1]
    wakeups = sum(n for _, _, n in per_thread)
    rc, err = box.stop()
    return {
        "ready_s": ready, "window_s": span, "cpu_s": cpu1 - cpu0,
        "cpu_pct": 100.0 * (cpu1 - cpu0) / span, "wakeups": wakeups,
        "wakeups_per_s": wakeups / span, "threads": len(sw1), "threads_gone": len(gone),
        "per_thread": sorted(per_thread, key=lambda r: -r[2]),
        "vmhwm_mb": int(status["VmHWM"].split()[0]) / 1024,
        "vmrss_mb": int(status["VmRSS"].split()[0]) / 1024, "exit": rc, "stderr": err,
    }


PROBE_PINS = (4, 17, 27, 22, 10, 9, 11, 5, 6, 13, 20)  # the 10 seat buttons and the knob


def probe_child(kind: str, seconds: float) -> None:
    """In a child: idle ``kind`` devices on mock pins, print CPU% and wakeups/s."""
    from gpiozero import Button, DigitalInputDevice
    from gpiozero.pins.mock import MockFactory

    factory = MockFactory()
    make: Any = {"Button": Button, "DigitalInputDevice": DigitalInputDevice}[kind]
    devices = [make(pin, pull_up=True, bounce_time=None, pin_factory=factory)
               for pin in PROBE_PINS]
    time.sleep(0.5)
    pid = os.getpid()
    c0, s0, t0 = proc_cpu_seconds(pid), task_switches(pid), time.perf_counter()
    time.sleep(seconds)
    c1, s1, t1 = proc_cpu_seconds(pid), task_switches(pid), time.perf_counter()
    n = sum(v - s0.get(tid, ("", 0))[1] for tid, (_, v) in s1.items())
    print(f"{100 * (c1 - c0) / (t1 - t0)} {n / (t1 - t0)} {len(s1)}")
    for d in devices:
        d.close()


def probe(kind: str, seconds: float) -> tuple[float, float, int]:
    out = subprocess.run([sys.executable, __file__, "--probe", kind, "--window", str(seconds)],
                         capture_output=True, text=True, check=True)
    cpu, wakeups, threads = out.stdout.split()
    return float(cpu), float(wakeups), int(threads)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--window", type=float, default=WINDOW, help="idle window, seconds")
    ap.add_argument("--probe", choices=["Button", "DigitalInputDevice"],
                    help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.probe:
        probe_child(args.probe, args.window)
        return
    with tempfile.TemporaryDirectory(prefix="nightbox-bench-idle-") as tmp:
        folder = Path(tmp)
        first = first_start(folder)
        rest = idle(folder, args.window)
    table("First start, empty TTS cache (background pre-render of the day's lines)",
          ["READY after s", "busy after READY s", "CPU s to READY", "CPU s after READY",
           "cached lines", "exit"],
          [[first["ready_s"], first["busy_after_ready_s"], first["cpu_to_ready_s"],
            first["cpu_after_ready_s"], str(first["tts_files"]), str(first["exit"])]])
    ok_cpu = rest["cpu_pct"] < TARGET_CPU_PCT
    ok_rss = rest["vmhwm_mb"] < TARGET_RSS_MB
    table(f"Idle in the menu, warm cache: {rest['window_s']:.1f} s window, {SETTLE:g} s "
          f"after READY", ["figure", "value", "target", ""],
          [["CPU % of one core", rest["cpu_pct"], f"< {TARGET_CPU_PCT}%", verdict(ok_cpu)],
           ["CPU seconds in the window", rest["cpu_s"], "", ""],
           ["wakeups / s (all threads)", rest["wakeups_per_s"], "", ""],
           ["threads", str(rest["threads"]), "", ""],
           ["peak RSS (VmHWM) MB", rest["vmhwm_mb"], f"< {TARGET_RSS_MB:g} MB", verdict(ok_rss)],
           ["RSS now (VmRSS) MB", rest["vmrss_mb"], "", ""],
           ["exit status after SIGTERM", str(rest["exit"]), "0", verdict(rest["exit"] == 0)]])
    busy = [r for r in rest["per_thread"] if r[2]]
    if busy:
        table("Context switches per thread in the window",
              ["thread id", "name", "switches", "per s"],
              [[str(tid), name, str(n), n / rest["window_s"]] for tid, name, n in busy])
    probe_s = min(10.0, args.window)
    kinds = ["Button", "DigitalInputDevice"]
    probes = {kind: probe(kind, probe_s) for kind in kinds}
    table(f"Where the wakeups come from: 11 gpiozero input devices idle on mock pins "
          f"({probe_s:g} s, a child process)", ["device", "CPU %", "wakeups / s", "threads"],
          [[kind, cpu, w, str(n)] for kind, (cpu, w, n) in probes.items()])
    for label, run in (("first start", first), ("idle", rest)):
        if run["exit"] != 0 or "Traceback" in run["stderr"]:
            print(f"{label}: exit {run['exit']}\n{main_thread_stack(run['stderr'])}")
    figures = {
        "window_s": rest["window_s"], "cpu_pct": rest["cpu_pct"], "cpu_s": rest["cpu_s"],
        "wakeups_per_s": rest["wakeups_per_s"], "threads": rest["threads"],
        "threads_gone": rest["threads_gone"], "vmhwm_mb": rest["vmhwm_mb"],
        "vmrss_mb": rest["vmrss_mb"], "exit": rest["exit"],
        "per_thread_switches": [[name, n] for _, name, n in rest["per_thread"]],
        "first_start_ready_s": first["ready_s"],
        "first_start_busy_after_ready_s": first["busy_after_ready_s"],
        "first_start_cpu_after_ready_s": first["cpu_after_ready_s"],
        "first_start_exit": first["exit"],
        "probe_buttons_cpu_pct": probes["Button"][0],
        "probe_buttons_wakeups_per_s": probes["Button"][1],
        "probe_digital_inputs_cpu_pct": probes["DigitalInputDevice"][0],
        "probe_digital_inputs_wakeups_per_s": probes["DigitalInputDevice"][1],
    }
    print(f"idle CPU {rest['cpu_pct']:.3f}% ({verdict(ok_cpu)}), {rest['wakeups_per_s']:.2f} "
          f"wakeups/s, peak RSS {rest['vmhwm_mb']:.1f} MB ({verdict(ok_rss)}), exit "
          f"{rest['exit']}")
    record("idle", figures)
    if rest["exit"] != 0 or first["exit"] != 0:
        print("WARNING: nightbox run did not exit 0 on SIGTERM (see the stack dump above)")


if __name__ == "__main__":
    main()
