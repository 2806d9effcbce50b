"""The voice: how well a recogniser understands each engine, how fast each renders, and
what preparing every line costs.

* **Intelligibility.** Every distinct line of a base-game and a Daybreak night is rendered
  exactly as the box plays it (``CachedVoice``: trimmed, levelled) by espeak-ng and by Piper
  (the ``joe`` voice, medium), and decoded by pocketsphinx with its bundled US English
  model (16 kHz, resampled with sox). The word error rate is the word-level edit distance
  over the reference words, after lowercasing, dropping punctuation and writing digits as
  words. A recogniser is not a person, but the gap between engines is the one players
  hear. British spellings count as the American ones (``centre`` is ``center``), as a WER
  normaliser does. Goal: Piper at or below 30%, and under half of espeak-ng's.
* **Render speed**, x real time, and **peak RSS** while rendering those lines, each engine in
  a child process from an empty cache; the cache's size.
* **``nightbox voice prepare``** from an empty cache: every line the box can say, in Piper;
  its time, the speech it made, and the cache's size.

The recogniser is a bench dependency only (``pip install -e '.[bench]'``).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import common  # noqa: F401  (puts the repo on sys.path)
from common import ROOT, machine_line, record, table, verdict

BASE = "werewolf,werewolf,minion,seer,robber,troublemaker,drunk,insomniac,villager"
DAYBREAK = ("doppelganger,alpha_wolf,werewolf,mystic_wolf,apprentice_seer,"
            "paranormal_investigator,witch,village_idiot,revealer,curator")
ENGINES = ("espeak", "piper")
#: renderings per engine: espeak-ng is deterministic, Piper samples noise on every line
REPEATS = {"espeak": 1, "piper": 3}
NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
           "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
           "eighteen", "nineteen", "twenty"]


def night_lines() -> list[str]:
    from engine.onenight.deck import Deck
    from engine.onenight.script import night_script

    lines: list[str] = []
    for deck in (BASE, DAYBREAK):
        lines += [t for t in night_script(Deck.parse(deck)).lines if t not in lines]
    return lines


def make_voice(engine: str, cache: Path) -> object:
    from device.audio.cache import CachedVoice
    from device.audio.piper_synth import PiperSynth, find_model
    from device.audio.tts import PyttsxSynth

    synth = PyttsxSynth("en-us", 160) if engine == "espeak" else \
        PiperSynth(find_model("joe"), 160)
    return CachedVoice(synth, cache)  # type: ignore[arg-type]


def render_child(engine: str, cache: str) -> None:
    """In a child: render every line; print the audio seconds, wall time and peak RSS."""
    import resource

    voice = make_voice(engine, Path(cache))
    start = time.perf_counter()
    audio = sum(voice.render(t).duration for t in night_lines())  # type: ignore[attr-defined]
    wall = time.perf_counter() - start
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"audio_s": audio, "wall_s": wall, "rss_mb": rss}))


#: spellings the recogniser's dictionary writes otherwise (as a WER normaliser does)
SPELLING = {"centre": "center", "colour": "color"}


def words(text: str) -> list[str]:
    text = re.sub(r"\d+", lambda m: NUMBERS[int(m.group())] if int(m.group()) < len(NUMBERS)
                  else m.group(), text.lower())
    return [SPELLING.get(w, w) for w in re.sub(r"[^a-z' ]+", " ", text.replace("-", " ")).split()]


def edits(ref: list[str], hyp: list[str]) -> int:
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        prev, row[0] = row[0], i
        for j, h in enumerate(hyp, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (r != h))
    return row[-1]


def recognise(decoder: object, wav: Path) -> str:
    raw = subprocess.run(["sox", str(wav), "-r", "16000", "-t", "raw", "-e", "signed",
                          "-b", "16", "-c", "1", "-"], capture_output=True, check=True).stdout
    decoder.start_utt()  # type: ignore[attr-defined]
    decoder.process_raw(raw, full_utt=True)  # type: ignore[attr-defined]
    decoder.end_utt()  # type: ignore[attr-defined]
    hyp = decoder.hyp()  # type: ignore[attr-defined]
    return hyp.hypstr if hyp is not None else ""


def daemon_rss(engine: str, folder: Path, settle: float = 8.0) -> tuple[float, bool]:
    """``nightbox run`` on mock pins with a (fake) sound card and ``voice.engine``: its peak
    RSS once the voice is built and it idles in the menu, and whether it loaded Piper."""
    from common import Daemon

    box = Daemon(folder)
    box.config.write_text(f'[voice]\nengine = "{engine}"\n')
    box.start()
    box.wait_ready()
    time.sleep(settle)
    pid = box.proc.pid
    status = Path(f"/proc/{pid}/status").read_text()
    maps = Path(f"/proc/{pid}/maps").read_text()
    box.stop()
    hwm = int(status.split("VmHWM:")[1].split()[0]) / 1024
    return hwm, "onnxruntime" in maps


def size_mb(folder: Path) -> float:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) / 1e6


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--render":
        render_child(sys.argv[2], sys.argv[3])
        return
    from pocketsphinx import Decoder

    if shutil.which("sox") is None:
        raise SystemExit("bench_voice needs sox (apt-get install sox)")
    decoder = Decoder(samprate=16000, logfn="/dev/null")
    lines = night_lines()
    ref_words = sum(len(words(t)) for t in lines)
    figures: dict[str, float] = {}
    rows, worst = [], {}
    with tempfile.TemporaryDirectory() as tmp:
        for engine in ENGINES:
            wers, runs = [], []
            for n in range(REPEATS[engine]):  # Piper draws noise: each rendering differs
                cache = Path(tmp) / f"{engine}-{n}"
                out = subprocess.run([sys.executable, __file__, "--render", engine,
                                      str(cache)], capture_output=True, text=True,
                                     check=True, cwd=ROOT)
                runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
                voice = make_voice(engine, cache)
                errors, per_line = 0, []
                for text in lines:
                    path = voice.path_for(text)  # type: ignore[attr-defined]
                    ref, hyp = words(text), words(recognise(decoder, path))
                    errors += edits(ref, hyp)
                    per_line.append((edits(ref, hyp) / len(ref), text, " ".join(hyp)))
                wers.append(errors / ref_words)
                worst[engine] = sorted(per_line, reverse=True)[:5]
            wer = sum(wers) / len(wers)
            run = {k: sum(r[k] for r in runs) / len(runs) for k in runs[0]}
            run["rss_mb"] = max(r["rss_mb"] for r in runs)
            speed = run["audio_s"] / run["wall_s"]
            figures.update({f"{engine}_wer": wer, f"{engine}_wer_min": min(wers),
                            f"{engine}_wer_max": max(wers), f"{engine}_x_realtime": speed,
                            f"{engine}_rss_mb": run["rss_mb"],
                            f"{engine}_cache_mb": size_mb(cache)})
            spread = f" ({100 * min(wers):.1f}-{100 * max(wers):.1f})" if len(wers) > 1 else ""
            rows.append([engine, f"{100 * wer:.1f}%{spread}", len(wers), f"{speed:.1f}x",
                         f"{run['audio_s']:.0f} s in {run['wall_s']:.1f} s",
                         f"{run['rss_mb']:.0f} MB", f"{size_mb(cache):.1f} MB"])
    ratio = figures["piper_wer"] / figures["espeak_wer"]
    table(f"the voice: {len(lines)} lines of a base and a Daybreak night ({ref_words} words), "
          "pocketsphinx en-US", ["engine", "WER (range)", "renderings", "render", "audio",
                                 "peak RSS", "cache"], rows)
    for engine in ENGINES:
        table(f"{engine}: the five lines recognised worst",
              ["WER", "line", "heard"], [[f"{100 * w:.0f}%", t[:60], h[:50]]
                                         for w, t, h in worst[engine]])
    figures["piper_over_espeak"] = ratio
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        out = subprocess.run([sys.executable, "-m", "device.cli", "voice", "prepare",
                              "--voice", "piper", "--cache", tmp, "--quiet"],
                             capture_output=True, text=True, cwd=ROOT)
        took = time.perf_counter() - start
        if out.returncode != 0:
            raise SystemExit(f"voice prepare failed: {out.stderr.strip()}")
        figures.update({"prepare_s": took, "prepare_cache_mb": size_mb(Path(tmp)),
                        "prepare_lines": float(len(list(Path(tmp).glob("*.wav"))))})
    rss = {}
    with tempfile.TemporaryDirectory() as tmp:
        for engine in ("espeak", "auto"):
            rss[engine] = daemon_rss(engine, Path(tmp) / engine)
    figures.update({"daemon_rss_espeak_mb": rss["espeak"][0],
                    "daemon_rss_natural_mb": rss["auto"][0]})
    table("summary", ["figure", "value", "goal"], [
        ["Piper WER, mean of 3 renderings", f"{100 * figures['piper_wer']:.1f}%",
         verdict(figures["piper_wer"] <= 0.30)],
        ["Piper / espeak-ng WER", f"{ratio:.2f}", verdict(ratio < 0.5)],
        ["nightbox voice prepare, every line, empty cache",
         (f"{figures['prepare_lines']:.0f} lines in {took:.0f} s, "
          f"{figures['prepare_cache_mb']:.0f} MB"), ""],
        ["the box idle in the menu, peak RSS: espeak-ng / the natural voice",
         f"{rss['espeak'][0]:.1f} / {rss['auto'][0]:.1f} MB", ""],
        ["onnxruntime loaded in the box with the natural voice",
         "yes" if rss["auto"][1] else "no", verdict(not rss["auto"][1])],
    ])
    print(machine_line())
    record("voice", figures)


if __name__ == "__main__":
    main()
