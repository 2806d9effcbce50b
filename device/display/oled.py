"""The luma.oled adapter: screen values onto an SSD1306/SH1106, or onto luma's ``dummy``.

``LumaDisplay`` takes an already-built luma device, so the simulator and the tests draw
with exactly the code the box uses. ``open_display`` builds the real one from config and
falls back to a :class:`NullDisplay` when the OLED is missing (DESIGN §6).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Literal

import luma.core.error
from luma.core.interface import serial as luma_serial
from luma.core.render import canvas
from luma.oled.device import sh1106, ssd1306

from device.display.protocols import Display, NullDisplay
from device.display.render import render

if TYPE_CHECKING:
    from device.display.table_screens import Screen

log = logging.getLogger(__name__)

Driver = Literal["ssd1306", "sh1106", "none"]
DRIVERS: dict[str, Any] = {"ssd1306": ssd1306, "sh1106": sh1106}
#: what luma (or the I2C open beneath it) raises when the OLED is absent or unusable
MISSING = (luma.core.error.Error, OSError)

__all__ = ["DRIVERS", "Driver", "LumaDisplay", "NullDisplay", "open_display"]


class LumaDisplay:
    """Draws screen values on a luma device; an unchanged value is not drawn again.

    ``device`` is any luma device (``ssd1306``, ``sh1106``, ``luma.core.device.dummy``).
    ``frames`` counts the frames actually sent. If the device fails later (the OLED is
    unplugged), one warning is logged and the display goes quiet instead of crashing.
    """

    def __init__(self, device: Any) -> None:
        self.device = device
        self.frames = 0
        self._last: Screen | None = None
        self._blank = False
        self._failed = False
        self._closed = False
        if tuple(device.size) != (128, 64):
            log.warning("screens are laid out for 128x64; this display is %sx%s, "
                        "so they will be clipped", *device.size)

    @property
    def last(self) -> Screen | None:
        """The screen value on the display now (``None`` when blank)."""
        return self._last

    def show(self, screen: Screen) -> None:
        if self._failed or self._closed or screen == self._last:
            return
        try:
            with canvas(self.device) as draw:
                render(draw, screen)
        except MISSING as exc:
            self._fail(exc)
            return
        self.frames += 1
        self._last = screen
        self._blank = False

    def clear(self) -> None:
        if self._failed or self._closed or self._blank:
            return
        try:
            self.device.clear()
        except MISSING as exc:
            self._fail(exc)
            return
        self.frames += 1
        self._last = None
        self._blank = True

    def close(self) -> None:
        """Blank and switch off the panel, and release the bus. Safe to call twice."""
        if self._closed:
            return
        self._closed = True
        self._last = None
        try:
            self.device.cleanup()
        except MISSING as exc:
            log.debug("display cleanup failed: %s", exc)

    def _fail(self, exc: BaseException) -> None:
        self._failed = True
        log.warning("display stopped working, continuing without it: %s", exc)


def open_display(driver: Driver | str = "ssd1306", port: int = 1,
                 address: int | str = 0x3C, rotate: int = 0) -> Display:
    """The configured OLED on I2C ``port`` at ``address``, or a ``NullDisplay``.

    ``driver="none"`` runs without a screen. A missing device, bus or permission gives a
    ``NullDisplay`` that has logged one warning naming the problem.
    """
    if driver == "none":
        log.info("display driver is 'none': running without a screen")
        return NullDisplay()
    try:
        device_class = DRIVERS[driver]
    except KeyError:
        raise ValueError(f"unknown display driver {driver!r} "
                         f"(allowed: {', '.join([*DRIVERS, 'none'])})") from None
    serial: Any = None
    try:
        serial = luma_serial.i2c(port=port, address=address)
        device = device_class(serial, width=128, height=64, rotate=rotate)
    except MISSING as exc:
        if serial is not None:
            _release(serial)
        return NullDisplay(f"{driver} on I2C port {port}: {exc}")
    log.info("display: %s on I2C port %s at %s", driver, port, _hex(address))
    return LumaDisplay(device)


def _release(serial: Any) -> None:
    try:
        serial.cleanup()
    except MISSING as exc:  # pragma: no cover - best effort on a bus that already failed
        log.debug("closing the I2C bus failed: %s", exc)


def _hex(address: int | str) -> str:
    return f"0x{address:02X}" if isinstance(address, int) else str(address)
