"""Draw the wiring diagram (docs/wiring.svg) from the pin table in ``device.pinout``.

    python -m tools.wiring_svg docs/wiring.svg

The picture is drawn from the same table as the config defaults and wiring.md, so it cannot
drift from them; a test regenerates it and compares it with the committed file.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final
from xml.sax.saxutils import escape, quoteattr

from device import pinout

log = logging.getLogger(__name__)

#: the LED series resistor wiring.md computes (red LED, about 4 mA at 3.3 V)
LED_RESISTOR: Final = "330 Ω"
#: the GND pin next to the OLED's other pins (any GND pin works)
OLED_GND_PIN: Final = 9
#: 3.3 V for a KY-040 module's "+" pin (its pull-ups must not see 5 V)
ENCODER_3V3_PIN: Final = 17

WIDTH, HEIGHT = 1300, 850
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
COLOURS: Final[dict[str, str]] = {
    "button": "#1f6fd1", "led": "#d9480f", "knob": "#2b8a3e", "i2c": "#7b2cbf",
    "3v3": "#c92a2a", "5v": "#862e2e", "gnd": "#212529", "reserved": "#868e96",
    "free": "#adb5bd",
}


@dataclass(frozen=True)
class HeaderPin:
    """One of the 40 header pins: its name (``GPIO4``, ``3V3``, ``GND``) and its use here."""

    physical: int
    name: str
    role: str
    kind: str


def gpio(bcm: int) -> str:
    """``GPIO4 · pin 7``: how the picture names a GPIO."""
    return f"GPIO{bcm} · pin {pinout.BCM_TO_PHYSICAL[bcm]}"


def header_pins() -> list[HeaderPin]:
    """All 40 header pins with what Nightbox wires to them."""
    roles: dict[int, tuple[str, str]] = {}
    for seat, bcm in pinout.SEAT_BUTTONS.items():
        roles[bcm] = (f"Seat {seat} button", "button")
    for seat, bcm in pinout.SEAT_LEDS.items():
        roles[bcm] = (f"Seat {seat} LED", "led")
    roles[pinout.KNOB_A] = ("Knob A", "knob")
    roles[pinout.KNOB_B] = ("Knob B", "knob")
    roles[pinout.KNOB_BUTTON] = ("Knob switch", "knob")
    roles[pinout.I2C_SDA] = ("OLED SDA", "i2c")
    roles[pinout.I2C_SCL] = ("OLED SCL", "i2c")
    free = set(pinout.BCM_TO_PHYSICAL) - set(roles) - pinout.RESERVED
    for bcm in free:
        roles[bcm] = ("free", "free")
    for bcm in pinout.RESERVED - {pinout.I2C_SDA, pinout.I2C_SCL}:
        roles[bcm] = ("HAT ID, keep free", "reserved")
    by_physical = {phys: bcm for bcm, phys in pinout.BCM_TO_PHYSICAL.items()}
    pins: list[HeaderPin] = []
    for phys in range(1, 41):
        if phys in pinout.PHYSICAL_3V3:
            role = "OLED VCC" if phys == 1 else "Knob + (KY-040)" if phys == ENCODER_3V3_PIN else ""
            pins.append(HeaderPin(phys, "3V3", role, "3v3"))
        elif phys in pinout.PHYSICAL_5V:
            pins.append(HeaderPin(phys, "5V", "", "5v"))
        elif phys in pinout.PHYSICAL_GND:
            pins.append(HeaderPin(phys, "GND", "OLED GND" if phys == OLED_GND_PIN else "", "gnd"))
        else:
            bcm = by_physical[phys]
            role, kind = roles[bcm]
            pins.append(HeaderPin(phys, f"GPIO{bcm}", role, kind))
    return pins


class Canvas:
    """Just enough SVG: shapes and text appended in order."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def add(self, element: str) -> None:
        self.parts.append(element)

    def text(self, x: float, y: float, content: str, size: int = 12, anchor: str = "start",
             fill: str = "#212529", weight: str = "normal") -> None:
        bold = ' font-weight="bold"' if weight == "bold" else ""
        self.add(f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" '
                 f'fill="{fill}"{bold}>{escape(content)}</text>')

    def line(self, x1: float, y1: float, x2: float, y2: float, stroke: str = "#212529",
             width: float = 2) -> None:
        self.add(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" '
                 f'stroke="{stroke}" stroke-width="{width:g}"/>')

    def rect(self, x: float, y: float, w: float, h: float, fill: str = "none",
             stroke: str = "#212529", rx: float = 0, width: float = 1.5) -> None:
        self.add(f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" '
                 f'fill="{fill}" stroke="{stroke}" stroke-width="{width:g}"/>')

    def circle(self, cx: float, cy: float, r: float, fill: str, stroke: str = "#212529") -> None:
        self.add(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{fill}" stroke="{stroke}" '
                 f'stroke-width="1.5"/>')

    def path(self, d: str, fill: str = "none", stroke: str = "#212529", width: float = 2) -> None:
        self.add(f'<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="{width:g}" '
                 f'stroke-linejoin="round"/>')

    def group(self, ident: str) -> None:
        self.add(f"<g id={quoteattr(ident)}>")

    def end(self) -> None:
        self.add("</g>")

    def ground(self, x: float, y: float) -> None:
        """A ground symbol hanging from (x, y)."""
        self.line(x, y, x, y + 8)
        for i, half in enumerate((9, 6, 3)):
            self.line(x - half, y + 8 + 4 * i, x + half, y + 8 + 4 * i)


