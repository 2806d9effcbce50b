"""Ten pulsing seat LEDs (the deal, while players look at their cards): CPU and wake-ups.

gpiozero's own ``PWMLED.pulse`` runs a thread per LED at 25 steps a second; the seat panel
breathes all pulsing LEDs from one thread at ``PULSE_STEPS`` (10) steps a second. Each
runs 10 s on gpiozero's mock PWM pins in a child process (mock pins: this measures the
threads and the wake-ups, not lgpio's own PWM).
"""

from __future__ import annotations

import subprocess
import sys

import common  # noqa: F401  (puts the repo on sys.path)
from common import ROOT, record, table

CHILD = r"""
import os, queue, resource, sys, time
os.environ["GPIOZERO_PIN_FACTORY"] = "mock"
from gpiozero import Device, PWMLED
from gpiozero.pins.mock import MockFactory, MockPWMPin
Device.pin_factory = MockFactory(pin_class=MockPWMPin)
if sys.argv[1] == "gpiozero":
    leds = [PWMLED(p) for p in (4, 17, 27, 22, 10, 9, 11, 5, 6, 13)]
    for led in leds:
        led.pulse(fade_in_time=0.6, fade_out_time=0.6)
else:
    from hw_mocks.panel import MockSeatPanel
    panel = MockSeatPanel(queue.SimpleQueue())
    panel.pulse(range(1, 11), fade_in=0.6, fade_out=0.6)
def now():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime, r.ru_nvcsw + r.ru_nivcsw, time.monotonic()
time.sleep(1)
c0, w0, t0 = now(); time.sleep(10); c1, w1, t1 = now()
print(100 * (c1 - c0) / (t1 - t0), (w1 - w0) / (t1 - t0))
os._exit(0)
"""


def main() -> None:
    figures: dict[str, float] = {}
    rows = []
    for how in ("gpiozero", "panel"):
        out = subprocess.run([sys.executable, "-c", CHILD, how], cwd=ROOT, check=True,
                             capture_output=True, text=True)
        cpu, wakeups = map(float, out.stdout.split())
        figures[f"{how}_cpu_pct"], figures[f"{how}_wakeups_per_s"] = cpu, wakeups
        rows.append([how, f"{cpu:.2f}%", f"{wakeups:.0f}"])
    table("Ten pulsing LEDs, 10 s", ["how", "CPU (one core)", "context switches/s"], rows)
    record("pulse", figures)


if __name__ == "__main__":
    main()
