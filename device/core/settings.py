"""The host's settings: what the menu changes and the box remembers between games.

A ``Settings`` value holds one value per row of the box's own table
(:class:`~device.core.setting_table.SettingValues`: its fields are the rows, so mypy knows
each one's type) and, in ``games``, each game's own table of rules (``settings.of(Rules)``
gives a game its own, typed). Every value is checked against its row. Saved settings that
break a row's limits are reset to the row's default with one log line, so a ballot can
always be built from them; saved values no table reads (a game this box does not have, a
row of a newer box) are kept as they are and written back, never lost.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, TypeVar

from engine.ballot_params import SweepParams, TapParams
from engine.errors import did_you_mean

from device.core.setting_table import (
    PACES,
    ROWS,
    VOTE_MODES,
    BadValue,
    Rows,
    Setting,
    SettingValues,
)

__all__ = ["PACES", "VOTE_MODES", "Settings"]

log = logging.getLogger(__name__)

R = TypeVar("R", bound=Rows)


@dataclass(frozen=True, repr=False, kw_only=True)
class Settings(SettingValues):
    """Frozen: ``Settings(tap_gap=1.5)``; change with :meth:`replace`. Read the box's rows
    as typed attributes (``settings.tap_gap``) and a game's with :meth:`of`
    (``settings.of(ClassicRules).vote``); an unknown key is a ``TypeError``, a bad value
    ``BadValue``. ``Settings.made(tables, **values)`` holds the default rules of each game
    ``tables`` names (the registry's ``GAMES.settings()`` does it for every game)."""

    #: each game's own table of rules, by the game's name
    games: Mapping[str, Rows] = field(default_factory=dict)
    #: saved values that no table here reads, written back as they were
    kept: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "games", MappingProxyType(dict(self.games)))
        object.__setattr__(self, "kept", MappingProxyType(dict(self.kept)))

    @classmethod
    def made(cls, tables: Iterable[type[Rows]], **values: Any) -> Settings:
        """Settings with the default rules of each game of ``tables``, then ``values``
        (the box's rows or any game's)."""
        return cls(games={table.GAME: table() for table in tables}).replace(**values)

    def __repr__(self) -> str:
        changed = ", ".join(f"{k}={v!r}" for k, v in self if self.row(k).default != v)
        return f"Settings({changed})"

    def __iter__(self) -> Iterator[tuple[str, Any]]:
        """``(key, value)`` of every row: the box's, then each game's, in table order."""
        yield from super().__iter__()
        for rules in self.games.values():
            yield from rules

    # -- a game's rules -----------------------------------------------------
    def of(self, table: type[R]) -> R:
        """The rules of ``table``'s game (its defaults when these settings hold none)."""
        rules = self.games.get(table.GAME)
        return rules if isinstance(rules, table) else table()

    def having(self, tables: Iterable[type[Rows]]) -> Settings:
        """These settings with rules for each game of ``tables`` (its defaults where they
        held none, read from the values kept where those name its rows)."""
        missing = {t.GAME: t() for t in tables if t.GAME not in self.games}
        if not missing:
            return self
        fuller = dataclasses.replace(self, games={**self.games, **missing}, kept={})
        return Settings.from_dict(self.kept, fuller)

    def with_rules(self, rules: Rows) -> Settings:
        """A copy whose rules for ``rules``' game are ``rules``."""
        return dataclasses.replace(self, games={**self.games, rules.GAME: rules})

    # -- any row, by key ----------------------------------------------------
    def row(self, key: str) -> Setting:
        """The row ``key`` (the box's or a game's); ``KeyError`` if there is none."""
        if key in ROWS:
            return ROWS[key]
        for rules in self.games.values():
            if key in type(rules).rows():
                return type(rules).rows()[key]
        raise KeyError(f"Settings has no {key!r}")

    def value(self, key: str) -> Any:
        """The value of the row ``key`` (for code that walks the rows, such as the menu);
        ``KeyError`` if there is no such row."""
        if key in ROWS:
            return vars(self)[key]
        for rules in self.games.values():
            if key in type(rules).rows():
                return rules.value(key)
        raise KeyError(f"Settings has no {key!r}")

    def replace(self, **changes: Any) -> Settings:
        """A copy with ``changes``, each the key of a row of the box's or of a game's
        (a ``TypeError`` names an unknown one)."""
        own: dict[str, Any] = {}
        theirs: dict[str, dict[str, Any]] = {}
        for key, value in changes.items():
            if key in ROWS:
                own[key] = value
                continue
            game = next((name for name, rules in self.games.items()
                         if key in type(rules).rows()), None)
            if game is None:
                known = [k for k, _value in self]
                raise TypeError(f"Settings has no {key!r}{did_you_mean(key, known)}")
            theirs.setdefault(game, {})[key] = value
        games = {name: rules.replace(**theirs[name]) if name in theirs else rules
                 for name, rules in self.games.items()}
        return dataclasses.replace(self, **own, games=games)

    # -- the ballot ---------------------------------------------------------
    def tap_params(self) -> TapParams:
        """The engine's tap parameters, from the same rows."""
        return TapParams(tap_gap=self.tap_gap, vote_window=self.vote_window,
                         min_gap=self.min_gap, min_press=self.min_press,
                         stuck_after=self.stuck_after, lead=self.lead)

    def sweep_params(self) -> SweepParams:
        """The engine's sweep parameters, from the same rows."""
        return SweepParams(dwell=self.dwell, laps=self.laps, grace=min(self.grace, self.dwell / 2),
                           min_gap=self.min_gap, min_press=self.min_press,
                           stuck_after=self.stuck_after)

    # -- saved form -------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """One flat object: every row's value (lists for decks), and the values kept."""
        data = {key: list(value) if isinstance(value, tuple) else value for key, value in self}
        return {**self.kept, **data}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], base: Settings | None = None) -> Settings:
        """Settings from saved data over ``base`` (whose games' rules read their keys). A
        value its row does not allow keeps ``base``'s, with one log line; a key no row
        reads is kept as it is (a game this box lacks, or a newer box, wrote it)."""
        base = base or cls()
        good: dict[str, Any] = {}
        kept = dict(base.kept)
        for key, value in data.items():
            try:
                row = base.row(key)
            except KeyError:
                kept[key] = value
                continue
            try:
                good[key] = row.check(value)
            except (BadValue, ValueError) as exc:
                log.warning("saved setting %s reset to %r: %s", key, base.value(key), exc)
        return dataclasses.replace(base.replace(**good), kept=kept)

