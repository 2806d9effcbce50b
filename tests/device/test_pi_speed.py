"""The Pi model a box runs on, and the factor its estimates use (``device.hw.pi_speed``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from device.hw.pi_speed import PI_3B, PI_3B_PLUS, PI_4, PI_5, ZERO_2W, model_name, speed_of


@pytest.mark.parametrize(("model", "speed"), [
    ("Raspberry Pi Zero 2 W Rev 1.0", ZERO_2W),
    ("Raspberry Pi 4 Model B Rev 1.4", PI_4),
    ("Raspberry Pi 400 Rev 1.0", PI_4),
    ("Raspberry Pi Compute Module 4 Rev 1.0", PI_4),
    ("Raspberry Pi 5 Model B Rev 1.0", PI_5),
    ("Raspberry Pi 3 Model B Plus Rev 1.3", PI_3B_PLUS),
    ("Raspberry Pi 3 Model B Rev 1.2", PI_3B),
    ("Raspberry Pi Zero W Rev 1.1", None),      # ARMv6: no Piper, no estimate
    ("Raspberry Pi Model B Rev 2", None),
    (None, None),
])
def test_each_model_gets_its_own_factor(model: str | None, speed: object) -> None:
    assert speed_of(model) is speed


def test_the_zero_2w_is_taken_as_20x_slower_than_a_core_here() -> None:
    """Issue #30's figure (12-40x); the Pi 4 is a third of it."""
    assert (ZERO_2W.factor, ZERO_2W.low, ZERO_2W.high) == (20.0, 12.0, 40.0)
    assert ZERO_2W.scale(60.0) == (1200.0, 720.0, 2400.0)
    assert PI_4.factor == pytest.approx(ZERO_2W.factor / 3, rel=0.1)
    for speed in (PI_5, PI_4, PI_3B_PLUS, PI_3B, ZERO_2W):
        assert speed.low < speed.factor < speed.high


def test_the_model_is_read_from_the_device_tree_else_cpuinfo(tmp_path: Path) -> None:
    tree, cpuinfo = tmp_path / "model", tmp_path / "cpuinfo"
    cpuinfo.write_text("processor\t: 0\nHardware\t: BCM2835\n"
                       "Model\t\t: Raspberry Pi 4 Model B Rev 1.1\n")
    assert model_name(tree, cpuinfo) == "Raspberry Pi 4 Model B Rev 1.1"
    tree.write_bytes(b"Raspberry Pi Zero 2 W Rev 1.0\x00")
    assert model_name(tree, cpuinfo) == "Raspberry Pi Zero 2 W Rev 1.0"
    assert model_name(tmp_path / "none", tmp_path / "none either") is None
    cpuinfo.write_text("processor\t: 0\nmodel name\t: AMD EPYC\n")
    assert model_name(tmp_path / "none", cpuinfo) is None
