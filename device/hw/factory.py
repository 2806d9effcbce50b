"""Choosing the gpiozero pin factory, and turning gpiozero's pin errors into ours.

Every adapter takes ``pin_factory=None``. ``None`` means the board's factory
(:mod:`device.hw.boards`): ``GPIOZERO_PIN_FACTORY`` if it is set, else lgpio. When none of them
loads (not a Pi), :class:`~device.hw.errors.NoGpio` says to use ``nightbox sim`` and names what
failed. Tests and the simulator pass a ``MockFactory`` (or set ``Device.pin_factory``).
"""

from __future__ import annotations

import logging
import os
import re
import warnings
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from gpiozero import Device
from gpiozero.exc import (
    BadPinFactory,
    GPIOPinInUse,
    GPIOZeroError,
    PinFactoryFallback,
    PinInvalidPin,
)
from gpiozero.pins import Factory

from .boards import board_model, factory_for
from .errors import NO_GPIO_MESSAGE, NoGpio, PinUnavailable

log = logging.getLogger(__name__)

PinSpec = int | str
_GPIO_NAME = re.compile(r"\bGPIO(\d+)\b")


def pin_name(pin: PinSpec) -> str:
    """``17`` -> ``"GPIO17"``; a name gpiozero understands is kept as it is."""
    return f"GPIO{pin}" if isinstance(pin, int) else str(pin)


def resolve_pin_factory(pin_factory: Factory | None, needed_for: str) -> Factory:
    """Return *pin_factory*, or load gpiozero's default one.

    Raises :class:`NoGpio` naming *needed_for* and each factory's failure when no
    factory can be loaded.
    """
    if pin_factory is not None:
        return pin_factory
    if Device.pin_factory is not None:
        return Device.pin_factory
    model = board_model()
    if model is not None and "GPIOZERO_PIN_FACTORY" not in os.environ:
        Device.pin_factory = _board_factory(model, needed_for)
        return Device.pin_factory
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", PinFactoryFallback)
        try:
            Device.ensure_pin_factory()
        except Exception as exc:  # gpiozero raises ImportError, BadPinFactory, OSError...
            raise NoGpio(_no_gpio_message(needed_for, exc, caught)) from exc
    for warning in caught:
        log.warning("gpiozero: %s", warning.message)
    assert Device.pin_factory is not None
    return Device.pin_factory


def _board_factory(model: str, needed_for: str) -> Factory:
    """The factory :func:`~device.hw.boards.factory_for` names for this Pi, loaded."""
    name = factory_for(model, os.environ)
    try:
        from gpiozero.pins.lgpio import LGPIOFactory
    except ImportError as exc:
        raise NoGpio(f"{model}: the {name} pin factory is missing ({exc}); install it: "
                     "sudo apt-get install python3-lgpio") from exc
    try:
        factory: Factory = LGPIOFactory()
    except Exception as exc:  # lgpio raises its own error types
        raise NoGpio(f"{NO_GPIO_MESSAGE} ({needed_for} failed: {name} on {model}: "
                     f"{exc})") from exc
    return factory


def _no_gpio_message(
    needed_for: str, exc: BaseException, caught: list[warnings.WarningMessage]
) -> str:
    fallbacks = [
        str(w.message).removeprefix("Falling back from ")
        for w in caught
        if issubclass(w.category, PinFactoryFallback)
    ]
    chosen = os.environ.get("GPIOZERO_PIN_FACTORY")
    if chosen is not None:
        why = f"GPIOZERO_PIN_FACTORY={chosen!r}: {exc}"
    elif fallbacks:
        why = "; ".join(fallbacks)
    else:
        why = f"{type(exc).__name__}: {exc}"
    return f"{NO_GPIO_MESSAGE} ({needed_for} failed: {why})"


@contextmanager
def gpio_errors(roles: Mapping[PinSpec, str]) -> Iterator[None]:
    """Translate gpiozero errors raised while claiming the pins in *roles*.

    *roles* maps each pin being claimed to what it is for, e.g. ``{17: "seat 2 button"}``.
    The message names the pin and its role: ``GPIO17 (seat 2 button) is already in use``.
    """
    try:
        yield
    except BadPinFactory as exc:
        what = ", ".join(f"{role} on {pin_name(pin)}" for pin, role in roles.items())
        raise NoGpio(f"{NO_GPIO_MESSAGE} ({what} failed: {exc})") from exc
    except GPIOPinInUse as exc:
        raise PinUnavailable(f"{_which(roles, exc)} is already in use") from exc
    except PinInvalidPin as exc:
        raise PinUnavailable(f"{_which(roles, exc)} is not a usable pin: {exc}") from exc
    except GPIOZeroError as exc:
        raise PinUnavailable(f"{_which(roles, exc)}: {exc}") from exc


def _which(roles: Mapping[PinSpec, str], exc: BaseException) -> str:
    """The pin (and role) an error is about: the one its message names, else all of them."""
    named = {pin_name(pin): role for pin, role in roles.items()}
    match = _GPIO_NAME.search(str(exc))
    if match and match.group(0) in named:
        return f"{match.group(0)} ({named[match.group(0)]})"
    return ", ".join(f"{name} ({role})" for name, role in named.items())
