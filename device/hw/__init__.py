"""The GPIO adapters: seat buttons and LEDs, and the knob, on gpiozero.

Import the adapters from their modules (``device.hw.seats``, ``device.hw.knob``); this
package only re-exports the interfaces and errors, so importing it does not load
gpiozero. May import gpiozero, ``device.errors``, ``device.events`` (what it puts on the
queue) and ``device.pinout``; never the core, the shell or the engine. gpiozero is
imported only here and in ``hw_mocks``.
"""

from __future__ import annotations

from .errors import GpioError, NoGpio, PinUnavailable
from .protocols import Knob, SeatPanel

__all__ = ["GpioError", "Knob", "NoGpio", "PinUnavailable", "SeatPanel"]
