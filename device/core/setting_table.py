"""The settings table: every setting the host can change, once, with its limits.

One row per setting (after Mopidy's config schema, where a type carries its limits): its
key, kind, default, range or choices, unit, menu step and label, and where it sits in
``nightbox.toml``. Each row is a field of :class:`SettingValues` (written with
:func:`row`), so a setting is a typed attribute mypy checks, and ``TABLE``, ``ROWS`` and
``DEFAULTS`` are read from the fields. Everything else is derived from these rows: the
config loader's checks, the saved settings (a value out of range is reset to its default),
the menu's editors and the engine's ballot parameters. Adding a setting is adding a row.

Pure: the standard library and the engine only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType
from typing import Any, Final, TypeVar

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
from engine.words import ENGLISH, LANG_CODES, OWN_NAMES, N_, Words, lang_hint, parse_lang


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
#: "auto": the most intelligible voice installed (device.audio.factory.choose_voices): the
#: natural voice (Piper) where it and the language's model are, else SVOX Pico, else espeak-ng
ENGINES: Final = ("auto", "piper", "pico", "espeak")
#: the games the box runs, by name, with the title the menu shows
#: (``device.core.games.GAMES`` has one ``Game`` for each, with the same title)
GAME_TITLES: Final[Mapping[str, str]] = MappingProxyType({"onenight": N_("One Night"),
                                                          "classic": N_("Classic")})
GAME_NAMES: Final = tuple(GAME_TITLES)
CLASSIC_TIES: Final = tuple(t.value for t in TieRule)
#: classic's day vote: nominate and press to lynch (the rulebook's), or point at a seat
CLASSIC_VOTES: Final = ("nominate", "point")


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
    #: the " (did you mean 'x'?)" for a choice that is not one (``None``: the closest
    #: spelling among the choices)
    suggest: Callable[[str], str] | None = None

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

    def display(self, value: Any, words: Words = ENGLISH) -> str:
        """The value as the menu shows it, in ``words``' language (a format's words and
        the unit are marked ``N_`` in the table and translated here)."""
        if self.fmt is not None:
            return words._(self.fmt(value))
        if self.kind is Kind.FLAG:
            return words._(N_("on")) if value else words._(N_("off"))
        if self.kind is Kind.SECONDS:
            return f"{value:g}{words._(self.unit)}"
        return f"{value}{words._(self.unit)}"


def _mmss(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


def _named(names: Mapping[str, str]) -> Callable[[Any], str]:
    """A format that shows a choice id by its (``N_``-marked) name: ``"tap"`` -> "tap"."""
    return lambda v: names.get(v, v)


_T = TypeVar("_T")


def row(kind: Kind, default: _T, label: str, lo: float = 0, hi: float = 0, step: float = 1,
        **more: Any) -> _T:
    """One row of the table, written as a field of :class:`SettingValues`: the field's
    name is the row's key, its default the row's default (the row is its metadata)."""
    spec = Setting("", kind, default, label, lo, hi, step, **more)
    return field(default=default, metadata={"row": spec})


def seconds(default: float, lo: float, hi: float, step: float, label: str,
            page: str | None = "pace", unit: str = N_("s")) -> float:
    return row(Kind.SECONDS, default, label, lo, hi, step, unit=unit, page=page)


@dataclass(frozen=True, repr=False, kw_only=True)
class SettingValues:
    """The table: one field per setting, each a row. Order is the order of the ``[game]``
    section and the saved file. Adding a setting is adding a field here.

    Every value is checked against its row when the value is made (``BadValue``); an
    unknown key is a ``TypeError``. The host's behaviour on top of these values is
    :class:`device.core.settings.Settings`.
    """

    deck: tuple[str, ...] = row(Kind.DECK, preset(5).cards, "Roles", section=None, page=None)
    game: str = row(Kind.CHOICE, "onenight", N_("Game"), choices=GAME_NAMES, page=None,
                    fmt=lambda v: GAME_TITLES.get(v, v))
    #: the language the box speaks and shows; the menu shows each in its own name
    language: str = row(Kind.CHOICE, "en", N_("Language"), choices=LANG_CODES, page="system",
                        fmt=lambda v: OWN_NAMES[parse_lang(v)], suggest=lang_hint)
    classic_deck: tuple[str, ...] = row(Kind.CLASSIC_DECK, CLASSIC_PRESETS["basic_5"].deck.cards,
                                        "Classic roles", section=None, page=None)
    classic_vote: str = row(Kind.CHOICE, "nominate", N_("Day vote"), choices=CLASSIC_VOTES,
                            page="classic", fmt=_named({"nominate": N_("nominate"),
                                                        "point": N_("point")}))
    classic_tie: str = row(Kind.CHOICE, "nobody", N_("2nd tie"), choices=CLASSIC_TIES,
                           page="classic",
                           fmt=lambda v: N_("all die") if v == "all" else N_("nobody"))
    reveal: str = row(Kind.CHOICE, "full", N_("Reveal dead"), choices=REVEALS, page="classic",
                      fmt=_named({"full": N_("full"), "team": N_("team"), "none": N_("none")}))
    pace: str = row(Kind.CHOICE, "normal", N_("Pace"), choices=PACES,
                    fmt=_named({"relaxed": N_("relaxed"), "normal": N_("normal"),
                                "quick": N_("quick")}))
    beginner: bool = row(Kind.FLAG, True, N_("Explain roles"))
    lone_wolf: bool = row(Kind.FLAG, True, N_("Lone wolf"), page="rules")
    minion_rule: str = row(Kind.CHOICE, "official", N_("Minion"), choices=MINION_RULES,
                           page="rules", fmt=lambda v: N_("official") if v == "official"
                           else N_("must die"))
    day_seconds: int = row(Kind.WHOLE, 300, N_("Day"), 60, 900, 30, fmt=_mmss)
    first_speaker: bool = row(Kind.FLAG, True, N_("First speaker"))
    sound_bed: bool = row(Kind.FLAG, True, N_("Sound bed"))
    vote_mode: str = row(Kind.CHOICE, "tap", N_("Vote"), choices=VOTE_MODES,
                         fmt=_named({"tap": N_("tap"), "sweep": N_("sweep")}))
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
    chip_target: int = row(Kind.WHOLE, 5, N_("Chips to win"), 1, 20, 1, page="rules")
    volume: int = row(Kind.WHOLE, 80, N_("Volume"), 0, 100, 5, unit="%", section="audio",
                      page="voice")
    voice: str = row(Kind.TEXT, "en", N_("Voice"), hi=64, choices=VOICES, section="voice",
                     page="voice")
    rate: int = row(Kind.WHOLE, 160, N_("Rate"), 80, 450, 10, section="voice", page="voice")
    engine: str = row(Kind.CHOICE, "auto", "Engine", choices=ENGINES, section="voice",
                      page=None)
    model: str = row(Kind.TEXT, "auto", "Model", hi=256, section="voice", page=None)

    def __post_init__(self) -> None:
        for key, value in vars(self).items():
            spec = ROWS[key]
            if value is not spec.default:   # the defaults are checked once, below
                object.__setattr__(self, key, spec.check(value))


#: The rows, in table order, each named after its field.
TABLE: Final[tuple[Setting, ...]] = tuple(replace(f.metadata["row"], key=f.name)
                                         for f in fields(SettingValues))
ROWS: Final[Mapping[str, Setting]] = MappingProxyType({row.key: row for row in TABLE})
DEFAULTS: Final[Mapping[str, Any]] = MappingProxyType({row.key: row.default for row in TABLE})

for _row in TABLE:
    _row.check(_row.default)
    if _row.key in LIMITS:   # a ballot range within the decoder's own limits
        _lo, _hi = LIMITS[_row.key]
        assert _lo <= _row.lo and _row.hi <= _hi, \
            f"{_row.key}: {_row.lo}-{_row.hi} outside the decoder's {_lo}-{_hi}"


def section_rows(section: str) -> tuple[Setting, ...]:
    """The rows that live in one ``nightbox.toml`` section."""
    return tuple(row for row in TABLE if row.section == section)


def page_rows(page: str) -> tuple[str, ...]:
    """The keys a menu page edits, in table order."""
    return tuple(row.key for row in TABLE if row.page == page)
