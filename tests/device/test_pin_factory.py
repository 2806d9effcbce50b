"""Pin factory choice and pin errors: clear messages instead of gpiozero's exceptions."""

from __future__ import annotations

import queue
import warnings
from typing import Any

import pytest

from device.errors import DeviceError
from device.events import SeatEdge
from device.hw.errors import NO_GPIO_MESSAGE, GpioError, NoGpio, PinUnavailable
from device.hw.knob import GpioKnob
from device.hw.seats import GpioSeatPanel


@pytest.fixture()
def no_factory(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on a fresh process: gpiozero has not chosen a pin factory yet."""
    from gpiozero import Device

    monkeypatch.setattr(Device, "pin_factory", None)


def test_a_bogus_gpiozero_pin_factory_gives_no_gpio(
    no_factory: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "bogus")
    with pytest.raises(NoGpio) as caught:
        GpioSeatPanel(queue.Queue())
    message = str(caught.value)
    assert message.startswith(NO_GPIO_MESSAGE)
    assert "seat 1 button on GPIO4 failed" in message
    assert "GPIOZERO_PIN_FACTORY='bogus'" in message
    assert isinstance(caught.value, DeviceError) and isinstance(caught.value, RuntimeError)
    assert "\n" not in message


def test_no_default_factory_off_a_pi_names_each_failure(
    no_factory: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gpiozero import Device
    from gpiozero.exc import BadPinFactory, PinFactoryFallback

    def off_a_pi() -> object:  # what gpiozero does on a laptop
        warnings.warn(PinFactoryFallback("Falling back from lgpio: No module named 'lgpio'"),
                      stacklevel=1)
        warnings.warn(PinFactoryFallback(
            "Falling back from native: unable to locate Pi revision in /proc/device-tree"),
            stacklevel=1)
        raise BadPinFactory("Unable to load any default pin factory!")

    monkeypatch.delenv("GPIOZERO_PIN_FACTORY", raising=False)
    monkeypatch.setattr(Device, "_default_pin_factory", staticmethod(off_a_pi))
    with warnings.catch_warnings(record=True) as leaked:
        warnings.simplefilter("always")
        with pytest.raises(NoGpio) as caught:
            GpioKnob(queue.Queue())
    assert str(caught.value) == (
        f"{NO_GPIO_MESSAGE} (knob A on GPIO19 failed: lgpio: No module named 'lgpio'; "
        "native: unable to locate Pi revision in /proc/device-tree)")
    assert leaked == []  # the fallbacks are in the message, not sprayed on stderr


def test_gpiozero_pin_factory_mock_loads_like_any_factory(
    no_factory: None, no_leaked_threads: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gpiozero import Device

    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "mock")
    events: queue.Queue[object] = queue.Queue()
    try:
        with GpioSeatPanel(events) as panel:
            assert not panel.pwm  # MockFactory's default pins have no PWM: plain LEDs
            Device.pin_factory.pin(4).drive_low()
            edge = events.get_nowait()
            assert isinstance(edge, SeatEdge) and edge.seat == 1 and edge.pressed
    finally:
        Device.pin_factory.reset()


def test_an_explicit_factory_wins_over_the_environment(
    no_factory: None, no_leaked_threads: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gpiozero.pins.mock import MockFactory

    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "bogus")
    factory = MockFactory()
    try:
        GpioKnob(queue.Queue(), pin_factory=factory).close()
    finally:
        factory.reset()


def test_a_pin_in_use_is_named_with_its_role(
    mock_factory: object, no_leaked_threads: None
) -> None:
    with GpioSeatPanel(queue.Queue()):
        with pytest.raises(PinUnavailable, match=r"^GPIO17 \(knob A\) is already in use$"):
            GpioKnob(queue.Queue(), a=17)
        with pytest.raises(PinUnavailable, match=r"^GPIO14 \(knob switch\) is already in use$"):
            GpioKnob(queue.Queue(), button=14)


def test_a_pin_used_twice_in_one_panel_is_named_and_nothing_is_left_claimed(
    mock_factory: object, no_leaked_threads: None
) -> None:
    with pytest.raises(PinUnavailable, match=r"^GPIO17 \(seat 1 LED\) is already in use$"):
        GpioSeatPanel(queue.Queue(), {1: 4, 2: 17}, {1: 17, 2: 15})
    GpioSeatPanel(queue.Queue(), {1: 4, 2: 17}, {1: 14, 2: 15}).close()


def test_a_pin_that_does_not_exist_is_named(mock_factory: object) -> None:
    with pytest.raises(PinUnavailable, match=r"^GPIO99 \(seat 1 button\) is not a usable pin"):
        GpioSeatPanel(queue.Queue(), {1: 99}, {1: 14})
    assert issubclass(PinUnavailable, GpioError) and issubclass(NoGpio, GpioError)


def test_the_mocks_refuse_a_factory_that_is_not_a_mock_factory(no_factory: None) -> None:
    from hw_mocks.knob import MockKnob
    from hw_mocks.panel import MockSeatPanel

    with pytest.raises(TypeError, match="MockFactory"):
        MockSeatPanel(queue.Queue())
    with pytest.raises(TypeError, match="MockFactory"):
        MockKnob(queue.Queue())


@pytest.mark.parametrize("model", ["Raspberry Pi 5 Model B Rev 1.0",
                                   "Raspberry Pi 4 Model B Rev 1.4",
                                   "Raspberry Pi 3 Model B Plus Rev 1.3",
                                   "Raspberry Pi Zero 2 W Rev 1.0", None])
def test_every_board_gets_lgpio_unless_the_environment_says(model: str | None) -> None:
    from device.hw.boards import factory_for

    assert factory_for(model, {}) == "lgpio"
    assert factory_for(model, {"GPIOZERO_PIN_FACTORY": "mock"}) == "mock"


def test_the_board_model_is_read_from_the_device_tree(tmp_path: Any) -> None:
    from device.hw.boards import board_model

    (tmp_path / "model").write_bytes(b"Raspberry Pi 4 Model B Rev 1.4\x00")
    assert board_model(tmp_path / "model") == "Raspberry Pi 4 Model B Rev 1.4"
    assert board_model(tmp_path / "missing") is None


def test_a_pi_without_lgpio_says_how_to_install_it(
        no_factory: None, monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    from device.hw import factory as factory_module

    real_import = builtins.__import__

    def no_lgpio(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "gpiozero.pins.lgpio":
            raise ImportError("No module named 'lgpio'")
        return real_import(name, *args, **kwargs)

    monkeypatch.delenv("GPIOZERO_PIN_FACTORY", raising=False)
    monkeypatch.setattr(factory_module, "board_model", lambda: "Raspberry Pi 5 Model B")
    monkeypatch.setattr(builtins, "__import__", no_lgpio)
    with pytest.raises(NoGpio, match="sudo apt-get install python3-lgpio"):
        GpioKnob(queue.Queue())
