"""``nightbox say TEXT [--wav FILE] [--voice espeak|piper[:MODEL]]``: one line, exactly as
the box renders it (the cache, the trimming and the level), written as a WAV or played."""

from __future__ import annotations

import argparse
import shutil
import subprocess
from pathlib import Path
from typing import TYPE_CHECKING

from engine.errors import InvalidInput, did_you_mean

if TYPE_CHECKING:
    from device.audio.cache import CachedVoice

ENGINES = ("espeak", "piper")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("text", help="the line to say")
    parser.add_argument("--wav", type=Path, default=None,
                        help="write the WAV here (else it is played with aplay)")
    parser.add_argument("--voice", default="espeak",
                        help="espeak, or piper[:MODEL] (a .onnx file; default: the joe voice)")
    parser.add_argument("--rate", type=int, default=160, help="words per minute (80-450)")


def voice_for(spec: str, rate: int, cache: Path, voices: Path | None = None) -> CachedVoice:
    """The cached, levelled voice for ``espeak`` or ``piper[:MODEL]``."""
    from device.audio.errors import NoSpeech
    from device.audio.piper_synth import PiperSynth, find_model
    from device.audio.tts import PyttsxSynth

    engine, _, model = spec.partition(":")
    if engine not in ENGINES:
        raise InvalidInput(f"--voice {spec!r}: allowed espeak, piper or piper:MODEL"
                           + did_you_mean(engine, ENGINES))
    try:
        synth = (PiperSynth(find_model(model or None, [voices] if voices else []), rate)
                 if engine == "piper"
                 else PyttsxSynth("en", rate))
    except NoSpeech as exc:
        raise InvalidInput(f"--voice {spec}: {exc}") from None
    from device.audio.cache import CachedVoice

    return CachedVoice(synth, cache)


def run(args: argparse.Namespace) -> int:
    from device.audio.errors import NoSpeech
    from device.store.paths import cache_dir, voices_dir

    if not 80 <= args.rate <= 450:
        raise InvalidInput(f"--rate {args.rate}: allowed 80-450 words per minute")
    if not args.text.strip():
        raise InvalidInput("nothing to say: the text is blank")
    voice = voice_for(args.voice, args.rate, cache_dir(None) / "tts", voices_dir(None))
    try:
        clip = voice.render(args.text)
    except NoSpeech as exc:
        raise InvalidInput(f"--voice {args.voice}: {exc}") from None
    assert clip.path is not None  # a cached voice always has its WAV
    if args.wav is not None:
        try:
            shutil.copyfile(clip.path, args.wav)
        except OSError as exc:
            raise InvalidInput(f"--wav {args.wav}: cannot write it ({exc.strerror})") from None
        print(f"{args.wav}: {clip.duration:.2f} s, {args.voice}")
        return 0
    if shutil.which("aplay") is None:
        raise InvalidInput("no aplay to play it: give --wav FILE")
    return subprocess.run(["aplay", "-q", str(clip.path)], check=False).returncode
