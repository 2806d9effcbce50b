"""The one rule that chooses the voices of a language (``choice.choose_voices``): the most
intelligible voice installed speaks. Piper's prepared lines where its voice for the
language is installed, every other line in Pico where it is, else espeak-ng; and the
same rule in the box, ``say``, and ``voice prepare``/``status``."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest

import device.shell.voice.choice as choice
from device.audio.errors import NoSpeech
from device.audio.pico_synth import PicoVoice

MODEL = Path("/voices/de_DE-thorsten-medium.onnx")


def installed(monkeypatch: pytest.MonkeyPatch, piper: bool, pico: bool) -> None:
    def natural_voice(model: str | None, search: Sequence[Path] = ()) -> Path:
        if not piper:
            raise NoSpeech("no Piper voice here")
        return MODEL

    def find_pico(name: str) -> PicoVoice:
        if not pico:
            raise NoSpeech(f"SVOX Pico ({name}) is not installed; install it with: x")
        return PicoVoice(name, Path("/pico"))

    monkeypatch.setattr(choice, "natural_voice", natural_voice)
    monkeypatch.setattr(choice, "find_pico", find_pico)


#: (engine, Piper installed, Pico installed) -> (Piper's prepared lines?, Pico for the rest?)
RULE = {
    ("auto", True, True): (True, True), ("auto", True, False): (True, False),
    ("auto", False, True): (False, True), ("auto", False, False): (False, False),
    ("piper", True, True): (True, True), ("piper", False, True): (False, True),
    ("pico", True, True): (False, True), ("pico", True, False): (False, False),
    ("espeak", True, True): (False, False), ("espeak", False, False): (False, False),
}


@pytest.mark.parametrize("engine, piper, pico", list(RULE), ids=str)
def test_the_most_intelligible_voice_installed_speaks(engine: str, piper: bool, pico: bool,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    installed(monkeypatch, piper, pico)
    chosen = choice.choose_voices(engine, "auto", [], "de-DE")
    assert (chosen.natural is not None, chosen.fast is not None) == RULE[engine, piper, pico]
    assert chosen.fast is None or chosen.fast.name == "de-DE"
    assert choice.choose_voices(engine, "auto", [], None).fast is None  # no Pico voice named


def test_each_choice_is_named_as_status_and_the_menu_show_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    names = {}
    for piper, pico in itertools.product((True, False), repeat=2):
        installed(monkeypatch, piper, pico)
        names[piper, pico] = choice.choose_voices("auto", "auto", [], "de-DE").describe()
    assert names == {
        (True, True): ("Piper (de_DE-thorsten-medium), prepared lines; SVOX Pico (de-DE) "
                       "for the rest"),
        (True, False): "Piper (de_DE-thorsten-medium), prepared lines; espeak-ng for the rest",
        (False, True): "SVOX Pico (de-DE)",
        (False, False): "espeak-ng"}


def test_voice_prepare_follows_the_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.words import parse_lang

    from device.cli.voice_cmd import choose_voice
    from device.config.defaults import defaults

    config = defaults()
    got = {}
    for piper, pico in itertools.product((True, False), repeat=2):
        installed(monkeypatch, piper, pico)
        got[piper, pico] = choose_voice(None, config, Path("/voices"), parse_lang("de"))
    assert got == {(True, True): "piper:de_DE-thorsten-medium",
                   (True, False): "piper:de_DE-thorsten-medium",
                   (False, True): "pico", (False, False): "espeak"}
    assert choose_voice("espeak", config, Path("/voices"), parse_lang("de")) == "espeak"  # as asked
    installed(monkeypatch, False, False)          # an engine the config names, as asked:
    for engine, spec in (("piper", "piper:de_DE-thorsten-medium"), ("pico", "pico")):
        asked = replace(config, voice=replace(config.voice, engine=engine))
        assert choose_voice(None, asked, Path("/voices"), parse_lang("de")) == spec  # a clear error
