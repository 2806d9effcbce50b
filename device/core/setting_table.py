"""The settings tables: every setting the host can change, once, with its limits.

One row per setting (after Mopidy's config schema, where a type carries its limits): its
key, kind, default, range or choices, unit, menu step and label, and where it sits in
``nightbox.toml``. A table is a frozen dataclass of :class:`Rows` whose fields are written
with :func:`row`, so a setting is a typed attribute mypy checks. The box's own table is
:class:`SettingValues` (``TABLE``, ``ROWS`` and ``DEFAULTS`` are read from its fields); each
game brings a table of its own rules (One Night's deck and Minion rule, classic's day vote)
in its own package, and the registry of games (``device.core.games``) lists them.
Everything else is derived from the rows: the config loader's checks, the saved settings
(a value out of range is reset to its default), the menu's editors and the engine's ballot
parameters. Adding a setting is adding a row to the table it belongs to.

Pure: the standard library and the engine only; it knows no game.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType
from typing import Any, ClassVar, Final, TypeVar

from engine.ballot_params import LIMITS, MAX_LAPS, VoteMode
from engine.cues import Pace
from engine.errors import did_you_mean
from engine.values import Choice
from engine.words import ENGLISH, LANG_CODES, N_, Words, lang_hint, parse_lang

from device.errors import BadInput


class Kind(Choice):
    """What a setting holds."""

    FLAG = "flag"        #: true or false
    WHOLE = "whole"      #: a whole number in lo..hi
    SECONDS = "seconds"  #: a number of seconds in lo..hi
    CHOICE = "choice"    #: one of ``choices``
    TEXT = "text"        #: printable text up to ``hi`` characters
    NAME = "name"        #: a name in lower case, digits and ``_`` (a game's), up to ``hi``
    CARDS = "cards"      #: a list of role ids that makes a deck (the row's ``cards`` reads it)


PACES: Final = tuple(p.value for p in Pace)
VOTE_MODES: Final = tuple(m.value for m in VoteMode)
VOICES: Final = ("en", "en-us", "en-gb", "en-gb-x-rp")
#: how the menu shows each English voice of espeak-ng (another voice: by its id)
VOICE_NAMES: Final = {"en": N_("standard"), "en-us": N_("American"), "en-gb": N_("British"),
                      "en-gb-x-rp": N_("British RP")}
#: "auto": the most intelligible voice installed (device.shell.voice.choice.choose_voices):
#: the natural voice (Piper) where it and the language's model are, else SVOX Pico, else
#: espeak-ng
ENGINES: Final = ("auto", "piper", "pico", "espeak")
#: what a ``NAME`` row holds
_NAME = re.compile(r"[a-z][a-z0-9_]*\Z")


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


class BadValue(BadInput):
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
    #: the " (did you mean 'x'?)" for a choice that is not one (``None``: the closest
    #: spelling among the choices)
    suggest: Callable[[str], str] | None = None
    #: a ``CARDS`` row: the role ids as the game's deck orders them (``UnknownRole``
    #: for an id the game lacks)
    cards: Callable[[Sequence[str]], tuple[str, ...]] | None = None

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
        if self.kind is Kind.NAME:
            return f"a name of 1-{self.hi:g} lower-case letters, digits and _" + (
                f" such as {', '.join(self.choices)}" if self.choices else "")
        if self.kind is Kind.CARDS:
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
                close = "" if not isinstance(value, str) else (
                    self.suggest(value) if self.suggest else did_you_mean(value, self.choices))
                hint = f"; {close.strip()[1:-1]}" if close else ""
                raise BadValue(f"not a known choice{hint}", show(value), self.allowed())
            return value
        if kind is Kind.TEXT:
            if (not isinstance(value, str) or not value.strip() or not value.isprintable()
                    or len(value) > self.hi):
                raise BadValue("must be a short non-empty string", show(value), self.allowed())
            return value
        if kind is Kind.NAME:
            if not isinstance(value, str) or len(value) > self.hi or not _NAME.match(value):
                hint = did_you_mean(value, self.choices) if isinstance(value, str) else ""
                raise BadValue(f"must be a name{hint}", show(value), self.allowed())
            return value
        if kind is Kind.CARDS:
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                raise BadValue("must be a list of role ids", show(value), self.allowed())
            assert self.cards is not None, f"the cards row {self.key} reads no cards"
            if tuple(value) == self.default:   # known good (tests/device/test_light_rules.py):
                return self.default            # the other game's deck loads nothing
            return self.cards(value)
        whole = kind is Kind.WHOLE
        if not _number(value, whole):
            what = "a whole number" if whole else "a number of seconds"
            raise BadValue(f"must be {what}", show(value), self.allowed())
        if ((isinstance(value, float) and not math.isfinite(value))
                or not self.lo <= value <= self.hi):
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
        count = round((self.hi - self.lo) / self.step)
        return tuple(round(self.lo + i * self.step, 6) for i in range(count + 1))

    def display(self, value: Any, words: Words = ENGLISH) -> str:
        """The value as the menu shows it, in ``words``' language (a format's words and
        the unit are marked ``N_`` in the table and translated here)."""
        if self.fmt is not None:
            return words._(self.fmt(value))
        if self.kind is Kind.FLAG:
            return words._(N_("on")) if value else words._(N_("off"))
        unit = words._(self.unit) if self.unit else ""
        number = words.number(value) if self.kind is Kind.SECONDS else str(value)
        return words._("{number}{unit}", number=number, unit=unit) if unit else number


def _mmss(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


def named(names: Mapping[str, str]) -> Callable[[Any], str]:
    """A format that shows a choice id by its (``N_``-marked) name: ``"tap"`` -> "tap"."""
    return lambda v: names.get(v, v)


_T = TypeVar("_T")


def row(kind: Kind, default: _T, label: str, lo: float = 0, hi: float = 0, step: float = 1,
        **more: Any) -> _T:
    """One row of a table, written as a field of a :class:`Rows` dataclass: the field's
    name is the row's key, its default the row's default (the row is its metadata)."""
    spec = Setting("", kind, default, label, lo, hi, step, **more)
    return field(default=default, metadata={"row": spec})


def seconds(default: float, lo: float, hi: float, step: float, label: str,
            page: str | None = "pace", unit: str = N_("s")) -> float:
    return row(Kind.SECONDS, default, label, lo, hi, step, unit=unit, page=page)


R = TypeVar("R", bound="Rows")


@dataclass(frozen=True, repr=False, kw_only=True)
class Rows:
    """A table of settings: one field per setting, each a row (written with :func:`row`),
    in the order of its section of ``nightbox.toml`` and of the saved file.

    Every value is checked against its row when the value is made (``BadValue``); an
    unknown key is a ``TypeError``. A game's own table names its game in ``GAME``.
    """

    #: the game whose rules the table holds ("" for the box's own settings)
    GAME: ClassVar[str] = ""

    def __post_init__(self) -> None:
        values = vars(self)
        for key, spec in type(self).rows().items():
            if values[key] is not spec.default:   # the defaults are checked once, below
                object.__setattr__(self, key, spec.check(values[key]))

    @classmethod
    def rows(cls) -> Mapping[str, Setting]:
        """The table's rows by key, in table order."""
        found = _TABLES.get(cls)
        if found is None:
            found = MappingProxyType({f.name: replace(f.metadata["row"], key=f.name)
                                      for f in fields(cls) if "row" in f.metadata})
            for spec in found.values():
                if spec.kind is not Kind.CARDS:   # a default deck would load its game's
                    spec.check(spec.default)      # roles: tests/device/test_light_rules.py
                if spec.key in LIMITS:   # a ballot range within the decoder's own limits
                    lo, hi = LIMITS[spec.key]
                    assert lo <= spec.lo and spec.hi <= hi, \
                        f"{spec.key}: {spec.lo}-{spec.hi} outside the decoder's {lo}-{hi}"
            _TABLES[cls] = found
        return found

    def __iter__(self) -> Iterator[tuple[str, Any]]:
        """``(key, value)`` of every row, in table order."""
        values = vars(self)
        return iter([(key, values[key]) for key in type(self).rows()])

    def value(self, key: str) -> Any:
        """The value of the row ``key``; ``KeyError`` if the table has no such row."""
        if key not in type(self).rows():
            raise KeyError(f"{type(self).__name__} has no {key!r}")
        return vars(self)[key]

    def replace(self: R, **changes: Any) -> R:
        """A copy with ``changes`` (row keys; a ``TypeError`` names an unknown one)."""
        rows = type(self).rows()
        for key in changes:
            if key not in rows:
                raise TypeError(f"{type(self).__name__} has no {key!r}{did_you_mean(key, rows)}")
        return replace(self, **changes)


