"""``nightbox sim --display pygame``: luma.emulator's window, or one line saying how to get it."""

from __future__ import annotations

import os

import pytest

from device.cli import main
from device.display.screens import MenuScreen


def test_without_the_emulator_it_says_how_to_install_it(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import hw_mocks.display

    monkeypatch.setattr(hw_mocks.display, "emulator_available", lambda: False)
    assert main(["sim", "--display", "pygame"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "pip install" in err[0] and "luma.emulator" in err[0]


def test_the_window_shows_the_same_frames_as_the_terminal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("pygame")
    pytest.importorskip("luma.emulator")
    monkeypatch.setitem(os.environ, "SDL_VIDEODRIVER", "dummy")
    from hw_mocks.display import WindowOled

    oled = WindowOled()
    try:
        oled.show(MenuScreen("Nightbox", ("Start game", "Roles >"), cursor=0))
        assert oled.window.frames == 1 and oled.frames == 1
        window_image = oled.window.device._last_image
        assert window_image is not None
        assert window_image.convert("1").tobytes() == oled.image.convert("1").tobytes()
    finally:
        oled.close()
