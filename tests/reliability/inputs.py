"""Hypothesis strategies for the box's file inputs: config TOML, game records, ballot events."""

from __future__ import annotations

import json
import math
from typing import Any

from hypothesis import strategies as st

from engine.onenight.reveal import ARTIFACTS
from engine.onenight.roles import ROLE_IDS

from device.config.load import SPEC

# ---------------------------------------------------------------- config files

KNOWN_KEYS = sorted({key for section in SPEC.values() for key in section})
PINS = st.integers(min_value=-2, max_value=30)

scalars = st.one_of(
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.integers(min_value=-3, max_value=40),
    st.floats(allow_nan=True, allow_infinity=True),
    st.floats(min_value=0.0, max_value=10.0),
    st.text(max_size=12),
    st.sampled_from(["ssd1306", "sh1106", "none", "tap", "sweep", "quick", "relaxed",
                     "official", "village_must_kill_minion", "default", "plughw:1,0", "en",
                     "/var/lib/x", "relative/path", "", " ", "0x3C"]),
)
toml_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=12)
    | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=14,
)
section_tables = st.dictionaries(
    st.sampled_from(KNOWN_KEYS) | st.text(max_size=8),
    st.one_of(toml_values, PINS, st.lists(PINS, max_size=12)),
    max_size=8,
)
#: parsed-TOML shaped documents: known and unknown sections, wrong types, shared pins
config_docs = st.dictionaries(
    st.sampled_from(sorted(SPEC)) | st.text(max_size=8),
    section_tables | toml_values,
    max_size=6,
)
#: pin tables that tend to collide with each other and with the reserved pins
pin_docs = st.fixed_dictionaries({
    "seats": st.fixed_dictionaries({}, optional={
        "count": st.integers(min_value=1, max_value=12),
        "buttons": st.lists(PINS, min_size=1, max_size=11),
        "leds": st.lists(PINS, min_size=1, max_size=11)}),
    "knob": st.fixed_dictionaries({}, optional={"a": PINS, "b": PINS, "button": PINS}),
})

TOML_LINES = ["[seats]", "[knob]", "[game]", "[display]", "[audio]", "[[seats]]",
              "[seats]\n[seats]", "[game.extra]", "count = 5", "count = 11", "count = '5'",
              "a = 4", "a = 19", "b = 19", "button = 3", "buttons = [4, 4, 17]",
              "leds = [14, 15, 18, 23]", "= 3", "x = ", "rotate = 1.5", 'driver = "sh1106"',
              "driver = 'oled'", "dwell = 0.1", "grace = 0.5", "tap_gap = 9", "laps = true",
              'game.pace = "quick"', "i2c_address = 0x3D", "i2c_address = '0x3C'",
              "state_dir = 'var'", 'voice = "\\u0000"', 'device = "a\\nb"', "volume = nan",
              "day_seconds = 1e400", "a = 4\na = 5", "[knob]\na = 4\n[knob]"]
#: text that is often nearly TOML: known lines, repeated, mixed with noise
toml_texts = st.lists(st.sampled_from(TOML_LINES) | st.text(max_size=20), max_size=14) \
    .map("\n".join)


def toml_key(key: str) -> str:
    return toml_string(key)


