"""The GPIO adapters: seat buttons and LEDs, and the knob, on gpiozero.

Import the adapters from their modules (``device.hw.seats``, ``device.hw.knob``); this
package only re-exports the interfaces and errors, so importing it does not load
gpiozero. gpiozero is imported only here and in ``hw_mocks``, never in ``engine``.
"""

from __future__ import annotations

from .errors import GpioError, NoGpio, PinUnavailable
from .protocols import Knob, SeatPanel

__all__ = ["GpioError", "Knob", "NoGpio", "PinUnavailable", "SeatPanel"]
