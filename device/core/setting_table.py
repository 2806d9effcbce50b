"""The settings table: every setting the host can change, once, with its limits.

One row per setting (after Mopidy's config schema, where a type carries its limits): its
key, kind, default, range or choices, unit, menu step and label, and where it sits in
``nightbox.toml``. Everything else is derived from these rows: the config loader's checks,
the saved settings (a value out of range is reset to its default), the menu's editors and
the engine's ballot parameters. Adding a setting is adding a row.

Pure: the standard library and the engine only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final

from engine.ballot import LIMITS, MAX_LAPS, VoteMode
from engine.classic.deck import ClassicDeck
from engine.classic.presets import PRESETS as CLASSIC_PRESETS
from engine.classic.record import REVEALS
from engine.classic.vote import TieRule
from engine.onenight.deck import Deck
from engine.errors import InvalidInput, did_you_mean
from engine.onenight.outcome import MinionRule
from engine.onenight.presets import preset
from engine.cues import Pace
from engine.values import Choice


class Kind(Choice):
    """What a setting holds."""

    FLAG = "flag"        #: true or false
    WHOLE = "whole"      #: a whole number in lo..hi
    SECONDS = "seconds"  #: a number of seconds in lo..hi
    CHOICE = "choice"    #: one of ``choices``
    TEXT = "text"        #: printable text up to ``hi`` characters
    DECK = "deck"        #: a list of role ids that makes a deck
    CLASSIC_DECK = "classic_deck"  #: a list of classic role ids


PACES: Final = tuple(p.value for p in Pace)
VOTE_MODES: Final = tuple(m.value for m in VoteMode)
MINION_RULES: Final = tuple(r.value for r in MinionRule)
VOICES: Final = ("en", "en-us", "en-gb", "en-gb-x-rp")
#: "auto": the natural voice (Piper) where it and a model are installed, else espeak-ng
ENGINES: Final = ("auto", "piper", "espeak")
#: the games the box runs, by name, with the title the menu shows
#: (``device.core.games.GAMES`` has one ``Game`` for each, with the same title)
GAME_TITLES: Final[Mapping[str, str]] = MappingProxyType({"onenight": "One Night",
                                                          "classic": "Classic"})
GAME_NAMES: Final = tuple(GAME_TITLES)
CLASSIC_TIES: Final = tuple(t.value for t in TieRule)


def show(value: Any) -> str:
    """A value written the way TOML writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:40] + "..."
        return '"' + shown.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "a list" if len(value) > 10 else "[" + ", ".join(show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, int) and abs(value) > 10**12:
        return "a huge number"
    return str(value)


class BadValue(InvalidInput):
    """One value's problem, read as ``message (got X; allowed Y)``."""

    def __init__(self, message: str, got: str, allowed: str) -> None:
        super().__init__(f"{message} (got {got}; allowed {allowed})")


def _number(value: Any, whole: bool) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (not whole and isinstance(value, float))


@dataclass(frozen=True)
class Setting:
    """One row of the table. ``section``/``name`` place it in ``nightbox.toml``
    (``section=None``: not in the file, only the menu and the saved settings)."""

    key: str
    kind: Kind
    default: Any
    label: str
    lo: float = 0
    hi: float = 0
    step: float = 1
    choices: tuple[str, ...] = ()
    unit: str = ""
    section: str | None = "game"
    #: the menu page that edits it: "pace", "rules", "voice" (``None``: not in the menu)
    page: str | None = "pace"
    #: how the menu shows a value (``None``: the value with its unit)
    fmt: Callable[[Any], str] | None = None

    @property
    def menu(self) -> bool:
        return self.page is not None

    @property
    def name(self) -> str:
        """The key in its config section."""
        return self.key

    @property
    def where(self) -> str:
        return f"{self.section}.{self.key}"

    def allowed(self) -> str:
        if self.kind is Kind.FLAG:
            return "true, false"
        if self.kind is Kind.CHOICE:
            return ", ".join(self.choices)
        if self.kind is Kind.TEXT:
            return f"text of 1-{self.hi:g} characters" + (
                f" such as {', '.join(self.choices)}" if self.choices else "")
        if self.kind in (Kind.DECK, Kind.CLASSIC_DECK):
            return "a list of role ids"
        return f"{self.lo:g}-{self.hi:g}"

    def check(self, value: Any) -> Any:
        """The value, normalised; ``BadValue`` if the row does not allow it."""
        kind = self.kind
        if kind is Kind.FLAG:
            if not isinstance(value, bool):
                raise BadValue("must be true or false", show(value), self.allowed())
            return value
        if kind is Kind.CHOICE:
            if not isinstance(value, str) or value not in self.choices:
                close = did_you_mean(value, self.choices) if isinstance(value, str) else ""
                hint = f"; {close.strip()[1:-1]}" if close else ""
                raise BadValue(f"not a known choice{hint}", show(value), self.allowed())
            return value
        if kind is Kind.TEXT:
            if (not isinstance(value, str) or not value.strip() or not value.isprintable()
                    or len(value) > self.hi):
                raise BadValue("must be a short non-empty string", show(value), self.allowed())
            return value
        if kind is Kind.DECK:
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                raise BadValue("must be a list of role ids", show(value), self.allowed())
            return Deck.of(value).cards
        if kind is Kind.CLASSIC_DECK:
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                raise BadValue("must be a list of classic role ids", show(value), self.allowed())
            return ClassicDeck.of(value).cards
        whole = kind is Kind.WHOLE
        if not _number(value, whole):
            what = "a whole number" if whole else "a number of seconds"
            raise BadValue(f"must be {what}", show(value), self.allowed())
        if (isinstance(value, float) and not math.isfinite(value)) or not self.lo <= value <= self.hi:
            raise BadValue("out of range", show(value), self.allowed())
        return int(value) if whole else float(value)

    def menu_values(self) -> tuple[Any, ...]:
        """The values the knob steps through: the whole range at ``step``."""
        if self.kind is Kind.FLAG:
            return (False, True)
        if self.kind in (Kind.CHOICE, Kind.TEXT):
            return self.choices
        if self.kind is Kind.WHOLE:
            return tuple(range(int(self.lo), int(self.hi) + 1, int(self.step)))
        count = int(round((self.hi - self.lo) / self.step))
        return tuple(round(self.lo + i * self.step, 6) for i in range(count + 1))

    def display(self, value: Any) -> str:
        """The value as the menu shows it."""
        if self.fmt is not None:
            return self.fmt(value)
        if self.kind is Kind.FLAG:
            return "on" if value else "off"
        if self.kind is Kind.SECONDS:
            return f"{value:g}{self.unit}"
        return f"{value}{self.unit}"


