"""``nightbox say TEXT [--wav FILE] [--voice espeak|pico[:VOICE]|piper[:MODEL]]``: one line,
exactly as the box renders it (the cache, the trimming and the level), written as a WAV or
played.

One rule for the voice in every command (:func:`command_voice`): Piper renders only when
``--voice piper`` asks for it (and in ``nightbox voice prepare``); otherwise a command
speaks as the box does, with the lines prepared in the natural voice and the best fast
voice installed (SVOX Pico, else espeak-ng) for the rest, and says which. The cache is the
box's, found by one rule (``device.store.paths.cache_dir``)."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from engine.errors import did_you_mean
from engine.languages import EN, Lang

from device.cli.errors import BadOption
from device.cli.lang import add_lang_argument, chosen_lang
from device.cli.numbers import whole
from device.cli.outputs import output_file
from device.cli.paths import path
from device.i18n.voices import piper_model

if TYPE_CHECKING:
    from device.audio.cache import CachedVoice
    from device.audio.protocols import Voice
    from device.config.schema import Config

ENGINES = ("espeak", "pico", "piper")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("text", help="the line to say")
    parser.add_argument("--wav", type=path, default=None,
                        help="write the WAV here (else it is played with aplay)")
    parser.add_argument("--voice", default=None,
                        help="espeak, pico[:VOICE] (SVOX Pico; de-DE) or piper[:MODEL] "
                             "(renders with Piper; a .onnx file; default: as the box "
                             "speaks, the prepared lines, else Pico, else espeak-ng)")
    parser.add_argument("--rate", type=whole, default=160, help="words per minute (80-450)")
    add_lang_argument(parser)


def voice_for(spec: str, rate: int, cache: Path, voices: Path | None = None,
              lang: Lang = EN) -> CachedVoice:
    """The cached, levelled voice for ``espeak``, ``pico[:VOICE]`` or ``piper[:MODEL]``,
    speaking ``lang`` (its espeak-ng voice; Pico or Piper without a name: the language's
    voice)."""
    from device.audio.errors import NoSpeech
    from device.audio.pico_synth import PicoSynth, find_pico
    from device.audio.piper_synth import PiperSynth, find_model
    from device.audio.protocols import Synth
    from device.audio.tts import PyttsxSynth

    engine, _, model = spec.partition(":")
    if engine not in ENGINES:
        raise BadOption(f"--voice {spec!r}: allowed espeak, pico, pico:VOICE, piper or "
                        "piper:MODEL" + did_you_mean(engine, ENGINES))
    if engine == "piper" and not model and lang.piper is None:
        raise BadOption(f"--voice {spec}: no Piper voice speaks {lang.own_name}; give "
                        "piper:MODEL, pico or espeak")
    if engine == "pico" and not model and lang.pico is None:
        raise BadOption(f"--voice {spec}: SVOX Pico does not speak {lang.own_name}; give "
                        "pico:VOICE or espeak")
    try:
        synth: Synth
        if engine == "piper":
            synth = PiperSynth(find_model(piper_model(lang, model or None),
                                          [voices] if voices else []), rate)
        elif engine == "pico":
            synth = PicoSynth(find_pico(model or lang.pico or ""), rate)
        else:
            synth = PyttsxSynth(lang.espeak, rate)
    except NoSpeech as exc:
        raise BadOption(f"--voice {spec}: {exc}") from None
    from device.audio.cache import CachedVoice

    return CachedVoice(synth, cache)


def command_voice(spec: str | None, rate: int, config: Config, lang: Lang = EN) -> Voice:
    """The voice of ``say``, ``script --wav`` and ``demo``: ``--voice espeak``, ``pico`` or
    ``piper[:MODEL]`` (Piper renders) when given, else the box's own voice, in the box's
    cache: the lines prepared in the natural voice, Pico (else espeak-ng) for the rest.
    Either speaks ``lang`` with that language's voices (``device.i18n.voices``)."""
    from device.audio.silent import TextVoice
    from device.shell.voice.choice import table_voice
    from device.store.paths import cache_dir

    folder = cache_dir(config.paths.cache_dir or None)
    if spec is not None:
        return voice_for(spec, rate, folder / "tts", folder / "voices", lang)
    game = config.game
    voice = table_voice(folder, lang, game.voice, rate, engine=game.engine,
                        model=game.model)
    if isinstance(voice, TextVoice):
        raise BadOption("no voice here: espeak-ng is not installed (apt-get install "
                        "espeak-ng), or give --voice piper")
    return voice


def run(args: argparse.Namespace) -> int:
    from device.audio.errors import NoSpeech
    from device.audio.tts import MAX_LINE_CHARS
    from device.config import load_config
    from device.shell.voice.choice import spoken_by

    if not 80 <= args.rate <= 450:
        raise BadOption(f"--rate {args.rate}: allowed 80-450 words per minute")
    if not args.text.strip():
        raise BadOption("nothing to say: the text is blank")
    if len(" ".join(args.text.split())) > MAX_LINE_CHARS:
        raise BadOption(f"the text is {len(args.text)} characters; the most is "
                        f"{MAX_LINE_CHARS} (say a long text one line at a time)")
    if args.wav is not None:
        output_file(args.wav, "--wav")
    config = load_config()
    voice = command_voice(args.voice, args.rate, config, chosen_lang(args, config))
    try:
        clip = voice.render(args.text)
    except NoSpeech as exc:
        raise BadOption(f"--voice {args.voice or 'espeak'}: {exc}") from None
    assert clip.path is not None  # a cached voice always has its WAV
    if args.wav is not None:
        try:
            shutil.copyfile(clip.path, args.wav)
        except OSError as exc:
            raise BadOption(f"--wav {args.wav}: cannot write it ({exc.strerror})") from None
        print(f"{args.wav}: {clip.duration:.2f} s, {spoken_by(voice)}")
        return 0
    return _play(clip.path, f"{clip.duration:.2f} s, {spoken_by(voice)}")


def _play(wav: Path, said: str) -> int:
    """Play ``wav`` with aplay, as the box does; no sound card, or an aplay that fails, is
    one line (the last of ALSA's), never its raw lines."""
    from device.audio.player import probe_audio

    missing = probe_audio()
    if missing is not None:
        raise BadOption(f"cannot play it here: {missing}; give --wav FILE")
    print(said, file=sys.stderr)
    played = subprocess.run(["aplay", "-q", str(wav)], check=False, capture_output=True,
                            text=True, errors="replace")
    if played.returncode != 0:
        why = played.stderr.strip().splitlines() or [f"exit status {played.returncode}"]
        raise BadOption(f"aplay could not play it ({why[-1]}); give --wav FILE")
    return 0
