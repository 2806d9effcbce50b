"""SVOX Pico, the small multilingual voice, behind the same ``Synth`` protocol as espeak-ng.

Pico (Apache-2.0, from Android) speaks English, German, French, Spanish and Italian from
about 1 MB of voice data a language, and renders a line in milliseconds, so the box speaks
with it live: nothing needs preparing. It runs in-process through the ``ttspico`` package's
C binding (built from its sdist, which carries the engine and the voice data; ``make
install`` builds it from its lock), one engine per voice, loaded on the first line, so
importing this module costs nothing and finding Pico (:func:`find_pico`) imports nothing.

Pico writes 16 kHz mono; the cache resamples it to the box's rate and levels it, as for
every voice. The rate is Pico's own speed markup (``<speed level>``, which keeps the
pitch): the box's default rate, 160 words a minute, is Pico's own pace (speed 100; it was
measured at 126-147 words a minute on the night's lines), as it is Piper's. Pico's own
volume is set to half (:data:`GAIN`): at full volume it clips up to 1% of the samples of a
German or Spanish night; the level is set afterwards by ``level``, and the volume by the
mixer or the composer, as for the other voices.
"""

from __future__ import annotations

import importlib.util
import logging
import sys
import threading
import wave
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import NoSpeech
from .tts import DEFAULT_RATE, FixedVoice, clean_text

log = logging.getLogger(__name__)

#: Pico's one output format: 16-bit mono at this rate
PICO_RATE = 16000
#: Pico's own volume, in percent: half, so that no sample clips before ``level``
GAIN = 50
#: Pico's speed markup is in percent of its own pace, from 20 to 500
SPEEDS = (20, 500)
#: where Debian's libttspico-data puts the voices (ttspico looks there too)
SYSTEM_VOICES = Path("/usr/share/pico/lang")
#: the pinned source of the binding (``systemd/locks/pico.txt``, the ``pico`` extra)
PACKAGE = "ttspico==0.3.2"
#: how to install it, for the line that says it is missing
INSTALL = (f"install it with: sudo make install (or {{venv}}/bin/pip install {PACKAGE}, "
           "which builds with gcc and python3-dev)")


def pico_key(voice: str) -> str:
    """What keys the cache for a Pico voice: the engine and the voice (``pico:de-DE``)."""
    return f"pico:{voice}"


def install_hint() -> str:
    """How to install Pico here, in one phrase."""
    return INSTALL.format(venv=sys.prefix)


@dataclass(frozen=True)
class PicoVoice:
    """An installed Pico voice: its name (``de-DE``) and the folder of its two files."""

    name: str
    folder: Path


def voice_folders() -> list[Path]:
    """Where the ``ttspico`` binding's voice data can be, in the order it is looked for:
    beside the module, in the environment's ``languages`` folder (where its sdist installs
    them), and Debian's (libttspico-data). Empty when the binding is not installed."""
    spec = importlib.util.find_spec("ttspico")
    if spec is None or spec.origin is None or importlib.util.find_spec("ctts") is None:
        return []  # not installed, or its C part (``ctts``) not built
    return [Path(spec.origin).parent / "languages", Path(sys.prefix) / "languages",
            SYSTEM_VOICES]


def has_voice(folder: Path, name: str) -> bool:
    """Whether ``folder`` holds both files of the voice ``name`` (text analysis and signal
    generation, ``de-DE_ta.bin`` and ``de-DE_gl0_sg.bin``)."""
    return all(any(folder.glob(f"{name}*_{kind}.bin")) for kind in ("ta", "sg"))


def find_pico(name: str) -> PicoVoice:
    """The installed Pico voice ``name`` (``de-DE``), without importing anything; else
    :class:`NoSpeech` saying what is missing and how to install it."""
    folders = voice_folders()
    if not folders:
        raise NoSpeech(f"SVOX Pico ({name}) is not installed; {install_hint()}")
    for folder in folders:
        if has_voice(folder, name):
            return PicoVoice(name, folder)
    raise NoSpeech(f"SVOX Pico has no voice {name!r} in "
                   f"{', '.join(map(str, folders))}; {install_hint()}")


def speed(rate: int) -> int:
    """Pico's speed level for ``rate`` words a minute (the default rate is its own pace)."""
    return max(SPEEDS[0], min(SPEEDS[1], round(100 * rate / DEFAULT_RATE)))


class PicoSynth(FixedVoice):
    """Writes a line as a 16 kHz WAV with a Pico voice, in-process (``ttspico``)."""

    def __init__(self, voice: PicoVoice, rate: int = DEFAULT_RATE) -> None:
        super().__init__(pico_key(voice.name), rate)
        self.pico = voice
        self._engine: Any = None
        #: one line at a time: the engine keeps its state between the chunks of a line
        self._lock = threading.Lock()

    def _load(self) -> Any:
        if self._engine is None:
            try:
                import ttspico
            except ImportError as e:  # the binding is there but its C part does not load
                raise NoSpeech(f"SVOX Pico does not load: {e}; {install_hint()}") from e
            try:
                engine = ttspico.TtsEngine(self.pico.name, lang_dir=str(self.pico.folder))
                engine.volume = GAIN
                engine.rate = speed(self.rate)
            except (RuntimeError, ValueError) as e:
                raise NoSpeech(f"SVOX Pico cannot load the voice {self.pico.name} from "
                               f"{self.pico.folder}: {e}") from e
            log.info("SVOX Pico voice %s loaded from %s", self.pico.name, self.pico.folder)
            self._engine = engine
        return self._engine

    def synthesize(self, text: str, out: Path) -> None:
        """Raises ``NoSpeech`` in one line when Pico cannot say ``text``."""
        spoken = clean_text(text)
        # Pico reads <...> as its own markup: a line is said as words, never as markup. The
        # binding does not check its arguments (a string it cannot convert leaves it with an
        # unset pointer), so it is only ever given valid UTF-8 with no NUL in it; and its
        # length counter is 16 bits, which MAX_LINE_CHARS keeps far away.
        spoken = spoken.encode("utf-8", "replace").decode("utf-8")
        spoken = spoken.replace("<", " ").replace(">", " ").replace("\0", " ")
        chunks: list[bytes] = []

        def collect(_format: Any, audio: bytes, _final: bool) -> bool:
            chunks.append(bytes(audio))  # never raises: the C side would lose the error
            return True

        with self._lock:
            engine = self._load()
            try:
                engine.speak(spoken, collect)
            except RuntimeError as e:
                raise NoSpeech(f"SVOX Pico failed on {text[:40]!r}: {e}") from e
        with wave.open(str(out), "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(PICO_RATE)
            wav.writeframes(b"".join(chunks))
