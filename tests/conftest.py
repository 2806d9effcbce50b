"""Shared fixtures: real gpiozero on MockFactory pins, and a real luma dummy display."""

from __future__ import annotations

import functools
import os
import shutil
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from device.i18n.po import Entry

STRICT = os.environ.get("NIGHTBOX_STRICT") == "1"
#: CI (NIGHTBOX_STRICT=1 in .ci/run, or $CI) runs every property test with all its examples;
#: ``make test`` with a quarter of them, new ones each run (a failing one is kept in
#: .hypothesis/ and tried first the next time), so the fast loop stays fast
ALL_EXAMPLES = STRICT or bool(os.environ.get("CI"))


def examples(n: int) -> int:
    """Hypothesis's ``max_examples`` for a test that CI runs with ``n``."""
    return n if ALL_EXAMPLES else min(n, max(10, n // 4))


@pytest.fixture()
def mock_factory() -> Iterator[object]:
    """gpiozero's MockFactory swapped in for the test, in the shape of gpiozero's own fixture.

    The factory supports PWM pins, so ``PWMLED`` works too.
    """
    from gpiozero import Device
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    saved = Device.pin_factory
    Device.pin_factory = MockFactory(pin_class=MockPWMPin)
    try:
        yield Device.pin_factory
    finally:
        if Device.pin_factory is not None:
            # MockFactory keeps pin state at class level; reset() clears it.
            Device.pin_factory.reset()
        Device.pin_factory = saved


@pytest.fixture()
def dummy_display() -> object:
    """A 128x64 monochrome luma ``dummy`` device; ``.image`` holds the last frame."""
    from luma.core.device import dummy

    return dummy(width=128, height=64, mode="1")


def require_espeak() -> None:
    """Skip (with the reason) when espeak-ng is absent, unless NIGHTBOX_STRICT=1."""
    if shutil.which("espeak-ng") is None:
        if STRICT:
            pytest.fail("espeak-ng is not installed and NIGHTBOX_STRICT=1")
        pytest.skip("espeak-ng is not installed")


@pytest.fixture()
def espeak() -> None:
    require_espeak()


@functools.cache
def marked_lines() -> tuple[Entry, ...]:
    """Every marked line of the product code (``tools.i18n.extract``, which parses every
    source file), read once a run: the sources do not change while the tests run."""
    from tools.i18n import extract

    return tuple(extract())
def require_pico(voice: str = "en-US") -> None:
    """Skip (with the reason) when SVOX Pico or its ``voice`` is not installed (the test
    extra builds it from its sdist, with gcc), unless NIGHTBOX_STRICT=1."""
    from device.audio.errors import NoSpeech
    from device.audio.pico_synth import find_pico

    try:
        find_pico(voice)
    except NoSpeech as e:
        if STRICT:
            pytest.fail(f"{e} and NIGHTBOX_STRICT=1")
        pytest.skip(str(e))


def fast_voice(voice: str = "en-US") -> str:
    """The name of the voice that says the lines not prepared in Piper: SVOX Pico's
    ``voice`` where it is installed, else espeak-ng."""
    from device.audio.errors import NoSpeech
    from device.audio.pico_synth import find_pico

    try:
        find_pico(voice)
    except NoSpeech:
        return "espeak-ng"
    return f"SVOX Pico ({voice})"
