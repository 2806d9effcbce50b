"""The default pin table: the single source for config defaults, wiring.md and its SVG.

BCM numbers. GPIO 0/1 (HAT ID EEPROM) and GPIO 2/3 (I2C for the OLED) are never used.
Buttons wire from the GPIO to GND (internal pull-up); LEDs wire GPIO -> resistor -> LED -> GND.
"""

from __future__ import annotations

from typing import Final

#: seat number (1-10) -> BCM pin of its button
SEAT_BUTTONS: Final[dict[int, int]] = {
    1: 4, 2: 17, 3: 27, 4: 22, 5: 10, 6: 9, 7: 11, 8: 5, 9: 6, 10: 13,
}
#: seat number (1-10) -> BCM pin of its LED
SEAT_LEDS: Final[dict[int, int]] = {
    1: 14, 2: 15, 3: 18, 4: 23, 5: 24, 6: 25, 7: 8, 8: 7, 9: 12, 10: 16,
}
#: the knob: rotary encoder A and B, and its push switch
KNOB_A: Final = 19
KNOB_B: Final = 26
KNOB_BUTTON: Final = 20

#: OLED on I2C bus 1
I2C_PORT: Final = 1
I2C_ADDRESS: Final = 0x3C
I2C_SDA: Final = 2
I2C_SCL: Final = 3

#: GPIOs Nightbox must never claim
RESERVED: Final[frozenset[int]] = frozenset({0, 1, 2, 3})

#: BCM number -> physical pin on the 40-pin header
BCM_TO_PHYSICAL: Final[dict[int, int]] = {
    0: 27, 1: 28, 2: 3, 3: 5, 4: 7, 5: 29, 6: 31, 7: 26, 8: 24, 9: 21, 10: 19,
    11: 23, 12: 32, 13: 33, 14: 8, 15: 10, 16: 36, 17: 11, 18: 12, 19: 35,
    20: 38, 21: 40, 22: 15, 23: 16, 24: 18, 25: 22, 26: 37, 27: 13,
}
#: power and ground pins on the header
PHYSICAL_3V3: Final = (1, 17)
PHYSICAL_5V: Final = (2, 4)
PHYSICAL_GND: Final = (6, 9, 14, 20, 25, 30, 34, 39)