# ---------------------------------------------------------------- the parts of the picture

HEADER_X, HEADER_Y, PITCH = 500, 116, 30


def draw_header(svg: Canvas) -> None:
    pins = header_pins()
    top = HEADER_Y - 24
    svg.group("header")
    svg.text(HEADER_X + 40, top - 14, "Raspberry Pi 40-pin header", 14, "middle", weight="bold")
    svg.rect(HEADER_X, top, 80, PITCH * 19 + 48, fill="#2b2b2b", rx=6)
    for pin in pins:
        row, left = (pin.physical - 1) // 2, pin.physical % 2 == 1
        cx = HEADER_X + (22 if left else 58)
        cy = HEADER_Y + row * PITCH
        colour = COLOURS[pin.kind]
        if pin.physical == 1:  # pin 1 has the square pad on the board
            svg.rect(cx - 11, cy - 11, 22, 22, fill=colour, stroke="#f8f9fa")
        else:
            svg.circle(cx, cy, 11, colour, stroke="#f8f9fa")
        svg.text(cx, cy + 4, str(pin.physical), 10, "middle", fill="#ffffff", weight="bold")
        if not pin.role or pin.role.endswith(pin.name):
            label = pin.role or pin.name
        else:
            label = f"{pin.role} · {pin.name}" if left else f"{pin.name} · {pin.role}"
        x, anchor = (HEADER_X - 10, "end") if left else (HEADER_X + 90, "start")
        weight = "bold" if pin.kind not in ("free", "reserved") else "normal"
        svg.text(x, cy + 4, label, 12, anchor, fill=colour, weight=weight)
    svg.text(HEADER_X + 40, top + PITCH * 19 + 68, "pin 1 is the square pad", 11, "middle",
             fill="#495057")
    svg.end()


def draw_oled(svg: Canvas, x: float, y: float) -> None:
    svg.group("oled")
    svg.text(x, y, "OLED 128x64, SSD1306 or SH1106", 13, weight="bold")
    svg.text(x, y + 16, f"I2C bus {pinout.I2C_PORT}, address 0x{pinout.I2C_ADDRESS:02X} "
                        "(or 0x3D)", 11, fill="#495057")
    svg.rect(x, y + 26, 150, 70, fill="#1c2b4a", rx=4)
    svg.rect(x + 12, y + 34, 126, 46, fill="#0b0f19", stroke="#4dabf7")
    svg.text(x + 75, y + 62, "NIGHTBOX", 13, "middle", fill="#74c0fc", weight="bold")
    rows = [("VCC", "3V3 · pin 1", "3v3"),
            ("GND", f"GND · pin {OLED_GND_PIN}", "gnd"),
            ("SCL", gpio(pinout.I2C_SCL), "i2c"),
            ("SDA", gpio(pinout.I2C_SDA), "i2c")]
    for i, (name, target, kind) in enumerate(rows):
        ry = y + 116 + 18 * i
        svg.text(x, ry, name, 12, weight="bold")
        svg.line(x + 34, ry - 4, x + 60, ry - 4, COLOURS[kind])
        svg.text(x + 66, ry, target, 12, fill=COLOURS[kind], weight="bold")
    svg.text(x, y + 190, "3.3 V only. Check: i2cdetect -y 1", 11, fill="#495057")
    svg.end()


