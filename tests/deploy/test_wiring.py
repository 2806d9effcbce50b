"""wiring.md's tables, docs/wiring.svg and the config defaults all equal device/pinout.py."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from device import pinout
from device.config import defaults
from tools import wiring_svg

REPO = Path(__file__).resolve().parents[2]
WIRING = (REPO / "wiring.md").read_text(encoding="utf-8")
SVG_FILE = REPO / "docs" / "wiring.svg"
SVG_NS = "{http://www.w3.org/2000/svg}"
SEAT_ROW = re.compile(r"^\|\s*(\d+)\s*\|\s*GPIO(\d+)\s*\|\s*(\d+)\s*"
                      r"\|\s*GPIO(\d+)\s*\|\s*(\d+)\s*\|$")
PART_ROW = re.compile(r"^\|\s*(Knob|OLED)\s*\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*(\d+)\s*\|$")


def seat_rows() -> dict[int, tuple[int, int, int, int]]:
    rows = {}
    for line in WIRING.splitlines():
        if found := SEAT_ROW.match(line.strip()):
            seat, *pins = (int(g) for g in found.groups())
            assert seat not in rows, f"seat {seat} twice in wiring.md"
            rows[seat] = tuple(pins)
    return rows  # type: ignore[return-value]


def part_rows() -> dict[tuple[str, str], tuple[str, int]]:
    rows = {}
    for line in WIRING.splitlines():
        if found := PART_ROW.match(line.strip()):
            part, signal, bcm, phys = found.groups()
            rows[(part, signal.split(" (")[0].split(",")[0])] = (bcm, int(phys))
    return rows


def test_the_diagram_is_at_the_top() -> None:
    assert "![wiring](docs/wiring.svg)" in WIRING.splitlines()[:5]


def test_the_seat_table_equals_the_pin_table_and_the_config_defaults() -> None:
    rows = seat_rows()
    config = defaults().seats
    assert sorted(rows) == list(range(1, 11)) == sorted(pinout.SEAT_BUTTONS)
    for seat, (button, button_pin, led, led_pin) in rows.items():
        assert button == pinout.SEAT_BUTTONS[seat] == config.buttons[seat - 1], seat
        assert led == pinout.SEAT_LEDS[seat] == config.leds[seat - 1], seat
        assert button_pin == pinout.BCM_TO_PHYSICAL[button], seat
        assert led_pin == pinout.BCM_TO_PHYSICAL[led], seat


def test_the_knob_and_oled_rows_equal_the_pin_table_and_the_config_defaults() -> None:
    rows = part_rows()
    knob = defaults().knob
    for signal, bcm, configured in (("A", pinout.KNOB_A, knob.a), ("B", pinout.KNOB_B, knob.b),
                                    ("Switch", pinout.KNOB_BUTTON, knob.button)):
        assert bcm == configured
        assert rows[("Knob", signal)] == (f"GPIO{bcm}", pinout.BCM_TO_PHYSICAL[bcm]), signal
    assert rows[("OLED", "SDA")] == (f"GPIO{pinout.I2C_SDA}",
                                     pinout.BCM_TO_PHYSICAL[pinout.I2C_SDA])
    assert rows[("OLED", "SCL")] == (f"GPIO{pinout.I2C_SCL}",
                                     pinout.BCM_TO_PHYSICAL[pinout.I2C_SCL])
    assert rows[("OLED", "VCC")] == ("3.3 V", 1) and 1 in pinout.PHYSICAL_3V3
    assert rows[("OLED", "GND")] == ("GND", wiring_svg.OLED_GND_PIN)
    assert wiring_svg.OLED_GND_PIN in pinout.PHYSICAL_GND
    assert rows[("Knob", "Common C")][0] == "GND"
    assert rows[("Knob", "Common C")][1] in pinout.PHYSICAL_GND
    assert rows[("Knob", "+")] == ("3.3 V", wiring_svg.ENCODER_3V3_PIN)
    assert wiring_svg.ENCODER_3V3_PIN in pinout.PHYSICAL_3V3
    display = defaults().display
    assert (display.i2c_port, display.i2c_address) == (pinout.I2C_PORT, pinout.I2C_ADDRESS)
    assert f"0x{pinout.I2C_ADDRESS:02X}" in WIRING


def test_the_gpio_budget_and_i2s_arithmetic_in_the_text() -> None:
    free = set(pinout.BCM_TO_PHYSICAL) - pinout.RESERVED
    used = set(defaults().pins().values())
    assert (len(free), len(used)) == (24, 23)
    assert "23 of the 24" in WIRING
    unused = free - used
    assert unused == {21} and "GPIO21 (pin 40)" in WIRING
    i2s = {18, 19, 21}
    seats_with_i2s = (len(free - i2s) - 3) // 2
    assert f"**{seats_with_i2s} seats fit**" in WIRING


def test_the_resistor_and_currents_agree() -> None:
    ohms = int(wiring_svg.LED_RESISTOR.split()[0])
    assert f"{ohms} Ω" in WIRING
    per_led_ma = (3.3 - 2.0) / ohms * 1000
    assert f"≈ {per_led_ma:.1f} mA" in WIRING
    assert f"≈ {round(10 * per_led_ma)} mA" in WIRING
    assert 10 * per_led_ma < 50 and per_led_ma < 16


def test_the_committed_svg_is_what_the_generator_draws() -> None:
    assert SVG_FILE.read_text(encoding="utf-8") == wiring_svg.render(), (
        "docs/wiring.svg is stale: python -m tools.wiring_svg docs/wiring.svg")


def svg_group(ident: str) -> list[str]:
    root = ET.fromstring(wiring_svg.render())
    for group in root.iter(f"{SVG_NS}g"):
        if group.get("id") == ident:
            return [t.text or "" for t in group.iter(f"{SVG_NS}text")]
    raise AssertionError(f"no group {ident!r} in the SVG")


@pytest.mark.parametrize("seat", sorted(pinout.SEAT_BUTTONS))
def test_every_seat_pod_shows_its_pins(seat: int) -> None:
    texts = svg_group(f"seat-{seat}")
    assert f"Seat {seat}" in texts
    assert wiring_svg.gpio(pinout.SEAT_BUTTONS[seat]) in texts
    assert wiring_svg.gpio(pinout.SEAT_LEDS[seat]) in texts
    assert wiring_svg.LED_RESISTOR in texts


def test_the_knob_and_oled_show_their_pins() -> None:
    knob = svg_group("knob")
    for bcm in (pinout.KNOB_A, pinout.KNOB_B, pinout.KNOB_BUTTON):
        assert wiring_svg.gpio(bcm) in knob
    oled = svg_group("oled")
    for bcm in (pinout.I2C_SDA, pinout.I2C_SCL):
        assert wiring_svg.gpio(bcm) in oled
    assert "3V3 · pin 1" in oled and f"GND · pin {wiring_svg.OLED_GND_PIN}" in oled
    assert any("USB speaker" in t for t in svg_group("speaker"))


def test_the_header_labels_all_40_pins_and_every_gpio_in_use() -> None:
    texts = svg_group("header")
    assert [str(n) for n in range(1, 41)] == [t for t in texts if t.isdigit()]
    labels = " | ".join(texts)
    for where, bcm in defaults().pins().items():
        assert re.search(rf"\bGPIO{bcm}\b", labels), where
    for seat, bcm in pinout.SEAT_BUTTONS.items():
        assert f"Seat {seat} button · GPIO{bcm}" in texts or \
            f"GPIO{bcm} · Seat {seat} button" in texts
    for seat, bcm in pinout.SEAT_LEDS.items():
        assert f"Seat {seat} LED · GPIO{bcm}" in texts or f"GPIO{bcm} · Seat {seat} LED" in texts


def test_the_header_puts_each_gpio_on_its_physical_pin() -> None:
    for pin in wiring_svg.header_pins():
        if pin.name.startswith("GPIO"):
            assert pinout.BCM_TO_PHYSICAL[int(pin.name[4:])] == pin.physical
        elif pin.name == "GND":
            assert pin.physical in pinout.PHYSICAL_GND
        elif pin.name == "3V3":
            assert pin.physical in pinout.PHYSICAL_3V3
        else:
            assert pin.name == "5V" and pin.physical in pinout.PHYSICAL_5V


def test_the_generator_writes_the_file(tmp_path: Path) -> None:
    out = tmp_path / "docs" / "wiring.svg"
    assert wiring_svg.main([str(out)]) == 0
    assert out.read_text(encoding="utf-8") == wiring_svg.render()
    assert [p.name for p in out.parent.iterdir()] == ["wiring.svg"]  # no temp file left