def toml_string(text: str) -> str:
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif " " <= ch <= "~":
            out.append(ch)
        elif ord(ch) <= 0xFFFF:
            out.append(f"\\u{ord(ch):04X}")
        else:
            out.append(f"\\U{ord(ch):08X}")
    return '"' + "".join(out) + '"'


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{toml_key(k)} = {toml_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(type(value))


def toml_document(doc: dict[str, Any]) -> str:
    """``doc`` written as TOML: plain values first, then one ``[table]`` per dict."""
    lines = [f"{toml_key(k)} = {toml_value(v)}" for k, v in doc.items()
             if not isinstance(v, dict)]
    for key, table in doc.items():
        if isinstance(table, dict):
            lines.append(f"[{toml_key(key)}]")
            lines += [f"{toml_key(k)} = {toml_value(v)}" for k, v in table.items()]
    return "\n".join(lines) + "\n"


@st.composite
def hostile_toml(draw: st.DrawFn) -> str:
    """TOML with a number of thousands of digits, arrays thousands deep, or a key twice."""
    how = draw(st.sampled_from(["huge", "deep", "twice"]))
    if how == "huge":
        return "[game]\nday_seconds = " + "9" * draw(st.sampled_from([101, 4301, 5000])) + "\n"
    if how == "deep":
        depth = draw(st.sampled_from([65, 1000, 5000]))
        return "[seats]\nleds = " + "[" * depth + "]" * depth + "\n"
    return "[game]\npace = \"quick\"\npace = \"normal\"\n"


config_files = st.one_of(
    hostile_toml(),
    config_docs.map(toml_document),
    pin_docs.map(toml_document),
    toml_texts,
    st.text(max_size=200),
)

# ---------------------------------------------------------------- resolve records

SEAT_NUMBERS = st.integers(min_value=-1, max_value=12)
#: the zero of decimal digit blocks int() reads: Arabic-Indic, Devanagari, fullwidth,
#: mathematical bold; and the superscripts str.isdigit() takes but int() does not
DIGIT_ZEROS = (0x660, 0x6F0, 0x966, 0xFF10, 0x1D7CE)
SUPERSCRIPTS = "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079"


@st.composite
def other_spellings(draw: st.DrawFn, seat: int) -> str:
    """``seat`` spelled any way but the one way (``"3"``): leading zeros, a sign, spaces,
    Unicode digits of another script, superscripts. Every one must be refused."""
    digits = str(seat)
    kind = draw(st.sampled_from(["zeros", "sign", "space", "unicode", "super"]))
    if kind == "zeros":
        return "0" * draw(st.integers(min_value=1, max_value=3)) + digits
    if kind == "sign":
        return draw(st.sampled_from(["+", "-"])) + digits
    if kind == "space":
        space = draw(st.sampled_from([" ", "\t", "\n", "\u00a0", "\u2003"]))
        return draw(st.sampled_from([space + digits, digits + space]))
    if kind == "unicode":
        zero = draw(st.sampled_from(DIGIT_ZEROS))
        which = draw(st.integers(min_value=1, max_value=2 ** len(digits) - 1))
        return "".join(chr(zero + int(d)) if which >> i & 1 else d
                       for i, d in enumerate(digits))
    return "".join(SUPERSCRIPTS[int(d)] for d in digits)


#: a seat key: mostly the one spelling, sometimes another one
SEAT_KEYS = st.integers(min_value=1, max_value=10).flatmap(
    lambda n: st.just(str(n)) | other_spellings(n))
GOOD_CARDS = st.one_of(
    st.sampled_from(ROLE_IDS),
    st.sampled_from([r for r in ROLE_IDS if r != "doppelganger"]).map(
        lambda r: f"doppelganger:{r}"),
    st.sampled_from(["paranormal_investigator:werewolf", "paranormal_investigator:tanner"]),
)
BAD_CARDS = st.one_of(
    st.sampled_from(["paranormal_investigator:seer", "werewolf:tanner", "Werewolf",
                     "alpha wolf", "doppelganger:", "doppelganger:doppelganger", ":", ""]),
    st.text(max_size=15),
)
ARTIFACT_NAMES = st.sampled_from(sorted(ARTIFACTS))
Game = tuple[dict[int, str], dict[int, int | None], dict[int, str]]


@st.composite
def games(draw: st.DrawFn) -> Game:
    """``(players, votes, artifacts)``: a sensible game, then sometimes some damage."""
    seats = draw(st.lists(st.integers(min_value=1, max_value=10), min_size=1, max_size=10,
                          unique=True))
    players = {s: draw(GOOD_CARDS) for s in seats}
    voters = draw(st.lists(st.sampled_from(seats), unique=True))
    votes: dict[int, int | None] = {v: draw(st.none() | st.sampled_from(seats)) for v in voters}
    holders = draw(st.lists(st.sampled_from(seats), max_size=2, unique=True))
    artifacts = {s: draw(ARTIFACT_NAMES) for s in holders}
    damage = draw(st.lists(st.sampled_from(["seat", "card", "vote", "voter", "artifact",
                                            "holder", "none"]), max_size=2))
    for kind in damage:
        bad_seat = draw(SEAT_NUMBERS)
        if kind == "seat":
            players[bad_seat] = draw(GOOD_CARDS)
        elif kind == "card":
            players[draw(st.sampled_from(sorted(players) or seats))] = draw(BAD_CARDS)
        elif kind == "vote":
            votes[draw(st.sampled_from(seats))] = bad_seat
        elif kind == "voter":
            votes[bad_seat] = draw(st.sampled_from(seats))
        elif kind == "artifact":
            artifacts[draw(st.sampled_from(seats))] = draw(st.text(max_size=10))
        elif kind == "holder":
            artifacts[bad_seat] = draw(ARTIFACT_NAMES)
        else:
            players.clear()
    return players, votes, artifacts


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=10,
)


