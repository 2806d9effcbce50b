"""What checking a cached line end to end costs, per line, each time it is used.

The box's every line (``box_lines``, English: the ones ``voice prepare`` renders) is put
in a TTS cache as tones as long as espeak-ng would speak each (``hw_mocks.audio.ToneSynth``:
the same WAV sizes, no synthesis), then each is fetched with ``CachedVoice.render`` as a
night fetches it: the file read, its sizes and format checked and its CRC-32 computed
(``device.audio.sealed``). Against it, the header-only read the cache did before
(``pcm.wav_info``). The files are in the page cache, as a night's lines are after the
first; a cold SD card adds its reads to both. Median of 5 passes over every line; the
figure is per line, and per second of audio.

The Pi Zero 2 W estimate multiplies by ``common.PI_ZERO_2W_FACTOR``; not measured on a Pi.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

import common  # noqa: F401  (puts the repo on sys.path)
from common import PI_ZERO_2W_FACTOR, PI_ZERO_2W_RANGE, median, record, table

from engine.languages import EN

from device.audio import pcm
from device.audio.cache import CachedVoice
from device.i18n.catalogues import words_for
from device.shell.voice.catalogue import box_lines
from hw_mocks.audio import ToneSynth

PASSES = 5


def per_line(fetch: object, texts: list[str]) -> float:
    """Seconds per line of one pass of ``fetch`` over ``texts``, the median of PASSES."""
    assert callable(fetch)
    passes = []
    for _ in range(PASSES):
        t0 = time.perf_counter()
        for text in texts:
            fetch(text)
        passes.append((time.perf_counter() - t0) / len(texts))
    return median(passes)


def main() -> None:
    texts = list(dict.fromkeys(box_lines(words=words_for(EN))))
    with tempfile.TemporaryDirectory(prefix="nightbox-bench-cache-") as tmp:
        voice = CachedVoice(ToneSynth(), Path(tmp))
        audio = sum(voice.render(t).duration for t in texts)      # the cache filled
        size = sum(p.stat().st_size for p in Path(tmp).iterdir())
        checked = per_line(voice.render, texts)
        header = per_line(lambda t: pcm.wav_info(voice.path_for(t)), texts)
    per_audio = checked * len(texts) / audio
    figures = {"lines": len(texts), "audio_s": audio, "cache_mb": size / 1e6,
               "checked_ms_per_line": checked * 1e3, "header_only_ms_per_line": header * 1e3,
               "checked_ms_per_audio_s": per_audio * 1e3}
    low, high = PI_ZERO_2W_RANGE
    table(f"a cached line fetched, {len(texts)} lines ({audio / 60:.1f} min of audio, "
          f"{size / 1e6:.1f} MB)", ["", "here", "Pi Zero 2 W (est.)"],
          [["checked end to end (ms a line)", checked * 1e3,
            (f"~{checked * 1e3 * PI_ZERO_2W_FACTOR:.2f} ({checked * 1e3 * low:.2f}-"
             f"{checked * 1e3 * high:.2f})")],
           ["header only, before (ms a line)", header * 1e3,
            f"~{header * 1e3 * PI_ZERO_2W_FACTOR:.2f}"],
           ["checked, ms per second of audio", per_audio * 1e3,
            f"~{per_audio * 1e3 * PI_ZERO_2W_FACTOR:.2f}"]])
    record("cache", figures)


if __name__ == "__main__":
    main()
