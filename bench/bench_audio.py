"""Night audio: composing the largest night, and the time from "night starts" to aplay.

1. **Compose.** The largest night: 10 players, beginner mode, normal pace, the sound bed
   on, software volume 0.8 (the config default when ALSA has no mixer control), the
   appliance's voice (``Settings()``: espeak-ng voice ``en`` at 160 wpm through pyttsx3).
   The deck is 14 cards (the Alpha Wolf makes it players + 4): the Doppelganger with every
   role she has an extra step for (Minion, Apprentice Tanner, Aura Seer, Insomniac, Squire,
   Beholder, Revealer, Curator), Alpha Wolf, Mystic Wolf, Paranormal Investigator, Witch and
   Village Idiot: 23 wake steps, the longest night a valid 10-player deck gives (a search
   over every valid deck holding all those roles; a 13-card deck without the Alpha Wolf has
   one step fewer).

   * cold: an empty TTS cache folder; every line is synthesised (pyttsx3's engine is up,
     as it is once the box has started);
   * warm: every line cached on disk, a fresh ``CachedVoice`` (as after a reboot);
   * the fallback renderer (``espeak-ng -w``, one process per line), cold, for reference.

   The figure is audio seconds per wall-clock second, the median of several runs. Then
   the memory a warm compose takes at its peak: Python's allocations (``tracemalloc``),
   and the resident set of a fresh process composing that night (``VmHWM`` reset just
   before the compose, against ``VmRSS`` then). The night is written a chunk at a time,
   so neither grows with its length.

2. **Night starts -> player started.** ``SpeakerSound`` built as ``nightbox run`` builds it
   (``SpeakerSound.open`` on the default config), with a fake ``aplay`` first on ``PATH``
   (``common.make_fake_aplay``): ``aplay -l`` lists one card, and a player writes its
   CLOCK_MONOTONIC start time to a file and then reads stdin to the end. The night
   is prepared (composed) first, as the box does while the cards are dealt; the time runs
   from just before ``SpeakerSound.play_night(0.0)`` (what the runtime calls on the night's
   first effect) to the fake aplay's first instruction. 20 runs.

The Pi Zero 2 W estimate divides by the factor in ``common.PI_ZERO_2W_FACTOR`` (see
bench/README.md for how it is made); it is an estimate, not a measurement.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
import tracemalloc
from pathlib import Path
from typing import Any

import common  # noqa: F401  (puts the repo on sys.path)
from common import (
    PI_ZERO_2W_FACTOR,
    PI_ZERO_2W_RANGE,
    make_fake_aplay,
    median,
    nbody_seconds,
    percentile,
    record,
    table,
    verdict,
)

from engine.cues import ScriptMode
from engine.onenight.deck import Deck, check_deck
from engine.onenight.script import ScriptOptions, night_script

from device.core.settings import Settings

PLAYERS = 10
DECK = ("doppelganger", "minion", "apprentice_tanner", "aura_seer", "insomniac", "squire",
        "beholder", "revealer", "curator", "alpha_wolf", "mystic_wolf",
        "paranormal_investigator", "witch", "village_idiot")
VOLUME = 0.8
COLD_RUNS, WARM_RUNS, CLI_RUNS, START_RUNS = 3, 5, 1, 20
TARGET_COLD, TARGET_WARM, TARGET_START_MS = 50.0, 2000.0, 50.0
#: what the box may take in all on a Pi Zero 2 W (512 MB, shared with the system)
BOX_BUDGET_MB = 200.0

def the_script() -> Any:
    deck = Deck.of(DECK)
    check = check_deck(deck, PLAYERS)
    if not check.ok:
        raise SystemExit(f"the benchmark deck is not valid: {check.errors}")
    s = Settings()
    return night_script(deck, ScriptOptions(mode=ScriptMode.BEGINNER), random.Random(7)), s


# -- 1. compose ------------------------------------------------------------------------

def compose_runs(script: Any, settings: Settings, work: Path) -> dict[str, Any]:
    from device.audio.bed import Bed
    from device.audio.cache import CachedVoice
    from device.audio.compose import compose
    from device.audio.tts import EspeakCliSynth, PyttsxSynth

    bed = Bed() if settings.sound_bed else None
    synth = PyttsxSynth(settings.voice, settings.rate)
    t0 = time.perf_counter()
    synth.check()  # the engine comes up at start-up, not per night
    engine_up = time.perf_counter() - t0

    def run(voice: Any, out: Path) -> tuple[float, float]:
        t = time.perf_counter()
        timeline = compose(script.cues, voice, out, bed=bed, volume=VOLUME)
        return time.perf_counter() - t, timeline.duration

    from device.audio.bed import noise_loop
    from device.audio.protocols import SAMPLE_RATE

    noise_loop.cache_clear()  # built once per process, on the first night with the bed
    t0 = time.perf_counter()
    if bed is not None:
        noise_loop(bed, SAMPLE_RATE)
    bed_loop = time.perf_counter() - t0
    cold, warm, cli = [], [], []
    duration = 0.0
    for i in range(COLD_RUNS):
        wall, duration = run(CachedVoice(synth, work / f"cold-{i}"), work / "night.wav")
        cold.append(wall)
    for _ in range(WARM_RUNS):
        wall, duration = run(CachedVoice(synth, work / "cold-0"), work / "night.wav")
        warm.append(wall)
    cli_synth = EspeakCliSynth(settings.voice, settings.rate)
    if cli_synth.available():
        for i in range(CLI_RUNS):
            wall, duration = run(CachedVoice(cli_synth, work / f"cli-{i}"), work / "night.wav")
            cli.append(wall)
    # the peak of Python allocations while a warm night is composed (not timed)
    tracemalloc.start()
    run(CachedVoice(synth, work / "cold-0"), work / "night.wav")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss = rss_child(work)
    return {"duration": duration, "cold": cold, "warm": warm, "cli": cli,
            "engine_up": engine_up, "bed_loop": bed_loop, "peak_mb": peak / 2 ** 20,
            "wav_mb": (work / "night.wav").stat().st_size / 2 ** 20, **rss}


def _status_mb(key: str) -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1]) / 1024
    return float("nan")


def rss_child(work: Path) -> dict[str, float]:
    """The resident set of a fresh process while it composes the night from the warm
    cache (``work/cold-0``): before, and at the compose's peak (Linux's ``VmHWM``, reset
    just before it)."""
    out = subprocess.run([sys.executable, __file__, "--rss", str(work)], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[-1])


def rss_compose(work: Path) -> None:
    """In the child: the resident set before any night, at the peak of the first compose
    (which builds the bed's loop), and at the peak of a second; printed as JSON."""
    from device.audio.bed import Bed
    from device.audio.cache import CachedVoice
    from device.audio.compose import compose
    from device.audio.tts import PyttsxSynth

    script, settings = the_script()
    voice = CachedVoice(PyttsxSynth(settings.voice, settings.rate), work / "cold-0")
    figures = {"rss_before_mb": _status_mb("VmRSS")}
    for key in ("rss_first_peak_mb", "rss_peak_mb"):
        Path("/proc/self/clear_refs").write_text("5")   # VmHWM from here on
        compose(script.cues, voice, work / "rss.wav", bed=Bed(), volume=VOLUME)
        figures[key] = _status_mb("VmHWM")
    print(json.dumps(figures))


# -- 2. night starts -> player started ---------------------------------------------------

def start_runs(script: Any, settings: Settings, work: Path) -> dict[str, Any]:
    from device.shell.assemble import load_config
    from device.shell.voice.speaker import SpeakerSound

    bindir = work / "bin"
    bindir.mkdir()
    clock = make_fake_aplay(bindir)
    log = work / "aplay-starts.txt"
    empty = work / "empty.toml"
    empty.write_text("")
    saved = {k: os.environ.get(k) for k in ("PATH", "FAKE_APLAY_LOG", "NIGHTBOX_CACHE_DIR",
                                            "CACHE_DIRECTORY")}
    os.environ["PATH"] = f"{bindir}{os.pathsep}{os.environ.get('PATH', '')}"
    os.environ["FAKE_APLAY_LOG"] = str(log)
    os.environ["NIGHTBOX_CACHE_DIR"] = str(work / "box-cache")
    os.environ.pop("CACHE_DIRECTORY", None)
    try:
        config = load_config(empty)
        t0 = time.perf_counter()
        sound = SpeakerSound.open(config, settings, lambda text: None)
        opened = time.perf_counter() - t0
        for t in threading.enumerate():  # let the background pre-render finish first
            if t.name == "nightbox-warm":
                t.join(timeout=120)
        t0 = time.perf_counter()
        sound.prepare_night(script.cues, settings.sound_bed)  # cold: the box's cache is empty
        prepare_cold = time.perf_counter() - t0
        t0 = time.perf_counter()
        sound.prepare_night(script.cues, settings.sound_bed)  # warm
        prepare_warm = time.perf_counter() - t0
        latencies = []
        for _ in range(START_RUNS):
            lines = len(log.read_text().splitlines()) if log.exists() else 0
            before_mono, before_real = time.monotonic(), time.time()
            sound.play_night(0.0)
            deadline = time.monotonic() + 5.0
            stamp = None
            while time.monotonic() < deadline:
                rows = log.read_text().splitlines() if log.exists() else []
                if len(rows) > lines:
                    stamp = rows[lines]
                    break
                time.sleep(0.002)
            sound.stop()
            if stamp is None:
                raise SystemExit("the fake aplay never started")
            if stamp.startswith("R"):
                latencies.append(float(stamp[1:]) - before_real)
            else:
                latencies.append(float(stamp) - before_mono)
            time.sleep(0.05)  # let the stopped child go
        sound.close()
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    ms = [x * 1000 for x in latencies]
    return {"clock": clock, "ms": ms, "opened": opened, "prepare_cold": prepare_cold,
            "prepare_warm": prepare_warm}


def main() -> None:
    script, settings = the_script()
    score = nbody_seconds()
    figures: dict[str, Any] = {
        "deck": list(DECK), "players": PLAYERS, "steps": len(script.steps),
        "lines": len(script.lines), "distinct_lines": len(set(script.lines)),
        "voice": settings.voice, "rate": settings.rate, "sound_bed": settings.sound_bed,
        "nbody_100k_steps_s": score, "pi_zero_2w_factor": PI_ZERO_2W_FACTOR,
    }
    with tempfile.TemporaryDirectory(prefix="nightbox-bench-audio-") as tmp:
        c = compose_runs(script, settings, Path(tmp))
    dur = c["duration"]
    cold_x = dur / median(c["cold"])
    warm_x = dur / median(c["warm"])
    cli_x = dur / median(c["cli"]) if c["cli"] else float("nan")
    lo, hi = PI_ZERO_2W_RANGE
    rows = [
        ["cold (pyttsx3)", len(c["cold"]), median(c["cold"]), cold_x, f">= {TARGET_COLD:g}x",
         verdict(cold_x >= TARGET_COLD), (f"{cold_x / PI_ZERO_2W_FACTOR:.0f}x "
                                          f"({cold_x / hi:.0f}-{cold_x / lo:.0f}x)")],
        ["warm (cached)", len(c["warm"]), median(c["warm"]), warm_x, f">= {TARGET_WARM:g}x",
         verdict(warm_x >= TARGET_WARM), (f"{warm_x / PI_ZERO_2W_FACTOR:.0f}x "
                                          f"({warm_x / hi:.0f}-{warm_x / lo:.0f}x)")],
    ]
    if c["cli"]:
        rows.append(["cold (espeak-ng -w)", len(c["cli"]), median(c["cli"]), cli_x, "-", "-",
                     f"{cli_x / PI_ZERO_2W_FACTOR:.0f}x"])
    table(f"Compose the largest night: {len(script.steps)} steps, {len(script.lines)} lines "
          f"({len(set(script.lines))} distinct), {dur:.1f} s of audio, bed on",
          ["run", "n", "wall s (median)", "x real time", "target", "", "Pi Zero 2 W est."],
          rows)
    print(f"once per process: pyttsx3 engine start {c['engine_up'] * 1000:.0f} ms, the bed's "
          f"noise loop {c['bed_loop'] * 1000:.0f} ms (not in the runs above); night WAV "
          f"{c['wav_mb']:.1f} MB")
    peak = max(c["rss_first_peak_mb"], c["rss_peak_mb"])
    print(f"warm compose: {warm_x:.0f}x real time ({verdict(warm_x >= TARGET_WARM)} >= "
          f"{TARGET_WARM:.0f}x); compose peak memory: {c['peak_mb']:.1f} MB of Python "
          f"allocations (tracemalloc); RSS in a fresh process {c['rss_before_mb']:.0f} MB "
          f"before, {c['rss_first_peak_mb']:.0f} MB at the first compose's peak (the bed's "
          f"loop built), {c['rss_peak_mb']:.0f} MB at the next one's "
          f"({verdict(peak < BOX_BUDGET_MB)} < {BOX_BUDGET_MB:.0f} MB)")
    print()
    figures.update({
        "night_seconds": dur, "cold_wall_s": median(c["cold"]), "cold_x": cold_x,
        "warm_wall_s": median(c["warm"]), "warm_x": warm_x, "cli_cold_x": cli_x,
        "cold_runs": c["cold"], "warm_runs": c["warm"], "engine_start_s": c["engine_up"],
        "bed_noise_loop_s": c["bed_loop"],
        "pi_bed_noise_loop_s_est": c["bed_loop"] * PI_ZERO_2W_FACTOR,
        "compose_peak_alloc_mb": c["peak_mb"], "night_wav_mb": c["wav_mb"],
        "compose_rss_before_mb": c["rss_before_mb"],
        "compose_rss_first_peak_mb": c["rss_first_peak_mb"],
        "compose_rss_peak_mb": c["rss_peak_mb"],
        "pi_cold_x_est": cold_x / PI_ZERO_2W_FACTOR, "pi_warm_x_est": warm_x / PI_ZERO_2W_FACTOR,
        "pi_cold_wall_s_est": median(c["cold"]) * PI_ZERO_2W_FACTOR,
        "pi_warm_wall_s_est": median(c["warm"]) * PI_ZERO_2W_FACTOR,
    })

    with tempfile.TemporaryDirectory(prefix="nightbox-bench-start-") as tmp:
        s = start_runs(script, settings, Path(tmp))
    p50, p90, mx = percentile(s["ms"], 50), percentile(s["ms"], 90), max(s["ms"])
    table(f"Night starts -> player process started: SpeakerSound.play_night(0.0) -> fake aplay's "
          f"first instruction ({len(s['ms'])} runs, stamped on CLOCK_"
          f"{s['clock'].upper()})",
          ["", "p50 ms", "p90 ms", "max ms", "target p50", "", "Pi Zero 2 W est. p50"],
          [["warm (night prepared)", p50, p90, mx, f"< {TARGET_START_MS:g} ms",
            verdict(p50 < TARGET_START_MS), (f"{p50 * PI_ZERO_2W_FACTOR:.0f} ms "
                                             f"({p50 * lo:.0f}-{p50 * hi:.0f})")]])
    print(f"SpeakerSound.open {s['opened'] * 1000:.0f} ms; prepare_night (compose) through "
          f"SpeakerSound: cold {s['prepare_cold']:.2f} s, warm {s['prepare_warm']:.2f} s")
    figures.update({
        "start_p50_ms": p50, "start_p90_ms": p90, "start_max_ms": mx, "start_runs_ms": s["ms"],
        "start_clock": s["clock"], "realsound_open_s": s["opened"],
        "realsound_prepare_cold_s": s["prepare_cold"],
        "realsound_prepare_warm_s": s["prepare_warm"],
        "pi_start_p50_ms_est": p50 * PI_ZERO_2W_FACTOR,
    })
    print(f"cold {cold_x:.0f}x ({verdict(cold_x >= TARGET_COLD)}), warm {warm_x:.0f}x "
          f"({verdict(warm_x >= TARGET_WARM)}), start p50 {p50:.1f} ms "
          f"({verdict(p50 < TARGET_START_MS)})")
    record("audio", figures)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--rss"]:
        sys.exit(rss_compose(Path(sys.argv[2])))
    sys.exit(main())