def draw_knob(svg: Canvas, x: float, y: float) -> None:
    svg.group("knob")
    svg.text(x, y, "Knob: rotary encoder with push switch", 13, weight="bold")
    svg.circle(x + 40, y + 50, 26, "#dee2e6")
    svg.circle(x + 40, y + 50, 10, "#868e96")
    svg.line(x + 40, y + 50, x + 40, y + 32, "#212529", 3)
    rows = [("A", f"{gpio(pinout.KNOB_A)}", "knob", "KY-040: CLK"),
            ("B", f"{gpio(pinout.KNOB_B)}", "knob", "KY-040: DT"),
            ("C", "GND (common)", "gnd", "KY-040: GND"),
            ("SW", f"{gpio(pinout.KNOB_BUTTON)}", "knob", "KY-040: SW"),
            ("SW", "GND (other leg)", "gnd", ""),
            ("+", f"3V3 · pin {ENCODER_3V3_PIN}", "3v3", "KY-040 only")]
    for i, (name, target, kind, note) in enumerate(rows):
        ry = y + 100 + 18 * i
        svg.text(x, ry, name, 12, weight="bold")
        svg.line(x + 26, ry - 4, x + 50, ry - 4, COLOURS[kind])
        svg.text(x + 56, ry, target, 12, fill=COLOURS[kind], weight="bold")
        if note:
            svg.text(x + 250, ry, note, 10, "end", fill="#868e96")
    svg.end()


def draw_speaker(svg: Canvas, x: float, y: float) -> None:
    svg.group("speaker")
    svg.text(x, y, "Speaker", 13, weight="bold")
    svg.rect(x, y + 18, 16, 26, fill="#dee2e6")
    svg.path(f"M{x + 16},{y + 18} L{x + 40},{y + 4} L{x + 40},{y + 58} L{x + 16},{y + 44} Z",
             fill="#dee2e6", width=1.5)
    for r in (10, 18):
        svg.path(f"M{x + 46},{y + 31 - r} Q{x + 46 + r},{y + 31} {x + 46},{y + 31 + r}",
                 width=1.5)
    svg.text(x + 70, y + 24, "USB speaker: any USB port", 12, weight="bold")
    svg.text(x + 70, y + 40, "(Zero 2 W: micro-USB OTG adapter)", 11, fill="#495057")
    svg.text(x + 70, y + 56, "or the 3.5 mm jack (not on a Pi 5)", 11, fill="#495057")
    svg.end()


POD_W, POD_H = 250, 108


