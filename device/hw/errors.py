"""The errors the GPIO adapters raise: clear one-line messages instead of gpiozero's."""

from __future__ import annotations

from device.errors import DeviceError

NO_GPIO_MESSAGE = "no GPIO on this machine: use `nightbox sim` to run on mock pins"


class GpioError(DeviceError, RuntimeError):
    """A GPIO problem found while building or driving the seat panel or the knob."""


class NoGpio(GpioError):
    """No pin factory could be loaded: this is not a Pi, or its GPIO is not reachable."""


class PinUnavailable(GpioError):
    """One pin cannot be used: it is taken, does not exist, or lacks a needed feature."""