def hostile(draw: st.DrawFn, text: str) -> str:
    """``text`` made hostile: a number of thousands of digits, nesting thousands deep, or
    a key given twice (the attacks of the hardening issue)."""
    how = draw(st.sampled_from(["huge", "deep", "twice"]))
    if how == "huge":
        digits = "9" * draw(st.sampled_from([101, 4301, 5000]))
        at = draw(st.integers(min_value=0, max_value=len(text)))
        for i in range(at, len(text)):
            if text[i].isdigit():
                return text[:i] + digits + text[i + 1:]
        return text + digits
    if how == "deep":
        depth = draw(st.sampled_from([65, 1000, 5000]))
        return "[" * depth + text + "]" * depth
    if text.startswith("{") and len(text) > 2:
        first = text[1:text.find(":")] if ":" in text else '"k"'
        return "{" + first + ": 1, " + text[1:]
    return text


@st.composite
def record_texts(draw: st.DrawFn) -> str:
    """A game record as JSON text: well-formed and plausible, odd, or not JSON at all."""
    kind = draw(st.sampled_from(["game"] * 6 + ["json", "text", "cut", "hostile"]))
    if kind == "hostile":
        return hostile(draw, json.dumps({"players": {"1": "werewolf", "2": "seer",
                                                     "3": "villager"}, "votes": {"1": 2}}))
    if kind == "json":
        return json.dumps(draw(json_values))
    if kind == "text":
        return draw(st.text(max_size=80))
    players, votes, artifacts = draw(games())
    record: dict[str, Any] = {"players": {str(k): v for k, v in players.items()}}
    if votes or draw(st.booleans()):
        record["votes"] = {str(k): v for k, v in votes.items()}
    if artifacts:
        record["artifacts"] = {str(k): v for k, v in artifacts.items()}
    if draw(st.booleans()):
        record["options"] = {"minion_rule": draw(st.sampled_from(
            ["official", "village_must_kill_minion", "official", "house", "Official"]))}
    extra = st.sampled_from(["deck", "seed", "steps", "x", "player", "vote", "option"])
    for key in draw(st.lists(extra, max_size=2)):
        record[key] = draw(json_values)
    if draw(st.integers(min_value=0, max_value=5)) == 0:
        record[draw(st.sampled_from(["players", "votes", "artifacts", "options"]))] = \
            draw(json_values)
    if draw(st.integers(min_value=0, max_value=5)) == 0:      # a key no seat has
        section = record.setdefault(draw(st.sampled_from(["players", "votes", "artifacts"])),
                                    {})
        if isinstance(section, dict):
            key = draw(st.text(max_size=4) | SEAT_KEYS)
            section[key] = draw(GOOD_CARDS | st.integers(0, 10))
    text = json.dumps(record, indent=draw(st.sampled_from([None, 1])))
    if kind == "cut":
        text = text[:draw(st.integers(min_value=0, max_value=len(text)))]
    return text


# ---------------------------------------------------------------- ballot event streams

TIMES = st.one_of(
    st.floats(min_value=-2.0, max_value=12.0),
    st.floats(min_value=-1e300, max_value=1e300),
    st.sampled_from([0.0, -0.0, 1e15, 1e300, -1e300, 5e-324]),
)
EDGES = st.sampled_from(["down", "up"])