def draw_seat(svg: Canvas, seat: int, x: float, y: float) -> None:
    button, led = pinout.SEAT_BUTTONS[seat], pinout.SEAT_LEDS[seat]
    svg.group(f"seat-{seat}")
    svg.rect(x, y, POD_W, POD_H, fill="#f8f9fa", stroke="#adb5bd", rx=8)
    svg.text(x + 10, y + 20, f"Seat {seat}", 13, weight="bold")
    # button: GPIO -> switch -> GND
    by = y + 46
    svg.text(x + 10, by + 4, gpio(button), 11, fill=COLOURS["button"], weight="bold")
    svg.line(x + 112, by, x + 138, by, COLOURS["button"])
    svg.circle(x + 141, by, 3, "#ffffff")
    svg.circle(x + 167, by, 3, "#ffffff")
    svg.line(x + 136, by - 10, x + 172, by - 10)
    svg.line(x + 154, by - 10, x + 154, by - 16)
    svg.line(x + 170, by, x + 210, by)
    svg.ground(x + 210, by)
    svg.text(x + 154, by + 16, "button", 9, "middle", fill="#868e96")
    # LED: GPIO -> resistor -> LED -> GND
    ly = y + 86
    svg.text(x + 10, ly + 4, gpio(led), 11, fill=COLOURS["led"], weight="bold")
    svg.line(x + 112, ly, x + 120, ly, COLOURS["led"])
    svg.rect(x + 120, ly - 6, 30, 12, fill="#ffffff", width=2)
    svg.text(x + 135, ly - 10, LED_RESISTOR, 10, "middle")
    svg.line(x + 150, ly, x + 170, ly)
    svg.path(f"M{x + 170},{ly - 8} L{x + 170},{ly + 8} L{x + 184},{ly} Z",
             fill=COLOURS["led"], width=1.5)
    svg.line(x + 184, ly - 8, x + 184, ly + 8)
    svg.path(f"M{x + 176},{ly - 11} l5,-6 m0,0 l-4,1 m4,-1 l-1,4", width=1)
    svg.line(x + 184, ly, x + 210, ly)
    svg.ground(x + 210, ly)
    svg.end()


def draw_legend(svg: Canvas, x: float, y: float) -> None:
    svg.group("legend")
    keys = [("button", "seat button"), ("led", "seat LED"), ("knob", "knob"),
            ("i2c", "OLED (I2C)"), ("3v3", "3.3 V"), ("5v", "5 V (unused)"),
            ("gnd", "ground"), ("reserved", "HAT ID: keep free"), ("free", "free GPIO")]
    for i, (kind, name) in enumerate(keys):
        kx = x + 130 * i
        svg.circle(kx + 8, y - 4, 7, COLOURS[kind], stroke="#ffffff")
        svg.text(kx + 20, y, name, 11)
    notes = (("Buttons: GPIO to one leg, GND to the other; the internal pull-up is used. "
              f"LEDs: GPIO, {LED_RESISTOR} resistor, LED (long leg first), GND."),
             ("Pin numbers are BCM (GPIOn) and physical (pin n). Every GND is the same: "
              "run one ground bus around the table. See wiring.md for currents and bring-up."))
    for i, note in enumerate(notes):
        svg.text(x, y + 24 + 18 * i, note, 12, fill="#343a40")
    svg.end()


def render() -> str:
    """The whole diagram as SVG text (deterministic: the same table gives the same bytes)."""
    svg = Canvas()
    svg.add(f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
            f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="{FONT}">')
    svg.add("<title>Nightbox wiring: Raspberry Pi header, seats, knob, OLED, speaker</title>")
    svg.rect(0, 0, WIDTH, HEIGHT, fill="#ffffff", stroke="none")
    svg.text(20, 34, "Nightbox wiring", 22, weight="bold")
    svg.text(250, 34, "drawn from device/pinout.py by: python -m tools.wiring_svg "
                      "docs/wiring.svg", 12, fill="#868e96")
    draw_header(svg)
    draw_oled(svg, 20, 96)
    draw_knob(svg, 20, 330)
    draw_speaker(svg, 20, 580)
    for seat in sorted(pinout.SEAT_BUTTONS):
        column, row = divmod(seat - 1, 5)
        draw_seat(svg, seat, 770 + column * (POD_W + 16), 92 + row * (POD_H + 14))
    draw_legend(svg, 20, HEIGHT - 64)
    svg.add("</svg>")
    return "\n".join(svg.parts) + "\n"


def write_atomic(path: Path, content: str) -> None:
    """Write via a temp file in the same directory, fsync, then rename over ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(content)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.wiring_svg",
                                     description="Draw the wiring SVG from device/pinout.py.")
    parser.add_argument("out", nargs="?", default="docs/wiring.svg", help="output file or -")
    args = parser.parse_args(argv)
    content = render()
    if args.out == "-":
        sys.stdout.write(content)
    else:
        write_atomic(Path(args.out), content)
        log.info("wrote %s", args.out)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