#: each table's rows, read once from its fields
_TABLES: dict[type[Rows], Mapping[str, Setting]] = {}


@dataclass(frozen=True, repr=False, kw_only=True)
class SettingValues(Rows):
    """The box's own table, the same whatever the game: the game chosen, the language, the
    pace and timers, the vote's parameters, the voice. Each game's rules are a table of its
    own (its ``Game.rules``). The host's behaviour on top of these values is
    :class:`device.core.settings.Settings`.
    """

    #: the game the box runs, by its name in the registry (``device.core.games``)
    game: str = row(Kind.NAME, "onenight", N_("Game"), hi=32, page=None)
    #: the language the box speaks and shows; the menu shows each in its own name
    #: the language the box speaks and shows, a row of ``engine.languages``; the menu
    #: shows each in its own name and offers those with a catalogue (``Table.languages``)
    language: str = row(Kind.CHOICE, "en", N_("Language"), choices=LANG_CODES, page="system",
                        fmt=lambda v: parse_lang(v).own_name, suggest=lang_hint)
    pace: str = row(Kind.CHOICE, "normal", N_("Pace"), choices=PACES,
                    fmt=named({"relaxed": N_("relaxed"), "normal": N_("normal"),
                                "quick": N_("quick")}))
    beginner: bool = row(Kind.FLAG, True, N_("Explain roles"))
    day_seconds: int = row(Kind.WHOLE, 300, N_("Day"), 60, 900, 30, fmt=_mmss)
    first_speaker: bool = row(Kind.FLAG, True, N_("First speaker"))
    sound_bed: bool = row(Kind.FLAG, True, N_("Sound bed"))
    vote_mode: str = row(Kind.CHOICE, "tap", N_("Vote"), choices=VOTE_MODES,
                         fmt=named({"tap": N_("tap"), "sweep": N_("sweep")}))
    tap_gap: float = seconds(1.2, 0.5, 3.0, 0.1, N_("Tap gap"))
    vote_window: float = seconds(8.0, 4.0, 30.0, 1.0, N_("Vote time"))
    lead: float = seconds(0.25, 0.0, 0.5, 0.05, N_("Early taps"))
    min_gap: float = seconds(0.015, 0.0, 0.05, 0.005, "Bounce gap", page=None)
    min_press: float = seconds(0.020, 0.005, 0.1, 0.005, "Min press", page=None)
    # 0.9 s, not DESIGN's 0.7 s: 99.8% of sweep ballots right instead of 95.5% (bench/)
    dwell: float = seconds(0.9, 0.4, 2.0, 0.1, N_("Sweep"), unit=N_("s/seat"))
    laps: int = row(Kind.WHOLE, 2, "Sweep laps", 1, MAX_LAPS, 1, page=None)
    grace: float = seconds(0.12, 0.0, 0.3, 0.01, "Grace", page=None)
    stuck_after: float = seconds(5.0, 2.0, 60.0, 1.0, "Stuck after", page=None)
    #: the chips a tournament is played to (the table's chips, whatever the game; a game
    #: that awards chips puts it on its Rules page)
    chip_target: int = row(Kind.WHOLE, 5, N_("Chips to win"), 1, 20, 1, page="rules")
    volume: int = row(Kind.WHOLE, 80, N_("Volume"), 0, 100, 5, unit="%", section="audio",
                      page="voice")
    voice: str = row(Kind.TEXT, "en", N_("Voice"), hi=64, choices=VOICES, section="voice",
                     page="voice", fmt=named(VOICE_NAMES))
    rate: int = row(Kind.WHOLE, 160, N_("Rate"), 80, 450, 10, section="voice", page="voice")
    engine: str = row(Kind.CHOICE, "auto", "Engine", choices=ENGINES, section="voice",
                      page=None)
    model: str = row(Kind.TEXT, "auto", "Model", hi=256, section="voice", page=None)


#: The box's own rows, in table order, each named after its field.
ROWS: Final[Mapping[str, Setting]] = SettingValues.rows()
TABLE: Final[tuple[Setting, ...]] = tuple(ROWS.values())
DEFAULTS: Final[Mapping[str, Any]] = MappingProxyType({row.key: row.default for row in TABLE})


def section_rows(section: str, tables: Sequence[type[Rows]] = (SettingValues,)
                 ) -> tuple[Setting, ...]:
    """The rows of ``tables`` that live in one ``nightbox.toml`` section."""
    return tuple(row for table in tables for row in table.rows().values()
                 if row.section == section)


def page_rows(page: str, table: type[Rows] = SettingValues) -> tuple[str, ...]:
    """The keys a menu page edits, in table order."""
    return tuple(row.key for row in table.rows().values() if row.page == page)