@st.composite
def seat_streams(draw: st.DrawFn, seats: int) -> dict[int, list[tuple[float, str]]]:
    """Each seat's own edges in time order: taps, holds, chatter, repeated edges."""
    streams: dict[int, list[tuple[float, str]]] = {}
    for seat in range(1, seats + 1):
        t = draw(st.floats(min_value=0.0, max_value=3.0))
        edges: list[tuple[float, str]] = []
        for _ in range(draw(st.integers(min_value=0, max_value=24))):
            t += draw(st.sampled_from([0.0, 0.001, 0.004, 0.03, 0.1, 0.25, 1.5, 6.0]))
            edges.append((t, draw(EDGES)))
        streams[seat] = edges
    return streams


@st.composite
def raw_rows(draw: st.DrawFn) -> list[Any]:
    """JSON-lines rows for ``nightbox ballot``: open lines, edges, and broken rows."""
    rows: list[Any] = []
    for _ in range(draw(st.integers(min_value=0, max_value=25))):
        kind = draw(st.sampled_from(["edge", "edge", "edge", "edge", "open", "odd"]))
        if kind == "open":
            rows.append({"t": draw(TIMES), "event": draw(st.just("open") | st.text(max_size=5))})
        elif kind == "edge":
            rows.append({"t": draw(TIMES), "seat": draw(SEAT_NUMBERS | SEAT_KEYS),
                         "edge": draw(EDGES | st.sampled_from(["DOWN", "Up", "press", ""]))})
        else:
            row = draw(json_values)
            rows.append(row)
    if draw(st.booleans()):
        rows.insert(0, {"t": draw(st.floats(min_value=0.0, max_value=2.0)), "event": "open"})
    return rows


@st.composite
def ballot_files(draw: st.DrawFn) -> tuple[str, int]:
    """``(JSON lines, seats)`` for ``nightbox ballot``: a recording, sometimes damaged."""
    seats = draw(st.integers(min_value=1, max_value=10))
    streams = draw(seat_streams(seats))
    order = draw(st.permutations([s for s, edges in streams.items() for _ in edges]))
    cursor = dict.fromkeys(streams, 0)
    lines: list[str] = []
    for seat in order:
        t, edge = streams[seat][cursor[seat]]
        cursor[seat] += 1
        lines.append(json.dumps({"t": t, "seat": seat, "edge": edge}))
    lines.insert(draw(st.integers(min_value=0, max_value=len(lines))),
                 json.dumps({"t": draw(st.floats(min_value=0.0, max_value=2.0)),
                             "event": "open"}))
    for _ in range(draw(st.sampled_from([0, 0, 1, 2]))):
        row = draw(st.sampled_from(raw_rows_kinds))
        at = draw(st.integers(min_value=0, max_value=len(lines)))
        lines.insert(at, row if isinstance(row, str) else json.dumps(row))
    if draw(st.integers(min_value=0, max_value=4)) == 0:
        lines.append(json.dumps(draw(json_values), ensure_ascii=draw(st.booleans())))
    if draw(st.integers(min_value=0, max_value=6)) == 0:
        lines.insert(draw(st.integers(min_value=0, max_value=len(lines))),
                     draw(st.text(max_size=20)))
    if lines and draw(st.integers(min_value=0, max_value=6)) == 0:
        at = draw(st.integers(min_value=0, max_value=len(lines) - 1))
        lines[at] = hostile(draw, lines[at])
    return "\n".join(lines), seats


raw_rows_kinds: list[Any] = [
    {"t": -0.5, "seat": 1, "edge": "down"}, {"t": 0.5, "seat": 0, "edge": "down"},
    {"t": 0.5, "seat": 11, "edge": "up"}, {"t": 0.0, "event": "open"},
    {"t": 0.5, "seat": 1, "edge": "press"}, {"t": 0.5, "seat": 1, "edge": "DOWN"},
    {"t": 0.5, "seat": 1, "edge": "down", "x": 1}, {"t": 0.5, "seat": 1},
    {"t": "0.5", "seat": 1, "edge": "up"}, {"t": 1e308, "seat": 2, "edge": "down"},
    {"t": 0.5, "seat": True, "edge": "up"}, [1, 2], "not json", "", "   ", "{",
]
