"""The appliance's base error. Every error ``device/`` raises on purpose derives from
:class:`DeviceError` and also from the matching built-in, in gpiozero's style
(``NoGpio(GpioError, RuntimeError)``), so callers may catch either. The rules engine keeps
its own root (``engine.errors.NightboxError``); the hardware, audio and store layers need
not import the rules to raise an error.
"""

from __future__ import annotations


class DeviceError(Exception):
    """Base class of every error the appliance raises on purpose."""
