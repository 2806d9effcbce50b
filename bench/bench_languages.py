"""The languages: what loading a catalogue costs at start-up (a fresh process reads the
``.po``, compiles it in memory and hands it to the stdlib's gettext), its memory, and what
a translated line costs beside an English one (a night script of the biggest deck).

Goal: a language loads in under 50 ms and 2 MB here, and a night script in German takes
no more than twice the English one.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time

import common  # puts the repo on sys.path
from common import record, table, verdict

from engine.languages import EN, LANGUAGES, Lang
from engine.onenight.deck import Deck
from engine.onenight.script import ScriptOptions, night_script

from device.i18n.catalogues import words_for

RUNS = 7
LOAD = """
import sys, time, tracemalloc
from engine.words import parse_lang
from device.i18n.catalogues import words_for
if sys.argv[1] == "memory":
    tracemalloc.start()
t = time.perf_counter()
words_for(parse_lang("{lang}"))
took = time.perf_counter() - t
print(took, tracemalloc.get_traced_memory()[1] if sys.argv[1] == "memory" else 0)
"""
DECK = ("doppelganger,werewolf,alpha_wolf,mystic_wolf,minion,mason,mason,seer,"
        "apprentice_seer,robber,witch,troublemaker,drunk,insomniac,villager")


def load(lang: Lang) -> tuple[float, int]:
    """The median load time and peak memory of ``lang``'s catalogue in a fresh process."""
    runs: dict[str, list[float]] = {"time": [], "memory": []}
    for what in runs:
        for _ in range(RUNS):
            out = subprocess.run([sys.executable, "-c", LOAD.format(lang=lang.code), what],
                                 capture_output=True, text=True, check=True, cwd=common.ROOT)
            took, peak = out.stdout.split()
            runs[what].append(float(took) if what == "time" else float(peak))
    return sorted(runs["time"])[RUNS // 2], int(sorted(runs["memory"])[RUNS // 2])


def script_time(lang: Lang) -> float:
    words = words_for(lang)
    deck = Deck.parse(DECK)
    times = []
    for _ in range(50):
        start = time.perf_counter()
        night_script(deck, ScriptOptions(words=words), random.Random(0))
        times.append(time.perf_counter() - start)
    return sorted(times)[len(times) // 2]


def main() -> None:
    figures: dict[str, float] = {}
    rows = []
    english = script_time(EN)
    for lang in LANGUAGES:
        took, peak = load(lang) if lang is not EN else (0.0, 0)
        night = script_time(lang)
        figures[f"{lang.code}_load_ms"] = round(took * 1000, 2)
        figures[f"{lang.code}_load_kb"] = round(peak / 1024)
        figures[f"{lang.code}_script_ms"] = round(night * 1000, 3)
        ok = took < 0.05 and peak < 2 * 1024 * 1024 and night <= 2 * english
        rows.append([lang.code, f"{took * 1000:.1f} ms", f"{peak / 1024:.0f} KB",
                     f"{night * 1000:.2f} ms", verdict(ok)])
    table(f"a catalogue loaded in a fresh process (median of {RUNS}), and a 15-card night "
          "script (median of 50)", ["language", "load", "peak memory", "night script", "ok"],
          rows)
    record("languages", figures)


if __name__ == "__main__":
    main()