def _mmss(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


def _within_engine(key: str, lo: float, hi: float) -> tuple[float, float]:
    """A ballot range, checked against the decoder's own limits at import."""
    e_lo, e_hi = LIMITS[key]
    assert e_lo <= lo and hi <= e_hi, f"{key}: {lo}-{hi} outside the decoder's {e_lo}-{e_hi}"
    return lo, hi


def _seconds(key: str, default: float, lo: float, hi: float, step: float, label: str,
             page: str | None = "pace", unit: str = "s") -> Setting:
    lo, hi = _within_engine(key, lo, hi) if key in LIMITS else (lo, hi)
    return Setting(key, Kind.SECONDS, default, label, lo, hi, step, unit=unit, page=page)


#: The table. Order is the order of the ``[game]`` section and the saved file.
TABLE: Final[tuple[Setting, ...]] = (
    Setting("deck", Kind.DECK, preset(5).cards, "Roles", section=None, page=None),
    Setting("game", Kind.CHOICE, "onenight", "Game", choices=GAME_NAMES, page=None,
            fmt=lambda v: GAME_TITLES.get(v, v)),
    Setting("classic_deck", Kind.CLASSIC_DECK, CLASSIC_PRESETS["basic_5"].deck.cards,
            "Classic roles", section=None, page=None),
    Setting("classic_tie", Kind.CHOICE, "nobody", "2nd tie", choices=CLASSIC_TIES,
            page="classic", fmt=lambda v: "all die" if v == "all" else "nobody"),
    Setting("reveal", Kind.CHOICE, "full", "Reveal dead", choices=REVEALS, page="classic"),
    Setting("pace", Kind.CHOICE, "normal", "Pace", choices=PACES),
    Setting("beginner", Kind.FLAG, True, "Explain roles"),
    Setting("lone_wolf", Kind.FLAG, True, "Lone wolf", page="rules"),
    Setting("minion_rule", Kind.CHOICE, "official", "Minion", choices=MINION_RULES,
            page="rules", fmt=lambda v: "official" if v == "official" else "must die"),
    Setting("day_seconds", Kind.WHOLE, 300, "Day", 60, 900, 30, fmt=_mmss),
    Setting("first_speaker", Kind.FLAG, True, "First speaker"),
    Setting("sound_bed", Kind.FLAG, True, "Sound bed"),
    Setting("vote_mode", Kind.CHOICE, "tap", "Vote", choices=VOTE_MODES),
    _seconds("tap_gap", 1.2, 0.5, 3.0, 0.1, "Tap gap"),
    _seconds("vote_window", 8.0, 4.0, 30.0, 1.0, "Vote time"),
    _seconds("lead", 0.25, 0.0, 0.5, 0.05, "Early taps"),
    _seconds("min_gap", 0.015, 0.0, 0.05, 0.005, "Bounce gap", page=None),
    _seconds("min_press", 0.020, 0.005, 0.1, 0.005, "Min press", page=None),
    # 0.9 s, not DESIGN's 0.7 s: 99.8% of sweep ballots right instead of 95.5% (bench/)
    _seconds("dwell", 0.9, 0.4, 2.0, 0.1, "Sweep", unit="s/seat"),
    Setting("laps", Kind.WHOLE, 2, "Sweep laps", 1, MAX_LAPS, 1, page=None),
    _seconds("grace", 0.12, 0.0, 0.3, 0.01, "Grace", page=None),
    _seconds("stuck_after", 5.0, 2.0, 60.0, 1.0, "Stuck after", page=None),
    Setting("chip_target", Kind.WHOLE, 5, "Chips to win", 1, 20, 1, page="rules"),
    Setting("volume", Kind.WHOLE, 80, "Volume", 0, 100, 5, unit="%", section="audio",
            page="voice"),
    Setting("voice", Kind.TEXT, "en", "Voice", hi=64, choices=VOICES, section="voice",
            page="voice"),
    Setting("rate", Kind.WHOLE, 160, "Rate", 80, 450, 10, section="voice", page="voice"),
    Setting("engine", Kind.CHOICE, "auto", "Engine", choices=ENGINES, section="voice",
            page=None),
    Setting("model", Kind.TEXT, "auto", "Model", hi=256, section="voice", page=None),
)

ROWS: Final[Mapping[str, Setting]] = MappingProxyType({row.key: row for row in TABLE})
DEFAULTS: Final[Mapping[str, Any]] = MappingProxyType({row.key: row.default for row in TABLE})


def section_rows(section: str) -> tuple[Setting, ...]:
    """The rows that live in one ``nightbox.toml`` section."""
    return tuple(row for row in TABLE if row.section == section)


def page_rows(page: str) -> tuple[str, ...]:
    """The keys a menu page edits, in table order."""
    return tuple(row.key for row in TABLE if row.page == page)
